import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatGrid, parseGrid, parsePuzzle, verifySolution } from '@sudoku-lab/core';
import { generate, generateMany } from '@sudoku-lab/generator';
import { techniques } from '@sudoku-lab/logic';
import { strategies } from '@sudoku-lab/registry';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from './main.js';
import { fakeIo, puzzles, runMain } from './testing.fixture.js';

const dir = mkdtempSync(join(tmpdir(), 'sudoku-lab-cli-'));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const run = (argv: string[], stdin: string | null = null, env: Record<string, string> = {}) =>
  runMain(argv, stdin, { env });

function solves(puzzle: string, line: string): boolean {
  return verifySolution(parseGrid(puzzle), parseGrid(line)).ok;
}

describe('sudoku-lab solve', () => {
  it.each(strategies.map((s) => s.id))('solves with -s %s and the answer holds', async (id) => {
    const { code, stdout, stderr } = await run(['solve', puzzles.easy, '-s', id]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(solves(puzzles.easy, stdout.trim())).toBe(true);
  });

  it.each([
    [
      'a clash of givens',
      [puzzles.clash],
      1,
      /^# argument:1: invalid: .*row 1, column 1 and row 1, column 2/,
    ],
    [
      'two solutions asked for',
      [puzzles.open, '--max-solutions', '2'],
      1,
      /^# argument:1: multiple: at least 2 solutions/,
    ],
    [
      'a deadline of 1 ms on an open grid with naive',
      [`${puzzles.open}`, '-s', 'naive', '-m', '1000000', '-t', '1'],
      1,
      /^# argument:1: aborted/,
    ],
  ])('%s: a comment line with the status and reason, exit 1', async (_, args, code, pattern) => {
    const ran = await run(['solve', ...args]);
    expect(ran.code).toBe(code);
    expect(ran.stdout).toMatch(pattern);
  });

  it('reads stdin, names a malformed line with its file:line, writes its record in its place, goes on, exits 2', async () => {
    const { code, stdout, stderr } = await run(
      ['solve'],
      `${puzzles.easy}\n12x\n# a comment\n${puzzles.hard} # hard one\n`,
    );
    expect(code).toBe(2);
    expect(stderr).toMatch(/^sudoku-lab solve: stdin:2: wrong number of cells/);
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(solves(puzzles.easy, lines[0]!)).toBe(true);
    expect(lines[1]).toMatch(/^# stdin:2: malformed: wrong number of cells/);
    expect(solves(puzzles.hard, lines[2]!)).toBe(true);
  });

  it.each([
    ['text', [], (out: string) => out.trim().split('\n')],
    ['json', ['-f', 'json'], (out: string) => JSON.parse(out) as unknown[]],
    ['csv', ['-f', 'csv'], (out: string) => out.trim().split('\n').slice(1)],
    ['pretty', ['-f', 'pretty'], (out: string) => out.trim().split('\n\n')],
  ] as const)(
    'writes one record for each puzzle line, malformed ones too, in %s',
    async (_, args, records) => {
      const input = `${puzzles.easy}\nnope\n${puzzles.clash}\n12x\n${puzzles.hard}\n`;
      const { stdout } = await run(['solve', ...args], input);
      expect(records(stdout)).toHaveLength(5);
    },
  );

  it('writes each solution as a grid with --format pretty, a comment for the others', async () => {
    const { code, stdout } = await run(['solve', '-f', 'pretty'], `${puzzles.easy}\n${puzzles.clash}\n`);
    expect(code).toBe(1);
    const [grid, comment] = stdout.trim().split('\n\n');
    expect(grid).toBe(formatGrid(parseGrid(grid!), 'pretty'));
    expect(solves(puzzles.easy, formatGrid(parseGrid(grid!), 'line'))).toBe(true);
    expect(comment).toMatch(/^# stdin:2: invalid: /);
  });

  it.each([
    ['a grid a row a line', puzzles.easy.match(/.{9}/g)!.join('\n'), 81],
    ['a 4x4 line', formatGrid(generate({ shape: '4x4', seed: 'cli' }).puzzle, 'line'), 16],
    [
      'a 6x6 line, zeros for empty',
      formatGrid(generate({ shape: '6x6', seed: 'cli' }).puzzle, 'line').replace(/\./g, '0'),
      36,
    ],
  ])('solves %s given on the command line', async (_, puzzle, cells) => {
    const { code, stdout } = await run(['solve', puzzle]);
    expect(code).toBe(0);
    expect(stdout.trim()).toHaveLength(cells);
    expect(solves(puzzle, stdout.trim())).toBe(true);
  });

  it('reads a file, and - for stdin', async () => {
    const path = file('two.txt', `${puzzles.easy}\n${puzzles.hard}\n`);
    const fromFile = await run(['solve', path]);
    const fromStdin = await run(['solve', '-'], `${puzzles.easy}\n${puzzles.hard}\n`);
    expect(fromFile.code).toBe(0);
    expect(fromFile.stdout).toBe(fromStdin.stdout);
    expect(fromFile.stdout.trim().split('\n')).toHaveLength(2);
  });

  it('writes JSON that parses, with a record for a malformed line', async () => {
    const { code, stdout } = await run(
      ['solve', '-f', 'json', '-m', '2'],
      `${puzzles.easy}\nnope\n${puzzles.open}\n`,
    );
    expect(code).toBe(2);
    const rows = JSON.parse(stdout) as Record<string, unknown>[];
    expect(rows.map((row) => [row.source, row.status])).toEqual([
      ['stdin:1', 'solved'],
      ['stdin:2', 'malformed'],
      ['stdin:3', 'multiple'],
    ]);
    expect(rows[0]).toMatchObject({ solutionCount: 1, guesses: expect.any(Number) });
  });

  it('writes an empty JSON array for an input with no puzzle, and says so, exit 2', async () => {
    const { code, stdout, stderr } = await run(['solve', '-f', 'json'], '# nothing\n');
    expect(code).toBe(2);
    expect(JSON.parse(stdout)).toEqual([]);
    expect(stderr).toBe('sudoku-lab solve: no puzzle in stdin: it is empty or holds comments only\n');
  });

  it('writes CSV with a header, a name a spreadsheet would run kept as text', async () => {
    const { stdout } = await run(['solve', '-f', 'csv'], `${puzzles.easy} # =HYPERLINK("x"),1\n`);
    const [header, row] = stdout.trim().split('\n');
    expect(header).toBe(
      'source,name,status,strategy,solution,solutionCount,timeMs,placements,guesses,backtracks,message',
    );
    expect(row).toMatch(/^stdin:1,"'=HYPERLINK\(""x""\),1",solved,bitboard,\d{81},1,/);
  });

  it.each([
    [['-s', 'nope'], /no strategy 'nope': choose one of naive/],
    [['-m', '0'], /--max-solutions takes a whole number from 1 to/],
    [
      ['-t', 'soon'],
      /--timeout takes a time from 1 ms to 3,600 s \(500, meaning ms, 500ms or 2s\), not 'soon'/,
    ],
    [['-t', '-5'], /--timeout takes a time from 1 ms to 3,600 s .* not '-5': a time cannot be negative/],
    [['--timeout', '-1.5s'], /--timeout takes a time .* not '-1.5s'/],
    [['-m', '-2'], /--max-solutions takes a whole number from 1 to .* not '-2'/],
    [['-f', 'xml'], /--format takes text, json, csv, pretty, not 'xml'/],
    [['--bogus'], /unknown option '--bogus'/],
    [['-s'], /option '--strategy' needs a value/],
    [[puzzles.easy, puzzles.hard], /takes one FILE, '-' or PUZZLE, not 2/],
    [['no-such-file.txt'], /^sudoku-lab solve: no such file: no-such-file.txt/],
    [['missing/puzzles'], /^sudoku-lab solve: no such file: missing\/puzzles/],
    [['top95'], /^sudoku-lab solve: no such file: top95/],
    [['12x'], /'12x' is neither a file nor a puzzle: /],
    [[], /needs a PUZZLE, a FILE of puzzles or '-' for stdin/],
  ])('%j is bad usage: one line naming it, exit 2', async (args, pattern) => {
    const { code, stdout, stderr } = await run(['solve', ...args]);
    expect(code).toBe(2);
    expect(stderr).toMatch(pattern);
    expect(stdout).toBe('');
  });

  it('a directory is named as one and exits 2', async () => {
    const { code, stderr } = await run(['solve', dir]);
    expect(code).toBe(2);
    expect(stderr).toMatch(/cannot read .*: it is a directory/);
  });

  it('escapes control characters of the input it echoes', async () => {
    const { stderr } = await run(['solve', '--\u001b[31mred']);
    expect(stderr).toContain('\\x1b[31mred');
    expect(stderr).not.toContain('\u001b');
    const named = await run(['solve'], `12\u001b]0;title\u0007\n`);
    expect(named.stderr).not.toContain('\u001b');
  });
});

describe('colour', () => {
  it.each([
    [{}, false],
    [{ FORCE_COLOR: '1' }, true],
    [{ FORCE_COLOR: '0' }, false],
    [{ FORCE_COLOR: '1', NO_COLOR: '1' }, false],
  ])('env %j: colour %s in a pipe', async (env, coloured) => {
    const { stdout } = await run(['solve', puzzles.clash], null, env);
    expect(stdout.includes('\u001b[')).toBe(coloured);
  });
});

describe('sudoku-lab rate', () => {
  it('writes a record for a malformed line in its place in text too, so output lines match input lines', async () => {
    const { code, stdout } = await run(['rate'], `${puzzles.easy}\nnope\n${puzzles.easy}\n`);
    expect(code).toBe(2);
    const lines = stdout.split('\n').filter((line) => line !== '');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^# stdin:2: /);
    expect(lines[2]).toBe(lines[0]!.replace('stdin:1', 'stdin:3'));
  });

  it('gives score, level and hardest technique, as logic rates it', async () => {
    const { code, stdout } = await run(['rate', puzzles.easy, '-f', 'json']);
    expect(code).toBe(0);
    const [row] = JSON.parse(stdout) as Record<string, unknown>[];
    expect(row).toMatchObject({ source: 'argument:1', solvedByLogic: true, solutions: 1, level: 'easy' });
    expect(techniques.map((t) => t.id)).toContain(row!.hardest);
  });

  it('rates each line of stdin, a clash as a failure of that puzzle (exit 1)', async () => {
    const { code, stdout } = await run(['rate'], `${puzzles.easy}\n${puzzles.clash}\n${puzzles.hard}\n`);
    expect(code).toBe(1);
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^\s*\d+\.\d\/\d+\.\d\/\d+\.\d\s+easy\s+\S+\s+\d+ steps\s+stdin:1$/);
    expect(lines[1]).toMatch(/^# stdin:2: .*r1c1.*r1c2/);
    expect(lines[2]).toMatch(/stdin:3/);
  });

  it('writes CSV with a header', async () => {
    const { stdout } = await run(['rate', '-f', 'csv', puzzles.easy]);
    expect(stdout.split('\n')[0]).toBe(
      'source,name,score,pearl,diamond,level,hardest,steps,solvedByLogic,solutions,complete,error',
    );
    expect(stdout.split('\n')[1]).toMatch(/^argument:1,,[\d.]+,[\d.]+,[\d.]+,easy,/);
  });

  it("says a 4x4 puzzle is not logic's, exit 1", async () => {
    const { code, stdout } = await run(['rate', '1...............']);
    expect(code).toBe(1);
    expect(stdout).toMatch(/9x9/);
  });
});

describe('sudoku-lab hint and explain', () => {
  it.each(['hint', 'explain'])('%s writes a record for a malformed line in text too', async (command) => {
    const { code, stdout } = await run([command], `${puzzles.easy}\nnope\n`);
    expect(code).toBe(2);
    expect(stdout).toMatch(/^# stdin:1\n/);
    expect(stdout).toMatch(/\n# stdin:2: .+\n$/);
  });

  it('hint: one step in words, or as JSON with its technique', async () => {
    const text = await run(['hint', puzzles.easy]);
    expect(text.code).toBe(0);
    expect(text.stdout.trim().split('\n')).toHaveLength(1);
    const json = await run(['hint', puzzles.easy, '--format', 'json']);
    const [row] = JSON.parse(json.stdout) as { step: { technique: string; text: string } }[];
    expect(row!.step.text).toBe(text.stdout.trim());
    expect(techniques.map((t) => t.id)).toContain(row!.step.technique);
  });

  it('hint on a solved grid says so (exit 0); on a clash names both cells on stderr (exit 1)', async () => {
    const solved = (await run(['solve', puzzles.easy])).stdout.trim();
    expect(await run(['hint', solved])).toMatchObject({ code: 0, stdout: 'The puzzle is solved.\n' });
    const clash = await run(['hint', puzzles.clash]);
    expect(clash.code).toBe(1);
    expect(clash.stderr).toMatch(/^sudoku-lab hint: argument:1: .*r1c1.*r1c2/);
    expect(clash.stderr).not.toMatch(/nextStep|explain|rate\b/);
  });

  it('hint on a puzzle of several solutions says so on stderr (exit 1), with no step', async () => {
    const { code, stdout, stderr } = await run(['hint', puzzles.open]);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^sudoku-lab hint: argument:1: the puzzle has more than one solution/);
  });

  it('rate prints ER/EP/ED, and no score for a puzzle of several solutions', async () => {
    const { stdout } = await run(['rate', puzzles.open]);
    expect(stdout).toMatch(/^\s+-\s+-\s+-\s+\d+ steps\s+argument:1.*more than one solution/);
  });

  it('explain: numbered steps ending solved, the JSON board the solution', async () => {
    const text = await run(['explain', puzzles.easy]);
    expect(text.code).toBe(0);
    const lines = text.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^ ?1\. /);
    expect(lines.at(-1)).toBe(`Solved by logic in ${lines.length - 1} steps.`);
    const json = await run(['explain', puzzles.easy, '-f', 'json']);
    const [row] = JSON.parse(json.stdout) as { solved: boolean; board: string; steps: unknown[] }[];
    expect(row!.solved).toBe(true);
    expect(row!.steps).toHaveLength(lines.length - 1);
    expect(solves(puzzles.easy, row!.board)).toBe(true);
  });

  it.each([
    ['more than one solution', puzzles.open],
    ['no solution', puzzles.hopeless],
  ])(
    'hint and explain refuse a puzzle with %s alike: the same line on stderr, no steps, exit 1',
    async (what, puzzle) => {
      const hint = await run(['hint', puzzle]);
      const explain = await run(['explain', puzzle]);
      for (const ran of [hint, explain]) expect(ran).toMatchObject({ code: 1, stdout: '' });
      const said = `argument:1: the puzzle has ${what}: no step leads to a solution\n`;
      expect(hint.stderr).toBe(`sudoku-lab hint: ${said}`);
      expect(explain.stderr).toBe(`sudoku-lab explain: ${said}`);
      const [json] = JSON.parse((await run(['explain', puzzle, '-f', 'json'])).stdout);
      expect(json).toMatchObject({ steps: [], error: said.slice('argument:1: '.length, -1) });
    },
  );

  it('names each puzzle of a file', async () => {
    const { stdout } = await run(['hint', '-'], `${puzzles.easy} # first\n${puzzles.hard}\n`);
    expect(stdout).toMatch(/^# stdin:1 first\n.+\n\n# stdin:2\n.+\n$/);
  });

  it('refuses csv', async () => {
    const { code, stderr } = await run(['explain', puzzles.easy, '-f', 'csv']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/takes text or json/);
  });
});

describe('sudoku-lab generate', () => {
  const lines = (text: string) => text.split('\n').filter((line) => line !== '');

  it('--variant: the line form, and with --format json the f-puzzles document, which solve reads back', async () => {
    const line = await run(['generate', '--variant', 'x', '--seed', 'v']);
    expect(line.code).toBe(0);
    expect(parsePuzzle(lines(line.stdout)[0]!)).toEqual(generate({ seed: 'v', variant: 'x' }).puzzle);
    const json = await run(['generate', '--variant', 'killer', '--seed', 'v', '-f', 'json']);
    const record = JSON.parse(lines(json.stdout)[0]!);
    const solved = await run(['solve', '-s', 'norvig', '-m', '2'], `${JSON.stringify(record.fpuzzles)}\n`);
    expect(solved).toMatchObject({ code: 0, stdout: `${record.solution}\n` });
    const refused = await run(['generate', '--variant', 'thermometer']);
    expect(refused.code).toBe(2);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('writes --count puzzles a line, the same as generateMany, each with one solution', async () => {
    const first = await run(['generate', '--count', '3', '--seed', 'cli']);
    const again = await run(['generate', '--count', '3', '--seed', 'cli']);
    expect(first).toMatchObject({ code: 0, stderr: '' });
    expect(first.stdout).toBe(again.stdout);
    expect(lines(first.stdout)).toEqual(
      [...generateMany(3, { seed: 'cli' })].map((made) => formatGrid(made.puzzle, 'line')),
    );
    const checked = await run(['solve', '-m', '2'], first.stdout);
    expect(checked.code).toBe(0);
  });

  it('writes one JSON object a line with --format json: puzzle, solution (81-character lines) and rating', async () => {
    const { code, stdout } = await run(['generate', '-n', '2', '--seed', 'j', '-f', 'json']);
    expect(code).toBe(0);
    const records = lines(stdout).map((line) => JSON.parse(line));
    const expected = [...generateMany(2, { seed: 'j' })];
    expect(records).toEqual(
      expected.map(({ puzzle, solution, rating, seed }) => ({
        puzzle: formatGrid(puzzle, 'line'),
        solution: formatGrid(solution, 'line'),
        rating: JSON.parse(JSON.stringify(rating)),
        seed,
      })),
    );
    for (const { puzzle, solution } of records) {
      expect(puzzle).toMatch(/^[1-9.]{81}$/);
      expect(solution).toMatch(/^[1-9]{81}$/);
      expect(solves(puzzle, solution)).toBe(true);
    }
  });

  it('makes a puzzle of a batch again from the seed it prints', async () => {
    const batch = lines(
      (await run(['generate', '-n', '2', '--seed', 'x', '--with-seed', '--shape', '6x6'])).stdout,
    );
    const [puzzle, seed] = batch[1]!.split(' # ');
    expect(seed).toBe('x/2');
    expect(lines((await run(['generate', '--seed', seed!, '--shape', '6x6'])).stdout)).toEqual([puzzle]);
    expect(puzzle).toBe(formatGrid(generate({ seed: 'x/2', shape: '6x6' }).puzzle, 'line'));
  });

  it('passes symmetry, shape, max-clues, no-minimal and difficulty on', async () => {
    const { stdout } = await run(['generate', '--shape', '4x4', '--symmetry', 'rotate90', '--seed', 'q']);
    expect(lines(stdout)).toEqual([
      formatGrid(generate({ shape: '4x4', symmetry: 'rotate90', seed: 'q' }).puzzle, 'line'),
    ]);
    const loose = await run(['generate', '--max-clues', '50', '--no-minimal', '--seed', 'q']);
    expect(lines(loose.stdout)[0]!.replace(/\./g, '')).toHaveLength(50);
    const hard = await run(['generate', '-d', 'hard', '--seed', 'lvl', '-f', 'json']);
    expect(JSON.parse(hard.stdout).rating.level).toBe('hard');
  });

  it('writes pretty grids a blank line apart', async () => {
    const { stdout } = await run(['generate', '-n', '2', '-f', 'pretty', '--shape', '4x4', '--seed', 'p']);
    const grids = stdout.trimEnd().split('\n\n');
    expect(grids).toHaveLength(2);
    expect(parseGrid(grids[1]!).cells).toEqual(generate({ seed: 'p/2', shape: '4x4' }).puzzle.cells);
  });

  it.each([
    [['--bogus'], /unknown option '--bogus'/],
    [['-s', '42'], /unknown option '-s'/],
    [['--count'], /option '--count' needs a value/],
    [['--count', '0'], /--count takes a whole number from 1 to/],
    [['--count', '-3'], /--count takes a whole number from 1 to .* not '-3'/],
    [['--format', 'xml'], /--format takes line, pretty, json, not 'xml'/],
    [
      ['--timeout', 'soon'],
      /--timeout takes a time from 1 ms to 3,600 s \(500, meaning ms, 500ms or 2s\), not 'soon'/,
    ],
    [['-t', '-1'], /--timeout takes a time .* not '-1'/],
    [['extra'], /unexpected argument 'extra'/],
    [['--shape', '8x8'], /option shape: unknown shape "8x8"/],
    [['--shape', '6x6', '--symmetry', 'diagonal'], /cannot have diagonal symmetry/],
    [['--max-clues', '16'], /option maxClues: 16 is too few/],
    [['--difficulty', 'fiendish'], /option difficulty: unknown level "fiendish"/],
  ])('exits 2 on %j, one line naming the option', async (argv, message) => {
    const { code, stdout, stderr } = await run(['generate', ...argv]);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^sudoku-lab generate: /);
    expect(stderr).toMatch(message);
  });

  it('stops at --timeout with exit 2, keeping the puzzles made by then, and names the count in words', async () => {
    // On a clock the test moves, 100 ms a read: the 2 s deadline passes after a count of looks.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 100));
    const { code, stdout, stderr } = await run(['generate', '-n', '1000000', '-t', '2s', '--seed', 't']);
    expect(code).toBe(2);
    expect(stderr).toMatch(
      /^sudoku-lab generate: stopped after \d+ of 1,000,000 puzzles: the --timeout ran out\n$/,
    );
    expect(lines(stdout)).toHaveLength(Number(/after (\d+)/.exec(stderr)![1]));
    const one = await run(['generate', '-t', '1', '--seed', 'u']);
    expect(one.stderr).toMatch(/stopped after 0 of 1 puzzle: /);
  });

  it('draws progress on a terminal and clears it before its last words; none in a pipe or with --no-progress', async () => {
    // On a clock the test moves, 1 ms a read (a puzzle takes some 60): the bar shows after 500 ms and
    // the run stops at 1 s, however fast the machine.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => ++now);
    const argv = ['generate', '-n', '1000000', '-t', '1s', '--seed', 'p'];
    const drawn = async (args: string[], tty: boolean) => {
      const { io, stderr } = fakeIo(null, { tty });
      await main(args, io);
      await new Promise((resolve) => setImmediate(resolve));
      return stderr.text();
    };
    const terminal = await drawn(argv, true);
    expect(terminal).toMatch(/\r\[[#.]{24}\] +0% {2}\d[\d,]* puzzles? {2}\d+\.\d s/);
    expect(terminal).toContain('\r\u001b[Ksudoku-lab generate: stopped after');
    expect(await drawn(argv, false)).not.toContain('\r');
    expect(await drawn([...argv, '--no-progress'], true)).not.toContain('\r');
  });

  it('takes -t as plain milliseconds, with ms, or with s', async () => {
    for (const timeout of ['60000', '60000ms', '60s']) {
      const { code, stdout } = await run(['generate', '-t', timeout, '--seed', 'm', '--shape', '4x4']);
      expect(code).toBe(0);
      expect(lines(stdout)).toHaveLength(1);
    }
  });

  it('speaks as sudoku-lab generate in its help, with --seed and no -s', async () => {
    const help = await run(['generate', '--help']);
    expect(help.stdout).toMatch(/^Usage: sudoku-lab generate/);
    expect(help.stdout).toMatch(/^ {6}--seed SEED/m);
    expect(help.stdout).not.toMatch(/-s, /);
  });
});

describe('sudoku-lab itself', () => {
  it.each([
    [['--help'], 0, 'stdout', /^Usage: sudoku-lab COMMAND/],
    [['help', 'rate'], 0, 'stdout', /^Usage: sudoku-lab rate/],
    [[], 2, 'stderr', /^Usage: sudoku-lab COMMAND/],
    [['--version'], 0, 'stdout', /^\d+\.\d+\.\d+\n$/],
    [
      ['frobnicate'],
      2,
      'stderr',
      /unknown command 'frobnicate'; commands: solve, hint, explain, rate, generate, compare/,
    ],
    [['--frob'], 2, 'stderr', /unknown option '--frob'/],
    [['toString'], 2, 'stderr', /unknown command 'toString'/],
    [['solve', '--bogus', 'x', '-h'], 0, 'stdout', /^Usage: sudoku-lab solve/],
    [['rate', '--', '-h'], 2, 'stderr', /'-h' is neither a file nor a puzzle/],
    ...['solve', 'hint', 'explain', 'rate', 'generate', 'compare'].map(
      (command) => [[command, '--help'], 0, 'stdout', new RegExp(`^Usage: sudoku-lab ${command}`)] as const,
    ),
  ] as const)('%j exits %i with %s matching %s', async (args, code, stream, pattern) => {
    const ran = await run([...args]);
    expect(ran.code).toBe(code);
    expect(ran[stream]).toMatch(pattern);
  });
});
