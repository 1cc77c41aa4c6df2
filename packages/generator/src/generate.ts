import {
  BudgetExhaustedError,
  budgetProblem,
  createGrid,
  type Grid,
  type ShapeName,
  shapes,
  tablesFor,
} from '@sudoku-lab/core';
import { type Budget, checkBudget, stopped } from './budget.js';
import { carve } from './carve.js';
import { GenerateAbortedError, GenerateOptionError } from './errors.js';
import { randomSolution } from './fill.js';
import { freshSeed, SeededRandom } from './random.js';
import { alongCarve, type Level, levels, type Rating, raters, variantRating } from './rating.js';
import { orbitsOf, type Symmetry, symmetries, symmetryProblem } from './symmetry.js';
import { CARVE_STEPS, carveVariant, isFamily, type Variant, variantBoard, variants } from './variants.js';

/** Options of generate and generateMany; every one is optional, and a bad value throws GenerateOptionError naming it. */
export interface GenerateOptions {
  /** The same seed and options give the same puzzle on every machine. Default: a fresh random seed. */
  readonly seed?: number | string;
  /** Default '9x9'. */
  readonly shape?: ShapeName;
  /** The pattern of clues looks the same after this map of the board. Default 'none'. */
  readonly symmetry?: Symmetry;
  /** The level @sudoku-lab/logic's rate() gives the puzzle (a variant's: variantRating's). Default: any. */
  readonly difficulty?: Level;
  /**
   * Default true: taking away any clue (with a symmetry: any clue and its images) lets in a second
   * solution. false stops taking clues away as soon as the puzzle has `maxClues` or fewer.
   */
  readonly minimal?: boolean;
  /** At most this many clues; at least the fewest a puzzle of the shape can have with one solution. */
  readonly maxClues?: number;
  /** A performance.now() time: past it generate() throws GenerateAbortedError rather than run on. */
  readonly deadline?: number;
  /** Aborting it makes generate() throw GenerateAbortedError. */
  readonly signal?: AbortSignal;
  /**
   * A variant instead of a classic puzzle (9x9; see Variant): its rules are on the puzzle Grid, and
   * `rating` is variantRating's. With 'killer', maxClues 0 asks for no givens at all.
   */
  readonly variant?: Variant;
}

/** A generated puzzle: the puzzle, its one solution, its rating (null where logic does not rate the shape) and the seed that makes it again. */
export interface Generated {
  readonly puzzle: Grid;
  /** Its one solution. */
  readonly solution: Grid;
  /** rate()'s verdict on the puzzle (a variant's: variantRating's), or null where @sudoku-lab/logic does not rate the shape. */
  readonly rating: Rating | null;
  /** The seed that gives this puzzle again with the same options. */
  readonly seed: string;
}

/**
 * The fewest clues a puzzle with one solution can have: proved for 4x4 (4), 6x6 (8) and 9x9 (17,
 * McGuire, Tugemann and Civario 2012); for 16x16, the fewest known (55, Sudoku Programmers forum).
 */
export const fewestClues: Readonly<Record<ShapeName, number>> = Object.freeze({
  '4x4': 4,
  '6x6': 8,
  '9x9': 17,
  '16x16': 55,
});

/** Puzzles carved, at most, for one generate() that asks for maxClues or a difficulty, before it gives up. */
export const MAX_ATTEMPTS = 1000;

const known = new Set([
  'seed',
  'shape',
  'symmetry',
  'difficulty',
  'minimal',
  'maxClues',
  'deadline',
  'signal',
  'variant',
]);

interface Plan {
  readonly seed: string;
  readonly shape: ShapeName;
  readonly symmetry: Symmetry;
  readonly minimal: boolean;
  readonly maxClues: number | undefined;
  readonly difficulty: Level | undefined;
  readonly budget: Budget;
  readonly variant: Variant | undefined;
}

/**
 * A puzzle with exactly one solution. A full board is drawn at random from the seed; then its clues are
 * taken away in a seeded order (an orbit of the symmetry at a time), each removal kept only while the
 * puzzle keeps one solution (src/carve.ts says how that is proved). Throws GenerateOptionError for a bad option (naming it) and
 * GenerateAbortedError when the deadline or the signal stops it.
 */
export function generate(options: GenerateOptions = {}): Generated {
  return make(plan('generate', options));
}

/**
 * `count` puzzles, made one at a time as the iterator is read. Puzzle n (from 1) has the seed
 * `${seed}/${n}`: generate() with that seed and the same options gives it again.
 */
export function* generateMany(count: number, options: GenerateOptions = {}): Generator<Generated, void> {
  if (!Number.isInteger(count) || count < 0) {
    throw new GenerateOptionError('generateMany', 'count', `must be a whole number, got ${String(count)}`);
  }
  const first = plan('generateMany', options);
  for (let n = 1; n <= count; n++) yield make({ ...first, seed: `${first.seed}/${n}` });
}

function make(plan: Plan): Generated {
  if (plan.variant !== undefined) return makeVariant(plan, plan.variant);
  const shape = shapes[plan.shape];
  const tables = tablesFor(shape);
  const random = new SeededRandom(plan.seed);
  const orbits = orbitsOf(shape, plan.symmetry);
  const stopAt = plan.minimal ? 0 : (plan.maxClues ?? 0);
  const rater = raters[plan.shape];
  const tries = plan.maxClues === undefined && plan.difficulty === undefined ? 1 : MAX_ATTEMPTS;
  let attempt = 0;
  try {
    for (; attempt < tries; attempt++) {
      checkBudget(plan.budget, attempt);
      const solution = randomSolution(tables, random);
      const order = random.shuffle([...orbits]);
      const board = createGrid(shape, solution);
      const cells = carve({ tables, solution, board, order, stopAt, budget: plan.budget, attempt });
      const clues = cells.reduce((sum, digit) => sum + (digit === 0 ? 0 : 1), 0);
      if (plan.maxClues !== undefined && clues > plan.maxClues) continue;
      const puzzle = createGrid(shape, cells);
      // Rated now when a level is asked for; otherwise only when someone reads `rating`.
      const rating = plan.difficulty === undefined ? undefined : rater!(puzzle);
      if (rating !== undefined && rating.level !== plan.difficulty) continue;
      return made(puzzle, board, plan.seed, rater, rating);
    }
  } catch (error) {
    // A count the caller's deadline or signal stopped: core's stop, reported as generate's.
    if (error instanceof BudgetExhaustedError && error.reason !== 'steps') throw stopped(error, attempt);
    throw error;
  }
  throw noneFound(plan, plan.shape, tries);
}

/** The error of a generation whose every try was carved and set aside: none had the clues or level asked. */
function noneFound(plan: Plan, what: string, tries: number): GenerateAbortedError {
  const wanted = [
    plan.maxClues === undefined ? '' : ` with at most ${plan.maxClues} clues`,
    plan.difficulty === undefined ? '' : ` rated ${plan.difficulty}`,
  ]
    .join(' and')
    .replace(/^ and/, '');
  return new GenerateAbortedError(
    'attempts',
    tries,
    `no ${what} puzzle${wanted} in ${tries} tries from seed ${JSON.stringify(plan.seed)}; ` +
      'allow more clues (option maxClues) or another level, or try another seed',
  );
}

/** A variant's puzzle: its board and rules drawn, then carved under the rules (see variants.ts). */
function makeVariant(plan: Plan, variant: Variant): Generated {
  const shape = shapes['9x9'];
  const random = new SeededRandom(plan.seed);
  const orbits = orbitsOf(shape, plan.symmetry);
  const stopAt = plan.minimal ? 0 : (plan.maxClues ?? 0);
  const tries = plan.maxClues === undefined && plan.difficulty === undefined ? 1 : MAX_ATTEMPTS;
  let attempt = 0;
  try {
    for (; attempt < tries; attempt++) {
      checkBudget(plan.budget, attempt);
      const { rules, solution } = variantBoard(
        variant,
        random,
        (fill) => checkBudget(plan.budget, fill),
        plan.budget,
      );
      const order = random.shuffle([...orbits]);
      const steps = isFamily(variant) ? CARVE_STEPS : Number.POSITIVE_INFINITY;
      const { puzzle, removed } = carveVariant(solution, rules, order, stopAt, plan.budget, steps);
      const clues = puzzle.cells.reduce((sum, digit) => sum + (digit === 0 ? 0 : 1), 0);
      if (plan.maxClues !== undefined && clues > plan.maxClues) continue;
      const board = createGrid(shape, solution, rules);
      if (plan.difficulty === undefined) return made(puzzle, board, plan.seed, variantRating, undefined);
      const leveled = alongCarve(plan.difficulty, solution, rules, removed, (at) =>
        variantRating(at, plan.budget),
      );
      // An explanation the deadline or the signal cut short rates too low: stop, rather than keep it.
      checkBudget(plan.budget, attempt);
      if (leveled !== null) return made(leveled.puzzle, board, plan.seed, variantRating, leveled.rating);
    }
  } catch (error) {
    // A count the caller's deadline or signal stopped (a count's own step budget is dealt with where it is set).
    if (error instanceof BudgetExhaustedError && error.reason !== 'steps') throw stopped(error, attempt);
    throw error;
  }
  throw noneFound(plan, variant, tries);
}

/**
 * The result. Its rating is worked out the first time it is read (rating takes several times as long
 * as carving), then kept: a getter that reads the same as a plain property, in JSON and structuredClone too.
 */
function made(
  puzzle: Grid,
  solution: Grid,
  seed: string,
  rater: ((puzzle: Grid) => Rating) | undefined,
  known: Rating | undefined,
): Generated {
  let rating: Rating | null | undefined = rater === undefined ? null : known;
  // A getter in the literal is an own enumerable property, as defineProperties would make it, made quicker.
  return Object.freeze({
    puzzle,
    solution,
    seed,
    get rating(): Rating | null {
      if (rating === undefined) rating = rater!(puzzle);
      return rating;
    },
  });
}

/** The options checked, each bad one named, and their defaults filled in. */
function plan(caller: string, options: GenerateOptions): Plan {
  const fail = (option: string, message: string) => new GenerateOptionError(caller, option, message);
  if (typeof options !== 'object' || options === null) {
    throw fail('options', `expected an object of options, got ${describe(options)}`);
  }
  for (const key of Object.keys(options)) {
    if (!known.has(key)) throw fail(key, `unknown option (known: ${[...known].join(', ')})`);
  }
  const {
    seed,
    shape = '9x9',
    symmetry = 'none',
    difficulty,
    minimal = true,
    maxClues,
    deadline,
    signal,
    variant,
  } = options;

  if (seed !== undefined && !(typeof seed === 'string' && seed !== '') && !Number.isFinite(seed)) {
    throw fail('seed', `expected a number or a non-empty string, got ${describe(seed)}`);
  }
  if (!Object.hasOwn(shapes, shape)) {
    throw fail('shape', `unknown shape ${describe(shape)} (use ${Object.keys(shapes).join(', ')})`);
  }
  const board = shapes[shape];
  if (!symmetries.includes(symmetry)) {
    throw fail('symmetry', `unknown symmetry ${describe(symmetry)} (use ${symmetries.join(', ')})`);
  }
  const cannot = symmetryProblem(board, symmetry);
  if (cannot !== null) throw fail('symmetry', cannot);
  if (difficulty !== undefined) {
    if (!levels.includes(difficulty)) {
      throw fail('difficulty', `unknown level ${describe(difficulty)} (use ${levels.join(', ')})`);
    }
    if (raters[shape] === undefined) {
      const rated = Object.keys(raters);
      throw fail(
        'difficulty',
        rated.length === 0
          ? 'needs @sudoku-lab/logic, which is not available yet'
          : `levels are rated on ${rated.join(', ')} puzzles only, not ${shape}`,
      );
    }
  }
  if (variant !== undefined) {
    if (!variants.includes(variant)) {
      throw fail('variant', `unknown variant ${describe(variant)} (use ${variants.join(', ')})`);
    }
    if (shape !== '9x9') throw fail('variant', `variants are made on 9x9, not ${shape}`);
  }
  if (typeof minimal !== 'boolean') throw fail('minimal', `expected true or false, got ${describe(minimal)}`);
  if (maxClues !== undefined) {
    // A variant's rules do some of the clues' work (a killer's cages can do all of it).
    const least = variant === undefined ? fewestClues[shape] : 0;
    if (!Number.isInteger(maxClues) || maxClues > board.cellCount) {
      throw fail('maxClues', `expected a whole number up to ${board.cellCount}, got ${describe(maxClues)}`);
    }
    if (maxClues < least) {
      throw fail(
        'maxClues',
        `${maxClues} is too few: a ${shape} puzzle with one solution has at least ${least} clues`,
      );
    }
  }
  // Core's rule and words for a budget, as every package that takes one: a deadline of NaN is refused.
  const badDeadline = budgetProblem(deadline, undefined);
  if (badDeadline !== null) throw fail('deadline', badDeadline);
  const badSignal = budgetProblem(undefined, signal);
  if (badSignal !== null) throw fail('signal', badSignal);
  const budget: Budget = {
    ...(deadline == null ? {} : { deadline }),
    ...(signal == null ? {} : { signal }),
  };
  return {
    seed: seed === undefined ? freshSeed() : String(seed),
    shape,
    symmetry,
    minimal,
    maxClues,
    difficulty,
    budget,
    variant,
  };
}

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === null || typeof value !== 'object') return String(value);
  return Array.isArray(value) ? 'an array' : 'an object';
}
