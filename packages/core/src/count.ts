import { Budget, BudgetExhaustedError, budgetProblem, isCount, type WorkNames } from './budget.js';
import { bands } from './classic-count.js';
import type { CountEngine, CountJob, Exclusion } from './count-engine.js';
import { bitCount, digitBit, lowestDigit } from './digits.js';
import { describeValue } from './errors.js';
import { type Grid, gridProblem, knownClash } from './grid.js';
import { Lease } from './lease.js';
import { countUnderRules } from './rule-count.js';
import { ruleTablesFor } from './rule-tables.js';
import { allShapes, resolveShape, type Shape } from './shape.js';
import { type ShapeTables, tablesFor } from './tables.js';

/**
 * Counting a puzzle's solutions, for the packages that need to know whether a puzzle has none, one or
 * several (a generator proving each removal, a rating, an app checking a pasted puzzle).
 *
 * Glossary (beside the one in shape.ts):
 *   limit      how many solutions to count to: the count stops there (2 tells one from several)
 *   exclusion  a candidate ruled out before the count: a digit that may not stand in a cell
 *   state      every cell's digit and candidates, and the places each digit has left in each house;
 *              one per depth of the search
 *   house      a unit: cells that hold every digit once (a row, a column, a box)
 *   step       one unit of an engine's work: a try at a guess (a node of the search)
 *   budget     core's Budget (budget.ts): maxSteps, counted at each step; the signal, looked at
 *              before the count and every MAX_BATCH steps; the deadline, looked at before the count
 *              and as often as the Budget's pacing says
 *
 * `defineCounter` is to a count what `defineSolver` is to a solve: the arguments are checked once, here,
 * the budget applied and the count capped, whatever engine counts. `countSolutions` is core's own:
 * Norvig's constraint propagation on candidate masks for every shape, and for a classic 9x9 puzzle
 * the same rules on bitboards (classic-count.ts), the one exact 9x9 counter the packages call.
 */

/** What a count is asked. */
export interface CountOptions {
  /** Count up to this many (a whole number >= 1, or Infinity for all): 2 by default, which tells one from several. */
  readonly limit?: number;
  /** A `performance.now()` time: past it the count throws a CountAbortedError. */
  readonly deadline?: number;
  /** When it fires, the count throws a CountAbortedError. */
  readonly signal?: { readonly aborted: boolean };
  /**
   * At most this many steps (tries at a guess; a whole number >= 0, or Infinity, the default): the
   * next throws a CountAbortedError whose reason is 'steps'. A budget of counted work, which stops a
   * count at the same place on every machine and at any load, where a deadline does not: what a
   * caller whose result must not depend on the clock (a seeded generator) bounds a count with.
   */
  readonly maxSteps?: number;
  /**
   * Candidates ruled out: only the solutions without any of these digits in their cells count. A
   * puzzle carved from a full board keeps that board as its one solution exactly when it has no
   * solution with a removed clue's digit excluded there. An exclusion of a given's own digit leaves
   * no solution; of another digit of a given, it changes nothing.
   */
  readonly exclude?: readonly Exclusion[];
  /** Called with each solution found (the cells, row-major), up to the limit; read them during the call. */
  readonly onSolution?: (cells: ArrayLike<number>) => void;
  /**
   * A full board whose digit an engine may try first at each guess, where it is a candidate: a
   * solution expected to differ from it in a few cells (a generator's second solution, near the board
   * it carves) is then found sooner. It changes the order of the search, never the count.
   */
  readonly guide?: readonly number[];
}

/**
 * What a count throws when its budget runs out (its deadline passed, its signal fired or it took
 * maxSteps steps; `reason` says which): core's one stop, BudgetExhaustedError, under the name the
 * counters' callers have always caught. It is the same class, so `instanceof CountAbortedError`
 * holds for every budget's stop.
 */
export const CountAbortedError = BudgetExhaustedError;
export type CountAbortedError = BudgetExhaustedError;

/**
 * Counts a puzzle's solutions (under its rules, for a variant) up to `options.limit` (2 by default), so that `count === 1` proves a
 * puzzle has one. Givens that clash have no solution: 0. Throws a RangeError naming what is wrong when
 * the puzzle is not a well-formed Grid of a shape the counter counts or an option is out of range, and
 * a CountAbortedError when the budget runs out.
 */
export type Counter = (puzzle: Grid, options?: CountOptions) => number;

/** What a count's stops call its work. */
const COUNT: WorkNames = { task: 'count', unit: 'step' };
/** The most steps between two looks at the signal: a step is a try at a guess, far heavier than a placement. */
const MAX_BATCH = 64;

const NO_EXCLUSIONS: readonly Exclusion[] = Object.freeze([]);

/**
 * One count: what its engine reads and calls, and its budget (a step spent at each `step`). Made for
 * each count, so a count begun in onSolution is its own.
 */
class Count extends Budget implements CountJob {
  solutions = 0;
  readonly reads: boolean;

  constructor(
    readonly cells: readonly number[],
    readonly tables: ShapeTables,
    readonly exclude: readonly Exclusion[],
    readonly guide: readonly number[] | undefined,
    private readonly limit: number,
    private readonly onSolution: ((cells: ArrayLike<number>) => void) | undefined,
    options: CountOptions | undefined,
  ) {
    super(COUNT, MAX_BATCH);
    this.maxWork = options?.maxSteps ?? Number.POSITIVE_INFINITY;
    this.deadline = options?.deadline ?? Number.POSITIVE_INFINITY;
    this.signal = options?.signal ?? undefined;
    this.restart();
    this.reads = onSolution !== undefined;
  }

  step(): void {
    this.spend();
  }

  found(cells: ArrayLike<number>): boolean {
    this.solutions++;
    this.onSolution?.(cells);
    return this.solutions >= this.limit;
  }
}

/** Makes a Counter of an engine: the arguments checked, the budget applied, the count capped at the limit. */
export function defineCounter(engine: CountEngine): Counter {
  const counted = engine.shapes.map((shape) => resolveShape(shape) ?? shape);
  const names = counted.map((shape) => shape.name).join(', ');
  return function countSolutions(puzzle: Grid, options?: CountOptions): number {
    // A Grid core made is known well-formed, its clash known; any other value is checked here.
    let clash = knownClash(puzzle);
    let shape = (puzzle as Partial<Grid> | null)?.shape as Shape;
    if (clash === undefined) {
      shape = resolveShape(shape)!;
      clash = plainClash(puzzle, shape);
    }
    if (!counted.includes(shape))
      throw new RangeError(`countSolutions: this counter counts ${names} puzzles, not ${shape.name}`);
    if (options !== undefined && options !== null) checkOptions(options, shape);
    if (clash) return 0;
    return run(engine, puzzle, tablesFor(shape), options);
  };
}

/** Counts a checked puzzle (no clashing givens, options in range) with the engine, or with its rules' engine. */
function run(
  engine: CountEngine,
  puzzle: Grid,
  tables: ShapeTables,
  options: CountOptions | undefined,
): number {
  const { cells } = puzzle;
  let open = options?.exclude ?? NO_EXCLUSIONS;
  if (open.length > 0) {
    // A given's own digit excluded leaves no solution; another digit of a given is gone already.
    let atGiven = false;
    for (const { cell, digit } of open) {
      if (cells[cell] === digit) return 0;
      if (cells[cell] !== 0) atGiven = true;
    }
    if (atGiven) open = open.filter(({ cell }) => cells[cell] === 0);
  }
  const count = new Count(
    cells,
    tables,
    open,
    options?.guide ?? undefined,
    options?.limit ?? 2,
    options?.onSolution ?? undefined,
    options,
  );
  count.look();
  // A variant is counted by the rules' own engine, whatever engine counts the classic puzzles.
  if (puzzle.rules !== undefined) countUnderRules(count, ruleTablesFor(tables.shape, puzzle.rules));
  else engine.count(count);
  return count.solutions;
}

/**
 * Counts puzzles carved from one full board (`board` with some of its cells emptied), as a generator
 * proving each removal does, many times a board: what countSolutions answers, with the board checked
 * once, here, instead of every puzzle's givens at every count. A puzzle whose givens are the board's
 * digits cannot clash, so a count checks only that: each cell empty or the board's digit (a RangeError
 * otherwise), and the options. Classic rules only: the board must be a full classic Grid without
 * clashing digits (a RangeError names what is wrong).
 */
export function carvedCounter(board: Grid): (cells: readonly number[], options?: CountOptions) => number {
  const problem = gridProblem(board);
  if (problem !== null) throw new RangeError(`carvedCounter: ${problem}`);
  const shape = resolveShape(board.shape)!;
  if (board.rules !== undefined)
    throw new RangeError('carvedCounter: the board of a classic puzzle, without rules');
  if (board.cells.includes(0)) throw new RangeError('carvedCounter: the board must be full');
  if (knownClash(board) ?? plainClash(board, shape))
    throw new RangeError("carvedCounter: two of the board's digits clash");
  const digits = [...board.cells];
  const tables = tablesFor(shape);
  return function countCarved(cells: readonly number[], options?: CountOptions): number {
    if (!Array.isArray(cells) || cells.length !== digits.length)
      throw new RangeError(
        `countSolutions: a carved ${shape.name} puzzle has ${digits.length} cells, got ${describeValue(cells)}`,
      );
    for (let cell = 0; cell < digits.length; cell++)
      if (cells[cell] !== 0 && cells[cell] !== digits[cell])
        throw new RangeError(
          `countSolutions: cell ${cell} holds ${describeValue(cells[cell])}, not the board's ${digits[cell]} or 0`,
        );
    if (options !== undefined && options !== null) checkOptions(options, shape);
    return run(classic, { shape, cells }, tables, options);
  };
}

/** The digits each house holds, a bit a digit, for plainClash: one table a shape, reused count after count. */
const held = new Map<string, Int32Array>();

/**
 * For a value core did not make: whether two givens clash, in the same pass that checks each cell is
 * a digit of the shape (a count may be one of thousands, so the cells are read once). A RangeError
 * from core's gridProblem, saying what is wrong, for a value that is no well-formed Grid.
 */
function plainClash(puzzle: Grid, shape: Shape | undefined): boolean {
  const cells = (puzzle as Partial<Grid> | null)?.cells;
  if (shape === undefined || !Array.isArray(cells) || cells.length !== shape.cellCount)
    throw notAGrid(puzzle);
  const { size, unitCount, unitsOfCell } = tablesFor(shape);
  let houses = held.get(shape.name);
  if (houses === undefined) held.set(shape.name, (houses = new Int32Array(unitCount)));
  else houses.fill(0);
  let seen = 0;
  for (let cell = 0; cell < cells.length; cell++) {
    const digit = cells[cell];
    if (digit === 0) continue;
    if (!(digit >= 1 && digit <= size && (digit | 0) === digit)) throw notAGrid(puzzle);
    const bit = 1 << digit;
    const at = cell * 3;
    const row = unitsOfCell[at]!;
    const column = unitsOfCell[at + 1]!;
    const box = unitsOfCell[at + 2]!;
    // A digit seen twice in a house leaves a bit behind in `seen`; the pass goes on to check every cell.
    seen |= (houses[row]! | houses[column]! | houses[box]!) & bit;
    houses[row]! |= bit;
    houses[column]! |= bit;
    houses[box]! |= bit;
  }
  return seen !== 0;
}

function notAGrid(puzzle: unknown): RangeError {
  return new RangeError(`countSolutions: ${gridProblem(puzzle) ?? 'not a Grid'}`);
}

/** Checks the options (a RangeError naming the first that is out of range). */
function checkOptions(options: CountOptions, shape: Shape): void {
  if (typeof options !== 'object')
    throw new RangeError(`countSolutions: options must be an object, got ${describeValue(options)}`);
  const { limit, deadline, signal, exclude, onSolution, guide, maxSteps } = options;
  const refuse = (message: string) => {
    throw new RangeError(`countSolutions: ${message}`);
  };
  if (limit != null && !isCount(limit, 1))
    refuse(`limit must be a whole number >= 1 (or Infinity for every solution), got ${describeValue(limit)}`);
  const budget = budgetProblem(deadline, signal, { option: 'maxSteps', value: maxSteps });
  if (budget !== null) refuse(budget);
  if (onSolution != null && typeof onSolution !== 'function')
    refuse(`onSolution must be a function, got ${describeValue(onSolution)}`);
  if (guide != null && !(Array.isArray(guide) && guide.length === shape.cellCount))
    refuse(`guide must be an array of ${shape.cellCount} digits, got ${describeValue(guide)}`);
  if (exclude != null) {
    if (!Array.isArray(exclude))
      refuse(`exclude must be an array of { cell, digit }, got ${describeValue(exclude)}`);
    for (let k = 0; k < exclude.length; k++) {
      const { cell, digit } = (exclude[k] ?? {}) as Partial<Exclusion>;
      if (!(Number.isInteger(cell) && cell! >= 0 && cell! < shape.cellCount))
        refuse(
          `exclude: a cell of a ${shape.name} puzzle is 0..${shape.cellCount - 1}, got ${describeValue(cell)}`,
        );
      if (!(Number.isInteger(digit) && digit! >= 1 && digit! <= shape.size))
        refuse(`exclude: a digit of a ${shape.name} puzzle is 1..${shape.size}, got ${describeValue(digit)}`);
    }
  }
}

/**
 * The houses and peers of a shape, as the counter reads them, in flat tables: house h's cells are
 * houseCells[houseStart[h] .. houseStart[h + 1]), and the same for a cell's houses and its peers (the
 * other cells of its houses). Built from core's tables; a rule that adds houses (a diagonal, a jigsaw
 * region) adds them to the list buildRules starts from, and the rest follows.
 */
interface Rules {
  readonly cellCount: number;
  /** Digits of the shape. */
  readonly size: number;
  readonly houseCount: number;
  /** Every digit of the shape, as a mask. */
  readonly all: number;
  readonly houseStart: Int32Array;
  readonly houseCells: Uint16Array;
  readonly housesStart: Int32Array;
  readonly housesOf: Uint16Array;
  readonly peersStart: Int32Array;
  readonly peersOf: Uint16Array;
}

/** Lists of numbers as one flat array and where each list starts (an extra entry: where the last ends). */
function flatten(lists: readonly (readonly number[])[]): { start: Int32Array; items: Uint16Array } {
  const start = new Int32Array(lists.length + 1);
  lists.forEach((list, i) => {
    start[i + 1] = start[i]! + list.length;
  });
  return { start, items: Uint16Array.from(lists.flat()) };
}

function buildRules(tables: ShapeTables): Rules {
  const { size, cellCount, unitCount, units } = tables;
  const houses = Array.from({ length: unitCount }, (_, unit) => [
    ...units.subarray(unit * size, unit * size + size),
  ]);
  const housesOf = Array.from({ length: cellCount }, (_, cell) =>
    houses.flatMap((house, h) => (house.includes(cell) ? [h] : [])),
  );
  const peersOf = housesOf.map((mine, cell) =>
    [...new Set(mine.flatMap((h) => houses[h]!))].filter((other) => other !== cell).sort((a, b) => a - b),
  );
  const h = flatten(houses);
  const o = flatten(housesOf);
  const p = flatten(peersOf);
  return {
    cellCount,
    size,
    houseCount: houses.length,
    all: (1 << size) - 1,
    houseStart: h.start,
    houseCells: h.items,
    housesStart: o.start,
    housesOf: o.items,
    peersStart: p.start,
    peersOf: p.items,
  };
}

/** A house's count of places for a digit once the digit is placed there: never decremented to 0 or 1. */
const PLACED = 0x4000;

/**
 * What a count works in, kept between counts through a Lease (a count begun inside another's
 * onSolution gets its own): the stack of states, one a depth, and the singles waiting to be placed.
 * A state is three runs of numbers: the digit of each cell (0 empty), the candidates of each empty
 * cell, and for each house and digit the places the digit has left there (PLACED once it is placed).
 * The place counts are what finds a hidden single: the moment one falls to 1, the digit has one place
 * left in the house.
 */
class Work {
  readonly stack: Uint16Array[] = [];
  /** Naked singles: cells left with one candidate. */
  readonly cells: Int32Array;
  cellsQueued = 0;
  /** Hidden singles: house * size + digit - 1 of a digit left with one place in a house. */
  readonly places: Int32Array;
  placesQueued = 0;
  /** Where the place counts start in a state. */
  readonly countsAt: number;
  /** The digits each house holds, while a puzzle is loaded. */
  readonly held: Int32Array;

  constructor(readonly rules: Rules) {
    const { cellCount, houseCount, size } = rules;
    this.countsAt = 2 * cellCount;
    // A cell falls to one candidate, and a house's digit to one place, at most once a state.
    this.cells = new Int32Array(cellCount);
    this.places = new Int32Array(houseCount * size);
    this.held = new Int32Array(houseCount);
  }

  state(depth: number): Uint16Array {
    const { cellCount, houseCount, size } = this.rules;
    while (this.stack.length <= depth) this.stack.push(new Uint16Array(2 * cellCount + houseCount * size));
    return this.stack[depth]!;
  }

  /** Forgets the waiting singles (after a contradiction left some behind). */
  clear(): void {
    this.cellsQueued = this.placesQueued = 0;
  }

  /**
   * The state of a puzzle (its givens agree: core has checked), in one pass rather than a placement a
   * given: each empty cell's candidates are the digits none of its houses holds, and each digit a
   * house does not hold has a place in each of its empty cells that can take it. The singles this
   * leaves are queued. False when a cell has no candidate or a digit no place in a house.
   */
  load(s: Uint16Array, cells: readonly number[]): boolean {
    const { cellCount, all, size, houseCount, houseStart, houseCells, housesStart, housesOf } = this.rules;
    const { held, countsAt } = this;
    held.fill(0);
    for (let cell = 0; cell < cellCount; cell++) {
      const digit = cells[cell]!;
      s[cell] = digit;
      if (digit === 0) continue;
      for (let k = housesStart[cell]!; k < housesStart[cell + 1]!; k++)
        held[housesOf[k]!]! |= digitBit(digit);
    }
    for (let cell = 0; cell < cellCount; cell++) {
      let taken = 0;
      if (s[cell] === 0)
        for (let k = housesStart[cell]!; k < housesStart[cell + 1]!; k++) taken |= held[housesOf[k]!]!;
      const mask = s[cell] === 0 ? all & ~taken : 0;
      s[cellCount + cell] = mask;
      if (s[cell] !== 0) continue;
      if (mask === 0) return false;
      if (single(mask)) this.cells[this.cellsQueued++] = cell;
    }
    for (let house = 0; house < houseCount; house++) {
      const at = countsAt + house * size;
      for (let digit = 1; digit <= size; digit++)
        s[at + digit - 1] = held[house]! & digitBit(digit) ? PLACED : 0;
      for (let k = houseStart[house]!; k < houseStart[house + 1]!; k++)
        for (let mask = s[cellCount + houseCells[k]!]!; mask !== 0; mask &= mask - 1)
          s[at + lowestDigit(mask) - 1]!++;
      for (let digit = 1; digit <= size; digit++) {
        const places = s[at + digit - 1]!;
        if (places === 0) return false;
        if (places === 1) this.places[this.placesQueued++] = house * size + digit - 1;
      }
    }
    return true;
  }

  /**
   * Takes `digit` from an empty cell's candidates. The first rule: a cell left with one candidate is
   * queued to take it. The second: a digit left with one place in one of the cell's houses is queued
   * to go there. False when the cell has no candidate left or the digit no place in a house.
   */
  remove(s: Uint16Array, cell: number, digit: number): boolean {
    const { cellCount, size, housesStart, housesOf } = this.rules;
    const bit = digitBit(digit);
    const mask = s[cellCount + cell]!;
    if ((mask & bit) === 0) return true;
    const left = mask & ~bit;
    s[cellCount + cell] = left;
    if (left === 0) return false;
    if (single(left)) this.cells[this.cellsQueued++] = cell;
    for (let k = housesStart[cell]!; k < housesStart[cell + 1]!; k++) {
      const at = housesOf[k]! * size + digit - 1;
      const places = --s[this.countsAt + at]!;
      if (places === 0) return false;
      if (places === 1) this.places[this.placesQueued++] = at;
    }
    return true;
  }

  /** Writes `digit` in the empty `cell`, takes the cell's other digits away and the digit from its peers. */
  place(s: Uint16Array, cell: number, digit: number): boolean {
    const { cellCount, size, housesStart, housesOf, peersStart, peersOf } = this.rules;
    const bit = digitBit(digit);
    if ((s[cellCount + cell]! & bit) === 0) return false;
    for (let others = s[cellCount + cell]! & ~bit; others !== 0; others &= others - 1)
      if (!this.remove(s, cell, lowestDigit(others))) return false;
    s[cell] = digit;
    s[cellCount + cell] = 0;
    for (let k = housesStart[cell]!; k < housesStart[cell + 1]!; k++)
      s[this.countsAt + housesOf[k]! * size + digit - 1] = PLACED;
    for (let k = peersStart[cell]!; k < peersStart[cell + 1]!; k++) {
      const peer = peersOf[k]!;
      if (s[peer] === 0 && !this.remove(s, peer, digit)) return false;
    }
    return true;
  }

  /** Places the waiting singles, and those they make, until none is left; false on a contradiction. */
  settle(s: Uint16Array): boolean {
    const { cellCount, size, houseStart, houseCells } = this.rules;
    for (;;) {
      if (this.cellsQueued > 0) {
        const cell = this.cells[--this.cellsQueued]!;
        if (s[cell] === 0 && !this.place(s, cell, lowestDigit(s[cellCount + cell]!))) return false;
      } else if (this.placesQueued > 0) {
        const at = this.places[--this.placesQueued]!;
        // Placed since it was queued: nothing left to do.
        if (s[this.countsAt + at] !== 1) continue;
        const house = (at / size) | 0;
        const digit = at - house * size + 1;
        const bit = digitBit(digit);
        let k = houseStart[house]!;
        while (s[houseCells[k]!] !== 0 || (s[cellCount + houseCells[k]!]! & bit) === 0) k++;
        if (!this.place(s, houseCells[k]!, digit)) return false;
      } else return true;
    }
  }
}

/** Whether a non-empty mask holds one digit. */
const single = (mask: number) => (mask & (mask - 1)) === 0;

const rulesOfShape = new Map<string, Rules>();

function rulesFor(tables: ShapeTables): Rules {
  let rules = rulesOfShape.get(tables.shape.name);
  if (rules === undefined) {
    rules = buildRules(tables);
    rulesOfShape.set(tables.shape.name, rules);
  }
  return rules;
}

const works = new Lease<Work>((tables) => new Work(rulesFor(tables)));

/**
 * Constraint propagation and search on candidate masks, after Norvig: naked and hidden singles placed
 * until none is left, then a guess at the cell with the fewest candidates, each of its digits tried on
 * a copy of the state.
 */
const propagation: CountEngine = {
  shapes: allShapes,
  count(job) {
    works.use(job.tables, (work) => {
      work.clear();
      const start = work.state(0);
      if (!work.load(start, job.cells)) return;
      for (const { cell, digit } of job.exclude) if (!work.remove(start, cell, digit)) return;
      search(work, 0, job);
    });
  },
};

/** Which engine counts a puzzle: the band engine on a classic 9x9 one, propagation on the rest. */
const classic: CountEngine = {
  shapes: allShapes,
  count: (job) => (job.tables.shape.name === '9x9' ? bands : propagation).count(job),
};

/**
 * How many solutions a puzzle has, counted up to `limit` (see CountOptions: exclusions, a guide, a
 * deadline and a signal), for every shape and rule: the project's one exact counter. A classic 9x9
 * puzzle is counted on digit x band words (classic-count.ts), every other shape and every variant by
 * core's constraint propagation. See Counter for what it checks and throws.
 */
export const countSolutions: Counter = defineCounter(classic);

/** Core's constraint propagation alone, on every shape: what the tests hold the 9x9 engine against. */
export const countByPropagation: Counter = defineCounter(propagation);

/** Settles the state at `depth` and searches on; true once the job's limit is reached. */
function search(work: Work, depth: number, job: CountJob): boolean {
  const s = work.stack[depth]!;
  if (!work.settle(s)) return false;
  const { cellCount } = work.rules;
  let choice = -1;
  let fewest = Number.POSITIVE_INFINITY;
  for (let cell = 0; cell < cellCount; cell++) {
    if (s[cell] !== 0) continue;
    const count = bitCount(s[cellCount + cell]!);
    if (count < fewest) {
      choice = cell;
      fewest = count;
      // After a settle no empty cell has fewer than two.
      if (count === 2) break;
    }
  }
  if (choice === -1) return job.found(s.subarray(0, cellCount));
  const next = work.state(depth + 1);
  const mask = s[cellCount + choice]!;
  // The guide's digit first, where it is a candidate; then the others, lowest first.
  const first = job.guide === undefined ? 0 : mask & digitBit(job.guide[choice]!);
  if (first !== 0 && tryDigit(work, s, next, depth, choice, lowestDigit(first), job)) return true;
  for (let rest = mask & ~first; rest !== 0; rest &= rest - 1)
    if (tryDigit(work, s, next, depth, choice, lowestDigit(rest), job)) return true;
  return false;
}

/** One try at a guess: `digit` in `cell` on a copy of the state, searched on; true once the limit is reached. */
function tryDigit(
  work: Work,
  s: Uint16Array,
  next: Uint16Array,
  depth: number,
  cell: number,
  digit: number,
  job: CountJob,
): boolean {
  job.step();
  work.clear();
  next.set(s);
  return work.place(next, cell, digit) && search(work, depth + 1, job);
}
