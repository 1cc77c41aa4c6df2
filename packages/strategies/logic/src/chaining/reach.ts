import { lowestBit } from '@sudoku-lab/core';
import { NODES, type Run, Stamps } from './graph.js';

/**
 * The static links of one board as the reach search reads them (the chainer's Links): what an on
 * potential turns off, `off[pot * 28 + i]` for i below `offCount[pot]`, and what an off potential
 * turns on, `on[pot * 4 + i]` for i below `onCount[pot]`.
 */
export interface StaticLinks {
  readonly off: Int16Array;
  readonly offCount: Uint8Array;
  readonly on: Int16Array;
  readonly onCount: Uint8Array;
}

/**
 * Where each of many assumptions (on potentials, the sources) leads on the static links, and how
 * deep: every source's breadth-first search at once, a bit per source in each node's words.
 *
 * Why this is a static run's content (SE's doChaining, without dynamic or nested rules): a node is
 * added to a run the first time a member's links produce it, and a run's order (its on queue drained
 * before each off node, the off queue first in, first out) expands its nodes by non-decreasing depth.
 * So a run holds every node its assumption reaches, each at its distance from the assumption, which
 * is its depth (one parent each), unless it reaches a potential both on and off: then SE's run stops
 * at its first clash, and the caller must build that run itself (`clashes` says which).
 */
export class Reach {
  /** How many sources, and the words of a node's source set. */
  count = 0;
  private words = 0;
  readonly pots = new Int16Array(729);
  /**
   * The board's candidates numbered in order (`index`, -1 for none, and `potOf`): the search's nodes
   * are index * 2 + (on ? 1 : 0), so its tables hold only what a run can meet. `nodes` counts them,
   * `rowWords` the words of a bit set over them.
   */
  private readonly index = new Int16Array(729);
  private readonly potOf = new Int16Array(729);
  private nodes = 0;
  private rowWords = 0;
  /** Per node, the sources that reach it, and those that reached it at the last level. */
  private seen = new Int32Array(0);
  private front = new Int32Array(0);
  private next = new Int32Array(0);
  /** depth[source * nodes + node]: read only where the source reaches the node. */
  private depthOf = new Uint8Array(0);
  /** Whether a search went deeper than a depth's byte holds (then its depths are not to be read). */
  tooDeep = false;
  /** Per source, the nodes it reaches: rows of rowWords words; and the words of its row not empty. */
  private rows = new Int32Array(0);
  private wordList = new Uint8Array(0);
  private readonly wordCount = new Uint8Array(729);
  private readonly active = new Int32Array(NODES);
  private readonly touched = new Int32Array(NODES);
  private readonly touchMark = new Int32Array(NODES);
  private readonly touchStamps = new Stamps([this.touchMark]);
  /** A node's words that hold a source at this level, and their bits. */
  private readonly heldWord = new Int32Array(23);
  private readonly heldBits = new Int32Array(23);

  /** Starts over on this board with these sources (distinct candidates), none searched yet. */
  reset(grid: Uint16Array, pots: readonly number[]): void {
    let n = 0;
    this.index.fill(-1);
    for (let cell = 0; cell < 81; cell++) {
      for (let m = grid[cell]!, d = 0; m !== 0; m >>= 1, d++) {
        if ((m & 1) === 0) continue;
        this.index[cell * 9 + d] = n;
        this.potOf[n++] = cell * 9 + d;
      }
    }
    const nodes = n * 2;
    this.nodes = nodes;
    const rowWords = (nodes + 31) >> 5;
    this.rowWords = rowWords;
    const count = pots.length;
    this.count = count;
    const words = (count + 31) >> 5;
    this.words = words;
    const size = nodes * words;
    if (this.seen.length < size) {
      this.seen = new Int32Array(size);
      this.front = new Int32Array(size);
      this.next = new Int32Array(size);
    } else {
      this.seen.fill(0, 0, size);
      this.front.fill(0, 0, size);
    }
    if (this.depthOf.length < count * nodes) this.depthOf = new Uint8Array(count * nodes);
    this.tooDeep = false;
    if (this.rows.length < count * rowWords) {
      this.rows = new Int32Array(count * rowWords);
      this.wordList = new Uint8Array(count * rowWords);
    } else this.rows.fill(0, 0, count * rowWords);
    for (let s = 0; s < count; s++) this.pots[s] = pots[s]!;
  }

  /** Runs every source's search to its end, level by level. */
  search(links: StaticLinks): void {
    const { words, seen, front, next, depthOf, rows, active, touched, touchMark, heldWord, heldBits } = this;
    const { index, potOf, nodes, rowWords } = this;
    let activeCount = 0;
    for (let s = 0; s < this.count; s++) {
      const node = index[this.pots[s]!]! * 2 + 1;
      seen[node * words + (s >> 5)]! |= 1 << (s & 31);
      front[node * words + (s >> 5)]! |= 1 << (s & 31);
      depthOf[s * nodes + node] = 0;
      rows[s * rowWords + (node >> 5)]! |= 1 << (node & 31);
      active[activeCount++] = node;
    }
    const { off, offCount, on, onCount } = links;
    for (let level = 1; activeCount > 0; level++) {
      if (level > 255) {
        this.tooDeep = true;
        return;
      }
      const stamp = this.touchStamps.next();
      let touchedCount = 0;
      for (let a = 0; a < activeCount; a++) {
        const u = active[a]!;
        const pot = potOf[u >> 1]!;
        const from = u * words;
        let i: number;
        let end: number;
        let to: Int16Array;
        let state: number;
        if (u & 1) {
          to = off;
          i = pot * 28;
          end = i + offCount[pot]!;
          state = 0;
        } else {
          to = on;
          i = pot * 4;
          end = i + onCount[pot]!;
          state = 1;
        }
        // A node is new to few sources at a level: only its words that hold one are passed on.
        let held = 0;
        for (let w = 0; w < words; w++) {
          const f = front[from + w]!;
          if (f === 0) continue;
          // Read once a level: cleared for the next level's front as it is read.
          front[from + w] = 0;
          heldWord[held] = w;
          heldBits[held++] = f;
        }
        for (; i < end; i++) {
          const v = index[to[i]!]! * 2 + state;
          if (touchMark[v] !== stamp) {
            touchMark[v] = stamp;
            touched[touchedCount++] = v;
          }
          const at = v * words;
          for (let h = 0; h < held; h++) next[at + heldWord[h]!]! |= heldBits[h]!;
        }
      }
      activeCount = 0;
      for (let t = 0; t < touchedCount; t++) {
        const v = touched[t]!;
        const at = v * words;
        const row = v >> 5;
        const bit = 1 << (v & 31);
        let any = 0;
        for (let w = 0; w < words; w++) {
          const fresh = next[at + w]! & ~seen[at + w]!;
          next[at + w] = 0;
          if (fresh === 0) continue;
          any = 1;
          seen[at + w]! |= fresh;
          front[at + w] = fresh;
          for (let m = fresh; m !== 0; m &= m - 1) {
            const s = w * 32 + lowestBit(m);
            depthOf[s * nodes + v] = level;
            rows[s * rowWords + row]! |= bit;
          }
        }
        if (any) active[activeCount++] = v;
      }
    }
    for (let s = 0; s < this.count; s++) this.listWords(s);
  }

  /** Lists the words of source s's row that hold a node (what `least` reads). */
  private listWords(s: number): void {
    const row = s * this.rowWords;
    let n = 0;
    for (let w = 0; w < this.rowWords; w++) if (this.rows[row + w] !== 0) this.wordList[row + n++] = w;
    this.wordCount[s] = n;
  }

  /** Whether source s reaches some potential both on and off (its run stops at a clash). */
  clashes(s: number): boolean {
    const row = s * this.rowWords;
    const rows = this.rows;
    // A candidate's two nodes share a word: the off bits sit one below the on bits.
    for (let w = 0; w < this.rowWords; w++) {
      const m = rows[row + w]!;
      if ((m & (m >>> 1) & 0x55555555) !== 0) return true;
    }
    return false;
  }

  /** Puts a run SE built (one that clashed) in place of source s's search: its nodes and depths. */
  replace(s: number, run: Run): void {
    const row = s * this.rowWords;
    this.rows.fill(0, row, row + this.rowWords);
    const put = (node: number): void => {
      const at = this.index[node >> 1]! * 2 + (node & 1);
      this.rows[row + (at >> 5)]! |= 1 << (at & 31);
      // A static run's node has one parent, the assumption none: its depth is its chain's length.
      let depth = 0;
      for (let up = node; run.count[up]! > 0; up = run.pool[run.start[up]!]!) depth++;
      this.depthOf[s * this.nodes + at] = depth;
    };
    for (let i = 0; i < run.onCount; i++) put(run.ons[i]! * 2 + 1);
    for (let i = 0; i < run.offCount; i++) put(run.offs[i]! * 2);
    this.listWords(s);
  }

  /** Whether source s reaches the node (a node as the runs number them: pot * 2 + on). */
  reaches(s: number, node: number): boolean {
    const i = this.index[node >> 1]!;
    if (i === -1) return false;
    const at = i * 2 + (node & 1);
    return (this.rows[s * this.rowWords + (at >> 5)]! & (1 << (at & 31))) !== 0;
  }

  /** The node's depth in source s's run (where it reaches it). */
  depth(s: number, node: number): number {
    return this.depthOf[s * this.nodes + this.index[node >> 1]! * 2 + (node & 1)]!;
  }

  /**
   * The least complexity of a hint on the nodes every one of these sources reaches (SE's count: each
   * target's depth plus one, summed), skipping an on node whose cell has no other candidate (it
   * removes nothing); UNREACHED if none.
   */
  least(sources: readonly number[], grid: Uint16Array): number {
    const { rows, wordList, wordCount, rowWords, nodes, potOf, depthOf } = this;
    const k = sources.length;
    let best = UNREACHED;
    // A common node is in the row of the source that reaches fewest words: only its words are read.
    let fewest = sources[0]!;
    for (let j = 1; j < k; j++) if (wordCount[sources[j]!]! < wordCount[fewest]!) fewest = sources[j]!;
    for (let i = 0, n = wordCount[fewest]!; i < n; i++) {
      const w = wordList[fewest * rowWords + i]!;
      let common = -1;
      for (let j = 0; j < k && common !== 0; j++) common &= rows[sources[j]! * rowWords + w]!;
      for (let m = common; m !== 0; m &= m - 1) {
        const node = w * 32 + lowestBit(m);
        if (node & 1) {
          const pot = potOf[node >> 1]!;
          const cell = (pot / 9) | 0;
          if (grid[cell] === 1 << (pot - cell * 9)) continue;
        }
        let complexity = k;
        for (let j = 0; j < k; j++) complexity += depthOf[sources[j]! * nodes + node]!;
        if (complexity < best) best = complexity;
      }
    }
    return best;
  }
}

/** No hint: more than any complexity. */
export const UNREACHED = 0x3fffffff;
