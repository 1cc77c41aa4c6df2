import { HOUSES, PEERS, POP, UNIT_CELLS } from './graph.js';
import type { ChainHint } from './hint.js';

/**
 * The searches of one source of "Forcing Chains & Cycles": its cycles, its forcing chain from the
 * assumption on, and from it off. A search's key is (pass * 729 + source) * SEARCHES + search: the
 * order SE runs them in.
 */
export const Search = { cycles: 0, forcingOn: 1, forcingOff: 2 } as const;
export const SEARCHES = 3;
const KEYS = 3 * 729 * SEARCHES;
/** A set of potentials, as bits: 729 of them in 23 words. */
const WORDS = 23;
/** A memo entry's words: the potentials read in full (`note`), then (from bit OFF) those expanded off. */
const ENTRY = 2 * WORDS;
const OFF = WORDS * 32;

/**
 * What expanding a potential on reads of the board: its digit's candidates in its cell and the cell's
 * peers (the places it turns off), and with naked singles (the Y and XY passes) its cell's candidates
 * too (the other digits it turns off). The relation is symmetric: the on expansions whose reads include
 * candidate p are those of the potentials in DIGIT_READS[p], and with naked singles also those of p's
 * cell. Sets of 23 words per potential.
 *
 * Expanding a potential off reads less: only whether its digit has two places left in each of its
 * houses, and with naked singles whether its cell has two digits left, and which (the potentials it
 * turns on). So a change touches an off expansion only where such a count is, or becomes, two or less
 * (see sync).
 */
const DIGIT_READS = new Int32Array(729 * WORDS);
const CELL_READS = new Int32Array(729 * WORDS);
for (let cell = 0; cell < 81; cell++) {
  for (let d = 0; d < 9; d++) {
    const at = (cell * 9 + d) * WORDS;
    const add = (table: Int32Array, pot: number) => {
      table[at + (pot >> 5)]! |= 1 << (pot & 31);
    };
    add(DIGIT_READS, cell * 9 + d);
    for (let k = 0; k < 20; k++) add(DIGIT_READS, PEERS[cell * 20 + k]! * 9 + d);
    for (let e = 0; e < 9; e++) add(CELL_READS, cell * 9 + e);
  }
}

const setBit = (set: Int32Array, pot: number): void => {
  set[pot >> 5]! |= 1 << (pot & 31);
};

/**
 * What each search of "Forcing Chains & Cycles" found on the board the memo holds, kept from step to
 * step: a complexity up to which it found no hint (`clear`, -1 for nothing known), or the first hint it
 * gave (the best it has: its hints come level by level, longer ones later), with what it read. Within
 * a rating the board only loses candidates (a board that gained one drops every entry), and a removal
 * changes a search only through its off expansions or what its result is made of:
 * - its on nodes other than the assumption: each was turned on by an off expansion, through a count of
 *   two that the removal of that on potential changes (an off read, see DIGIT_READS);
 * - its off nodes: an on potential no longer turns a removed one off. If that one's off expansion had
 *   links, they rest on a count of two its removal changes (an off read again); if it had none, or was
 *   never expanded, it was a dead end: without it the search meets the same nodes at the same depths,
 *   its bound may only stop it later, and so what it found stays found and what it cleared stays clear;
 * - links a removal adds (a count falling to two) leave from off expansions, read off;
 * - its hints' removals and its way back to the assumption, and its source's cell: read in full
 *   (`note`, and the source's cell checked by itself).
 * So on expansions are not noted, and `sync` drops exactly the entries a change touches (comparing the
 * boards candidate by candidate). An entry is written only once its search has ended, so a budget that
 * throws mid-search leaves no false entry.
 *
 * A forcing search that found nothing, up to `clear`, holds on a board with fewer candidates unless an
 * off potential it expanded gains a link. Its graph is plain: a removal takes links away (an on
 * potential turns off fewer, an off one turns on nothing where a count falls below two), and adds
 * only where a count falls to two from more, between the two left (the house's places of a digit, or
 * a cell's digits). Say a chain of n links, n + 1 <= clear, stood on the new board. Not all its links
 * are old, so take its first new one, and the first new one of the chain read backwards and negated
 * (a chain too, its links each other's contrapositives): one of the two leaves an off potential, one
 * of such a pair, at most (n - 1) / 2 links from the assumption along old links. The search stopped
 * with every off potential that near expanded: it bounds `clear` by 2r + 1 with all within r links
 * expanded (or by the depth alone, with all nearer than the chain's end expanded; or it ran dry). So
 * that potential was expanded, and gained a link: the entry is dropped. Its source's cell reads
 * nothing more (a forcing chain that found nothing removes nothing).
 */
export class SearchMemo {
  /** The board every entry holds for. */
  private readonly board = new Uint16Array(81);
  /**
   * Each entry's expansions, ENTRY words a key: first those that read as an on potential's do
   * (`note`), then those that read as an off one's (`noteOff`).
   */
  private readonly expanded = new Int32Array(KEYS * ENTRY);
  private readonly valid = new Uint8Array(KEYS);
  private readonly clears = new Int32Array(KEYS);
  private readonly hints: (ChainHint | null)[] = new Array(KEYS).fill(null);
  /**
   * The keys searched since their last drop, listed (most searches never run: a board has far fewer
   * candidates than 729): the valid ones, and any whose search began and never ended.
   */
  private readonly keys = new Int32Array(KEYS);
  private readonly listed = new Uint8Array(KEYS);
  private count = 0;
  /** Where the search under way notes what it expands: its own entry's words, invalid until stored. */
  private at = 0;
  /** The expansions a change touches, laid out as an entry's: without naked singles, and with them. */
  private readonly touchedX = new Int32Array(ENTRY);
  private readonly touched = new Int32Array(ENTRY);
  /** The off expansions that gain a link, laid out likewise: what a forcing search that found nothing reads. */
  private readonly gainedX = new Int32Array(ENTRY);
  private readonly gained = new Int32Array(ENTRY);
  private readonly changedCells = new Uint8Array(81);
  /** The words where each mask is not empty: only those need comparing. */
  private readonly wordsX = new Int32Array(ENTRY);
  private readonly words = new Int32Array(ENTRY);
  private readonly gainedWordsX = new Int32Array(ENTRY);
  private readonly gainedWords = new Int32Array(ENTRY);

  /**
   * Moves the memo to this board: drops the entries a changed candidate could have changed. Every
   * search reads its source's cell too (it must hold two digits or more; a forcing chain to the
   * source on removes the others).
   */
  sync(grid: Uint16Array): void {
    const { touchedX, touched, gainedX, gained, changedCells, board } = this;
    touchedX.fill(0);
    touched.fill(0);
    gainedX.fill(0);
    gained.fill(0);
    changedCells.fill(0);
    let count = 0;
    let added = false;
    for (let cell = 0; cell < 81; cell++) {
      count += POP[board[cell]! ^ grid[cell]!]!;
      if ((grid[cell]! & ~board[cell]!) !== 0) added = true;
    }
    if (count === 0) return;
    // A candidate added gives on expansions new links, which no entry noted (see above): another
    // puzzle, most often, where every entry goes. Most of the board changed: no entry but a forcing
    // search's that found nothing is worth the test, and the touched masks are not needed.
    if (added) {
      this.dropAll();
      board.set(grid);
      return;
    }
    const many = count > 40;
    let digits = 0;
    for (let cell = 0; cell < 81; cell++) {
      const changed = board[cell]! ^ grid[cell]!;
      if (changed === 0) continue;
      changedCells[cell] = 1;
      digits |= changed;
      for (let m = changed, d = 0; m !== 0; m >>= 1, d++) {
        if ((m & 1) === 0) continue;
        if (!many) this.touch(cell * 9 + d);
        this.touchHouses(grid, cell, d);
      }
      // The cell's naked single links: its digits, where it holds two or fewer before or after.
      if (POP[board[cell]!]! <= 2 || POP[grid[cell]!]! <= 2)
        for (let m = board[cell]! | grid[cell]!, d = 0; m !== 0; m >>= 1, d++)
          if (m & 1) setBit(touched, OFF + cell * 9 + d);
      // A cell of two, from more: its digits gain a naked link.
      if (POP[grid[cell]!] === 2 && POP[board[cell]!]! > 2)
        for (let m = grid[cell]!, d = 0; m !== 0; m >>= 1, d++) if (m & 1) setBit(gained, OFF + cell * 9 + d);
    }
    board.set(grid);
    let kept = 0;
    const { wordsX, words, gainedWordsX, gainedWords, expanded } = this;
    let nX = 0;
    let n = 0;
    let gX = 0;
    let g = 0;
    for (let w = 0; w < ENTRY; w++) {
      if (touchedX[w] !== 0) wordsX[nX++] = w;
      if (touched[w] !== 0) words[n++] = w;
      if (gainedX[w] !== 0) gainedWordsX[gX++] = w;
      if (gained[w] !== 0) gainedWords[g++] = w;
    }
    for (let i = 0; i < this.count; i++) {
      const key = this.keys[i]!;
      // The X pass's keys come first (see Search); its searches read no cell but their source's.
      const isX = key < 729 * SEARCHES;
      const source = ((key / SEARCHES) | 0) % 729;
      const plain = key % SEARCHES !== Search.cycles && this.hints[key] === null;
      const mask = plain ? (isX ? gainedX : gained) : isX ? touchedX : touched;
      const list = plain ? (isX ? gainedWordsX : gainedWords) : isX ? wordsX : words;
      let listed = plain ? (isX ? gX : g) : isX ? nX : n;
      let stale = this.valid[key] === 0 || (!plain && (many || changedCells[(source / 9) | 0] === 1));
      // An X search expands its source's digit alone, and touchedX holds the changed digits' alone.
      if (isX && (digits & (1 << (source % 9))) === 0) listed = 0;
      for (let j = 0, at = key * ENTRY; j < listed && !stale; j++) {
        const w = list[j]!;
        stale = (expanded[at + w]! & mask[w]!) !== 0;
      }
      if (stale) {
        this.valid[key] = 0;
        this.listed[key] = 0;
        this.hints[key] = null;
      } else this.keys[kept++] = key;
    }
    this.count = kept;
  }

  /** Potential `pot` changed: the on expansions that read it (see DIGIT_READS). */
  private touch(pot: number): void {
    const { touchedX, touched } = this;
    for (let w = 0, at = pot * WORDS; w < WORDS; w++) {
      touchedX[w]! |= DIGIT_READS[at + w]!;
      touched[w]! |= DIGIT_READS[at + w]! | CELL_READS[at + w]!;
    }
  }

  /** Drops every entry. */
  private dropAll(): void {
    for (let i = 0; i < this.count; i++) {
      const key = this.keys[i]!;
      this.valid[key] = 0;
      this.listed[key] = 0;
      this.hints[key] = null;
    }
    this.count = 0;
  }

  /**
   * Candidate (cell, d) changed: in each of the cell's houses where d has two places or fewer, before
   * or after, every place of d (on the old board or the new) has other links off to on.
   */
  private touchHouses(grid: Uint16Array, cell: number, d: number): void {
    const bit = 1 << d;
    for (let k = 0; k < 3; k++) {
      const unit = HOUSES[cell * 3 + k]!;
      let before = 0;
      let after = 0;
      for (let i = 0; i < 9; i++) {
        const c = UNIT_CELLS[unit * 9 + i]!;
        if (this.board[c]! & bit) before++;
        if (grid[c]! & bit) after++;
      }
      if (before > 2 && after > 2) continue;
      for (let i = 0; i < 9; i++) {
        const c = UNIT_CELLS[unit * 9 + i]!;
        if ((this.board[c]! | grid[c]!) & bit) {
          setBit(this.touchedX, OFF + c * 9 + d);
          setBit(this.touched, OFF + c * 9 + d);
        }
        // Two places left, from more: each gains a hidden link.
        if (after === 2 && before > 2 && grid[c]! & bit) {
          setBit(this.gainedX, OFF + c * 9 + d);
          setBit(this.gained, OFF + c * 9 + d);
        }
      }
    }
  }

  /** The complexity up to which search `key` is known to find no hint (-1: nothing known). */
  clear(key: number): number {
    return this.valid[key] === 1 ? this.clears[key]! : -1;
  }

  /** The first hint search `key` gave, or null. */
  hint(key: number): ChainHint | null {
    return this.valid[key] === 1 ? this.hints[key]! : null;
  }

  /** Search `key` begins: its entry is void until stored, and notes what it expands. */
  begin(key: number): void {
    this.valid[key] = 0;
    this.at = key * ENTRY;
    this.expanded.fill(0, this.at, this.at + ENTRY);
  }

  /** The search's result reads what expanding `pot` on reads (see DIGIT_READS): its removals, its way back. */
  note(pot: number): void {
    setBit(this.expanded, this.at * 32 + pot);
  }

  /** The search under way reads all that search `key` (stored) expanded: its entry's words, copied. */
  noteAs(key: number): void {
    const from = key * ENTRY;
    for (let w = 0; w < ENTRY; w++) this.expanded[this.at + w]! |= this.expanded[from + w]!;
  }

  /** The search expands `pot` off: it reads its houses' and its cell's counts of two. */
  noteOff(pot: number): void {
    setBit(this.expanded, this.at * 32 + OFF + pot);
  }

  /** The search `key` (the one begun) ended: it gave `hint` first (or none), and none up to `clear`. */
  store(key: number, clear: number, hint: ChainHint | null): void {
    this.clears[key] = clear;
    this.hints[key] = hint;
    if (this.listed[key] === 0) {
      this.listed[key] = 1;
      this.keys[this.count++] = key;
    }
    this.valid[key] = 1;
  }
}
