import { describe, expect, it } from 'vitest';
import { cellText } from './board.js';
import { Board, type Step } from './state.js';

/** "r3c5" to a cell. */
export function cellOf(name: string): number {
  const match = /^r([1-9])c([1-9])$/.exec(name);
  if (match === null) throw new Error(`not a cell name: ${name}`);
  return (Number(match[1]) - 1) * 9 + Number(match[2]) - 1;
}

/** Cells by name or range: "r1c1 r1c2", "r1c3-9" (row 1, columns 3 to 9), "r2-3c1-3" (a block). */
export function cellsOf(spec: string): number[] {
  const cells: number[] = [];
  for (const part of spec.trim().split(/\s+/)) {
    const match = /^r([1-9])(?:-([1-9]))?c([1-9])(?:-([1-9]))?$/.exec(part);
    if (match === null) throw new Error(`not a cell range: ${part}`);
    const [r0, r1, c0, c1] = [match[1], match[2] ?? match[1], match[3], match[4] ?? match[3]].map(Number);
    for (let r = r0!; r <= r1!; r++) for (let c = c0!; c <= c1!; c++) cells.push((r - 1) * 9 + c - 1);
  }
  return cells;
}

/**
 * A constructed position: an empty board with every candidate, then `only` narrows cells to the digits
 * given ("r1c1": "12") and `without` takes digits from cell ranges ("5": "r2c1-9"). Digits placed in
 * `digits` (an 81-char line) come first.
 */
export function position(
  setup: {
    only?: Record<string, string>;
    without?: Record<string, string>;
    digits?: string;
    unique?: boolean;
  } = {},
): Board {
  const digits = (setup.digits ?? '.'.repeat(81)).split('').map((c) => (c === '.' ? 0 : Number(c)));
  const state = Board.of(digits);
  for (const [spec, ds] of Object.entries(setup.only ?? {})) {
    for (const cell of cellsOf(spec))
      state.candidates[cell] = [...ds].reduce((m, d) => m | (1 << (Number(d) - 1)), 0);
  }
  for (const [ds, spec] of Object.entries(setup.without ?? {})) {
    for (const d of ds) for (const cell of cellsOf(spec)) state.eliminate(cell, Number(d));
  }
  state.unique = setup.unique ?? false;
  return state;
}

/**
 * A board of digits and pencil marks as formatCandidates writes them (filled cells all '.'), from a
 * real puzzle, known to have one solution.
 */
export function board(digits: string, marks: string): Board {
  const state = Board.of(
    [...digits].map(Number),
    Array.from({ length: 81 }, (_, cell) =>
      [...marks.slice(cell * 9, cell * 9 + 9)].reduce((m, c, i) => (c === '.' ? m : m | (1 << i)), 0),
    ),
  );
  state.unique = true;
  return state;
}

/** A copy of a state with candidates added ("r3c4+6") or taken ("r3c4-6"). */
export function edited(state: Board, ...edits: string[]): Board {
  const out = state.clone();
  for (const edit of edits) {
    const match = /^(r[1-9]c[1-9])([+-])([1-9])$/.exec(edit);
    if (match === null) throw new Error(`not an edit: ${edit}`);
    const bit = 1 << (Number(match[3]) - 1);
    const cell = cellOf(match[1]!);
    if (match[2] === '+') out.candidates[cell]! |= bit;
    else out.candidates[cell]! &= ~bit;
  }
  return out;
}

/** A step's changes as sorted words: "r1c5=3" for a placement, "r1c5-3" for an elimination. */
export function changesOf(step: Step | null): string[] | null {
  if (step === null) return null;
  return [
    ...step.placements.map(({ cell, digit }) => `${cellText(cell)}=${digit}`),
    ...step.eliminations.map(({ cell, digit }) => `${cellText(cell)}-${digit}`),
  ].sort();
}

/** The words changesOf gives for eliminating each digit from each cell of the ranges. */
export function eliminations(digits: string, spec: string): string[] {
  return cellsOf(spec).flatMap((cell) => [...digits].map((d) => `${cellText(cell)}-${d}`));
}

/** A technique's test: a position where it applies, exactly what it must change there, and a near miss. */
export interface TechniqueCase {
  readonly name: string;
  readonly find: (state: Board) => Step | null;
  readonly hit: Board;
  readonly changes: readonly string[];
  readonly miss: Board;
}

/** Registers, per case, a test of the hit (exact changes, a sentence) and one of the near miss (nothing found). */
export function describeTechniques(cases: readonly TechniqueCase[]): void {
  describe.each(cases)('$name', ({ find, hit, changes, miss }) => {
    it('finds exactly the expected changes where it applies', () => {
      const step = find(hit);
      expect(changesOf(step)).toEqual([...changes].sort());
      expect(step!.text).toMatch(/^[A-Z0-9].*\.$/);
    });
    it('finds nothing in a near miss', () => {
      expect(changesOf(find(miss))).toBeNull();
    });
  });
}
