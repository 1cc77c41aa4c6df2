// The root README against the registry. The sentence of which strategy solves which shapes is written
// from the registry between the marks below (`pnpm --filter @sudoku-lab/registry readme` rewrites it);
// the speed table and the package table are prose and measurements, so they are checked, not written:
// a row for each registered strategy, naming its package, and no row for one the registry lacks.
import { readFileSync, writeFileSync } from 'node:fs';
import { allShapes, type Solver } from '@sudoku-lab/core';
import { describe, expect, it } from 'vitest';
import { strategies } from './index.js';

const readmeFile = new URL('../../../README.md', import.meta.url);
const begin =
  '<!-- strategies:start: written from the registry by `pnpm --filter @sudoku-lab/registry readme` -->';
const end = '<!-- strategies:end -->';

/** "a", "a and b", "a, b and c". */
function listing(words: readonly string[]): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/**
 * Which strategies solve which shapes, in the registry's order: those that solve every shape core
 * supports first, then each other set of shapes.
 */
function shapeSentence(list: readonly Solver[]): string {
  const everyShape = allShapes.map((shape) => shape.name).join(', ');
  const groups = new Map<string, string[]>();
  for (const strategy of list) {
    const names = allShapes.filter((shape) => strategy.shapes.includes(shape)).map((shape) => shape.name);
    const key = names.join(', ');
    groups.set(key, [...(groups.get(key) ?? []), strategy.id]);
  }
  const keys = [...groups.keys()].sort((a, b) => Number(b === everyShape) - Number(a === everyShape));
  const parts = keys.map((key) => {
    const ids = groups.get(key)!;
    const verb = ids.length === 1 ? 'solves' : 'solve';
    return key === everyShape
      ? `${listing(ids)} ${verb} every shape core supports (${key})`
      : `${listing(ids)} ${verb} ${listing(key.split(', '))}`;
  });
  // Core calls a puzzle of a shape the strategy does not declare invalid: said once, after the last.
  const last = groups.get(keys.at(-1)!)!;
  const others =
    keys.at(-1) === everyShape
      ? ''
      : ` (and ${last.length === 1 ? 'calls' : 'call'} other shapes \`invalid\`)`;
  return `${parts.join('; ')}${others}.`;
}

/** The README with the lines between the marks written from the list; throws when a mark is missing. */
function withStrategies(readme: string, list: readonly Solver[]): string {
  const from = readme.indexOf(`${begin}\n`);
  const to = readme.indexOf(`${end}\n`);
  if (from < 0 || to < from) throw new Error(`README.md lacks the lines "${begin}" and "${end}"`);
  return `${readme.slice(0, from + begin.length + 1)}${shapeSentence(list)}\n${readme.slice(to)}`;
}

/** The rows of the markdown table whose header row starts with `header`, as arrays of cells. */
function tableRows(readme: string, header: string): string[][] {
  const lines = readme.split('\n');
  const at = lines.findIndex((line) => line.startsWith(header));
  if (at < 0) throw new Error(`README.md has no table whose header starts "${header}"`);
  const rows: string[][] = [];
  for (const line of lines.slice(at + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

const ids = strategies.map((strategy) => strategy.id);

// `pnpm --filter @sudoku-lab/registry readme` runs this file in vitest's "write" mode: the block is
// rewritten instead of checked, as `vitest -u` rewrites a snapshot.
// (import.meta.env is vite's, typed by vite/client, which the packages' types leave out.)
const writing = (import.meta as ImportMeta & { env: { MODE: string } }).env.MODE === 'write';
if (writing) {
  writeFileSync(readmeFile, withStrategies(readFileSync(readmeFile, 'utf8'), strategies));
}

describe("the root README's strategies", () => {
  const readme = readFileSync(readmeFile, 'utf8');

  it('has the sentence of shapes the registry declares (run `pnpm --filter @sudoku-lab/registry readme`)', () => {
    expect(readme).toContain(`${begin}\n${shapeSentence(strategies)}\n${end}\n`);
  });

  it('has a row in "Which strategy?" for each registered strategy, with its package, and for no other', () => {
    // Rows in italics are the peers measured beside them (npm solvers, native tdoku).
    const rows = tableRows(readme, '| strategy | package |').filter(([name]) => !name!.startsWith('*'));
    expect(rows.map(([id]) => id).sort()).toEqual([...ids].sort());
    for (const [id, pack] of rows) expect(pack, `the row of ${id}`).toBe(`\`@sudoku-lab/${id}\``);
  });

  it('has a row in "Packages" for each registered strategy, with its package, and for no other', () => {
    const rows = tableRows(readme, '| folder | package |').filter(([folder]) =>
      folder!.startsWith('packages/strategies/'),
    );
    expect(rows.map(([folder]) => folder!.slice('packages/strategies/'.length)).sort()).toEqual(
      [...ids].sort(),
    );
    for (const [folder, pack] of rows) {
      expect(pack, `the row of ${folder}`).toBe(`\`@sudoku-lab/${folder!.split('/').pop()}\``);
    }
  });
});

describe("the root README's strategy rows, as pnpm new:strategy leaves them", () => {
  const readme = readFileSync(readmeFile, 'utf8');

  // Not while the sentence is written: pnpm new:strategy writes it with the rows' placeholders in place.
  it.skipIf(writing)('hold no placeholder: each text written, each figure measured (pnpm bench)', () => {
    const rows = [
      ...tableRows(readme, '| strategy | package |'),
      ...tableRows(readme, '| folder | package |'),
    ];
    const left = rows.filter((row) => row.some((cell) => /\bplaceholder\b/i.test(cell)));
    expect(
      left.map((row) => `| ${row.join(' | ')} |`),
      'rows with a placeholder in them',
    ).toEqual([]);
  });
});

describe('shapeSentence', () => {
  const strategy = (id: string, names: readonly string[]) =>
    ({ id, shapes: allShapes.filter((shape) => names.includes(shape.name)) }) as unknown as Solver;
  const all = allShapes.map((shape) => shape.name);

  it.each([
    [[strategy('a', all)], 'a solves every shape core supports (4x4, 6x6, 9x9, 16x16).'],
    [
      [strategy('a', ['9x9']), strategy('b', all), strategy('c', all)],
      'b and c solve every shape core supports (4x4, 6x6, 9x9, 16x16); a solves 9x9 (and calls other shapes `invalid`).',
    ],
    [
      [strategy('a', ['9x9']), strategy('b', ['4x4', '9x9']), strategy('c', ['9x9'])],
      'a and c solve 9x9; b solves 4x4 and 9x9 (and calls other shapes `invalid`).',
    ],
  ])('%#: says which strategies solve which shapes', (list, sentence) => {
    expect(shapeSentence(list)).toBe(sentence);
  });

  it('says where the marks are missing', () => {
    expect(() => withStrategies('# sudoku-lab\n', strategies)).toThrow(/lacks the lines/);
  });
});
