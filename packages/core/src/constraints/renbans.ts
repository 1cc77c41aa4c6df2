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
 */
import type { Conflict } from '../conflicts.js';
import { lowestBit } from '../digits.js';
import { cellName, type Shape } from '../shape.js';
import { repeatsIn } from './groups.js';
import { type Line, lineConflict, lineModule, lineName } from './lines.js';
import type { Domains, Propagator } from './module.js';

/**
 * Fillings of a window: whether a line's n cells can take the window's n digits one each (a matching),
 * and which digits each cell takes in some filling. The window's digits are shifted down to bit 0
 * (digit j of the window is bit j); `inWindow` holds each cell's candidates among them, and `fill()`
 * writes into `taking` what each cell can take, and says whether any filling exists.
 *
 * A set of digits is a mask of n bits, and a family of such sets a bitset over the 2^n masks: the sets
 * the first k cells can take, one digit each, follow from those of the first k - 1 by a shift a digit
 * (masks lacking digit j move up by 2^j); going back from the last cell, the sets that can still be
 * completed show which digit each cell may take.
 */
type Filler = () => boolean;

/** The masks lacking bit j, for j below 5, as 32-bit words: bit m is set when m lacks bit j. */
const LACKING = [0x55555555, 0x33333333, 0x0f0f0f0f, 0x00ff00ff, 0x0000ffff];

/** Lines of up to 5 cells: a family of sets is one 32-bit word. */
function smallFiller(n: number, inWindow: Int32Array, taking: Int32Array): Filler {
  const reached = new Int32Array(n + 1);
  return () => {
    reached[0] = 1;
    for (let k = 0; k < n; k++) {
      const before = reached[k]!;
      let after = 0;
      for (let open = inWindow[k]!; open !== 0; open &= open - 1) {
        const j = lowestBit(open);
        after |= (before & LACKING[j]!) << (1 << j);
      }
      reached[k + 1] = after;
    }
    // The last row can hold one set only: all the window's digits.
    let completing = reached[n]!;
    if (completing === 0) return false;
    for (let k = n - 1; k >= 0; k--) {
      const before = reached[k]!;
      let here = 0;
      let takes = 0;
      for (let open = inWindow[k]!; open !== 0; open &= open - 1) {
        const j = lowestBit(open);
        const completed = completing & ((before & LACKING[j]!) << (1 << j));
        if (completed !== 0) {
          takes |= 1 << j;
          here |= completed >>> (1 << j);
        }
      }
      taking[k] = takes;
      completing = here;
    }
    return true;
  };
}

/** Lines of 6 cells or more: a family of sets spans 2^n / 32 words; digit j from 5 on moves whole words. */
function largeFiller(n: number, inWindow: Int32Array, taking: Int32Array): Filler {
  const words = (1 << n) >> 5;
  const reached = new Int32Array((n + 1) * words);
  // The sets that the cells from k on can complete: rows k and k + 1, in turn.
  const completing = new Int32Array(2 * words);
  return () => {
    reached.fill(0);
    reached[0] = 1;
    for (let k = 0; k < n; k++) {
      const from = k * words;
      for (let open = inWindow[k]!; open !== 0; open &= open - 1) {
        const j = lowestBit(open);
        const step = j < 5 ? 0 : 1 << (j - 5);
        for (let w = 0; w < words; w++) {
          if (j < 5) reached[from + words + w]! |= (reached[from + w]! & LACKING[j]!) << (1 << j);
          else if ((w & step) === 0) reached[from + words + w + step]! |= reached[from + w]!;
        }
      }
    }
    if (reached[(n + 1) * words - 1] === 0) return false;
    completing.fill(0);
    completing[(n & 1) * words + words - 1] = reached[(n + 1) * words - 1]!;
    for (let k = n - 1; k >= 0; k--) {
      const from = k * words;
      const next = ((k + 1) & 1) * words;
      const here = (k & 1) * words;
      completing.fill(0, here, here + words);
      let takes = 0;
      for (let open = inWindow[k]!; open !== 0; open &= open - 1) {
        const j = lowestBit(open);
        const step = j < 5 ? 0 : 1 << (j - 5);
        let found = 0;
        for (let w = 0; w < words; w++) {
          if (j < 5) {
            const completed = completing[next + w]! & ((reached[from + w]! & LACKING[j]!) << (1 << j));
            found |= completed;
            completing[here + w]! |= completed >>> (1 << j);
          } else if ((w & step) === 0) {
            const completed = completing[next + w + step]! & reached[from + w]!;
            found |= completed;
            completing[here + w]! |= completed;
          }
        }
        if (found !== 0) takes |= 1 << j;
      }
      taking[k] = takes;
    }
    return true;
  };
}

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

/** Lines of up to this many cells look their fillings up: n cells' masks of n bits make an index. */
const TABLED = 4;
/** For each line length up to TABLED, made when first asked for: each cell's digits packed n bits apiece, 0 for no filling. */
const fillingTables: Uint16Array[] = [];

/** Lines of up to TABLED cells: a table of every window's fillings, worked out once with smallFiller. */
function tableFiller(n: number, inWindow: Int32Array, taking: Int32Array): Filler {
  const full = (1 << n) - 1;
  let table = fillingTables[n];
  if (table === undefined) {
    table = new Uint16Array(1 << (n * n));
    const cells = new Int32Array(n);
    const takes = new Int32Array(n);
    const fill = smallFiller(n, cells, takes);
    for (let index = 0; index < table.length; index++) {
      for (let k = 0; k < n; k++) cells[k] = (index >> (k * n)) & full;
      if (!fill()) continue;
      for (let k = 0; k < n; k++) table[index]! |= takes[k]! << (k * n);
    }
    fillingTables[n] = table;
  }
  const fillings = table;
  return () => {
    let index = 0;
    for (let k = 0; k < n; k++) index |= inWindow[k]! << (k * n);
    const packed = fillings[index]!;
    if (packed === 0) return false;
    for (let k = 0; k < n; k++) taking[k] = (packed >> (k * n)) & full;
    return true;
  };
}

function renbanPropagator(size: number, line: Line, seeing: readonly (readonly number[])[]): Propagator {
  const n = line.length;
  const windows: number[] = [];
  for (let low = 1; low + n - 1 <= size; low++) windows.push(((1 << n) - 1) << (low - 1));
  const words = Math.ceil((Math.max(...seeing.flat(), ...line) + 1) / 32);
  const sight = new Int32Array(n * words);
  seeing.forEach((others, k) => {
    for (const other of others) {
      if (!line.includes(other)) sight[k * words + (other >> 5)]! |= 1 << (other & 31);
    }
  });
  const seen = new Int32Array(words);
  // One window at a time, its digits shifted down to bit 0 (digit j of the window is bit j): each
  // cell's candidates in it, and the digits each cell takes in some filling of the window.
  const inWindow = new Int32Array(n);
  const taking = new Int32Array(n);
  const allowed = new Int32Array(n);
  const fill =
    n <= TABLED
      ? tableFiller(n, inWindow, taking)
      : n <= 5
        ? smallFiller(n, inWindow, taking)
        : largeFiller(n, inWindow, taking);

  return {
    cells: line,
    propagate(domains: Domains): boolean {
      const { candidates } = domains;
      let union = 0;
      for (const cell of line) union |= candidates[cell]!;
      let required = -1;
      let fits = false;
      allowed.fill(0);
      next: for (let w = 0; w < windows.length; w++) {
        const window = windows[w]!;
        if ((union & window) !== window) continue;
        for (let k = 0; k < n; k++) {
          inWindow[k] = (candidates[line[k]!]! & window) >>> w;
          if (inWindow[k] === 0) continue next;
        }
        // The line fills the window when its cells can take its digits one each (a matching):
        // a cell keeps a digit only if some such filling gives it that digit.
        if (!fill()) continue;
        for (let k = 0; k < n; k++) allowed[k]! |= taking[k]! << w;
        required &= window;
        fits = true;
      }
      if (!fits) return false;
      for (let k = 0; k < n; k++) {
        const cell = line[k]!;
        const mask = candidates[cell]!;
        if ((mask & ~allowed[k]!) !== 0 && !domains.keep(cell, mask & allowed[k]!)) return false;
      }
      for (let open = required; open !== 0; open &= open - 1) {
        const bit = open & -open;
        seen.fill(-1);
        for (let k = 0; k < n; k++) {
          if ((candidates[line[k]!]! & bit) === 0) continue;
          for (let w = 0; w < words; w++) seen[w]! &= sight[k * words + w]!;
        }
        // The digit is on the line, in one of these places: a cell seeing them all lacks it.
        for (let w = 0; w < words; w++) {
          for (let rest = seen[w]!; rest !== 0; rest &= rest - 1) {
            const other = w * 32 + 31 - Math.clz32(rest & -rest);
            const mask = candidates[other]!;
            if ((mask & bit) !== 0 && !domains.keep(other, mask & ~bit)) return false;
          }
        }
      }
      return true;
    },
  };
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
  distinct: true,
  conflicts: renbanConflicts,
  propagators: (shape, lines, units, peers) =>
    lines
      .filter((line) => line.length > 1)
      .map((line) => renbanPropagator(shape.size, line, peersOnLine(line, units, peers))),
});
