import { PassThrough } from 'node:stream';
import { formatGrid, parseFPuzzles, parseGrid, parsePuzzle } from '@sudoku-lab/core';
import { rate } from '@sudoku-lab/logic';
import { solver as wfc } from '@sudoku-lab/wfc';
import { describe, expect, it } from 'vitest';
import { runGenerate } from './command.js';
import { generate, generateMany } from './generate.js';

async function run(argv: string[], tty = false): Promise<{ code: number; out: string; err: string }> {
  const stdout = new PassThrough();
  const stderr = Object.assign(new PassThrough(), { isTTY: tty });
  let out = '';
  let err = '';
  stdout.on('data', (chunk) => {
    out += chunk;
  });
  stderr.on('data', (chunk) => {
    err += chunk;
  });
  const code = await runGenerate(argv, { stdout, stderr });
  return { code, out, err };
}

const lines = (text: string) => text.split('\n').filter((line) => line !== '');

describe('sudoku-generate', () => {
  it('writes one puzzle a line, each with one solution, the same as generateMany', async () => {
    const { code, out, err } = await run(['--count', '3', '--seed', '42']);
    expect(code).toBe(0);
    expect(err).toBe('');
    const written = lines(out);
    expect(written).toHaveLength(3);
    expect(written).toEqual([...generateMany(3, { seed: '42' })].map((made) => formatGrid(made.puzzle)));
    for (const line of written) expect(wfc.solve(parseGrid(line), { maxSolutions: 2 }).status).toBe('solved');
  });

  it('makes a puzzle of a batch again from the seed it prints', async () => {
    const batch = lines((await run(['-n', '2', '-s', 'x', '--with-seed', '--shape', '6x6'])).out);
    const [puzzle, seed] = batch[1]!.split(' # ');
    expect(seed).toBe('x/2');
    expect(lines((await run(['--seed', seed!, '--shape', '6x6'])).out)).toEqual([puzzle]);
    expect(puzzle).toBe(formatGrid(generate({ seed: 'x/2', shape: '6x6' }).puzzle));
  });

  it('passes symmetry, shape, max-clues and no-minimal on', async () => {
    const { out } = await run(['--shape', '4x4', '--symmetry', 'rotate90', '--seed', 'q']);
    expect(lines(out)).toEqual([
      formatGrid(generate({ shape: '4x4', symmetry: 'rotate90', seed: 'q' }).puzzle),
    ]);
    const loose = await run(['--max-clues', '50', '--no-minimal', '--seed', 'q']);
    expect(lines(loose.out)[0]!.replace(/\./g, '')).toHaveLength(50);
  });

  it('makes puzzles at the level asked', async () => {
    const { code, out } = await run(['--difficulty', 'hard', '-n', '2', '--seed', 'lvl']);
    expect(code).toBe(0);
    expect(lines(out)).toHaveLength(2);
    for (const line of lines(out)) expect(rate(parseGrid(line)).level).toBe('hard');
  });

  it('writes pretty grids a blank line apart', async () => {
    const { out } = await run(['-n', '2', '-f', 'pretty', '--shape', '4x4', '-s', 'p']);
    const grids = out.trimEnd().split('\n\n');
    expect(grids).toHaveLength(2);
    expect(parseGrid(grids[1]!).cells).toEqual(generate({ seed: 'p/2', shape: '4x4' }).puzzle.cells);
  });

  it.each([
    [['--bogus'], /unknown option '--bogus'/],
    [['--count'], /option '--count' needs a value/],
    [['--count', '0'], /--count takes a whole number of at least 1, not '0'/],
    [['--format', 'yaml'], /--format takes line, pretty or json, not 'yaml'/],
    [['--timeout', 'soon'], /--timeout takes a time/],
    [['extra'], /unexpected argument 'extra'/],
    [['--shape', '8x8'], /option shape: unknown shape "8x8"/],
    [['--shape', '6x6', '--symmetry', 'diagonal'], /cannot have diagonal symmetry/],
    [['--max-clues', '16'], /option maxClues: 16 is too few/],
    [['--difficulty', 'fiendish'], /option difficulty: unknown level "fiendish"/],
  ])('exits 2 on %j, saying why', async (argv, message) => {
    const { code, out, err } = await run(argv);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toMatch(message);
  });

  it('stops at --timeout with exit 2, keeping the puzzles made by then', async () => {
    const { code, out, err } = await run(['-n', '1000000', '--timeout', '150ms', '--seed', 't']);
    expect(code).toBe(2);
    expect(err).toMatch(/stopped after \d+ of 1000000 puzzles: the --timeout ran out/);
    const made = Number(/after (\d+)/.exec(err)![1]);
    expect(lines(out)).toHaveLength(made);
  });

  it('draws progress on a terminal for a large count, and clears it', async () => {
    // A run stopped at 600 ms: long enough for the line to be drawn (every 200 ms), however fast the machine.
    const argv = ['-n', '1000000', '--timeout', '600ms', '--seed', 'p'];
    const { out, err } = await run(argv, true);
    const made = Number(/stopped after (\d+)/.exec(err)![1]);
    expect(lines(out)).toHaveLength(made);
    expect(err).toMatch(/\r\d[\d,]* of 1,000,000 puzzles {2}\d+\.\d s/);
    expect(err).toContain('\r\u001b[Ksudoku-generate: stopped after');
    expect((await run(argv, false)).err).not.toContain('\r');
    expect((await run([...argv, '--no-progress'], true)).err).not.toContain('\r');
  });

  it('prints its help', async () => {
    const { code, out } = await run(['--help']);
    expect(code).toBe(0);
    for (const option of ['--count', '--seed', '--difficulty', '--symmetry', '--shape', '--timeout']) {
      expect(out).toContain(option);
    }
  });
});

describe('sudoku-generate --variant', () => {
  it('writes the line form, which core reads back to the generated puzzle with its rules', async () => {
    const { code, out } = await run(['--variant', 'x', '--seed', '9']);
    expect(code).toBe(0);
    expect(parsePuzzle(lines(out)[0]!)).toEqual(generate({ seed: '9', variant: 'x' }).puzzle);
  });

  it('with --format json, each line also carries the puzzle as an f-puzzles document', async () => {
    const { code, out } = await run([
      '--variant',
      'killer',
      '--seed',
      '4',
      '--format',
      'json',
      '--count',
      '2',
    ]);
    expect(code).toBe(0);
    const records = lines(out).map((line) => JSON.parse(line));
    expect(records).toHaveLength(2);
    for (const record of records) {
      const puzzle = parseFPuzzles(record.fpuzzles);
      expect(formatGrid(puzzle)).toBe(record.puzzle);
      expect(wfc.solve(puzzle, { maxSolutions: 2 }).solution?.cells.join('')).toBe(record.solution);
    }
  });

  it('refuses an unknown variant by name', async () => {
    const { code, err } = await run(['--variant', 'thermo']);
    expect(code).toBe(2);
    expect(err).toContain("--variant takes x, windoku, jigsaw, antiknight, antiking, killer, not 'thermo'");
  });
});
