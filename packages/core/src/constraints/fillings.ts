/**
 * Fillings: whether n cells can take n given digits one each (a matching), and which digit each cell
 * takes in some filling. A renban's window and a sum's combination of different digits are such sets.
 * The set's digits are shifted down to bits 0 ... n - 1 (its j-th digit is bit j); `inWindow` holds
 * each cell's candidates among them, and a filler writes into `taking` what each cell can take, and
 * says whether any filling exists.
 *
 * A set of digits is a mask of n bits, and a family of such sets a bitset over the 2^n masks: the sets
 * the first k cells can take, one digit each, follow from those of the first k - 1 by a shift a digit
 * (masks lacking digit j move up by 2^j); going back from the last cell, the sets that can still be
 * completed show which digit each cell may take.
 */
import { lowestBit } from '../digits.js';

export type Filler = () => boolean;

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

/** Lines of up to this many cells look their fillings up: n cells' masks of n bits make an index. */
const TABLED = 4;
/**
 * For each line length up to TABLED: each cell's digits packed n bits apiece, 0 for no filling, -1 for
 * not yet worked out. An entry is worked out when first looked up: a puzzle meets a few hundred of the
 * 2^16 entries of four cells, and working them all out at once cost more than a small puzzle's solve.
 */
const fillingTables: Int32Array[] = [];

/** Lines of up to TABLED cells: a table of the windows' fillings, each worked out once with smallFiller. */
function tableFiller(n: number, inWindow: Int32Array, taking: Int32Array): Filler {
  const full = (1 << n) - 1;
  let table = fillingTables[n];
  if (table === undefined) {
    table = new Int32Array(1 << (n * n)).fill(-1);
    fillingTables[n] = table;
  }
  const fillings = table;
  const fill = smallFiller(n, inWindow, taking);
  return () => {
    let index = 0;
    for (let k = 0; k < n; k++) index |= inWindow[k]! << (k * n);
    let packed = fillings[index]!;
    if (packed === -1) {
      packed = 0;
      if (fill()) for (let k = 0; k < n; k++) packed |= taking[k]! << (k * n);
      fillings[index] = packed;
    }
    if (packed === 0) return false;
    for (let k = 0; k < n; k++) taking[k] = (packed >> (k * n)) & full;
    return true;
  };
}

/** The filler for n cells: a table up to TABLED cells, one word of sets up to 5, words beyond. */
export function fillerOf(n: number, inWindow: Int32Array, taking: Int32Array): Filler {
  if (n <= TABLED) return tableFiller(n, inWindow, taking);
  return n <= 5 ? smallFiller(n, inWindow, taking) : largeFiller(n, inWindow, taking);
}

/**
 * For cells whose digits differ and make one of a sum's combinations: whether `cells` can take
 * `combo`'s digits one each, adding to `keep[k]` the digits cell k takes in some filling. Made once
 * for n cells.
 */
export type ComboFiller = (
  candidates: Int32Array,
  cells: ArrayLike<number>,
  combo: number,
  keep: Int32Array,
) => boolean;

export function comboFiller(n: number): ComboFiller {
  if (n <= 3) return fewFiller(n);
  const inWindow = new Int32Array(n);
  const taking = new Int32Array(n);
  const digits = new Int32Array(n);
  const fill = fillerOf(n, inWindow, taking);
  return (candidates, cells, combo, keep) => {
    let j = 0;
    for (let rest = combo; rest !== 0; rest &= rest - 1) digits[j++] = rest & -rest;
    for (let k = 0; k < n; k++) {
      const mask = candidates[cells[k]!]!;
      let inside = 0;
      for (let d = 0; d < n; d++) if ((mask & digits[d]!) !== 0) inside |= 1 << d;
      if (inside === 0) return false;
      inWindow[k] = inside;
    }
    if (!fill()) return false;
    for (let k = 0; k < n; k++) {
      let takes = 0;
      for (let rest = taking[k]!; rest !== 0; rest &= rest - 1) takes |= digits[lowestBit(rest)]!;
      keep[k]! |= takes;
    }
    return true;
  };
}

/**
 * comboFiller for one to three cells: a cell takes a digit of the combination when the other cells can
 * take the rest one each, which for two cells and two digits is each cell holding one and both
 * together holding two. A few bit tests a digit, where a filler spreads the digits out, looks the sets
 * up and gathers them back.
 */
function fewFiller(n: number): ComboFiller {
  return (candidates, cells, combo, keep) => {
    const first = candidates[cells[0]!]!;
    if (n === 1) {
      if ((first & combo) === 0) return false;
      keep[0]! |= combo;
      return true;
    }
    const second = candidates[cells[1]!]!;
    if (n === 2) {
      const takes = takesBesideOne(first, second, combo);
      if (takes === 0) return false;
      keep[0]! |= takes;
      keep[1]! |= takesBesideOne(second, first, combo);
      return true;
    }
    const third = candidates[cells[2]!]!;
    const takes = takesBesideTwo(first, second, third, combo);
    if (takes === 0) return false;
    keep[0]! |= takes;
    keep[1]! |= takesBesideTwo(second, first, third, combo);
    keep[2]! |= takesBesideTwo(third, first, second, combo);
    return true;
  };
}

/** The digits of a two-digit combination a cell of candidates `mask` takes while a cell of `other` takes the other. */
function takesBesideOne(mask: number, other: number, combo: number): number {
  let takes = 0;
  for (let digits = mask & combo; digits !== 0; digits &= digits - 1) {
    const digit = digits & -digits;
    if ((other & combo & ~digit) !== 0) takes |= digit;
  }
  return takes;
}

/** The digits of a three-digit combination a cell of candidates `mask` takes while cells of `p` and `q` take the other two. */
function takesBesideTwo(mask: number, p: number, q: number, combo: number): number {
  let takes = 0;
  for (let digits = mask & combo; digits !== 0; digits &= digits - 1) {
    const digit = digits & -digits;
    const rest = combo & ~digit;
    const a = p & rest;
    const b = q & rest;
    if (a !== 0 && b !== 0 && (a | b) === rest) takes |= digit;
  }
  return takes;
}
