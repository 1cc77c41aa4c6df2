import { Budget, BudgetExhaustedError, type WorkNames } from './budget.js';
import { normalizeRules } from './families.js';
import { findConflicts } from './find-conflicts.js';
import { copyGrid, type Grid, givensClash, gridProblem, knownClash } from './grid.js';
import { refusalOf } from './handles.js';
import { Lease } from './lease.js';
import { type Limits, readOptions } from './options.js';
import { type RuleTables, ruleTablesFor } from './rule-tables.js';
import type { RuleKind, Rules } from './rules.js';
import { resolveShape, type Shape } from './shape.js';
import type { InvalidResult, SolveEvent, SolveOptions, SolveResult, Solver, SolveStats } from './solver.js';
import { type ShapeTables, tablesFor } from './tables.js';

/**
 * What a strategy's search sees: the one argument of `StrategyDefinition.search`. Core has checked
 * the puzzle (well-formed, a shape the strategy declares, no conflicting givens) and the options (see
 * SolveOptions) before the search starts, and shapes the result after it returns. A search reads the
 * puzzle and the tables, calls `countPlacement` before every digit it writes and `foundSolution` at
 * every full board, adds its guesses and backtracks to `counters`, and emits the trace through `trace`
 * when it is defined. It never catches what `countPlacement` throws.
 */
export interface SearchContext<Counter extends string = string> {
  /** The puzzle: a frozen Grid of a canonical shape (a copy when the caller passed a plain object). */
  readonly puzzle: Grid;
  /** The unit and peer tables of the puzzle's shape, computed once for the process and shared. */
  readonly tables: ShapeTables;
  /**
   * For a variant puzzle, the tables of its rules (units, cages, peers: see RuleTables), computed once
   * per distinct rule set; null for a classic puzzle, whose search reads `tables` as it always did.
   * Only a strategy that declares rules is ever handed a variant.
   */
  readonly rules: RuleTables | null;
  /**
   * The puzzle's constraints as one set of tables, whatever its rules: its units (rows, columns,
   * regions, houses of size cells), peers and cages. For a classic puzzle they are the tables of no
   * extra rules: rows, columns and boxes. A search that reads only these, and asks core's `admits`
   * before it writes a digit, has one path for every puzzle.
   */
  readonly constraints: RuleTables;
  /**
   * How many solutions the caller asked for: a whole number >= 1, or Infinity for every solution.
   * `foundSolution` says when they are found, so a search rarely needs to read it.
   */
  readonly maxSolutions: number;
  /**
   * What the search counts, all at 0 when it starts: guesses, backtracks and the strategy's own
   * counters. The search adds to them as it goes; core copies them into the result's stats when the
   * search ends, also when a budget stops it, so a search needs no code of its own to hand them over.
   * Placements are core's (through countPlacement).
   */
  readonly counters: Counters<Counter>;
  /**
   * The caller's onEvent, or undefined. Test it before building an event, so an untraced solve pays
   * nothing. The events must replay onto the puzzle (see replayTrace; the conformance suite checks it):
   * - 'guess' before every try at a choice, the first and each one after it: a 'guess' saves the
   *   board, and a 'backtrack' returns to the board the last open 'guess' saved and closes that guess,
   *   so each try needs a save of its own.
   * - 'backtrack' after each try that failed, one for each added to `counters.backtracks`. A digit
   *   written without a guess (a single) that ends in a contradiction emits none of its own: the
   *   enclosing guess's backtrack undoes it, with everything written since that guess.
   * - 'place' for each countPlacement, into an empty cell; 'eliminate' for a candidate crossed out.
   * - 'contradiction' at a dead end (a cell with no candidate), before the backtrack; the replay
   *   passes over it, the viewers show it.
   * - 'solution' never: foundSolution emits it.
   */
  readonly trace: ((event: SolveEvent) => void) | undefined;
  /**
   * Call before writing each digit (every try counts, givens do not): counts the placement and applies
   * the budgets (placements, deadline, signal). When one has run out it throws, and core turns that
   * into status 'aborted': a search needs no code of its own to stop, and must let the throw pass.
   * Count a guess after this call returns, so a budget that refuses the placement leaves none over.
   */
  countPlacement(): void;
  /**
   * Counts `count` placements at once (a whole number >= 0), for a search that writes several digits
   * in one step: the same as `count` calls of countPlacement, budgets included. It never lets the
   * placement budget be exceeded: when fewer than `count` are left it throws where the count-th
   * single call would, the ones the budget allowed counted. It emits nothing, so a traced search
   * calls countPlacement before each 'place' event instead, and the trace holds every placement the
   * budget allowed.
   */
  countPlacements(count: number): void;
  /**
   * Applies the deadline and the signal now, without counting a placement: for a search that can work
   * a long time between two digits (a logical technique on an empty board), called between such steps.
   * Throws as countPlacement does when one has run out. Reads the clock only when there is a deadline.
   */
  checkBudgets(): void;
  /**
   * Call with a full, consistent board (a copy is kept of the first). Returns true when enough
   * solutions are found and the search should stop; false to go on looking for the next.
   */
  foundSolution(cells: ArrayLike<number>): boolean;
}

/** The counters a search adds to: guesses, backtracks and the strategy's own. */
export type Counters<Counter extends string = string> = { guesses: number; backtracks: number } & Record<
  Counter,
  number
>;

/**
 * What a strategy gives `defineSolver(definition)`, which makes the `Solver` of it: its identity, the
 * shapes it supports, its counters and its search. Validation, option defaults, budgets and result
 * shaping are core's.
 */
export interface StrategyDefinition<Counter extends string = never> {
  /** Short, stable, lower-case letters, digits and dashes: 'norvig'. The compare app's name for it. */
  readonly id: string;
  /** For people: "Norvig's constraint propagation". */
  readonly name: string;
  /** One or two sentences: how it searches. */
  readonly description: string;
  /** The shapes it solves (9x9 among them); a puzzle of any other comes back 'invalid' unsearched. */
  readonly shapes: readonly Shape[];
  /**
   * The kinds of rule beyond rows, columns and boxes it handles (none by default: classic only); a
   * puzzle with any other comes back 'invalid' unsearched, the message naming the rule.
   */
  readonly rules?: readonly RuleKind[];
  /** The strategy's own counters, in every result's stats (0 when the search never adds to them). */
  readonly counters?: readonly Counter[];
  /** The search: fills boards through `context` (countPlacement before each digit, foundSolution on a full board) and returns when done or told to stop. */
  search(context: SearchContext<Counter>): void;
}

/** What a solve's stops call its work. */
const SOLVE: WorkNames = { task: 'solve', unit: 'placement' };
/** The most placements between two looks at the signal. */
const MAX_BATCH = 1024;

/**
 * The context of one solve at a time. A solver keeps one idle between its solves (see defineSolver),
 * so that a solve allocates none: `begin` readies it, `end` lets go of the solve's puzzle, trace,
 * signal and solution. Every field is set in the constructor, so every context has one hidden class
 * and the calls a search makes on it stay monomorphic. It is the solve's Budget (budget.ts): a
 * placement is a unit spent, checkBudgets a look, and the Budget's stop is what run() turns into
 * status 'aborted'.
 */
class Search extends Budget implements SearchContext, Limits {
  /** Undefined while idle (declared fields start undefined, so the hidden class is the same). */
  puzzle!: Grid;
  tables!: ShapeTables;
  rules: RuleTables | null = null;
  constraints!: RuleTables;
  readonly counters: Counters;
  trace: ((event: SolveEvent) => void) | undefined = undefined;
  maxSolutions = 1;
  solutionCount = 0;
  firstSolution: Grid | null = null;

  constructor(private readonly counterNames: readonly string[]) {
    super(SOLVE, MAX_BATCH);
    this.counters = zeroCounters(counterNames);
  }

  /** Readies the context for a solve of `puzzle`, its limits already read into it (readOptions). */
  begin(puzzle: Grid, tables: ShapeTables, rules: RuleTables | null, constraints: RuleTables): void {
    this.puzzle = puzzle;
    this.tables = tables;
    this.rules = rules;
    this.constraints = constraints;
    const { counters, counterNames } = this;
    counters.guesses = 0;
    counters.backtracks = 0;
    for (let k = 0; k < counterNames.length; k++) counters[counterNames[k]!] = 0;
    this.solutionCount = 0;
    this.firstSolution = null;
    // A traced solve starts at one placement a batch under a deadline: its callback's pace is unknown.
    this.restart(this.trace !== undefined);
  }

  /** Lets go of what the solve brought (its callback, signal, puzzle and solution), however it ended. */
  end(): void {
    this.puzzle = undefined!;
    this.rules = null;
    this.constraints = undefined!;
    this.trace = undefined;
    this.signal = undefined;
    this.firstSolution = null;
  }

  /** The result's stats: placements, then guesses, backtracks and the strategy's own, in that order. */
  stats(): SolveStats {
    const { counters, counterNames } = this;
    const stats: SolveStats = {
      placements: this.placements,
      guesses: counters.guesses,
      backtracks: counters.backtracks,
    };
    for (let k = 0; k < counterNames.length; k++) stats[counterNames[k]!] = counters[counterNames[k]!]!;
    return stats;
  }

  countPlacement(): void {
    this.spend();
  }

  countPlacements(count: number): void {
    this.spendMany(count);
  }

  /** Placements so far. */
  get placements(): number {
    return this.spent;
  }

  checkBudgets(): void {
    this.look();
  }

  foundSolution(cells: ArrayLike<number>): boolean {
    this.solutionCount++;
    // A solution is a full, consistent board: no givens of it clash.
    if (this.firstSolution === null) {
      const { puzzle, rules } = this;
      this.firstSolution = copyGrid(puzzle.shape, cells, false, rules === null ? undefined : rules.rules);
    }
    this.trace?.({ type: 'solution' });
    return this.solutionCount >= this.maxSolutions;
  }
}

/**
 * Makes a Solver of a strategy's search. Core does everything that is the same for every strategy:
 * checks the puzzle (malformed, unsupported shape, conflicting givens: 'invalid', no search), applies
 * the option defaults and budgets, counts, and shapes the result.
 */
export function defineSolver<Counter extends string = never>(
  definition: StrategyDefinition<Counter>,
): Solver {
  const { id, name, description, shapes, counters = [], search } = definition;
  const rules: readonly RuleKind[] = Object.freeze([...(definition.rules ?? [])]);
  const declared = { shapes, rules };
  // Canonical shapes, so a puzzle's (canonical too: core made its Grid) is found by identity, and the
  // tables of each, looked up once.
  const solvable = shapes.map((shape) => resolveShape(shape) ?? shape);
  const tablesOf: (ShapeTables | undefined)[] = solvable.map(() => undefined);
  const classicOf: (RuleTables | undefined)[] = solvable.map(() => undefined);
  /**
   * The context kept between solves, through core's Lease like every kept state (a solve begun from
   * inside another's trace callback gets a fresh one): one for every shape, so leased with the key null.
   */
  const contexts = new Lease<Search, null>(
    () => new Search(counters),
    (context) => context.end(),
  );

  function solve(input: Grid, options?: SolveOptions | null): SolveResult {
    return contexts.use(null, (context) => run(context, input, options));
  }

  function run(context: Search, input: Grid, options: SolveOptions | null | undefined): SolveResult {
    const refused = readOptions(options, context);
    if (refused !== null) return refuse(refused, counters);
    let puzzle: Grid;
    let clash = knownClash(input);
    if (clash !== undefined) puzzle = input;
    else {
      // From outside core (a worker message, a JavaScript caller): checked, then copied, so the search
      // sees a frozen Grid of a canonical shape whatever the caller does to its own object meanwhile.
      const problem = gridProblem(input);
      if (problem !== null) return refuse(problem, counters);
      const canonical = resolveShape(input.shape)!;
      const inputRules = input.rules === undefined ? undefined : normalizeRules(canonical, input.rules);
      puzzle = copyGrid(canonical, input.cells, undefined, inputRules);
      clash = givensClash(puzzle);
    }
    const refusal = refusalOf(declared, puzzle);
    if (refusal !== null) return refuse(`${id} ${refusal}`, counters);
    const { shape } = puzzle;
    const at = solvable.indexOf(shape);
    const ruleTables = puzzle.rules === undefined ? null : ruleTablesFor(shape, puzzle.rules);
    if (clash) {
      const conflicts = findConflicts(puzzle);
      return { ...refuse(`conflicting givens: ${conflicts[0]!.message}`, counters), conflicts };
    }

    const constraints = ruleTables ?? (classicOf[at] ??= ruleTablesFor(shape, NO_RULES));
    context.begin(puzzle, (tablesOf[at] ??= tablesFor(shape)), ruleTables, constraints);
    let aborted: string | undefined;
    try {
      // The budgets are first looked at with the first placement: a search that makes none (a solved
      // grid) has spent nothing, and an untimed solve never reads the clock.
      search(context as unknown as SearchContext<Counter>);
    } catch (error) {
      if (!(error instanceof BudgetExhaustedError)) throw error;
      aborted = error.message;
    }
    const { solutionCount, firstSolution: solution } = context;
    const stats = context.stats();
    if (aborted !== undefined) {
      return { status: 'aborted', solution, solutionCount, conflicts: NO_CONFLICTS, stats, message: aborted };
    }
    if (solution === null)
      return { status: 'unsolvable', solution, solutionCount, conflicts: NO_CONFLICTS, stats };
    const status = solutionCount === 1 ? 'solved' : 'multiple';
    return { status, solution, solutionCount, conflicts: NO_CONFLICTS, stats };
  }

  return Object.freeze({ id, name, description, shapes, rules, solve });
}

/** A search built once for a set of constraints and run for each solve of them (dlx's links, norvig's search). */
export interface ConstraintSearch<Counter extends string = never> {
  /** Runs one solve: searches the context's puzzle, reporting through the context. */
  run(context: SearchContext<Counter>): void;
  /** Lets go of the solve that ran (its callback, its puzzle), however it ended. */
  forget(): void;
}

/**
 * A `StrategyDefinition.search` that builds its state with `build` once for each set of constraints
 * (one serves every classic puzzle of a shape) and lends it to one solve at a time; a solve begun inside
 * another's trace callback, while that one's is out, builds its own (see Lease).
 */
export function searchPerConstraints<Counter extends string = never>(
  build: (constraints: RuleTables) => ConstraintSearch<Counter>,
): (context: SearchContext<Counter>) => void {
  const searches = new Lease(build, (search) => search.forget(), 'tables');
  return (context) => searches.use(context.constraints, (search) => search.run(context));
}

const NO_CONFLICTS: readonly [] = Object.freeze([]) as readonly [];
/** A classic puzzle's rules: none beyond rows, columns and boxes. */
const NO_RULES: Rules = Object.freeze({});

/** An 'invalid' result: no search ran, and `message` says why (conflicts stay empty unless givens clash). */
function refuse(message: string, counters: readonly string[]): InvalidResult {
  return {
    status: 'invalid',
    solution: null,
    solutionCount: 0,
    conflicts: NO_CONFLICTS,
    stats: zeroStats(counters),
    message,
  };
}

function zeroStats(counters: readonly string[]): SolveStats {
  return { placements: 0, ...zeroCounters(counters) };
}

function zeroCounters(counters: readonly string[]): Counters {
  const zero: Counters = { guesses: 0, backtracks: 0 };
  for (const counter of counters) zero[counter] = 0;
  return zero;
}
