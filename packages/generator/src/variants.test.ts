import { countSolutions, formatFPuzzles, kindsOf, parseFPuzzles, verifySolution } from '@sudoku-lab/core';
import { explain, levelOf } from '@sudoku-lab/logic';
import { eachInTurn, variantRule } from '@sudoku-lab/testkit';
import { solver as wfc } from '@sudoku-lab/wfc';
import { describe, expect, it } from 'vitest';
import { GenerateAbortedError } from './errors.js';
import { generate } from './generate.js';
import { levels, variantRating } from './rating.js';
import { isFamily, type Variant, variants } from './variants.js';

/** The rule kind each variant's puzzles carry: wave 3's as the testkit's suite asks a strategy to declare them. */
const kinds: Record<Variant, string> = {
  ...variantRule,
  kropki: 'kropki',
  thermo: 'thermometers',
  arrow: 'arrows',
  whispers: 'whispers',
  littlekiller: 'littleKillers',
  renban: 'renbans',
  sandwich: 'sandwiches',
  xv: 'xv',
  palindrome: 'palindromes',
  between: 'betweenLines',
  oddeven: 'parity',
  quadruple: 'quadruples',
  nonconsecutive: 'nonconsecutive',
};

/** The setters' families (issue #38): constraints drawn over a board, then carved under uniqueness. */
const families = variants.filter(isFamily);

describe('generate({ variant })', () => {
  it.each(variants)('%s: seeded, its rules on the puzzle, unique, the same through f-puzzles', (variant) => {
    const made = generate({ seed: 'variant test', variant });
    expect(generate({ seed: 'variant test', variant }).puzzle).toEqual(made.puzzle);
    expect(kindsOf(made.puzzle.rules)).toEqual([kinds[variant]]);
    // Rated on logic's variant ladder when read (variantRating, tested with the levels below).
    expect(levels).toContain(made.rating?.level);
    expect(verifySolution(made.puzzle, made.solution)).toEqual({ ok: true });
    if (isFamily(variant)) {
      // wfc takes tens of seconds on some families' puzzles and, asking core's admits only when it
      // guesses, takes boards that break a palindrome for solutions: core's counter counts them.
      expect(countSolutions(made.puzzle, { limit: 2 })).toBe(1);
    } else {
      // Another engine than the one that carved the puzzle.
      const result = wfc.solve(made.puzzle, { maxSolutions: 2 });
      expect(result.status).toBe('solved');
      expect(result.solution?.cells).toEqual(made.solution.cells);
    }
    // Through f-puzzles JSON and back, the same puzzle, rules and all.
    const document = formatFPuzzles(made.puzzle);
    const back = parseFPuzzles(JSON.stringify(document));
    expect(back.cells).toEqual(made.puzzle.cells);
    expect(formatFPuzzles(back)).toEqual(document);
  });

  it('jigsaw: nine regions of nine connected cells, not the boxes', () => {
    const { regions } = generate({ seed: 3, variant: 'jigsaw' }).puzzle.rules!;
    const sizes = new Array<number>(9).fill(0);
    for (const region of regions!) sizes[region]!++;
    expect(sizes).toEqual(new Array<number>(9).fill(9));
  });

  it('killer with maxClues 0: no givens at all, the cages alone make it unique', () => {
    const made = generate({ seed: 5, variant: 'killer', maxClues: 0 });
    expect(made.puzzle.cells.every((digit) => digit === 0)).toBe(true);
    expect(wfc.solve(made.puzzle, { maxSolutions: 2 }).status).toBe('solved');
  });

  it.each([
    [{ variant: 'sandwiches' }, 'option variant: unknown variant "sandwiches"'],
    [{ variant: 'x', shape: '4x4' }, 'option variant: variants are made on 9x9, not 4x4'],
    [{ variant: 'x', difficulty: 'hardest' }, 'option difficulty: unknown level "hardest"'],
  ])('refuses %j', (options, message) => {
    expect(() => generate(options as never)).toThrow(message);
  });
});

describe('generate({ variant, difficulty })', () => {
  // A level a family reaches within a few tries (hard on a killer is rare: its cages say so much).
  it.each([
    ['x', 'easy'],
    ['killer', 'medium'],
    ['thermo', 'medium'],
    ['jigsaw', 'medium'],
    ['arrow', 'hard'],
  ] as const)('%s rated %s: logic explains it at that level, and it is unique', (variant, difficulty) => {
    const made = generate({ seed: 'level test', variant, difficulty });
    expect(made.rating?.level).toBe(difficulty);
    expect(made.rating).toEqual(variantRating(made.puzzle));
    expect(made.rating?.solvedByLogic).toBe(true);
    expect(countSolutions(made.puzzle, { limit: 2 })).toBe(1);
    expect(made.puzzle.cells.every((digit, cell) => digit === 0 || digit === made.solution.cells[cell])).toBe(
      true,
    );
    expect(generate({ seed: 'level test', variant, difficulty }).puzzle).toEqual(made.puzzle);
  });

  it('extreme: logic does not finish it alone, or needs a step rated above 7.0', () => {
    const made = generate({ seed: 'level test', variant: 'thermo', difficulty: 'extreme' });
    expect(made.rating).toMatchObject({ level: 'extreme', solutions: 1 });
    expect(!made.rating!.solvedByLogic || made.rating!.score! > 7).toBe(true);
    expect(made.rating).toEqual(variantRating(made.puzzle));
  });

  it('a deadline stops the search for a level and says so', () => {
    expect(() =>
      generate({
        seed: 'level test',
        variant: 'killer',
        difficulty: 'expert',
        deadline: performance.now() + 200,
      }),
    ).toThrow(GenerateAbortedError);
  });
});

describe('variantRating', () => {
  it('reads ER, EP and ED off the explanation as rate() does', () => {
    const made = generate({ seed: 'rating test', variant: 'killer' });
    const rating = variantRating(made.puzzle);
    const { steps, solved } = explain(made.puzzle);
    const ratings = steps.map((step) => step.rating);
    expect(rating.score).toBe(Math.max(0, ...ratings));
    expect(rating.diamond).toBe(ratings[0] ?? 0);
    // EP: the hardest up to the first step that places a digit (all of them, if none does).
    const placing = steps.findIndex((step) => step.placements.length > 0);
    expect(rating.pearl).toBe(Math.max(0, ...ratings.slice(0, placing === -1 ? steps.length : placing + 1)));
    expect(rating.steps).toBe(steps.length);
    expect(rating.solvedByLogic).toBe(solved);
    expect(rating.level).toBe(levelOf(rating.score!, solved));
  });
});

/** Seeds a family is counted on. */
const SEEDS = 16;

describe("the setters' families", () => {
  it.each(families)(
    '%s: every puzzle of many seeds has one solution (a count to 2), its constraints varied by the seed',
    async (variant) => {
      const sizes = new Set<string>();
      await eachInTurn(
        Array.from({ length: SEEDS }, (_, k) => `unique ${k}`),
        (seed) => {
          const made = generate({ seed, variant });
          expect(countSolutions(made.puzzle, { limit: 2 }), seed).toBe(1);
          expect(verifySolution(made.puzzle, made.solution), seed).toEqual({ ok: true });
          expect(kindsOf(made.puzzle.rules)).toEqual([kinds[variant]]);
          sizes.add(JSON.stringify(made.puzzle.rules).length.toString());
        },
      );
      // nonconsecutive is one flag: its boards and givens vary, the rule does not.
      if (variant !== 'nonconsecutive') expect(sizes.size).toBeGreaterThan(SEEDS / 2);
    },
    120_000,
  );
});
