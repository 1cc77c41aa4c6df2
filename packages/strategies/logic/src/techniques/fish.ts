import { bitCount, lowestBit } from '@sudoku-lab/core';
import * as board from '../board.js';
import { cellsText, listText } from '../board.js';
import { recordOf, scoreOf, type TechniqueId } from '../records.js';
import { type Board, eliminationStep, type Mark, type Position, type Rated, type Step } from '../state.js';
import type { FinderTable } from './finders.js';
import { UNSEARCHED } from './intersections.js';
import { digitWork, perDigit, placesTable, rated, WITHIN } from './search.js';

// Module constants, read once (see solutions.ts).
const { CELLS, SIZE, UNIT_CELLS } = board;

/** A fish's id by its size (2, 3 or 4 lines): its name and score are its record's. */
const FISH_IDS = ['x-wing', 'swordfish', 'jellyfish'] as const satisfies readonly TechniqueId[];
const fishId = (size: number) => FISH_IDS[size - 2]!;
const fishName = (size: number) => recordOf.get(fishId(size))!.name;
/** The positions of each third of a line (a box's width): 0b111 << 3k. */
const THIRD = [0o7, 0o70, 0o700];

/** The cell at position `at` of line `line`: rows when the base is rows, else columns. */
const cellAt = (rows: boolean, line: number, at: number) => (rows ? line * SIZE + at : at * SIZE + line);

/** Some third (a box's width) leaves at most `size` positions of the union outside it, as fins need. */
const coverable = (union: number, size: number) =>
  bitCount(union & ~THIRD[0]!) <= size ||
  bitCount(union & ~THIRD[1]!) <= size ||
  bitCount(union & ~THIRD[2]!) <= size;

/** The set bits of a 9-bit mask, ascending. */
function bits(mask: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < SIZE; i++) if (mask & (1 << i)) out.push(i);
  return out;
}

/**
 * Fish of size n on one digit: when the digit's places in n rows (the base) all lie in n columns (the
 * cover), each cover column takes the digit in one of the base rows, so it leaves the rest of the cover
 * (and the same with rows and columns swapped). Finned: some places of the base outside the cover, all
 * in one box (the fins); either a fin holds the digit or the fish stands, so the cover's cells in the
 * fins' box (which see every fin) lose the digit. Lines and positions are 9-bit masks throughout.
 */
/** Each line's places of the digit at hand, a 9-bit mask a line: kept in the call's workspace (see workspace.ts). */
const linePlaces = () => new Int32Array(SIZE);

/**
 * One finder for every ladder: it reads only the rows and columns, which every board's houses have
 * (a variant's rows and columns hold each digit once as the classic board's do). A finned fish also
 * needs the fins' box to be a unit, so it looks only where the regions are the 3x3 boxes (not on a
 * jigsaw, whose regions are other shapes).
 */
export function fish(size: number, finned: boolean): (state: Position) => Step | null {
  const technique = `${finned ? 'finned-' : ''}${fishId(size)}`;
  return (state) => {
    if (finned && !state.houses.boxes) return null;
    const { candidates } = state;
    const placesOf = state.work.scratch(linePlaces);
    for (let digit = 1; digit <= SIZE; digit++) {
      const bit = 1 << (digit - 1);
      for (let orientation = 0; orientation < 2; orientation++) {
        const rows = orientation === 0;
        const base: number[] = [];
        for (let line = 0; line < SIZE; line++) {
          // Rows: cells line * 9 + at; columns: at * 9 + line.
          const first = rows ? line * SIZE : line;
          const step = rows ? 1 : SIZE;
          let places = 0;
          for (let at = 0; at < SIZE; at++) if (candidates[first + at * step]! & bit) places |= 1 << at;
          placesOf[line] = places;
          const count = bitCount(places);
          if (count >= 2 && (finned || count <= size)) base.push(line);
        }
        if (base.length < size) continue;
        let found: Step | null = null;
        const pick = (from: number, picked: number, lines: number, union: number): boolean => {
          // Lines only widen the union: once no third can hold every place beyond `size` (the fins'
          // box), no larger pick makes a fish either.
          if (finned ? !coverable(union, size) : bitCount(union) > size) return false;
          if (picked === size) {
            found = finned
              ? finnedStep(state, digit, rows, lines, union, size, technique)
              : plainStep(state, digit, rows, lines, union, technique);
            return found !== null;
          }
          for (let i = from; i <= base.length - (size - picked); i++) {
            const line = base[i]!;
            if (pick(i + 1, picked + 1, lines | (1 << line), union | placesOf[line]!)) return true;
          }
          return false;
        };
        if (pick(0, 0, 0, 0)) return found;
      }
    }
    return null;
  };

  function plainStep(
    state: Position,
    digit: number,
    rows: boolean,
    lines: number,
    cover: number,
    id: string,
  ): Step | null {
    if (bitCount(cover) !== size) return null;
    const eliminations: Mark[] = [];
    for (const at of bits(cover)) {
      for (let line = 0; line < SIZE; line++) {
        const cell = cellAt(rows, line, at);
        if ((lines & (1 << line)) === 0 && state.has(cell, digit)) eliminations.push({ cell, digit });
      }
    }
    return eliminations.length === 0
      ? null
      : describe(state, digit, rows, lines, cover, [], eliminations, id);
  }

  function finnedStep(
    state: Position,
    digit: number,
    rows: boolean,
    lines: number,
    union: number,
    n: number,
    id: string,
  ): Step | null {
    if (bitCount(union) <= n) return null;
    const placesOf = state.work.scratch(linePlaces);
    // Eliminations fall on places outside the base lines, in the fins' band and the fins' third of the
    // union: per band, those places. Without one where a cover could reach, the pick ends here.
    let outside0 = 0;
    let outside1 = 0;
    let outside2 = 0;
    for (let rest = ~lines & 0x1ff; rest !== 0; rest &= rest - 1) {
      const line = lowestBit(rest);
      if (line < 3) outside0 |= placesOf[line]!;
      else if (line < 6) outside1 |= placesOf[line]!;
      else outside2 |= placesOf[line]!;
    }
    const outside = outside0 | outside1 | outside2;
    if ((outside & union) === 0) return null;
    for (let k = 0; k < 3; k++) {
      const rest = union & ~THIRD[k]!;
      const inBox = union & THIRD[k]!;
      const need = n - bitCount(rest);
      if (need < 0 || (outside & inBox) === 0) continue;
      // The cover takes `rest` and `need` positions of this third; the others of the third hold the fins.
      for (let chosen = inBox; ; chosen = (chosen - 1) & inBox) {
        if (bitCount(chosen) === need && chosen !== inBox) {
          const finPositions = inBox & ~chosen;
          // The base lines holding a fin: all in one band (a box's height) or the fins share no box.
          let finLines = 0;
          for (let base = lines; base !== 0; base &= base - 1) {
            const line = lowestBit(base);
            if (placesOf[line]! & finPositions) finLines |= 1 << line;
          }
          const band = finLines & 0o7 ? 0 : finLines & 0o70 ? 1 : 2;
          const victims = band === 0 ? outside0 : band === 1 ? outside1 : outside2;
          if (finLines !== 0 && (finLines & ~(0o7 << (band * 3))) === 0 && (victims & chosen) !== 0) {
            const eliminations: Mark[] = [];
            for (let at = 0; at < SIZE; at++) {
              if ((chosen & (1 << at)) === 0) continue;
              for (let line = band * 3; line < band * 3 + 3; line++) {
                const cell = cellAt(rows, line, at);
                if ((lines & (1 << line)) === 0 && state.has(cell, digit)) eliminations.push({ cell, digit });
              }
            }
            if (eliminations.length > 0) {
              const fins: number[] = [];
              for (const line of bits(finLines))
                for (const at of bits(finPositions))
                  if (placesOf[line]! & (1 << at)) fins.push(cellAt(rows, line, at));
              return describe(state, digit, rows, lines, rest | chosen, fins, eliminations, id);
            }
          }
        }
        if (chosen === 0) break;
      }
    }
    return null;
  }
}

function describe(
  state: Position,
  digit: number,
  rows: boolean,
  lines: number,
  cover: number,
  fins: readonly number[],
  eliminations: Mark[],
  technique: string,
): Step {
  const baseLines = bits(lines);
  const coverLines = bits(cover);
  const cells: number[] = [];
  for (const line of baseLines)
    for (const at of coverLines)
      if (state.has(cellAt(rows, line, at), digit)) cells.push(cellAt(rows, line, at));
  const [baseKind, coverKind] = rows ? ['rows', 'columns'] : ['columns', 'rows'];
  const name = `${fins.length > 0 ? 'Finned ' : ''}${fishName(baseLines.length)}`;
  const finText = fins.length === 0 ? '' : ` but for the fin${fins.length > 1 ? 's' : ''} ${cellsText(fins)}`;
  const where =
    fins.length === 0
      ? `the rest of those ${coverKind}`
      : `the cells of those ${coverKind} that see every fin`;
  const numbers = (list: number[]) => listText(list.map((l) => String(l + 1)));
  return eliminationStep(
    technique as TechniqueId,
    eliminations,
    [...cells, ...fins].sort((a, b) => a - b),
    [...baseLines.map((line) => (rows ? line : 9 + line)), ...coverLines.map((at) => (rows ? 9 + at : at))],
    `${name}: ${digit} in ${baseKind} ${numbers(baseLines)} lies only in ${coverKind} ${numbers(coverLines)}${finText}, so it leaves ${where}.`,
  );
}

// ---------------------------------------------------------------------------------------------
// Fish (X-Wing 3.2, Swordfish 3.8, Jellyfish 5.2): columns as the base first, then rows; each base
// line holds the digit twice at least, and the digit is placed at most 9 - 2n times. Sudoku
// Explainer tries each pick of base lines on every digit before the next pick: the step it takes is
// the one of the earliest pick, on the lowest digit among those of that pick.

const BASE_KINDS = [9, 0] as const;

/** The cover lines of a pick of base lines on a digit (a 9-bit mask of them), or 0 where it is no fish that eliminates. */
function fishCover(
  places: Uint16Array,
  size: number,
  baseKind: number,
  lines: number,
  digit: number,
): number {
  let union = 0;
  for (let i = 0; i < SIZE; i++) {
    if ((lines & (1 << i)) === 0) continue;
    const where = places[(baseKind + i) * SIZE + digit - 1]!;
    if (bitCount(where) <= 1) return 0;
    union |= where;
  }
  if (bitCount(union) !== size) return 0;
  // The i-th cell of a cover line lies in base line i: the digit elsewhere in a cover line goes.
  const coverKind = baseKind === 9 ? 0 : 9;
  for (let j = 0; j < SIZE; j++)
    if (union & (1 << j) && (places[(coverKind + j) * SIZE + digit - 1]! & ~lines) !== 0) return union;
  return 0;
}

export function explainerFish(size: number): (state: Board) => Rated | null {
  const within = WITHIN[size]!;
  const technique = fishId(size);
  const rating = scoreOf(technique);
  const name = fishName(size);
  const work = digitWork<Int32Array>(SIZE + 1);
  /**
   * The first pick of base lines of a kind (a 9-bit mask of them) that is a fish on the digit, or -1.
   * Picks are met in ascending order of their masks, so the lower mask is the earlier pick.
   */
  const firstPick = (places: Uint16Array, placed: Int32Array, digit: number, baseKind: number): number => {
    if (placed[digit]! + size * 2 > SIZE) return -1;
    // The digit's base lines that hold it twice at least, and in no more places than the fish has
    // cover lines (its places are among them): a pick of any other line fails.
    let open = 0;
    for (let i = 0; i < SIZE; i++) {
      const n = bitCount(places[(baseKind + i) * SIZE + digit - 1]!);
      if (n > 1 && n <= size) open |= 1 << i;
    }
    if (bitCount(open) < size) return -1;
    for (const lines of within[open]!)
      if (fishCover(places, size, baseKind, lines, digit) !== 0) return lines;
    return -1;
  };
  // Each digit's first pick for each base kind, searched as the kinds are reached (as for locking).
  const unsearchedPicks = () => new Int32Array(BASE_KINDS.length).fill(UNSEARCHED);
  return (state) => {
    const { candidates, cells } = state;
    const places = placesTable(state);
    const placed = state.work.scratch(placedBuffer);
    placed.fill(0);
    for (let cell = 0; cell < CELLS; cell++) placed[cells[cell]!]!++;
    const picks = perDigit(state, work, places, unsearchedPicks, placed);
    for (let b = 0; b < BASE_KINDS.length; b++) {
      let digit = 0;
      for (let d = 1; d <= SIZE; d++) {
        const known = picks[d]!;
        if (known[b] === UNSEARCHED) known[b] = firstPick(places, placed, d, BASE_KINDS[b]!);
        const pick = known[b]!;
        if (pick !== -1 && (digit === 0 || pick < picks[digit]![b]!)) digit = d;
      }
      if (digit === 0) continue;
      const baseKind = BASE_KINDS[b]!;
      const coverKind = baseKind === 9 ? 0 : 9;
      const lines = picks[digit]![b]!;
      const union = fishCover(places, size, baseKind, lines, digit);
      const bit = 1 << (digit - 1);
      const eliminations: Mark[] = [];
      const pattern: number[] = [];
      for (let j = 0; j < SIZE; j++) {
        if ((union & (1 << j)) === 0) continue;
        for (let i = 0; i < SIZE; i++) {
          const cell = UNIT_CELLS[(coverKind + j) * SIZE + i]!;
          if ((candidates[cell]! & bit) === 0) continue;
          if (lines & (1 << i)) pattern.push(cell);
          else eliminations.push({ cell, digit });
        }
      }
      const base = [0, 1, 2, 3, 4, 5, 6, 7, 8].filter((i) => lines & (1 << i));
      const cover = [0, 1, 2, 3, 4, 5, 6, 7, 8].filter((i) => union & (1 << i));
      const [baseWord, coverWord] = baseKind === 9 ? ['columns', 'rows'] : ['rows', 'columns'];
      const numbers = (list: number[]) => board.listText(list.map((l) => String(l + 1)));
      return rated(
        rating,
        eliminationStep(
          technique,
          eliminations,
          pattern.sort((a, b) => a - b),
          [...base.map((i) => baseKind + i), ...cover.map((j) => coverKind + j)],
          `${name}: ${digit} in ${baseWord} ${numbers(base)} lies only in ${coverWord} ${numbers(cover)}, so it leaves the rest of those ${coverWord}.`,
        ),
      );
    }
    return null;
  };
}

/** How many times each digit is placed: placed[digit] (placed[0] counts the empty cells). */
const placedBuffer = () => new Int32Array(SIZE + 1);

const [xWing, swordfish, jellyfish] = [fish(2, false), fish(3, false), fish(4, false)];
const [finnedXWing, finnedSwordfish, finnedJellyfish] = [fish(2, true), fish(3, true), fish(4, true)];

/** The fish's finders, by record id (see finders.ts). */
export const fishFinders = {
  'x-wing': { player: xWing, explainer: explainerFish(2), variant: xWing },
  swordfish: { player: swordfish, explainer: explainerFish(3), variant: swordfish },
  jellyfish: { player: jellyfish, explainer: explainerFish(4), variant: jellyfish },
  'finned-x-wing': { player: finnedXWing, variant: finnedXWing },
  'finned-swordfish': { player: finnedSwordfish, variant: finnedSwordfish },
  'finned-jellyfish': { player: finnedJellyfish, variant: finnedJellyfish },
} as const satisfies FinderTable;
