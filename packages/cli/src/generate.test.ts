import { formatGrid, kindsOf, parseFPuzzles, parsePuzzle } from '@sudoku-lab/core';
import { generate, variants } from '@sudoku-lab/generator';
import { describe, expect, it } from 'vitest';
import { runMain } from './testing.fixture.js';

const run = runMain;

const lines = (text: string) => text.split('\n').filter((line) => line !== '');

/** The variants written in core's line form; every other one is written as its f-puzzles document. */
const waveThree = new Set(['x', 'windoku', 'jigsaw', 'antiknight', 'antiking', 'killer']);
/** The setters' families (issue 38). */
const families = variants.filter((variant) => !waveThree.has(variant));
/** The variants the line form writes (odd/even cells have a token); the rest print their f-puzzles document. */
const lineForm = new Set([...waveThree, 'oddeven']);
const documentFamilies = variants.filter((variant) => !lineForm.has(variant));

describe('sudoku-lab generate --variant, every name', () => {
  it('lists every variant in its help, the setters\u2019 families among them', async () => {
    const help = (await run(['generate', '--help'])).stdout;
    for (const variant of variants) expect(help).toContain(variant);
    expect(families).toHaveLength(13);
  });

  it.each(variants)('%s: the same puzzle in every format, each read back whole', async (variant) => {
    const made = generate({ seed: `cli ${variant}`, variant });
    const argv = ['generate', '--variant', variant, '--seed', `cli ${variant}`];

    const json = await run([...argv, '-f', 'json']);
    expect(json.code).toBe(0);
    const record = JSON.parse(lines(json.stdout)[0]!);
    expect(record.puzzle).toBe(formatGrid(made.puzzle, 'line'));
    expect(record.solution).toBe(formatGrid(made.solution, 'line'));
    expect(parseFPuzzles(JSON.stringify(record.fpuzzles))).toEqual(made.puzzle);

    const line = lines((await run(argv)).stdout);
    expect(line).toHaveLength(1);
    // The line form for wave 3's variants, the f-puzzles document for the families without one.
    expect(line[0]!.startsWith('{')).toBe(!lineForm.has(variant));
    expect(parsePuzzle(line[0]!)).toEqual(made.puzzle);

    const pretty = lines((await run([...argv, '-f', 'pretty'])).stdout);
    expect(pretty.slice(0, -1)).toEqual(lines(formatGrid(made.puzzle, 'pretty')));
    // The rules on the line after the grid: the line form's tokens, or the f-puzzles document.
    const rules = pretty[pretty.length - 1]!;
    const read = rules.startsWith('{') ? parsePuzzle(rules) : parsePuzzle(`${record.puzzle} ${rules}`);
    expect(kindsOf(read.rules)).toEqual(kindsOf(made.puzzle.rules));
    expect(read.rules).toEqual(made.puzzle.rules);
  });

  it.each(documentFamilies)(
    '%s: --with-seed names the seed in the document, still one JSON line',
    async (variant) => {
      const { stdout } = await run([
        'generate',
        '--variant',
        variant,
        '-n',
        '2',
        '--seed',
        'ws',
        '--with-seed',
      ]);
      const [, second] = lines(stdout);
      const document = JSON.parse(second!);
      expect(document.title).toBe('seed ws/2');
      expect(parsePuzzle(second!)).toEqual(generate({ seed: 'ws/2', variant }).puzzle);
    },
  );

  it.each(['thermo', 'kropki'] as const)(
    '%s: solve reads the line back and finds the one solution',
    async (variant) => {
      const { stdout } = await run(['generate', '--variant', variant, '--seed', 'solve']);
      const solved = await run(['solve', '-s', 'csp', '-m', '2'], stdout);
      expect(solved).toMatchObject({
        code: 0,
        stdout: `${formatGrid(generate({ seed: 'solve', variant }).solution, 'line')}\n`,
      });
    },
  );

  it('makes a family at a level, as the generator does, and writes the rating in JSON', async () => {
    const { code, stdout } = await run([
      'generate',
      '--variant',
      'thermo',
      '-d',
      'medium',
      '--seed',
      'cli level',
      '-f',
      'json',
    ]);
    expect(code).toBe(0);
    const made = generate({ seed: 'cli level', variant: 'thermo', difficulty: 'medium' });
    const line = JSON.parse(stdout);
    expect(line.rating).toEqual(JSON.parse(JSON.stringify(made.rating)));
    expect(line.rating.level).toBe('medium');
    expect(line.puzzle).toBe(formatGrid(made.puzzle, 'line'));
  });
});
