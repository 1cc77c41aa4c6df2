import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGrid, diagonalHouses, formatFPuzzles, formatPuzzle, shapes } from '@sudoku-lab/core';
import { generate, variants } from '@sudoku-lab/generator';
import { describe, expect, it } from 'vitest';
import { runMain } from './testing.fixture.js';

const dir = mkdtempSync(join(tmpdir(), 'sudoku-lab-cli-variants-'));

const run = runMain;

interface StepJson {
  readonly text: string;
  readonly placements: readonly { cell: number; digit: number }[];
  readonly eliminations: readonly { cell: number; digit: number }[];
}

describe('sudoku-lab hint and explain on variants', () => {
  // The generator's puzzles of every variant, as f-puzzles files: every step explain takes agrees
  // with the solution the generator carved them from.
  describe.each(variants)('%s', (variant) => {
    it.each(['a', 'b'])('explain agrees with the solution at every step (seed %s)', async (seed) => {
      const { puzzle, solution } = generate({ seed: `${variant}-${seed}`, variant });
      const path = join(dir, `${variant}-${seed}.json`);
      writeFileSync(path, JSON.stringify(formatFPuzzles(puzzle)));
      const { code, stdout } = await run(['explain', path, '-f', 'json']);
      const [record] = JSON.parse(stdout) as { solved: boolean; board: string; steps: StepJson[] }[];
      const wrong = record!.steps.flatMap((step) => [
        ...step.placements.filter(({ cell, digit }) => solution.cells[cell] !== digit).map(() => step.text),
        ...step.eliminations.filter(({ cell, digit }) => solution.cells[cell] === digit).map(() => step.text),
      ]);
      expect(wrong).toEqual([]);
      expect(code).toBe(record!.solved ? 0 : 1);
      if (record!.solved) expect(record!.board).toBe(solution.cells.join(''));
    });
  });

  it('hint on the line form of a killer names a cage or a house', async () => {
    const { puzzle } = generate({ seed: 'hint', variant: 'killer' });
    const { code, stdout } = await run(['hint', formatPuzzle(puzzle), '-f', 'json']);
    expect(code).toBe(0);
    const { step } = JSON.parse(stdout)[0] as { step: StepJson & { technique: string } };
    expect(step.text).toMatch(/\b(cage|row|column|box)\b/);
  });

  it('explain on a variant with more than one solution: refused on stderr, exit 1, as hint does', async () => {
    const empty = createGrid(shapes['9x9'], new Array<number>(81).fill(0), {
      houses: diagonalHouses(shapes['9x9']),
    });
    const { code, stdout, stderr } = await run(['explain', formatPuzzle(empty)]);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^sudoku-lab explain: argument:1: the puzzle has more than one solution/);
  });

  it.each(['hint', 'explain'])(
    '%s refuses a variant logic cannot take on stderr, with its prefix',
    async (command) => {
      const six = createGrid(shapes['6x6'], new Array<number>(36).fill(0), {
        houses: diagonalHouses(shapes['6x6']),
      });
      const { code, stdout, stderr } = await run([command, formatPuzzle(six)]);
      expect(code).toBe(1);
      expect(stdout).toBe('');
      expect(stderr).toMatch(
        new RegExp(`^sudoku-lab ${command}: argument:1: logic works on 9x9 puzzles, not 6x6`),
      );
    },
  );

  it('rate refuses a variant, naming its rules', async () => {
    const { puzzle } = generate({ seed: 'rate', variant: 'windoku' });
    const { code, stdout } = await run(['rate', formatPuzzle(puzzle)]);
    expect(code).toBe(1);
    expect(stdout).toMatch(/rate works on classic puzzles, not on extra houses/);
  });
});

describe('sudoku-lab on puzzle links', () => {
  it('hint reads a SudokuPad link to an f-puzzles document', async () => {
    const lz = await import('lz-string');
    const compress =
      (lz as unknown as { default?: typeof lz }).default?.compressToBase64 ?? lz.compressToBase64;
    const { puzzle } = generate({ seed: 'link', variant: 'x' });
    const link = `https://sudokupad.app/fpuz${compress(JSON.stringify(formatFPuzzles(puzzle)))}`;
    const { code, stdout } = await run(['hint', link]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^[A-Z].*\.\n$/);
  });

  it("refuses SudokuPad's own format by name", async () => {
    const { code, stderr } = await run([
      'hint',
      'https://sudokupad.app/sclN4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9',
    ]);
    expect(code).toBe(2);
    expect(stderr).toMatch(/SudokuPad's own format/);
  });
});
