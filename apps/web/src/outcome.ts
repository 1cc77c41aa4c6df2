import {
  findConflicts,
  formatGrid,
  type Grid,
  type SolveResult,
  sameGrid,
  verifySolution,
} from '@sudoku-lab/core';
import type { TracePlayer } from './player.js';

/** One strategy's run on the page: its solve (from the worker), then its replay. */
export interface StrategyRun {
  readonly strategyId: string;
  /** 'waiting': shown on the puzzle before Solve is pressed. */
  readonly phase: 'waiting' | 'solving' | 'ready' | 'failed';
  readonly failure?: string;
  /** The traced solve (maxSolutions 1). */
  readonly result?: SolveResult;
  readonly timeMs?: number;
  /** Events in the whole trace; the player holds the first `traceCap` of them. */
  readonly totalEvents?: number;
  readonly eliminations?: number;
  /** The untraced solve with maxSolutions 2, when the first found a solution. */
  readonly uniqueness?: SolveResult;
  readonly player?: TracePlayer;
}

/** What a board says when its replay has ended. */
export interface Outcome {
  /** The board to show. */
  readonly board: Grid;
  /** The board is the replay's own (so the replay's marks apply), not the strategy's answer. */
  readonly fromReplay: boolean;
  /** 'good' (a verified unique solution), 'bad' (anything a person must look at), 'note'. */
  readonly tone: 'good' | 'bad' | 'note';
  /** The headline: "Solved", "No solution", ... */
  readonly title: string;
  readonly details: string[];
}

/**
 * The verdict on a finished run, in words: the status with maxSolutions 1 and 2, the final board checked
 * with verifySolution, and whether the replay itself reached that board.
 */
export function describeOutcome(puzzle: Grid, run: StrategyRun): Outcome {
  const { result, player } = run;
  const replayed = replayBoard(puzzle, player);
  const details: string[] = [];
  if (player?.error) details.push(`The trace does not replay: ${player.error}`);
  /** A run that found no solution: its board as the replay left it. */
  const unsolved = (title: string, why: string): Outcome => ({
    board: replayed ?? puzzle,
    fromReplay: replayed !== null,
    tone: 'bad',
    title,
    details: [why, ...details],
  });
  if (run.phase === 'failed' || result === undefined) {
    return unsolved('Failed', run.failure ?? 'the solve did not finish');
  }
  switch (result.status) {
    case 'invalid':
      return unsolved('Invalid puzzle', result.message ?? 'the strategy refused the puzzle');
    case 'unsolvable':
      return unsolved('No solution', 'The search tried every possibility: no grid fits these givens.');
    case 'aborted':
      return unsolved('Stopped', `The solve was stopped: ${result.message ?? 'a budget ran out'}.`);
    default:
      break;
  }
  const capped = player !== undefined && run.totalEvents !== undefined && run.totalEvents > player.length;
  const solution = result.solution;
  const board = capped || replayed === null ? solution : replayed;
  const verdict = verifySolution(puzzle, board);
  details.push(
    verdict.ok
      ? 'Verified: every given kept, every row, column and box holds each digit once.'
      : `NOT a solution: ${verdict.reason}.`,
  );
  if (capped) {
    details.push("The replay stopped at the trace cap; the board is the strategy's answer.");
  } else if (replayed !== null && !sameGrid(replayed, solution)) {
    details.push(`The replay ended on another board than the strategy's answer (${formatGrid(solution)}).`);
  }
  const uniqueness = run.uniqueness;
  let title = 'Solved';
  let tone: Outcome['tone'] = verdict.ok ? 'good' : 'bad';
  if (uniqueness === undefined) details.push('Checking for a second solution…');
  else if (uniqueness.status === 'solved')
    details.push('The only solution: a search for a second found none.');
  else if (uniqueness.status === 'multiple') {
    title = 'More than one solution';
    tone = 'bad';
    details.push('A search for a second solution found one: the puzzle is not proper. The first is shown.');
  } else details.push(`Uniqueness not proved: ${uniqueness.message ?? uniqueness.status}.`);
  return { board, fromReplay: board === replayed, tone, title, details };
}

/** The board the replay ended on, or null when there is no replay. */
function replayBoard(puzzle: Grid, player: TracePlayer | undefined): Grid | null {
  if (player === undefined) return null;
  return { shape: puzzle.shape, cells: [...player.cells] };
}

/** Conflicting givens by cell, with the conflict in words, for the boards' marks. */
export function conflictMarks(puzzle: Grid): Map<number, string> {
  const marks = new Map<number, string>();
  for (const conflict of findConflicts(puzzle)) {
    for (const cell of conflict.cells) if (!marks.has(cell)) marks.set(cell, conflict.message);
  }
  return marks;
}
