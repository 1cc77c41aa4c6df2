import type { Grid, PlaceReason, SearchContext } from '@sudoku-lab/core';

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
 *
 * A state is the 27 band words and the 3 unsolved words (30 numbers). The search keeps a stack of
 * states in one preallocated array and guesses on a copy of the state, so backtracking is free.
 */

/**
 * Where things live in the module's one array, and the shape of a state. An enum rather than constants
 * because the build inlines an enum's values, whereas bundling turns a top-level constant into a variable,
 * read from memory at every use.
 */
export enum At {
  /** [x]: for a row's 9 bits x, which of its three minirows hold a candidate (3 bits). */
  Minirows = 0,
  /** [s]: for a band's 9 minirow bits s (row r, stack c at bit r * 3 + c), the band word mask of the minirows that lie on a placement of the digit through the band. */
  Layouts = 512,
  /** [x]: for a row's 9 bits x, x when it holds exactly one candidate, else 0. */
  Lone = 1024,
  /** [i]: for band bit i, the band word without the cell's peers in the band (the cell itself kept). */
  Keep = 1536,
  /** The stack of states. */
  Work = 1568,
}

export enum State {
  /** Numbers a state takes in the stack (30 used). */
  Size = 32,
  /** The unsolved words follow the 27 band words. */
  Unsolved = 27,
  /** Deep enough for any search: every level solves at least one more cell. */
  Levels = 82,
}

enum Bits {
  Band = 0x7ffffff,
  Row = 0x1ff,
}

/** The tables and the stack of states. One typed array, so the compiled loops keep one base in a register. */
export const memory = new Int32Array(At.Work + State.Levels * State.Size);

/** Fills the tables: computed once, when the module loads. */
function buildTables(m: Int32Array): void {
  for (let x = 0; x < 512; x++) {
    m[At.Minirows + x] = (x & 7 ? 1 : 0) | (x & 0o70 ? 2 : 0) | (x & 0o700 ? 4 : 0);
    m[At.Lone + x] = x !== 0 && (x & (x - 1)) === 0 ? x : 0;
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
  for (let minirows = 0; minirows < 512; minirows++) {
    let mask = 0;
    for (const p of permutations) {
      const needed = (1 << p[0]!) | (1 << (3 + p[1]!)) | (1 << (6 + p[2]!));
      if ((minirows & needed) !== needed) continue;
      mask |= (7 << (p[0]! * 3)) | (7 << (9 + p[1]! * 3)) | (7 << (18 + p[2]! * 3));
    }
    m[At.Layouts + minirows] = mask;
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
buildTables(memory);

/** The lowest set bit's index. */
const lowBit = (x: number): number => 31 - Math.clz32(x & -x);

/** The board of the solution being reported. */
const board = new Int32Array(81);

/**
 * The cell of the guess being placed, so that a trace can give its placement the reason 'guess'.
 * Read only when tracing.
 */
let guessCell = -1;

/** Loads the puzzle into the state at level 0: the givens solved, their peers and cells cleared. */
function load(m: Int32Array, puzzle: Grid): void {
  const base = At.Work;
  m.fill(Bits.Band, base, base + 30);
  const cells = puzzle.cells;
  for (let cell = 0; cell < 81; cell++) {
    const digit = cells[cell]! - 1;
    if (digit < 0) continue;
    const band = (cell / 27) | 0;
    const bit = cell - band * 27;
    const k = digit * 3 + band;
    for (let j = band; j < 27; j += 3) if (j !== k) m[base + j]! &= ~(1 << bit);
    m[base + k]! &= m[At.Keep + bit]!;
    const column = bit % 9;
    const columnCells = (1 << column) | (1 << (9 + column)) | (1 << (18 + column));
    for (let j = k - band; j < k - band + 3; j++) if (j !== k) m[base + j]! &= ~columnCells;
    m[base + State.Unsolved + band]! &= ~(1 << bit);
  }
}

/** Clears the peers in the band of each cell in `cells` from a band word, the cells themselves kept. */
function keepOnly(m: Int32Array, word: number, cells: number): number {
  for (; cells !== 0; cells &= cells - 1) word &= m[At.Keep + lowBit(cells)]!;
  return word;
}

/**
 * Runs the rules to a fixpoint on the state at `base`, starting from the band words flagged in `dirty`
 * (bit k: word k changed). Returns false on a contradiction. At the fixpoint, either every cell is solved
 * or the search must guess.
 */
function propagate(m: Int32Array, base: number, dirty: number, context: SearchContext): boolean {
  const traced = context.trace !== undefined;
  for (;;) {
    // The band update, per changed word: the band's layouts keep the possible minirows, and a row left
    // with one candidate solves its cell, which leaves the other digits' words of the band and the
    // same column in the digit's other two bands.
    while (dirty !== 0) {
      const k = lowBit(dirty);
      dirty &= dirty - 1;
      let a = m[base + k]!;
      a &=
        m[
          At.Layouts +
            (m[At.Minirows + (a & Bits.Row)]! |
              (m[At.Minirows + ((a >>> 9) & Bits.Row)]! << 3) |
              (m[At.Minirows + (a >>> 18)]! << 6))
        ]!;
      if (a === 0) return false;
      m[base + k] = a;
      const band = k % 3;
      const solved =
        (m[At.Lone + (a & Bits.Row)]! |
          (m[At.Lone + ((a >>> 9) & Bits.Row)]! << 9) |
          (m[At.Lone + (a >>> 18)]! << 18)) &
        m[base + State.Unsolved + band]!;
      if (solved === 0) continue;
      m[base + State.Unsolved + band]! ^= solved;
      if (traced) tracePlacements(m, base, k, solved, context);
      else for (let s = solved; s !== 0; s &= s - 1) context.countPlacement();
      for (let j = band; j < 27; j += 3) {
        const x = m[base + j]!;
        if (j !== k && (x & solved) !== 0) {
          m[base + j] = x & ~solved;
          dirty |= 1 << j;
        }
      }
      const columns = (solved | (solved >>> 9) | (solved >>> 18)) & Bits.Row;
      const columnCells = columns | (columns << 9) | (columns << 18);
      for (let j = k - band; j < k - band + 3; j++) {
        const x = m[base + j]!;
        if (j !== k && (x & columnCells) !== 0) {
          m[base + j] = x & ~columnCells;
          dirty |= 1 << j;
        }
      }
    }
    if ((m[base + State.Unsolved]! | m[base + State.Unsolved + 1]! | m[base + State.Unsolved + 2]!) === 0)
      return true;
    dirty = nakedSingles(m, base);
    if (dirty === 0) dirty = columnSingles(m, base);
    if (dirty < 0) return false;
    if (dirty === 0) return true;
  }
}

/**
 * Naked singles, a band at a time: counting each cell's candidates across the nine digits with two
 * running words (one: seen once or more; two: seen twice or more). Returns the words changed, 0 when
 * there is none, -1 when a cell has no candidate left.
 */
function nakedSingles(m: Int32Array, base: number): number {
  let dirty = 0;
  for (let band = 0; band < 3; band++) {
    const unsolved = m[base + State.Unsolved + band]!;
    if (unsolved === 0) continue;
    let one = 0;
    let two = 0;
    for (let j = band; j < 27; j += 3) {
      const x = m[base + j]!;
      two |= one & x;
      one |= x;
    }
    if ((unsolved & ~one) !== 0) return -1;
    let singles = unsolved & ~two;
    for (let j = band; singles !== 0; j += 3) {
      const x = m[base + j]!;
      const mine = x & singles;
      if (mine === 0) continue;
      singles ^= mine;
      m[base + j] = keepOnly(m, x, mine);
      dirty |= 1 << j;
    }
  }
  return dirty;
}

/**
 * Hidden singles in columns (rows and boxes are the band update's): per digit, which columns hold it
 * once or more, and twice or more, across the three bands. Returns the words changed, 0 when there is
 * none, -1 when a column has no place left for a digit.
 */
function columnSingles(m: Int32Array, base: number): number {
  let dirty = 0;
  for (let k = 0; k < 27; k += 3) {
    const w0 = m[base + k]!;
    const w1 = m[base + k + 1]!;
    const w2 = m[base + k + 2]!;
    const once0 = (w0 | (w0 >>> 9) | (w0 >>> 18)) & Bits.Row;
    const once1 = (w1 | (w1 >>> 9) | (w1 >>> 18)) & Bits.Row;
    const once2 = (w2 | (w2 >>> 9) | (w2 >>> 18)) & Bits.Row;
    if ((once0 | once1 | once2) !== Bits.Row) return -1;
    const twice =
      (w0 & (w0 >>> 9)) |
      ((w0 | (w0 >>> 9)) & (w0 >>> 18)) |
      ((w1 & (w1 >>> 9)) | ((w1 | (w1 >>> 9)) & (w1 >>> 18))) |
      ((w2 & (w2 >>> 9)) | ((w2 | (w2 >>> 9)) & (w2 >>> 18))) |
      (once0 & once1) |
      (once2 & (once0 | once1));
    const lone = ~twice & Bits.Row;
    const loneCells = lone | (lone << 9) | (lone << 18);
    for (let band = 0; band < 3; band++) {
      const fresh = m[base + k + band]! & loneCells & m[base + State.Unsolved + band]!;
      if (fresh === 0) continue;
      m[base + k + band] = keepOnly(m, m[base + k + band]!, fresh);
      dirty |= 1 << (k + band);
    }
  }
  return dirty;
}

/** Counts and traces the placements of the cells `solved` of word k, before their other digits go. */
function tracePlacements(m: Int32Array, base: number, k: number, solved: number, context: SearchContext) {
  const band = k % 3;
  const digit = ((k / 3) | 0) + 1;
  let others = 0;
  for (let j = band; j < 27; j += 3) if (j !== k) others |= m[base + j]!;
  for (let s = solved; s !== 0; s &= s - 1) {
    const bit = lowBit(s);
    const cell = band * 27 + bit;
    let reason: PlaceReason = (others >>> bit) & 1 ? 'hidden' : 'single';
    if (cell === guessCell) {
      reason = 'guess';
      guessCell = -1;
    }
    context.countPlacement();
    context.trace!({ type: 'place', cell, digit, reason });
  }
}

/**
 * The cell to guess at, as band * 27 + bit: the first cell with two candidates, else the first with the
 * fewest. Called with at least one unsolved cell.
 */
function chooseCell(m: Int32Array, base: number): number {
  for (let band = 0; band < 3; band++) {
    const unsolved = m[base + State.Unsolved + band]!;
    if (unsolved === 0) continue;
    let one = 0;
    let two = 0;
    let three = 0;
    for (let j = band; j < 27; j += 3) {
      const x = m[base + j]!;
      three |= two & x;
      two |= one & x;
      one |= x;
    }
    const pairs = unsolved & two & ~three;
    if (pairs !== 0) return band * 27 + lowBit(pairs);
  }
  let best = -1;
  let fewest = 10;
  for (let cell = 0; cell < 81; cell++) {
    const band = (cell / 27) | 0;
    const bit = cell - band * 27;
    if (((m[base + State.Unsolved + band]! >>> bit) & 1) === 0) continue;
    let count = 0;
    for (let j = band; j < 27; j += 3) count += (m[base + j]! >>> bit) & 1;
    if (count < fewest) {
      fewest = count;
      best = cell;
    }
  }
  return best;
}

/** Reads the solved state at `base` onto the board. */
function readBoard(m: Int32Array, base: number): Int32Array {
  for (let k = 0; k < 27; k++) {
    const offset = (k % 3) * 27;
    const digit = ((k / 3) | 0) + 1;
    for (let x = m[base + k]!; x !== 0; x &= x - 1) board[offset + lowBit(x)] = digit;
  }
  return board;
}

/**
 * Depth-first search from the state at `level`, whose words flagged in `dirty` have changed. Each
 * candidate of the chosen cell but the last is tried on a copy of the state at the next level; the last
 * on the state itself, which nothing needs after it. Returns true when enough solutions are found.
 */
function search(m: Int32Array, level: number, dirty: number, context: SearchContext): boolean {
  const base = At.Work + level * State.Size;
  if (!propagate(m, base, dirty, context)) return false;
  if ((m[base + State.Unsolved]! | m[base + State.Unsolved + 1]! | m[base + State.Unsolved + 2]!) === 0)
    return context.foundSolution(readBoard(m, base));

  const cell = chooseCell(m, base);
  const band = (cell / 27) | 0;
  const bit = cell - band * 27;
  const trace = context.trace;
  const { stats } = context;
  let digits = 0;
  for (let digit = 0; digit < 9; digit++) digits |= ((m[base + digit * 3 + band]! >>> bit) & 1) << digit;
  for (; digits !== 0; digits &= digits - 1) {
    const k = lowBit(digits) * 3 + band;
    let at = level;
    if ((digits & (digits - 1)) !== 0) {
      at = level + 1;
      m.copyWithin(base + State.Size, base, base + 30);
    }
    const next = At.Work + at * State.Size;
    m[next + k] = m[next + k]! & m[At.Keep + bit]!;
    stats.guesses++;
    if (trace !== undefined) {
      guessCell = cell;
      trace({ type: 'guess', cell });
    }
    if (search(m, at, 1 << k, context)) return true;
    stats.backtracks++;
    if (trace !== undefined) trace({ type: 'backtrack' });
  }
  return false;
}

/** True while a solve runs: a solve begun from its trace callback must set its state aside. */
let running = false;

/** Solves the context's puzzle (9x9, valid givens) and reports its solutions to the context. */
export function solveBitboard(context: SearchContext): void {
  const m = memory;
  if (running) {
    // A solve from inside another's trace callback: keep the other's stack and give it back after.
    const saved = m.slice(At.Work);
    const savedGuess = guessCell;
    try {
      load(m, context.puzzle);
      search(m, 0, Bits.Band, context);
    } finally {
      m.set(saved, At.Work);
      guessCell = savedGuess;
    }
    return;
  }
  running = true;
  try {
    load(m, context.puzzle);
    search(m, 0, Bits.Band, context);
  } finally {
    running = false;
  }
}
