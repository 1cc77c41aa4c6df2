import { lowestBit } from '@sudoku-lab/core';
import { CELLS, PEERS } from './board.js';
import type { Board } from './state.js';

/**
 * What a search of Sudoku Explainer's ladder saw the last time it found nothing: the board's
 * candidates and digits then. SE's loop starts again at the top after every step, so a search that
 * failed is often asked again about a board that has lost a candidate or two since.
 *
 * Why the memo lets a search look only where the board changed: let a search judge each of its
 * patterns by the candidates of some cells (the pattern's support), and let it have found no step
 * on board X. A board Y that has only lost candidates (and gained digits) since X, and whose cells
 * of a pattern's support are as they were on X, gives that pattern the same verdict: no step. So
 * every step on Y comes from a pattern whose support holds a cell that changed, and a search that
 * visits only those, in its usual order, finds the same steps in the same order: the same first
 * step, and the same best one. Each search states its support where it asks for the changes.
 *
 * Sets of cells are three 27-bit words (cells 0..26, 27..53, 54..80), as the searches keep them.
 */
export class FailureMemo {
  private readonly candidates = new Uint16Array(CELLS);
  private readonly cells = new Uint8Array(CELLS);
  private held = false;

  /**
   * The cells whose candidates or digit differ now from the last failure, written to `changed`
   * (three words), and true; or false when there is no failure to go from: none recorded, or the
   * board has gained a candidate or lost a digit since (another board), so that the search must
   * look everywhere.
   */
  changes(state: Board, changed: Int32Array): boolean {
    if (!this.held) return false;
    const { candidates, cells } = state;
    changed.fill(0);
    for (let cell = 0; cell < CELLS; cell++) {
      const then = this.candidates[cell]!;
      const now = candidates[cell]!;
      const digit = this.cells[cell]!;
      if ((now & ~then) !== 0 || (digit !== 0 && cells[cell] !== digit)) return false;
      if (now !== then || cells[cell] !== digit) {
        const word = (cell / 27) | 0;
        changed[word]! |= 1 << (cell - word * 27);
      }
    }
    return true;
  }

  /** The candidates of a cell at the last failure (read only while `changes` holds). */
  candidatesThen(cell: number): number {
    return this.candidates[cell]!;
  }

  /** Notes that the search found nothing on this board. */
  failed(state: Board): void {
    this.candidates.set(state.candidates);
    this.cells.set(state.cells);
    this.held = true;
  }

  /** Notes that the search found a step: the next one looks everywhere. */
  found(): void {
    this.held = false;
  }
}

/** The cells of a set and their peers, written to `out` (three words). */
export function withPeers(set: Int32Array, out: Int32Array): void {
  out.set(set);
  for (let word = 0; word < 3; word++) {
    for (let rest = set[word]!; rest !== 0; rest &= rest - 1) {
      const cell = word * 27 + lowestBit(rest);
      for (let k = cell * 20; k < cell * 20 + 20; k++) {
        const peer = PEERS[k]!;
        const w = (peer / 27) | 0;
        out[w]! |= 1 << (peer - w * 27);
      }
    }
  }
}
