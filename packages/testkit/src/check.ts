import {
  allShapes,
  cellName,
  countEmpty,
  createGrid,
  emptyGrid,
  type Grid,
  type Replay,
  resolveShape,
  type Shape,
  type SolveEvent,
  type SolveOptions,
  type SolveResult,
  type Solver,
  type SolveStatus,
  sameGrid,
  TraceError,
  TraceReplayer,
  verifySolution,
} from '@sudoku-lab/core';
import type { ConformanceCase } from './case.js';
import { countEvents } from './trace.js';

/** How far ahead the 'deadline-soon' case sets its deadline. */
export const SOON_DEADLINE_MS = 30;
/** How long after its deadline a solve may take to return, by the work clock: generous, for a busy machine. */
export const DEADLINE_GRACE_MS = 1000;
/** Placements a solve may still make after its AbortSignal fires (core looks at it every 1,024 at most). */
export const ABORT_GRACE_PLACEMENTS = 2048;
/** How far ahead the 'deadline-overshoot' case sets its deadline. */
export const OVERSHOOT_DEADLINE_MS = 5;
/**
 * How long past its deadline an untraced solve may work in the 'deadline-overshoot' case, by the work
 * clock (the process's CPU time, where Node has it: a stalled process does no work, so a stall cannot
 * lengthen it). Core's own bound is 2 ms; the rest is room for a collection of garbage.
 */
export const OVERSHOOT_GRACE_MS = 50;
/**
 * How many events a traced solve may send after its deadline in the 'deadline-overshoot' case: 2 ms of
 * the slow onEvent. Counted on a clock the check moves itself (each event takes SLOW_EVENT_MICROSECONDS
 * of it and nothing else does), so the verdict is the same on an idle machine and a stalled one, while
 * a look at the clock every 1,024 placements sends a thousand and more.
 */
export const SLOW_EVENTS_PAST_DEADLINE = 100;
/** How long past its deadline, on the check's clock, the 'deadline-overshoot' case's slow onEvent stops a solve by throwing. */
const OVERSHOOT_BACKSTOP_MS = 1000;
/** How long the 'deadline-overshoot' case's slow onEvent takes over each event, on the check's clock. */
export const SLOW_EVENT_MICROSECONDS = 20;

const STATUSES: readonly SolveStatus[] = ['solved', 'multiple', 'unsolvable', 'invalid', 'aborted'];

/**
 * Runs one conformance case against a solver and returns what went wrong, in words: an empty array
 * when the solver passes. Never throws for a misbehaving solver (a throw is reported as a failure).
 */
export function runCase(solver: Solver, testCase: ConformanceCase): string[] {
  const check = new CaseCheck(solver, testCase);
  caseRuns[testCase.kind](check);
  return check.failures;
}

/** What a solver must declare: a lower-case id, a name, a description, and its shapes, 9x9 among them. */
export function checkSolverContract(solver: Solver): string[] {
  const failures: string[] = [];
  if (typeof solver?.id !== 'string' || !/^[a-z0-9][a-z0-9-]*$/.test(solver.id)) {
    failures.push(
      `id should be short, lower-case letters, digits and dashes, got ${JSON.stringify(solver?.id)}`,
    );
  }
  for (const field of ['name', 'description'] as const) {
    if (typeof solver?.[field] !== 'string' || solver[field].trim() === '')
      failures.push(`${field} should be a non-empty string`);
  }
  if (typeof solver?.solve !== 'function') failures.push('solve should be a function');
  if (!Array.isArray(solver?.shapes) || solver.shapes.length === 0) {
    failures.push('shapes should list the shapes it solves');
  } else {
    const unknown = solver.shapes.filter((shape) => resolveShape(shape) === undefined);
    if (unknown.length > 0) failures.push(`shapes holds ${unknown.length} shape(s) core does not know`);
    if (!solver.shapes.some((shape) => resolveShape(shape)?.name === '9x9'))
      failures.push('shapes should include 9x9');
  }
  return failures;
}

/** The shapes core knows that the solver does not declare. */
export function undeclaredShapes(solver: Solver): Shape[] {
  const declared = new Set(
    (Array.isArray(solver?.shapes) ? solver.shapes : []).map((shape) => resolveShape(shape)?.name),
  );
  return allShapes.filter((shape) => !declared.has(shape.name));
}

/** A shape the solver does not declare must come back 'invalid', with no search. */
export function checkUndeclaredShape(solver: Solver, shape: Shape): string[] {
  const check = new CaseCheck(solver, {
    name: `undeclared ${shape.name}`,
    kind: 'unsolvable',
    puzzle: emptyGrid(shape),
  });
  const label = `an empty ${shape.name} grid`;
  check.expectStatus(label, check.solve({ label }), 'invalid');
  return check.failures;
}

/**
 * Solves `puzzle` for one solution, then for two, and says in words where the second solve did not go
 * on past the first solution: it must report the same first solution and count more `work` (one of the
 * strategy's stats, such as placements or sweeps). For a strategy's own tests, on a puzzle whose search
 * has branches left after its first solution; empty when it went on.
 */
export function checkSearchesOn(solver: Solver, puzzle: Grid, work: string): string[] {
  const once = solver.solve(puzzle);
  const twice = solver.solve(puzzle, { maxSolutions: 2 });
  if (once.solution === null) return [`found no solution alone (status '${once.status}')`];
  const failures: string[] = [];
  if (twice.solution === null || !sameGrid(twice.solution, once.solution))
    failures.push('with maxSolutions 2, its first solution is not the one it finds alone');
  const [alone, on] = [once.stats[work], twice.stats[work]];
  if (typeof alone !== 'number' || typeof on !== 'number') failures.push(`its stats count no ${work}`);
  else if (on <= alone)
    failures.push(
      `with maxSolutions 2, ${work} went from ${alone} to ${on}: it stopped at its first solution`,
    );
  return failures;
}

/** One solve, as the checks saw it. */
interface Run {
  readonly result: SolveResult;
  /** The trace, when the run recorded it. */
  readonly events: readonly SolveEvent[] | undefined;
  /** How long the solve took by performance.now() (the check's own clock where it set one). */
  readonly elapsedMs: number;
  /** The plain, unfrozen grid the solver was given. */
  readonly input: { readonly shape: Grid['shape']; readonly cells: number[] };
}

interface RunOptions extends SolveOptions {
  /** Record the trace (and check it). */
  readonly traced?: boolean;
  /** Names the run in failure messages. */
  readonly label: string;
}

class CaseCheck {
  readonly failures: string[] = [];

  constructor(
    readonly solver: Solver,
    readonly testCase: ConformanceCase,
  ) {}

  get puzzle(): Grid {
    return this.testCase.puzzle;
  }

  fail(label: string, message: string): void {
    this.failures.push(`${label}: ${message}`);
  }

  /**
   * Solves a fresh, plain (unfrozen) copy of the puzzle and checks what every result must satisfy:
   * no throw, the input untouched, a well-formed result, a verified solution, consistent stats and,
   * when traced, a trace that replays. Undefined when the solve threw.
   */
  solve({ traced = false, label, ...options }: RunOptions): Run | undefined {
    const { puzzle } = this;
    // A variant's rules go with it: they are part of the puzzle, as its cells are.
    const input =
      puzzle.rules === undefined
        ? { shape: puzzle.shape, cells: [...puzzle.cells] }
        : { shape: puzzle.shape, cells: [...puzzle.cells], rules: puzzle.rules };
    const events: SolveEvent[] | undefined = traced ? [] : undefined;
    const { onEvent } = options;
    const solveOptions: SolveOptions =
      events === undefined
        ? options
        : {
            ...options,
            onEvent: (event) => {
              events.push(event);
              onEvent?.(event);
            },
          };
    const started = performance.now();
    let result: SolveResult;
    try {
      result = this.solver.solve(input, solveOptions);
    } catch (error) {
      this.fail(
        label,
        `solve threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`,
      );
      return undefined;
    }
    const elapsedMs = performance.now() - started;
    const run = { result, events, elapsedMs, input };
    const maxSolutions = Math.max(1, Math.floor(options.maxSolutions ?? 1));
    for (const message of [
      ...inputChanges(puzzle, input),
      ...resultProblems(puzzle, result, maxSolutions),
      ...(events === undefined ? [] : traceProblems(puzzle, result, events, maxSolutions)),
    ]) {
      this.fail(label, message);
    }
    return run;
  }

  expectStatus(label: string, run: Run | undefined, ...expected: SolveStatus[]): boolean {
    if (run === undefined) return false;
    const { status, message } = run.result;
    if (expected.includes(status)) return true;
    const because = message === undefined ? '' : ` (${message})`;
    this.fail(label, `status is '${status}'${because}, expected '${expected.join("' or '")}'`);
    return false;
  }

  /** The solution is the puzzle's one known solution. */
  expectKnownSolution(label: string, run: Run | undefined): void {
    const known = this.testCase.solution;
    const found = run?.result.solution;
    if (known === undefined || found === null || found === undefined) return;
    const cell = found.cells.findIndex((digit, at) => digit !== known.cells[at]);
    if (cell !== -1) {
      this.fail(
        label,
        `the solution has ${found.cells[cell]} at ${cellName(known.shape, cell)}, the puzzle's one solution ${known.cells[cell]}`,
      );
    }
  }
}

/**
 * Failures as a person reads them: what failed, then each thing that went wrong on a line of its own.
 * describeConformance fails a test with it, so the test says what went wrong in words.
 */
export function describeFailures(what: string, failures: readonly string[]): string {
  return [`${what}:`, ...failures.map((failure) => `  - ${failure}`)].join('\n');
}

/** The process's CPU time so far in ms (user and system), where Node's clock for it exists. */
function cpuNow(): number | undefined {
  const usage = (
    globalThis as { process?: { cpuUsage?: () => { user: number; system: number } } }
  ).process?.cpuUsage?.();
  return usage === undefined ? undefined : (usage.user + usage.system) / 1000;
}

/**
 * The work clock: the process's CPU time, which a stall does not move (a process kept waiting does no
 * work), or performance.now() where there is no such clock (a browser).
 */
function workClock(): () => number {
  return cpuNow() === undefined ? performance.now.bind(performance) : () => cpuNow()!;
}

/**
 * Runs `body` with performance.now() reading `clock` (the clock core and every strategy read a
 * deadline by), and puts the real one back however `body` ends.
 */
function withClock<T>(clock: () => number, body: () => T): T {
  const owner = globalThis.performance;
  const own = Object.getOwnPropertyDescriptor(owner, 'now');
  Object.defineProperty(owner, 'now', { value: clock, configurable: true, writable: true });
  try {
    return body();
  } finally {
    if (own === undefined) delete (owner as { now?: unknown }).now;
    else Object.defineProperty(owner, 'now', own);
  }
}

/** A clock that moves only when told to: the time a slow onEvent takes, and nothing else. */
class ManualClock {
  constructor(public now: number) {}
  advance(ms: number): void {
    this.now += ms;
  }
  readonly read = (): number => this.now;
}

/** How each kind of case is run and what it expects, beyond the checks every solve gets. */
const caseRuns: Readonly<Record<ConformanceCase['kind'], (check: CaseCheck) => void>> = {
  unique(check) {
    let label = 'maxSolutions 1, traced';
    const first = check.solve({ label, traced: true });
    if (check.expectStatus(label, first, 'solved')) check.expectKnownSolution(label, first);
    label = 'maxSolutions 2';
    const second = check.solve({ label, maxSolutions: 2 });
    if (check.expectStatus(label, second, 'solved')) check.expectKnownSolution(label, second);
  },

  'solved-grid'(check) {
    const label = 'a full board, traced';
    const run = check.solve({ label, traced: true });
    if (!check.expectStatus(label, run, 'solved')) return;
    check.expectKnownSolution(label, run);
    if (run!.result.stats.placements !== 0) {
      check.fail(
        label,
        `stats.placements is ${run!.result.stats.placements}, but there is no empty cell to fill`,
      );
    }
  },

  'empty-grid'(check) {
    const label = 'maxSolutions 2, traced';
    const run = check.solve({ label, maxSolutions: 2, traced: true });
    if (check.expectStatus(label, run, 'multiple') && run!.result.solutionCount !== 2) {
      check.fail(label, `solutionCount is ${run!.result.solutionCount}, expected 2`);
    }
  },

  'several-solutions'(check) {
    let label = 'maxSolutions 2, traced';
    const run = check.solve({ label, maxSolutions: 2, traced: true });
    if (check.expectStatus(label, run, 'multiple') && run!.result.solutionCount !== 2) {
      check.fail(label, `solutionCount is ${run!.result.solutionCount}, expected 2`);
    }
    label = 'maxSolutions 1, traced';
    check.expectStatus(label, check.solve({ label, maxSolutions: 1, traced: true }), 'solved');
  },

  unsolvable(check) {
    const label = 'traced';
    check.expectStatus(label, check.solve({ label, traced: true }), 'unsolvable');
  },

  'conflicting-givens'(check) {
    const label = 'traced';
    const run = check.solve({ label, traced: true });
    const expected = check.testCase.conflict;
    if (!check.expectStatus(label, run, 'invalid') || expected === undefined) return;
    const { conflicts } = run!.result;
    const [a, b] = expected;
    const named =
      Array.isArray(conflicts) && conflicts.some(({ cells }) => cells?.includes(a) && cells?.includes(b));
    if (!named) {
      const { shape } = check.puzzle;
      check.fail(label, `no conflict names both ${cellName(shape, a)} and ${cellName(shape, b)}`);
    }
  },

  'input-untouched'(check) {
    // Every solve checks its input; this one is a search proving uniqueness, with no trace to record.
    const label = 'maxSolutions 2';
    const run = check.solve({ label, maxSolutions: 2 });
    if (run !== undefined && (Object.isFrozen(run.input) || Object.isFrozen(run.input.cells))) {
      check.fail(label, "solve froze the caller's grid (it must leave its input as it found it)");
    }
    if (check.expectStatus(label, run, 'solved')) check.expectKnownSolution(label, run);
  },

  'placement-budget'(check) {
    // A solve fills every empty cell at least once, so half of them cannot be enough.
    const maxPlacements = Math.floor(countEmpty(check.puzzle) / 2);
    const label = `maxPlacements ${maxPlacements}`;
    const run = check.solve({ label, maxPlacements, traced: true });
    if (!check.expectStatus(label, run, 'aborted')) return;
    if (run!.result.stats.placements > maxPlacements) {
      check.fail(
        label,
        `stats.placements is ${run!.result.stats.placements}, over the budget of ${maxPlacements}`,
      );
    }
  },

  'deadline-passed'(check) {
    const label = 'a deadline already past';
    const run = check.solve({ label, deadline: performance.now() - 1 });
    if (!check.expectStatus(label, run, 'aborted')) return;
    // Past its deadline before it starts, a solve looks at the clock before it places anything.
    if (run!.result.stats.placements > 0)
      check.fail(
        label,
        `stats.placements is ${run!.result.stats.placements}, expected none past the deadline`,
      );
  },

  'deadline-soon'(check) {
    // On the work clock, so that a stall neither passes the deadline early nor lengthens the solve.
    const label = `a deadline ${SOON_DEADLINE_MS} ms ahead`;
    const run = withClock(workClock(), () =>
      check.solve({ label, deadline: performance.now() + SOON_DEADLINE_MS }),
    );
    if (check.expectStatus(label, run, 'aborted', 'solved')) check.expectKnownSolution(label, run);
    if (run !== undefined && run.elapsedMs > SOON_DEADLINE_MS + DEADLINE_GRACE_MS) {
      check.fail(
        label,
        `solve worked ${Math.round(run.elapsedMs - SOON_DEADLINE_MS)} ms past its deadline (at most ${DEADLINE_GRACE_MS} ms)`,
      );
    }
  },

  'abort-signal'(check) {
    const label = 'aborted from inside onEvent, traced';
    const controller = new AbortController();
    let placedAtAbort = 0;
    let placed = 0;
    const onEvent = (event: SolveEvent) => {
      if (event.type === 'place') placed++;
      if (!controller.signal.aborted) {
        controller.abort();
        placedAtAbort = placed;
      }
    };
    const run = check.solve({ label, signal: controller.signal, onEvent, traced: true });
    if (run === undefined) return;
    if (!controller.signal.aborted) {
      check.fail(label, 'the solve sent no event, so nothing could abort it');
      return;
    }
    if (check.expectStatus(label, run, 'aborted', 'solved')) check.expectKnownSolution(label, run);
    const after = placed - placedAtAbort;
    if (after > ABORT_GRACE_PLACEMENTS) {
      check.fail(
        label,
        `the solve went on for ${after} placements after its signal fired (at most ${ABORT_GRACE_PLACEMENTS})`,
      );
    }
  },

  'all-solutions'(check) {
    const expected = check.testCase.solutionCount!;
    for (const maxSolutions of [expected, expected + 1]) {
      const label = `maxSolutions ${maxSolutions}${maxSolutions > expected ? ', traced' : ''}`;
      const run = check.solve({ label, maxSolutions, traced: maxSolutions > expected });
      if (!check.expectStatus(label, run, 'multiple')) continue;
      const found = run!.result.solutionCount;
      if (found !== expected) {
        check.fail(
          label,
          `found ${found} solutions, the puzzle has ${expected}: every empty cell has three candidates, and a search that leaves a cell's third candidate untried misses solutions`,
        );
      }
    }
  },

  'deadline-overshoot'(check) {
    // The traced solve goes first: its onEvent also stops a solve that never looks at its deadline
    // (by throwing, so the failure says so), where an untraced endless search would run on. It runs on
    // a clock the check moves itself, by the time each event of a slow onEvent takes, so the events
    // sent past the deadline are a count that no stall of the machine can change.
    let label = `maxSolutions Infinity, a deadline ${OVERSHOOT_DEADLINE_MS} ms ahead, an onEvent taking ${SLOW_EVENT_MICROSECONDS} µs an event`;
    const clock = new ManualClock(performance.now());
    const deadline = clock.now + OVERSHOOT_DEADLINE_MS;
    let late = 0;
    const onEvent = () => {
      clock.advance(SLOW_EVENT_MICROSECONDS / 1000);
      if (clock.now < deadline) return;
      late++;
      if (clock.now > deadline + OVERSHOOT_BACKSTOP_MS) {
        throw new Error(`still searching ${OVERSHOOT_BACKSTOP_MS} ms past its deadline`);
      }
    };
    const traced = withClock(clock.read, () =>
      check.solve({ label, onEvent, maxSolutions: Number.POSITIVE_INFINITY, deadline }),
    );
    if (!check.expectStatus(label, traced, 'aborted', 'multiple')) return;
    if (late > SLOW_EVENTS_PAST_DEADLINE) {
      check.fail(
        label,
        `the solve sent ${late} events after its deadline had passed (at most ${SLOW_EVENTS_PAST_DEADLINE}, ${(SLOW_EVENTS_PAST_DEADLINE * SLOW_EVENT_MICROSECONDS) / 1000} ms of a slow onEvent): the deadline is not looked at often enough`,
      );
      return;
    }
    // Untraced, on the work clock: the deadline passes after 5 ms of work, and the solve is measured
    // by the work it did past it, which a stall does not add to. The best of three tries, so that one
    // collection of garbage does not fail a good strategy.
    label = `maxSolutions Infinity, a deadline ${OVERSHOOT_DEADLINE_MS} ms ahead, no trace`;
    let best = Number.POSITIVE_INFINITY;
    for (let attempt = 0; attempt < 3 && best > OVERSHOOT_GRACE_MS; attempt++) {
      const run = withClock(workClock(), () =>
        check.solve({
          label,
          maxSolutions: Number.POSITIVE_INFINITY,
          deadline: performance.now() + OVERSHOOT_DEADLINE_MS,
        }),
      );
      if (!check.expectStatus(label, run, 'aborted', 'multiple')) return;
      best = Math.min(best, run!.elapsedMs - OVERSHOOT_DEADLINE_MS);
    }
    if (best > OVERSHOOT_GRACE_MS) {
      check.fail(
        label,
        `the solve worked ${best.toFixed(1)} ms past its deadline before it returned, at best of three tries (at most ${OVERSHOOT_GRACE_MS} ms)`,
      );
    }
  },
};

/** How the solve changed the grid it was given, if it did. */
function inputChanges(puzzle: Grid, input: Run['input']): string[] {
  if (input.shape !== puzzle.shape) return ["solve replaced its input's shape"];
  if (input.cells.length !== puzzle.cells.length) {
    return [`solve changed its input: ${puzzle.cells.length} cells became ${input.cells.length}`];
  }
  const cell = input.cells.findIndex((digit, at) => digit !== puzzle.cells[at]);
  if (cell === -1) return [];
  return [
    `solve changed its input: ${cellName(puzzle.shape, cell)} went from ${puzzle.cells[cell]} to ${input.cells[cell]}`,
  ];
}

/** What is wrong with a result on its own: its shape, its status against its count, its solution, its stats. */
function resultProblems(puzzle: Grid, result: SolveResult, maxSolutions: number): string[] {
  if (typeof result !== 'object' || result === null)
    return [`solve returned ${String(result)}, not a result`];
  const { status, solution, solutionCount, conflicts } = result;
  if (!STATUSES.includes(status))
    return [`status ${JSON.stringify(status)} is none of ${STATUSES.join(', ')}`];
  const problems: string[] = [];
  if (!Number.isInteger(solutionCount) || solutionCount < 0 || solutionCount > maxSolutions) {
    problems.push(
      `solutionCount is ${solutionCount}, expected an integer from 0 to maxSolutions (${maxSolutions})`,
    );
  }
  const expectedCount: Partial<Record<SolveStatus, (count: number) => boolean>> = {
    solved: (count) => count === 1,
    multiple: (count) => count >= 2,
    unsolvable: (count) => count === 0,
    invalid: (count) => count === 0,
  };
  if (expectedCount[status]?.(solutionCount) === false) {
    problems.push(`status '${status}' with solutionCount ${solutionCount}`);
  }
  const needsSolution = status === 'solved' || status === 'multiple';
  if (needsSolution && solution === null) problems.push(`status '${status}' without a solution`);
  if ((status === 'unsolvable' || status === 'invalid') && solution !== null) {
    problems.push(`status '${status}' with a solution`);
  }
  if (solution !== null && solution !== undefined) {
    const verdict = verifySolution(puzzle, solution);
    if (!verdict.ok) problems.push(`the solution is wrong: ${verdict.reason}`);
  }
  if (!Array.isArray(conflicts)) problems.push('conflicts is not an array');
  else if (status !== 'invalid' && conflicts.length > 0)
    problems.push(`status '${status}' with ${conflicts.length} conflicts`);
  problems.push(...statsProblems(puzzle, result));
  return problems;
}

/** Stats must be counts that agree with each other and with the result. */
function statsProblems(puzzle: Grid, result: SolveResult): string[] {
  const { stats, status, solution } = result;
  if (typeof stats !== 'object' || stats === null) return ['stats is missing'];
  const problems: string[] = [];
  for (const counter of ['placements', 'guesses', 'backtracks']) {
    if (!(counter in stats)) problems.push(`stats.${counter} is missing`);
  }
  for (const [counter, value] of Object.entries(stats)) {
    if (!Number.isInteger(value) || value < 0) problems.push(`stats.${counter} is ${value}, not a count`);
  }
  const { placements, guesses, backtracks } = stats;
  // Also when aborted: a budget stops a solve inside countPlacement, and a guess is counted once that
  // call returns (SearchContext says so), so a refused placement leaves no guess over.
  if (guesses > placements)
    problems.push(`stats.guesses (${guesses}) is more than stats.placements (${placements})`);
  if (status === 'solved' && guesses === 0 && backtracks > 0) {
    problems.push(`solved without a guess, yet stats.backtracks is ${backtracks}`);
  }
  const empty = countEmpty(puzzle);
  if (solution !== null && solution !== undefined && placements < empty) {
    problems.push(`a solution with stats.placements ${placements}, fewer than the ${empty} empty cells`);
  }
  if (status === 'invalid' && placements > 0)
    problems.push(`status 'invalid' after ${placements} placements (no search should run)`);
  return problems;
}

/**
 * The trace replayed, or why it does not replay, in words. A digit placed again in a cell the trace
 * filled and never emptied is named for what it most likely is: a missing 'backtrack'.
 */
function replayOrWhy(puzzle: Grid, events: readonly SolveEvent[]): Replay | string {
  const replayer = new TraceReplayer(puzzle);
  /** The event that last placed a digit in each cell (-1: none did). */
  const placedAt = new Int32Array(puzzle.cells.length).fill(-1);
  /** The events of the guesses still open. */
  const guesses: number[] = [];
  for (let at = 0; at < events.length; at++) {
    const event = events[at]!;
    try {
      replayer.apply(event);
    } catch (error) {
      // A TraceError names the event at fault; anything else came from an event that is not an event at all.
      if (!(error instanceof TraceError)) return `the trace does not replay: event ${at}: ${String(error)}`;
      if (event.type !== 'place' || (placedAt[event.cell] ?? -1) === -1) {
        return `the trace does not replay: ${error.message}`;
      }
      const earlier = placedAt[event.cell]!;
      const guess = guesses.at(-1);
      const since = guess === undefined || guess > earlier ? '' : ` after the guess at event ${guess}`;
      return (
        `the trace is missing a 'backtrack': event ${at} places ${event.digit} at ${cellName(puzzle.shape, event.cell)}, ` +
        `which event ${earlier} filled${since}, and no backtrack emptied it in between`
      );
    }
    if (event.type === 'place') placedAt[event.cell] = at;
    else if (event.type === 'guess') guesses.push(at);
    else if (event.type === 'backtrack') guesses.pop();
  }
  const { state, solutions, depth } = replayer;
  return { final: createGrid(puzzle.shape, state.cells), solutions, depth };
}

/** The trace must replay onto the puzzle, agree with the stats, and end where the result says. */
function traceProblems(
  puzzle: Grid,
  result: SolveResult,
  events: readonly SolveEvent[],
  maxSolutions: number,
): string[] {
  const problems: string[] = [];
  const replay = replayOrWhy(puzzle, events);
  if (typeof replay === 'string') return [replay];
  const count = (type: SolveEvent['type']) => countEvents(events, type);
  const { stats } = result;
  const places = count('place');
  const guesses = count('guess');
  const backtracks = count('backtrack');
  if (places !== stats.placements)
    problems.push(`the trace has ${places} 'place' events, stats.placements is ${stats.placements}`);
  if (backtracks !== stats.backtracks) {
    problems.push(`the trace has ${backtracks} 'backtrack' events, stats.backtracks is ${stats.backtracks}`);
  }
  if (stats.guesses > guesses)
    problems.push(`stats.guesses is ${stats.guesses}, but the trace has only ${guesses} 'guess' events`);
  if (replay.solutions.length !== result.solutionCount) {
    problems.push(
      `the trace has ${replay.solutions.length} 'solution' events, solutionCount is ${result.solutionCount}`,
    );
  }
  const [first] = replay.solutions;
  if (first !== undefined && result.solution !== null && !sameGrid(first, result.solution)) {
    problems.push("the trace's first 'solution' board is not the result's solution");
  }
  if (
    maxSolutions === 1 &&
    result.status === 'solved' &&
    result.solution !== null &&
    !sameGrid(replay.final, result.solution)
  ) {
    problems.push('the trace of a solve that stopped at its solution does not end on that solution');
  }
  return problems;
}
