import { digitBit, formatGrid, type Grid, parseGrid } from '@sudoku-lab/core';
import { candidatesOf, explain as logicExplain, nextStep as logicStep } from '@sudoku-lab/logic';
import { describe, expect, it } from 'vitest';
import { boardAfter, changesOf, endWords, hintMarks, ratingWords, sentenceOf, stepCells } from './explain.js';
import { type ExplanationView, type RatingView, stepView } from './logic-work.js';

// The page reads logic's steps as the worker sends them: shaped by stepView.
const explain = (puzzle: Grid) => ({ steps: logicExplain(puzzle).steps.map(stepView) });
const nextStep = (puzzle: Grid, options?: Parameters<typeof logicStep>[1]) => {
  const step = logicStep(puzzle, options);
  return step === null ? null : stepView(step);
};

const PUZZLE = parseGrid('53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79');
const SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

describe('boardAfter', () => {
  const { steps } = explain(PUZZLE);
  it.each([
    ['no step', 0, formatGrid(PUZZLE)],
    ['every step', steps.length, SOLUTION],
  ])('after %s', (_, count, line) => {
    expect(formatGrid(boardAfter(PUZZLE, steps, count))).toBe(line);
  });

  it('fills one more cell with each placing step', () => {
    const filled = (count: number) => boardAfter(PUZZLE, steps, count).cells.filter((d) => d !== 0).length;
    const placing = steps.findIndex((step) => step.placements.length > 0);
    expect(filled(placing + 1)).toBe(filled(placing) + steps[placing]!.placements.length);
  });
});

describe('a step in words', () => {
  const step = nextStep(PUZZLE)!;
  it('names the technique as its record does, not by its id', () => {
    expect(step.name).toBe(logicStep(PUZZLE)!.record.name);
    expect(step.name).not.toBe(step.technique);
  });
  it('lists the changes and highlights the cells they touch', () => {
    const changes = changesOf(PUZZLE, step);
    expect(changes.length).toBe(step.placements.length + step.eliminations.length);
    expect(changes[0]).toMatch(/^r\dc\d [=≠] \d$/);
    for (const { cell } of step.placements) expect(stepCells(step).has(cell)).toBe(true);
  });
});

describe('the sentence beside its technique', () => {
  // Puzzles whose explanations reach past singles: subsets, fish, wings, chains.
  const puzzles = [
    PUZZLE,
    parseGrid('..5.9...7..974..5..7.5.3.9.2..9...78..7...53995..371..6.247.98.59..267..7..3.9.6.'),
    parseGrid('4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......'),
    parseGrid('8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..'),
  ];
  const steps = puzzles.flatMap((puzzle) => explain(puzzle).steps);
  it.each([...new Set(steps.map((step) => step.technique))])(
    'drops the label that repeats %s',
    (technique) => {
      for (const step of steps.filter((s) => s.technique === technique)) {
        const sentence = sentenceOf(step);
        expect(step.text.endsWith(sentence)).toBe(true);
        expect(sentence.length).toBeLessThan(step.text.length);
        expect(sentence.toLowerCase().startsWith(step.name.toLowerCase())).toBe(false);
      }
    },
  );
  it.each([
    ['a sentence with no label', 'r1c1 can only be 5.'],
    ['a label that is not the technique', 'Note: r1c1 can only be 5.'],
  ])('keeps %s whole', (_, text) => {
    expect(sentenceOf({ ...steps[0]!, technique: 'naked-single', text })).toBe(text);
  });
});

describe('a hint on the puzzle board', () => {
  // A board of the built-in '9x9-hard-3' once its singles run out: the next step only eliminates.
  const POINTING = parseGrid(
    '..5.9...7..974..5..7.5.3.9.2..9...78..7...53995..371..6.247.98.59..267..7..3.9.6.',
  );
  const box = (top: number) => [0, 1, 2].flatMap((row) => [0, 1, 2].map((column) => top + row * 9 + column));
  const row = (index: number) => Array.from({ length: 9 }, (_, column) => index * 9 + column);
  it.each([
    {
      name: 'a hidden single places its digit, in its box',
      puzzle: PUZZLE,
      technique: 'hidden-single-box',
      cells: [5],
      units: box(3),
      placed: [[5, 8]],
      eliminated: [],
      drawn: [],
    },
    {
      name: 'pointing strikes 2 out of r6c4, in box 6 and row 6',
      puzzle: POINTING,
      technique: 'pointing',
      cells: [48, 52, 53],
      units: [...new Set([...box(33), ...row(5)])],
      placed: [],
      eliminated: [[48, digitBit(2)]],
      drawn: [48, 52, 53],
    },
  ])('$name', ({ puzzle, technique, cells, units, placed, eliminated, drawn }) => {
    const candidates = candidatesOf(puzzle);
    const step = nextStep(puzzle)!;
    expect(step.technique).toBe(technique);
    const marks = hintMarks(puzzle, step, candidates);
    expect([...marks.cells].sort((a, b) => a - b)).toEqual(cells);
    expect([...marks.units].sort((a, b) => a - b)).toEqual(units.sort((a, b) => a - b));
    expect([...marks.placed]).toEqual(placed);
    expect([...marks.eliminated]).toEqual(eliminated);
    expect([...marks.candidates.keys()].sort((a, b) => a - b)).toEqual(drawn);
    for (const [cell, mask] of marks.candidates) expect(mask).toBe(candidates[cell]);
    // What a step removes is among the candidates it shows.
    for (const [cell, mask] of marks.eliminated) expect(marks.candidates.get(cell)! & mask).toBe(mask);
  });

  it("draws the person's pencil marks, not the board's", () => {
    const marks = Array.from(candidatesOf(POINTING));
    const step = nextStep(POINTING, { candidates: Uint16Array.from(marks) })!;
    marks[52] = marks[52]! | digitBit(1);
    expect(hintMarks(POINTING, step, marks).candidates.get(52)).toBe(marks[52]);
  });
});

describe('ratingWords', () => {
  const rating: RatingView = {
    score: 10.7,
    pearl: 10.7,
    diamond: 9.7,
    level: 'extreme',
    hardest: 'Dynamic forcing chains (nested)',
    solutions: 1,
    complete: true,
  };
  it.each<[string, RatingView, string]>([
    [
      'a finished rating',
      rating,
      'Rating 10.7 (EP 10.7, ED 9.7), level extreme (hardest: Dynamic forcing chains (nested)).',
    ],
    [
      'a rating the deadline stopped: lower bounds, no level',
      { ...rating, score: 9.2, pearl: 9.2, complete: false },
      'Rating at least 9.2 (EP at least 9.2, ED at least 9.7) (hardest so far: Dynamic forcing chains (nested)): the deadline stopped the rating, so these are lower bounds.',
    ],
    [
      'a puzzle with several solutions',
      { ...rating, score: null, pearl: null, diamond: null, level: null, hardest: null, solutions: 2 },
      'No rating: the puzzle has more than one solution.',
    ],
    [
      'a puzzle with no solution',
      { ...rating, score: null, pearl: null, diamond: null, level: null, hardest: null, solutions: 0 },
      'No rating: the puzzle has no solution.',
    ],
  ])('%s', (_, view, words) => {
    expect(ratingWords(view)).toBe(words);
  });
});

describe('endWords', () => {
  const steps = explain(PUZZLE).steps;
  const done: ExplanationView = { steps, solved: true, solutions: 1, complete: true };
  it.each<[string, ExplanationView, string]>([
    ['solved by logic', done, `Logic alone solves it, in ${steps.length} steps.`],
    [
      'stopped at the deadline',
      { ...done, steps: steps.slice(0, 1), solved: false, complete: false },
      'The 120 s deadline stopped the explanation after 1 step: these are the steps found by then.',
    ],
    [
      'several solutions',
      { ...done, steps: [], solved: false, solutions: 2 },
      'Logic stops after 0 steps: the puzzle has more than one solution.',
    ],
    ['stuck', { ...done, solved: false }, `Logic alone gets stuck after ${steps.length} steps.`],
  ])('%s', (_, explanation, words) => {
    expect(endWords(explanation, 120_000)).toBe(words);
  });
});
