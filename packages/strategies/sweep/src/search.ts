import {
  bitCount,
  cageSumReachable,
  type RuleTables,
  type SearchContext,
  type ShapeTables,
} from '@sudoku-lab/core';

// The pencil sweep of the 2019 "solving sudoku from scratch" write-up (josephm28/sudoku, solve.js).
//
// Glossary. A cell is an index into the board, row-major; a digit is 1..size, 0 for an empty cell. A unit
// is a row, a column or a box; a cell's peers are the other cells of its three units. A cell's candidates
// are the digits missing from its row, its column and its box: the digits none of its peers holds, kept as
// a bitmask (bit d-1 for digit d) and always computed afresh from the board, as the write-up does.
//
// A sweep visits the empty cells in row-major order. A cell with one candidate gets it at once, so the
// cells after it in the same sweep see it; a cell with none is a dead end. When a sweep writes nothing, the
// board is snapshot and swept again, allowed to write the first candidate at the first cell met with
// exactly two; if that branch dead-ends, the snapshot comes back and a sweep may write the second instead.

/** The candidates of a cell, read from the board. */
export function candidates(tables: ShapeTables, board: Uint8Array, cell: number): number {
  const { peers, peerCount, size } = tables;
  let held = 0;
  for (let k = cell * peerCount; k < (cell + 1) * peerCount; k++) held |= (1 << board[peers[k]!]!) >> 1;
  return ((1 << size) - 1) & ~held;
}

/**
 * The candidates of a cell of a variant, read from the board: the digits none of its peers in core's
 * rule tables holds (rows, columns, regions, houses, cages, knight's or king's moves), and of those,
 * the ones that leave each of its cages' sums reachable by different digits in its other empty cells.
 */
export function variantCandidates(rules: RuleTables, board: Uint8Array, cell: number): number {
  const { peerStart, peers, size, cellCageStart, cellCages, cageSum, cageStart, cageCells } = rules;
  let held = 0;
  for (let k = peerStart[cell]!; k < peerStart[cell + 1]!; k++) held |= (1 << board[peers[k]!]!) >> 1;
  let mask = ((1 << size) - 1) & ~held;
  for (let k = cellCageStart[cell]!; k < cellCageStart[cell + 1]! && mask !== 0; k++) {
    const cage = cellCages[k]!;
    const sum = cageSum[cage]!;
    if (sum === 0) continue;
    let total = 0;
    let used = 0;
    let others = -1; // the cage's empty cells besides this one
    for (let j = cageStart[cage]!; j < cageStart[cage + 1]!; j++) {
      const digit = board[cageCells[j]!]!;
      if (digit === 0) others++;
      else {
        total += digit;
        used |= 1 << (digit - 1);
      }
    }
    for (let untried = mask; untried !== 0; untried &= untried - 1) {
      const bit = untried & -untried;
      if (!cageSumReachable(sum - total - (32 - Math.clz32(bit)), others, used | bit, size)) mask &= ~bit;
    }
  }
  return mask;
}

/** The candidate of a mask at a position, counting from the lowest digit (0 is the lowest). */
export function nthCandidate(mask: number, position: number): number {
  for (let digit = 1; mask !== 0; digit++, mask >>>= 1) {
    if (mask & 1 && position-- === 0) return digit;
  }
  throw new RangeError(`the mask has no candidate at position ${position}`);
}

/** The guess a sweep may make: at the first cell it meets with exactly `size` candidates, the `pick`th. */
export interface Guess {
  readonly size: number;
  readonly pick: number;
}

/** What a sweep did: the digits it wrote, whether it met a dead end, the fewest candidates it saw. */
export interface SweepOutcome {
  readonly written: number;
  readonly deadEnd: boolean;
  /** Among the empty cells it left, the fewest candidates any had (Infinity when it left none). */
  readonly fewest: number;
}

/** The counters sweep adds to the common stats. */
export type SweepCounter = 'sweeps' | 'deadEnds';

/**
 * The search of the write-up: sweeps, a snapshot and a guess when a sweep changes nothing, the snapshot
 * back when a guess dead-ends. Where the write-up has no rule (no cell with exactly two candidates, so its
 * guessing sweep changes nothing either and it recurses until the stack runs out) the guess goes to the
 * first cell with the fewest candidates, each of them in turn: with two, that is the write-up's rule.
 */
export class SweepSearch {
  private readonly board: Uint8Array;
  private readonly tables: ShapeTables;
  /** A variant's rule tables, or null for a classic puzzle (whose candidates come from `tables`). */
  private readonly rules: RuleTables | null;

  constructor(private readonly context: SearchContext<SweepCounter>) {
    this.board = Uint8Array.from(context.puzzle.cells);
    this.tables = context.tables;
    this.rules = context.rules;
  }

  run(): void {
    this.solve(null);
  }

  /**
   * Sweeps until the board is full (a solution: no more passes), a sweep dead-ends, or one writes nothing;
   * then guesses. The first sweep makes `guess`, when given. Returns true when the search should stop.
   */
  private solve(guess: Guess | null): boolean {
    const { board, context } = this;
    for (;;) {
      if (!board.includes(0)) return context.foundSolution(board);
      context.counters.sweeps++;
      const outcome = this.sweep(guess);
      guess = null;
      if (outcome.deadEnd) {
        context.counters.deadEnds++;
        return false;
      }
      if (outcome.written > 0) continue;
      // Stuck: nothing was written, so every empty cell holds two candidates or more.
      const snapshot = board.slice();
      for (let pick = 0; pick < outcome.fewest; pick++) {
        if (this.solve({ size: outcome.fewest, pick })) return true;
        board.set(snapshot);
        context.counters.backtracks++;
        context.trace?.({ type: 'backtrack' });
      }
      return false;
    }
  }

  /** One pass over the board in row-major order, writing each cell's only candidate as it goes. */
  private sweep(guess: Guess | null): SweepOutcome {
    const { board, context, tables, rules } = this;
    let written = 0;
    let fewest = Number.POSITIVE_INFINITY;
    for (let cell = 0; cell < board.length; cell++) {
      if (board[cell] !== 0) continue;
      const mask = rules === null ? candidates(tables, board, cell) : variantCandidates(rules, board, cell);
      const count = bitCount(mask);
      if (count === 0) {
        context.trace?.({ type: 'contradiction', cell });
        return { written, deadEnd: true, fewest: 0 };
      }
      if (count === 1) {
        this.write(cell, nthCandidate(mask, 0), 'single');
        written++;
      } else if (guess !== null && count === guess.size) {
        context.trace?.({ type: 'guess', cell });
        this.write(cell, nthCandidate(mask, guess.pick), 'guess');
        context.counters.guesses++;
        written++;
        guess = null;
      } else if (count < fewest) fewest = count;
    }
    return { written, deadEnd: false, fewest };
  }

  private write(cell: number, digit: number, reason: 'single' | 'guess'): void {
    this.context.countPlacement();
    this.board[cell] = digit;
    this.context.trace?.({ type: 'place', cell, digit, reason });
  }
}
