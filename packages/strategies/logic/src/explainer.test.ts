import { bitCount, parseGrid } from '@sudoku-lab/core';
import { describe, expect, it } from 'vitest';
import { OVERLAP, PEERS, sees, UNIT_CELLS, UNITS_OF, unitCells } from './board.js';
import { board, cellsOf, changesOf, edited, position } from './position.fixture.js';
import { explainerStep } from './rating.js';
import { Board, type Mark, type RatedTechnique } from './state.js';
import { explanationBoards, ladderWalk, nearMedianAt } from './steps.fixture.js';
import { alignedPairExclusion, alignedTripleExclusion, tripleExclusion } from './techniques/exclusion.js';
import { explainerFish as fish } from './techniques/fish.js';
import { directLocking, locking } from './techniques/intersections.js';
import { strongLinkChains } from './techniques/strong-links.js';
import { hiddenSet, nakedSet } from './techniques/subsets.js';
import { findLoops, uniqueLoops, validLoop } from './techniques/unique-loops.js';
import { bivalueGrave } from './techniques/uniqueness.js';
import { Workspace } from './workspace.js';

/**
 * Sudoku Explainer's techniques where its rules go past the player ladder's, on boards met while
 * rating real puzzles (the digits, then the pencil marks, as formatCandidates writes them), each
 * with the step Sukaku Explainer takes there and a near miss: the same board with one candidate
 * more, where the pattern breaks.
 */
interface ExplainerCase {
  readonly name: string;
  readonly find: RatedTechnique;
  readonly hit: Board;
  readonly technique: string;
  readonly rating: number;
  readonly changes: readonly string[];
  readonly miss: Board;
}

// Before Sukaku Explainer's "Unique Rectangle type 3"
// (..31.85...6.....2.....2....63.....54.82...96...5...3..9.67341.28...5...9...9.6...).
const hiddenRectangle = board(
  '203108500060000020000020000630810254082000960005002308956734182800251639321986005',
  '............4..7.9.....................4.67.9.....................4..7.9.....67..1..45.7..............4..789..345.......4..7.9..3.5.7.9...4..78..........1.3...7.....45.7..1..4..7.9...4..789..3456..............3.5.7.....4..78.1..4..7.9..3..67..........................7.9........................7.9...........................1..4..7......................3.5.......4..7....3.5......................1.....7.....4..7..1..4..7.9............4.6......4.67.9..................1.....7........................................................................................................4..7.....4..7.................................................................................................................4..7.....4..7...........',
);
// Before its "Unique Loop 6 type 3" (9.......848.....216...7...9.5.216.8..6.5.4.3.............125.......4.....3.7.9.5.).
const hiddenLoop = board(
  '970450368485693721603870549350216080060584030000937615006125003500348006030769050',
  '..................12.........................12............................................................................................................................12..................................12..........................................................7.9..............................4....9............4..7..1.....7...........1.....7.9............................2......9..........2....7...2.....8..2.4........4...8.............................................................78....4....9.......................................4...8.......7.9..................12......912....7.............................12.............7.9.........12.....8.............4...8............................12.4...8...........2.4.....',
);
// Before its "Grouped 3-String Kite" at 5.7 (3..1.9..2.8..2..4....8.4...93.....16.5.....3...6...4....3.5.2..1..6.3..7..4...3..).
const groupedKite = board(
  '340109002080520043200834000930400016450000030006300420003051204120643007504000301',
  '......................5.7................67...............56.8.....5.78...............67...........1.......9.......................67..1.......9...........................1....67.91...5.7.9...........................1...56..9....5.7.9....5...9...................2....78................78..2..5.78.....5.7......................................12....78..2....7.91....6789.2...678.......7.9................89......78.1.....7....................1.....789....5.78.......................5..89.....678......67.9...............7.9................................6.89..................................89...............................5..89....5..89.......................67.9..........2....7.9......789.2....78...............6..9.........',
);
// Before its "Grouped 2 Strong links" at 4.3 (82..36.956....8..3...92....97....5..4.8.5.6.2..2....89....97...3..2....675.86..21).
const crossedBox = board(
  '820036095690008203100920867970082504408059602502000089200097008380200006750860021',
  '.....................4..7..1..4..7....................1..4............................................45.7..1..45.7..1..4..7....................1..4.........................34.......345.........................45.................................................1.3..6...1.3..6..............................1.3........................1.3...............1.3...7.............................1.3...7....................1.3..6............1.34.67..1..4..7..1.34.....1.3...7.............................1..4.6...1..4.6...1.345........................34.......345...............................1..4....9.........1..4.....1..45.......4..7.9...45.7................................4....9....................34.......34....9..................',
);
// Near the end of a top1465 puzzle: every empty cell holds two digits but r7c4 (5/6/7), a BUG+1.
const bugBoard = board(
  '030009040962804501070050090283497615041068020690120804320040180850900062010082053',
  '1...5.................5..8..2...6...1.....7............2....7................6.8.......................................3...7......................3...7...........1..4.................4...8..23...............1....6....23....................6.8......................................................................................5.7......................3.5........................3.....9...............7.9......................5.7......................3.5...............3...7..................................6..9....567...............56...........................7.9.....................4..7...........1.3......1.3.........4..7.......................4..7................6..9.....67.......................4....9..................',
);

const cases: ExplainerCase[] = [
  {
    // 1/3/5 in row 2 have, r2c4 aside, only r2c1, r2c6 and r2c9.
    name: 'unique rectangle type 3 with a hidden subset',
    find: uniqueLoops,
    hit: hiddenRectangle,
    technique: 'unique-rectangle-3-hidden',
    rating: 4.6,
    changes: ['r2c1-4', 'r2c1-7', 'r2c9-7'],
    miss: edited(hiddenRectangle, 'r2c5+1'),
  },
  {
    // 1/2 in box 7 have, r8c3 aside, only r8c2 and r9c1.
    name: 'unique loop type 3 with a hidden subset',
    find: uniqueLoops,
    hit: hiddenLoop,
    technique: 'unique-loop-3-hidden',
    rating: 4.6,
    changes: ['r9c1-8'],
    miss: edited(hiddenLoop, 'r7c3+1'),
  },
  {
    // r2c6=r2c1 - r1c3|r3c3=r4c3|r5c3 - r6c1|r6c2=r6c5|r6c6: two links between groups of a line.
    name: 'three strong links, two of them group to group',
    find: strongLinkChains(3),
    hit: groupedKite,
    technique: 'strong-links-3',
    rating: 5.7,
    changes: ['r4c6-7', 'r5c6-7'],
    miss: edited(groupedKite, 'r6c9+7'),
  },
  {
    // Box 5's 1s fill row 6 and column 4 of it, two cells in each arm beside r6c4: each side of the
    // link is an arm and r6c4; r4c4|r5c4|r6c4 - r1c4=r1c7.
    name: 'two strong links, one a box whose places fill two arms',
    find: strongLinkChains(2),
    hit: crossedBox,
    technique: 'strong-links-2',
    rating: 4.3,
    changes: ['r6c7-1'],
    miss: edited(crossedBox, 'r5c6+1'),
  },
  {
    // r7c4 (5/6/7) is the one cell of three digits: without its 6 every digit has two places in
    // every unit, so it is 6. Its near miss adds a second cell of three, r1c1 (1/3/5).
    name: 'BUG type 1',
    find: bivalueGrave,
    hit: bugBoard,
    technique: 'bug-1',
    rating: 5.6,
    changes: ['r7c4-5', 'r7c4-7'],
    miss: edited(bugBoard, 'r1c1+3'),
  },
  {
    // Two BUG cells in column 4, r3c4 (2/3/6) and r7c4 (2/5/6/7), and r1c4 (2/6): a naked pair.
    name: 'BUG type 3',
    find: bivalueGrave,
    hit: edited(bugBoard, 'r3c4+6', 'r7c4+2'),
    technique: 'bug-3',
    rating: 5.8,
    changes: ['r9c4-6'],
    miss: edited(bugBoard, 'r3c4+6', 'r7c4+3'),
  },
];

describe("Sudoku Explainer's techniques", () => {
  describe.each(cases)('$name', ({ find, hit, technique, rating, changes, miss }) => {
    it('finds exactly the expected changes where it applies, at its rating', () => {
      const found = find(hit);
      expect(changesOf(found?.step ?? null)).toEqual([...changes].sort());
      expect({ technique: found!.step.technique, rating: found!.rating }).toEqual({ technique, rating });
      expect(found!.step.text).toMatch(/^[A-Z0-9].*\.$/);
    });
    it('finds nothing in a near miss', () => {
      expect(changesOf(find(miss)?.step ?? null)).toBeNull();
    });
    it('finds the step just after failing on the near miss (a search that recalls its failure)', () => {
      // Where the near miss has a candidate more, the step comes of a change outside the pattern's
      // cells: a search that looks again only where the board changed must still see it.
      const work = new Workspace();
      const before = miss.clone();
      before.work = work;
      const after = hit.clone();
      after.work = work;
      expect(find(before)).toBeNull();
      expect(changesOf(find(after)?.step ?? null)).toEqual([...changes].sort());
    });
  });

  it('takes, among chains of strong links rated alike, the one that eliminates more, though found later', () => {
    // Near the end of a top1465 puzzle
    // (7.8...3.....6.1...5.........4.....263...8.......1...9..9.2....4....7.5...........): on 2,
    // the loop r1c2=r5c2 - r5c6=r1c6 (4.0, r1c5 goes) comes first, r5c2=r1c2 - r1c5=r6c5 (4.0, two
    // go) later. A search that dropped chains rated as the best so far would keep the loop.
    const state = board(
      '708900315934651278510738040147593826309480157850107493693215784081370560075800031',
      '..........2...6......................2.4......2.4....................................................................................................................................2...6...................................6..9.................9...........................................................................................2...6...............................2...6.................................................2...6.............2...6.........................................................................................................................2.4............................................4....9...................2......9.2.4...................................4.6......4.6..9........9..................',
    );
    const found = strongLinkChains(2)(state);
    expect({ rating: found?.rating, changes: changesOf(found?.step ?? null) }).toEqual({
      rating: 4.0,
      changes: ['r5c6-2', 'r6c3-2'],
    });
  });

  it('takes a region forcing chain (8.2) before the dynamic chains (8.7 there)', () => {
    // Before Sukaku Explainer's "Region Forcing Chains: 6 in column" in
    // ..41.37..1.8.7.2.6..........9.2.6.5..5..8..3...1...4..71.....24..2.3.6.....7.2...
    const state = board(
      '004103700138070206000000003493216857050080030001300460710000324002031670300702000',
      '.2..56..9.2...6......................2...6..9.........................89....5..89...............................5...9............45...9............4....9..........2..56..9.2...67......567.9.....6.8..2.4.6..9...4...891...5...91..4....9...........................................................................................2...6.................67.....4....9............4..7.91.......9.........12......9.2.....8..2....78.......................5...9....5.7.9...................2......9......................56..9.....6.8.....56..9....5..89...............................5..89...4...8.............45...9........................................5..89............4.6.8.....56..9............4.6..9.........1...5...91......891...5..89',
    );
    const found = explainerStep(state);
    expect({
      technique: found?.step.technique,
      rating: found?.rating,
      changes: changesOf(found?.step ?? null),
    }).toEqual({ technique: 'region-forcing-chains', rating: 8.2, changes: ['r3c2-6'] });
  });
});

/**
 * Subsets whose cells (naked) or digits (hidden) hold exactly as many candidates or places as the
 * set has members, on an otherwise open board: the searches pass over a cell or digit with more,
 * and must not pass over these.
 */
const subsets = [
  {
    name: 'naked pair',
    find: nakedSet(2),
    state: position({ only: { r1c1: '12', r1c2: '12' } }),
    cells: 'r1c1 r1c2',
  },
  {
    name: 'naked triple with a cell of three',
    find: nakedSet(3),
    state: position({ only: { r1c1: '12', r1c2: '13', r1c3: '123' } }),
    cells: 'r1c1 r1c2 r1c3',
  },
  {
    name: 'naked quad with a cell of four',
    find: nakedSet(4),
    state: position({ only: { r1c1: '12', r1c2: '34', r1c3: '13', r2c1: '1234' } }),
    cells: 'r1c1 r1c2 r1c3 r2c1',
  },
  {
    name: 'hidden pair',
    find: hiddenSet(2, false),
    state: position({ without: { '12': 'r1c3-9' } }),
    cells: 'r1c1 r1c2',
  },
  {
    name: 'hidden triple with a digit of three places',
    find: hiddenSet(3, false),
    state: position({ without: { '123': 'r1c4-9', '3': 'r1c1' } }),
    cells: 'r1c1 r1c2 r1c3',
  },
];

describe("Sudoku Explainer's subsets", () => {
  it.each(subsets)('finds a $name', ({ find, state, cells }) => {
    expect(find(state)?.step.cells).toEqual(cellsOf(cells));
  });
});

/**
 * The loops of a and b through a bivalue cell as the plain walk finds them: every path through the
 * cells holding both, by units of another kind than the step before (box, row, column, each unit's
 * cells ascending), with at most two cells of more digits or extra digits that are one, back to
 * the start after four cells or more.
 */
function plainLoops(candidates: Uint16Array, start: number, a: number, b: number): number[][] {
  const pair = (1 << (a - 1)) | (1 << (b - 1));
  const found: number[][] = [];
  const loop: number[] = [];
  const walk = (cell: number, allowedExtra: number, extra: number, lastKind: number): void => {
    loop.push(cell);
    [2, 0, 1].forEach((offset, kind) => {
      if (kind === lastKind) return;
      for (const next of unitCells[UNITS_OF[cell * 3 + offset]!]!) {
        if ((candidates[next]! & pair) !== pair) continue;
        if (next === start && loop.length >= 4) found.push(loop.slice());
        else if (!loop.includes(next)) {
          const count = bitCount(candidates[next]!);
          const nextExtra = extra | (candidates[next]! & ~pair);
          if (count === 2 || bitCount(nextExtra) === 1 || allowedExtra > 0)
            walk(next, count > 2 ? allowedExtra - 1 : allowedExtra, nextExtra, kind);
        }
      }
    });
    loop.pop();
  };
  walk(start, 2, 0, -1);
  return found;
}

/** The valid loops of each bivalue cell, in order, each cell set once per pair (as uniqueLoops keeps them). */
function distinctLoops(candidates: Uint16Array, walk: (start: number, a: number, b: number) => number[][]) {
  const seen = new Set<string>();
  const out: string[] = [];
  for (let cell = 0; cell < 81; cell++) {
    const mask = candidates[cell]!;
    if (bitCount(mask) !== 2) continue;
    const a = 32 - Math.clz32(mask & -mask);
    const b = 32 - Math.clz32(mask & (mask - 1));
    for (const loop of walk(cell, a, b)) {
      const key = `${mask} ${[...loop].sort((x, y) => x - y)}`;
      if (!validLoop(loop) || seen.has(key)) continue;
      seen.add(key);
      out.push(`${cell}: ${loop}`);
    }
  }
  return out;
}

/** Each board of the puzzles' explanations (Sudoku Explainer's ladder) as candidates alone, for a finder to ask. */
function* explanationStates(puzzles: readonly string[]): Generator<Board> {
  for (const puzzle of puzzles) {
    for (const candidates of explanationBoards(parseGrid(puzzle)))
      yield new Board(new Uint8Array(81), Uint16Array.from(candidates));
  }
}

describe('the walk of unique loops', () => {
  it('finds the loops the plain walk finds, in its order, on the boards of real puzzles', () => {
    // Near top1465's median, with loops of four cells and more along their walks.
    const puzzles = nearMedianAt(1, 2, 4, 5);
    let loops = 0;
    for (const state of explanationStates(puzzles)) {
      const { candidates } = state;
      const digitCells = new Int32Array(27);
      const bivalues = new Int32Array(3);
      for (let cell = 0; cell < 81; cell++) {
        const word = (cell / 27) | 0;
        const bit = 1 << (cell % 27);
        if (bitCount(candidates[cell]!) === 2) bivalues[word]! |= bit;
        for (let digit = 1; digit <= 9; digit++)
          if (candidates[cell]! & (1 << (digit - 1))) digitCells[(digit - 1) * 3 + word]! |= bit;
      }
      const holders = new Int32Array(3);
      const onPath = new Int32Array(3);
      const plain = distinctLoops(candidates, (start, a, b) => plainLoops(candidates, start, a, b));
      const walked = distinctLoops(candidates, (start, a, b) =>
        findLoops(state, start, a, b, digitCells, bivalues, holders, onPath),
      );
      expect(walked).toEqual(plain);
      loops += plain.length;
    }
    expect(loops, 'loops met').toBeGreaterThan(20);
  });
});

/**
 * The bases of an aligned exclusion as Sudoku Explainer lists them, and each cell's excluders: its
 * peers, by cell, whose count of candidates `excludes` takes. A base has two candidates or more, no
 * solved peer and an excluder.
 */
function alignedBases(state: Board, excludes: (count: number) => boolean) {
  const counts = Array.from(state.candidates, bitCount);
  const peersOf = (cell: number) => [...PEERS.subarray(cell * 20, cell * 20 + 20)].sort((x, y) => x - y);
  const excluders = Array.from({ length: 81 }, (_, cell) =>
    peersOf(cell).filter((p) => excludes(counts[p]!)),
  );
  const isBase = (cell: number) =>
    counts[cell]! >= 2 && !peersOf(cell).some((p) => counts[p] === 1) && excluders[cell]!.length > 0;
  return { bases: [...Array(81).keys()].filter(isBase), excluders };
}

/** Each pair of bases in Sudoku Explainer's order: by the second, then the first. */
function* pairsOf(bases: readonly number[]): Generator<[number, number]> {
  for (let j = 1; j < bases.length; j++) for (let i = 0; i < j; i++) yield [bases[i]!, bases[j]!];
}

/**
 * Aligned triple exclusion as the plain search makes it: each pair of bases in Sudoku Explainer's
 * order, with each third cell (an excluder of the first, then of the second), every triple as often
 * as it is met.
 */
function plainTripleExclusion(state: Board) {
  const { bases, excluders } = alignedBases(state, (count) => count >= 2 && count <= 3);
  for (const [a, b] of pairsOf(bases)) {
    const ofA = excluders[a]!;
    const ofB = excluders[b]!;
    const thirds = [...ofA, ...ofB.filter((c) => !ofA.includes(c))].filter(
      (c) => c !== a && c !== b && bases.includes(c),
    );
    for (const c of thirds) {
      const shared = ofA.filter((x) => ofB.includes(x) && excluders[c]!.includes(x));
      if (shared.length < 2) continue;
      const found = tripleExclusion(
        state,
        a,
        b,
        c,
        Int32Array.from(shared),
        shared.length,
        new Uint16Array(20),
      );
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * Aligned pair exclusion as the plain search makes it: each pair of bases in Sudoku Explainer's
 * order, with the bivalue cells that see both: its eliminations and cells, or null.
 */
function plainPairExclusion(state: Board) {
  const { candidates } = state;
  const { bases, excluders } = alignedBases(state, (count) => count === 2);
  for (const [p, q] of pairsOf(bases)) {
    const shared = excluders[p]!.filter((x) => excluders[q]!.includes(x));
    if (shared.length < 2) continue;
    let allowedP = 0;
    let allowedQ = 0;
    for (let dp = 1; dp <= 9; dp++) {
      for (let dq = 1; dq <= 9; dq++) {
        const [bp, bq] = [1 << (dp - 1), 1 << (dq - 1)];
        if (!(candidates[p]! & bp) || !(candidates[q]! & bq) || (dp === dq && sees(p, q))) continue;
        if (shared.some((x) => (candidates[x]! & ~(bp | bq)) === 0)) continue;
        allowedP |= bp;
        allowedQ |= bq;
      }
    }
    const eliminations = [
      ...[...Array(9).keys()]
        .filter((d) => candidates[p]! & ~allowedP & (1 << d))
        .map((d) => ({ cell: p, digit: d + 1 })),
      ...[...Array(9).keys()]
        .filter((d) => candidates[q]! & ~allowedQ & (1 << d))
        .map((d) => ({ cell: q, digit: d + 1 })),
    ];
    if (eliminations.length > 0) return { cells: [p, q, ...shared], eliminations };
  }
  return null;
}

/**
 * The exclusions, each asked on every board of real puzzles' explanations beside its plain search:
 * they must find the same, and find some steps.
 */
const exclusions = [
  {
    name: 'aligned triple exclusion, meeting each triple once',
    // Near top1465's median; each board of their walks is asked, so that some take a step.
    puzzles: nearMedianAt(0, 3, 5),
    find: (state: Board) => alignedTripleExclusion(state),
    plain: plainTripleExclusion,
  },
  {
    name: 'aligned pair exclusion',
    puzzles: nearMedianAt(0, 1, 3),
    // Its step as the plain search gives it: the cells and the eliminations.
    find: (state: Board) => {
      const found = alignedPairExclusion(state);
      return found && { cells: found.step.cells, eliminations: found.step.eliminations };
    },
    plain: plainPairExclusion,
  },
];

describe.each(exclusions)('$name', ({ puzzles, find, plain }) => {
  it('finds what the plain search finds, on the boards of real puzzles', () => {
    let steps = 0;
    for (const state of explanationStates(puzzles)) {
      const want = plain(state);
      expect(find(state)).toEqual(want);
      if (want !== null) steps++;
    }
    expect(steps, 'steps found').toBeGreaterThan(3);
  });
});

/**
 * Sudoku Explainer's first searches written plainly: every pick of every unit, digit or base line
 * in SE's order, nothing skipped and nothing remembered. The finders skip picks that cannot be a
 * set or a fish, search only the unit that can hold a locked candidate's places, and remember what
 * they found; on every board of real puzzles' ratings they must find what these find.
 */
interface Plain {
  readonly rating: number;
  readonly placements: readonly Mark[];
  readonly eliminations: readonly Mark[];
  readonly cells: readonly number[];
  readonly units: readonly number[];
}

const UNITS_SE = [
  18, 19, 20, 21, 22, 23, 24, 25, 26, 9, 10, 11, 12, 13, 14, 15, 16, 17, 0, 1, 2, 3, 4, 5, 6, 7, 8,
];
const picksOf = (size: number): number[] =>
  Array.from({ length: 512 }, (_, mask) => mask).filter((mask) => bitCount(mask) === size);
const positionsOf = (mask: number): number[] => [0, 1, 2, 3, 4, 5, 6, 7, 8].filter((i) => mask & (1 << i));
const cellsAt = (unit: number, mask: number) => positionsOf(mask).map((i) => UNIT_CELLS[unit * 9 + i]!);
const digitsOf = (mask: number) => positionsOf(mask).map((i) => i + 1);
const placesOf = (state: Board, unit: number, digit: number): number => state.places(unit, digit);
const emptyIn = (state: Board, unit: number) =>
  cellsAt(unit, 0x1ff).filter((cell) => state.cells[cell] === 0).length;

function plainNaked(state: Board, size: number): Plain | null {
  for (const unit of UNITS_SE) {
    if (emptyIn(state, unit) < size * 2) continue;
    for (const picked of picksOf(size)) {
      const masks = cellsAt(unit, picked).map((cell) => state.candidates[cell]!);
      if (masks.some((mask) => bitCount(mask) <= 1)) continue;
      const union = masks.reduce((a, b) => a | b, 0);
      if (bitCount(union) !== size) continue;
      const eliminations = cellsAt(unit, 0x1ff & ~picked).flatMap((cell) =>
        digitsOf(state.candidates[cell]! & union).map((digit) => ({ cell, digit })),
      );
      if (eliminations.length === 0) continue;
      const rating = [0, 0, 3.0, 3.6, 5.0][size]!;
      return { rating, placements: [], eliminations, cells: cellsAt(unit, picked), units: [unit] };
    }
  }
  return null;
}

function plainHidden(state: Board, size: number, direct: boolean): Plain | null {
  for (const unit of UNITS_SE) {
    const empty = emptyIn(state, unit);
    if (!(empty > size * 2 || (direct && empty > size))) continue;
    const places = digitsOf(0x1ff).map((digit) => placesOf(state, unit, digit));
    for (const digits of picksOf(size)) {
      const where = digitsOf(digits).map((digit) => places[digit - 1]!);
      if (where.some((mask) => bitCount(mask) <= 1)) continue;
      const union = where.reduce((a, b) => a | b, 0);
      if (bitCount(union) !== size) continue;
      const cells = cellsAt(unit, union);
      if (!direct) {
        const eliminations = cells.flatMap((cell) =>
          digitsOf(state.candidates[cell]! & ~digits).map((digit) => ({ cell, digit })),
        );
        if (eliminations.length === 0) continue;
        return { rating: [0, 0, 3.4, 4.0, 5.4][size]!, placements: [], eliminations, cells, units: [unit] };
      }
      for (const digit of digitsOf(0x1ff & ~digits)) {
        const rest = places[digit - 1]! & ~union;
        if (bitCount(places[digit - 1]!) <= 1 || bitCount(rest) !== 1) continue;
        const placements = [{ cell: cellsAt(unit, rest)[0]!, digit }];
        return { rating: size === 2 ? 2.0 : 2.5, placements, eliminations: [], cells, units: [unit] };
      }
    }
  }
  return null;
}

const KINDS = [
  [18, 9],
  [18, 0],
  [9, 18],
  [0, 18],
] as const;

function plainLocking(state: Board, direct: boolean): Plain | null {
  for (const [firstKind, secondKind] of KINDS) {
    const rating = firstKind === 18 ? (direct ? 1.7 : 2.6) : direct ? 1.9 : 2.8;
    for (let digit = 1; digit <= 9; digit++) {
      for (let i1 = 0; i1 < 9; i1++) {
        const unit = firstKind + i1;
        const where = placesOf(state, unit, digit);
        if (bitCount(where) < 2) continue;
        for (let i2 = 0; i2 < 9; i2++) {
          const other = secondKind + i2;
          if ((where & ~OVERLAP[unit * 27 + other]!) !== 0) continue;
          const cells = cellsAt(unit, where);
          if (!direct) {
            const gone = placesOf(state, other, digit) & ~OVERLAP[other * 27 + unit]!;
            if (gone === 0) continue;
            const eliminations = cellsAt(other, gone).map((cell) => ({ cell, digit }));
            return { rating, placements: [], eliminations, cells, units: [unit, other] };
          }
          for (let i3 = 0; i3 < 9; i3++) {
            const third = firstKind + i3;
            const overlap = OVERLAP[third * 27 + other]!;
            const where3 = placesOf(state, third, digit);
            if (i3 === i1 || overlap === 0 || bitCount(where3) < 2) continue;
            if (bitCount(where3 & ~overlap) !== 1) continue;
            const placements = [{ cell: cellsAt(third, where3 & ~overlap)[0]!, digit }];
            return { rating, placements, eliminations: [], cells, units: [unit, other, third] };
          }
        }
      }
    }
  }
  return null;
}

function plainFish(state: Board, size: number): Plain | null {
  const placed = digitsOf(0x1ff).map((digit) => state.cells.filter((d) => d === digit).length);
  for (const baseKind of [9, 0]) {
    const coverKind = baseKind === 9 ? 0 : 9;
    for (const lines of picksOf(size)) {
      for (let digit = 1; digit <= 9; digit++) {
        if (placed[digit - 1]! + size * 2 > 9) continue;
        const where = positionsOf(lines).map((i) => placesOf(state, baseKind + i, digit));
        if (where.some((mask) => bitCount(mask) <= 1)) continue;
        const union = where.reduce((a, b) => a | b, 0);
        if (bitCount(union) !== size) continue;
        const covers = positionsOf(union).map((j) => coverKind + j);
        const eliminations = covers.flatMap((cover) =>
          cellsAt(cover, placesOf(state, cover, digit) & ~lines).map((cell) => ({ cell, digit })),
        );
        if (eliminations.length === 0) continue;
        eliminations.sort((a, b) => a.cell - b.cell);
        const cells = covers.flatMap((cover) => cellsAt(cover, placesOf(state, cover, digit) & lines));
        const units = [...positionsOf(lines).map((i) => baseKind + i), ...covers];
        return { rating: [0, 0, 3.2, 3.8, 5.2][size]!, placements: [], eliminations, cells, units };
      }
    }
  }
  return null;
}

/** What a finder's step comes to, as the plain searches give it (marks and cells sorted by cell). */
function plainOf(found: ReturnType<RatedTechnique>): Plain | null {
  if (found === null) return null;
  const { rating, step } = found;
  const byCell = (marks: readonly Mark[]) => [...marks].sort((a, b) => a.cell - b.cell || a.digit - b.digit);
  return {
    rating,
    placements: byCell(step.placements),
    eliminations: byCell(step.eliminations),
    cells: [...step.cells].sort((a, b) => a - b),
    units: step.units,
  };
}

const sorted = (plain: Plain | null): Plain | null =>
  plain === null
    ? null
    : (plainOf({ rating: plain.rating, step: { ...plain, technique: 'naked-single', text: '' } }) as Plain);

const pairs: readonly (readonly [string, RatedTechnique, (state: Board) => Plain | null])[] = [
  ['direct locking', directLocking, (state) => plainLocking(state, true)],
  ['direct hidden pair', hiddenSet(2, true), (state) => plainHidden(state, 2, true)],
  ['direct hidden triple', hiddenSet(3, true), (state) => plainHidden(state, 3, true)],
  ['locking', locking, (state) => plainLocking(state, false)],
  ['naked pair', nakedSet(2), (state) => plainNaked(state, 2)],
  ['x-wing', fish(2), (state) => plainFish(state, 2)],
  ['hidden pair', hiddenSet(2, false), (state) => plainHidden(state, 2, false)],
  ['naked triple', nakedSet(3), (state) => plainNaked(state, 3)],
  ['swordfish', fish(3), (state) => plainFish(state, 3)],
  ['hidden triple', hiddenSet(3, false), (state) => plainHidden(state, 3, false)],
  ['naked quad', nakedSet(4), (state) => plainNaked(state, 4)],
  ['jellyfish', fish(4), (state) => plainFish(state, 4)],
  ['hidden quad', hiddenSet(4, false), (state) => plainHidden(state, 4, false)],
];

// Puzzles of magictour's top1465 near its median rating, and one of the easy kind the direct
// techniques solve.
const puzzles = [
  '12.....8.4.......2..9..35.....9.8....7..2..5...1..42......65..7.......61..83.....',
  '7.8......4.1....5......74...2..5..8...4.9.2.......6.4.893.4................2..3.9',
  '...658.....4......12............96.7...3..5....2.8...3..19..8..3.6.....4....473..',
  '8.5.....2...9.1...3.........6.7..4..2...5...........6....38.....4....7...1.....9.',
];

describe("the first searches of Sudoku Explainer's ladder", () => {
  it.each(puzzles)('find on every board of %s what a plain search finds', (puzzle) => {
    const kept = new Workspace();
    const differences: string[] = [];
    let found = 0;
    for (const [step, state] of ladderWalk(parseGrid(puzzle))) {
      for (const [name, find, plain] of pairs) {
        const copy = state.clone();
        copy.work = kept;
        const got = plainOf(find(copy));
        const want = sorted(plain(state));
        if (want !== null) found++;
        if (JSON.stringify(got) !== JSON.stringify(want))
          differences.push(`step ${step}, ${name}: ${JSON.stringify(got)} for ${JSON.stringify(want)}`);
      }
    }
    expect(differences).toEqual([]);
    expect(found, 'steps the plain searches found along the walk').toBeGreaterThan(10);
  });
});
