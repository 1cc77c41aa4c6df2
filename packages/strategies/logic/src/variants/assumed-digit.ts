/**
 * The last rung of the variant ladder: a digit assumed in a cell and followed through every constraint
 * at once, as Sukaku Explainer's Nishio and dynamic contradiction chains do on classic puzzles. Core's
 * propagation (what csp runs before it guesses: the singles over every unit and every family's rule,
 * to a fixpoint) plays the assumption out; where it ends in a contradiction the digit goes. Of all
 * the candidates that break, the one that breaks soonest (fewest digits forced on the way) is the step,
 * so a person can follow it on paper. The sentence names the assumption, the first digits it forces,
 * and what breaks: two peers holding one digit, a digit with no place in a unit, or a constraint that
 * can no longer be kept.
 */
import {
  type ConstraintModule,
  type Domains,
  Propagation,
  type Propagator,
  ruleTablesFor,
} from '@sudoku-lab/core';
import { cellText, listText } from '../board.js';
import { eliminationStep, type Mark, type Step } from '../state.js';
import type { FinderTable } from '../techniques/finders.js';
import type { VariantBoard } from './board.js';
import { constraintName } from './constraint-names.js';
import { puzzleRulePieces } from './constraint-rules.js';
import type { VariantState } from './state.js';
import { relationsOf } from './text.js';

const ALL = 0x1ff;

/** How many of the forced digits a sentence spells out before it counts the rest. */
const SHOWN = 4;

/** A rule of the puzzle as a person names it, and the propagator that keeps it. */
interface NamedRule {
  readonly name: string;
  readonly propagator: Propagator;
}

/** What is kept per board: the engine (its tables are the puzzle's) and the rules by name. */
interface Assumer {
  readonly engine: Propagation;
  readonly rules: readonly NamedRule[];
}

const assumers = new WeakMap<VariantBoard, Assumer>();

/** A rule as the sentence names it: "the 10 cage at r3c4", else as constraintName says it. */
function ruleName(board: VariantBoard, module: ConstraintModule, cells: readonly number[]): string {
  if (module.kind === 'cages') {
    const cage = board.sumCages.find((group) => sameCells(group.cells, cells));
    if (cage !== undefined) return cage.name;
  }
  return constraintName(module.kind, module.name, board.grid.rules!, cells, board.units);
}

function sameCells(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((cell) => b.includes(cell));
}

function assumerOf(board: VariantBoard): Assumer {
  const known = assumers.get(board);
  if (known !== undefined) return known;
  const { grid } = board;
  // Digits that differ are the peers' to say: a broken one shows as two peers alike.
  const rules = puzzleRulePieces(board).map(({ module, propagator }) => ({
    name: ruleName(
      board,
      module,
      [...propagator.cells].sort((a, b) => a - b),
    ),
    propagator,
  }));
  const assumer = { engine: new Propagation(ruleTablesFor(grid.shape, grid.rules!)), rules };
  assumers.set(board, assumer);
  return assumer;
}

/** A copy of the engine's candidates that a rule may narrow without touching the engine. */
class Scratch implements Domains {
  readonly candidates: Int32Array;
  constructor(from: Int32Array) {
    this.candidates = Int32Array.from(from);
  }
  keep(cell: number, mask: number): boolean {
    this.candidates[cell]! &= mask;
    return this.candidates[cell] !== 0;
  }
}

/** The digit of a one-digit mask, 0 for any other. */
function digitOf(mask: number): number {
  return mask !== 0 && (mask & (mask - 1)) === 0 ? 32 - Math.clz32(mask) : 0;
}

/**
 * What broke, read off the candidates where the engine stopped: "put 2 in both r6c3 and r6c9 (both
 * in row 6)", "put 5 in both r1c3 and r2c5 (a knight's move apart)", "leave no place for 7 in row 6",
 * "break a rule (Thermometer from r3c3)"; null when none of these shows (the step is then not offered: a contradiction a person cannot be shown is no hint).
 */
function breakText(board: VariantBoard, rules: readonly NamedRule[], candidates: Int32Array): string | null {
  for (let cell = 0; cell < candidates.length; cell++) {
    const digit = digitOf(candidates[cell]!);
    if (digit === 0) continue;
    const twin = board.peers[cell]!.find((peer) => peer > cell && candidates[peer] === candidates[cell]);
    if (twin !== undefined)
      return `put ${digit} in both ${cellText(cell)} and ${cellText(twin)} (${apartText(board, cell, twin)})`;
  }
  for (const unit of board.units) {
    let covered = 0;
    for (const cell of unit.cells) covered |= candidates[cell]!;
    if (covered !== ALL)
      return `leave no place for ${digitOf(ALL & ~covered & -(ALL & ~covered))} in ${unit.name}`;
  }
  for (const { name, propagator } of rules) {
    if (!propagator.propagate(new Scratch(candidates))) return `break a rule (${name})`;
  }
  return null;
}

/** Why two peers may not share a digit: "both in row 3", "a knight's move apart". */
function apartText(board: VariantBoard, a: number, b: number): string {
  const relation = relationsOf(board.houses, a, b)[0]!;
  if (relation.endsWith('move')) return `${relation} apart`;
  return relation === 'the rules' ? 'peers by the rules' : `both in ${relation}`;
}

/** An assumed candidate that breaks the board: the digits it forces on the way, in order, and what breaks. */
interface Contradiction extends Mark {
  readonly forced: readonly Mark[];
  readonly broken: string;
}

/** "r6c6 = 2, r6c7 = 9 and 3 more digits": the first placements forced, then a count of the rest. */
function forcedText(forced: readonly Mark[]): string {
  const shown = forced.slice(0, SHOWN).map(({ cell, digit }) => `${cellText(cell)} = ${digit}`);
  const rest = forced.length - shown.length;
  if (rest > 0) shown.push(`${rest} more digit${rest > 1 ? 's' : ''}`);
  return listText(shown);
}

/**
 * A candidate whose assumption breaks the board, the one forcing the fewest digits on the way: its
 * elimination, the cells it places and breaks on, and "If r4c5 were 7, the singles and the rules
 * would place r6c6 = 2, r6c7 = 9 and 5 more digits, and leave no place for 7 in row 6, so r4c5 is not 7."
 */
export function assumedDigit(state: VariantState): Step | null {
  const { board, cells, candidates } = state;
  const { engine, rules } = assumerOf(board);
  // The board as logic left it: every empty cell's candidates, every placed cell its digit.
  const banned = new Int32Array(cells.length);
  for (let cell = 0; cell < cells.length; cell++)
    if (cells[cell] === 0) banned[cell] = ALL & ~candidates[cell]!;
  if (!engine.start(cells, banned) || !engine.fixpoint()) return null; // a broken board: other steps show it
  engine.save(0);
  // Core's fixpoint may narrow a cell further than the ladder did: the assumptions start from there.
  const base = Int32Array.from(engine.candidates);
  const start = engine.logTop;
  let best: Contradiction | null = null;
  for (let cell = 0; cell < cells.length; cell++) {
    if (digitOf(base[cell]!) !== 0) continue;
    state.checkBudgets();
    for (let mask = base[cell]!; mask !== 0; mask &= mask - 1) {
      const bit = mask & -mask;
      engine.restore(0);
      if (engine.choose(cell, bit) && engine.fixpoint()) continue;
      const count = engine.logTop - start - 1; // the assumed digit is the log's first
      if (best !== null && count >= best.forced.length) continue;
      const broken = breakText(board, rules, engine.candidates);
      if (broken === null) continue;
      const forced: Mark[] = [];
      for (let k = start + 1; k < engine.logTop; k++) {
        const placed = engine.log[k]!;
        forced.push({ cell: placed, digit: digitOf(engine.candidates[placed]!) });
      }
      best = { cell, digit: digitOf(bit), forced, broken };
    }
  }
  if (best === null) return null;
  const { cell, digit, forced, broken } = best;
  const assumed = `If ${cellText(cell)} were ${digit}`;
  const text =
    forced.length === 0
      ? `${assumed}, it would ${broken}, so ${cellText(cell)} is not ${digit}.`
      : `${assumed}, the singles and the rules would place ${forcedText(forced)}, and ${broken}, so ${cellText(cell)} is not ${digit}.`;
  const pattern = [...new Set([cell, ...forced.slice(0, SHOWN).map((placed) => placed.cell)])];
  return eliminationStep('assumed-digit', [{ cell, digit }], pattern, [], text);
}

/** The assumed digit's finder, by record id (see ../techniques/finders.ts). */
export const assumedDigitFinders = {
  'assumed-digit': { variant: assumedDigit },
} as const satisfies FinderTable;
