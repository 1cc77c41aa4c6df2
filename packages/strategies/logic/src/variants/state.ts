import type { Grid } from '@sudoku-lab/core';
import type { Houses } from '../board.js';
import type { Position, Step } from '../state.js';
import { Workspace } from '../workspace.js';
import { type VariantBoard, variantBoard } from './board.js';

const ALL = 0x1ff;

/**
 * The board a person looks at on a variant: the digits written and the empty cells' candidates, kept
 * consistent as digits go in (a placed digit leaves its peers' candidates: knight's and king's moves
 * and cage mates among them).
 */
export class VariantState implements Position {
  readonly cells: Uint8Array;
  readonly candidates: Uint16Array;
  /** The scratch of the finders this board shares with the classic ladders (see ../workspace.ts). */
  readonly work = new Workspace();
  /** The caller's budget look (explain and nextStep set it); the long finders call it as they search. */
  checkBudgets: () => void = () => {};

  private constructor(
    readonly board: VariantBoard,
    cells: Uint8Array,
    candidates: Uint16Array,
  ) {
    this.cells = cells;
    this.candidates = candidates;
  }

  /** The state of a variant puzzle; pencil marks handed in narrow it (never bring back a peer's digit). */
  static of(grid: Grid, marks?: ArrayLike<number>): VariantState {
    const board = variantBoard(grid);
    const count = grid.cells.length;
    const cells = Uint8Array.from(grid.cells);
    const candidates = new Uint16Array(count);
    for (let cell = 0; cell < count; cell++) {
      candidates[cell] = cells[cell] === 0 ? (marks === undefined ? ALL : marks[cell]! & ALL) : 0;
    }
    const state = new VariantState(board, cells, candidates);
    for (let cell = 0; cell < count; cell++) if (cells[cell] !== 0) state.clearPeers(cell, cells[cell]!);
    return state;
  }

  private clearPeers(cell: number, digit: number): void {
    const keep = ~(1 << (digit - 1));
    for (const peer of this.board.peers[cell]!) this.candidates[peer]! &= keep;
  }

  place(cell: number, digit: number): void {
    this.cells[cell] = digit;
    this.candidates[cell] = 0;
    this.clearPeers(cell, digit);
  }

  get houses(): Houses {
    return this.board.houses;
  }

  places(unit: number, digit: number): number {
    const bit = 1 << (digit - 1);
    const { unitCells } = this.board.houses;
    let mask = 0;
    for (let i = 0; i < 9; i++) if (this.candidates[unitCells[unit * 9 + i]!]! & bit) mask |= 1 << i;
    return mask;
  }

  has(cell: number, digit: number): boolean {
    return (this.candidates[cell]! & (1 << (digit - 1))) !== 0;
  }

  sees(a: number, b: number): boolean {
    return this.board.sees[a * this.cells.length + b] === 1;
  }

  solved(): boolean {
    return this.cells.indexOf(0) === -1;
  }

  /**
   * Whether the board has gone wrong: an empty cell with no candidate left, or a unit in which a
   * digit it lacks has no place left. Only a board with no solution gets there.
   */
  broken(): boolean {
    const { cells, candidates } = this;
    for (let cell = 0; cell < cells.length; cell++)
      if (cells[cell] === 0 && candidates[cell] === 0) return true;
    for (const unit of this.board.units) {
      let covered = 0;
      for (const cell of unit.cells)
        covered |= cells[cell] === 0 ? candidates[cell]! : 1 << (cells[cell]! - 1);
      if (covered !== ALL) return true;
    }
    return false;
  }

  apply(step: Step): void {
    for (const { cell, digit } of step.placements) this.place(cell, digit);
    for (const { cell, digit } of step.eliminations) this.candidates[cell]! &= ~(1 << (digit - 1));
  }
}

/** A technique of the variant ladder: the first step it finds on the board, or null. */
export type VariantTechnique = (state: VariantState) => Step | null;
