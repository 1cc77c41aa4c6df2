import type { Grid } from '@sudoku-lab/core';
import { breathe } from '@sudoku-lab/testkit';
import { generatePuzzle } from '@sudoku-lab/testkit/puzzles';
import { readSharedPuzzles } from '@sudoku-lab/testkit/shared-puzzles';
import { describe, expect, test } from 'vitest';
import { cellText } from '../board.js';
import { explanationBoards } from '../steps.fixture.js';
import { Chainer, ORDER_SPAN } from './chainer.js';
import { HOUSES, lengthIncrement, NODES, POP, type Run, UNIT_CELLS } from './graph.js';
import { BestHint, type ChainHint, compareHints, UNBOUNDED, walk } from './hint.js';
import { chainingProducers } from './producers.js';
import type { Reach } from './reach.js';
import { SEARCHES, Search, SearchMemo } from './reads.js';

const configOf = (id: string) => chainingProducers.find((p) => p.id === id)!.config;
const unary = configOf('forcing-chains-cycles');

/** A hint as text: what SE's choice is made of, and what the step shows. */
const hintText = (h: ChainHint | null | undefined) =>
  h == null
    ? 'none'
    : `${h.kind} ${h.difficulty} ${h.complexity} ${h.sortKey} [${h.removable.join(',')}] ${h.placement} ` +
      h.targets.map((t) => t.chain?.join(',') ?? `${t.node}`).join('|');

describe("the best hint alone is SE's first", () => {
  // Puzzles whose explanations reach the chains: the boards in between change a little at a time, as
  // the memo sees them, and some jump (a new puzzle), as it sees them too.
  const puzzles = [
    ...readSharedPuzzles('magictour-top1465.txt').filter((_, i) => i % 97 === 0),
    ...Array.from(
      { length: 4 },
      (_, k) => generatePuzzle({ shape: '9x9', seed: 145 + k, difficulty: 'hard' }).puzzle,
    ),
  ];
  test.each(puzzles.map((p, i): [number, Grid] => [i, p]))('puzzle %i, every board', async (_i, puzzle) => {
    // One chainer kept from board to board (its memo in use), one fresh each time (none).
    const kept = new Chainer(unary);
    let reached = 0;
    for (const board of explanationBoards(puzzle)) {
      await breathe();
      const all = new Chainer(unary).hints(board);
      const first = kept.first(board);
      expect(hintText(first), `the first on ${board.join(',')}`).toBe(hintText(all[0]));
      if (all.length > 0) reached++;
    }
    expect(reached, 'boards with a hint').toBeGreaterThan(0);
  });
});

describe('a forcing chain search stopped at a limit', () => {
  // The search itself, reached past its privacy: what it returns at each limit is the claim to test.
  type Forcing = (source: number, on: number, y: boolean, x: boolean, limit: number, out: BestHint) => number;
  const puzzles = readSharedPuzzles('magictour-top1465.txt').filter((_, i) => i % 487 === 5);
  test.each(puzzles.map((p, i): [number, Grid] => [i, p]))(
    'puzzle %i: finds its chain or proves none so short',
    async (_i, puzzle) => {
      const boards = explanationBoards(puzzle);
      let checked = 0;
      // A breath a board: a puzzle's boards take seconds, more on a loaded machine.
      for (const board of boards.filter((_, i) => i % 8 === 4)) {
        await breathe();
        const chainer = new Chainer(unary);
        chainer.hints(board);
        const forcing = (chainer as unknown as { forcing: Forcing }).forcing.bind(chainer);
        for (let pot = 0; pot < 729; pot++) {
          const cell = (pot / 9) | 0;
          if ((board[cell]! & (1 << (pot % 9))) === 0 || board[cell]! === 1 << (pot % 9)) continue;
          for (const [y, x] of [
            [false, true],
            [true, true],
          ] as const) {
            for (const on of [1, 0]) {
              const whole = new BestHint();
              forcing(pot, on, y, x, UNBOUNDED, whole);
              const length = whole.best?.complexity ?? UNBOUNDED;
              for (let limit = 2; limit <= Math.min(length, 16); limit++) {
                const part = new BestHint();
                const clear = forcing(pot, on, y, x, limit, part);
                const what = `${cellText(cell)}=${(pot % 9) + 1} ${on ? 'on' : 'off'}, y ${y}, limit ${limit}`;
                if (limit >= length) expect(hintText(part.best), what).toBe(hintText(whole.best));
                else {
                  expect(part.best, what).toBeNull();
                  expect(clear, what).toBeGreaterThanOrEqual(limit);
                  if (length < UNBOUNDED) expect(clear, what).toBeLessThan(length);
                }
                checked++;
              }
            }
          }
        }
      }
      expect(checked).toBeGreaterThan(100);
    },
  );
});

describe('an assumption without a partner', () => {
  // The searches themselves, reached past their privacy: what a source without a partner would find.
  type Forcing = (source: number, on: number, y: boolean, x: boolean, limit: number, out: BestHint) => number;
  type Returns = (source: number, y: boolean, x: boolean) => number;
  const puzzles = readSharedPuzzles('magictour-top1465.txt').filter((_, i) => i % 293 === 7);
  test.each(puzzles.map((p, i): [number, Grid] => [i, p]))(
    'puzzle %i: has no cycle and no forcing chain from it off',
    async (_i, puzzle) => {
      let checked = 0;
      for (const board of explanationBoards(puzzle).filter((_, i) => i % 4 === 1)) {
        await breathe();
        const chainer = new Chainer(unary);
        chainer.hints(board);
        const reached = chainer as unknown as { forcing: Forcing; returns: Returns };
        const forcing = reached.forcing.bind(chainer);
        const returns = reached.returns.bind(chainer);
        for (let pot = 0; pot < 729; pot++) {
          const cell = (pot / 9) | 0;
          const d = pot % 9;
          if ((board[cell]! & (1 << d)) === 0 || board[cell]! === 1 << d) continue;
          // Its partners, read off the board: its cell's other digit, its digit's other place in a house.
          const pair = POP[board[cell]!] === 2;
          const houses = [0, 1, 2].filter((k) => {
            const unit = HOUSES[cell * 3 + k]!;
            let places = 0;
            for (let i = 0; i < 9; i++) if (board[UNIT_CELLS[unit * 9 + i]!]! & (1 << d)) places++;
            return places === 2;
          });
          for (const [y, x] of [
            [false, true],
            [true, false],
            [true, true],
          ] as const) {
            if ((y && pair) || (x && houses.length > 0)) continue;
            const what = `${cellText(cell)}=${d + 1}, y ${y}, x ${x}`;
            expect(returns(pot, y, x), `${what}: ways back`).toBe(0);
            if (x) {
              const whole = new BestHint();
              expect(forcing(pot, 0, y, x, UNBOUNDED, whole), what).toBe(UNBOUNDED);
              expect(whole.best, what).toBeNull();
            }
            checked++;
          }
        }
      }
      expect(checked).toBeGreaterThan(100);
    },
  );
  test.each(puzzles.map((p, i): [number, Grid] => [i, p]))(
    'puzzle %i: skipping its searches changes no hint',
    (_i, puzzle) => {
      let skipped = 0;
      let dry = 0;
      for (const board of explanationBoards(puzzle)) {
        // Fresh chainers (no memo between boards): each runs every search it does not skip.
        const every = new Chainer(unary);
        every.everySearch = true;
        const skipping = new Chainer(unary);
        const all = every.hints(board).map(hintText);
        expect(skipping.hints(board).map(hintText), board.join(',')).toEqual(all);
        skipped += every.searchesRun - skipping.searchesRun;
        dry += skipping.drySkips;
        expect(hintText(new Chainer(unary).first(board)), board.join(',')).toBe(all[0] ?? 'none');
      }
      expect(skipped, 'searches skipped').toBeGreaterThan(0);
      // Spared by a dry search's nodes (see markDry): everySearch runs them.
      expect(dry, 'forcing searches a dry one spared').toBeGreaterThan(0);
    },
  );
});

describe('the bound a best hint gives', () => {
  const hint = (difficulty: number, complexity: number, sortKey: number, order: number): ChainHint => ({
    kind: 'forcing-xy-chain',
    name: 'Forcing Chain',
    difficulty,
    complexity,
    sortKey,
    order,
    removable: [0],
    placement: -1,
    targets: [],
    premisePot: 0,
    premiseOn: true,
    premiseUnit: -1,
    level: 0,
  });
  // The best as hints are rated: a base plus the length increment of their complexity.
  const bests = [
    [6.6, 6, 2, 5000],
    [6.5, 8, 3, 5000],
    [7.0, 9, 4, 5000],
    [7.0, 4, 4, 5000],
    [6.5, 40, 2, 5000],
  ] as const;
  test.each(bests)(
    'best %f+ of complexity %i, sort key %i: the limit is where compareHints turns',
    (base, c, key, order) => {
      const best = new BestHint();
      best.add(hint(base + lengthIncrement(c), c, key, order));
      for (const other of [6.5, 6.6, 7.0]) {
        for (const sortKey of [2, 3, 4]) {
          for (const at of [order - 1, order + 1]) {
            const limit = best.limit(other, sortKey, at);
            expect(limit).toBeLessThan(UNBOUNDED);
            for (let complexity = 0; complexity <= 80; complexity++) {
              const candidate = hint(other + lengthIncrement(complexity), complexity, sortKey, at);
              const before = compareHints(candidate, best.best!) < 0;
              expect(before, `${other}, ${complexity}, ${sortKey}, found at ${at}: limit ${limit}`).toBe(
                complexity <= limit,
              );
            }
          }
        }
      }
    },
  );
  test('no best: no bound', () => {
    expect(new BestHint().limit(7.0, 4, 0)).toBe(UNBOUNDED);
  });
});

describe('the memo of unary searches', () => {
  const potOf = (name: string, digit: number) =>
    (Number(name[1]) - 1) * 9 * 9 + (Number(name[3]) - 1) * 9 + digit - 1;
  const cellOf = (name: string) => (Number(name[1]) - 1) * 9 + Number(name[3]) - 1;
  // A cycle search of the X pass from r5c5=1 (key of pass 0), one of the XY pass from it (pass 2),
  // each having read r5c5=1 and r5c9=1 in full (its removals, its way back) and expanded r2c2=1 off;
  // and the forcing searches from it that found nothing, having expanded r2c2=1 off. On the board,
  // row 2 holds its 1 in three places only (r2c2, r2c5, r2c8), and r2c2 holds the digits 1 to 3;
  // every other cell holds all nine.
  const source = potOf('r5c5', 1);
  const xKey = source * SEARCHES + Search.cycles;
  const xyKey = (2 * 729 + source) * SEARCHES + Search.cycles;
  const xForcing = source * SEARCHES + Search.forcingOn;
  const xyForcing = (2 * 729 + source) * SEARCHES + Search.forcingOff;
  const board = new Uint16Array(81).fill(0x1ff);
  for (const column of [1, 3, 4, 6, 7, 9]) board[cellOf(`r2c${column}`)]! &= ~1;
  board[cellOf('r2c2')] = 0b111;
  const cases: readonly [string, string, number, boolean[]][] = [
    // change (cell, digit removed, or -1: digit 1 added); kept by the X cycles, the XY cycles, the X
    // forcing search, the XY one
    ['a far cell loses the digit', 'r1c4', 1, [true, true, true, true]],
    ['a peer of a potential read in full loses its digit', 'r9c9', 1, [false, false, true, true]],
    ['a peer loses another digit', 'r9c9', 2, [true, true, true, true]],
    ['a potential read in full: its cell loses another digit', 'r5c9', 2, [true, false, true, true]],
    ["the source's cell loses another digit", 'r5c5', 2, [false, false, true, true]],
    // An off expansion reads only whether its houses and its cell are down to two; a forcing search
    // that found nothing, only whether they come down to two from more.
    [
      'a house of an off expansion keeps more than two places of its digit',
      'r3c3',
      1,
      [true, true, true, true],
    ],
    [
      'a house of an off expansion is left with two places of its digit',
      'r2c8',
      1,
      [false, false, false, false],
    ],
    ["an off expansion's cell is left with two digits", 'r2c2', 3, [true, false, true, false]],
    // A board that gains a candidate gives on expansions links no entry noted.
    ['a far cell gains a digit', 'r2c1', -1, [false, false, false, false]],
  ];
  const keys = [xKey, xyKey, xForcing, xyForcing];
  test.each(cases)('%s (%s, %i)', (_name, cell, digit, kept) => {
    const memo = new SearchMemo();
    memo.sync(board);
    for (const key of keys) {
      memo.begin(key);
      if (key % SEARCHES === Search.cycles) {
        memo.note(source);
        memo.note(potOf('r5c9', 1));
      }
      memo.noteOff(potOf('r2c2', 1));
      memo.store(key, 7, null);
    }
    expect(keys.map((key) => memo.clear(key))).toEqual([7, 7, 7, 7]);
    const changed = board.slice();
    if (digit > 0) changed[cellOf(cell)]! &= ~(1 << (digit - 1));
    else changed[cellOf(cell)]! |= 1;
    memo.sync(changed);
    expect(keys.map((key) => memo.clear(key))).toEqual(kept.map((k) => (k ? 7 : -1)));
    expect(cellText(cellOf(cell))).toBe(cell);
  });

  test('a forcing search that gave a hint reads what a cycle search does', () => {
    const memo = new SearchMemo();
    memo.sync(board);
    // Its hint as stored (what it is made of does not matter to the memo).
    const hint: ChainHint = {
      kind: 'forcing-x-chain',
      name: 'Forcing X-Chain',
      difficulty: 6.6,
      complexity: 6,
      sortKey: 2,
      order: xForcing * ORDER_SPAN,
      removable: [source],
      placement: -1,
      targets: [],
      premisePot: source,
      premiseOn: true,
      premiseUnit: -1,
      level: 0,
    };
    memo.begin(xForcing);
    memo.noteOff(potOf('r2c2', 1));
    memo.store(xForcing, 6, hint);
    const changed = board.slice();
    changed[cellOf('r5c5')]! &= ~2;
    memo.sync(changed);
    expect(memo.clear(xForcing)).toBe(-1);
  });

  test('a search begun and never stored leaves no entry', () => {
    const memo = new SearchMemo();
    memo.sync(board);
    memo.begin(xKey);
    memo.note(source);
    memo.store(xKey, 7, null);
    // Begun again (a budget then throws): its old entry no longer stands.
    memo.begin(xKey);
    expect(memo.clear(xKey)).toBe(-1);
    memo.sync(board);
    expect(memo.clear(xKey)).toBe(-1);
  });

  // The memo's own claim, entry by entry: what it keeps for a search is what that search, run afresh
  // without a bound, finds on the board (its first hint, or none up to the complexity kept).
  const memoPuzzles = readSharedPuzzles('magictour-top1465.txt').filter((_, i) => i % 293 === 7);
  test.each(memoPuzzles.map((p, i): [number, Grid] => [i, p]))(
    'puzzle %i: every entry kept from board to board is what a fresh search finds',
    (_i, puzzle) => {
      const kept = new Chainer(unary);
      let checked = 0;
      for (const board of explanationBoards(puzzle)) {
        kept.first(board);
        const memo = (kept as unknown as { memo: SearchMemo }).memo;
        // Each search's first hint: its found orders start at key * ORDER_SPAN.
        const fresh = new Map<number, ChainHint>();
        for (const hint of new Chainer(unary).hints(board)) {
          const key = Math.floor(hint.order / ORDER_SPAN);
          if (!fresh.has(key) || hint.order < fresh.get(key)!.order) fresh.set(key, hint);
        }
        for (let key = 0; key < 3 * 729 * SEARCHES; key++) {
          const hint = memo.hint(key);
          const clear = memo.clear(key);
          if (hint === null && clear === -1) continue;
          const found = fresh.get(key);
          const what = `search ${key} on ${board.join(',')}`;
          if (hint !== null) expect(hintText(hint), what).toBe(hintText(found));
          else if (found !== undefined) expect(found.complexity, what).toBeGreaterThan(clear);
          checked++;
        }
      }
      expect(checked, 'entries checked').toBeGreaterThan(1000);
    },
  );

  test('a board seen again runs no search; a change that matters is searched again, with its new answer', () => {
    const puzzle = readSharedPuzzles('magictour-top1465.txt')[0]!;
    const boards = explanationBoards(puzzle);
    // A board with a hint of the unary producer, and the board after its step.
    const at = boards.findIndex((b) => new Chainer(unary).first(b) !== null);
    expect(at).toBeGreaterThan(-1);
    const board = boards[at]!;
    const chainer = new Chainer(unary);
    const first = hintText(chainer.first(board));
    const cold = chainer.searchesRun;
    expect(hintText(chainer.first(board))).toBe(first);
    expect(chainer.searchesRun - cold, 'searches on the same board again').toBe(0);
    // The hint's own removals change what it reads: it cannot be found again.
    const after = board.slice();
    const hint = chainer.first(board)!;
    for (const pot of hint.removable) after[(pot / 9) | 0]! &= ~(1 << (pot % 9));
    const warm = chainer.searchesRun;
    const next = hintText(chainer.first(after));
    expect(next).toBe(hintText(new Chainer(unary).first(after)));
    expect(next).not.toBe(first);
    const redone = chainer.searchesRun - warm;
    expect(redone, 'searches after a change').toBeGreaterThan(0);
    expect(redone, 'fewer than on a cold memo').toBeLessThan(cold);
  });
});

describe('the links a chainer learns from a board', () => {
  // A chainer keeps what each potential implies until its next board: kept from board to board, it
  // must find what a fresh one finds, for the producers that read the links (unary and multiple).
  const puzzle = readSharedPuzzles('magictour-top1465.txt')[3]!;
  const boards = explanationBoards(puzzle).filter((_, i) => i % 3 === 1);
  test.each(['forcing-chains-cycles', 'multiple-forcing-chains'])('%s, kept across boards', (id) => {
    const kept = new Chainer(configOf(id));
    let found = 0;
    for (const board of boards) {
      const mine = kept.hints(board).map(hintText);
      const fresh = new Chainer(configOf(id)).hints(board).map(hintText);
      expect(mine, `the hints on ${board.join(',')}`).toEqual(fresh);
      found += fresh.length;
    }
    expect(found, 'hints over the boards').toBeGreaterThan(0);
  });

  test('carried from board to board by the unary producer: each potential as learnt afresh', () => {
    type Learner = {
      learn(scratch: unknown, grid: Uint16Array, places: Uint16Array, pot: number): void;
      off: Int16Array;
      offCause: Uint8Array;
      offCount: Uint8Array;
      offNaked: Uint8Array;
      on: Int16Array;
      onCause: Uint8Array;
      onCount: Uint8Array;
      onNaked: Uint8Array;
    };
    type Inside = { links: Learner; consequences: unknown; places: Uint16Array };
    // Every board of the explanation, one after another: what the rating's steps hand the producer.
    const kept = new Chainer(unary);
    let compared = 0;
    for (const board of explanationBoards(puzzle)) {
      kept.first(board);
      const fresh = new Chainer(unary);
      fresh.first(board);
      const [a, b] = [kept, fresh].map((c) => c as unknown as Inside);
      const linksOf = (inside: Inside, pot: number) => {
        const l = inside.links;
        l.learn(inside.consequences, board, inside.places, pot);
        const offs = Array.from(l.off.subarray(pot * 28, pot * 28 + l.offCount[pot]!));
        const offCauses = Array.from(l.offCause.subarray(pot * 28, pot * 28 + l.offCount[pot]!));
        const ons = Array.from(l.on.subarray(pot * 4, pot * 4 + l.onCount[pot]!));
        const onCauses = Array.from(l.onCause.subarray(pot * 4, pot * 4 + l.onCount[pot]!));
        return { offs, offCauses, naked: l.offNaked[pot], ons, onCauses, onNaked: l.onNaked[pot] };
      };
      for (let pot = 0; pot < 729; pot++) {
        if ((board[(pot / 9) | 0]! & (1 << (pot % 9))) === 0) continue;
        expect(linksOf(a!, pot), `${pot} on ${board.join(',')}`).toEqual(linksOf(b!, pot));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });
});

describe('the static multiple producer, every assumption searched at once', () => {
  const multiple = configOf('multiple-forcing-chains');
  type Inside = { reach: Reach | null; onRun(pot: number): Run };
  /** A hint with its chains walked: what the step's text is made from. */
  const walked = (chainer: Chainer, h: ChainHint | null | undefined) =>
    h == null
      ? 'none'
      : `${hintText(h)} ${h.targets.map((t) => walk(t, chainer.walk.chainNodes).join(',')).join('|')}`;
  // Early boards have runs that clash (SE's run then stops at its first clash), late ones the hints.
  const puzzles = readSharedPuzzles('magictour-top1465.txt').filter((_, i) => i % 193 === 11);
  /** A chainer whose static multiple search is SE's whole one, every run built. */
  const wholeChainer = () => {
    const chainer = new Chainer(multiple);
    chainer.staticWhole = true;
    return chainer;
  };
  test.each(puzzles.map((p, i): [number, Grid] => [i, p]))(
    "puzzle %i, every board: first() is the whole search's first, and hints() its hints, chains and all",
    (_i, puzzle) => {
      const kept = new Chainer(multiple);
      const keptAll = new Chainer(multiple);
      let found = 0;
      for (const board of explanationBoards(puzzle)) {
        const whole = wholeChainer();
        const all = whole.hints(board);
        const first = kept.first(board);
        const what = `on ${board.join(',')}`;
        expect(walked(kept, first), `the first ${what}`).toBe(walked(whole, all[0]));
        const mine = keptAll.hints(board);
        expect(
          mine.map((h) => `${walked(keptAll, h)} ${h.order}`),
          `every hint ${what}`,
        ).toEqual(all.map((h) => `${walked(whole, h)} ${h.order}`));
        if (first !== null) found++;
      }
      expect(found, 'boards with a hint').toBeGreaterThan(0);
      expect(
        kept.staticFallbacks + keptAll.staticFallbacks,
        'searches that fell back to the whole search',
      ).toBe(0);
    },
  );

  test("each source's reach is its run: the same nodes at the same depths, a clashing run as built", () => {
    const puzzle = readSharedPuzzles('magictour-top1465.txt')[5]!;
    const boards = explanationBoards(puzzle).filter((_, i) => i % 4 === 0);
    let clashed = 0;
    let compared = 0;
    const wrong: string[] = [];
    for (const board of boards) {
      const chainer = new Chainer(multiple);
      chainer.first(board);
      const inside = chainer as unknown as Inside;
      const reach = inside.reach!;
      for (let s = 0; s < reach.count; s++) {
        const run = inside.onRun(reach.pots[s]!);
        if (run.clashStored !== -1) clashed++;
        const members = new Set<number>();
        for (let i = 0; i < run.onCount; i++) members.add(run.ons[i]! * 2 + 1);
        for (let i = 0; i < run.offCount; i++) members.add(run.offs[i]! * 2);
        // Checked node by node, reported all at once (an expect per node is slow).
        for (let node = 0; node < NODES; node++) {
          const member = members.has(node);
          if (reach.reaches(s, node) !== member)
            wrong.push(`source ${reach.pots[s]}, node ${node}: reached ${!member}, in the run ${member}`);
          else if (member && reach.depth(s, node) !== chainer.walk.ancestors(run, node) - 1)
            wrong.push(`source ${reach.pots[s]}, node ${node}: depth ${reach.depth(s, node)}`);
        }
        compared++;
      }
    }
    expect(wrong.slice(0, 5), 'nodes where the reach and the run differ').toEqual([]);
    expect(compared, 'sources compared').toBeGreaterThan(100);
    expect(clashed, 'runs that clashed').toBeGreaterThan(0);
  });
});
