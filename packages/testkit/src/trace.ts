import {
  type Grid,
  replayTrace,
  type SolveEvent,
  type SolveOptions,
  type SolveResult,
  type Solver,
  TraceReplayer,
} from '@sudoku-lab/core';

/** Solves with the trace on: the result and every event, in order. */
export function traceSolve(
  solver: Solver,
  puzzle: Grid,
  options: Omit<SolveOptions, 'onEvent'> = {},
): { result: SolveResult; events: SolveEvent[] } {
  const events: SolveEvent[] = [];
  const result = solver.solve(puzzle, { ...options, onEvent: (event) => events.push(event) });
  return { result, events };
}

/**
 * Solves with the trace on and replays the trace onto the puzzle with core's replayTrace: the result,
 * every event, and where the replay ends (its board, the solutions it met, the guesses still open),
 * for tests that hold a strategy's trace to its result.
 */
export function replaySolve(solver: Solver, puzzle: Grid, options: Omit<SolveOptions, 'onEvent'> = {}) {
  const { result, events } = traceSolve(solver, puzzle, options);
  return { result, events, replay: replayTrace(puzzle, events) };
}

/** How many events of a trace are of one type: to set beside the stats that count them. */
export function countEvents(events: readonly SolveEvent[], type: SolveEvent['type']): number {
  let count = 0;
  for (const event of events) if (event.type === type) count++;
  return count;
}

/** One event of a trace, with the board as core's replay of the trace stood just before it. */
export interface TraceStep {
  readonly event: SolveEvent;
  /** The event's index in the trace. */
  readonly at: number;
  /** The digits of the board before the event (0 empty), row-major. */
  readonly cells: readonly number[];
  /** Each cell's candidates before the event, as the replay keeps them (bit d-1 for digit d). */
  readonly candidates: readonly number[];
}

/**
 * Replays a trace with core's TraceReplayer, giving each event with the board just before it: for tests
 * that check what a strategy chose at each step (the cell it guessed at, the digit it placed) against
 * the board it chose on. `cells` and `candidates` are the replay's own, read during the step (the
 * next step changes them): copy them to keep them. A trace of a few hundred thousand events (a
 * backtracking search on a hard puzzle) streams through in constant memory.
 */
export function* replaySteps(puzzle: Grid, events: readonly SolveEvent[]): Generator<TraceStep> {
  const replayer = new TraceReplayer(puzzle);
  const { cells, candidates } = replayer.state;
  for (let at = 0; at < events.length; at++) {
    const event = events[at]!;
    yield { event, at, cells, candidates };
    replayer.apply(event);
  }
}

/** A guess of a solve, with copies of the board it was made on. */
export interface GuessBoard {
  /** The cell guessed at. */
  readonly cell: number;
  /** The digits of the board just before the guess (0 empty), row-major. */
  readonly cells: readonly number[];
  /** Each cell's candidates just before the guess, as core's replay keeps them (bit d-1 for digit d). */
  readonly candidates: readonly number[];
}

/**
 * Solves with the trace on and gives, beside the result, every guess with the board it was made on
 * (copies, to keep): for tests of where a strategy chooses to guess.
 */
export function guessBoards(
  solver: Solver,
  puzzle: Grid,
  options: Omit<SolveOptions, 'onEvent'> = {},
): { result: SolveResult; guesses: GuessBoard[] } {
  const { result, events } = traceSolve(solver, puzzle, options);
  const guesses: GuessBoard[] = [];
  for (const { event, cells, candidates } of replaySteps(puzzle, events)) {
    if (event.type === 'guess')
      guesses.push({ cell: event.cell, cells: [...cells], candidates: [...candidates] });
  }
  return { result, guesses };
}
