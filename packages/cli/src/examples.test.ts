// Every example of every --help, run as a person pastes it: by a shell (pipes and redirections as
// written), in a fresh folder holding a small puzzles.txt, with `sudoku-lab` on the PATH as npm links
// it (the package's bin). Each example has its exit status and the shape of its output here; a new
// example without them fails. Run `pnpm build` in packages/cli first.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { puzzles, type Ran, runChild } from './testing.fixture.js';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  bin: Record<string, string>;
};
const bin = fileURLToPath(new URL(`../${manifest.bin['sudoku-lab']}`, import.meta.url));
const built = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'sudoku-lab-examples-'));
const path = join(work, 'bin');
/** The small file the examples name: one puzzle of singles, one that needs guessing. */
const puzzleFile = `${puzzles.easy}\n${puzzles.hard}\n`;

/** The commands whose help has examples: the top level, then each subcommand. */
const commands = [[], ['solve'], ['hint'], ['explain'], ['rate'], ['generate'], ['compare']];

interface Example extends Ran {
  /** The folder it ran in, with the files it wrote. */
  readonly dir: string;
}

/** A shell line run in `dir`, with the bin on the PATH, awaited. */
const shell = (line: string, dir: string) =>
  runChild('sh', ['-c', line], { cwd: dir, env: { PATH: `${path}${delimiter}${process.env.PATH ?? ''}` } });

/** The lines under `Examples:` in a help text. */
function examplesOf(help: string): string[] {
  const [, after = ''] = help.split(/^Examples:\n/m);
  return after
    .split('\n')
    .filter((line) => line.startsWith('  '))
    .map((line) => line.trim());
}

const lines = (text: string) => text.split('\n').filter((line) => line !== '');
const solvedLine = /^[1-9]{81}$/;
const puzzleLine = /^[1-9.]{81}$/;
const rateLine =
  /^\d+(\.\d)?\/\d+(\.\d)?\/\d+(\.\d)? +(easy|medium|hard|expert|extreme) +\S+ +\d+ steps {2}\S+/;

/** A row of the compare table for a strategy: its id, then the solved count. */
const tableRow = (id: string, solved: number) => new RegExp(`^${id} +${solved} +0 +0 +0 +0 +0 `, 'm');

/**
 * Each example's expectations, by a pattern of its line: the exit status, and a check of its output
 * and the files it wrote. Every example matches exactly one.
 */
const expectations: readonly [RegExp, number, (ran: Example) => void][] = [
  [
    /^sudoku-lab solve [1-9.]{81}$/,
    0,
    ({ stdout }) => expect(lines(stdout)).toEqual([expect.stringMatching(solvedLine)]),
  ],
  [
    /^sudoku-lab solve puzzles\.txt --format csv > answers\.csv$/,
    0,
    ({ stdout, dir }) => {
      expect(stdout).toBe('');
      const [header, ...rows] = lines(readFileSync(join(dir, 'answers.csv'), 'utf8'));
      expect(header).toMatch(/^source,.*status.*solution/);
      expect(rows.map((row) => row.split(',')[0])).toEqual(['puzzles.txt:1', 'puzzles.txt:2']);
      for (const row of rows) expect(row).toMatch(/,solved,/);
    },
  ],
  [
    /^sudoku-lab generate --count 10 \| sudoku-lab solve --strategy dlx$/,
    0,
    ({ stdout }) => expect(lines(stdout)).toEqual(Array(10).fill(expect.stringMatching(solvedLine))),
  ],
  [
    /^sudoku-lab generate --count 20 --difficulty hard \| sudoku-lab rate$/,
    0,
    ({ stdout }) => {
      expect(lines(stdout)).toHaveLength(20);
      for (const line of lines(stdout)) expect(line).toMatch(rateLine);
      for (const line of lines(stdout)) expect(line).toMatch(/ hard /);
    },
  ],
  [
    /^sudoku-lab generate --count 20 \| sudoku-lab rate --format csv$/,
    0,
    ({ stdout }) => {
      const [header, ...rows] = lines(stdout);
      expect(header).toMatch(/^source,name,score,pearl,diamond,level,hardest,steps,/);
      expect(rows.map((row) => row.split(',')[0])).toEqual(
        Array.from({ length: 20 }, (_, k) => `stdin:${k + 1}`),
      );
    },
  ],
  [
    /^sudoku-lab hint [1-9.]{81}$/,
    0,
    ({ stdout }) => expect(lines(stdout)).toEqual([expect.stringMatching(/^[A-Z][\w -]+: .+\.$/)]),
  ],
  [
    /^sudoku-lab hint [1-9.]{81} --format json$/,
    0,
    ({ stdout }) => {
      const records = JSON.parse(stdout);
      expect(records).toEqual([expect.objectContaining({ source: 'argument:1' })]);
      const { step } = records[0];
      expect(step).toMatchObject({ technique: expect.any(String), text: expect.any(String) });
      expect(step.placements.length + step.eliminations.length).toBeGreaterThan(0);
    },
  ],
  [
    /^sudoku-lab explain [1-9.]{81}$/,
    0,
    ({ stdout }) => {
      expect(lines(stdout).length).toBeGreaterThan(10);
      expect(lines(stdout).at(-1)).toMatch(/^Solved by logic in \d+ steps\.$/);
    },
  ],
  [
    /^sudoku-lab rate [1-9.]{81}$/,
    0,
    ({ stdout }) => expect(lines(stdout)).toEqual([expect.stringMatching(rateLine)]),
  ],
  [
    /^sudoku-lab generate --count 100 --seed 42 > puzzles\.txt$/,
    0,
    ({ stdout, dir }) => {
      expect(stdout).toBe('');
      const made = lines(readFileSync(join(dir, 'puzzles.txt'), 'utf8'));
      expect(made).toEqual(Array(100).fill(expect.stringMatching(puzzleLine)));
      expect(new Set(made).size).toBe(100);
    },
  ],
  [
    /^sudoku-lab generate --symmetry rotate180 --format pretty$/,
    0,
    ({ stdout }) => {
      const rows = lines(stdout);
      expect(rows).toHaveLength(11);
      expect(rows[3]).toBe('------+-------+------');
      const cells = rows
        .filter((row) => !row.startsWith('-'))
        .join('')
        .replace(/[ |]/g, '');
      expect(cells).toMatch(puzzleLine);
      // rotate180: a cell is given exactly when the one opposite it is.
      expect([...cells].every((c, k) => (c === '.') === (cells[80 - k] === '.'))).toBe(true);
    },
  ],
  [
    /^sudoku-lab generate --count 5 --difficulty hard --format json$/,
    0,
    ({ stdout }) => {
      const made = lines(stdout).map((line) => JSON.parse(line));
      expect(made).toHaveLength(5);
      for (const one of made) {
        expect(one.puzzle).toMatch(puzzleLine);
        expect(one.solution).toMatch(solvedLine);
        expect(one.rating.level).toBe('hard');
      }
    },
  ],
  [
    /^sudoku-lab generate --variant killer --max-clues 0 --format json$/,
    0,
    ({ stdout }) => {
      const made = lines(stdout).map((line) => JSON.parse(line));
      expect(made).toHaveLength(1);
      expect(made[0].puzzle).toBe('.'.repeat(81));
      expect(made[0].solution).toMatch(solvedLine);
      expect(made[0].fpuzzles.killercage.length).toBeGreaterThan(0);
    },
  ],
  [
    /^sudoku-lab generate --variant thermo --seed 7 --format json$/,
    0,
    ({ stdout }) => {
      const made = lines(stdout).map((line) => JSON.parse(line));
      expect(made).toHaveLength(1);
      expect(made[0].puzzle).toMatch(puzzleLine);
      expect(made[0].solution).toMatch(solvedLine);
      expect(made[0].fpuzzles.thermometer.length).toBeGreaterThan(0);
    },
  ],
  [
    /^sudoku-lab compare puzzles\.txt -s bitboard,norvig,dlx$/,
    0,
    ({ stdout }) => {
      expect(stdout).toMatch(/^strategy +solved +multiple +unsolvable +invalid +aborted +wrong /);
      for (const id of ['bitboard', 'norvig', 'dlx']) expect(stdout).toMatch(tableRow(id, 2));
      expect(stdout).toMatch(/^2 puzzles from puzzles\.txt/m);
    },
  ],
  [
    /^sudoku-lab compare puzzles\.txt -s norvig,dlx --max-solutions 2 --detail$/,
    0,
    ({ stdout }) => {
      const detail = stdout.split('\n').filter((line) => /^puzzles\.txt:\d/.test(line));
      expect(detail.map((line) => line.split(/ +/).slice(0, 2).join(' '))).toEqual([
        'puzzles.txt:1 norvig',
        'puzzles.txt:1 dlx',
        'puzzles.txt:2 norvig',
        'puzzles.txt:2 dlx',
      ]);
      for (const line of detail) expect(line).toMatch(/ solved$/);
      expect(stdout).toMatch(/max-solutions 2/);
    },
  ],
  [
    /^sudoku-lab compare puzzles\.txt -s bitboard,csp --format json > run\.json$/,
    0,
    ({ stdout, dir }) => {
      expect(stdout).toBe('');
      const document = JSON.parse(readFileSync(join(dir, 'run.json'), 'utf8'));
      expect(document.summary.map((row: { strategy: string }) => row.strategy)).toEqual(['bitboard', 'csp']);
      for (const row of document.summary) expect(row).toMatchObject({ puzzles: 2, solved: 2, wrong: 0 });
      expect(document.relative.baseline).toMatch(/^(bitboard|csp)$/);
    },
  ],
  [
    /^sudoku-lab generate --count 50 --seed 7 \| sudoku-lab compare - -s norvig,dlx --format markdown$/,
    0,
    ({ stdout }) => {
      expect(stdout).toMatch(/^\| strategy +\| solved +\|/);
      for (const id of ['norvig', 'dlx']) expect(stdout).toMatch(new RegExp(`^\\| ${id} +\\| +50 \\|`, 'm'));
    },
  ],
  [
    /^sudoku-lab compare --list$/,
    0,
    ({ stdout }) => {
      expect(stdout).toMatch(/^id +kind +shapes +rules +name/);
      for (const id of ['naive', 'norvig', 'dlx', 'bitboard', 'logic', 'csp'])
        expect(stdout).toMatch(new RegExp(`^${id} +strategy `, 'm'));
    },
  ],
];

const helps = new Map<string, string>();

beforeAll(async () => {
  if (!existsSync(built)) throw new Error(`no ${built}: run pnpm build in packages/cli first`);
  mkdirSync(path);
  symlinkSync(bin, join(path, 'sudoku-lab'));
  for (const command of commands) {
    const { code, stdout } = await shell(`sudoku-lab ${[...command, '--help'].join(' ')}`, work);
    expect(code).toBe(0);
    helps.set(command.join(' ') || 'sudoku-lab', stdout);
  }
});

describe('the examples of every --help', () => {
  it('every command has examples, and each example has its expectations here, exactly one', () => {
    for (const [command, help] of helps) {
      const examples = examplesOf(help);
      expect(examples.length, `${command} --help has no examples`).toBeGreaterThan(0);
      for (const example of examples)
        expect(
          expectations.filter(([pattern]) => pattern.test(example)).length,
          `expectations for: ${example}`,
        ).toBe(1);
    }
  });

  it.each(commands.map((command) => [command.join(' ') || 'sudoku-lab']))(
    '%s: each example exits as expected, its output the shape it should be',
    async (command) => {
      for (const example of examplesOf(helps.get(command) ?? '')) {
        const matched = expectations.find(([pattern]) => pattern.test(example));
        if (matched === undefined) continue; // the test above names it
        const [, status, check] = matched;
        const dir = mkdtempSync(join(work, 'run-'));
        writeFileSync(join(dir, 'puzzles.txt'), puzzleFile);
        const ran = await shell(example, dir);
        expect({ example, code: ran.code, stderr: ran.stderr }).toEqual({
          example,
          code: status,
          stderr: '',
        });
        check({ ...ran, dir });
      }
    },
  );
});
