import type { Grid } from '@sudoku-lab/core';
import { generatePuzzle } from '@sudoku-lab/testkit/puzzles';
import { readSharedPuzzles } from '@sudoku-lab/testkit/shared-puzzles';
import { describe, expect, test } from 'vitest';
import { PEERS, UNIT_CELLS, UNITS_OF } from '../board.js';
import { explanationBoards } from '../steps.fixture.js';
import { DigitTrial } from './trial.js';

/**
 * A Nishio run as Sudoku Explainer makes one, in its order: on facts first, then one off fact, which
 * leaves the board once its consequences are read; it stops at the first potential both on and off.
 */
function runClashes(board: Uint16Array, cell: number, digit: number, on: boolean): boolean {
  const bit = 1 << digit;
  const holds = Array.from(board, (mask) => (mask & bit) !== 0);
  const ons: number[] = on ? [cell] : [];
  const offs: number[] = on ? [] : [cell];
  const isOn = new Set(ons);
  const isOff = new Set(offs);
  let onHead = 0;
  let offHead = 0;
  for (;;) {
    if (onHead < ons.length) {
      const c = ons[onHead++]!;
      for (const q of PEERS.slice(c * 20, c * 20 + 20)) {
        if (!holds[q]) continue;
        if (isOn.has(q)) return true;
        if (!isOff.has(q)) {
          isOff.add(q);
          offs.push(q);
        }
      }
    } else if (offHead < offs.length) {
      const c = offs[offHead++]!;
      for (const unit of UNITS_OF.slice(c * 3, c * 3 + 3)) {
        const others = UNIT_CELLS.slice(unit * 9, unit * 9 + 9).filter((q) => q !== c && holds[q]);
        if (others.length !== 1) continue;
        const q = others[0]!;
        if (isOff.has(q)) return true;
        if (!isOn.has(q)) {
          isOn.add(q);
          ons.push(q);
        }
      }
      holds[c] = false;
    } else return false;
  }
}

/** Each unit's places of each digit, as the chainer keeps them: places[unit * 9 + digit]. */
function placesOf(board: Uint16Array): Uint16Array {
  const places = new Uint16Array(27 * 9);
  for (let unit = 0; unit < 27; unit++)
    for (let i = 0; i < 9; i++)
      for (let d = 0; d < 9; d++)
        if (board[UNIT_CELLS[unit * 9 + i]!]! & (1 << d)) places[unit * 9 + d]! |= 1 << i;
  return places;
}

describe("a digit trial answers as Sudoku Explainer's Nishio run", () => {
  const puzzles = [
    ...readSharedPuzzles('magictour-top1465.txt').filter((_, i) => i % 211 === 3),
    ...readSharedPuzzles('forum-hardest-1106.txt').slice(0, 2),
    ...Array.from(
      { length: 3 },
      (_, k) => generatePuzzle({ shape: '9x9', seed: 71 + k, difficulty: 'hard' }).puzzle,
    ),
  ];
  test.each(puzzles.map((p, i): [number, Grid] => [i, p]))(
    'puzzle %i: every assumption on every board',
    (_i, puzzle) => {
      const trial = new DigitTrial();
      const seen = { clash: 0, none: 0 };
      for (const board of explanationBoards(puzzle)) {
        const places = placesOf(board);
        for (let cell = 0; cell < 81; cell++) {
          if ((board[cell]! & (board[cell]! - 1)) === 0) continue;
          for (let d = 0; d < 9; d++) {
            if ((board[cell]! & (1 << d)) === 0) continue;
            for (const on of [true, false]) {
              const expected = runClashes(board, cell, d, on);
              const got = trial.clashes(board, places, cell, d, on);
              if (got !== expected)
                expect(got, `digit ${d + 1} ${on ? 'on' : 'off'} at cell ${cell} of ${board.join(',')}`).toBe(
                  expected,
                );
              seen[expected ? 'clash' : 'none']++;
            }
          }
        }
      }
      expect(seen.clash, 'assumptions that clash').toBeGreaterThan(0);
      expect(seen.none, 'assumptions that do not').toBeGreaterThan(0);
    },
  );
});
