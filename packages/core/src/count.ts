import { bitCount, digitBit, lowestDigit } from './digits.js';
import { describeValue, type Grid, givensClash, gridProblem, knownClash } from './grid.js';
import { Lease } from './lease.js';
import { isCount } from './options.js';
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
 *   state      every cell's candidates, a placed cell keeping its one digit; one per depth of the search
 *   house      a unit: cells that hold every digit once (a row, a column, a box)
 *   budget     the deadline and the signal, looked at before the count and every LOOK_EVERY steps
 *
 * `defineCounter` is to a count what `defineSolver` is to a solve: the arguments are checked once, here,
 * the budget applied and the count capped, whatever engine counts. `countSolutions` is core's own
 * engine, Norvig's constraint propagation on candidate masks, for every shape; a faster engine for
 * one shape plugs into the same checks through defineCounter.
 */

/** A candidate ruled out before a count: `digit` (1..size) may not stand in `cell` (row-major). */
export interface Exclusion {
  readonly cell: number;
  readonly digit: number;
}

/** What a count is asked. */
export interface CountOptions {
  /** Count up to this many (a whole number >= 1, or Infinity for all): 2 by default, which tells one from several. */
  readonly limit?: number;
  /** A `performance.now()` time: past it the count throws a CountAbortedError. */
  readonly deadline?: number;
  /** When it fires, the count throws a CountAbortedError. */
  readonly signal?: { readonly aborted: boolean };
  /**
   * Candidates ruled out: only the solutions without any of these digits in their cells count. A
   * puzzle carved from a full board keeps that board as its one solution exactly when it has no
   * solution with a removed clue's digit excluded there. An exclusion of a given's own digit leaves
   * no solution; of another digit of a given, it changes nothing.
   */
  readonly exclude?: readonly Exclusion[];
  /** Called with each solution found (the cells, row-major), up to the limit; read them during the call. */
  readonly onSolution?: (cells: ArrayLike<number>) => void;
}

/** Thrown by a count that ran out of budget: its deadline passed or its signal fired. */
export class CountAbortedError extends Error {
  override readonly name = 'CountAbortedError';

  constructor(readonly reason: 'deadline' | 'signal') {
    super(
      reason === 'deadline'
        ? 'the count was stopped: its deadline passed'
        : 'the count was stopped: its AbortSignal fired',
    );
  }
}

/**
 * What an engine is handed: a checked puzzle (well-formed, a shape the engine counts, no clashing
 * givens) and checked exclusions (each of an empty cell). The engine calls `guess` before each try at
 * a choice (it applies the budget, and throws when the budget ran out: let it pass) and `found` with
 * each full board, and stops when `found` says the limit is reached.
 */
export interface CountJob {
  readonly cells: readonly number[];
  readonly tables: ShapeTables;
  /** The exclusions, each of an empty cell (those of a given core has dealt with). */
  readonly exclude: readonly Exclusion[];
  /** One step of the engine's work: every LOOK_EVERY of them, the deadline and the signal are looked at. */
  step(): void;
  /** Counts a solution (its cells, row-major, read during the call); true when the limit is reached and the engine should stop. */
  found(cells: ArrayLike<number>): boolean;
}

/** A way of counting: the shapes it counts and its search. */
export interface CountEngine {
  readonly shapes: readonly Shape[];
  count(job: CountJob): void;
}

/**
 * Counts a puzzle's solutions (under its rules, for a variant) up to `options.limit` (2 by default), so that `count === 1` proves a
 * puzzle has one. Givens that clash have no solution: 0. Throws a RangeError naming what is wrong when
 * the puzzle is not a well-formed Grid of a shape the counter counts or an option is out of range, and
 * a CountAbortedError when the budget runs out.
 */
export type Counter = (puzzle: Grid, options?: CountOptions) => number;

/** Steps of an engine's work between two looks at the clock and the signal. */
const LOOK_EVERY = 64;

const NO_EXCLUSIONS: readonly Exclusion[] = Object.freeze([]);

/** One count: what its engine reads and calls. Made for each count, so a count begun in onSolution is its own. */
class Count implements CountJob {
  solutions = 0;
  private countdown = LOOK_EVERY;

  constructor(
    readonly cells: readonly number[],
    readonly tables: ShapeTables,
    readonly exclude: readonly Exclusion[],
    private readonly limit: number,
    private readonly deadline: number,
    private readonly signal: { readonly aborted: boolean } | undefined,
    private readonly onSolution: ((cells: ArrayLike<number>) => void) | undefined,
  ) {}

  step(): void {
    if (--this.countdown === 0) {
      this.countdown = LOOK_EVERY;
      this.look();
    }
  }

  /** Throws when the deadline has passed or the signal has fired; reads the clock only with a deadline. */
  look(): void {
    if (this.signal?.aborted) throw new CountAbortedError('signal');
    if (this.deadline !== Number.POSITIVE_INFINITY && performance.now() >= this.deadline)
      throw new CountAbortedError('deadline');
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
    let clash = knownClash(puzzle);
    if (clash === undefined) {
      const problem = gridProblem(puzzle);
      if (problem !== null) throw new RangeError(`countSolutions: ${problem}`);
    }
    const shape = resolveShape(puzzle.shape)!;
    if (!counted.includes(shape))
      throw new RangeError(`countSolutions: this counter counts ${names} puzzles, not ${shape.name}`);
    const { limit = 2, deadline, signal, exclude, onSolution } = checkOptions(options, shape);
    clash ??= givensClash(puzzle);
    if (clash) return 0;
    const { cells } = puzzle;
    let open = NO_EXCLUSIONS;
    if (exclude !== undefined && exclude.length > 0) {
      // A given's own digit excluded leaves no solution; another digit of a given is gone already.
      for (const { cell, digit } of exclude) if (cells[cell] === digit) return 0;
      open = exclude.filter(({ cell }) => cells[cell] === 0);
    }
    const count = new Count(
      cells,
      tablesFor(shape),
      open,
      limit,
      deadline ?? Number.POSITIVE_INFINITY,
      signal ?? undefined,
      onSolution,
    );
    count.look();
    // A variant is counted by the rules' own engine, whatever engine counts the classic puzzles.
    if (puzzle.rules !== undefined) countUnderRules(count, ruleTablesFor(shape, puzzle.rules));
    else engine.count(count);
    return count.solutions;
  };
}

/** The options, each checked (a RangeError naming the first that is out of range). */
function checkOptions(options: CountOptions | undefined, shape: Shape): CountOptions {
  if (options === undefined || options === null) return {};
  if (typeof options !== 'object')
    throw new RangeError(`countSolutions: options must be an object, got ${describeValue(options)}`);
  const { limit, deadline, signal, exclude, onSolution } = options;
  const refuse = (message: string) => {
    throw new RangeError(`countSolutions: ${message}`);
  };
  if (limit != null && !isCount(limit, 1))
    refuse(`limit must be a whole number >= 1 (or Infinity for every solution), got ${describeValue(limit)}`);
  if (deadline != null && (typeof deadline !== 'number' || Number.isNaN(deadline)))
    refuse(`deadline must be a performance.now() time, a number, got ${describeValue(deadline)}`);
  if (signal != null && (typeof signal !== 'object' || typeof signal.aborted !== 'boolean'))
    refuse(
      `signal must be an AbortSignal (an object with a boolean 'aborted'), got ${describeValue(signal)}`,
    );
  if (onSolution != null && typeof onSolution !== 'function')
    refuse(`onSolution must be a function, got ${describeValue(onSolution)}`);
  if (exclude != null) {
    if (!Array.isArray(exclude))
      refuse(`exclude must be an array of { cell, digit }, got ${describeValue(exclude)}`);
    for (const exclusion of exclude) {
      const { cell, digit } = (exclusion ?? {}) as Partial<Exclusion>;
      if (!(Number.isInteger(cell) && cell! >= 0 && cell! < shape.cellCount))
        refuse(
          `exclude: a cell of a ${shape.name} puzzle is 0..${shape.cellCount - 1}, got ${describeValue(cell)}`,
        );
      if (!(Number.isInteger(digit) && digit! >= 1 && digit! <= shape.size))
        refuse(`exclude: a digit of a ${shape.name} puzzle is 1..${shape.size}, got ${describeValue(digit)}`);
    }
  }
  return { limit: limit ?? undefined, deadline: deadline ?? undefined, signal, exclude, onSolution };
}

/**
 * The houses and peers of a shape, as the counter reads them, in flat tables: house h's cells are
 * houseCells[houseStart[h] .. houseStart[h + 1]), and the same for a cell's houses and its peers (the
 * other cells of its houses). Built from core's tables; a rule that adds houses (a diagonal, a jigsaw
 * region) adds them to the list buildRules starts from, and the rest follows.
 */
interface Rules {
  readonly cellCount: number;
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

/**
 * What a count works in, kept between counts through a Lease (a count begun inside another's
 * onSolution gets its own): the stack of states, one a depth, each the digits of the cells (0 empty)
 * then the candidates of the empty ones; the cells left with one candidate, waiting to be placed;
 * and the houses changed since they were last looked at for a digit with one place.
 */
class Work {
  readonly stack: Uint16Array[] = [];
  readonly singles: Int32Array;
  singlesCount = 0;
  readonly changed: Int32Array;
  changedCount = 0;
  readonly isChanged: Uint8Array;

  constructor(readonly rules: Rules) {
    // A cell is queued when it is left with one candidate, which happens to it at most once a state.
    this.singles = new Int32Array(rules.cellCount);
    this.changed = new Int32Array(rules.houseCount);
    this.isChanged = new Uint8Array(rules.houseCount);
  }

  state(depth: number): Uint16Array {
    while (this.stack.length <= depth) this.stack.push(new Uint16Array(2 * this.rules.cellCount));
    return this.stack[depth]!;
  }

  /** Forgets the work lists (after a contradiction left some behind). */
  clear(): void {
    this.singlesCount = 0;
    while (this.changedCount > 0) this.isChanged[this.changed[--this.changedCount]!] = 0;
  }

  /** Marks the houses of `cell` to be looked at again. */
  touch(cell: number): void {
    const { housesStart, housesOf } = this.rules;
    for (let k = housesStart[cell]!; k < housesStart[cell + 1]!; k++) {
      const house = housesOf[k]!;
      if (this.isChanged[house] === 0) {
        this.isChanged[house] = 1;
        this.changed[this.changedCount++] = house;
      }
    }
  }

  /** Takes `bit` from an empty cell's candidates, queueing the cell when one is left; false when none is. */
  remove(s: Uint16Array, cell: number, bit: number): boolean {
    const at = this.rules.cellCount + cell;
    const mask = s[at]!;
    if ((mask & bit) === 0) return true;
    const left = mask & ~bit;
    s[at] = left;
    this.touch(cell);
    if (left === 0) return false;
    if (single(left)) this.singles[this.singlesCount++] = cell;
    return true;
  }

  /** Writes `digit` in the empty `cell` and takes it from the peers' candidates; false on a contradiction. */
  place(s: Uint16Array, cell: number, digit: number): boolean {
    const { cellCount, peersStart, peersOf } = this.rules;
    const bit = digitBit(digit);
    if ((s[cellCount + cell]! & bit) === 0) return false;
    s[cell] = digit;
    s[cellCount + cell] = 0;
    this.touch(cell);
    for (let k = peersStart[cell]!; k < peersStart[cell + 1]!; k++)
      if (!this.remove(s, peersOf[k]!, bit)) return false;
    return true;
  }

  /**
   * The two rules to a fixpoint: a cell left with one candidate takes it (a naked single), a digit
   * left with one place in a house goes there (a hidden single). False on a contradiction: a cell with
   * no candidate, or a digit with no place in a house.
   */
  settle(s: Uint16Array): boolean {
    const { cellCount, all, houseStart, houseCells } = this.rules;
    for (;;) {
      if (this.singlesCount > 0) {
        const cell = this.singles[--this.singlesCount]!;
        if (s[cell] === 0 && !this.place(s, cell, lowestDigit(s[cellCount + cell]!))) return false;
        continue;
      }
      if (this.changedCount === 0) return true;
      const house = this.changed[--this.changedCount]!;
      this.isChanged[house] = 0;
      let placed = 0;
      let once = 0;
      let twice = 0;
      for (let k = houseStart[house]!; k < houseStart[house + 1]!; k++) {
        const cell = houseCells[k]!;
        if (s[cell] !== 0) placed |= digitBit(s[cell]!);
        else {
          const mask = s[cellCount + cell]!;
          twice |= once & mask;
          once |= mask;
        }
      }
      if ((once | placed) !== all) return false;
      for (let hidden = once & ~twice; hidden !== 0; hidden &= hidden - 1) {
        const bit = hidden & -hidden;
        for (let k = houseStart[house]!; k < houseStart[house + 1]!; k++) {
          const cell = houseCells[k]!;
          if (s[cell] === 0 && (s[cellCount + cell]! & bit) !== 0) {
            if (!this.place(s, cell, lowestDigit(bit))) return false;
            break;
          }
        }
      }
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
      const { cellCount, all, houseCount } = work.rules;
      const start = work.state(0);
      start.fill(0, 0, cellCount);
      start.fill(all, cellCount);
      for (let cell = 0; cell < cellCount; cell++) {
        const digit = job.cells[cell]!;
        if (digit !== 0 && !work.place(start, cell, digit)) return;
      }
      for (const { cell, digit } of job.exclude) if (!work.remove(start, cell, digitBit(digit))) return;
      // The first settle looks at every house.
      work.clear();
      for (let cell = 0; cell < cellCount; cell++) {
        const mask = start[cellCount + cell]!;
        if (start[cell] === 0 && single(mask)) work.singles[work.singlesCount++] = cell;
      }
      for (let house = 0; house < houseCount; house++) {
        work.isChanged[house] = 1;
        work.changed[work.changedCount++] = house;
      }
      search(work, 0, job);
    });
  },
};

/** The counter of every shape: core's constraint propagation. See Counter. */
export const countSolutions: Counter = defineCounter(propagation);

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
  for (let mask = s[cellCount + choice]!; mask !== 0; mask &= mask - 1) {
    job.step();
    work.clear();
    next.set(s);
    if (work.place(next, choice, lowestDigit(mask)) && search(work, depth + 1, job)) return true;
  }
  return false;
}
