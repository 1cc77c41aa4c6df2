import { PEERS } from './graph.js';
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

/**
 * What expanding a potential reads of the board: its digit's candidates in its cell and the cell's
 * peers (the places an on potential turns off, and the hidden singles in its houses), and with naked
 * singles (the Y and XY passes) its cell's candidates too (the other digits an on potential turns
 * off, and whether two are left). The relation is symmetric: the expansions whose reads include
 * candidate p are those of the potentials in DIGIT_READS[p], and with naked singles also those of p's
 * cell. Sets of 23 words per potential.
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

/**
 * What each search of "Forcing Chains & Cycles" found on the board the memo holds, kept from step to
 * step: a complexity up to which it found no hint (`clear`, -1 for nothing known), or the first hint it
 * gave (the best it has: its hints come level by level, longer ones later), with the potentials it
 * expanded. A search is a function of the candidates its expansions read (READS): its cycles' loops,
 * its removals and its eliminations are all made of expanded potentials and their peers. So when the
 * board changes, an entry stays right unless a changed candidate is read by one of its expansions,
 * and `sync` drops exactly those (comparing the boards candidate by candidate). An entry is written
 * only once its search has ended, so a budget that throws mid-search leaves no false entry.
 */
export class SearchMemo {
  /** The board every entry holds for. */
  private readonly board = new Uint16Array(81);
  private readonly expanded = new Int32Array(KEYS * WORDS);
  private readonly valid = new Uint8Array(KEYS);
  private readonly clears = new Int32Array(KEYS);
  private readonly hints: (ChainHint | null)[] = new Array(KEYS).fill(null);
  /** The valid keys, listed (most searches never run: a board has far fewer candidates than 729). */
  private readonly keys = new Int32Array(KEYS);
  private count = 0;
  /** The search under way: the potentials it has expanded. */
  private readonly noted = new Int32Array(WORDS);
  /** The expansions a change touches: without naked singles, and with them. */
  private readonly touchedX = new Int32Array(WORDS);
  private readonly touched = new Int32Array(WORDS);
  private readonly changedCells = new Uint8Array(81);

  /**
   * Moves the memo to this board: drops the entries a changed candidate could have changed. Every
   * search reads its source's cell too (it must hold two digits or more; a forcing chain to the
   * source on removes the others).
   */
  sync(grid: Uint16Array): void {
    const { touchedX, touched, changedCells } = this;
    touchedX.fill(0);
    touched.fill(0);
    changedCells.fill(0);
    let count = 0;
    for (let cell = 0; cell < 81; cell++) {
      for (let m = this.board[cell]! ^ grid[cell]!, d = 0; m !== 0; m >>= 1, d++) {
        if ((m & 1) === 0) continue;
        count++;
        changedCells[cell] = 1;
        const at = (cell * 9 + d) * WORDS;
        for (let w = 0; w < WORDS; w++) {
          touchedX[w]! |= DIGIT_READS[at + w]!;
          touched[w]! |= DIGIT_READS[at + w]! | CELL_READS[at + w]!;
        }
      }
    }
    this.board.set(grid);
    if (count === 0) return;
    let kept = 0;
    // Another puzzle, or most of the board changed: nothing is worth the test.
    const all = count > 40;
    for (let i = 0; i < this.count; i++) {
      const key = this.keys[i]!;
      // The X pass's keys come first (see Search); its searches read no cell but their source's.
      const mask = key < 729 * SEARCHES ? touchedX : touched;
      const source = ((key / SEARCHES) | 0) % 729;
      let stale = all || changedCells[(source / 9) | 0] === 1;
      for (let w = 0, at = key * WORDS; w < WORDS && !stale; w++)
        stale = (this.expanded[at + w]! & mask[w]!) !== 0;
      if (stale) {
        this.valid[key] = 0;
        this.hints[key] = null;
      } else this.keys[kept++] = key;
    }
    this.count = kept;
  }

  /** The complexity up to which search `key` is known to find no hint (-1: nothing known). */
  clear(key: number): number {
    return this.valid[key] === 1 ? this.clears[key]! : -1;
  }

  /** The first hint search `key` gave, or null. */
  hint(key: number): ChainHint | null {
    return this.valid[key] === 1 ? this.hints[key]! : null;
  }

  /** A search begins: nothing expanded yet. */
  begin(): void {
    this.noted.fill(0);
  }

  /** The search expands `pot` (reads what READS says). */
  note(pot: number): void {
    this.noted[pot >> 5]! |= 1 << (pot & 31);
  }

  /** The search `key` ended: it gave `hint` first (or none), and no hint up to complexity `clear`. */
  store(key: number, clear: number, hint: ChainHint | null): void {
    this.expanded.set(this.noted, key * WORDS);
    this.clears[key] = clear;
    this.hints[key] = hint;
    if (this.valid[key] === 0) this.keys[this.count++] = key;
    this.valid[key] = 1;
  }
}
