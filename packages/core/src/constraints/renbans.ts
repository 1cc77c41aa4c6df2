/**
 * Renban lines: the line's digits differ (a group) and make a run of consecutive digits, in any order.
 *   window   a run of as many consecutive digits as the line has cells: 1-3, 2-4, ... on a line of 3
 *   filling  a way of giving the line's cells a window's digits, one each, from their candidates
 * A window fits when some filling exists; each cell keeps the digits it takes in some filling of a
 * fitting window (so a digit whose only partner cells are already spoken for goes). A digit in every
 * fitting window is on the line: it leaves every cell off the line that sees all its places on the line
 * (is a peer of each: in a unit or group with it, or an extra peer such as a king's move away), since
 * one of them holds it.
 *   sight    for each cell of the line, its peers off the line, as a bitset
 *            (words of 32 cells), so that the cells seeing several places are one AND away
 * A unit crossing the line that can hold a digit only on the line needs it there, so a window without
 * that digit does not fit, whatever the fillings say.
 */
import type { Conflict } from '../conflicts.js';
import { bitCount, lowestBit } from '../digits.js';
import { cellName, type Shape } from '../shape.js';
import { fillerOf } from './fillings.js';
import { repeatsIn } from './groups.js';
import { cellsOnce, type Line, lineConflict, lineModule, lineName } from './lines.js';
import type { Domains, Propagator } from './module.js';
import { dropFromSeen, sightOf } from './sight.js';

/** Each of the line's cells' peers: from `peers` when given, else the other cells of its units. */
function peersOnLine(
  line: Line,
  units: readonly (readonly number[])[],
  peers: readonly (readonly number[])[] | undefined,
): number[][] {
  return line.map((cell) =>
    peers !== undefined ? [...peers[cell]!] : units.filter((unit) => unit.includes(cell)).flat(),
  );
}

/**
 * The cells off the line of each unit holding two or more of its cells, one list after another, and
 * where each list ends. (A unit holding one cell of the line that needs a digit there has it as a
 * hidden single, which the windows then read.)
 */
function crossingUnits(
  line: Line,
  units: readonly (readonly number[])[],
): { rests: Int32Array; ends: Int32Array } {
  const crossing = units.filter((unit) => unit.filter((cell) => line.includes(cell)).length >= 2);
  const lists = crossing.map((unit) => unit.filter((cell) => !line.includes(cell)));
  const ends = new Int32Array(lists.length);
  lists.reduce((end, list, u) => (ends[u] = end + list.length), 0);
  return { rests: Int32Array.from(lists.flat()), ends };
}

function renbanPropagator(
  size: number,
  line: Line,
  seeing: readonly (readonly number[])[],
  units: readonly (readonly number[])[],
): Propagator {
  const n = line.length;
  const digits = (1 << size) - 1;
  const { rests, ends } = crossingUnits(line, units);
  const full = (1 << n) - 1;
  // Bit w for each window, digits w + 1 to w + n, on the board.
  const lowStarts = (1 << (size - n + 1)) - 1;
  /** Bit w when `mask` holds a digit of the window starting at digit w + 1. */
  const reach = (mask: number): number => {
    let spread = mask;
    for (let j = 1; j < n; j++) spread |= mask >>> j;
    return spread;
  };
  const words = Math.ceil((Math.max(...seeing.flat(), ...line) + 1) / 32);
  const sight = sightOf(line, seeing, words);
  const seen = new Int32Array(words);
  // One window at a time, its digits shifted down to bit 0 (digit j of the window is bit j): each
  // cell's candidates in it, and the digits each cell takes in some filling of the window.
  const inWindow = new Int32Array(n);
  const taking = new Int32Array(n);
  const allowed = new Int32Array(n);
  const fill = fillerOf(n, inWindow, taking);

  return {
    cells: line,
    propagate(domains: Domains): boolean {
      // A digit settled on the line before this run has left its peers already, when the domains say so.
      const spread = domains.singlesSpread === true ? settledDigits(domains.candidates) : 0;
      // Every cell settled (the digits differ, as peers): the line holds only when they are a run.
      if (bitCount(spread) === n) return spread >>> lowestBit(spread) === full;
      const required = narrow(domains);
      return required !== -1 && exclude(domains, required & ~spread);
    },
  };

  /** The digits of the line's cells down to one digit. */
  function settledDigits(candidates: Int32Array): number {
    let settled = 0;
    for (let k = 0; k < n; k++) {
      const mask = candidates[line[k]!]!;
      if ((mask & (mask - 1)) === 0) settled |= mask;
    }
    return settled;
  }

  /** Keeps each cell's digits of some filling of a fitting window; the digits every such window needs, -1 for none fitting. */
  function narrow(domains: Domains): number {
    const { candidates } = domains;
    // A window starts at digit w + 1 when the union holds its n digits and each cell one of them:
    // bit w of `starts`, from shifts of the masks, before any filling is tried.
    let union = 0;
    let starts = lowStarts;
    for (let k = 0; k < n; k++) {
      const mask = candidates[line[k]!]!;
      union |= mask;
      starts &= reach(mask);
    }
    starts &= ~reach(~union);
    // Digits some crossing unit can hold only on the line: every fitting window has the lowest and
    // the highest of them (so all between).
    let needed = 0;
    for (let u = 0, at = 0; u < ends.length; u++) {
      let rest = 0;
      for (const end = ends[u]!; at < end; at++) rest |= candidates[rests[at]!]!;
      needed |= digits & ~rest;
    }
    if (needed !== 0) starts &= reach(needed & -needed) & reach(1 << (31 - Math.clz32(needed)));
    let required = -1;
    let fits = false;
    for (let k = 0; k < n; k++) allowed[k] = 0;
    for (; starts !== 0; starts &= starts - 1) {
      const w = 31 - Math.clz32(starts & -starts);
      for (let k = 0; k < n; k++) inWindow[k] = (candidates[line[k]!]! >>> w) & full;
      // The line fills the window when its cells can take its digits one each (a matching):
      // a cell keeps a digit only if some such filling gives it that digit.
      if (!fill()) continue;
      for (let k = 0; k < n; k++) allowed[k]! |= taking[k]! << w;
      required &= full << w;
      fits = true;
    }
    if (!fits) return -1;
    for (let k = 0; k < n; k++) {
      const cell = line[k]!;
      const mask = candidates[cell]!;
      if ((mask & ~allowed[k]!) !== 0 && !domains.keep(cell, mask & allowed[k]!)) return -1;
    }
    return required;
  }

  /** Each needed digit leaves the cells off the line that see all its places on it; false on a contradiction. */
  function exclude(domains: Domains, required: number): boolean {
    const { candidates } = domains;
    for (let open = required; open !== 0; open &= open - 1) {
      const bit = open & -open;
      for (let w = 0; w < words; w++) seen[w] = -1;
      for (let k = 0; k < n; k++) {
        if ((candidates[line[k]!]! & bit) === 0) continue;
        for (let w = 0; w < words; w++) seen[w]! &= sight[k * words + w]!;
      }
      // The digit is on the line, in one of these places: a cell seeing them all lacks it.
      if (!dropFromSeen(domains, seen, bit)) return false;
    }
    return true;
  }
}

/** A digit twice on the line, or givens further apart than the line is long. */
function renbanConflicts(shape: Shape, line: Line, index: number, cells: ArrayLike<number>): Conflict[] {
  const name = lineName(shape, 'renbans', line);
  const conflicts: Conflict[] = [...repeatsIn(shape, { kind: 'house', index, name, cells: line }, cells)].map(
    (conflict) => ({ ...conflict, unit: 'renbans' }),
  );
  let low = -1;
  let high = -1;
  for (const cell of line) {
    const digit = cells[cell]!;
    if (digit === 0) continue;
    if (low === -1 || digit < cells[low]!) low = cell;
    if (high === -1 || digit > cells[high]!) high = cell;
  }
  if (low !== -1 && cells[high]! - cells[low]! >= line.length) {
    conflicts.push(
      lineConflict(
        'renbans',
        index,
        cells[Math.max(low, high)]!,
        low,
        high,
        `${name} holds consecutive digits, ${line.length} of them: ${cells[low]} at ${cellName(shape, low)} and ${cells[high]} at ${cellName(shape, high)} are too far apart`,
      ),
    );
  }
  return conflicts;
}

/** Renban lines: distinct, consecutive digits in any order. */
export const renbans = lineModule('renbans', {
  // A renban is about the set of its cells: a loop, or a line passing a cell again, is that set.
  retrace: cellsOnce,
  distinct: true,
  conflicts: renbanConflicts,
  propagators: (shape, lines, units, peers) =>
    lines
      .filter((line) => line.length > 1)
      .map((line) => renbanPropagator(shape.size, line, peersOnLine(line, units, peers), units)),
});
