import {
  boxRegions,
  type Cage,
  CountAbortedError,
  countSolutions,
  createGrid,
  diagonalHouses,
  type Grid,
  type Rules,
  type Shape,
  shapes,
  tablesFor,
  windowHouses,
} from '@sudoku-lab/core';
import type { Budget } from './budget.js';
import { randomSolution } from './fill.js';
import type { SeededRandom } from './random.js';

/**
 * The variants generate() makes (option `variant`), each on 9x9:
 *   x          both diagonals are houses
 *   windoku    the four windows are houses
 *   jigsaw     nine random regions, each nine connected cells, in place of the boxes
 *   antiknight no equal digits a knight's move apart
 *   antiking   no equal digits a king's move apart
 *   killer     random cages of one to four connected cells, each with its sum (with maxClues 0, no
 *              givens at all: the cages alone make the solution unique)
 */
export type Variant = 'x' | 'windoku' | 'jigsaw' | 'antiknight' | 'antiking' | 'killer';
/** Every variant `generate` makes, in the order the CLI lists them. */
export const variants: readonly Variant[] = Object.freeze([
  'x',
  'windoku',
  'jigsaw',
  'antiknight',
  'antiking',
  'killer',
]);

const nine = shapes['9x9'];
/**
 * How many steps (tries at a guess) core's counter may take on one drop of random digits before
 * another is drawn: a count of work, never the clock, so that the same seed draws the same board on
 * every machine at any load. Most drops are settled in a few hundred steps (most leave no solution and
 * are refuted in a handful); a rare jigsaw drop wanders for hundreds of thousands, cheaper redrawn.
 */
export const FILL_STEPS = 2000;
/** Random digits dropped onto an empty board before its first solution is taken: what makes the board random. */
const SEED_DIGITS = 11;

/** The cells next to a cell: up, down, left, right. */
function neighbours(shape: Shape, cell: number): number[] {
  const { size } = shape;
  const row = Math.floor(cell / size);
  const column = cell % size;
  const out: number[] = [];
  if (row > 0) out.push(cell - size);
  if (row < size - 1) out.push(cell + size);
  if (column > 0) out.push(cell - 1);
  if (column < size - 1) out.push(cell + 1);
  return out;
}

/** Whether the cells of `region` in `regions` are connected (cell to neighbour). */
function connected(shape: Shape, regions: readonly number[], region: number): boolean {
  const cells = regions.flatMap((r, cell) => (r === region ? [cell] : []));
  const seen = new Set([cells[0]!]);
  const queue = [cells[0]!];
  while (queue.length > 0) {
    for (const next of neighbours(shape, queue.pop()!)) {
      if (regions[next] === region && !seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen.size === cells.length;
}

/**
 * Nine random regions of nine connected cells: from the boxes, many random trades of two cells on a
 * border between regions (one each way, so every region keeps nine), each kept only when both
 * regions stay connected.
 */
export function randomRegions(random: SeededRandom, shape: Shape = nine): number[] {
  const regions = boxRegions(shape);
  for (let trade = 0; trade < 40 * shape.size; trade++) {
    const a = random.below(shape.cellCount);
    const across = neighbours(shape, a).filter((cell) => regions[cell] !== regions[a]);
    if (across.length === 0) continue;
    const b = across[random.below(across.length)]!;
    const [ra, rb] = [regions[a]!, regions[b]!];
    // b joins a's region; a cell of a's region next to rb goes the other way.
    const back = regions.flatMap((r, cell) =>
      r === ra && cell !== a && neighbours(shape, cell).some((n) => regions[n] === rb && n !== b)
        ? [cell]
        : [],
    );
    if (back.length === 0) continue;
    const c = back[random.below(back.length)]!;
    regions[b] = ra;
    regions[c] = rb;
    if (!connected(shape, regions, ra) || !connected(shape, regions, rb)) {
      regions[b] = rb;
      regions[c] = ra;
    }
  }
  return regions;
}

/**
 * Random cages of one to four connected cells over a full board, none repeating a digit, each with its
 * sum. The testkit's `cagesOver` grows its cages the same way, as does its `neighbours` below: the
 * likeness is deliberate, since the testkit is the tests' independent source of puzzles and shares no
 * code with what it tests (its cages start at one cell, these at two to four).
 */
export function randomCages(solution: readonly number[], random: SeededRandom, shape: Shape = nine): Cage[] {
  const owner = new Array<number>(solution.length).fill(-1);
  const cages: number[][] = [];
  for (const start of random.shuffle(solution.map((_, cell) => cell))) {
    if (owner[start] !== -1) continue;
    const cells = [start];
    owner[start] = cages.length;
    const target = 2 + random.below(3);
    while (cells.length < target) {
      const next = random
        .shuffle(cells.flatMap((cell) => neighbours(shape, cell)))
        .find((cell) => owner[cell] === -1 && cells.every((other) => solution[other] !== solution[cell]));
      if (next === undefined) break;
      owner[next] = cages.length;
      cells.push(next);
    }
    cages.push(cells);
  }
  return cages.map((cells) => ({ cells, sum: cells.reduce((sum, cell) => sum + solution[cell]!, 0) }));
}

/** The fixed rules of a variant (killer's cages and jigsaw's regions are drawn: see variantBoard). */
function fixedRules(variant: Variant): Rules {
  switch (variant) {
    case 'x':
      return { houses: diagonalHouses(nine) };
    case 'windoku':
      return { houses: windowHouses(nine) };
    case 'antiknight':
      return { antiknight: true };
    case 'antiking':
      return { antiking: true };
    default:
      return {};
  }
}

/** Throws GenerateAbortedError's cause when the budget has run out (see generate's checkBudget). */
export type BudgetCheck = (attempt: number) => void;

/**
 * A random full board of a variant and its rules: random digits dropped on an empty board under
 * the rules, then core's counter's first solution of that; drawn again when the drop left none or
 * the count took more than FILL_STEPS steps. Killer draws a classic board, then cages over it. The
 * caller's deadline and signal (`budget`) stop a count too: its CountAbortedError passes through.
 */
export function variantBoard(
  variant: Variant,
  random: SeededRandom,
  check: BudgetCheck,
  budget: Budget = {},
): { rules: Rules; solution: number[] } {
  if (variant === 'killer') {
    const solution = randomSolution(tablesFor(nine), random);
    return { rules: { cages: randomCages(solution, random) }, solution };
  }
  for (let attempt = 0; ; attempt++) {
    check(attempt);
    const rules = variant === 'jigsaw' ? { regions: randomRegions(random) } : fixedRules(variant);
    const cells = new Array<number>(81).fill(0);
    for (let k = 0; k < SEED_DIGITS; k++) cells[random.below(81)] = 1 + random.below(9);
    const grid = createGrid(nine, cells, rules);
    let solution: number[] | null = null;
    try {
      countSolutions(grid, {
        ...budget,
        limit: 1,
        maxSteps: FILL_STEPS,
        onSolution: (board) => {
          solution = Array.from(board);
        },
      });
    } catch (error) {
      if (!(error instanceof CountAbortedError && error.reason === 'steps')) throw error;
    }
    if (solution !== null) return { rules, solution };
  }
}

/**
 * A unique puzzle of a variant: its board's digits taken away an orbit at a time in `order`, each
 * removal kept while core's counter (under the rules) finds no solution but the board, down to `stopAt`
 * givens. None is taken away from a killer puzzle whose cages alone make it unique: it has no givens.
 * As for a classic puzzle (carve.ts), a removal is proved without a count to two: the puzzle had one
 * solution, the board, so any other solution without the orbit differs from the board in the orbit,
 * at a first cell of it; one count to one a cell, with the board's digit excluded there and the
 * orbit's earlier cells put back, finds it if there is one.
 */
export function carveVariant(
  solution: readonly number[],
  rules: Rules,
  order: readonly (readonly number[])[],
  stopAt: number,
  budget: Budget,
): Grid {
  const cells = [...solution];
  const none = new Array<number>(81).fill(0);
  if (
    rules.cages !== undefined &&
    countSolutions(createGrid(nine, none, rules), { ...budget, limit: 2, guide: solution }) === 1
  )
    return createGrid(nine, none, rules);
  const exclusion = { cell: 0, digit: 0 };
  const options = { ...budget, limit: 1, exclude: [exclusion], guide: solution };
  /** Whether the board is the one solution once the orbit, just emptied in `cells`, is taken away. */
  const keepsOne = (orbit: readonly number[]): boolean => {
    let second = false;
    for (let i = 0; i < orbit.length && !second; i++) {
      const cell = orbit[i]!;
      exclusion.cell = cell;
      exclusion.digit = solution[cell]!;
      second = countSolutions(createGrid(nine, cells, rules), options) > 0;
      cells[cell] = solution[cell]!;
    }
    for (const cell of orbit) cells[cell] = 0;
    return !second;
  };
  let givens = 81;
  for (const orbit of order) {
    if (givens <= stopAt) break;
    for (const cell of orbit) cells[cell] = 0;
    if (keepsOne(orbit)) givens -= orbit.length;
    else for (const cell of orbit) cells[cell] = solution[cell]!;
  }
  return createGrid(nine, cells, rules);
}
