import { type CellDigit, lowestBit } from '@sudoku-lab/core';
import type { Houses } from './board.js';
import * as board from './board.js';
import type { TechniqueId } from './records.js';
import { Workspace } from './workspace.js';

// Module constants, read once (see solutions.ts).
const { ALL, CELLS, PEERS, SIZE, UNIT_BITS, UNIT_CELLS, UNITS } = board;

const noBudgets = (): void => {};

/** A placement or an elimination: a digit at a cell. */
export type Mark = CellDigit;

/** One step of human solving: what it places and eliminates, the pattern that proves it, and why in words. */
export interface Step {
  /** A technique id: one of the records' (records.ts). */
  readonly technique: TechniqueId;
  readonly placements: readonly Mark[];
  readonly eliminations: readonly Mark[];
  /** The cells of the pattern (not those it changes). */
  readonly cells: readonly number[];
  /**
   * The units of the pattern: rows 0..8, columns 9..17, boxes 18..26. On a variant, the units of
   * core's rule tables: rows, columns, the regions (boxes or a jigsaw's) 18..26, then the extra
   * houses of nine cells in the order of the puzzle's rules.
   */
  readonly units: readonly number[];
  /** On a killer puzzle, the cages of the pattern: indices into the puzzle's `rules.cages`. */
  readonly cages?: readonly number[];
  /** One sentence a person understands: "Hidden single: in box 2, 7 fits only r3c5." */
  readonly text: string;
  /** What each cell of the pattern does in it, for a viewer to highlight (absent: every cell is 'pattern'). */
  readonly roles?: readonly CellRole[];
}

/**
 * A step that only takes candidates away, as most techniques' steps do: what it eliminates, the
 * cells and units of its pattern, its sentence, and on some patterns their cages and cell roles.
 */
export function eliminationStep(
  technique: TechniqueId,
  eliminations: readonly Mark[],
  cells: readonly number[],
  units: readonly number[],
  text: string,
  pattern?: Pick<Step, 'cages' | 'roles'>,
): Step {
  // Without a pattern, the same literal the finders wrote: one object shape for every such step.
  if (pattern === undefined) return { technique, placements: [], eliminations, cells, units, text };
  return { technique, placements: [], eliminations, cells, units, ...pattern, text };
}

/** The part a cell plays in a step's pattern. */
export type Role = 'pattern' | 'pivot' | 'pincer' | 'fin' | 'link' | 'target';

/** A cell of a step's pattern and the part it plays there, for a viewer to highlight. */
export interface CellRole {
  readonly cell: number;
  readonly role: Role;
}

/** A step as Sudoku Explainer rates it: its rating on SE's scale, and the step. */
export interface Rated {
  readonly rating: number;
  readonly step: Step;
}

/**
 * What a finder reads of a board, the classic one (Board) or a variant's (VariantState): the digits,
 * the candidates, the houses they lie in (../board.ts's Houses), the call's workspace and budget look.
 * A finder written over a Position serves every ladder with one body.
 */
export interface Position {
  readonly cells: Uint8Array;
  readonly candidates: Uint16Array;
  readonly houses: Houses;
  readonly work: Workspace;
  checkBudgets: () => void;
  has(cell: number, digit: number): boolean;
  /** The positions (0..8 within the unit) where a digit may still go: a 9-bit mask. */
  places(unit: number, digit: number): number;
}

/** A technique as Sudoku Explainer's ladder runs it: the first step it finds, with its rating, or null. */
export type RatedTechnique = (state: Board) => Rated | null;

/**
 * The board a person looks at: the digits written, and the candidates of the empty cells (a filled
 * cell has none). Kept consistent as digits go in: a placed digit leaves its peers' candidates.
 */
export class Board implements Position {
  readonly cells: Uint8Array;
  readonly candidates: Uint16Array;
  /** Whether the puzzle is known to have one solution: the uniqueness techniques rely on it. */
  unique: boolean;
  /**
   * Looks at the budget, throwing core's BudgetExhaustedError when it has run out (the solver hands in
   * its search's checkBudgets; rate, explain and nextStep their Budget's look). A step on a nearly
   * empty board can think for many milliseconds without writing a digit, so the ladder calls this
   * between techniques and the long techniques call it as they search. Does nothing by default.
   */
  checkBudgets: () => void = noBudgets;
  /**
   * What the chaining producers keep from step to step. A board made here has a workspace of its
   * own; rate, explain, nextStep and the solver hand in the one they lease (see workspace.ts).
   */
  work: Workspace = new Workspace();

  constructor(cells = new Uint8Array(CELLS), candidates = new Uint16Array(CELLS), unique = false) {
    this.cells = cells;
    this.candidates = candidates;
    this.unique = unique;
  }

  /**
   * The state of a puzzle: every empty cell starts with the digits none of its peers holds. Pencil
   * marks handed in narrow that further (they cannot bring back a digit a peer holds).
   */
  static of(digits: ArrayLike<number>, marks?: ArrayLike<number>): Board {
    const state = new Board();
    const { cells, candidates } = state;
    for (let cell = 0; cell < CELLS; cell++) {
      cells[cell] = digits[cell]!;
      candidates[cell] = cells[cell] === 0 ? (marks === undefined ? ALL : marks[cell]! & ALL) : 0;
    }
    for (let cell = 0; cell < CELLS; cell++) {
      const digit = cells[cell]!;
      if (digit === 0) continue;
      const keep = ~(1 << (digit - 1));
      for (let k = cell * 20, end = k + 20; k < end; k++) candidates[PEERS[k]!]! &= keep;
    }
    return state;
  }

  /** The classic board's rows, columns and boxes. */
  get houses(): Houses {
    return board.CLASSIC;
  }

  clone(): Board {
    const copy = new Board(this.cells.slice(), this.candidates.slice(), this.unique);
    copy.work = this.work;
    return copy;
  }

  /** Copies another state into this one (no allocation). */
  copyFrom(other: Board): void {
    this.cells.set(other.cells);
    this.candidates.set(other.candidates);
    this.unique = other.unique;
  }

  place(cell: number, digit: number): void {
    this.cells[cell] = digit;
    this.candidates[cell] = 0;
    const keep = ~(1 << (digit - 1));
    for (let k = cell * 20, end = k + 20; k < end; k++) this.candidates[PEERS[k]!]! &= keep;
  }

  has(cell: number, digit: number): boolean {
    return (this.candidates[cell]! & (1 << (digit - 1))) !== 0;
  }

  eliminate(cell: number, digit: number): void {
    this.candidates[cell]! &= ~(1 << (digit - 1));
  }

  /** The positions (0..8 within the unit) where a digit may still go: a 9-bit mask. */
  places(unit: number, digit: number): number {
    const bit = 1 << (digit - 1);
    let mask = 0;
    for (let i = 0; i < SIZE; i++) if (this.candidates[UNIT_CELLS[unit * SIZE + i]!]! & bit) mask |= 1 << i;
    return mask;
  }

  /** The digits written in a unit, as a mask. */
  placed(unit: number): number {
    let mask = 0;
    for (let i = 0; i < SIZE; i++) {
      const digit = this.cells[UNIT_CELLS[unit * SIZE + i]!]!;
      if (digit !== 0) mask |= 1 << (digit - 1);
    }
    return mask;
  }

  solved(): boolean {
    return this.cells.indexOf(0) === -1;
  }

  /**
   * Where the board has gone wrong, or -1: an empty cell with no candidate left, or (as 100 + unit) a
   * unit in which a digit it lacks has no place left. Only a board with no solution gets there.
   */
  contradiction(): number {
    for (let cell = 0; cell < CELLS; cell++)
      if (this.cells[cell] === 0 && this.candidates[cell] === 0) return cell;
    for (let unit = 0; unit < UNITS; unit++) if (this.digitsIn(unit) !== ALL) return 100 + unit;
    return -1;
  }

  /** The digits a unit has a place for: those placed in it and its empty cells' candidates. */
  private digitsIn(unit: number): number {
    let covered = 0;
    for (let i = 0; i < SIZE; i++) {
      const cell = UNIT_CELLS[unit * SIZE + i]!;
      const digit = this.cells[cell]!;
      covered |= digit === 0 ? this.candidates[cell]! : 1 << (digit - 1);
    }
    return covered;
  }

  /**
   * The units a step changes on this board, as a 27-bit mask, asked before it is applied: those of
   * the cells it places, of their peers that hold the digit placed, and of the cells it eliminates
   * from. Every cell whose digit or candidates the step changes lies in them.
   */
  unitsChangedBy(step: Step): number {
    let units = 0;
    for (const { cell, digit } of step.placements) {
      units |= UNIT_BITS[cell]!;
      const bit = 1 << (digit - 1);
      for (let k = cell * 20, end = k + 20; k < end; k++)
        if (this.candidates[PEERS[k]!]! & bit) units |= UNIT_BITS[PEERS[k]!]!;
    }
    for (const { cell } of step.eliminations) units |= UNIT_BITS[cell]!;
    return units;
  }

  /**
   * Whether the board has gone wrong within some units (a 27-bit mask): an empty cell of theirs with
   * no candidate left, or one of them in which a digit it lacks has no place left. On a board that
   * had no contradiction, and has since changed only in cells of these units, this is whether it has
   * one now: a cell or unit that did not change is as sound as it was.
   */
  wrongIn(units: number): boolean {
    const { cells, candidates } = this;
    for (let rest = units; rest !== 0; rest &= rest - 1) {
      const unit = lowestBit(rest);
      for (let i = 0; i < SIZE; i++) {
        const cell = UNIT_CELLS[unit * SIZE + i]!;
        if (cells[cell] === 0 && candidates[cell] === 0) return true;
      }
      if (this.digitsIn(unit) !== ALL) return true;
    }
    return false;
  }

  apply(step: Step): void {
    for (const { cell, digit } of step.placements) this.place(cell, digit);
    for (const { cell, digit } of step.eliminations) this.eliminate(cell, digit);
  }
}

/** A technique looks at the board and returns the first step it finds, or null. */
export type Technique = (state: Board) => Step | null;

/** A finder over houses: it reads a Position, so it serves the classic ladders and the variant ladder. */
export type HouseTechnique = (state: Position) => Step | null;
