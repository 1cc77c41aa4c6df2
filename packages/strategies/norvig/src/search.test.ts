import { type Grid, parseGrid, type SolveEvent, tablesFor } from '@sudoku-lab/core';
import { describe, expect, it } from 'vitest';
import { solver } from './index.js';

/** The events of a solve up to its first guess: what propagating the givens did (Norvig's parse_grid). */
function propagationOf(puzzle: Grid): SolveEvent[] {
  const events: SolveEvent[] = [];
  solver.solve(puzzle, { onEvent: (event) => events.push(event) });
  const firstGuess = events.findIndex((event) => event.type === 'guess');
  return firstGuess < 0 ? events : events.slice(0, firstGuess);
}

/**
 * What each rule could do on the givens alone, computed the plain way (independently of the solver):
 * the empty cells with one candidate (rule 1), and the unit-digit pairs with one place (rule 2).
 */
function openingMoves(puzzle: Grid) {
  const { size, cellCount, peers, peerCount, units, unitCount } = tablesFor(puzzle.shape);
  const candidates = puzzle.cells.map((digit, cell) => {
    if (digit !== 0) return [digit];
    const taken = new Set<number>();
    for (let k = 0; k < peerCount; k++) taken.add(puzzle.cells[peers[cell * peerCount + k]!]!);
    return Array.from({ length: size }, (_, i) => i + 1).filter((d) => !taken.has(d));
  });
  const singles = [];
  for (let cell = 0; cell < cellCount; cell++) {
    if (puzzle.cells[cell] === 0 && candidates[cell]!.length === 1)
      singles.push({ cell, digit: candidates[cell]![0] });
  }
  const hiddens = [];
  for (let unit = 0; unit < unitCount; unit++) {
    const cells = [...units.subarray(unit * size, unit * size + size)];
    for (let digit = 1; digit <= size; digit++) {
      if (cells.some((cell) => puzzle.cells[cell] === digit)) continue;
      const places = cells.filter((cell) => candidates[cell]!.includes(digit));
      if (places.length === 1) hiddens.push({ cell: places[0], digit });
    }
  }
  return { singles, hiddens };
}

const placements = (events: SolveEvent[]) => events.filter((event) => event.type === 'place');

describe('rule 1: a cell reduced to one digit removes it from its peers', () => {
  // Row 5 holds 1 2 3, column 5 holds 4 5 6, the centre box 7 8: only 9 is left for row 5, column 5
  // (cell 40), yet no unit has a digit with a single place.
  const puzzle = parseGrid(
    [
      '....4....',
      '....5....',
      '.........',
      '...7.....',
      '12......3',
      '.....8...',
      '.........',
      '.........',
      '....6....',
    ].join('\n'),
  );

  it('is the only rule that applies to the givens', () => {
    expect(openingMoves(puzzle)).toEqual({ singles: [{ cell: 40, digit: 9 }], hiddens: [] });
  });

  it('places the digit as a single, then removes it from every peer that had it', () => {
    const events = propagationOf(puzzle);
    const at = events.findIndex((event) => event.type === 'place');
    expect(events[at]).toEqual({ type: 'place', cell: 40, digit: 9, reason: 'single' });
    const { peers, peerCount } = tablesFor(puzzle.shape);
    const emptyPeers = [...peers.subarray(40 * peerCount, 41 * peerCount)].filter(
      (p) => puzzle.cells[p] === 0,
    );
    const removedNines = events
      .slice(at + 1)
      .filter((event) => event.type === 'eliminate' && event.digit === 9)
      .map((event) => (event as { cell: number }).cell);
    expect(removedNines.sort((a, b) => a - b)).toEqual(emptyPeers);
  });

  it('places nothing by rule 2 before the next choice', () => {
    expect(placements(propagationOf(puzzle)).map((event) => event.reason)).toEqual(['single']);
  });
});

describe('rule 2: a unit with one place left for a digit puts it there', () => {
  // 1s in rows 2 and 3 and in columns 2 and 3 leave the top-left box one place for a 1: row 1, column 1.
  // No cell has fewer than eight candidates, so rule 1 has nothing to do.
  const puzzle = parseGrid(
    [
      '.........',
      '...1.....',
      '......1..',
      '.........',
      '.1.......',
      '.........',
      '.........',
      '..1......',
      '.........',
    ].join('\n'),
  );

  it('is the only rule that applies to the givens', () => {
    const { singles, hiddens } = openingMoves(puzzle);
    expect(singles).toEqual([]);
    expect(hiddens).toContainEqual({ cell: 0, digit: 1 });
  });

  it('places the digit as hidden before any single', () => {
    const [first] = placements(propagationOf(puzzle));
    expect(first).toEqual({ type: 'place', cell: 0, digit: 1, reason: 'hidden' });
  });
});

describe('contradictions found by propagation alone', () => {
  it.each([
    {
      rule: 'rule 1: a cell with no candidate left',
      // Row 1 holds 1-4, column 1 holds 5-8, the top-left box a 9: nothing is left for row 1, column 1.
      rows: [
        '.1234....',
        '59.......',
        '6........',
        '7........',
        '8........',
        '.........',
        '.........',
        '.........',
        '.........',
      ],
    },
    {
      rule: 'rule 2: a digit with no place left in a unit',
      // Rows 1 and 2 and columns 1 and 2 have their 1 elsewhere, and row 3, column 3 holds a 2: the top-left
      // box has no place for a 1.
      rows: [
        '...1.....',
        '......1..',
        '..2......',
        '1........',
        '.........',
        '.........',
        '.1.......',
        '.........',
        '.........',
      ],
    },
  ])('$rule makes the puzzle unsolvable without a guess', ({ rows }) => {
    const puzzle = parseGrid(rows.join('\n'));
    const events: SolveEvent[] = [];
    const result = solver.solve(puzzle, { onEvent: (event) => events.push(event) });
    expect(result.status).toBe('unsolvable');
    expect(result.stats.guesses).toBe(0);
    expect(events.some((event) => event.type === 'contradiction')).toBe(true);
  });
});
