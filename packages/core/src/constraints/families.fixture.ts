/**
 * The tests a group of constraint families fills in with rows of its own: what propagation leaves,
 * which givens conflict, what admits takes, how f-puzzles documents and the line form read, and
 * puzzles made by hand with one solution. One body a table, so that every group is held to the same
 * checks; a test file adds what only its families have.
 */
import { describe, expect, it } from 'vitest';
import { admits } from '../admits.js';
import { countSolutions } from '../count.js';
import { rulesProblem } from '../families.js';
import { formatFPuzzles, parseFPuzzles } from '../fpuzzles.js';
import { createGrid, type Grid } from '../grid.js';
import type { Rules } from '../rules.js';
import { formatPuzzle, parsePuzzle } from '../variant-text.js';
import { verifySolution } from '../verify.js';
import {
  board,
  expectPropagated,
  familyConflicts,
  fpuzzlesDocument,
  nine,
  tablesOf,
} from './board.fixture.js';

/** The cells of a line of 81 digits, '.' for an empty one. */
export const cellsOf = (line: string) => [...line].map((ch) => (ch === '.' ? 0 : Number(ch)));

/** A solution the constructed puzzles share (but the nonconsecutive one). */
export const SOLUTION = cellsOf(
  '812753649943682175675491283154237896369845721287169534521974368438526917796318452',
);

/** A puzzle made by hand: its rules (one family), its givens as a line of 81 and its one solution. */
export interface Constructed {
  readonly name: string;
  readonly rules: Rules;
  readonly givens: string;
  readonly solution: readonly number[];
}

/** A group's rows, one constructed board each; givens and candidates written `r1c1=6 r1c2=38`. */
export interface FamilyTables {
  /**
   * [what it shows, rules, candidates to start from, each named cell's candidates after, or null for
   * a contradiction]
   */
  readonly propagation: readonly (readonly [string, Rules, string, string | null])[];
  /** [what it shows, rules (one family), givens, the first conflict's message, or null for none] */
  readonly conflicts: readonly (readonly [string, Rules, string, string | null])[];
  /** [what it shows, rules, givens, a cell, a digit, whether admits lets the digit in the cell] */
  readonly admits: readonly (readonly [string, Rules, string, number, number, boolean])[];
  /** An f-puzzles document's fields (on an empty 9x9 grid) and the rules it reads as. */
  readonly reads: readonly { readonly name: string; readonly fields: object; readonly rules: Rules }[];
  /** Fields an f-puzzles document is refused for, and what the refusal says. */
  readonly refusals: readonly (readonly [object, RegExp])[];
  /** Rules that f-puzzles writes and reads back unchanged. */
  readonly roundTrips: readonly Rules[];
  /** Rules the line form's tokens cannot say: it writes them as one line of f-puzzles JSON. */
  readonly jsonLines: readonly Rules[];
  /**
   * Puzzles made by hand: every mark a solution shows (or a chosen few), then givens taken away while
   * one solution stayed.
   */
  readonly puzzles: readonly Constructed[];
}

/** A puzzle with `rules` and a 5 in the middle, written by `write` and read back by `read`: the same. */
function expectReadBack(rules: Rules, write: (grid: Grid) => string, read: (text: string) => Grid): void {
  const grid = createGrid(nine, board('r5c5=5'), rules);
  const back = read(write(grid));
  expect(back.rules).toEqual(grid.rules);
  expect(back.cells).toEqual(grid.cells);
}

/** Registers a describe block a table, each row a test. Call it at the top level of a test file. */
export function describeFamilies(tables: FamilyTables): void {
  describe('propagation', () => {
    it.each(tables.propagation)('%s', (_, rules, start, expected) => {
      expect(rulesProblem(nine, rules)).toBeNull();
      expectPropagated(rules, start, expected);
    });
  });

  describe('conflicts', () => {
    it.each(tables.conflicts)('%s', (_, rules, givens, expected) => {
      const { kind, conflicts } = familyConflicts(rules, givens);
      if (expected === null) expect(conflicts).toEqual([]);
      else expect(conflicts[0]).toMatchObject({ message: expected, unit: kind });
    });
  });

  describe("admits, the teaching strategies' question", () => {
    it.each(tables.admits)('%s', (_, rules, givens, cell, digit, expected) => {
      expect(admits(tablesOf(rules), board(givens), cell, digit)).toBe(expected);
    });
  });

  describe('f-puzzles', () => {
    const read = (fields: object) => parseFPuzzles(fpuzzlesDocument(fields)).rules;
    it.each(tables.reads)('reads $name', ({ fields, rules }) => {
      expect(read(fields)).toEqual(createGrid(nine, board(), rules).rules);
    });
    it.each(tables.refusals)('refuses %j by name', (fields, message) => {
      expect(() => read(fields)).toThrow(message);
    });
    it.each(tables.roundTrips)('writes and reads back %j', (rules) => {
      expectReadBack(rules, (grid) => JSON.stringify(formatFPuzzles(grid)), parseFPuzzles);
    });
  });

  describe('the line form', () => {
    it.each(tables.jsonLines)(
      'writes what the tokens cannot say as one line of f-puzzles JSON: %j',
      (rules) => {
        expectReadBack(
          rules,
          (grid) => {
            const line = formatPuzzle(grid);
            expect(line.startsWith('{') && !line.includes('\n')).toBe(true);
            return line;
          },
          parsePuzzle,
        );
      },
    );
  });

  describe('constructed puzzles', () => {
    it.each(tables.puzzles)(
      '$name: one solution, found by the variant counter',
      ({ rules, givens, solution }) => {
        const puzzle = createGrid(nine, cellsOf(givens), rules);
        let found: number[] = [];
        const count = countSolutions(puzzle, {
          limit: 2,
          onSolution: (cells) => (found = Array.from(cells)),
        });
        expect(count).toBe(1);
        expect(found).toEqual(solution);
        expect(verifySolution(puzzle, createGrid(nine, found))).toEqual({ ok: true });
      },
    );
    it.each(tables.puzzles)(
      "$name: the solution keeps the family's rule, which the givens need",
      ({ rules, givens, solution }) => {
        expect(familyConflicts(rules, solution).conflicts).toEqual([]);
        expect(countSolutions(createGrid(nine, cellsOf(givens)), { limit: 2 })).toBe(2);
      },
    );
  });
}
