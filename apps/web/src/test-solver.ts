import { allDigits, defineSolver, digitBit, digitsOf, type SearchContext, shapes } from '@sudoku-lab/core';

/**
 * A small backtracking solver for the app's own tests, so they do not depend on how any real strategy
 * behaves. It fills the first empty cell with each digit its peers allow: a 'guess' event before each try
 * at a choice, a 'backtrack' after each failed one, a 'contradiction' at a cell with no digit left.
 */
export const testSolver = defineSolver({
  id: 'test-backtracker',
  name: 'Test backtracker',
  description: 'Cell by cell backtracking, for tests.',
  shapes: [shapes['4x4'], shapes['9x9']],
  search(context: SearchContext) {
    const cells = [...context.puzzle.cells];
    const { peers, peerCount } = context.tables;
    const all = allDigits(context.puzzle.shape);

    const allowed = (cell: number): number => {
      let mask = all;
      for (let k = 0; k < peerCount; k++) {
        const digit = cells[peers[cell * peerCount + k]!]!;
        if (digit !== 0) mask &= ~digitBit(digit);
      }
      return mask;
    };

    const fill = (from: number): boolean => {
      const cell = cells.indexOf(0, from);
      if (cell === -1) return context.foundSolution(cells);
      const digits = digitsOf(allowed(cell));
      if (digits.length === 0) context.trace?.({ type: 'contradiction', cell });
      const choice = digits.length > 1;
      for (const digit of digits) {
        if (choice) {
          context.counters.guesses++;
          context.trace?.({ type: 'guess', cell });
        }
        context.countPlacement();
        cells[cell] = digit;
        context.trace?.({ type: 'place', cell, digit, reason: choice ? 'guess' : 'single' });
        if (fill(cell + 1)) return true;
        cells[cell] = 0;
        if (choice) {
          context.counters.backtracks++;
          context.trace?.({ type: 'backtrack' });
        }
      }
      return false;
    };

    fill(0);
  },
});
