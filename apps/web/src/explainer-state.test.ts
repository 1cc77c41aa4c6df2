import { parseGrid } from '@sudoku-lab/core';
import { nextStep } from '@sudoku-lab/logic';
import { describe, expect, it } from 'vitest';
import { cancelled, type Shown, shownAfter } from './explainer-state.js';
import type { ExplanationView, LogicReply, RatingView } from './logic-work.js';
import { stepView } from './logic-work.js';

const PUZZLE = parseGrid('53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79');
const STEP = stepView(nextStep(PUZZLE)!);
const EXPLANATION: ExplanationView = { steps: [STEP], solved: false, solutions: 1, complete: true };
const RATING: RatingView = {
  score: 1.5,
  pearl: 1.5,
  diamond: 1.5,
  level: 'easy',
  hardest: 'Hidden single',
  solutions: 1,
  complete: true,
};

const hintWorking: Shown = { kind: 'working', task: 'hint', since: 10, steps: 0 };
const explainWorking: Shown = { kind: 'working', task: 'explain', since: 10, steps: 0 };
const explained: Shown = {
  kind: 'explain',
  explanation: EXPLANATION,
  rating: { kind: 'pending', since: 20 },
  at: 1,
};

describe('shownAfter: a reply of the logic worker', () => {
  it.each<[string, Shown, LogicReply, Shown]>([
    [
      'progress counts the steps of the work',
      explainWorking,
      { kind: 'progress', steps: 4 },
      { ...explainWorking, steps: 4 },
    ],
    [
      'progress after the explanation came changes nothing',
      explained,
      { kind: 'progress', steps: 4 },
      explained,
    ],
    [
      'the explanation comes, its rating pending since now',
      explainWorking,
      { kind: 'explained', explanation: EXPLANATION },
      { kind: 'explain', explanation: EXPLANATION, rating: { kind: 'pending', since: 99 }, at: 1 },
    ],
    [
      'the rating joins the explanation, at the step it shows',
      { ...explained, at: 3 },
      { kind: 'rated', rating: RATING },
      { ...explained, at: 3, rating: { kind: 'rated', rating: RATING } },
    ],
    [
      'a refused rating leaves the explanation, with why',
      explained,
      { kind: 'unrated', message: 'rate works on classic puzzles' },
      { ...explained, rating: { kind: 'unrated', message: 'rate works on classic puzzles' } },
    ],
    [
      'a rating with no explanation shown is dropped',
      { kind: 'none' },
      { kind: 'rated', rating: RATING },
      { kind: 'none' },
    ],
    [
      'no hint is a note',
      hintWorking,
      { kind: 'no-hint', message: 'stuck' },
      { kind: 'note', message: 'stuck' },
    ],
    [
      'a problem is shown as one',
      hintWorking,
      { kind: 'problem', message: 'two 5s' },
      { kind: 'problem', message: 'two 5s' },
    ],
  ])('%s', (_, shown, reply, expected) => {
    expect(shownAfter(shown, reply, PUZZLE, 99)).toEqual(expected);
  });

  it('draws a hint on the puzzle from the candidates it came with', () => {
    const candidates = Array.from({ length: 81 }, () => 0x1ff);
    const shown = shownAfter(
      hintWorking,
      { kind: 'hint', step: STEP, candidates, onPencilMarks: true },
      PUZZLE,
      0,
    );
    if (shown.kind !== 'hint') throw new Error(`expected a hint, got ${shown.kind}`);
    expect(shown.onPencilMarks).toBe(true);
    expect([...shown.marks.cells]).toEqual(expect.arrayContaining(STEP.placements.map(({ cell }) => cell)));
  });
});

describe('cancelled', () => {
  it.each<[string, Shown, Shown]>([
    [
      'a hint at work says so, and that nothing changed',
      hintWorking,
      { kind: 'note', message: 'Cancelled the hint. The board and your pencil marks are as they were.' },
    ],
    [
      'an explanation at work says so',
      explainWorking,
      {
        kind: 'note',
        message: 'Cancelled the explanation. The board and your pencil marks are as they were.',
      },
    ],
    [
      'an explanation waiting for its rating stays, unrated',
      explained,
      { ...explained, rating: { kind: 'unrated', message: 'cancelled.' } },
    ],
    ['a note shown stays', { kind: 'note', message: 'stuck' }, { kind: 'note', message: 'stuck' }],
  ])('%s', (_, shown, expected) => {
    expect(cancelled(shown)).toEqual(expected);
  });
});
