import {
  createGrid,
  emptyGrid,
  type Grid,
  parseGrid,
  resolveShape,
  type Shape,
  type ShapeName,
  shapes,
} from '@sudoku-lab/core';
import type { CaseKind, ConformanceCase } from './case.js';
import * as generate from './generate.js';
import { namedPuzzles } from './named.js';
import { findSolutions } from './reference.js';

/**
 * The seeds the cases are made from, and the givens a 16x16 puzzle keeps. Picked so that every case
 * is made in well under a second and stays quick for row-major backtracking (the testkit's own tests
 * hold its row-major fixture to a placement budget on every case): most seeds give puzzles that
 * plain backtracking solves in thousands of placements, a few in tens of millions.
 */
export interface Plan {
  readonly seed: number;
  readonly minGivens: number;
  /** Seeds for particular generators, where the shape's seed gives a puzzle too slow for plain backtracking. */
  readonly seeds?: { readonly search?: number; readonly slow?: number };
}

export const plans: Readonly<Record<ShapeName, Plan>> = {
  '4x4': { seed: 1, minGivens: 0 },
  '6x6': { seed: 1, minGivens: 0 },
  '9x9': { seed: 6, minGivens: 0, seeds: { search: 1 } },
  '16x16': { seed: 6, minGivens: 136, seeds: { slow: 1 } },
};

/** The generator options of a shape's cases: its plan's seed (or `seed`) and floor of givens. */
export function planOptions(shape: Shape, seed = plans[shape.name].seed): generate.GeneratorOptions {
  return { shape, seed, minGivens: plans[shape.name].minGivens };
}

const cache = new Map<ShapeName, readonly ConformanceCase[]>();

/**
 * The conformance cases of a shape, made (and verified) on first use, then the same array for the
 * rest of the run. Everything follows from fixed seeds: the same cases on every machine.
 */
export function conformanceCases(shape: Shape | ShapeName): readonly ConformanceCase[] {
  const resolved = resolveShape(shape);
  if (resolved === undefined) {
    throw new RangeError(
      `conformanceCases: unknown shape ${JSON.stringify(shape)}; expected 4x4, 6x6, 9x9 or 16x16`,
    );
  }
  let cases = cache.get(resolved.name);
  if (cases === undefined) {
    cases = Object.freeze(makeCases(resolved));
    cache.set(resolved.name, cases);
  }
  return cases;
}

function makeCases(shape: Shape): ConformanceCase[] {
  const plan = plans[shape.name];
  const options = (seed?: number) => planOptions(shape, seed);
  const cases: ConformanceCase[] = [];

  if (shape === shapes['9x9']) {
    for (const named of namedPuzzles.filter((named) => named.expected === 'unique')) {
      const puzzle = parseGrid(named.text);
      cases.push({
        name: `unique: ${named.name}`,
        kind: 'unique',
        puzzle,
        solution: onlySolution(puzzle, named.name),
      });
    }
  }
  const difficulties = generate.difficultiesFor(shape);
  const generated = difficulties.map((difficulty) => generate.generatePuzzle({ ...options(), difficulty }));
  for (const { puzzle, solution, difficulty } of generated) {
    cases.push({ name: `unique: generated ${difficulty}`, kind: 'unique', puzzle, solution });
  }

  const full = generate.generateSolution(options());
  cases.push({ name: 'already solved', kind: 'solved-grid', puzzle: full, solution: full });
  cases.push({ name: 'empty grid', kind: 'empty-grid', puzzle: emptyGrid(shape) });
  const several = generate.generateMultiSolutionPuzzle(options());
  cases.push({ name: 'several solutions', kind: 'several-solutions', puzzle: several.puzzle });
  for (const foundBy of generate.unsolvableKinds) {
    const seed = foundBy === 'search' ? plan.seeds?.search : undefined;
    const { puzzle } = generate.generateUnsolvablePuzzle({ ...options(seed), foundBy });
    cases.push({ name: `unsolvable, found by ${foundBy}`, kind: 'unsolvable', puzzle });
  }

  for (const named of namedPuzzles.filter(
    (named) => named.expected === 'invalid' && named.shape === shape.name,
  )) {
    const { conflict } = named;
    cases.push({
      name: `conflicting givens: ${named.name}`,
      kind: 'conflicting-givens',
      puzzle: parseGrid(named.text),
      conflict,
    });
  }
  const conflicting = generate.generateConflictingPuzzle(options());
  cases.push({
    name: 'conflicting givens: generated',
    kind: 'conflicting-givens',
    puzzle: conflicting.puzzle,
    conflict: conflicting.conflict.cells,
  });

  const hardest = generated.at(-1)!;
  cases.push({
    name: 'input never mutated',
    kind: 'input-untouched',
    puzzle: hardest.puzzle,
    solution: hardest.solution,
  });

  cases.push(allSolutionsCase(full));

  const slow = generate.generateSlowPuzzle(options(plan.seeds?.slow));
  const budgets: [string, CaseKind][] = [
    ['budget: maxPlacements', 'placement-budget'],
    ['budget: deadline already past', 'deadline-passed'],
    ['budget: deadline 30 ms ahead', 'deadline-soon'],
    ['budget: AbortSignal fired from onEvent', 'abort-signal'],
  ];
  for (const [name, kind] of budgets)
    cases.push({ name, kind, puzzle: slow.puzzle, solution: slow.solution });
  // No strategy counts every solution of an empty board (bar 4x4's 288) in a few milliseconds.
  cases.push({ name: 'budget: deadline overshoot', kind: 'deadline-overshoot', puzzle: emptyGrid(shape) });
  return cases;
}

/** The digits a solved board gives up for the 'all-solutions' case. */
const LEFT_OUT = [1, 2, 3];

/**
 * A full board with every 1, 2 and 3 taken out. Any relabelling of those three digits among
 * themselves solves it, so each empty cell takes each of the three in some solution: it has three
 * candidates however much a strategy propagates, and a search that tries only two of them at the
 * cell it guesses at loses the solutions behind the third.
 */
function allSolutionsCase(full: Grid): ConformanceCase {
  const puzzle = createGrid(
    full.shape,
    full.cells.map((digit) => (LEFT_OUT.includes(digit) ? 0 : digit)),
  );
  // Six relabellings at least; more where the three digits can also swap places among the cells.
  const { count } = findSolutions(puzzle, 10_000);
  if (count < 6 || count >= 10_000) throw new Error(`the all-solutions puzzle has ${count} solutions`);
  return {
    name: `every solution counted: ${count}, each empty cell with three candidates`,
    kind: 'all-solutions',
    puzzle,
    solutionCount: count,
  };
}

/** The one solution of a puzzle written into the source, checked here rather than trusted. */
function onlySolution(puzzle: Grid, name: string): Grid {
  const { count, solutions } = findSolutions(puzzle, 2);
  if (count !== 1)
    throw new Error(`the named puzzle ${name} has ${count === 0 ? 'no solution' : 'several solutions'}`);
  return solutions[0]!;
}
