import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatFPuzzles, formatGrid } from '@sudoku-lab/core';
import { generate } from '@sudoku-lab/generator';
import * as lzModule from 'lz-string';
import { describe, expect, it } from 'vitest';
import { runMain } from './testing.fixture.js';

const lz: typeof lzModule = (lzModule as unknown as { default?: typeof lzModule }).default ?? lzModule;
const dir = mkdtempSync(join(tmpdir(), 'sudoku-lab-cli-drawings-'));

const run = runMain;

// A published puzzle as a setter saves it: the puzzle, a title written on the board and two circles.
const { puzzle, solution } = generate({ seed: 'drawings', difficulty: 'easy' });
const plain = formatFPuzzles(puzzle);
const drawn = JSON.stringify({
  ...plain,
  text: [{ cells: ['R1C1'], value: 'Killer', fontC: '#000000' }],
  circle: [{ cells: ['R3C3'] }, { cells: ['R5C5'] }],
});
const named = 'text "Killer" at R1C1 and 2 circles (R3C3, R5C5)';
const file = join(dir, 'drawn.json');
writeFileSync(file, `${drawn}\n`);
const answer = formatGrid(solution, 'line');

describe('f-puzzles drawings in the CLI', () => {
  it.each<[string, string[]]>([
    ['solve', []],
    ['hint', []],
    ['explain', []],
    ['rate', []],
  ])('%s refuses a document with drawings, naming them and the way out', async (command, extra) => {
    const { code, stdout, stderr } = await run([command, file, ...extra]);
    expect(code).toBe(2);
    expect(stderr).toContain(`${file}:1: the document draws ${named}`);
    expect(stderr).toContain('--ignore-drawings');
    if (command !== 'solve') expect(stdout).not.toContain(answer);
  });

  it('names a document given as an argument as one that cannot be opened, not as no puzzle', async () => {
    const { code, stderr } = await run(['solve', drawn]);
    expect(code).toBe(2);
    expect(stderr).toMatch(
      /^sudoku-lab solve: the f-puzzles document given cannot be opened: the document draws /,
    );
    expect(stderr).not.toContain('neither a file nor a puzzle');
  });

  it('names a link whose document is refused as one that cannot be opened', async () => {
    const link = `https://www.f-puzzles.com/?load=${lz.compressToBase64(drawn)}`;
    const { code, stderr } = await run(['solve', link]);
    expect(code).toBe(2);
    expect(stderr).toMatch(
      /^sudoku-lab solve: the f-puzzles document in the link given cannot be opened: the document draws /,
    );
    const opened = await run(['solve', link, '--ignore-drawings']);
    expect(opened.stdout.trim()).toBe(answer);
    expect(opened.stderr).toContain(`argument:1: note: drawings left out: ${named}`);
  });

  it('still says "neither a file nor a puzzle" of text that is no puzzle', async () => {
    const { stderr } = await run(['solve', '12x']);
    expect(stderr).toContain("'12x' is neither a file nor a puzzle");
  });

  it.each<[string, string[]]>([
    ['a file', [file]],
    ['an argument', [drawn]],
    ['stdin', ['-']],
  ])('solve --ignore-drawings opens %s, says so once on stderr and in the JSON record', async (_, words) => {
    const { code, stdout, stderr } = await run(['solve', ...words, '--ignore-drawings', '-f', 'json'], drawn);
    expect(code).toBe(0);
    const [record] = JSON.parse(stdout) as { status: string; solution: string; drawingsLeftOut: string }[];
    expect(record).toMatchObject({ status: 'solved', solution: answer, drawingsLeftOut: named });
    expect(stderr.match(/drawings left out/g)).toHaveLength(1);
    expect(stderr).toContain(`note: drawings left out: ${named}`);
  });

  it('solve --ignore-drawings writes no extra CSV column', async () => {
    const { stdout } = await run(['solve', file, '--ignore-drawings', '-f', 'csv']);
    expect(stdout.split('\n')[0]).not.toContain('drawings');
    expect(stdout).toContain(answer);
  });

  it.each(['hint', 'explain', 'rate'])(
    '%s --ignore-drawings reads the puzzle as without its drawings',
    async (command) => {
      const left = await run([command, file, '--ignore-drawings', '-f', 'json']);
      const bare = await run([command, JSON.stringify(plain), '-f', 'json']);
      expect(left.code).toBe(bare.code);
      const [record] = JSON.parse(left.stdout) as Record<string, unknown>[];
      const [without] = JSON.parse(bare.stdout) as Record<string, unknown>[];
      expect(record!.drawingsLeftOut).toBe(named);
      const { drawingsLeftOut: _, source: __, ...rest } = record!;
      const { source: ___, ...expected } = without!;
      expect(rest).toEqual(expected);
      expect(left.stderr).toContain(`${file}:1: note: drawings left out: ${named}`);
    },
  );

  it('a document without drawings says nothing of them', async () => {
    const { stdout, stderr } = await run(['solve', JSON.stringify(plain), '--ignore-drawings', '-f', 'json']);
    expect(stderr).not.toContain('drawings');
    expect(stdout).not.toContain('drawingsLeftOut');
  });

  it('compare --ignore-drawings runs the puzzle and says what was left out', async () => {
    const refused = await run(['compare', file, '-s', 'norvig', '-r', '1', '--warmup', '0', '-f', 'json']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`the document draws ${named}`);
    const { code, stdout, stderr } = await run([
      'compare',
      file,
      '-s',
      'norvig',
      '-r',
      '1',
      '--warmup',
      '0',
      '-f',
      'json',
      '--ignore-drawings',
    ]);
    expect(code).toBe(0);
    const report = JSON.parse(stdout) as {
      puzzles: { drawingsLeftOut?: string }[];
      results: { solution: string }[];
    };
    expect(report.puzzles[0]!.drawingsLeftOut).toBe(named);
    expect(report.results[0]!.solution).toBe(answer);
    expect(stderr).toContain(`note: drawings left out: ${named}`);
  });

  it.each(['solve', 'hint', 'explain', 'rate', 'compare'])(
    '%s --help names --ignore-drawings',
    async (command) => {
      const { stdout } = await run([command, '--help']);
      expect(stdout).toContain('--ignore-drawings');
    },
  );
});
