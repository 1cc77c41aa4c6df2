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
 * How a test writes a constructed position: the digits placed in `digits` (an 81-char line, '.' empty),
 * then `only` narrows cells to the digits given ("r1c1": "12") and `without` takes digits from cell
 * ranges ("5": "r2c1-9").
 */
export interface Setup {
  readonly only?: Record<string, string>;
  readonly without?: Record<string, string>;
  readonly digits?: string;
}

/** The digits a setup places, 0 for an empty cell. */
export function digitsOf(setup: Setup): number[] {
  return [...(setup.digits ?? '.'.repeat(81))].map((c) => (c === '.' ? 0 : Number(c)));
}

/** The pencil marks a setup leaves: every digit, narrowed by `only`, then less the digits `without` takes. */
export function pencilMarks(setup: Setup): number[] {
  const marks = new Array<number>(81).fill(0x1ff);
  for (const [spec, ds] of Object.entries(setup.only ?? {})) {
    for (const cell of cellsOf(spec)) marks[cell] = [...ds].reduce((m, d) => m | (1 << (Number(d) - 1)), 0);
  }
  for (const [ds, spec] of Object.entries(setup.without ?? {})) {
    for (const d of ds) for (const cell of cellsOf(spec)) marks[cell]! &= ~(1 << (Number(d) - 1));
  }
  return marks;
}

/** A constructed position: an empty board, or the setup's digits, with the setup's pencil marks. */
export function position(setup: Setup & { unique?: boolean } = {}): Board {
  const state = Board.of(digitsOf(setup), pencilMarks(setup));
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

/** The cells of a range but those of another, by name ("r1c2 r1c3"), in order. */
export function cellsBut(spec: string, taken: string): string {
  const out = new Set(cellsOf(taken));
  return cellsOf(spec)
    .filter((cell) => !out.has(cell))
    .map(cellText)
    .join(' ');
}

/**
 * The setups most patterns of one digit start from: in the cells of `where`, the digits fit only
 * within `within`; the near miss leaves them in the last cell outside as well.
 */
export function confinement(digits: string, where: string, within: string): { hit: Setup; miss: Setup } {
  const outside = cellsBut(where, within).split(' ');
  return {
    hit: { without: { [digits]: outside.join(' ') } },
    miss: { without: outside.length > 1 ? { [digits]: outside.slice(0, -1).join(' ') } : {} },
  };
}

/** The hit and near miss of a confinement, on the classic board. */
export function confined(digits: string, where: string, within: string): { hit: Board; miss: Board } {
  const { hit, miss } = confinement(digits, where, within);
  return { hit: position(hit), miss: position(miss) };
}

/**
 * A hit and its near miss from one setup: the miss narrows the cells of `near` to other digits, which
 * breaks the pattern.
 */
export function nearMiss(
  setup: Setup & { unique?: boolean },
  near: Record<string, string>,
): { hit: Board; miss: Board } {
  return { hit: position(setup), miss: position({ ...setup, only: { ...setup.only, ...near } }) };
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

/**
 * A technique's test: a position where it applies, exactly what it must change there, and a near miss.
 * The state is a classic Board or a variant's VariantState.
 */
export interface TechniqueCase<S = Board> {
  readonly name: string;
  readonly find: (state: S) => Step | null;
  readonly hit: S;
  readonly changes: readonly string[];
  /** Words the sentence must hold, such as the house or cage it names. */
  readonly says?: string;
  readonly miss: S;
}

/** Registers, per case, a test of the hit (exact changes, a sentence) and one of the near miss (nothing found). */
export function describeTechniques<S>(cases: readonly TechniqueCase<S>[]): void {
  describe.each(cases)('$name', ({ find, hit, changes, says, miss }) => {
    it('finds exactly the expected changes where it applies, said in a sentence', () => {
      const step = find(hit);
      expect(changesOf(step)).toEqual([...changes].sort());
      expect(step!.text).toMatch(/^[A-Z0-9].*\.$/);
      if (says !== undefined) expect(step!.text).toContain(says);
    });
    it('finds nothing in a near miss', () => {
      expect(changesOf(find(miss))).toBeNull();
    });
  });
}
