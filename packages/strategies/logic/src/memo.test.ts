import { parseGrid } from '@sudoku-lab/core';
import { describe, expect, it, vi } from 'vitest';
import { Memo, UnitMemo } from './memo.js';
import { Board, type RatedTechnique } from './state.js';
import { ladderWalk, nearMedian } from './steps.fixture.js';
import { explainerFish as fish } from './techniques/fish.js';
import { directLocking, locking } from './techniques/intersections.js';
import { strongLinkChains } from './techniques/strong-links.js';
import { hiddenSet, nakedSet } from './techniques/subsets.js';
import { Workspace } from './workspace.js';

describe('Memo', () => {
  const key = (...words: number[]) => Int32Array.from(words);

  it.each([
    { name: 'the same words', stored: [1, 2, 3], asked: [1, 2, 3], found: 'result' },
    { name: 'one word changed', stored: [1, 2, 3], asked: [1, 2, 4], found: undefined },
    { name: 'the first word changed', stored: [1, 2, 3], asked: [0, 2, 3], found: undefined },
    { name: 'all zero, as stored', stored: [0, 0, 0], asked: [0, 0, 0], found: 'result' },
  ])('finds what was stored only under exactly its words: $name', ({ stored, asked, found }) => {
    const memo = new Memo<string>(2, 3);
    memo.store(1, key(...stored), 'result');
    expect(memo.lookup(1, key(...asked))).toBe(found);
  });

  it('finds nothing in a slot never stored, even under words of zeros', () => {
    expect(new Memo<string>(2, 3).lookup(0, key(0, 0, 0))).toBeUndefined();
  });

  it('keeps each slot apart: a change at one slot leaves what another found', () => {
    const memo = new Memo<string>(3, 2);
    memo.store(0, key(5, 6), 'zero');
    memo.store(2, key(7, 8), 'two');
    memo.store(0, key(5, 9), 'zero again');
    expect([memo.lookup(0, key(5, 6)), memo.lookup(0, key(5, 9)), memo.lookup(2, key(7, 8))]).toEqual([
      undefined,
      'zero again',
      'two',
    ]);
  });

  it('tells what a slot last found and under which words, whatever the words now', () => {
    const memo = new Memo<string | null>(2, 2);
    const out = key(0, 0);
    expect(memo.last(0, out)).toBeUndefined();
    memo.store(0, key(3, 4), null);
    memo.store(1, key(5, 6), 'one');
    expect([memo.last(0, out), [...out]]).toEqual([null, [3, 4]]);
    expect([memo.last(1, out), [...out]]).toEqual(['one', [5, 6]]);
  });

  it('copies the key it is given: the caller may reuse its buffer', () => {
    const memo = new Memo<boolean>(1, 2);
    const buffer = key(1, 1);
    memo.store(0, buffer, true);
    buffer[1] = 2;
    expect([memo.lookup(0, key(1, 1)), memo.lookup(0, buffer)]).toEqual([true, undefined]);
  });
});

// The memoised finders: each keeps, in the call's workspace, what it found per digit or per unit.
const finders: readonly (readonly [string, RatedTechnique])[] = [
  ['direct locking', directLocking],
  ['direct hidden pair', hiddenSet(2, true)],
  ['direct hidden triple', hiddenSet(3, true)],
  ['locking', locking],
  ['naked pair', nakedSet(2)],
  ['x-wing', fish(2)],
  ['hidden pair', hiddenSet(2, false)],
  ['naked triple', nakedSet(3)],
  ['swordfish', fish(3)],
  ['hidden triple', hiddenSet(3, false)],
  ['two strong links', strongLinkChains(2)],
  ['naked quad', nakedSet(4)],
  ['jellyfish', fish(4)],
  ['hidden quad', hiddenSet(4, false)],
  ['three strong links', strongLinkChains(3)],
];

// Three puzzles of magictour's top1465 near its median rating (7.1 to 8.5), each some 80 steps.
const puzzles = nearMedian.slice(0, 3);

/** A copy of a board that works in the given workspace. */
function inWorkspace(state: Board, work: Workspace): Board {
  const copy = state.clone();
  copy.work = work;
  return copy;
}

/** The board with one candidate of one cell taken away (the `n`th candidate of the board, counted round). */
function withoutOne(state: Board, n: number): Board {
  const out = state.clone();
  const marks: [number, number][] = [];
  for (let cell = 0; cell < 81; cell++)
    for (let digit = 1; digit <= 9; digit++) if (state.has(cell, digit)) marks.push([cell, digit]);
  const [cell, digit] = marks[(n * 37) % marks.length]!;
  out.eliminate(cell, digit);
  return out;
}

describe("the memoised finders of Sudoku Explainer's ladder", () => {
  it.each(puzzles)(
    'find on %s, at every step, with one workspace kept all the way, what they find in a fresh one',
    (puzzle) => {
      // One workspace for the whole walk: each board below leaves its memo entries to the next. A
      // board one candidate short comes between two steps' boards, and the step's board once more
      // after it, so a memo keyed on less than its search reads would hand a stale result to one.
      const kept = new Workspace();
      const differences: string[] = [];
      let found = 0;
      for (const [step, state] of ladderWalk(parseGrid(puzzle))) {
        const boards = [state, withoutOne(state, step), state];
        for (const [name, find] of finders) {
          for (const [k, board] of boards.entries()) {
            const memoised = find(inWorkspace(board, kept));
            const fresh = find(inWorkspace(board, new Workspace()));
            if (fresh !== null) found++;
            if (JSON.stringify(memoised) !== JSON.stringify(fresh))
              differences.push(
                `step ${step}, board ${k}, ${name}: ${memoised?.step.text} for ${fresh?.step.text}`,
              );
          }
        }
      }
      expect(differences).toEqual([]);
      // The walk must exercise the finders: steps found, not only nothing on every board.
      expect(found, 'steps the finders found along the walk').toBeGreaterThan(20);
    },
  );

  it('redo the fish search on a digit whose plane is as it was but whose placements are not', () => {
    // Digit 1 as an X-Wing in columns 1 and 5 (rows 1 and 5) that takes it from r1c9, with 1 placed
    // five times; then the same plane with 1 placed a sixth time, in a cell that did not hold it: an
    // X-Wing needs the digit placed five times at most, so there is none.
    const withOnes = (placedAt: readonly number[]) => {
      const cells = new Uint8Array(81);
      const candidates = new Uint16Array(81).fill(0x1fe);
      for (const cell of [0, 4, 36, 40, 8]) candidates[cell] = 0x1ff;
      for (const cell of placedAt) {
        cells[cell] = 1;
        candidates[cell] = 0;
      }
      return new Board(cells, candidates);
    };
    const five = withOnes([76, 77, 78, 79, 80]);
    const six = withOnes([75, 76, 77, 78, 79, 80]);
    const xWing = fish(2);
    const kept = new Workspace();
    const found = [five, six, five].map(
      (board) => xWing(inWorkspace(board, kept))?.step.eliminations ?? null,
    );
    expect(found).toEqual([[{ cell: 8, digit: 1 }], null, [{ cell: 8, digit: 1 }]]);
  });

  // How many searches a finder runs again, counted as the results it stores: per digit, one for
  // the result and, for the strong-link chains, one for the digit's link graph; per unit, one for
  // each unit where it found nothing.
  const digitFinders: readonly (readonly [string, RatedTechnique, number])[] = [
    ['direct locking', directLocking, 1],
    ['locking', locking, 1],
    ['x-wing', fish(2), 1],
    ['jellyfish', fish(4), 1],
    ['two strong links', strongLinkChains(2), 2],
    ['three strong links', strongLinkChains(3), 2],
  ];
  const unitFinders = finders.filter(([name]) => name.includes('hidden') || name.includes('naked'));
  const start = Board.of(parseGrid(puzzles[0]!).cells);

  /** How many results a finder stores on a board, in a workspace (in its Memo, or its UnitMemo). */
  function stores(
    find: RatedTechnique,
    state: Board,
    work: Workspace,
    memo: 'memo' | 'unit memo' = 'memo',
  ): number {
    const store = memo === 'memo' ? vi.spyOn(Memo.prototype, 'store') : vi.spyOn(UnitMemo.prototype, 'store');
    try {
      find(inWorkspace(state, work));
      return store.mock.calls.length;
    } finally {
      store.mockRestore();
    }
  }

  it.each(digitFinders)(
    '%s searches again only the digit a change touched, and nothing on the board as it was',
    (_, find, perDigit) => {
      const kept = new Workspace();
      const changed = oneLess(start);
      expect([stores(find, start, kept), stores(find, start, kept), stores(find, changed, kept)]).toEqual([
        9 * perDigit,
        0,
        perDigit,
      ]);
    },
  );

  it.each(unitFinders)(
    '%s searches again only units of a cell a change touched, and nothing on the board as it was',
    (_, find) => {
      const kept = new Workspace();
      const changed = oneLess(start);
      // Once each board has been searched, going from one to the other searches again at most the
      // three units of the cell (the first time, a unit past the one where a step was found is new).
      const boards = [start, start, changed, start, changed];
      const counts = boards.map((board) => stores(find, board, kept, 'unit memo'));
      expect(counts[1], 'stores on the same board again').toBe(0);
      expect(Math.max(counts[3]!, counts[4]!), 'stores going back and forth').toBeLessThanOrEqual(3);
    },
  );
});

/** A board with the lowest candidate of its first empty cell taken away. */
function oneLess(state: Board): Board {
  const out = state.clone();
  const cell = state.cells.indexOf(0);
  const mask = state.candidates[cell]!;
  out.eliminate(cell, 32 - Math.clz32(mask & -mask));
  return out;
}

describe('UnitMemo', () => {
  const empty = () => ({ cells: new Uint8Array(81), candidates: new Uint16Array(81).fill(0x1ff) });

  it('knows nothing of a board it was never handed, even one of zeros', () => {
    const memo = new UnitMemo();
    expect(memo.since(new Uint8Array(81), new Uint16Array(81))).toBe(0);
  });

  it('keeps the units stored while none of their cells changes', () => {
    const memo = new UnitMemo();
    const { cells, candidates } = empty();
    memo.since(cells, candidates);
    for (const unit of [0, 9, 18, 26]) memo.store(unit);
    expect(memo.since(cells, candidates)).toBe((1 << 0) | (1 << 9) | (1 << 18) | (1 << 26));
  });

  it.each([
    { name: 'a candidate', change: (board: ReturnType<typeof empty>) => void (board.candidates[10] = 0x1fe) },
    { name: 'a digit', change: (board: ReturnType<typeof empty>) => void (board.cells[10] = 3) },
  ])('forgets the row, column and box of a cell whose $name changed, and only those', ({ change }) => {
    const memo = new UnitMemo();
    const board = empty();
    memo.since(board.cells, board.candidates);
    for (let unit = 0; unit < 27; unit++) memo.store(unit);
    change(board);
    // r2c2: row 1, column 1 (unit 10), box 0 (unit 18).
    const gone = (1 << 1) | (1 << 10) | (1 << 18);
    expect(memo.since(board.cells, board.candidates)).toBe(((1 << 27) - 1) & ~gone);
  });

  it('compares with the board it was last handed, not the one it first stored on', () => {
    const memo = new UnitMemo();
    const board = empty();
    memo.since(board.cells, board.candidates);
    memo.store(0);
    board.candidates[0] = 0x1fe;
    memo.since(board.cells, board.candidates);
    memo.store(0);
    board.candidates[0] = 0x1ff;
    expect(memo.since(board.cells, board.candidates) & 1).toBe(0);
  });
});
