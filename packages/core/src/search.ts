import { findConflicts } from './conflicts.js';
import { freezeGrid, type Grid, gridProblem } from './grid.js';
import { resolveShape, type Shape } from './shape.js';
import type { SolveEvent, SolveOptions, SolveResult, Solver, SolveStats, SolveStatus } from './solver.js';
import { type ShapeTables, tablesFor } from './tables.js';

/**
 * What a strategy's search sees. Core has validated the puzzle (well-formed, supported shape, no
 * conflicting givens) before the search starts, and shapes the result after it ends.
 */
export interface SearchContext {
  readonly puzzle: Grid;
  readonly tables: ShapeTables;
  readonly maxSolutions: number;
  /**
   * The counters of the result; the search increments guesses, backtracks and its own counters.
   * Core counts placements (through countPlacement) and writes them here when the search ends.
   */
  readonly stats: SolveStats;
  /** The caller's onEvent, or undefined: test it before building an event, so an untraced solve pays nothing. */
  readonly trace: ((event: SolveEvent) => void) | undefined;
  /**
   * Call before writing each digit: counts the placement and enforces the budgets. When one has run out
   * it throws, and core turns that into status 'aborted': a search needs no code of its own to stop.
   */
  countPlacement(): void;
  /** Call with a full, consistent board. Returns true when enough solutions are found and the search should stop. */
  foundSolution(cells: ArrayLike<number>): boolean;
}

/** What a strategy gives defineSolver: its identity, the shapes it supports, and its search. */
export interface StrategyDefinition {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly shapes: readonly Shape[];
  /** The strategy's own counters, added to stats at 0 (so every result has the same fields). */
  readonly counters?: readonly string[];
  /** The search: fills boards through `context` (countPlacement before each digit, foundSolution on a full board) and returns when done or told to stop. */
  search(context: SearchContext): void;
}

/** How many placements pass between two looks at the clock and the signal (a look costs ~50 ns). */
const CHECK_EVERY = 1024;

/** Thrown through the search when a budget runs out; never leaves core. */
class BudgetExhausted {
  constructor(readonly message: string) {}
}

class Search implements SearchContext {
  readonly stats: SolveStats;
  readonly trace: ((event: SolveEvent) => void) | undefined;
  readonly maxSolutions: number;
  solutionCount = 0;
  firstSolution: Grid | null = null;
  private readonly placementLimit: number;
  private readonly deadline: number;
  private readonly signal: AbortSignal | undefined;
  /**
   * Placements are counted in batches, so the hot path is one decrement and one test: `placed` were
   * made before the current batch, which allows `batch` more, of which `countdown` are left.
   */
  private placed = 0;
  private batch = 0;
  private countdown = 0;

  constructor(
    readonly puzzle: Grid,
    readonly tables: ShapeTables,
    options: SolveOptions,
    counters: readonly string[],
  ) {
    this.stats = zeroStats(counters);
    this.trace = options.onEvent;
    this.maxSolutions = Math.max(1, Math.floor(options.maxSolutions ?? 1));
    this.placementLimit = options.maxPlacements ?? Number.POSITIVE_INFINITY;
    this.deadline = options.deadline ?? Number.POSITIVE_INFINITY;
    this.signal = options.signal;
  }

  countPlacement(): void {
    if (this.countdown === 0) this.nextBatch();
    this.countdown--;
  }

  /** Placements so far (the unused part of the batch left out). */
  get placements(): number {
    return this.placed + this.batch - this.countdown;
  }

  /** Ends the current batch: checks every budget (throwing when one has run out), then opens the next. */
  private nextBatch(): void {
    this.placed = this.placements;
    this.batch = this.countdown = 0;
    this.checkBudget();
    this.batch = this.countdown = Math.min(CHECK_EVERY, this.placementLimit - this.placed);
  }

  checkBudget(): void {
    if (this.placed >= this.placementLimit) {
      throw new BudgetExhausted(`the placement budget (${this.placementLimit}) ran out`);
    }
    if (this.deadline !== Number.POSITIVE_INFINITY && performance.now() >= this.deadline) {
      throw new BudgetExhausted(`the deadline passed after ${this.placed} placements`);
    }
    if (this.signal?.aborted) throw new BudgetExhausted('the solve was cancelled (its AbortSignal fired)');
  }

  foundSolution(cells: ArrayLike<number>): boolean {
    this.solutionCount++;
    if (this.firstSolution === null) this.firstSolution = freezeGrid(this.puzzle.shape, Array.from(cells));
    this.trace?.({ type: 'solution' });
    return this.solutionCount >= this.maxSolutions;
  }
}

/**
 * Makes a Solver of a strategy's search. Core does everything that is the same for every strategy:
 * checks the puzzle (malformed, unsupported shape, conflicting givens: 'invalid', no search), applies
 * the option defaults and budgets, counts, and shapes the result.
 */
export function defineSolver(definition: StrategyDefinition): Solver {
  const { id, name, description, shapes, counters = [], search } = definition;
  const supported = shapes.map((shape) => shape.name).join(', ');

  function solve(input: Grid, options: SolveOptions = {}): SolveResult {
    const problem = gridProblem(input);
    const shape = problem === null ? resolveShape(input.shape)! : undefined;
    if (shape === undefined) return refuse(problem ?? 'unknown shape', counters);
    if (!shapes.some((s) => s.name === shape.name)) {
      return refuse(`${id} does not solve ${shape.name} puzzles (it solves ${supported})`, counters);
    }
    const puzzle = input.shape === shape ? input : freezeGrid(shape, [...input.cells]);
    const conflicts = findConflicts(puzzle);
    if (conflicts.length > 0) {
      return { ...refuse(`conflicting givens: ${conflicts[0]!.message}`, counters), conflicts };
    }

    const context = new Search(puzzle, tablesFor(shape), options, counters);
    let aborted: string | undefined;
    try {
      context.checkBudget();
      search(context);
    } catch (error) {
      if (!(error instanceof BudgetExhausted)) throw error;
      aborted = error.message;
    } finally {
      context.stats.placements = context.placements;
    }
    const status: SolveStatus =
      aborted !== undefined
        ? 'aborted'
        : context.solutionCount === 0
          ? 'unsolvable'
          : context.solutionCount === 1
            ? 'solved'
            : 'multiple';
    return {
      status,
      solution: context.firstSolution,
      solutionCount: context.solutionCount,
      conflicts: [],
      stats: context.stats,
      ...(aborted === undefined ? {} : { message: aborted }),
    };
  }

  return Object.freeze({ id, name, description, shapes, solve });
}

function refuse(message: string, counters: readonly string[]): SolveResult {
  return {
    status: 'invalid',
    solution: null,
    solutionCount: 0,
    conflicts: [],
    stats: zeroStats(counters),
    message,
  };
}

function zeroStats(counters: readonly string[]): SolveStats {
  const stats: SolveStats = { placements: 0, guesses: 0, backtracks: 0 };
  for (const counter of counters) stats[counter] = 0;
  return stats;
}
