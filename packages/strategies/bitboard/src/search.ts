import {
  bitCount,
  type Grid,
  Lease,
  lowestBit,
  type SearchContext,
  type ShapeTables,
  shapes,
  tablesFor,
} from '@sudoku-lab/core';
import {
  At,
  Bits,
  countPending,
  Frame,
  loneCells,
  makeMemory,
  minicolumnsOf,
  minirowsOf,
  Summary,
  tracePlacements,
} from './layout.js';

/** What the search asks of its caller: core's SearchContext (settle, for tests, hands a lighter one). */
type Context = Pick<
  SearchContext,
  'counters' | 'trace' | 'countPlacement' | 'countPlacements' | 'checkBudgets' | 'foundSolution'
>;

/**
 * Loads the puzzle into the state at level 0, its givens placed (not counted: the search did not write
 * them), in bulk: each digit's word keeps its own givens and loses every other given's cell, the peers
 * of its givens in the band, and their columns in every band.
 */
function load(m: Int32Array, cells: ArrayLike<number>): void {
  const base = At.Work;
  m.fill(0, base, base + Frame.Words);
  for (let cell = 0; cell < 81; cell++) {
    const digit = cells[cell]! - 1;
    if (digit < 0) continue;
    const band = (cell / 27) | 0;
    const bit = 1 << (cell - band * 27);
    m[base + digit * 3 + band] = m[base + digit * 3 + band]! | bit;
    m[base + Frame.Unsolved + band] = m[base + Frame.Unsolved + band]! | bit;
  }
  const given0 = m[base + Frame.Unsolved]!;
  const given1 = m[base + Frame.Unsolved + 1]!;
  const given2 = m[base + Frame.Unsolved + 2]!;
  for (let k0 = 0; k0 < 27; k0 += 3) {
    const g0 = m[base + k0]!;
    const g1 = m[base + k0 + 1]!;
    const g2 = m[base + k0 + 2]!;
    const all = g0 | g1 | g2;
    const columns = (all | (all >>> 9) | (all >>> 18)) & Bits.Row;
    const open = ~(columns | (columns << 9) | (columns << 18));
    m[base + k0] = (keepOnly(m, Bits.Band, g0) & open & ~given0) | g0;
    m[base + k0 + 1] = (keepOnly(m, Bits.Band, g1) & open & ~given1) | g1;
    m[base + k0 + 2] = (keepOnly(m, Bits.Band, g2) & open & ~given2) | g2;
  }
  m[base + Frame.Unsolved] = Bits.Band & ~given0;
  m[base + Frame.Unsolved + 1] = Bits.Band & ~given1;
  m[base + Frame.Unsolved + 2] = Bits.Band & ~given2;
  m[At.Work + Frame.Pending] = 0;
}

/** Clears the peers in the band of each cell in `cells` from a band word, the cells themselves kept. */
function keepOnly(m: Int32Array, word: number, cells: number): number {
  for (; cells !== 0; cells &= cells - 1) word &= m[At.Keep + lowestBit(cells)]!;
  return word;
}

/**
 * The band update, run on every changed band word of the state at `base` (bit k of `dirty`: word k)
 * until none is left. For word k (digit k / 3, band k % 3): the band's layouts keep the possible
 * minirows (a contradiction when none is left), and each row left with one candidate solves its cell,
 * which leaves the other digits' words of the band and the same column in the digit's other two bands,
 * flagging the words it changes. Returns the words it looked at (every word changed since the call
 * began, and those flagged by the caller), or -1 on a contradiction.
 */
function settleBands(m: Int32Array, stateAt: number, dirty: number, context: Context): number {
  // Known to be below 2^16 (Frame.Levels says why), the index arithmetic needs no overflow checks.
  const base = stateAt & 0xffff;
  const traced = context.trace !== undefined;
  let seen = 0;
  while (dirty !== 0) {
    // In 0..26 (dirty is never 0 here); the mask says so to the compiler, so k % 3 needs no -0 check.
    const k = lowestBit(dirty) & 31;
    dirty &= dirty - 1;
    seen |= 1 << k;
    const a = m[base + k]!;
    const r0 = m[At.Rows + (a & Bits.Row)]!;
    const r1 = m[At.Rows + ((a >>> 9) & Bits.Row)]!;
    const r2 = m[At.Rows + (a >>> 18)]!;
    const minirows = (r0 & 7) | ((r1 & 7) << 3) | ((r2 & 7) << 6);
    const kept = a & m[At.Layouts + minirows]!;
    // The kept word's minirows are those on an open layout: the same layouts, the same summary.
    m[base + Frame.Bands + k] = m[At.Summary + minirows]!;
    const band = k % 3;
    const unsolvedAt = base + Frame.Unsolved + band;
    const unsolved = m[unsolvedAt]!;
    let solved: number;
    if (kept === a) {
      solved = ((r0 >>> 3) | ((r1 >>> 3) << 9) | ((r2 >>> 3) << 18)) & unsolved;
    } else {
      if (kept === 0) return -1;
      m[base + k] = kept;
      solved = loneCells(m, kept) & unsolved;
    }
    if (solved === 0) continue;
    m[unsolvedAt] = unsolved ^ solved;
    // A traced context is core's (settle's, for tests, has no trace).
    if (traced) tracePlacements(m, base, k, solved, context as SearchContext);
    else {
      context.countPlacements(bitCount(solved));
      countPending(m, context);
    }
    // Without a branch per word (which the processor cannot foretell) and without a loop (whose every
    // turn the compiled code re-checks the array): every word of the band loses the solved cells, every
    // word of the digit their columns, each flagged when it lost some; word k is written back whole after.
    const b = base + band;
    dirty |=
      (leave(m, b, solved) |
        (leave(m, b + 3, solved) << 3) |
        (leave(m, b + 6, solved) << 6) |
        (leave(m, b + 9, solved) << 9) |
        (leave(m, b + 12, solved) << 12) |
        (leave(m, b + 15, solved) << 15) |
        (leave(m, b + 18, solved) << 18) |
        (leave(m, b + 21, solved) << 21) |
        (leave(m, b + 24, solved) << 24)) <<
      band;
    const columns = (solved | (solved >>> 9) | (solved >>> 18)) & Bits.Row;
    const columnCells = columns * 0x40201;
    const k0 = k - band;
    dirty |=
      (leave(m, base + k0, columnCells) |
        (leave(m, base + k0 + 1, columnCells) << 1) |
        (leave(m, base + k0 + 2, columnCells) << 2)) <<
      k0;
    m[base + k] = kept;
    dirty &= ~(1 << k);
  }
  return seen;
}

/** Takes `cells` out of the word at `at`; 1 when it held some ((c | -c) >>> 31 is 1 when c is not 0), else 0. */
function leave(m: Int32Array, at: number, cells: number): number {
  const x = m[at]!;
  const c = x & cells;
  m[at] = x ^ c;
  return (c | -c) >>> 31;
}

/**
 * Runs the rules to a fixpoint on the state at `base`, starting from the band words flagged in `dirty`
 * (bit k: word k changed): the band update first, then naked singles, then the stacks. Returns false on
 * a contradiction. At the fixpoint, either every cell is solved or the search must guess.
 */
function propagate(m: Int32Array, base: number, dirty: number, context: Context): boolean {
  // The words changed since the stack rules last ran: on the others, they would find what they found.
  // A guess's state is a copy of a fixpoint, so only what the guess changes needs them again.
  let touched = 0;
  for (;;) {
    const seen = settleBands(m, base, dirty, context);
    if (seen < 0) return false;
    touched |= seen;
    if ((m[base + Frame.Unsolved]! | m[base + Frame.Unsolved + 1]! | m[base + Frame.Unsolved + 2]!) === 0)
      return true;
    dirty = nakedSingles(m, base);
    if (dirty === 0) {
      dirty = stackRules(m, base, touched);
      touched = 0;
    }
    if (dirty === 0) dirty = tripletRule(m, base);
    if (dirty < 0) return false;
    if (dirty === 0) return true;
  }
}

/**
 * Naked singles, a band at a time: counting each cell's candidates across the nine digits with two
 * running words (one: seen once or more; two: seen twice or more). Returns the words changed, 0 when
 * there is none, -1 when a cell has no candidate left.
 */
function nakedSingles(m: Int32Array, stateAt: number): number {
  // Known to be below 2^16 (Frame.Levels says why), the index arithmetic needs no overflow checks.
  const base = stateAt & 0xffff;
  let dirty = 0;
  for (let band = 0; band < 3; band++) {
    const unsolved = m[base + Frame.Unsolved + band]!;
    if (unsolved === 0) continue;
    // The nine digits' words of the band, read in straight-line code (a loop re-checks the array each
    // turn), then counted in threes.
    const b = base + band;
    const x0 = m[b]!;
    const x1 = m[b + 3]!;
    const x2 = m[b + 6]!;
    const x3 = m[b + 9]!;
    const x4 = m[b + 12]!;
    const x5 = m[b + 15]!;
    const x6 = m[b + 18]!;
    const x7 = m[b + 21]!;
    const x8 = m[b + 24]!;
    const one = x0 | x1 | x2 | x3 | x4 | x5 | x6 | x7 | x8;
    const two =
      twice(x0, x1, x2) |
      twice(x3, x4, x5) |
      twice(x6, x7, x8) |
      twice(x0 | x1 | x2, x3 | x4 | x5, x6 | x7 | x8);
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

/** The bits set in two or more of a, b and c. */
const twice = (a: number, b: number, c: number): number => (a & b) | ((a | b) & c);

/**
 * The stacks, per digit (the band update does rows and boxes): the stack's layouts keep the possible
 * minicolumns (a column of a box), which is locked candidates between boxes and columns; then hidden
 * singles in columns, from which columns hold the digit once or more and twice or more across the three
 * bands. Only digits with a word in `touched` are looked at: on the others the rules found nothing
 * last time, and the summaries they left in the state (Frame.Stacks) still hold. Returns the words
 * changed, 0 when there is none, -1 when a column has no place for a digit.
 */
function stackRules(m: Int32Array, stateAt: number, touched: number): number {
  // Known to be below 2^16 (Frame.Levels says why), the index arithmetic needs no overflow checks.
  const base = stateAt & 0xffff;
  let dirty = 0;
  for (let k = 0; k < 27; k += 3) {
    if (((touched >>> k) & 7) === 0) continue;
    let w0 = m[base + k]!;
    let w1 = m[base + k + 1]!;
    let w2 = m[base + k + 2]!;
    let once0 = (w0 | (w0 >>> 9) | (w0 >>> 18)) & Bits.Row;
    let once1 = (w1 | (w1 >>> 9) | (w1 >>> 18)) & Bits.Row;
    let once2 = (w2 | (w2 >>> 9) | (w2 >>> 18)) & Bits.Row;
    // The stacks' layouts, as the band update does for bands: the columns of each band that lie on a
    // placement of the digit through their stack.
    const stacks = base + Frame.Stacks + k;
    const may0 = stackMay(m, stacks, once0, once1, once2, 0);
    const may1 = stackMay(m, stacks + 1, once0, once1, once2, 3);
    const may2 = stackMay(m, stacks + 2, once0, once1, once2, 6);
    if (may0 === 0 || may1 === 0 || may2 === 0) return -1;
    const keep0 = (may0 & 7) | ((may1 & 7) << 3) | ((may2 & 7) << 6);
    const keep1 = ((may0 >>> 3) & 7) | (((may1 >>> 3) & 7) << 3) | (((may2 >>> 3) & 7) << 6);
    const keep2 = (may0 >>> 6) | ((may1 >>> 6) << 3) | ((may2 >>> 6) << 6);
    if (keep0 !== once0) {
      w0 &= keep0 | (keep0 << 9) | (keep0 << 18);
      once0 = keep0;
      m[base + k] = w0;
      dirty |= 1 << k;
    }
    if (keep1 !== once1) {
      w1 &= keep1 | (keep1 << 9) | (keep1 << 18);
      once1 = keep1;
      m[base + k + 1] = w1;
      dirty |= 2 << k;
    }
    if (keep2 !== once2) {
      w2 &= keep2 | (keep2 << 9) | (keep2 << 18);
      once2 = keep2;
      m[base + k + 2] = w2;
      dirty |= 4 << k;
    }
    const many =
      twice(w0, w0 >>> 9, w0 >>> 18) |
      twice(w1, w1 >>> 9, w1 >>> 18) |
      twice(w2, w2 >>> 9, w2 >>> 18) |
      twice(once0, once1, once2);
    const lone = ~many & Bits.Row;
    const loneCells = lone | (lone << 9) | (lone << 18);
    dirty |=
      (columnSingles(m, base, k, loneCells) |
        (columnSingles(m, base, k + 1, loneCells) << 1) |
        (columnSingles(m, base, k + 2, loneCells) << 2)) <<
      k;
  }
  return dirty;
}

/**
 * The minicolumns of a digit in the stack at `shift` (0, 3, 6) that lie on one of its layouts there (0
 * when none is left), from the columns `once` each band's word holds it in; its summary left in the
 * state at `at` (Frame.Stacks), for the triplet rule and for the next time the digit is unchanged.
 */
function stackMay(m: Int32Array, at: number, once0: number, once1: number, once2: number, shift: number) {
  const minicolumns =
    ((once0 >>> shift) & 7) | (((once1 >>> shift) & 7) << 3) | (((once2 >>> shift) & 7) << 6);
  const summary = m[At.Summary + minicolumns]!;
  m[at] = summary;
  return (summary >>> Summary.May) & Bits.Row;
}

/** Solves in word k the unsolved cells of `lone` (columns holding the digit once); 1 when there was one, else 0. */
function columnSingles(m: Int32Array, base: number, k: number, lone: number): number {
  const fresh = m[base + k]! & lone & m[base + Frame.Unsolved + (k % 3)]!;
  if (fresh === 0) return 0;
  m[base + k] = keepOnly(m, m[base + k]!, fresh);
  return 1;
}

/**
 * Three digits to a minirow (a row of a box), and to a minicolumn: per band, the minirows each digit
 * may take (on one of its layouts) and must take (on all of them) are counted across the nine digits
 * with saturating bit-sliced counters; per stack, the minicolumns likewise. One that fewer than three
 * digits may take, or more than three must, is a contradiction; one that three must take is closed to
 * the other six. Without it, guesses at layouts of many digits through one minirow are found wrong only
 * deep down. Returns the words changed, 0 when there is none, -1 on a contradiction.
 */
function tripletRule(m: Int32Array, stateAt: number): number {
  // Known to be below 2^16 (Frame.Levels says why), the index arithmetic needs no overflow checks.
  const base = stateAt & 0xffff;
  let dirty = 0;
  for (let line = 0; line < 6; line++) {
    const shift = (line - 3) * 3;
    // The summaries the band update and the stack rules left in the state (Frame.Bands, Frame.Stacks),
    // a digit's three bands (or stacks) in a row: one place per line, the same step per digit.
    const at = base + (line < 3 ? Frame.Bands + line : Frame.Stacks + line - 3);
    // A digit at a time, in straight-line code (a loop re-checks the array each turn), its arithmetic
    // written out (scripts/unroll.mjs writes it): each call of a helper here would count against how
    // much the compiler inlines into this function, and the calls it then left out (the minirows
    // below) cost more than the loop saved.
    // The digit with the fewest layouts, two or more, is kept as count << 4 | digit (the lowest wins,
    // the first digit among equals; 0x1f0, above any count, keeps out a digit with fewer than two). The
    // saturating counters are three 9-bit fields in one number (bits 0-8: one digit or more, 9-17: two
    // or more, 18-26: three or more) of the digits that may take each minirow (Summary.May, bits 3-11)
    // and of those that must (Summary.Must, from bit 12); each field gains the minirows the digit adds
    // to the field below it (0x201: the first two fields).
    // Generated by scripts/unroll.mjs, up to its end mark: do not edit.
    let s = m[at]!;
    let total = s & 7;
    let pick = ((s & 7) << 4) | ((((s & 7) - 2) >> 31) & 0x1f0);
    let mays = (s >>> 3) & 0x1ff;
    let musts = s >>> 12;
    let must4 = 0;
    let x = 0;
    s = m[at + 3]!;
    total += s & 7;
    pick = Math.min(pick, ((s & 7) << 4) | 1 | ((((s & 7) - 2) >> 31) & 0x1f0));
    x = (s >>> 3) & 0x1ff;
    mays |= x | ((mays & (x * 0x201)) << 9);
    x = s >>> 12;
    must4 |= (musts >>> 18) & x;
    musts |= x | ((musts & (x * 0x201)) << 9);
    s = m[at + 6]!;
    total += s & 7;
    pick = Math.min(pick, ((s & 7) << 4) | 2 | ((((s & 7) - 2) >> 31) & 0x1f0));
    x = (s >>> 3) & 0x1ff;
    mays |= x | ((mays & (x * 0x201)) << 9);
    x = s >>> 12;
    must4 |= (musts >>> 18) & x;
    musts |= x | ((musts & (x * 0x201)) << 9);
    s = m[at + 9]!;
    total += s & 7;
    pick = Math.min(pick, ((s & 7) << 4) | 3 | ((((s & 7) - 2) >> 31) & 0x1f0));
    x = (s >>> 3) & 0x1ff;
    mays |= x | ((mays & (x * 0x201)) << 9);
    x = s >>> 12;
    must4 |= (musts >>> 18) & x;
    musts |= x | ((musts & (x * 0x201)) << 9);
    s = m[at + 12]!;
    total += s & 7;
    pick = Math.min(pick, ((s & 7) << 4) | 4 | ((((s & 7) - 2) >> 31) & 0x1f0));
    x = (s >>> 3) & 0x1ff;
    mays |= x | ((mays & (x * 0x201)) << 9);
    x = s >>> 12;
    must4 |= (musts >>> 18) & x;
    musts |= x | ((musts & (x * 0x201)) << 9);
    s = m[at + 15]!;
    total += s & 7;
    pick = Math.min(pick, ((s & 7) << 4) | 5 | ((((s & 7) - 2) >> 31) & 0x1f0));
    x = (s >>> 3) & 0x1ff;
    mays |= x | ((mays & (x * 0x201)) << 9);
    x = s >>> 12;
    must4 |= (musts >>> 18) & x;
    musts |= x | ((musts & (x * 0x201)) << 9);
    s = m[at + 18]!;
    total += s & 7;
    pick = Math.min(pick, ((s & 7) << 4) | 6 | ((((s & 7) - 2) >> 31) & 0x1f0));
    x = (s >>> 3) & 0x1ff;
    mays |= x | ((mays & (x * 0x201)) << 9);
    x = s >>> 12;
    must4 |= (musts >>> 18) & x;
    musts |= x | ((musts & (x * 0x201)) << 9);
    s = m[at + 21]!;
    total += s & 7;
    pick = Math.min(pick, ((s & 7) << 4) | 7 | ((((s & 7) - 2) >> 31) & 0x1f0));
    x = (s >>> 3) & 0x1ff;
    mays |= x | ((mays & (x * 0x201)) << 9);
    x = s >>> 12;
    must4 |= (musts >>> 18) & x;
    musts |= x | ((musts & (x * 0x201)) << 9);
    s = m[at + 24]!;
    total += s & 7;
    pick = Math.min(pick, ((s & 7) << 4) | 8 | ((((s & 7) - 2) >> 31) & 0x1f0));
    x = (s >>> 3) & 0x1ff;
    mays |= x | ((mays & (x * 0x201)) << 9);
    x = s >>> 12;
    must4 |= (musts >>> 18) & x;
    musts |= x | ((musts & (x * 0x201)) << 9);
    // End of the generated count.
    if (mays >>> 18 !== Bits.Row || must4 !== 0) return -1;
    // For the guess, should this be the fixpoint.
    m[At.Lines + line * 2] = total;
    m[At.Lines + line * 2 + 1] = pick < 0x70 ? pick & 15 : -1;
    // A minirow (minicolumn) whose cells are all solved has nothing left to close: most that three
    // digits must take are such, and looking at each digit's words for them would find nothing.
    const must3 =
      (musts >>> 18) &
      (line < 3
        ? minirowsOf(m, m[base + Frame.Unsolved + line]!)
        : minicolumnsOf(m, base, Frame.Unsolved, shift));
    if (must3 === 0) continue;
    // Where a digit may go, and must, is in the summaries read above: at the fixpoint they are those of
    // the words as they are. A closing changes them, but only for the line's own words in a band (the
    // next band line reads other words); after one, a stack's minicolumns are read off the words again.
    if (line < 3) {
      for (let k0 = 0; k0 < 27; k0 += 3) {
        const summary = m[at + k0]!;
        const closed = must3 & (summary >>> Summary.May) & ~(summary >>> Summary.Must) & Bits.Row;
        if (closed === 0) continue;
        m[base + k0 + line] = m[base + k0 + line]! & ~m[At.Cells + closed]!;
        dirty |= 1 << (k0 + line);
      }
      continue;
    }
    for (let k0 = 0; k0 < 27; k0 += 3) {
      let may = (m[at + k0]! >>> Summary.May) & Bits.Row;
      let must = m[at + k0]! >>> Summary.Must;
      if (dirty !== 0) {
        may = minicolumnsOf(m, base, k0, shift);
        must = m[At.Summary + may]! >>> Summary.Must;
      }
      const closed = must3 & may & ~must;
      if (closed === 0) continue;
      for (let band = 0; band < 3; band++) {
        const columns = ((closed >>> (band * 3)) & 7) << shift;
        if (columns === 0) continue;
        m[base + k0 + band] = m[base + k0 + band]! & ~(columns * 0x40201);
        dirty |= 1 << (k0 + band);
      }
    }
  }
  return dirty;
}

/**
 * What to guess at: tdoku's rule. Among the bands and stacks not yet settled, the one whose digits have
 * the fewest layouts between them, and in it the digit with the fewest layouts (two when there is one):
 * each branch then settles the digit in a whole line of three boxes. There is always such a digit while
 * a cell is open: a digit with one layout in its band and one in its stack has one cell left in the
 * box where they cross. Returns line * 9 + digit (line 0..2 a band, 3..5 a stack).
 */
function chooseGuess(m: Int32Array): number {
  // The triplet rule ran last, on this very state, and left each line's count behind.
  let best = 0;
  let fewest = 1 << 30;
  for (let line = 0; line < 6; line++) {
    const total = m[At.Lines + line * 2]!;
    if (m[At.Lines + line * 2 + 1]! >= 0 && total < fewest) {
      fewest = total;
      best = line;
    }
  }
  return best * 9 + m[At.Lines + best * 2 + 1]!;
}

/**
 * The board of the solution being reported: a packed array of small integers, not a typed array, since
 * core copies it into the solution Grid and V8 copies such an array in one builtin step, a typed one
 * cell by cell (the README says what it measured).
 */
const board: number[] = Array.from({ length: 81 }, () => 0);

/** Reads the solved state at `base` onto the board. */
function readBoard(m: Int32Array, base: number): number[] {
  for (let k = 0; k < 27; k++) {
    const offset = (k % 3) * 27;
    const digit = ((k / 3) | 0) + 1;
    // Solved, a digit's band word holds one cell in each of its three rows.
    const x = m[base + k]!;
    board[offset + lowestBit(x & Bits.Row)] = digit;
    board[offset + 9 + lowestBit((x >>> 9) & Bits.Row)] = digit;
    board[offset + 18 + lowestBit(x >>> 18)] = digit;
  }
  return board;
}

/**
 * Depth-first search from the state at `level`, whose words flagged in `dirty` have changed. It takes
 * the digit and line `chooseGuess` picks and tries each layout left to it: all but the last on a copy
 * of the state at the next level, the last on the state itself, which nothing needs after it. Returns
 * true when enough solutions are found.
 */
function search(m: Int32Array, level: number, dirty: number, context: Context): boolean {
  const base = At.Work + (level & 63) * Frame.Size;
  if (!propagate(m, base, dirty, context)) return false;
  if ((m[base + Frame.Unsolved]! | m[base + Frame.Unsolved + 1]! | m[base + Frame.Unsolved + 2]!) === 0)
    return context.foundSolution(readBoard(m, base));

  return guessLayout(m, level, chooseGuess(m), context);
}

/** Tries each layout left to the digit through the line (choice: line * 9 + digit). */
function guessLayout(m: Int32Array, level: number, choice: number, context: Context): boolean {
  const base = At.Work + (level & 63) * Frame.Size;
  const line = (choice / 9) | 0;
  const k0 = (choice - line * 9) * 3;
  const shift = (line - 3) * 3;
  const minirows = line < 3 ? minirowsOf(m, m[base + k0 + line]!) : minicolumnsOf(m, base, k0, shift);
  let layouts = 0;
  for (let p = 0; p < 6; p++) {
    const needed = m[At.Permutations + p]!;
    if ((minirows & needed) === needed) layouts |= 1 << p;
  }
  const trace = context.trace;
  const { counters } = context;
  for (; layouts !== 0; layouts &= layouts - 1) {
    const p = lowestBit(layouts);
    const at = branchLevel(m, level, (layouts & (layouts - 1)) !== 0);
    const next = At.Work + (at & 63) * Frame.Size;
    // Counted once the branch places a digit (SearchContext's rule): a layout writes none itself, so
    // a budget that refuses the branch's first placement leaves no guess over.
    m[At.Work + Frame.Pending] = m[At.Work + Frame.Pending]! + 1;
    if (trace !== undefined) traceLayout(m, next, line, k0, p, context);
    let dirty: number;
    if (line < 3) {
      m[next + k0 + line] = m[next + k0 + line]! & m[At.Permutations + 6 + p]!;
      dirty = 1 << (k0 + line);
    } else {
      for (let band = 0; band < 3; band++)
        m[next + k0 + band] = m[next + k0 + band]! & stackLayoutMask(m, p, band, shift);
      dirty = 7 << k0;
    }
    if (search(m, at, dirty, context)) return true;
    // A branch given up before it placed a digit still counts as tried.
    countPending(m, context);
    counters.backtracks++;
    if (trace !== undefined) trace({ type: 'backtrack' });
  }
  return false;
}

/**
 * The level a branch works on: while other branches remain, a copy of the state at the next level
 * (copied with a loop, which beat copyWithin's call when measured); the last branch, the state itself.
 */
function branchLevel(m: Int32Array, level: number, othersLeft: boolean): number {
  if (!othersLeft) return level;
  // Out of range, a typed array would drop the writes silently; Frame.Levels says why it never is.
  if (level + 1 >= Frame.Levels) throw new Error('bitboard: the search went deeper than its stack (a bug)');
  const base = At.Work + (level & 63) * Frame.Size;
  // Four numbers a turn (Frame.Words is a multiple of 4): a turn of a loop costs as much as its copies.
  for (let i = base; i < base + Frame.Words; i += 4) {
    m[i + Frame.Size] = m[i]!;
    m[i + Frame.Size + 1] = m[i + 1]!;
    m[i + Frame.Size + 2] = m[i + 2]!;
    m[i + Frame.Size + 3] = m[i + 3]!;
  }
  return level + 1;
}

/**
 * The mask a stack layout p (read as band -> column of the stack) puts on band `band`'s word: in the
 * stack, only the layout's column of that band is kept.
 */
function stackLayoutMask(m: Int32Array, p: number, band: number, shift: number): number {
  const column = lowestBit((m[At.Permutations + p]! >>> (band * 3)) & 7) + shift;
  return ~((7 << shift) * 0x40201) | (0x40201 << column);
}

/**
 * A layout guess as events: 'guess' at the first cell the layout keeps for the digit, then an
 * 'eliminate' for every candidate it takes away (read before they are taken).
 */
function traceLayout(m: Int32Array, next: number, line: number, k0: number, p: number, context: Context) {
  // A guess traces some twenty events before the next placement looks at the budgets: a slow onEvent
  // would run past a deadline by all of them, so the deadline is looked at here too.
  context.checkBudgets();
  const trace = context.trace!;
  const digit = k0 / 3 + 1;
  const removed = [0, 0, 0];
  let first = -1;
  for (let band = 0; band < 3; band++) {
    const word = m[next + k0 + band]!;
    let mask = -1;
    if (line < 3) {
      if (band === line) mask = m[At.Permutations + 6 + p]!;
    } else {
      mask = stackLayoutMask(m, p, band, (line - 3) * 3);
    }
    removed[band] = word & ~mask;
    const kept = word & mask & (line < 3 ? -1 : (7 << ((line - 3) * 3)) * 0x40201);
    if (first < 0 && (line < 3 ? band === line : true) && kept !== 0) first = band * 27 + lowestBit(kept);
  }
  trace({ type: 'guess', cell: first });
  for (let band = 0; band < 3; band++)
    for (let x = removed[band]!; x !== 0; x &= x - 1)
      trace({ type: 'eliminate', cell: band * 27 + lowestBit(x), digit });
}

/**
 * The memory kept between solves, through core's Lease: a solve begun from inside
 * another's callback gets a fresh one, and the one in use further up is left as it is.
 */
const memories = new Lease<Int32Array>(makeMemory);
const NINE: ShapeTables = tablesFor(shapes['9x9']);

/** Loads the cells and searches from level 0. */
function run(cells: ArrayLike<number>, context: Context): void {
  memories.use(NINE, (m) => {
    load(m, cells);
    search(m, 0, Bits.Band, context);
  });
}

/** Solves the context's puzzle (9x9, valid givens) and reports its solutions to the context. */
export function solveBitboard(context: SearchContext): void {
  // A Grid's cells are a frozen array, which the compiled load cannot read inline (each read calls a
  // generic look-up); V8 copies an array by spreading it in one quick step, and the copy reads inline.
  run([...context.puzzle.cells], context);
}

/**
 * For tests: the state (27 band words, then 3 unsolved words) after loading a puzzle and running the
 * rules to their fixpoint, or null on a contradiction. Placements are counted in `placed`.
 */
export function settle(puzzle: Grid): { state: Int32Array | null; placed: number } {
  let placed = 0;
  const context = {
    puzzle,
    trace: undefined,
    countPlacement: () => void placed++,
    countPlacements: (count: number) => void (placed += count),
  } as unknown as SearchContext;
  return memories.use(NINE, (m) => {
    load(m, puzzle.cells);
    const ok = propagate(m, At.Work, Bits.Band, context);
    return { state: ok ? m.slice(At.Work, At.Work + Frame.Words) : null, placed };
  });
}
