import { bitCount, lowestDigit } from '@sudoku-lab/core';
import { CELLS, cellsText, cellText, columnOf, rowOf, SIZE } from '../board.js';
import { eliminationStep, type Mark, type Position, type Step } from '../state.js';
import type { FinderTable } from './finders.js';

/**
 * The single-digit patterns, over the board's houses: a strong link is the only two places of a digit
 * in a unit (row, column, region, or a variant's extra house of nine, each of which must hold it), and
 * "sees" is the board's peers. A 2-String Kite's near ends share a region (a box, or a jigsaw's
 * region), so one finder serves the classic ladders and the variant ladder.
 */

/** The most units a cell lies in, on any board: a colouring's partners per cell. */
const UNITS_PER_CELL = 16;

/** A strong link: the only two places of a digit in a unit. */
interface Link {
  readonly a: number;
  readonly b: number;
  readonly unit: number;
}

/** The strong links of a digit, rows first, then columns, then boxes (regions), then extra houses. */
export function strongLinks(state: Position, digit: number): Link[] {
  const links: Link[] = [];
  const { unitCount, unitCells: UNIT_CELLS } = state.houses;
  for (let unit = 0; unit < unitCount; unit++) {
    const places = state.places(unit, digit);
    if (bitCount(places) !== 2) continue;
    const a = UNIT_CELLS[unit * SIZE + lowestDigit(places) - 1]!;
    const b = UNIT_CELLS[unit * SIZE + lowestDigit(places & (places - 1)) - 1]!;
    links.push({ a, b, unit });
  }
  return links;
}

/** The cells holding the digit that see both ends (and are neither). */
function victims(state: Position, digit: number, x: number, y: number, pattern: readonly number[]): Mark[] {
  const out: Mark[] = [];
  const { peerStart, peers, seen } = state.houses;
  for (let k = peerStart[x]!, end = peerStart[x + 1]!; k < end; k++) {
    const cell = peers[k]!;
    if (state.has(cell, digit) && seen[cell * CELLS + y] === 1 && !pattern.includes(cell))
      out.push({ cell, digit });
  }
  return out.sort((p, q) => p.cell - q.cell);
}

/**
 * Two strong links on one digit whose near ends see each other: they cannot both hold the digit, so
 * one far end does, and the digit leaves the cells that see both far ends. Skyscraper: two parallel
 * lines whose near ends share a cross line. 2-String Kite: a row and a column whose near ends share a box.
 */
function turbot(state: Position, kind: 'skyscraper' | 'two-string-kite'): Step | null {
  const { regionOf: boxOf, unitNames } = state.houses;
  for (let digit = 1; digit <= SIZE; digit++) {
    const links = strongLinks(state, digit).filter((l) => l.unit < 18);
    for (let i = 0; i < links.length; i++) {
      const first = links[i]!;
      for (let j = 0; j < links.length; j++) {
        const second = links[j]!;
        const rows1 = first.unit < 9;
        const rows2 = second.unit < 9;
        if (kind === 'skyscraper' ? j <= i || rows1 !== rows2 : !(rows1 && !rows2)) continue;
        for (let f = 0; f < 2; f++) {
          const near1 = f === 0 ? first.a : first.b;
          const far1 = f === 0 ? first.b : first.a;
          for (let g = 0; g < 2; g++) {
            const near2 = g === 0 ? second.a : second.b;
            const far2 = g === 0 ? second.b : second.a;
            if (near1 === near2 || near1 === far2 || far1 === near2 || far1 === far2) continue;
            if (kind === 'skyscraper') {
              const cross = (c: number) => (rows1 ? columnOf[c] : rowOf[c]);
              if (cross(near1) !== cross(near2) || cross(far1) === cross(far2)) continue;
            } else if (boxOf[near1] !== boxOf[near2] || boxOf[far1] === boxOf[far2]) continue;
            const cells = [near1, far1, near2, far2];
            const eliminations = victims(state, digit, far1, far2, cells);
            if (eliminations.length === 0) continue;
            const name = kind === 'skyscraper' ? 'Skyscraper' : '2-String Kite';
            return eliminationStep(
              kind,
              eliminations,
              cells,
              [first.unit, second.unit],
              `${name}: ${digit} is in ${cellText(near1)} or ${cellText(far1)} (${unitNames[first.unit]}), and in ${cellText(near2)} or ${cellText(far2)} (${unitNames[second.unit]}); ${cellsText([near1, near2])} see each other, so ${digit} is in ${cellText(far1)} or ${cellText(far2)} and leaves ${cellsText(eliminations.map((e) => e.cell))}, which see both.`,
            );
          }
        }
      }
    }
  }
  return null;
}

export const skyscraper = (state: Position): Step | null => turbot(state, 'skyscraper');
export const twoStringKite = (state: Position): Step | null => turbot(state, 'two-string-kite');

/**
 * Simple colouring's work space, kept in the call's workspace (see workspace.ts): per cell, its
 * strong-link partners on the digit at hand (one a unit the cell lies in, at most); the linked
 * cells in the order the links first name them, where colouring starts; each cell's colour.
 */
const colouring = () => ({
  partners: new Int16Array(CELLS * UNITS_PER_CELL),
  partnerCount: new Uint8Array(CELLS),
  linked: new Int16Array(CELLS),
  colour: new Int8Array(CELLS),
});

/**
 * Simple colouring: the strong links of a digit, joined into chains, colour their cells in two
 * alternating colours, one of which holds the digit throughout. Two cells of one colour that see each
 * other make that colour false (a wrap); a cell that sees both colours cannot hold the digit (a trap).
 */
export function simpleColouring(state: Position): Step | null {
  if (state.houses.unitsPerCell > UNITS_PER_CELL) return null;
  const { partners, partnerCount, linked, colour } = state.work.scratch(colouring);
  const { seen } = state.houses;
  const sees = (a: number, b: number) => seen[a * CELLS + b] === 1;
  for (let digit = 1; digit <= SIZE; digit++) {
    partnerCount.fill(0);
    let count = 0;
    for (const { a, b } of strongLinks(state, digit)) {
      if (partnerCount[a] === 0) linked[count++] = a;
      partners[a * UNITS_PER_CELL + partnerCount[a]!++] = b;
      if (partnerCount[b] === 0) linked[count++] = b;
      partners[b * UNITS_PER_CELL + partnerCount[b]!++] = a;
    }
    colour.fill(0);
    for (let s = 0; s < count; s++) {
      const start = linked[s]!;
      if (colour[start] !== 0) continue;
      const chain = [start];
      colour[start] = 1;
      for (let i = 0; i < chain.length; i++) {
        const at = chain[i]!;
        for (let k = 0; k < partnerCount[at]!; k++) {
          const next = partners[at * UNITS_PER_CELL + k]!;
          if (colour[next] === 0) {
            colour[next] = -colour[at]!;
            chain.push(next);
          }
        }
      }
      if (chain.length < 3) continue;
      const sorted = [...chain].sort((p, q) => p - q);
      for (const c of [1, -1]) {
        const same = chain.filter((cell) => colour[cell] === c);
        const clash = same.find((p) => same.some((q) => q !== p && sees(p, q)));
        if (clash === undefined) continue;
        return eliminationStep(
          'simple-colouring',
          same.map((cell) => ({ cell, digit })).sort((p, q) => p.cell - q.cell),
          sorted,
          [],
          `Simple colouring: colouring the strong links of ${digit} from ${cellText(start)}, two cells of one colour see each other (${cellText(clash)}), so that colour is false and ${digit} leaves ${cellsText(same)}.`,
        );
      }
      const eliminations: Mark[] = [];
      for (let cell = 0; cell < CELLS; cell++) {
        if (colour[cell] !== 0 || !state.has(cell, digit)) continue;
        const sees1 = chain.some((p) => colour[p] === 1 && sees(cell, p));
        const sees2 = chain.some((p) => colour[p] === -1 && sees(cell, p));
        if (sees1 && sees2) eliminations.push({ cell, digit });
      }
      if (eliminations.length === 0) continue;
      return eliminationStep(
        'simple-colouring',
        eliminations,
        sorted,
        [],
        `Simple colouring: colouring the strong links of ${digit} from ${cellText(start)}, one colour holds ${digit}; ${cellsText(eliminations.map((e) => e.cell))} see${eliminations.length === 1 ? 's' : ''} both colours, so ${digit} leaves ${eliminations.length === 1 ? 'it' : 'them'}.`,
      );
    }
  }
  return null;
}

/** The single-digit patterns' finders, by record id (see finders.ts). */
export const singleDigitFinders = {
  skyscraper: { player: skyscraper, variant: skyscraper },
  'two-string-kite': { player: twoStringKite, variant: twoStringKite },
  'simple-colouring': { player: simpleColouring, variant: simpleColouring },
} as const satisfies FinderTable;
