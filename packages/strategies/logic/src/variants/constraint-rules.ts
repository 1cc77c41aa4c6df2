/**
 * A constraint's own rule as a step: what a thermometer, an arrow, a kropki dot, a line or a clue
 * outside the grid rules out, in a sentence a solver would say ("Thermometer from r1c1: digits rise
 * from the bulb, so r1c2 is at least 2"; constraint-names.ts names the constraint and says its rule). Core's constraint modules already know each family's reasoning as
 * propagators; this finder runs them one at a time on the board's candidates and reports the first
 * that removes something, with the cells it reads. Families the ladder explains otherwise are left
 * out: groups and extra peers (singles, locked candidates and subsets cover them) and killer cages
 * (cage combinations, the rule of 45, pointing out of a cage).
 */
import {
  type ConstraintModule,
  type Domains,
  digitsOf,
  familiesOf,
  type Propagator,
  type RuleKind,
} from '@sudoku-lab/core';
import { cellsText, cellText, listText } from '../board.js';
import { eliminationStep, type Mark, type Step } from '../state.js';
import type { FinderTable } from '../techniques/finders.js';
import type { VariantBoard } from './board.js';
import { constraintName, constraintReason } from './constraint-names.js';
import type { VariantState } from './state.js';

/** The families whose reasoning other techniques of the ladder explain in their own words. */
const EXPLAINED_ELSEWHERE: ReadonlySet<RuleKind> = new Set([
  'regions',
  'houses',
  'cages',
  'antiknight',
  'antiking',
]);

/** A propagator of one of the puzzle's constraints, with the family it belongs to. */
export interface RulePiece {
  readonly module: ConstraintModule;
  readonly propagator: Propagator;
}

const piecesOf = new WeakMap<VariantBoard, readonly RulePiece[]>();

/**
 * The puzzle's propagators that say more than digits that differ, family by family (cached per board):
 * the rules this finder and the assumed digit's play-out read.
 */
export function puzzleRulePieces(board: VariantBoard): readonly RulePiece[] {
  const known = piecesOf.get(board);
  if (known !== undefined) return known;
  const { grid, units } = board;
  const unitCells = units.map((unit) => unit.cells);
  const pieces: RulePiece[] = [];
  for (const { module, value } of familiesOf(grid.rules)) {
    for (const propagator of module.propagators(grid.shape, value as never, unitCells)) {
      if (!propagator.distinctOnly) pieces.push({ module, propagator });
    }
  }
  piecesOf.set(board, pieces);
  return pieces;
}

/** The pieces this finder reports: those of the families no other technique explains. */
function rulePieces(board: VariantBoard): readonly RulePiece[] {
  return puzzleRulePieces(board).filter(({ module }) => !EXPLAINED_ELSEWHERE.has(module.kind));
}

/** The board's candidates as a propagator reads them: a placed cell holds its digit alone. */
class Candidates implements Domains {
  readonly candidates: Int32Array;
  constructor(state: VariantState) {
    this.candidates = new Int32Array(state.cells.length);
    this.reset(state);
  }
  /** Back to the board's candidates, for the next look. */
  reset({ cells, candidates }: VariantState): void {
    for (let cell = 0; cell < cells.length; cell++)
      this.candidates[cell] = cells[cell] === 0 ? candidates[cell]! : 1 << (cells[cell]! - 1);
  }
  keep(cell: number, mask: number): boolean {
    this.candidates[cell]! &= mask;
    return this.candidates[cell] !== 0;
  }
}

/**
 * "r1c2 can only be 4" when one digit is left, "r1c2 is at least 2 and at most 6" when what is left is
 * a run the loss trims, else "r1c2 loses 3 and 7".
 */
function effectText(cell: number, left: number, lost: number): string {
  const kept = digitsOf(left);
  if (kept.length === 1) return `${cellText(cell)} can only be ${kept[0]}`;
  const low = kept[0]!;
  const high = kept.at(-1)!;
  const run = kept.length === high - low + 1;
  const gone = digitsOf(lost);
  if (run && gone.every((digit) => digit < low || digit > high)) {
    const bounds = [];
    if (gone.some((digit) => digit < low)) bounds.push(`at least ${low}`);
    if (gone.some((digit) => digit > high)) bounds.push(`at most ${high}`);
    return `${cellText(cell)} is ${bounds.join(' and ')}`;
  }
  return `${cellText(cell)} loses ${listText(gone.map(String))}`;
}

/** "3 or 5", "1, 2 or 9": the digits a cell may still hold. */
function choiceText(digits: readonly number[]): string {
  const words = digits.map(String);
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

/**
 * A setter's given candidates as the cell's choice, the words a solver says of them: "r1c1 can only be
 * 3 or 5 (given candidates)."; null for a rule of another family, named by its constraint instead.
 */
function choiceSentence(kind: RuleKind, cells: readonly number[], left: Int32Array): string | null {
  if (kind !== 'givenCandidates' || cells.length !== 1) return null;
  const [cell] = cells as [number];
  return `${cellText(cell)} can only be ${choiceText(digitsOf(left[cell]!))} (given candidates).`;
}

/**
 * "Thermometer from r1c1: digits rise from the bulb, so r1c1 is at most 6 and ...": the constraint,
 * why it removes (its rule in a solver's words), and what each cell keeps.
 */
function ruleSentence(
  state: VariantState,
  module: ConstraintModule,
  pieceCells: readonly number[],
  effects: readonly string[],
): string {
  const { rules, shape } = state.board.grid;
  const cells = [...pieceCells].sort((a, b) => a - b);
  const name = constraintName(module.kind, module.name, rules!, cells, state.board.units);
  const reason = constraintReason(module.kind, rules!, pieceCells, shape.size);
  return `${name}: ${reason === null ? '' : `${reason}, so `}${listText(effects)}.`;
}

/**
 * The first constraint on the board whose own rule removes candidates, as a step: its eliminations,
 * its cells as the pattern, and a sentence naming the constraint and what each cell keeps.
 */
export function constraintRule(state: VariantState): Step | null {
  for (const { module, propagator } of rulePieces(state.board)) {
    const board = new Candidates(state);
    if (!propagator.propagate(board)) continue; // a broken board: other steps show it
    const eliminations: Mark[] = [];
    const effects: string[] = [];
    for (let cell = 0; cell < state.cells.length; cell++) {
      if (state.cells[cell] !== 0) continue;
      const before = state.candidates[cell]!;
      const lost = before & ~board.candidates[cell]!;
      if (lost === 0) continue;
      for (const digit of digitsOf(lost)) eliminations.push({ cell, digit });
      effects.push(effectText(cell, before & ~lost, lost));
    }
    if (eliminations.length === 0) continue;
    const cells = [...propagator.cells].sort((a, b) => a - b);
    return eliminationStep(
      'constraint-rule',
      eliminations,
      cells,
      [],
      choiceSentence(module.kind, cells, board.candidates) ??
        ruleSentence(state, module, propagator.cells, effects),
    );
  }
  return null;
}

/**
 * What becomes of a constraint if `cell` holds `digit`: the digit leaves the cell's peers (whatever
 * they are: units, cages, a knight's move) and the constraint's rule runs on what is left. Returns
 * another of its cells the rule then leaves no digit, -1 when it breaks otherwise (the cell's own
 * digit has no partner left, a sum can no longer be made), or null when the constraint still holds.
 */
function emptiedBy(
  state: VariantState,
  propagator: Propagator,
  scratch: Candidates,
  cell: number,
  digit: number,
): number | null {
  scratch.reset(state);
  const bit = 1 << (digit - 1);
  scratch.candidates[cell] = bit;
  for (const peer of state.board.peers[cell]!) scratch.candidates[peer]! &= ~bit;
  const held = propagator.propagate(scratch);
  const emptied = propagator.cells.find((other) => other !== cell && scratch.candidates[other] === 0);
  if (emptied !== undefined) return emptied;
  return held && scratch.candidates[cell] !== 0 ? null : -1;
}

/** "if r1c2 were 4 or 5, r1c1 would have no digit left, so r1c2 loses 4 and 5". */
function assumedText(cell: number, digits: readonly number[], emptied: number, cells: readonly number[]) {
  const others = cells.filter((other) => other !== cell);
  const outcome =
    emptied === -1
      ? `no digit${others.length > 1 ? 's' : ''} left in ${cellsText(others)} would keep it`
      : `${cellText(emptied)} would have no digit left`;
  return `if ${cellText(cell)} were ${choiceText(digits)}, ${outcome}, so ${cellText(cell)} loses ${listText(digits.map(String))}`;
}

/**
 * A constraint's rule with one digit assumed: where a cell of a constraint holding a candidate would
 * leave the rule no way to be kept (the candidate gone from the cell's peers first), the candidate
 * goes. The rule alone does not see it because digits that differ are not its business: a
 * nonconsecutive pair in one row, with 4 or 5 in one cell, leaves the other neither 4 (it differs) nor
 * 5 (it is not next to 4); an X's cells differ, so neither is 5. The first constraint where this
 * removes something is the step.
 */
export function constraintContradiction(state: VariantState): Step | null {
  const scratch = new Candidates(state);
  for (const { module, propagator } of rulePieces(state.board)) {
    const cells = [...propagator.cells].sort((a, b) => a - b);
    const eliminations: Mark[] = [];
    const effects: string[] = [];
    for (const cell of cells) {
      if (state.cells[cell] !== 0) continue;
      // The candidates of this cell that break the rule, by the cell they leave empty (-1: none named).
      const byEmptied = new Map<number, number[]>();
      for (const digit of digitsOf(state.candidates[cell]!)) {
        const emptied = emptiedBy(state, propagator, scratch, cell, digit);
        if (emptied === null) continue;
        eliminations.push({ cell, digit });
        byEmptied.set(emptied, [...(byEmptied.get(emptied) ?? []), digit]);
      }
      for (const [emptied, digits] of byEmptied) effects.push(assumedText(cell, digits, emptied, cells));
    }
    if (eliminations.length === 0) continue;
    return eliminationStep(
      'constraint-contradiction',
      eliminations,
      cells,
      [],
      `${constraintName(module.kind, module.name, state.board.grid.rules!, cells, state.board.units)}: ${effects.join('; ')}.`,
    );
  }
  return null;
}

/** The constraints' own rule's finders, by record id (see ../techniques/finders.ts). */
export const constraintRuleFinders = {
  'constraint-rule': { variant: constraintRule },
  'constraint-contradiction': { variant: constraintContradiction },
} as const satisfies FinderTable;
