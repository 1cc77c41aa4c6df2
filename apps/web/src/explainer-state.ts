import type { Grid } from '@sudoku-lab/core';
import { type HintMarks, hintMarks } from './explain.js';
import type { ExplanationView, LogicReply, RatingView, StepView } from './logic-work.js';

// What Hint and Explain show, and how a reply of the logic worker, or Cancel, changes it: the page's
// side of the worker's protocol, as pure functions (ExplainPanel holds the state and the worker).

export type Task = 'hint' | 'explain';

/** The rating beside an explanation: being worked out, done, or not given (and why). */
export type RatingShown =
  | { readonly kind: 'pending'; readonly since: number }
  | { readonly kind: 'rated'; readonly rating: RatingView }
  | { readonly kind: 'unrated'; readonly message: string };

export type Shown =
  | { readonly kind: 'none' }
  /** Logic at work: since when (a performance.now() time), and the steps an explanation has taken. */
  | { readonly kind: 'working'; readonly task: Task; readonly since: number; readonly steps: number }
  | { readonly kind: 'problem'; readonly message: string }
  /** No hint, or a task cancelled: a sentence, no error. */
  | { readonly kind: 'note'; readonly message: string }
  | {
      readonly kind: 'hint';
      readonly step: StepView;
      readonly marks: HintMarks;
      readonly onPencilMarks: boolean;
    }
  | {
      readonly kind: 'explain';
      readonly explanation: ExplanationView;
      readonly rating: RatingShown;
      readonly at: number;
    };

const KEPT = 'The board and your pencil marks are as they were.';

/**
 * What is shown once the worker replies, on the puzzle it was asked about. `now` is the time a rating
 * starts being worked out (performance.now()).
 */
export function shownAfter(shown: Shown, reply: LogicReply, puzzle: Grid, now: number): Shown {
  switch (reply.kind) {
    case 'hint':
      return {
        kind: 'hint',
        step: reply.step,
        marks: hintMarks(puzzle, reply.step, reply.candidates),
        onPencilMarks: reply.onPencilMarks,
      };
    case 'no-hint':
      return { kind: 'note', message: reply.message };
    case 'progress':
      return shown.kind === 'working' ? { ...shown, steps: reply.steps } : shown;
    case 'problem':
      return { kind: 'problem', message: reply.message };
    case 'explained':
      return {
        kind: 'explain',
        explanation: reply.explanation,
        rating: { kind: 'pending', since: now },
        at: 1,
      };
    case 'rated':
    case 'unrated': {
      if (shown.kind !== 'explain') return shown;
      const rating: RatingShown =
        reply.kind === 'rated'
          ? { kind: 'rated', rating: reply.rating }
          : { kind: 'unrated', message: reply.message };
      return { ...shown, rating };
    }
  }
}

/**
 * What is shown once Cancel ends the worker: a task at work says it was cancelled (nothing of the board
 * or the marks changed); an explanation waiting for its rating stays, unrated; anything else stays.
 */
export function cancelled(shown: Shown): Shown {
  if (shown.kind === 'working') {
    const what = shown.task === 'hint' ? 'the hint' : 'the explanation';
    return { kind: 'note', message: `Cancelled ${what}. ${KEPT}` };
  }
  if (shown.kind === 'explain' && shown.rating.kind === 'pending') {
    return { ...shown, rating: { kind: 'unrated', message: 'cancelled.' } };
  }
  return shown;
}
