import { lowestBit, type PlaceReason, type SearchContext } from '@sudoku-lab/core';

/**
 * Sudoku on digit x band bitboards.
 *
 * Glossary:
 * - cell: 0..80, row-major. A band is three rows (band 0: rows 1-3), a stack three columns.
 * - digit: 0..8 inside the search (digit 1..9 outside it).
 * - band word: for one digit and one band, 27 bits, one per cell of the band: bit r * 9 + c is the cell
 *   in the band's row r (0..2) and column c (0..8). A set bit is a candidate: the digit may go there.
 * - word k: the band word of digit d and band b is word k = d * 3 + b of a state.
 * - minirow: three bits of a band word, the cells where a row of the band crosses a box (a stack).
 * - unsolved: per band, the 27-bit set of cells not yet solved. A solved cell keeps its digit's bit and
 *   loses every other digit's, so the board can be read off the band words at the end.
 * - peers: the cells sharing a row, a column or a box with a cell.
 * - frame: the place of one state in the stack of states (`Frame` says where its words lie in it).
 *
 * A state is the 27 band words and the 3 unsolved words (30 numbers), and what the stack rules last
 * found in it (27 more). The search keeps a stack of states in one preallocated array and guesses on a
 * copy of the state, so backtracking is free.
 */

/**
 * Where things live in the module's one array, and the shape of a state. An enum rather than constants
 * because the build inlines an enum's values, whereas bundling turns a top-level constant into a variable,
 * read from memory at every use.
 */
export enum At {
  /** [x]: for a row's 9 bits x, which of its three minirows hold a candidate (3 bits), and above them (<< 3) x itself when it holds exactly one candidate, else 0. */
  Rows = 0,
  /** [s]: for a band's 9 minirow bits s (row r, stack c at bit r * 3 + c), the band word mask of the minirows that lie on a placement of the digit through the band. */
  Layouts = 512,
  /**
   * [s]: what the minirows s of a digit in a band (or its minicolumns in a stack, band b column j at
   * bit b * 3 + j) allow, in one number: the count of layouts open (0..6, bits 0-2), the minirows on
   * some open layout (where the digit may go, << Summary.May), and those on every open layout (where
   * it must go, << Summary.Must; 0 when none is open).
   */
  Summary = 1024,
  /** [p], [6 + p]: the minirows (9 bits) of the permutation p, and their cells (27 bits). */
  Permutations = 1536,
  /** [i]: for band bit i, the band word without the cell's peers in the band (the cell itself kept). */
  Keep = 1552,
  /** [s]: the cells (27 bits) of the minirows s (9 bits). */
  Cells = 1584,
  /**
   * [line * 2]: the layouts the digits have between them in line (0..2 the bands, 3..5 the stacks), and
   * [line * 2 + 1]: the digit with the fewest layouts there, two or more (the first such), or -1 when
   * every digit has one; as the last rule found them.
   */
  Lines = 2096,
  /** The stack of states. */
  Work = 2112,
}

/**
 * A frame: one state of the stack of states, the search's level: where its words lie, the numbers it
 * takes, and how many frames the stack holds.
 */
export enum Frame {
  /** Numbers a state takes in the stack. */
  Size = 88,
  /** Numbers of a state in use: 27 band words, 3 unsolved words, 27 stack and 27 band summaries. */
  Words = 84,
  /**
   * In the state at level 0 only, past the words a branch copies: the layout guesses whose branch has
   * placed no digit yet, counted into the guesses once one is placed (or the branch is given up). Kept
   * in the stack, so a solve begun from a trace callback sets it aside with the rest.
   */
  Pending = 85,
  /** The unsolved words follow the 27 band words. */
  Unsolved = 27,
  /**
   * [digit * 3 + stack]: the Summary of the digit's minicolumns in the stack, as the stack rules last
   * found them on this state. They skip a digit whose words have not changed since (its summary still
   * holds), and the triplet rule, which runs right after them when they change nothing, reads them.
   */
  Stacks = 30,
  /**
   * [k]: the Summary of word k's minirows, as the band update last left it (it looks at every word
   * changed), for the triplet rule.
   */
  Bands = 57,
  /**
   * Deep enough for any search: a level is made by a guess that has another branch left, and along one
   * path there are at most 54 such guesses (each fixes one of 9 digits' layouts in one of 6 lines,
   * which is then never chosen again), plus the puzzle's own level. The search masks a level with 63
   * and a state's place in the array with 0xffff: the ranges tell the compiler that its index
   * arithmetic cannot overflow, so it drops the checks (a test holds both masks to these sizes).
   */
  Levels = 56,
}

/** Where the fields of a Summary entry lie. */
export enum Summary {
  Count = 7,
  May = 3,
  Must = 12,
}

export enum Bits {
  Band = 0x7ffffff,
  Row = 0x1ff,
}

/**
 * A search's memory: the tables and the stack of states. One typed array, so the compiled loops keep
 * one base in a register. The solver keeps one between solves through core's Lease (see search.ts).
 */
export function makeMemory(): Int32Array {
  const m = new Int32Array(At.Work + Frame.Levels * Frame.Size);
  buildTables(m);
  return m;
}

/** Fills the tables of a new memory. */
function buildTables(m: Int32Array): void {
  for (let x = 0; x < 512; x++) {
    const lone = x !== 0 && (x & (x - 1)) === 0 ? x : 0;
    m[At.Rows + x] = (x & 7 ? 1 : 0) | (x & 0o70 ? 2 : 0) | (x & 0o700 ? 4 : 0) | (lone << 3);
  }
  // A digit crosses a band in three cells, one in each row and one in each stack: a layout is a
  // permutation p (row r through stack p[r]), and a minirow is possible only on a layout whose three
  // minirows all hold candidates. That is hidden singles in the band's rows and boxes, and locked
  // candidates between them (pointing and claiming), in one look-up.
  const permutations = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
  ];
  permutations.forEach((p, index) => {
    m[At.Permutations + index] = (1 << p[0]!) | (1 << (3 + p[1]!)) | (1 << (6 + p[2]!));
    m[At.Permutations + 6 + index] = (7 << (p[0]! * 3)) | (7 << (9 + p[1]! * 3)) | (7 << (18 + p[2]! * 3));
  });
  for (let minirows = 0; minirows < 512; minirows++) {
    let mask = 0;
    let count = 0;
    for (let index = 0; index < 6; index++) {
      const needed = m[At.Permutations + index]!;
      if ((minirows & needed) !== needed) continue;
      mask |= m[At.Permutations + 6 + index]!;
      count++;
    }
    m[At.Layouts + minirows] = mask;
    let may = 0;
    for (let bit = 0; bit < 9; bit++) if ((mask >>> (bit * 3)) & 7) may |= 1 << bit;
    let forced = count > 0 ? Bits.Row : 0;
    for (let index = 0; index < 6; index++) {
      const needed = m[At.Permutations + index]!;
      if ((minirows & needed) === needed) forced &= needed;
    }
    m[At.Summary + minirows] = count | (may << Summary.May) | (forced << Summary.Must);
    let cells = 0;
    for (let bit = 0; bit < 9; bit++) if ((minirows >>> bit) & 1) cells |= 7 << (bit * 3);
    m[At.Cells + minirows] = cells;
  }
  for (let bit = 0; bit < 27; bit++) {
    const row = Math.floor(bit / 9);
    const column = bit % 9;
    const stack = Math.floor(column / 3);
    let peers = 0;
    for (let other = 0; other < 27; other++) {
      const otherColumn = other % 9;
      if (Math.floor(other / 9) === row || otherColumn === column || Math.floor(otherColumn / 3) === stack)
        peers |= 1 << other;
    }
    m[At.Keep + bit] = Bits.Band & ~(peers & ~(1 << bit));
  }
}

/** The minirows (9 bits) of a band word. */
export const minirowsOf = (m: Int32Array, a: number): number =>
  (m[At.Rows + (a & Bits.Row)]! & 7) |
  ((m[At.Rows + ((a >>> 9) & Bits.Row)]! & 7) << 3) |
  ((m[At.Rows + (a >>> 18)]! & 7) << 6);

/** The cells of a band word that are alone in their row. */
export const loneCells = (m: Int32Array, a: number): number =>
  (m[At.Rows + (a & Bits.Row)]! >>> 3) |
  ((m[At.Rows + ((a >>> 9) & Bits.Row)]! >>> 3) << 9) |
  ((m[At.Rows + (a >>> 18)]! >>> 3) << 18);

/** The minicolumns (9 bits, band b column j at bit b * 3 + j) of digit word k0 (band 0) in stack s. */
export function minicolumnsOf(m: Int32Array, base: number, k0: number, shift: number): number {
  const w0 = m[base + k0]!;
  const w1 = m[base + k0 + 1]!;
  const w2 = m[base + k0 + 2]!;
  return (
    (((w0 | (w0 >>> 9) | (w0 >>> 18)) >>> shift) & 7) |
    ((((w1 | (w1 >>> 9) | (w1 >>> 18)) >>> shift) & 7) << 3) |
    ((((w2 | (w2 >>> 9) | (w2 >>> 18)) >>> shift) & 7) << 6)
  );
}

/**
 * Adds the layout guesses waiting for a placement to the guesses, called right after a placement is
 * counted (countPlacement returned, so no budget refused it) and when a branch is given up.
 */
export function countPending(m: Int32Array, context: Pick<SearchContext, 'counters'>): void {
  const pending = m[At.Work + Frame.Pending]!;
  if (pending === 0) return;
  context.counters.guesses += pending;
  m[At.Work + Frame.Pending] = 0;
}

/** Counts and traces the placements of the cells `solved` of word k, before their other digits go. */
export function tracePlacements(
  m: Int32Array,
  base: number,
  k: number,
  solved: number,
  context: SearchContext,
) {
  const band = k % 3;
  const digit = ((k / 3) | 0) + 1;
  let others = 0;
  for (let j = band; j < 27; j += 3) if (j !== k) others |= m[base + j]!;
  for (let s = solved; s !== 0; s &= s - 1) {
    const bit = lowestBit(s);
    const cell = band * 27 + bit;
    const reason: PlaceReason = (others >>> bit) & 1 ? 'hidden' : 'single';
    context.countPlacement();
    countPending(m, context);
    context.trace!({ type: 'place', cell, digit, reason });
  }
}
