import { allShapes, defineSolver, Lease, ruleKinds, type Solver, seededRandom } from '@sudoku-lab/core';
import { type CellPicker, WaveSearch, type WfcCounter } from './search.js';

/** How the search breaks a tie between cells with equally few candidates. */
export type TieBreak = 'first' | 'random';

/** Options of createWfcSolver: how a tie between cells of lowest entropy is broken. */
export interface WfcOptions {
  /** 'first' (the default): the first in row-major order, the article's. 'random': drawn, seeded at each solve. */
  readonly tieBreak?: TieBreak;
  /** For tieBreak 'random': an integer seed (default 1). The same seed makes the same search. */
  readonly seed?: number;
}

/** A search a shape, with its levels, kept between solves (of every wfc solver, whatever the rules). */
const searches = new Lease(
  (tables) => new WaveSearch(tables.cellCount, tables.size),
  (search) => search.forget(),
);

/** The article's tie-break: the first of the cells of lowest entropy in row-major order. */
const firstTied: CellPicker = (_, __, first) => first;

/** A tie-break that draws one of the tied cells with `random`. */
function drawTied(random: () => number): CellPicker {
  return (search, level, first) => {
    const tied = search.tiedWith(level, first);
    return tied[Math.floor(random() * tied.length)]!;
  };
}

/** A wave function collapse solver; with no options, `solver`: the article's search, guess for guess. */
export function createWfcSolver({ tieBreak = 'first', seed }: WfcOptions = {}): Solver {
  if (tieBreak !== 'first' && tieBreak !== 'random') {
    throw new TypeError(
      `createWfcSolver: tieBreak must be 'first' or 'random', got ${JSON.stringify(tieBreak)}`,
    );
  }
  if (seed !== undefined && !Number.isSafeInteger(seed)) {
    throw new TypeError(`createWfcSolver: seed must be an integer, got ${String(seed)}`);
  }
  if (tieBreak === 'first' && seed !== undefined) {
    throw new TypeError("createWfcSolver: seed is used only with tieBreak 'random', and tieBreak is 'first'");
  }
  const random = tieBreak === 'random';
  const cell = random
    ? 'a cell with the fewest candidates (drawn at random among the tied ones, seeded)'
    : 'the cell with the fewest candidates (the first in row-major order)';
  return defineSolver<WfcCounter>({
    id: random ? 'wfc-random' : 'wfc',
    name: random ? `Wave function collapse (random tie-break, seed ${seed ?? 1})` : 'Wave function collapse',
    description: `Collapses ${cell}, removes its digit from its peers, and backtracks on a cell with none left.`,
    shapes: allShapes,
    rules: ruleKinds,
    counters: ['collapses', 'propagations'],
    search(context) {
      const pick = random ? drawTied(seededRandom(seed ?? 1)) : firstTied;
      searches.use(context.tables, (search) => search.run(context, pick));
    },
  });
}

/** The default wave function collapse solver: the article's search, on a wave kept up to date. */
export const solver: Solver = createWfcSolver();
