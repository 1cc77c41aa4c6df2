import { parseGrid } from '@sudoku-lab/core';
import { describe, expect, it } from 'vitest';
import { bitCount, OVERLAP, UNIT_CELLS } from './board.js';
import { directLocking, fish, hiddenSet, locking, nakedSet } from './explainer.js';
import { explainerStep } from './rating.js';
import { Board, type Mark, type RatedTechnique } from './state.js';
import { Workspace } from './workspace.js';

/**
 * Sudoku Explainer's first searches written plainly: every pick of every unit, digit or base line
 * in SE's order, nothing skipped and nothing remembered. The finders skip picks that cannot be a
 * set or a fish, search only the unit that can hold a locked candidate's places, and remember what
 * they found; on every board of real puzzles' ratings they must find what these find.
 */
interface Plain {
  readonly rating: number;
  readonly placements: readonly Mark[];
  readonly eliminations: readonly Mark[];
  readonly cells: readonly number[];
  readonly units: readonly number[];
}

const UNITS_SE = [
  18, 19, 20, 21, 22, 23, 24, 25, 26, 9, 10, 11, 12, 13, 14, 15, 16, 17, 0, 1, 2, 3, 4, 5, 6, 7, 8,
];
const picksOf = (size: number): number[] =>
  Array.from({ length: 512 }, (_, mask) => mask).filter((mask) => bitCount(mask) === size);
const positionsOf = (mask: number): number[] => [0, 1, 2, 3, 4, 5, 6, 7, 8].filter((i) => mask & (1 << i));
const cellsAt = (unit: number, mask: number) => positionsOf(mask).map((i) => UNIT_CELLS[unit * 9 + i]!);
const digitsOf = (mask: number) => positionsOf(mask).map((i) => i + 1);
const placesOf = (state: Board, unit: number, digit: number): number => state.places(unit, digit);
const emptyIn = (state: Board, unit: number) =>
  cellsAt(unit, 0x1ff).filter((cell) => state.cells[cell] === 0).length;

function plainNaked(state: Board, size: number): Plain | null {
  for (const unit of UNITS_SE) {
    if (emptyIn(state, unit) < size * 2) continue;
    for (const picked of picksOf(size)) {
      const masks = cellsAt(unit, picked).map((cell) => state.candidates[cell]!);
      if (masks.some((mask) => bitCount(mask) <= 1)) continue;
      const union = masks.reduce((a, b) => a | b, 0);
      if (bitCount(union) !== size) continue;
      const eliminations = cellsAt(unit, 0x1ff & ~picked).flatMap((cell) =>
        digitsOf(state.candidates[cell]! & union).map((digit) => ({ cell, digit })),
      );
      if (eliminations.length === 0) continue;
      const rating = [0, 0, 3.0, 3.6, 5.0][size]!;
      return { rating, placements: [], eliminations, cells: cellsAt(unit, picked), units: [unit] };
    }
  }
  return null;
}

function plainHidden(state: Board, size: number, direct: boolean): Plain | null {
  for (const unit of UNITS_SE) {
    const empty = emptyIn(state, unit);
    if (!(empty > size * 2 || (direct && empty > size))) continue;
    const places = digitsOf(0x1ff).map((digit) => placesOf(state, unit, digit));
    for (const digits of picksOf(size)) {
      const where = digitsOf(digits).map((digit) => places[digit - 1]!);
      if (where.some((mask) => bitCount(mask) <= 1)) continue;
      const union = where.reduce((a, b) => a | b, 0);
      if (bitCount(union) !== size) continue;
      const cells = cellsAt(unit, union);
      if (!direct) {
        const eliminations = cells.flatMap((cell) =>
          digitsOf(state.candidates[cell]! & ~digits).map((digit) => ({ cell, digit })),
        );
        if (eliminations.length === 0) continue;
        return { rating: [0, 0, 3.4, 4.0, 5.4][size]!, placements: [], eliminations, cells, units: [unit] };
      }
      for (const digit of digitsOf(0x1ff & ~digits)) {
        const rest = places[digit - 1]! & ~union;
        if (bitCount(places[digit - 1]!) <= 1 || bitCount(rest) !== 1) continue;
        const placements = [{ cell: cellsAt(unit, rest)[0]!, digit }];
        return { rating: size === 2 ? 2.0 : 2.5, placements, eliminations: [], cells, units: [unit] };
      }
    }
  }
  return null;
}

const KINDS = [
  [18, 9],
  [18, 0],
  [9, 18],
  [0, 18],
] as const;

function plainLocking(state: Board, direct: boolean): Plain | null {
  for (const [firstKind, secondKind] of KINDS) {
    const rating = firstKind === 18 ? (direct ? 1.7 : 2.6) : direct ? 1.9 : 2.8;
    for (let digit = 1; digit <= 9; digit++) {
      for (let i1 = 0; i1 < 9; i1++) {
        const unit = firstKind + i1;
        const where = placesOf(state, unit, digit);
        if (bitCount(where) < 2) continue;
        for (let i2 = 0; i2 < 9; i2++) {
          const other = secondKind + i2;
          if ((where & ~OVERLAP[unit * 27 + other]!) !== 0) continue;
          const cells = cellsAt(unit, where);
          if (!direct) {
            const gone = placesOf(state, other, digit) & ~OVERLAP[other * 27 + unit]!;
            if (gone === 0) continue;
            const eliminations = cellsAt(other, gone).map((cell) => ({ cell, digit }));
            return { rating, placements: [], eliminations, cells, units: [unit, other] };
          }
          for (let i3 = 0; i3 < 9; i3++) {
            const third = firstKind + i3;
            const overlap = OVERLAP[third * 27 + other]!;
            const where3 = placesOf(state, third, digit);
            if (i3 === i1 || overlap === 0 || bitCount(where3) < 2) continue;
            if (bitCount(where3 & ~overlap) !== 1) continue;
            const placements = [{ cell: cellsAt(third, where3 & ~overlap)[0]!, digit }];
            return { rating, placements, eliminations: [], cells, units: [unit, other, third] };
          }
        }
      }
    }
  }
  return null;
}

function plainFish(state: Board, size: number): Plain | null {
  const placed = digitsOf(0x1ff).map((digit) => state.cells.filter((d) => d === digit).length);
  for (const baseKind of [9, 0]) {
    const coverKind = baseKind === 9 ? 0 : 9;
    for (const lines of picksOf(size)) {
      for (let digit = 1; digit <= 9; digit++) {
        if (placed[digit - 1]! + size * 2 > 9) continue;
        const where = positionsOf(lines).map((i) => placesOf(state, baseKind + i, digit));
        if (where.some((mask) => bitCount(mask) <= 1)) continue;
        const union = where.reduce((a, b) => a | b, 0);
        if (bitCount(union) !== size) continue;
        const covers = positionsOf(union).map((j) => coverKind + j);
        const eliminations = covers.flatMap((cover) =>
          cellsAt(cover, placesOf(state, cover, digit) & ~lines).map((cell) => ({ cell, digit })),
        );
        if (eliminations.length === 0) continue;
        eliminations.sort((a, b) => a.cell - b.cell);
        const cells = covers.flatMap((cover) => cellsAt(cover, placesOf(state, cover, digit) & lines));
        const units = [...positionsOf(lines).map((i) => baseKind + i), ...covers];
        return { rating: [0, 0, 3.2, 3.8, 5.2][size]!, placements: [], eliminations, cells, units };
      }
    }
  }
  return null;
}

/** What a finder's step comes to, as the plain searches give it (marks and cells sorted by cell). */
function plainOf(found: ReturnType<RatedTechnique>): Plain | null {
  if (found === null) return null;
  const { rating, step } = found;
  const byCell = (marks: readonly Mark[]) => [...marks].sort((a, b) => a.cell - b.cell || a.digit - b.digit);
  return {
    rating,
    placements: byCell(step.placements),
    eliminations: byCell(step.eliminations),
    cells: [...step.cells].sort((a, b) => a - b),
    units: step.units,
  };
}

const sorted = (plain: Plain | null): Plain | null =>
  plain === null
    ? null
    : (plainOf({ rating: plain.rating, step: { ...plain, technique: '', text: '' } }) as Plain);

const pairs: readonly (readonly [string, RatedTechnique, (state: Board) => Plain | null])[] = [
  ['direct locking', directLocking, (state) => plainLocking(state, true)],
  ['direct hidden pair', hiddenSet(2, true), (state) => plainHidden(state, 2, true)],
  ['direct hidden triple', hiddenSet(3, true), (state) => plainHidden(state, 3, true)],
  ['locking', locking, (state) => plainLocking(state, false)],
  ['naked pair', nakedSet(2), (state) => plainNaked(state, 2)],
  ['x-wing', fish(2), (state) => plainFish(state, 2)],
  ['hidden pair', hiddenSet(2, false), (state) => plainHidden(state, 2, false)],
  ['naked triple', nakedSet(3), (state) => plainNaked(state, 3)],
  ['swordfish', fish(3), (state) => plainFish(state, 3)],
  ['hidden triple', hiddenSet(3, false), (state) => plainHidden(state, 3, false)],
  ['naked quad', nakedSet(4), (state) => plainNaked(state, 4)],
  ['jellyfish', fish(4), (state) => plainFish(state, 4)],
  ['hidden quad', hiddenSet(4, false), (state) => plainHidden(state, 4, false)],
];

// Puzzles of magictour's top1465 near its median rating, and one of the easy kind the direct
// techniques solve.
const puzzles = [
  '12.....8.4.......2..9..35.....9.8....7..2..5...1..42......65..7.......61..83.....',
  '7.8......4.1....5......74...2..5..8...4.9.2.......6.4.893.4................2..3.9',
  '...658.....4......12............96.7...3..5....2.8...3..19..8..3.6.....4....473..',
  '8.5.....2...9.1...3.........6.7..4..2...5...........6....38.....4....7...1.....9.',
];

describe("the first searches of Sudoku Explainer's ladder", () => {
  it.each(puzzles)('find on every board of %s what a plain search finds', (puzzle) => {
    const state = Board.of(parseGrid(puzzle).cells);
    state.unique = true;
    const kept = new Workspace();
    const differences: string[] = [];
    let found = 0;
    for (let step = 0; step < 200 && !state.solved(); step++) {
      for (const [name, find, plain] of pairs) {
        const board = state.clone();
        board.work = kept;
        const got = plainOf(find(board));
        const want = sorted(plain(state));
        if (want !== null) found++;
        if (JSON.stringify(got) !== JSON.stringify(want))
          differences.push(`step ${step}, ${name}: ${JSON.stringify(got)} for ${JSON.stringify(want)}`);
      }
      const next = explainerStep(state);
      if (next === null) break;
      state.apply(next.step);
    }
    expect(differences).toEqual([]);
    expect(found, 'steps the plain searches found along the walk').toBeGreaterThan(10);
  });
});
