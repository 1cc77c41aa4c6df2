import {
  BudgetExhaustedError,
  formatGrid,
  type Grid,
  type ShapeName,
  type Solver,
  shapes,
  verifySolution,
} from '@sudoku-lab/core';
import { eachInTurn, referenceSolver } from '@sudoku-lab/testkit';
import { solver as wfc } from '@sudoku-lab/wfc';
import { describe, expect, it, vi } from 'vitest';
import {
  fewestClues,
  GenerateAbortedError,
  GenerateOptionError,
  type GenerateOptions,
  generate,
  generateMany,
  levels,
  type Symmetry,
} from './index.js';
import { raters } from './rating.js';

/**
 * Every claim is checked by a solver other than the counter that proved each removal (core's,
 * on every shape): wfc on the smaller shapes, the testkit's reference search on 16x16 (where wfc's search is slow).
 */
function checkerFor(shape: ShapeName): Solver {
  return shape === '16x16' ? referenceSolver : wfc;
}

function solutionCount(puzzle: Grid): number {
  const result = checkerFor(puzzle.shape.name).solve(puzzle, { maxSolutions: 2 });
  expect(result.status).not.toBe('aborted');
  return result.solutionCount;
}

/** Where the symmetry sends a cell, worked out here apart from the package's own orbits. */
function image(symmetry: Symmetry, cell: number, size: number): number {
  const row = Math.floor(cell / size);
  const column = cell % size;
  const [r, c] = {
    none: [row, column],
    rotate180: [size - 1 - row, size - 1 - column],
    rotate90: [column, size - 1 - row],
    mirror: [row, size - 1 - column],
    diagonal: [column, row],
  }[symmetry];
  return r! * size + c!;
}

/** The cells taken away together with `cell`: its images under the symmetry, the cell itself among them. */
function orbit(symmetry: Symmetry, cell: number, size: number): number[] {
  const cells = [cell];
  for (let at = image(symmetry, cell, size); at !== cell; at = image(symmetry, at, size)) cells.push(at);
  return cells;
}

/** A count per clue, 16x16's take long: the event loop runs between them. */
async function expectMinimal(puzzle: Grid, symmetry: Symmetry): Promise<void> {
  await eachInTurn(puzzle.cells.entries(), ([cell, digit]) => {
    if (digit === 0) return;
    const cells = [...puzzle.cells];
    for (const other of orbit(symmetry, cell, puzzle.shape.size)) cells[other] = 0;
    expect(solutionCount({ shape: puzzle.shape, cells }), formatGrid(puzzle)).toBe(2);
  });
}

const clueCount = (grid: Grid) => grid.cells.filter((digit) => digit !== 0).length;

/** The puzzles made per shape and symmetry: fewer where a shape's puzzles take long to make and check. */
const counts: Record<ShapeName, Partial<Record<Symmetry, number>>> = {
  '4x4': { none: 12, rotate90: 6, diagonal: 6 },
  '6x6': { none: 8, rotate180: 6, mirror: 6 },
  '9x9': { none: 6, rotate180: 4, rotate90: 3, mirror: 3, diagonal: 3 },
  '16x16': { rotate180: 1 },
};
const cases = (Object.keys(counts) as ShapeName[]).flatMap((shape) =>
  (Object.entries(counts[shape]) as [Symmetry, number][]).map(
    ([symmetry, count]) => [shape, symmetry, count] as const,
  ),
);

describe.each(cases)('%s puzzles with symmetry %s', (shape, symmetry, count) => {
  const made = [...generateMany(count, { seed: `${shape} ${symmetry}`, shape, symmetry })];

  it('have exactly one solution, the one returned, whose clues they are', () => {
    for (const { puzzle, solution } of made) {
      expect(puzzle.shape).toBe(shapes[shape]);
      expect(verifySolution(puzzle, solution)).toEqual({ ok: true });
      expect(solutionCount(puzzle)).toBe(1);
    }
  });

  it('keep their symmetry', () => {
    for (const { puzzle } of made) {
      const { size } = puzzle.shape;
      puzzle.cells.forEach((digit, cell) => {
        expect(puzzle.cells[image(symmetry, cell, size)] !== 0, `cell ${cell}`).toBe(digit !== 0);
      });
    }
  });

  it('are minimal: taking away any clue and its images lets in a second solution', async () => {
    for (const { puzzle } of made) await expectMinimal(puzzle, symmetry);
  });

  it('come again from their seeds', () => {
    for (const { puzzle, solution, seed } of made.slice(0, 2)) {
      const again = generate({ seed, shape, symmetry });
      expect(again.puzzle.cells).toEqual(puzzle.cells);
      expect(again.solution.cells).toEqual(solution.cells);
      expect(again.seed).toBe(seed);
    }
  });
});

describe('seeds', () => {
  it('give the same puzzle for the same seed and different ones for different seeds', () => {
    const a = generate({ seed: 'a' });
    expect(generate({ seed: 'a' }).puzzle.cells).toEqual(a.puzzle.cells);
    expect(generate({ seed: 'b' }).puzzle.cells).not.toEqual(a.puzzle.cells);
    expect(generate({ seed: 7 }).puzzle.cells).toEqual(generate({ seed: '7' }).puzzle.cells);
    expect(generate({ seed: 7 }).seed).toBe('7');
  });

  it('give the same puzzle on every machine (a puzzle recorded once)', () => {
    expect(formatGrid(generate({ seed: 'sudoku-lab' }).puzzle)).toBe(
      '.75....8.6......9..81..37.4...43...24....7..9..8.1..3.....8.92...3.7.......9....3',
    );
    expect(formatGrid(generate({ seed: 'sudoku-lab', shape: '4x4', symmetry: 'rotate90' }).puzzle)).toBe(
      '1..4.23..14.2..3',
    );
  });

  it('are fresh when none is given, and returned so the puzzle can be made again', () => {
    const first = generate({ shape: '4x4' });
    const second = generate({ shape: '4x4' });
    expect(first.seed).not.toBe(second.seed);
    expect(generate({ shape: '4x4', seed: first.seed }).puzzle.cells).toEqual(first.puzzle.cells);
  });

  it('are derived for a batch: puzzle n has the seed "seed/n"', () => {
    const batch = [...generateMany(3, { seed: 'batch', shape: '6x6' })];
    expect(batch.map((made) => made.seed)).toEqual(['batch/1', 'batch/2', 'batch/3']);
    expect(new Set(batch.map((made) => formatGrid(made.puzzle))).size).toBe(3);
    expect([...generateMany(0, { seed: 'batch' })]).toEqual([]);
  });

  it('give a different puzzle for different options', () => {
    const plain = generate({ seed: 's' });
    const symmetric = generate({ seed: 's', symmetry: 'rotate180' });
    expect(symmetric.puzzle.cells).not.toEqual(plain.puzzle.cells);
  });
});

const rate = raters['9x9'];

describe.skipIf(rate === undefined)('levels', () => {
  it.each(levels)(
    '%s: puzzles of the level asked, rated by rate(), with one solution, minimal',
    // Rare levels carve and rate dozens of puzzles: the event loop runs between the puzzles made.
    async (level) => {
      await eachInTurn(generateMany(2, { seed: `level ${level}`, difficulty: level }), async (made) => {
        expect(made.rating?.level).toBe(level);
        expect(made.rating).toEqual(rate!(made.puzzle));
        expect(solutionCount(made.puzzle)).toBe(1);
        await expectMinimal(made.puzzle, 'none');
        expect(generate({ seed: made.seed, difficulty: level }).puzzle.cells).toEqual(made.puzzle.cells);
      });
    },
  );

  it('rates a puzzle made without a level when its rating is read', () => {
    const made = generate({ seed: 'lazy' });
    expect(made.rating).toEqual(rate!(made.puzzle));
    expect(JSON.parse(JSON.stringify(made)).rating).toEqual(made.rating);
  });

  it('refuses a level on a shape no rater rates', () => {
    expect(() => generate({ shape: '6x6', difficulty: 'easy' })).toThrow(
      /option difficulty: levels are rated/,
    );
  });
});

describe('ratings', () => {
  it('are null on the shapes no rater rates', () => {
    for (const shape of ['4x4', '6x6', '16x16', '9x9'] as const) {
      if (raters[shape] === undefined) expect(generate({ seed: 1, shape }).rating).toBeNull();
    }
  });
});

describe('maxClues and minimal', () => {
  it('stops at maxClues when the puzzle need not be minimal', () => {
    for (const made of generateMany(3, { seed: 'loose', minimal: false, maxClues: 40 })) {
      expect(clueCount(made.puzzle)).toBe(40);
      expect(solutionCount(made.puzzle)).toBe(1);
    }
  });

  it('keeps a minimal puzzle within maxClues', () => {
    for (const made of generateMany(3, { seed: 'tight', maxClues: 23 })) {
      expect(clueCount(made.puzzle)).toBeLessThanOrEqual(23);
      expect(solutionCount(made.puzzle)).toBe(1);
    }
  });

  it('with minimal false and no maxClues still gives a minimal puzzle', () => {
    const made = generate({ seed: 'm', minimal: false });
    expect(made.puzzle.cells).toEqual(generate({ seed: 'm' }).puzzle.cells);
  });
});

describe('stopping', () => {
  it('throws GenerateAbortedError when the deadline has passed', () => {
    const error = catching(() => generate({ seed: 1, deadline: performance.now() - 1 }));
    expect(error).toBeInstanceOf(GenerateAbortedError);
    expect((error as GenerateAbortedError).reason).toBe('deadline');
    expect(error.message).toMatch(/deadline passed/);
  });

  it('throws GenerateAbortedError when the signal has fired', () => {
    const controller = new AbortController();
    controller.abort();
    const error = catching(() => generate({ seed: 1, signal: controller.signal }));
    expect(error).toBeInstanceOf(GenerateAbortedError);
    expect((error as GenerateAbortedError).reason).toBe('signal');
  });

  it.each([
    ['deadline', () => ({ deadline: performance.now() - 1 })],
    ['signal', () => ({ signal: AbortSignal.abort() })],
  ] as const)("carries core's stop as its cause: the %s", (reason, budget) => {
    const error = catching(() => generate({ seed: 1, ...budget() }));
    expect(error).toBeInstanceOf(GenerateAbortedError);
    expect(error.cause).toBeInstanceOf(BudgetExhaustedError);
    expect(error.cause).toMatchObject({ reason });
  });

  it('stops a search for a rare puzzle at the first look at the clock past its deadline', () => {
    // On a clock the test moves, a millisecond a look: the 150th look finds the deadline passed.
    let now = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => ++now);
    try {
      const error = catching(() => generate({ seed: 'rare', maxClues: 17, deadline: 150 }));
      expect((error as GenerateAbortedError).reason).toBe('deadline');
      expect(now).toBe(150);
    } finally {
      clock.mockRestore();
    }
  });

  it('stops an endless batch at the deadline', () => {
    const deadline = performance.now() + 100;
    const error = catching(() => {
      for (const _ of generateMany(1_000_000, { seed: 'endless', deadline })) {
        // every puzzle is made as the loop asks for it
      }
    });
    expect(error).toBeInstanceOf(GenerateAbortedError);
  });
});

describe('bad options are named', () => {
  const bad: [string, GenerateOptions | unknown][] = [
    ['shape', { shape: '8x8' }],
    ['symmetry', { symmetry: 'spiral' }],
    ['symmetry', { shape: '6x6', symmetry: 'rotate90' }],
    ['symmetry', { shape: '6x6', symmetry: 'diagonal' }],
    ['difficulty', { difficulty: 'fiendish' }],
    ['maxClues', { maxClues: 16 }],
    ['maxClues', { shape: '4x4', maxClues: 3 }],
    ['maxClues', { maxClues: 82 }],
    ['maxClues', { maxClues: 20.5 }],
    ['minimal', { minimal: 'yes' }],
    ['seed', { seed: '' }],
    ['seed', { seed: Number.NaN }],
    ['seed', { seed: {} }],
    ['deadline', { deadline: '10s' }],
    ['deadline', { deadline: Number.NaN }],
    ['signal', { signal: true }],
    ['symetry', { symetry: 'none' }],
    ['options', 'rotate180'],
  ];

  it.each(bad)('%s: %j', (option, options) => {
    const error = catching(() => generate(options as GenerateOptions));
    expect(error).toBeInstanceOf(GenerateOptionError);
    expect((error as GenerateOptionError).option).toBe(option);
    expect(error.message).toContain(`option ${option}:`);
  });

  it('says why a 6x6 board cannot turn a quarter', () => {
    expect(() => generate({ shape: '6x6', symmetry: 'rotate90' })).toThrow(/2x3 boxes into 3x2/);
  });

  it('names the fewest clues a shape allows', () => {
    for (const [shape, least] of Object.entries(fewestClues)) {
      expect(() => generate({ shape: shape as ShapeName, maxClues: least - 1 })).toThrow(
        new RegExp(`at least ${least} clues`),
      );
    }
  });

  it('checks the count of a batch', () => {
    for (const count of [-1, 1.5, Number.NaN]) {
      const error = catching(() => generateMany(count, {}).next());
      expect((error as GenerateOptionError).option).toBe('count');
    }
  });
});

function catching(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected an error, none was thrown');
}
