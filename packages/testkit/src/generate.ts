import {
  createGrid,
  digitBit,
  digitsOf,
  findConflicts,
  type Grid,
  resolveShape,
  type Shape,
  type ShapeName,
  type ShapeTables,
  tablesFor,
} from '@sudoku-lab/core';
import { Board, propagate } from './board.js';
import { Random } from './random.js';
import { countSolutions, findSolutions, OutOfBudget } from './reference.js';

/**
 * How much a puzzle asks of a solver: 'easy' falls to naked singles alone, 'medium' needs hidden
 * singles too, 'hard' needs search (a guess) after both.
 */
export type Difficulty = 'easy' | 'medium' | 'hard';

/** Every difficulty, easiest first. */
export const difficulties: readonly Difficulty[] = Object.freeze(['easy', 'medium', 'hard']);

/**
 * On 4x4, naked and hidden singles settle every puzzle: every 4x4 puzzle with one solution falls to
 * naked singles alone (checked over every set of givens of 20 different solved boards), and no
 * unsolvable 4x4 puzzle leaves both stuck (none among some 870,000 stuck boards tried).
 */
function singlesSettle(shape: Shape): boolean {
  return shape.name === '4x4';
}

/** The difficulties a shape has puzzles of: all three, but only 'easy' on 4x4. */
export function difficultiesFor(shape: Shape | ShapeName): readonly Difficulty[] {
  const resolved = resolveShape(shape);
  return resolved !== undefined && singlesSettle(resolved) ? difficulties.slice(0, 1) : difficulties;
}

/** Options of generateSolution: the shape and the seed. */
export interface SolutionOptions {
  readonly shape: Shape | ShapeName;
  /** Any integer; the same seed gives the same board. */
  readonly seed: number;
}

/** Options of the puzzle generators: the shape, the seed and how many givens to keep at least. */
export interface GeneratorOptions extends SolutionOptions {
  /**
   * Keep at least this many givens: taking givens away stops there. 0 (the default) goes as far as
   * the puzzle's kind allows. More givens make a puzzle quicker for plain backtracking.
   */
  readonly minGivens?: number;
}

/** Options of generatePuzzle: the generator options and the difficulty. */
export interface PuzzleOptions extends GeneratorOptions {
  /** 'medium' unless given. */
  readonly difficulty?: Difficulty;
}

/** What generatePuzzle makes: a puzzle with one solution, that solution, and its difficulty. */
export interface GeneratedPuzzle {
  readonly puzzle: Grid;
  /** Its one solution. */
  readonly solution: Grid;
  readonly difficulty: Difficulty;
}

/** A full, valid board, random but fixed by the seed. */
export function generateSolution(options: SolutionOptions): Grid {
  const { tables, random } = start(options, 'generateSolution');
  return createGrid(tables.shape, randomSolution(tables, random));
}

/** A puzzle with exactly one solution (checked as it is made) at the difficulty asked for. */
export function generatePuzzle(options: PuzzleOptions): GeneratedPuzzle {
  const carver = start(options, 'generatePuzzle');
  const { shape } = carver.tables;
  const difficulty = options.difficulty ?? 'medium';
  if (!difficulties.includes(difficulty)) {
    throw new RangeError(
      `generatePuzzle: unknown difficulty ${JSON.stringify(difficulty)}; expected ${difficulties.join(', ')}`,
    );
  }
  if (!difficultiesFor(shape).includes(difficulty)) {
    throw new RangeError(
      `generatePuzzle: there are no ${difficulty} ${shape.name} puzzles (naked singles solve them all)`,
    );
  }
  const made = retry(`a ${difficulty} ${shape.name} puzzle`, options, () => carvePuzzle(carver, difficulty));
  return { puzzle: createGrid(shape, made.cells), solution: createGrid(shape, made.solution), difficulty };
}

/** The grade of a puzzle with one solution; throws a RangeError for conflicting givens, no solution or several. */
export function gradePuzzle(puzzle: Grid): Difficulty {
  const conflicts = findConflicts(puzzle);
  if (conflicts.length > 0) throw new RangeError(`gradePuzzle: conflicting givens: ${conflicts[0]!.message}`);
  const grade = gradeBySingles(tablesFor(puzzle.shape), puzzle.cells);
  if (grade !== undefined) return grade;
  const count = countSolutions(puzzle, 2);
  if (count !== 1)
    throw new RangeError(`gradePuzzle: the puzzle has ${count === 0 ? 'no solution' : 'several solutions'}`);
  return 'hard';
}

/** What generateMultiSolutionPuzzle makes: a puzzle and two of its solutions. */
export interface MultiSolutionPuzzle {
  readonly puzzle: Grid;
  /** Two of its solutions (it may have more). */
  readonly solutions: readonly [Grid, Grid];
}

/**
 * A puzzle with two or more solutions: an easy one-solution puzzle (carved down to `minGivens` at
 * most) with givens taken away until a second solution appears.
 */
export function generateMultiSolutionPuzzle(options: GeneratorOptions): MultiSolutionPuzzle {
  const carver = start(options, 'generateMultiSolutionPuzzle');
  const { shape } = carver.tables;
  const { cells } = retry(`an easy ${shape.name} puzzle`, options, () => carvePuzzle(carver, 'easy'));
  for (const cell of carver.random.shuffle(givenCells(cells))) {
    cells[cell] = 0;
    const { solutions } = findSolutions(createGrid(shape, cells), 2);
    if (solutions.length === 2)
      return { puzzle: createGrid(shape, cells), solutions: [solutions[0]!, solutions[1]!] };
  }
  throw new Error('generateMultiSolutionPuzzle: the empty board has many solutions, so this cannot happen');
}

/**
 * How an unsolvable puzzle gives itself away: 'propagation' = naked singles alone run into a dead
 * end; 'search' = naked and hidden singles get stuck (on 4x4, where hidden singles always see it:
 * naked singles), and only search proves there is no solution.
 */
export type UnsolvableKind = 'propagation' | 'search';

/** Every way an unsolvable puzzle gives itself away, as generateUnsolvablePuzzle takes them. */
export const unsolvableKinds: readonly UnsolvableKind[] = Object.freeze(['propagation', 'search']);

/** Options of generateUnsolvablePuzzle: the generator options and how the puzzle must give itself away. */
export interface UnsolvableOptions extends GeneratorOptions {
  readonly foundBy: UnsolvableKind;
}

/** What generateUnsolvablePuzzle makes: a puzzle with no solution and no conflicting givens. */
export interface UnsolvablePuzzle {
  readonly puzzle: Grid;
  readonly foundBy: UnsolvableKind;
}

/**
 * A puzzle with no solution and no conflicting givens: a one-solution puzzle (easy for
 * 'propagation', the hardest the shape has for 'search') with one more given, a digit its cell does
 * not take in the solution but that no given rules out. How it gives itself away (`foundBy`) is
 * checked as it is made.
 */
export function generateUnsolvablePuzzle(options: UnsolvableOptions): UnsolvablePuzzle {
  const carver = start(options, 'generateUnsolvablePuzzle');
  const { foundBy } = options;
  if (!unsolvableKinds.includes(foundBy)) {
    throw new RangeError(
      `generateUnsolvablePuzzle: foundBy must be 'propagation' or 'search', got ${JSON.stringify(foundBy)}`,
    );
  }
  const { shape } = carver.tables;
  // A wrong given added to a puzzle that needs search most often leaves singles stuck.
  const difficulty = foundBy === 'search' ? difficultiesFor(shape).at(-1)! : 'easy';
  const cells = retry(`an unsolvable ${shape.name} puzzle found by ${foundBy}`, options, () => {
    const base = carvePuzzle(carver, difficulty);
    return base === undefined ? undefined : addWrongGiven(carver, base, foundBy);
  });
  return { puzzle: createGrid(shape, cells), foundBy };
}

/**
 * A one-solution puzzle that cell-by-cell search in row-major order, trying digits from 1 up, finds
 * slow: the digits are relabelled so that the first row's solution reads size, size-1, ..., 1 (each
 * cell's answer is tried last), and givens are taken away from the top rows first.
 */
export function generateSlowPuzzle(options: GeneratorOptions): GeneratedPuzzle {
  const carver = start(options, 'generateSlowPuzzle');
  const { shape, size } = carver.tables;
  const solution = randomSolution(carver.tables, carver.random);
  const relabel = new Uint8Array(size + 1);
  for (let column = 0; column < size; column++) relabel[solution[column]!] = size - column;
  const slow = solution.map((digit) => relabel[digit]!);
  const rowMajor = Array.from(slow.keys());
  const cells = carve(
    carver,
    slow,
    rowMajor,
    (candidate) => countSolutions(createGrid(shape, candidate), 2) === 1,
  );
  const puzzle = createGrid(shape, cells);
  return { puzzle, solution: createGrid(shape, slow), difficulty: gradePuzzle(puzzle) };
}

/** What generateConflictingPuzzle makes: a puzzle and its one pair of conflicting givens. */
export interface ConflictingPuzzle {
  readonly puzzle: Grid;
  /** Its one conflict: two givens with the same digit in one row, cells in board order. */
  readonly conflict: {
    readonly unit: 'row';
    readonly digit: number;
    readonly cells: readonly [number, number];
  };
}

/**
 * A puzzle with exactly one pair of conflicting givens: an easy puzzle with a copy of a given's digit
 * put in its row, in a cell whose column and box do not hold that digit.
 */
export function generateConflictingPuzzle(options: GeneratorOptions): ConflictingPuzzle {
  const carver = start(options, 'generateConflictingPuzzle');
  const { tables, random } = carver;
  const { shape, size } = tables;
  return retry(`a conflicting ${shape.name} puzzle`, options, () => {
    const base = carvePuzzle(carver, 'easy');
    if (base === undefined) return undefined;
    const { cells } = base;
    const board = new Board(tables, cells);
    for (const given of random.shuffle(givenCells(cells))) {
      const digit = cells[given]!;
      const row = tables.rowOf[given]!;
      for (let column = 0; column < size; column++) {
        const cell = row * size + column;
        const box = tables.boxOf[cell]!;
        const clear =
          cells[cell] === 0 &&
          box !== tables.boxOf[given] &&
          ((board.placedIn(size + column) | board.placedIn(2 * size + box)) & digitBit(digit)) === 0;
        if (!clear) continue;
        cells[cell] = digit;
        const pair: [number, number] = given < cell ? [given, cell] : [cell, given];
        return { puzzle: createGrid(shape, cells), conflict: { unit: 'row', digit, cells: pair } };
      }
    }
    return undefined;
  });
}

/** What every carving generator works with: the shape's tables, the seeded stream, the floor of givens. */
interface Carver {
  readonly tables: ShapeTables;
  readonly random: Random;
  readonly minGivens: number;
}

function start(options: GeneratorOptions, caller: string): Carver {
  const shape = resolveShape(options?.shape);
  if (shape === undefined) {
    throw new RangeError(
      `${caller}: unknown shape ${JSON.stringify(options?.shape)}; expected 4x4, 6x6, 9x9 or 16x16`,
    );
  }
  if (!Number.isSafeInteger(options.seed)) {
    throw new RangeError(`${caller}: the seed must be an integer, got ${String(options.seed)}`);
  }
  const { minGivens = 0 } = options;
  if (!Number.isInteger(minGivens) || minGivens < 0 || minGivens > shape.cellCount) {
    throw new RangeError(
      `${caller}: minGivens must be an integer from 0 to ${shape.cellCount}, got ${String(minGivens)}`,
    );
  }
  return { tables: tablesFor(shape), random: new Random(options.seed), minGivens };
}

/** Tries before a generator gives up; each try carves a fresh solution from the same seeded stream. */
const ATTEMPTS = 100;

function retry<T>(what: string, options: GeneratorOptions, make: () => T | undefined): T {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const made = make();
    if (made !== undefined) return made;
  }
  const floor = options.minGivens ? ` keeping ${options.minGivens} givens` : '';
  throw new Error(
    `could not make ${what}${floor} from seed ${options.seed} in ${ATTEMPTS} tries; try another seed`,
  );
}

/**
 * A random full board: a shuffled first row, completed by the reference search guessing in random
 * order. A search that wanders too long starts again (a rare heavy tail on 16x16).
 */
function randomSolution(tables: ShapeTables, random: Random): number[] {
  const { shape, size, cellCount } = tables;
  for (;;) {
    const givens = new Array<number>(cellCount).fill(0);
    random.shuffle(Array.from({ length: size }, (_, k) => k + 1)).forEach((digit, column) => {
      givens[column] = digit;
    });
    try {
      const { solutions } = findSolutions(createGrid(shape, givens), 1, {
        random,
        maxPlacements: 20 * cellCount,
      });
      if (solutions[0] !== undefined) return [...solutions[0].cells];
    } catch (error) {
      if (!(error instanceof OutOfBudget)) throw error;
    }
  }
}

/** The grade of a puzzle that singles solve (which proves it has one solution); undefined when they do not. */
function gradeBySingles(tables: ShapeTables, cells: ArrayLike<number>): 'easy' | 'medium' | undefined {
  if (propagate(new Board(tables, cells), false) === 'solved') return 'easy';
  if (propagate(new Board(tables, cells), true) === 'solved') return 'medium';
  return undefined;
}

/**
 * A fresh solution with givens taken away in a random order, each removal kept only while the puzzle
 * stays at or below the difficulty ('hard': while it keeps one solution, stopping as soon as it needs
 * search, so that it keeps as many givens as it can). Undefined when the result misses the grade.
 */
function carvePuzzle(
  carver: Carver,
  difficulty: Difficulty,
): { cells: number[]; solution: number[] } | undefined {
  const { tables, random } = carver;
  const solution = randomSolution(tables, random);
  const order = random.shuffle(Array.from(solution.keys()));
  if (difficulty !== 'hard') {
    const withinGrade = (candidate: number[]) => {
      const grade = gradeBySingles(tables, candidate);
      return grade === 'easy' || (grade === 'medium' && difficulty === 'medium');
    };
    const cells = carve(carver, solution, order, withinGrade);
    return gradeBySingles(tables, cells) === difficulty ? { cells, solution } : undefined;
  }
  // Singles solving it proves one solution; only when they get stuck does the count need a search.
  let needsSearch = false;
  const unique = (candidate: number[]) => {
    if (propagate(new Board(tables, candidate), true) === 'solved') return true;
    needsSearch = countSolutions(createGrid(tables.shape, candidate), 2) === 1;
    return needsSearch;
  };
  const cells = carve(carver, solution, order, unique, () => needsSearch);
  return needsSearch ? { cells, solution } : undefined;
}

/**
 * Empties the cells in `order` one by one, keeping each removal that `keep` accepts; stops once
 * `done` holds or the floor of givens is reached.
 */
function carve(
  carver: Carver,
  full: readonly number[],
  order: readonly number[],
  keep: (cells: number[]) => boolean,
  done: (cells: number[]) => boolean = () => false,
): number[] {
  const cells = [...full];
  let givens = givenCells(cells).length;
  for (const cell of order) {
    if (givens <= carver.minGivens || done(cells)) break;
    const digit = cells[cell]!;
    if (digit === 0) continue;
    cells[cell] = 0;
    if (keep(cells)) givens--;
    else cells[cell] = digit;
  }
  return cells;
}

/**
 * Adds one wrong given to a one-solution puzzle (a digit its cell does not take in the solution, but
 * that no given rules out), so the puzzle has no solution. For 'propagation', naked singles must then
 * run into a dead end. For 'search', givens are taken away (keeping it unsolvable) until singles get
 * stuck without seeing it: as many givens as that allows stay, so the search is short.
 */
function addWrongGiven(
  carver: Carver,
  base: { cells: number[]; solution: number[] },
  foundBy: UnsolvableKind,
): number[] | undefined {
  const { tables, random } = carver;
  const unsolvable = (cells: number[]) => countSolutions(createGrid(tables.shape, cells), 1) === 0;
  const hidden = !singlesSettle(tables.shape);
  const stuck = (cells: number[]) => propagate(new Board(tables, cells), hidden) === 'stuck';
  const board = new Board(tables, base.cells);
  const empties = Array.from(base.cells.keys()).filter((cell) => base.cells[cell] === 0);
  for (const cell of random.shuffle(empties)) {
    for (const digit of random.shuffle(digitsOf(board.candidates(cell)))) {
      if (digit === base.solution[cell]) continue;
      const cells = [...base.cells];
      cells[cell] = digit;
      if (foundBy === 'propagation') {
        if (propagate(new Board(tables, cells), false) === 'contradiction' && unsolvable(cells)) return cells;
        continue;
      }
      const others = random.shuffle(givenCells(cells).filter((other) => other !== cell));
      const carved = carve(carver, cells, others, unsolvable, stuck);
      if (stuck(carved) && unsolvable(carved)) return carved;
    }
  }
  return undefined;
}

function givenCells(cells: readonly number[]): number[] {
  return Array.from(cells.keys()).filter((cell) => cells[cell] !== 0);
}
