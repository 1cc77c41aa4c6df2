import {
  BudgetExhaustedError,
  boxRegions,
  type Cage,
  countSolutions,
  createGrid,
  fixedRules,
  type Grid,
  type Rules,
  type Shape,
  shapes,
  tablesFor,
  type VariantName,
  variantNames,
} from '@sudoku-lab/core';
import type { Budget } from './budget.js';
import { randomSolution } from './fill.js';
import { arrows, betweenLines, palindromes, renbans, thermometers, whispers } from './lines.js';
import { kropki, littleKillers, parity, quadruples, sandwiches, xv } from './marks.js';
import type { SeededRandom } from './random.js';
import { walkedBoard } from './walk.js';

/**
 * The variants generate() makes (option `variant`), each on 9x9:
 *   x          both diagonals are houses
 *   windoku    the four windows are houses
 *   jigsaw     nine random regions, each nine connected cells, in place of the boxes
 *   antiknight no equal digits a knight's move apart
 *   antiking   no equal digits a king's move apart
 *   killer     random cages of one to four connected cells, each with its sum (with maxClues 0, no
 *              givens at all: the cages alone make the solution unique)
 * and the setters' families (see Family).
 */
export type Variant = VariantName | Family;

/**
 * The setters' families, each its constraints drawn at random over a classic full board where they
 * hold (lines.ts, marks.ts), but nonconsecutive, whose board is one under its rule (walk.ts):
 *   kropki        white and black dots            thermo        thermometers
 *   arrow         arrows, now and then a pill     whispers      German whispers
 *   littlekiller  little killer sums              renban        renban lines
 *   sandwich      sandwich sums                   xv            X and V marks
 *   palindrome    palindromes                     between       between lines
 *   oddeven       odd and even cells              quadruple     quadruples
 *   nonconsecutive  no two neighbours hold consecutive digits
 */
export type Family =
  | 'kropki'
  | 'thermo'
  | 'arrow'
  | 'whispers'
  | 'littlekiller'
  | 'renban'
  | 'sandwich'
  | 'xv'
  | 'palindrome'
  | 'between'
  | 'oddeven'
  | 'quadruple'
  | 'nonconsecutive';

/** Every variant `generate` makes, in the order the CLI lists them. */
export const variants: readonly Variant[] = Object.freeze([
  ...variantNames,
  'kropki',
  'thermo',
  'arrow',
  'whispers',
  'littlekiller',
  'renban',
  'sandwich',
  'xv',
  'palindrome',
  'between',
  'oddeven',
  'quadruple',
  'nonconsecutive',
]);

/** Whether a variant is one of the setters' families (issue #38's), not one of wave 3's. */
export function isFamily(variant: Variant): variant is Family {
  return variants.indexOf(variant) >= variants.indexOf('kropki');
}

/** One family's rules: its constraints, drawn by `draw` over the board, under their key. */
function under<K extends keyof Rules>(
  key: K,
  draw: (board: readonly number[], random: SeededRandom) => Rules[K],
): (board: readonly number[], random: SeededRandom) => Rules {
  return (board, random) => ({ [key]: draw(board, random) }) as Rules;
}

/** The families whose constraints are drawn over a classic board: each one's rules from the board and the stream. */
const drawn: Readonly<
  Record<Exclude<Family, 'nonconsecutive'>, (board: readonly number[], random: SeededRandom) => Rules>
> = {
  kropki: under('kropki', kropki),
  thermo: under('thermometers', thermometers),
  arrow: under('arrows', arrows),
  whispers: under('whispers', whispers),
  littlekiller: under('littleKillers', littleKillers),
  renban: under('renbans', renbans),
  sandwich: under('sandwiches', sandwiches),
  xv: under('xv', xv),
  palindrome: under('palindromes', palindromes),
  between: under('betweenLines', betweenLines),
  oddeven: under('parity', parity),
  quadruple: under('quadruples', quadruples),
};

const nine = shapes['9x9'];
/**
 * How many steps (tries at a guess) core's counter may take on one drop of random digits before
 * another is drawn: a count of work, never the clock, so that the same seed draws the same board on
 * every machine at any load. Most drops are settled in a few hundred steps (most leave no solution and
 * are refuted in a handful); a rare jigsaw drop wanders for hundreds of thousands, cheaper redrawn.
 */
export const FILL_STEPS = 2000;
/**
 * How many steps core's counter may take to prove one removal of a setters' family's carve. A count
 * that runs past them keeps the clue, as a second solution would: a clue kept never lets one in, and
 * which counts run past is the same on every machine, so the puzzle stays unique and seeded (if, now
 * and then, not minimal). Near the end of a carve a few counts wander for tens of thousands of steps
 * (a nonconsecutive puzzle's most of all); wave 3's variants count without a limit, as they did.
 */
export const CARVE_STEPS = 1000;
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
 * sum, each grown from a cell. The testkit's `cagesOver` makes its cages another way (joining
 * neighbouring cells' cages) and shares no code with this: it is the tests' independent source of
 * puzzles.
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

/** Throws GenerateAbortedError's cause when the budget has run out (see generate's checkBudget). */
export type BudgetCheck = (attempt: number) => void;

/**
 * A random full board of a variant and its rules: random digits dropped on an empty board under
 * the rules, then core's counter's first solution of that; drawn again when the drop left none or
 * the count took more than FILL_STEPS steps. Killer draws a classic board, then cages over it, and
 * the drawn families (see Family) their constraints where they hold on it; nonconsecutive walks from
 * board to board under its rule (walk.ts). The
 * caller's deadline and signal (`budget`) stop a count too: its BudgetExhaustedError passes through.
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
  if (variant === 'nonconsecutive') {
    const rules: Rules = { nonconsecutive: true };
    return { rules, solution: walkedBoard(rules, random, budget) };
  }
  if (isFamily(variant)) {
    const solution = randomSolution(tablesFor(nine), random);
    return { rules: drawn[variant](solution, random), solution };
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
      if (!(error instanceof BudgetExhaustedError && error.reason === 'steps')) throw error;
    }
    if (solution !== null) return { rules, solution };
  }
}

/** A carved puzzle, and the orbits taken away from the board, in the order they went. */
export interface Carved {
  readonly puzzle: Grid;
  readonly removed: readonly (readonly number[])[];
}

/**
 * A unique puzzle of a variant: its board's digits taken away an orbit at a time in `order`, each
 * removal kept while core's counter (under the rules) finds no solution but the board, down to `stopAt`
 * givens. None is taken away from a killer puzzle whose cages alone make it unique: it has no givens.
 * As for a classic puzzle (carve.ts), a removal is proved without a count to two: the puzzle had one
 * solution, the board, so any other solution without the orbit differs from the board in the orbit,
 * at a first cell of it; one count to one a cell, with the board's digit excluded there and the
 * orbit's earlier cells put back, finds it if there is one (a count past `maxSteps` keeps the orbit).
 */
export function carveVariant(
  solution: readonly number[],
  rules: Rules,
  order: readonly (readonly number[])[],
  stopAt: number,
  budget: Budget,
  maxSteps = Number.POSITIVE_INFINITY,
): Carved {
  const cells = [...solution];
  const none = new Array<number>(81).fill(0);
  if (
    rules.cages !== undefined &&
    countSolutions(createGrid(nine, none, rules), { ...budget, limit: 2, guide: solution }) === 1
  )
    return { puzzle: createGrid(nine, none, rules), removed: [] };
  const exclusion = { cell: 0, digit: 0 };
  const options = { ...budget, limit: 1, exclude: [exclusion], guide: solution, maxSteps };
  /** Whether a solution other than the board may have the excluded digit (a count past maxSteps may). */
  const another = (): boolean => {
    try {
      return countSolutions(createGrid(nine, cells, rules), options) > 0;
    } catch (error) {
      if (error instanceof BudgetExhaustedError && error.reason === 'steps') return true;
      throw error;
    }
  };
  /** Whether the board is the one solution once the orbit, just emptied in `cells`, is taken away. */
  const keepsOne = (orbit: readonly number[]): boolean => {
    let second = false;
    for (let i = 0; i < orbit.length && !second; i++) {
      const cell = orbit[i]!;
      exclusion.cell = cell;
      exclusion.digit = solution[cell]!;
      second = another();
      cells[cell] = solution[cell]!;
    }
    for (const cell of orbit) cells[cell] = 0;
    return !second;
  };
  let givens = 81;
  const removed: (readonly number[])[] = [];
  for (const orbit of order) {
    if (givens <= stopAt) break;
    for (const cell of orbit) cells[cell] = 0;
    if (keepsOne(orbit)) {
      givens -= orbit.length;
      removed.push(orbit);
    } else for (const cell of orbit) cells[cell] = solution[cell]!;
  }
  return { puzzle: createGrid(nine, cells, rules), removed };
}
