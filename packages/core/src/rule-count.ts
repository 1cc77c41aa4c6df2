import type { CountJob } from './count.js';
import type { RuleTables } from './rule-tables.js';

/**
 * Counts a variant's solutions for core's countSolutions (which has checked the puzzle and options
 * and applies the budget through `job`): naked and hidden singles over every unit, each cage's digits
 * narrowed to those that still leave its sum reachable with different digits, then a guess at the
 * cell with the fewest candidates. The job's exclusions are candidates taken away before it starts.
 */
export function countUnderRules(job: Omit<CountJob, 'tables'>, tables: RuleTables): void {
  const counter = new Counter(tables, job);
  counter.search(Uint8Array.from(job.cells));
}

class Counter {
  private readonly all: number;
  private readonly candidates: Int32Array;
  /** Each cell's excluded digits, as a mask. */
  private readonly banned: Int32Array;

  constructor(
    private readonly tables: RuleTables,
    private readonly job: Omit<CountJob, 'tables'>,
  ) {
    this.all = (1 << tables.size) - 1;
    this.candidates = new Int32Array(tables.cellCount);
    this.banned = new Int32Array(tables.cellCount);
    for (const { cell, digit } of job.exclude) this.banned[cell]! |= 1 << (digit - 1);
  }

  /** Returns true when the search should stop (enough solutions found). */
  search(cells: Uint8Array): boolean {
    this.job.step();
    const board = cells.slice();
    const state = this.settle(board);
    if (state === 'contradiction') return false;
    if (state === 'solved') return this.job.found(board);
    const cell = state;
    for (let untried = this.candidates[cell]!; untried !== 0; untried &= untried - 1) {
      board[cell] = 32 - Math.clz32(untried & -untried);
      if (this.search(board)) return true;
    }
    return false;
  }

  /**
   * Places singles until none is left: 'solved', 'contradiction', or the empty cell with the fewest
   * candidates to guess at (its candidates in this.candidates).
   */
  private settle(board: Uint8Array): 'solved' | 'contradiction' | number {
    const { cellCount, size, unitCount, units } = this.tables;
    const candidates = this.candidates;
    for (;;) {
      let best = -1;
      let bestCount = size + 1;
      let placed = false;
      for (let cell = 0; cell < cellCount; cell++) {
        if (board[cell] !== 0) continue;
        const mask = this.candidatesOf(board, cell);
        candidates[cell] = mask;
        if (mask === 0) return 'contradiction';
        if ((mask & (mask - 1)) === 0) {
          board[cell] = 32 - Math.clz32(mask);
          placed = true;
          break;
        }
        const count = popcount(mask);
        if (count < bestCount) {
          best = cell;
          bestCount = count;
        }
      }
      if (placed) continue;
      if (best === -1) return this.consistent(board) ? 'solved' : 'contradiction';
      for (let unit = 0; unit < unitCount && !placed; unit++) {
        let once = 0;
        let twice = 0;
        let held = 0;
        for (let k = 0; k < size; k++) {
          const cell = units[unit * size + k]!;
          if (board[cell] !== 0) {
            held |= 1 << (board[cell]! - 1);
            continue;
          }
          const mask = candidates[cell]!;
          twice |= once & mask;
          once |= mask;
        }
        if ((once | held) !== this.all) return 'contradiction';
        const single = once & ~twice & ~held;
        if (single === 0) continue;
        const bit = single & -single;
        for (let k = 0; k < size; k++) {
          const cell = units[unit * size + k]!;
          if (board[cell] === 0 && (candidates[cell]! & bit) !== 0) {
            board[cell] = 32 - Math.clz32(bit);
            placed = true;
            break;
          }
        }
      }
      if (!placed) return best;
    }
  }

  /** The digits `cell` may take: none a peer holds, and each leaving its cages' sums reachable. */
  private candidatesOf(board: Uint8Array, cell: number): number {
    const { peerStart, peers, cellCageStart, cellCages } = this.tables;
    let held = 0;
    for (let k = peerStart[cell]!; k < peerStart[cell + 1]!; k++) {
      const digit = board[peers[k]!]!;
      if (digit !== 0) held |= 1 << (digit - 1);
    }
    let mask = this.all & ~held & ~this.banned[cell]!;
    for (let k = cellCageStart[cell]!; k < cellCageStart[cell + 1]! && mask !== 0; k++) {
      mask &= this.cageAllows(board, cellCages[k]!, mask);
    }
    return mask;
  }

  /** Of `mask`, the digits whose placement in an empty cell of `cage` leaves its sum reachable. */
  private cageAllows(board: Uint8Array, cage: number, mask: number): number {
    const { cageStart, cageCells, cageSum, size } = this.tables;
    const sum = cageSum[cage]!;
    if (sum === 0) return mask;
    let total = 0;
    let used = 0;
    let empty = 0;
    for (let k = cageStart[cage]!; k < cageStart[cage + 1]!; k++) {
      const digit = board[cageCells[k]!]!;
      if (digit === 0) empty++;
      else {
        total += digit;
        used |= 1 << (digit - 1);
      }
    }
    let allowed = 0;
    for (let untried = mask & ~used; untried !== 0; untried &= untried - 1) {
      const bit = untried & -untried;
      const digit = 32 - Math.clz32(bit);
      if (cageSumReachable(sum - total - digit, empty - 1, used | bit, size)) allowed |= bit;
    }
    return allowed;
  }

  /** A full board breaks no cage sum (the candidates kept every cage reachable, so this is the last check). */
  private consistent(board: Uint8Array): boolean {
    const { cageCount, cageStart, cageCells, cageSum } = this.tables;
    for (let cage = 0; cage < cageCount; cage++) {
      const sum = cageSum[cage]!;
      if (sum === 0) continue;
      let total = 0;
      for (let k = cageStart[cage]!; k < cageStart[cage + 1]!; k++) total += board[cageCells[k]!]!;
      if (total !== sum) return false;
    }
    return true;
  }
}

/** Whether `count` different digits of 1..size, none in `used`, can add up to `rest`. */
export function cageSumReachable(rest: number, count: number, used: number, size: number): boolean {
  if (count === 0) return rest === 0;
  let least = 0;
  let most = 0;
  let low = 0;
  for (let digit = 1; digit <= size && low < count; digit++) {
    if ((used & (1 << (digit - 1))) === 0) {
      least += digit;
      low++;
    }
  }
  if (low < count) return false;
  let high = 0;
  for (let digit = size; digit >= 1 && high < count; digit--) {
    if ((used & (1 << (digit - 1))) === 0) {
      most += digit;
      high++;
    }
  }
  return rest >= least && rest <= most;
}

function popcount(mask: number): number {
  let count = 0;
  for (; mask !== 0; mask &= mask - 1) count++;
  return count;
}
