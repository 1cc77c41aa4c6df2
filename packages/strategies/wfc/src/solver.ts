import {
  allShapes,
  defineSolver,
  Lease,
  ruleKinds,
  type SearchContext,
  type Solver,
  seededRandom,
} from '@sudoku-lab/core';
import { type CellPicker, WaveSearch, type WfcCounter } from './search.js';

/** How the search breaks a tie between cells with equally few candidates. */
export type TieBreak = 'first' | 'random';

/** Options of createWfcSolver: how a tie between cells of lowest entropy is broken. */
export interface WfcOptions {
  /**
   * 'first' (the default): the first tied cell in row-major order, the article's choice. 'random': one
   * of the tied cells drawn with a generator seeded by `seed`, afresh at every solve.
   */
  readonly tieBreak?: TieBreak;
  /** For tieBreak 'random': an integer seed (default 1). The same seed makes the same search. */
  readonly seed?: number;
}

const wfcCounters: readonly WfcCounter[] = ['collapses', 'propagations'];

/** A search a shape, with its levels, kept between solves (of every wfc solver). */
const searches = new Lease(
  (tables) => new WaveSearch(tables),
  (search) => search.forget(),
);

/** A classic puzzle's search is kept between solves; a variant's is made for it, over its rules. */
function search(context: SearchContext<WfcCounter>, pick: CellPicker): void {
  if (context.rules === null) searches.use(context.tables, (search) => search.run(context, pick));
  else new WaveSearch(context.tables, context.rules).run(context, pick);
}

/** The article's tie-break: the first of the cells of lowest entropy in row-major order. */
const firstTied: CellPicker = (_, __, first) => first;

/**
 * A wave function collapse solver. With no options it is `solver`: ties go to the first cell in row-major
 * order and candidates are tried in ascending order, so its search is the article's, guess for guess.
 */
export function createWfcSolver(options: WfcOptions = {}): Solver {
  const { tieBreak = 'first', seed } = options;
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

  const shared = {
    shapes: allShapes,
    rules: ruleKinds,
    counters: wfcCounters,
  };
  if (tieBreak === 'first') {
    return defineSolver<WfcCounter>({
      ...shared,
      id: 'wfc',
      name: 'Wave function collapse',
      description:
        'Collapses the cell with the fewest candidates (the first in row-major order), removes its digit ' +
        'from its peers, and backtracks on a cell with none left.',
      search: (context) => search(context, firstTied),
    });
  }
  const randomSeed = seed ?? 1;
  return defineSolver<WfcCounter>({
    ...shared,
    id: 'wfc-random',
    name: `Wave function collapse (random tie-break, seed ${randomSeed})`,
    description:
      'Collapses a cell with the fewest candidates (drawn at random among the tied ones, seeded), removes ' +
      'its digit from its peers, and backtracks on a cell with none left.',
    search: (context) => {
      const random = seededRandom(randomSeed);
      search(context, (wave, level, first) => {
        const tied = wave.tiedWith(level, first);
        return tied[Math.floor(random() * tied.length)]!;
      });
    },
  });
}

/** The default wave function collapse solver: the article's search, on a wave kept up to date. */
export const solver: Solver = createWfcSolver();
