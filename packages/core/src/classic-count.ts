import type { CountEngine, CountJob } from './count.js';
import { bitCount, lowestBit } from './digits.js';
import { Lease } from './lease.js';
import { shapes } from './shape.js';

/**
 * The exact counter of classic 9x9 puzzles: the same rules as core's counter of every shape (naked and
 * hidden singles, then a guess at a cell with the fewest candidates), on bitboards. A 9x9 count is
 * what a generator proving removals runs most often, so it gets its own engine, with every house a
 * fixed pattern of bits: one AND takes a digit from all of a cell's peers in a band, and one pass of
 * ORs over a band's nine words counts every cell's candidates at once, where the general engine walks
 * lists of peers cell by cell. When the singles stall, locked candidates (pointing and claiming) are
 * read off the same words by table lookups before a guess: on hard puzzles they save most of the
 * tries, which cost far more than a pass over 27 words.
 *
 * Glossary (beside the one in count.ts):
 *   band    three rows (cells 27b .. 27b + 26); a cell's bit in its band is (row % 3) * 9 + column
 *   word    a digit's cells in a band, as 27 bits: where the digit can stand, or stands
 *   frame   one state of the search: 27 words (digit-major: word d * 3 + b for digit d + 1 in band b),
 *           then the three bands' unsolved cells, then the words that changed since the second
 *           rule last read them (bit d * 3 + b for word d * 3 + b), then the digits (bit d for digit
 *           d + 1) with a word that changed since locked candidates last read them; a placed cell keeps its own
 *           digit's bit, so a house where a digit has no bit at all is a contradiction
 *   level   the depth of the search: frame `level` is the state there, a guess works on the next one
 */

/** Every cell of a band. */
const BAND = 0x7ffffff;
/** A row of a band, at its lowest nine bits. */
const ROW = 0x1ff;
/** Column 0 of a band (its three rows); column c is it shifted by c. */
const COLUMN = 0x40201;
/** Where a frame's unsolved words start, where its changed words are, and a frame's length. */
const UNSOLVED = 27;
const CHANGED = 30;
const UNLOCKED = 31;
const FRAME = 32;
/** Each level places at least one cell, so 81 cells need at most 82 frames. */
const LEVELS = 82;

/** Each cell's band, and its bit in the band's words: tables, read on every placement. */
const BAND_OF = Uint8Array.from({ length: 81 }, (_, cell) => (cell / 27) | 0);
const BIT_OF = Int32Array.from({ length: 81 }, (_, cell) => 1 << (cell % 27));
const bandOf = (cell: number) => BAND_OF[cell]!;
const bitOf = (cell: number) => BIT_OF[cell]!;
/** The columns (0..8, as bits) where a band word has a cell. */
const columnsOf = (word: number) => (word | (word >>> 9) | (word >>> 18)) & ROW;
/** Whether a non-zero word has one bit. */
const single = (word: number) => (word & (word - 1)) === 0;

/** For each cell and band, the cell's peers in that band (its row, column and box; not the cell). */
const PEERS = (() => {
  const peers = new Int32Array(81 * 3);
  for (let cell = 0; cell < 81; cell++) {
    const row = (cell / 9) | 0;
    const column = cell % 9;
    const box = ((row / 3) | 0) * 3 + ((column / 3) | 0);
    for (let other = 0; other < 81; other++) {
      const r = (other / 9) | 0;
      const c = other % 9;
      const seen = r === row || c === column || ((r / 3) | 0) * 3 + ((c / 3) | 0) === box;
      if (seen && other !== cell) peers[cell * 3 + bandOf(other)]! |= bitOf(other);
    }
  }
  return peers;
})();

/**
 * Writes digit `d` (0..8) in the open `cells` of a band (bits of its words, each a place of `d`) in
 * the frame at `at`: their other digits go, and `d` leaves their peers. The words that change are
 * marked for hiddenSingles. False when two of the cells see each other (one took the other's digit).
 */
function place(m: Int32Array, at: number, band: number, cells: number, d: number): boolean {
  // Another digit's word in this band, if it had one of the cells.
  let changed = 0;
  let digits = 0;
  for (let other = 0; other < 9; other++) {
    const w = at + other * 3 + band;
    const word = m[w]!;
    if (other === d || (word & cells) === 0) continue;
    changed |= 1 << (other * 3 + band);
    digits |= 1 << other;
    m[w] = word & ~cells;
  }
  m[at + CHANGED]! |= changed;
  m[at + UNLOCKED]! |= digits;
  return solveCells(m, at, band, cells, d);
}

/**
 * Marks the `cells` of a band solved with digit `d`, their only candidate now, and takes `d` from
 * their peers (the digit's three words, all marked changed); false when two of them see each other.
 */
function solveCells(m: Int32Array, at: number, band: number, cells: number, d: number): boolean {
  let peers0 = 0;
  let peers1 = 0;
  let peers2 = 0;
  for (let rest = cells; rest !== 0; rest &= rest - 1) {
    const cell = band * 27 + lowestBit(rest);
    peers0 |= PEERS[cell * 3]!;
    peers1 |= PEERS[cell * 3 + 1]!;
    peers2 |= PEERS[cell * 3 + 2]!;
  }
  const w = at + d * 3;
  m[w]! &= ~peers0;
  m[w + 1]! &= ~peers1;
  m[w + 2]! &= ~peers2;
  m[at + UNSOLVED + band]! &= ~cells;
  m[at + CHANGED]! |= 7 << (d * 3);
  m[at + UNLOCKED]! |= 1 << d;
  return (m[w + band]! & cells) === cells;
}

/**
 * Places `d` in those of `cells` (a band's) that are still open with `d` a candidate: a single found
 * on words read before a placement may be gone. The placements made, or -1 when two saw each other.
 */
function placeIfOpen(m: Int32Array, at: number, band: number, cells: number, d: number): number {
  const open = cells & m[at + UNSOLVED + band]! & m[at + d * 3 + band]!;
  if (open === 0) return 0;
  return place(m, at, band, open, d) ? bitCount(open) : -1;
}

/**
 * The first rule: an open cell with one candidate takes it. The nine words of a band, ORed in two
 * bits (`once`: some digit has the cell, `twice`: two have), give every cell's count at once. The
 * singles of one digit in a band are placed together: no other digit's word has their cells, so
 * placing them is taking the digit from their peers, in its three words. The placements made, or -1
 * when an open cell has no candidate left (two singles of a digit that see each other leave each other
 * none).
 */
function nakedSingles(m: Int32Array, at: number): number {
  let placed = 0;
  for (let band = 0; band < 3; band++) {
    const open = m[at + UNSOLVED + band]!;
    if (open === 0) continue;
    let once = 0;
    let twice = 0;
    for (let d = 0; d < 9; d++) {
      const word = m[at + d * 3 + band]!;
      twice |= once & word;
      once |= word;
    }
    if ((open & ~once) !== 0) return -1;
    const singles = open & ~twice;
    if (singles === 0) continue;
    // Each digit's word picks out the singles it is the candidate of: a single of this band is one
    // still, whatever was placed before it in the pass (a placement takes only its own digit away).
    for (let d = 0; d < 9; d++) {
      const mine = singles & m[at + d * 3 + band]!;
      if (mine === 0) continue;
      if (!solveCells(m, at, band, mine, d)) return -1;
      placed += bitCount(mine);
    }
  }
  return placed;
}

/**
 * The second rule: a digit with one place in a house goes there. Rows and boxes are read off each
 * word by table lookups on its minirows (a row's three cells in a box; minirow 3i + j is row i of the
 * band in its box j): a place is alone in its row when its minirow is the row's one minirow with the
 * digit and holds one cell, and alone in its box likewise. Columns are read by ORing the digit's nine
 * rows in two bits as nakedSingles does. The placements made, or -1 when a digit has no place in a
 * house. Words read before a placement may be stale: a stale house with no place is one still (words
 * only lose bits), and a stale single is placed only if it still can be (placeIfOpen).
 */
function hiddenSingles(m: Int32Array, at: number): number {
  let placed = 0;
  // Only a word that changed can hold a new single in a row or box, and only a digit with a changed
  // word one in a column: after a guess, a few of the 27.
  const changed = m[at + CHANGED]!;
  m[at + CHANGED] = 0;
  for (let d = 0; d < 9; d++) {
    const bands = (changed >>> (d * 3)) & 7;
    if (bands === 0) continue;
    const w0 = m[at + d * 3]!;
    const w1 = m[at + d * 3 + 1]!;
    const w2 = m[at + d * 3 + 2]!;
    // A digit with no open cell left is settled when it stands in all nine rows (no house lacks it),
    // and a contradiction when it does not: its houses need not be read.
    const openPlaces = (w0 & m[at + UNSOLVED]!) | (w1 & m[at + UNSOLVED + 1]!) | (w2 & m[at + UNSOLVED + 2]!);
    if (openPlaces === 0) {
      if (bitCount(w0) + bitCount(w1) + bitCount(w2) !== 9) return -1;
      continue;
    }
    let once = 0;
    let twice = 0;
    let placedColumns = 0;
    for (let band = 0; band < 3; band++) {
      const word = m[at + d * 3 + band]!;
      const open = m[at + UNSOLVED + band]!;
      // A house where the digit stands already has one bit too: only a bit on an open cell is a single.
      placedColumns |= columnsOf(word & ~open);
      const r0 = word & ROW;
      const r1 = (word >>> 9) & ROW;
      const r2 = word >>> 18;
      twice |= once & r0;
      once |= r0;
      twice |= once & r1;
      once |= r1;
      twice |= once & r2;
      once |= r2;
      if (((bands >>> band) & 1) === 0) continue;
      const alone = ALONE[MINIROWS_OF_ROW[r0]! | (MINIROWS_OF_ROW[r1]! << 3) | (MINIROWS_OF_ROW[r2]! << 6)]!;
      if (alone > ROW) return -1;
      const lone = alone & (LONE_OF_ROW[r0]! | (LONE_OF_ROW[r1]! << 3) | (LONE_OF_ROW[r2]! << 6));
      const singles = placeIfOpen(m, at, band, word & open & CELLS_OF_MINIROWS[lone]!, d);
      if (singles < 0) return -1;
      placed += singles;
    }
    if (once !== ROW) return -1;
    for (let columns = once & ~twice & ~placedColumns; columns !== 0; columns &= columns - 1) {
      const column = lowestBit(columns);
      for (let band = 0; band < 3; band++) {
        const inBand = m[at + d * 3 + band]! & (COLUMN << column);
        if (inBand === 0) continue;
        const single = placeIfOpen(m, at, band, inBand, d);
        if (single < 0) return -1;
        placed += single;
      }
    }
  }
  return placed;
}

/**
 * Locked candidates inside a band, on minirows (a row's three cells in a box; minirow 3i + j is row i
 * of the band in its box j): a digit whose places in a box are all in one row leaves that row's other
 * boxes, and one whose places in a row are all in one box leaves that box's other rows. Both read one
 * word only, so they are a table over a word's nine minirows: LOCKED[present] is the minirows left.
 */
const MINIROWS_OF_ROW = Uint8Array.from({ length: 512 }, (_, row) => {
  let boxes = 0;
  for (let j = 0; j < 3; j++) if ((row >>> (3 * j)) & 7) boxes |= 1 << j;
  return boxes;
});
const CELLS_OF_MINIROWS = Int32Array.from({ length: 512 }, (_, minirows) => {
  let cells = 0;
  for (let k = 0; k < 9; k++) if ((minirows >>> k) & 1) cells |= 7 << (3 * k);
  return cells;
});
/** The minirows of a row (9 bits) that hold exactly one cell of it, as 3 bits. */
const LONE_OF_ROW = Uint8Array.from({ length: 512 }, (_, row) => {
  let lone = 0;
  for (let j = 0; j < 3; j++) if (single((row >>> (3 * j)) & 7) && (row >>> (3 * j)) & 7) lone |= 1 << j;
  return lone;
});
/**
 * For the minirows of a word that hold its digit (9 bits), those that are the only one in their row
 * or in their box; above them (a value past ROW), a row or a box with none: a contradiction.
 */
const ALONE = Uint16Array.from({ length: 512 }, (_, present) => {
  let alone = 0;
  for (let i = 0; i < 3; i++) {
    const inRow = (present >>> (3 * i)) & 7;
    if (inRow === 0) return 1 << 9;
    if (single(inRow)) alone |= inRow << (3 * i);
  }
  for (let j = 0; j < 3; j++) {
    const inBox = present & (0x49 << j);
    if (inBox === 0) return 1 << 9;
    if (single(inBox)) alone |= inBox;
  }
  return alone;
});
const LOCKED = Uint16Array.from({ length: 512 }, (_, present) => {
  const rowOf = (i: number) => (present >>> (3 * i)) & 7;
  const boxOf = (j: number) =>
    ((present >>> j) & 1) | (((present >>> (j + 3)) & 1) << 1) | (((present >>> (j + 6)) & 1) << 2);
  let left = present;
  for (let j = 0; j < 3; j++) {
    const rows = boxOf(j);
    // Pointing: the box's places in row i alone; row i's other boxes lose the digit.
    if (single(rows) && rows !== 0) left &= ~((7 & ~(1 << j)) << (3 * lowestBit(rows)));
  }
  for (let i = 0; i < 3; i++) {
    const boxes = rowOf(i);
    // Claiming: the row's places in box j alone; box j's other rows lose the digit.
    if (single(boxes) && boxes !== 0) {
      const j = lowestBit(boxes);
      for (let other = 0; other < 3; other++) if (other !== i) left &= ~(1 << (3 * other + j));
    }
  }
  return left;
});
/** A word's minirows that have a place of its digit. */
const minirowsOf = (word: number) =>
  MINIROWS_OF_ROW[word & ROW]! |
  (MINIROWS_OF_ROW[(word >>> 9) & ROW]! << 3) |
  (MINIROWS_OF_ROW[word >>> 18]! << 6);

/**
 * Locked candidates across the bands, on a digit's columns in each band (9 bits, columnsOf): a box
 * whose places are all in one column points, and the other bands lose that column; a column whose
 * places are all in one band claims, and its box there loses the box's other columns. Two tables over
 * nine column bits: POINTING[columns], the columns that are alone in their box; CLAIMING[claimed], the
 * columns a band keeps (in a box with a claimed column, only the claimed ones; elsewhere all).
 */
const POINTING = Uint16Array.from({ length: 512 }, (_, columns) => {
  let alone = 0;
  for (let j = 0; j < 3; j++) {
    const inBox = columns & (7 << (3 * j));
    if (inBox !== 0 && single(inBox)) alone |= inBox;
  }
  return alone;
});
const CLAIMING = Uint16Array.from({ length: 512 }, (_, claimed) => {
  let keep = 0;
  for (let j = 0; j < 3; j++) {
    const inBox = claimed & (7 << (3 * j));
    keep |= inBox !== 0 ? inBox : 7 << (3 * j);
  }
  return keep;
});
/** A band's cells in the given columns (9 bits). */
const cellsOfColumns = (columns: number) => columns | (columns << 9) | (columns << 18);

/** A word's places that locked candidates leave: its columns, and its digit's columns in the other two bands. */
function lockedWord(word: number, columns: number, other1: number, other2: number): number {
  const inBand = word & CELLS_OF_MINIROWS[LOCKED[minirowsOf(word)]!]!;
  const pointedAt = cellsOfColumns(POINTING[other1]! | POINTING[other2]!);
  return inBand & ~pointedAt & cellsOfColumns(CLAIMING[columns & ~other1 & ~other2]!);
}

/** Writes word `w` of the frame at `at`; its bit in a frame's changed words if it changed, else 0. */
function replaceWord(m: Int32Array, at: number, w: number, word: number): number {
  if (m[at + w] === word) return 0;
  m[at + w] = word;
  return 1 << w;
}

/**
 * Applies locked candidates, in a band and across the bands, to every word at once (each deduction
 * read off the same state); whether any word lost a place (those are marked for hiddenSingles). Run
 * only when the singles stall, before a guess: a board that needs no guess is finished sooner without
 * it.
 */
function lockedCandidates(m: Int32Array, at: number): boolean {
  // A digit none of whose words changed since the last pass (the frame a guess copied had none left
  // to take) has nothing new to give: after a guess, a few of the nine are read.
  const digits = m[at + UNLOCKED]!;
  m[at + UNLOCKED] = 0;
  let changed = 0;
  for (let d = 0; d < 9; d++) {
    if (((digits >>> d) & 1) === 0) continue;
    const w0 = m[at + d * 3]!;
    const w1 = m[at + d * 3 + 1]!;
    const w2 = m[at + d * 3 + 2]!;
    const c0 = columnsOf(w0);
    const c1 = columnsOf(w1);
    const c2 = columnsOf(w2);
    changed |= replaceWord(m, at, d * 3, lockedWord(w0, c0, c1, c2));
    changed |= replaceWord(m, at, d * 3 + 1, lockedWord(w1, c1, c0, c2));
    changed |= replaceWord(m, at, d * 3 + 2, lockedWord(w2, c2, c0, c1));
  }
  m[at + CHANGED]! |= changed;
  for (let d = 0; d < 9; d++) if (((changed >>> (d * 3)) & 7) !== 0) m[at + UNLOCKED]! |= 1 << d;
  return changed !== 0;
}

/**
 * Applies the rules until none takes anything (locked candidates only when `locked`); false on a
 * contradiction.
 */
function propagate(m: Int32Array, at: number, locked: boolean): boolean {
  for (;;) {
    const naked = nakedSingles(m, at);
    if (naked < 0) return false;
    if (naked > 0) continue;
    const hidden = hiddenSingles(m, at);
    if (hidden < 0) return false;
    if (hidden > 0) continue;
    if (!locked || !lockedCandidates(m, at)) return true;
  }
}

/**
 * The open cell to guess at: one with two candidates when there is one (found for a whole band at
 * once, as nakedSingles counts, with a third bit), else one with the fewest; -1 when none is open.
 */
function chooseCell(m: Int32Array, at: number): number {
  let anyOpen = false;
  for (let band = 0; band < 3; band++) {
    const open = m[at + UNSOLVED + band]!;
    if (open === 0) continue;
    anyOpen = true;
    let once = 0;
    let twice = 0;
    let thrice = 0;
    for (let d = 0; d < 9; d++) {
      const word = m[at + d * 3 + band]!;
      thrice |= twice & word;
      twice |= once & word;
      once |= word;
    }
    const pairs = open & twice & ~thrice;
    if (pairs !== 0) return band * 27 + lowestBit(pairs);
  }
  if (!anyOpen) return -1;
  let choice = -1;
  let fewest = 10;
  for (let cell = 0; cell < 81; cell++) {
    const band = bandOf(cell);
    const bit = bitOf(cell);
    if ((m[at + UNSOLVED + band]! & bit) === 0) continue;
    let count = 0;
    for (let d = 0; d < 9; d++) if (m[at + d * 3 + band]! & bit) count++;
    if (count < fewest) [choice, fewest] = [cell, count];
  }
  return choice;
}

/**
 * The puzzle's state in the frame `m` starts with, in one pass over the givens rather than a
 * placement each, and its givens as words in `givens` (digit-major, as a frame's): a digit's word
 * keeps its own givens and the open cells none of them sees.
 */
function load(m: Int32Array, givens: Int32Array, cells: readonly number[]): void {
  m.fill(0, 0, FRAME);
  givens.fill(0);
  for (let band = 0; band < 3; band++) m[UNSOLVED + band] = BAND;
  for (let cell = 0; cell < 81; cell++) {
    const digit = cells[cell]!;
    if (digit === 0) continue;
    givens[(digit - 1) * 3 + bandOf(cell)]! |= bitOf(cell);
    m[UNSOLVED + bandOf(cell)]! &= ~bitOf(cell);
  }
  for (let d = 0; d < 9; d++) digitWords(m, givens, d);
  m[CHANGED] = BAND;
  m[UNLOCKED] = ROW;
}

/** Writes digit `d`'s words in the frame `m` starts with from its givens: they, and the open cells none of them sees. */
function digitWords(m: Int32Array, givens: Int32Array, d: number): void {
  let peers0 = 0;
  let peers1 = 0;
  let peers2 = 0;
  for (let band = 0; band < 3; band++)
    for (let mine = givens[d * 3 + band]!; mine !== 0; mine &= mine - 1) {
      const cell = band * 27 + lowestBit(mine);
      peers0 |= PEERS[cell * 3]!;
      peers1 |= PEERS[cell * 3 + 1]!;
      peers2 |= PEERS[cell * 3 + 2]!;
    }
  m[d * 3] = (m[UNSOLVED]! & ~peers0) | givens[d * 3]!;
  m[d * 3 + 1] = (m[UNSOLVED + 1]! & ~peers1) | givens[d * 3 + 1]!;
  m[d * 3 + 2] = (m[UNSOLVED + 2]! & ~peers2) | givens[d * 3 + 2]!;
}

/**
 * A count's memory, kept between counts through a Lease: the frames, a solution's cells, and the
 * puzzle loaded last (its cells, its givens as words, digit-major like a frame's, and its frame before
 * any rule ran), from which the next puzzle is loaded by their differences when they are few: a
 * generator counts one board after another carved from it a clue at a time.
 */
interface Work {
  readonly frames: Int32Array;
  readonly cells: Uint8Array;
  readonly loaded: Uint8Array;
  readonly givens: Int32Array;
  readonly start: Int32Array;
  /** The cells where a puzzle differs from the one loaded last. */
  readonly differ: Int32Array;
}

/** Past this many cells that differ from the puzzle loaded last, a puzzle is loaded whole. */
const FEW = 8;

const works = new Lease<Work>(() => {
  const work = {
    frames: new Int32Array(LEVELS * FRAME),
    cells: new Uint8Array(81),
    loaded: new Uint8Array(81),
    givens: new Int32Array(27),
    start: new Int32Array(FRAME),
    differ: new Int32Array(FEW),
  };
  load(work.start, work.givens, new Array<number>(81).fill(0));
  return work;
});

/** The puzzle's state in frame 0: from the puzzle loaded last, by their differences, or whole. */
function loadPuzzle(work: Work, cells: readonly number[]): void {
  const { loaded, differ } = work;
  let count = 0;
  for (let cell = 0; cell < 81; cell++) {
    if (cells[cell] === loaded[cell]) continue;
    if (count === FEW) {
      loadWhole(work, cells);
      return;
    }
    differ[count++] = cell;
  }
  if (count > 0) loadDifferences(work, cells, count);
  work.frames.set(work.start);
}

function loadWhole(work: Work, cells: readonly number[]): void {
  load(work.start, work.givens, cells);
  work.loaded.set(cells);
  work.frames.set(work.start);
}

/**
 * The frame of the puzzle loaded last, brought to `cells`, which differ from it in the first `count`
 * cells of work.differ. A digit that gained or lost a given has its words worked out again from its
 * givens, as load does; every other digit changes only at those cells: one given another digit's now,
 * or open again and a place of the digit unless one of its givens sees it.
 */
function loadDifferences(work: Work, cells: readonly number[], count: number): void {
  const { loaded, givens, start, differ } = work;
  let digits = 0;
  for (let k = 0; k < count; k++) {
    const cell = differ[k]!;
    const band = bandOf(cell);
    const bit = bitOf(cell);
    const was = loaded[cell]!;
    const now = cells[cell]!;
    if (was !== 0) {
      givens[(was - 1) * 3 + band]! &= ~bit;
      digits |= 1 << (was - 1);
      start[UNSOLVED + band]! |= bit;
    }
    if (now !== 0) {
      givens[(now - 1) * 3 + band]! |= bit;
      digits |= 1 << (now - 1);
      start[UNSOLVED + band]! &= ~bit;
    }
    loaded[cell] = now;
  }
  for (let d = 0; d < 9; d++) {
    if (((digits >>> d) & 1) !== 0) {
      digitWords(start, givens, d);
      continue;
    }
    for (let k = 0; k < count; k++) {
      const cell = differ[k]!;
      const at = d * 3 + bandOf(cell);
      const bit = bitOf(cell);
      const seen =
        (givens[d * 3]! & PEERS[cell * 3]!) |
        (givens[d * 3 + 1]! & PEERS[cell * 3 + 1]!) |
        (givens[d * 3 + 2]! & PEERS[cell * 3 + 2]!);
      start[at] = cells[cell] !== 0 || seen !== 0 ? start[at]! & ~bit : start[at]! | bit;
    }
  }
}

/** The solved frame at `at` as cells, row-major. */
function cellsOf(work: Work, at: number): Uint8Array {
  for (let d = 0; d < 9; d++)
    for (let band = 0; band < 3; band++)
      for (let word = work.frames[at + d * 3 + band]!; word !== 0; word &= word - 1)
        work.cells[band * 27 + lowestBit(word)] = d + 1;
  return work.cells;
}

/** Settles the frame at `level` and searches on; true once the job's limit is reached. */
function search(work: Work, level: number, job: CountJob): boolean {
  const m = work.frames;
  const at = level * FRAME;
  // A guided count (a generator's proof, on a board carved from the guide) is left without locked
  // candidates: its boards are nearly full and its searches short, and there the pass at each stall
  // cost more than the few tries it saved (the generator's README has the figures).
  if (!propagate(m, at, job.guide === undefined)) return false;
  const cell = chooseCell(m, at);
  if (cell < 0) return job.found(job.reads ? cellsOf(work, at) : work.cells);
  const band = bandOf(cell);
  const bit = bitOf(cell);
  // The guide's digit first, where it is a candidate; then the others, lowest first.
  const guided = job.guide === undefined ? -1 : job.guide[cell]! - 1;
  const first = guided >= 0 && m[at + guided * 3 + band]! & bit ? guided : -1;
  if (first >= 0 && tryDigit(work, level, cell, first, job)) return true;
  for (let d = 0; d < 9; d++)
    if (d !== first && m[at + d * 3 + band]! & bit && tryDigit(work, level, cell, d, job)) return true;
  return false;
}

/** One try at a guess: digit `d` in `cell` on a copy of the frame, searched on; true once the limit is reached. */
function tryDigit(work: Work, level: number, cell: number, d: number, job: CountJob): boolean {
  job.step();
  const at = level * FRAME;
  work.frames.copyWithin(at + FRAME, at, at + FRAME);
  place(work.frames, at + FRAME, bandOf(cell), bitOf(cell), d);
  return search(work, level + 1, job);
}

/** The classic 9x9 engine, for core's countSolutions (which hands it checked puzzles). */
export const bands: CountEngine = {
  shapes: [shapes['9x9']],
  count(job) {
    works.use(job.tables, (work) => {
      loadPuzzle(work, job.cells);
      for (const { cell, digit } of job.exclude) work.frames[(digit - 1) * 3 + bandOf(cell)]! &= ~bitOf(cell);
      search(work, 0, job);
    });
  },
};
