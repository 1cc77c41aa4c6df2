// The traps a new user met (issue 37, "The CLI's traps"), each closed, each with its test here: the
// default strategy, a puzzle with several solutions, hint and explain agreeing, the input forms people
// paste, and the exit status of an input with no puzzle or no rating.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGrid, formatFPuzzles, formatGrid, parseGrid, shapes, verifySolution } from '@sudoku-lab/core';
import { generate } from '@sudoku-lab/generator';
import { candidatesOf, formatCandidates, nextStep } from '@sudoku-lab/logic';
import { recommendedFor } from '@sudoku-lab/registry';
import { describe, expect, it } from 'vitest';
import { puzzles, runMain } from './testing.fixture.js';

const dir = mkdtempSync(join(tmpdir(), 'sudoku-lab-traps-'));

function file(name: string, content: string | Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

const run = runMain;

const solves = (puzzle: string, line: string) => verifySolution(parseGrid(puzzle), parseGrid(line)).ok;
const four = formatGrid(generate({ shape: '4x4', seed: 'traps' }).puzzle, 'line');

describe('solve without --strategy: the one recommended for each puzzle', () => {
  const made = generate({ seed: 'traps' });
  const killer = createGrid(shapes['9x9'], made.puzzle.cells, {
    cages: [{ cells: [0, 1], sum: made.solution.cells[0]! + made.solution.cells[1]! }],
  });

  it.each([
    ['classic 9x9', puzzles.easy, 'bitboard'],
    ['classic 4x4', four, 'norvig'],
    ['a killer (an f-puzzles document)', JSON.stringify(formatFPuzzles(killer)), recommendedFor(killer).id],
  ])('%s: %s', async (_, puzzle, id) => {
    const { code, stdout } = await run(['solve', '-f', 'json'], `${puzzle}\n`);
    expect(code).toBe(0);
    const [record] = JSON.parse(stdout);
    expect(record).toMatchObject({ status: 'solved', strategy: id });
  });

  it('says which in its help', async () => {
    const { stdout } = await run(['solve', '--help']);
    expect(stdout).toMatch(/default: the one for the puzzle, csp on a variant, bitboard on classic 9x9/);
  });
});

describe('solve on a puzzle with several solutions', () => {
  it('says so on stderr, writes its record with one solution, exit 1', async () => {
    const { code, stdout, stderr } = await run(['solve', puzzles.open]);
    expect(code).toBe(1);
    expect(stderr).toBe(
      'sudoku-lab solve: argument:1: the puzzle has more than one solution (one is in the output; -m 1 takes the first without looking for another)\n',
    );
    const [, solution] = /one is (\d{81})/.exec(stdout)!;
    expect(stdout).toMatch(/^# argument:1: multiple: at least 2 solutions; one is \d{81}\n$/);
    expect(solves(puzzles.open, solution!)).toBe(true);
  });

  it('with -m 1 takes the first without looking for another: solved, exit 0, as its help says', async () => {
    const { code, stdout, stderr } = await run(['solve', puzzles.open, '-m', '1']);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(solves(puzzles.open, stdout.trim())).toBe(true);
  });
});

describe('rate: 0 only when every puzzle is rated', () => {
  it.each([
    ['more than one solution', puzzles.open],
    ['no solution', puzzles.hopeless],
  ])('a puzzle with %s has no rating: its record says why, exit 1', async (what, puzzle) => {
    const { code, stdout } = await run(['rate', puzzle]);
    expect(code).toBe(1);
    expect(stdout).toContain(what);
    expect((await run(['rate', puzzles.easy])).code).toBe(0);
  });
});

describe('an input with no puzzle is an error, with a message', () => {
  const empty = file('empty.txt', '');
  const comments = file('comments.txt', '# only a comment\n\n');
  it.each(['solve', 'rate', 'hint', 'explain'])('%s', async (command) => {
    for (const path of [empty, comments, '/dev/null']) {
      const { code, stderr } = await run([command, path]);
      expect(code).toBe(2);
      expect(stderr).toBe(
        `sudoku-lab ${command}: no puzzle in ${path}: it is empty or holds comments only\n`,
      );
    }
    expect((await run([command], '')).stderr).toMatch(/no puzzle in stdin/);
  });
});

describe('the forms people paste', () => {
  const rows = puzzles.easy.match(/.{9}/g)!.map((row) => [...row]);

  it.each([
    ['a pretty-printed JSON board', JSON.stringify(rows, null, 2)],
    [
      'a JSON board of numbers, a row a line',
      JSON.stringify(rows.map((row) => row.map((c) => (c === '.' ? 0 : Number(c))))).replace(/\],/g, '],\n'),
    ],
    ['a rated line, PUZZLE RATING', `${puzzles.easy} 2.5`],
  ])('solve reads %s as the puzzle', async (_, text) => {
    const path = file('pasted.txt', `${text}\n`);
    const { code, stdout, stderr } = await run(['solve', path]);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout.trim().split('\n')).toHaveLength(1);
    expect(solves(puzzles.easy, stdout.trim())).toBe(true);
  });

  it('a binary file gets one refusal, and nothing on stdout', async () => {
    const binary = file(
      'image.png',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10, 0, 0, 0, 13, 10, 10]),
    );
    for (const command of ['solve', 'rate', 'hint', 'explain']) {
      const { code, stdout, stderr } = await run([command, binary]);
      expect({ code, stdout }).toEqual({ code: 2, stdout: '' });
      expect(stderr).toBe(
        `sudoku-lab ${command}: ${binary} is not a text file (a NUL byte at byte 8): it holds no puzzle list\n`,
      );
    }
  });

  describe("pencil marks: hint and explain on the player's own marks", () => {
    const grid = parseGrid(puzzles.hard);
    // The player's marks: the puzzle's, with candidates of one empty cell ruled out but its solution digit.
    const solution = solutionOf(puzzles.hard);
    const marks = Uint16Array.from(candidatesOf(grid));
    const cell = grid.cells.findIndex((digit, k) => digit === 0 && (marks[k]! & (marks[k]! - 1)) !== 0);
    marks[cell] = 1 << (solution[cell]! - 1);
    const text = formatCandidates(marks);

    it('hint gives the step logic finds from those marks, not an error about 729 cells', async () => {
      const { code, stdout, stderr } = await run(['hint', text]);
      expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
      const placed = parseGrid(Array.from(marks, (m) => ((m & (m - 1)) === 0 ? 32 - Math.clz32(m) : 0)));
      expect(stdout).toBe(`${nextStep(placed, { candidates: marks })!.text}\n`);
    });

    it('explain works from them to the solution', async () => {
      const { code, stdout, stderr } = await run(['explain', '-f', 'json'], `${text}\n`);
      expect(stderr).toBe('');
      const [record] = JSON.parse(stdout);
      expect(record.solutions).toBe(1);
      if (record.solved) expect(record.board).toBe(solution.join(''));
      expect(code).toBe(record.solved ? 0 : 1);
    });
  });
});

/** The one solution of a puzzle, by the CLI's default solve. */
function solutionOf(puzzle: string): number[] {
  const grid = parseGrid(puzzle);
  return [...recommendedFor(grid).solve(grid, { maxSolutions: 2 }).solution!.cells];
}
