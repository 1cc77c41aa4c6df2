import { NODES, type Run } from './graph.js';

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

/** Words of a bit set over the nodes. */
const NODE_WORDS = (NODES + 31) >> 5;

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
  /** Per node, the sources that reach it, and those that reached it at the last level. */
  private seen = new Int32Array(0);
  private front = new Int32Array(0);
  private next = new Int32Array(0);
  /** depth[source * NODES + node]: read only where the source reaches the node. */
  private depthOf = new Uint8Array(0);
  /** Whether a search went deeper than a depth's byte holds (then its depths are not to be read). */
  tooDeep = false;
  /** Per source, the nodes it reaches: rows of NODE_WORDS words; and the words of its row not empty. */
  private rows = new Int32Array(0);
  private wordList = new Uint8Array(0);
  private readonly wordCount = new Uint8Array(729);
  private readonly active = new Int32Array(NODES);
  private readonly touched = new Int32Array(NODES);
  private readonly touchMark = new Int32Array(NODES);
  private touchStamp = 0;
  /** A node's words that hold a source at this level, and their bits. */
  private readonly heldWord = new Int32Array(23);
  private readonly heldBits = new Int32Array(23);

  /** Starts over with these sources (distinct potentials), none searched yet. */
  reset(pots: readonly number[]): void {
    const count = pots.length;
    this.count = count;
    const words = (count + 31) >> 5;
    this.words = words;
    const size = NODES * words;
    if (this.seen.length < size) {
      this.seen = new Int32Array(size);
      this.front = new Int32Array(size);
      this.next = new Int32Array(size);
    } else {
      this.seen.fill(0, 0, size);
      this.front.fill(0, 0, size);
    }
    if (this.depthOf.length < count * NODES) this.depthOf = new Uint8Array(count * NODES);
    this.tooDeep = false;
    if (this.rows.length < count * NODE_WORDS) {
      this.rows = new Int32Array(count * NODE_WORDS);
      this.wordList = new Uint8Array(count * NODE_WORDS);
    } else this.rows.fill(0, 0, count * NODE_WORDS);
    for (let s = 0; s < count; s++) this.pots[s] = pots[s]!;
  }

  /** Runs every source's search to its end, level by level. */
  search(links: StaticLinks): void {
    const { words, seen, front, next, depthOf, rows, active, touched, touchMark, heldWord, heldBits } = this;
    let activeCount = 0;
    for (let s = 0; s < this.count; s++) {
      const node = this.pots[s]! * 2 + 1;
      seen[node * words + (s >> 5)]! |= 1 << (s & 31);
      front[node * words + (s >> 5)]! |= 1 << (s & 31);
      depthOf[s * NODES + node] = 0;
      rows[s * NODE_WORDS + (node >> 5)]! |= 1 << (node & 31);
      active[activeCount++] = node;
    }
    const { off, offCount, on, onCount } = links;
    for (let level = 1; activeCount > 0; level++) {
      if (level > 255) {
        this.tooDeep = true;
        return;
      }
      if (++this.touchStamp === 0x7fffffff) {
        touchMark.fill(0);
        this.touchStamp = 1;
      }
      const stamp = this.touchStamp;
      let touchedCount = 0;
      for (let a = 0; a < activeCount; a++) {
        const u = active[a]!;
        const pot = u >> 1;
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
          const v = to[i]! * 2 + state;
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
            const s = w * 32 + (31 - Math.clz32(m & -m));
            depthOf[s * NODES + v] = level;
            rows[s * NODE_WORDS + row]! |= bit;
          }
        }
        if (any) active[activeCount++] = v;
      }
    }
    for (let s = 0; s < this.count; s++) this.listWords(s);
  }

  /** Lists the words of source s's row that hold a node (what `least` reads). */
  private listWords(s: number): void {
    const row = s * NODE_WORDS;
    let n = 0;
    for (let w = 0; w < NODE_WORDS; w++) if (this.rows[row + w] !== 0) this.wordList[row + n++] = w;
    this.wordCount[s] = n;
  }

  /** Whether source s reaches some potential both on and off (its run stops at a clash). */
  clashes(s: number): boolean {
    const row = s * NODE_WORDS;
    const rows = this.rows;
    // Nodes 2q and 2q + 1 share a word: the off bits sit one below the on bits.
    for (let w = 0; w < NODE_WORDS; w++) {
      const m = rows[row + w]!;
      if ((m & (m >>> 1) & 0x55555555) !== 0) return true;
    }
    return false;
  }

  /** Puts a run SE built (one that clashed) in place of source s's search: its nodes and depths. */
  replace(s: number, run: Run): void {
    const row = s * NODE_WORDS;
    this.rows.fill(0, row, row + NODE_WORDS);
    const put = (node: number): void => {
      this.rows[row + (node >> 5)]! |= 1 << (node & 31);
      // A static run's node has one parent, the assumption none: its depth is its chain's length.
      let depth = 0;
      for (let at = node; run.count[at]! > 0; at = run.pool[run.start[at]!]!) depth++;
      this.depthOf[s * NODES + node] = depth;
    };
    for (let i = 0; i < run.onCount; i++) put(run.ons[i]! * 2 + 1);
    for (let i = 0; i < run.offCount; i++) put(run.offs[i]! * 2);
    this.listWords(s);
  }

  /** Whether source s reaches the node. */
  reaches(s: number, node: number): boolean {
    return (this.rows[s * NODE_WORDS + (node >> 5)]! & (1 << (node & 31))) !== 0;
  }

  /** The node's depth in source s's run (where it reaches it). */
  depth(s: number, node: number): number {
    return this.depthOf[s * NODES + node]!;
  }

  /**
   * The least complexity of a hint on the nodes every one of these sources reaches (SE's count: each
   * target's depth plus one, summed), skipping an on node whose cell has no other candidate (it
   * removes nothing); UNREACHED if none.
   */
  least(sources: readonly number[], grid: Uint16Array): number {
    const { rows, wordList, wordCount } = this;
    const k = sources.length;
    let best = UNREACHED;
    // A common node is in the row of the source that reaches fewest words: only its words are read.
    let fewest = sources[0]!;
    for (let j = 1; j < k; j++) if (wordCount[sources[j]!]! < wordCount[fewest]!) fewest = sources[j]!;
    for (let i = 0, n = wordCount[fewest]!; i < n; i++) {
      const w = wordList[fewest * NODE_WORDS + i]!;
      let common = -1;
      for (let j = 0; j < k && common !== 0; j++) common &= rows[sources[j]! * NODE_WORDS + w]!;
      for (let m = common; m !== 0; m &= m - 1) {
        const node = w * 32 + (31 - Math.clz32(m & -m));
        if (node & 1) {
          const pot = node >> 1;
          const cell = (pot / 9) | 0;
          if (grid[cell] === 1 << (pot - cell * 9)) continue;
        }
        let complexity = k;
        for (let j = 0; j < k; j++) complexity += this.depthOf[sources[j]! * NODES + node]!;
        if (complexity < best) best = complexity;
      }
    }
    return best;
  }
}

/** No hint: more than any complexity. */
export const UNREACHED = 0x3fffffff;
