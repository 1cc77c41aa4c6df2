import {
  shapes as coreShapes,
  createGrid,
  diagonalHouses,
  formatFPuzzles,
  formatGrid,
  formatPuzzle,
  parseGrid,
} from '@sudoku-lab/core';
import * as lzModule from 'lz-string';

const shapes9 = coreShapes['9x9'];

import { candidatesOf, formatCandidates } from '@sudoku-lab/logic';
import { namedPuzzle } from '@sudoku-lab/testkit/puzzles';
import { describe, expect, it } from 'vitest';
import { printable, readPuzzleLines, readPuzzleList } from './list.js';

const leetcode = namedPuzzle('js-article-board').text;

async function read(lines: readonly string[]) {
  const items = [];
  for await (const item of readPuzzleLines('p.txt', lines)) {
    items.push({
      source: item.source,
      name: item.name,
      ...(item.grid
        ? { line: formatGrid(item.grid, 'line'), shape: item.grid.shape.name }
        : { error: item.error }),
    });
  }
  return items;
}

const grid = parseGrid(leetcode);
const pretty = formatGrid(grid, 'pretty').split('\n');
const shapes4 = '1.3..4.1.1.43.2.';
const shapes6 = '1.....4..2...3.1..5.2...4..6...5...1'.replace(/\d/g, (d) => String(Math.min(Number(d), 6)));
const board = JSON.stringify(Array.from({ length: 9 }, (_, r) => [...leetcode.slice(r * 9, r * 9 + 9)]));

describe('readPuzzleLines', () => {
  it.each([
    [
      'an 81-character line, with a trailing name',
      [`${leetcode}   # leetcode 37`],
      [{ line: leetcode, name: 'leetcode 37' }],
    ],
    [
      '0 and _ for empty',
      [leetcode.replace(/\./g, '0'), leetcode.replace(/\./g, '_')],
      [{ line: leetcode }, { line: leetcode }],
    ],
    ['a grid a row a line, with separators', pretty, [{ source: 'p.txt:1', line: leetcode }]],
    [
      'a grid after a border line',
      ['+-------+-------+-------+', ...pretty],
      [{ source: 'p.txt:2', line: leetcode }],
    ],
    ["LeetCode's char[][] as JSON", [board], [{ line: leetcode }]],
    ['a 4x4 line', [shapes4], [{ shape: '4x4' }]],
    ['a 6x6 line', [shapes6], [{ shape: '6x6' }]],
    ['a 16x16 line', [`${'.'.repeat(255)}G`], [{ shape: '16x16' }]],
    [
      '16x16 numbers a row a line',
      Array.from({ length: 16 }, (_, r) => (r === 0 ? '16 . 10 ' : '. . . ') + '. '.repeat(13)),
      [{ shape: '16x16' }],
    ],
  ])('reads %s', async (_, lines, expected) => {
    expect(await read(lines)).toMatchObject(expected);
  });

  it('skips comments and blank lines and numbers lines as a person counts them', async () => {
    const items = await read(['# a comment', '', leetcode, '   ', '# another', `${leetcode} # second`]);
    expect(items.map((item) => [item.source, item.name])).toEqual([
      ['p.txt:3', null],
      ['p.txt:6', 'second'],
    ]);
  });

  it.each([
    ['a line too short', leetcode.slice(1), /wrong number of cells: found 80/],
    [
      'a character that is no digit',
      `${leetcode.slice(0, 4)}x${leetcode.slice(5)}`,
      /row 1, column 5: 'x' is not a digit/,
    ],
    ['a lone row-wide line', '123456789', /wrong number of cells: found 9/],
    ['a broken JSON line', '[["5","3"', /the JSON board that starts here does not close/],
    ['a JSON line that closes but is not JSON', '[["5","3"]]]', /starts with '\[' but is not a JSON array/],
  ])('reports %s with file:line and reads on', async (_, bad, message) => {
    const items = await read([leetcode, bad, leetcode]);
    expect(items).toMatchObject([
      { line: leetcode },
      { source: 'p.txt:2', error: expect.stringMatching(message) },
      { line: leetcode },
    ]);
  });

  it('reports a grid cut short by a blank line where it starts', async () => {
    const items = await read(['# top', ...pretty.slice(0, 5), '', leetcode]);
    expect(items).toMatchObject([
      { source: 'p.txt:2', error: expect.stringMatching(/wrong number of rows: found 4/) },
      { line: leetcode },
    ]);
  });
});

describe('the forms people paste, read alike by the CLI and the web page (one reader)', () => {
  const rows = Array.from({ length: 9 }, (_, r) => [...leetcode.slice(r * 9, r * 9 + 9)]);
  const numbers = rows.map((row) => row.map((cell) => (cell === '.' ? 0 : Number(cell))));

  it.each([
    ['a JSON board pretty-printed, a cell a line', JSON.stringify(rows, null, 2).split('\n')],
    ['a JSON board of numbers, a row a line', JSON.stringify(numbers).replace(/\],/g, '],\n ').split('\n')],
    ['a JSON board of numbers pretty-printed', JSON.stringify(numbers, null, 4).split('\n')],
  ])('%s: one puzzle, named where it starts', async (_, lines) => {
    expect(lines.length).toBeGreaterThan(2);
    expect(await read(['# a board', ...lines, leetcode])).toEqual([
      { source: 'p.txt:2', name: null, line: leetcode, shape: '9x9' },
      { source: `p.txt:${lines.length + 2}`, name: null, line: leetcode, shape: '9x9' },
    ]);
  });

  it('a JSON board that never closes is one error where it starts, and the puzzle after it is read', async () => {
    const opened = JSON.stringify(rows, null, 2).split('\n').slice(0, 5);
    expect(await read([...opened, leetcode])).toMatchObject([
      { source: 'p.txt:1', error: expect.stringMatching(/does not close before the lines after it/) },
      { source: 'p.txt:6', line: leetcode },
    ]);
  });

  it.each([
    ['PUZZLE RATING', `${leetcode} 2.5`, 'rated 2.5'],
    ['PUZZLE ER/EP/ED', `${leetcode}\t7.1/1.2/1.2`, 'rated 7.1/1.2/1.2'],
    ['PUZZLE RATING # name', `${leetcode} 9.2 # hard one`, 'hard one'],
  ])('%s: the puzzle, named by its rating unless a comment names it', async (_, line, name) => {
    expect(await read([line])).toEqual([{ source: 'p.txt:1', name, line: leetcode, shape: '9x9' }]);
  });

  it('a number after a puzzle that is not a rating is an error, not a puzzle', async () => {
    expect(await read([`${leetcode} 2.5x`])).toMatchObject([{ error: expect.stringMatching(/cells/) }]);
  });

  it("a 729-character line of pencil marks: the puzzle of its one-digit cells, and the player's marks", async () => {
    const marks = candidatesOf(grid);
    // The player has ruled out a candidate of the first empty cell.
    const first = grid.cells.indexOf(0);
    const fewer = Uint16Array.from(marks);
    fewer[first] = fewer[first]! & (fewer[first]! - 1);
    const text = formatCandidates(fewer);
    expect(text).toHaveLength(729);
    for (const line of [text, text.match(/.{9}/g)!.join(' '), text.match(/.{81}/g)!.join(' | ')]) {
      const [entry] = readPuzzleList('p', line);
      expect(entry!.error).toBeUndefined();
      expect(Array.from(entry!.candidates!)).toEqual(Array.from(fewer));
      // Its cells: each cell marked with one digit alone (a given, or a single) holds it; the others are empty.
      const digits = entry!.grid!.cells;
      fewer.forEach((mask, cell) => {
        expect(digits[cell]).toBe((mask & (mask - 1)) === 0 ? 32 - Math.clz32(mask) : 0);
      });
      expect(digits.filter((digit) => digit === 0).length).toBeGreaterThan(20);
    }
  });

  it('pencil marks with a cell left without a candidate are one error naming the cell, not 729 characters echoed', async () => {
    const text = formatCandidates(candidatesOf(grid));
    const first = grid.cells.indexOf(0);
    const emptied = `${text.slice(0, first * 9)}${'.'.repeat(9)}${text.slice(first * 9 + 9)}`;
    const [entry] = readPuzzleList('p', emptied);
    expect(entry!.error).toMatch(/has no candidate left/);
    expect(entry!.error!.length).toBeLessThan(200);
  });
});

describe('readPuzzleList', () => {
  it('reads a text in memory as the lines of a file are read, with the same sources and errors', async () => {
    const text = ['# list', `${leetcode}  # one`, 'bad', '', ...pretty, `${leetcode}`].join('\r\n');
    const streamed = [];
    for await (const item of readPuzzleLines('paste', text.split('\r\n'))) streamed.push(item);
    const listed = readPuzzleList('paste', text);
    expect(listed.map(({ index, ...item }) => item)).toEqual(streamed);
    expect(listed.map((entry) => [entry.index, entry.source, entry.error === undefined])).toEqual([
      [0, 'paste:2', true],
      [1, 'paste:3', false],
      [2, 'paste:5', true],
      [3, 'paste:16', true],
    ]);
  });
});

describe('printable', () => {
  it.each([
    ['a terminal escape', '\u001b[31mred\u001b[0m', '\\x1b[31mred\\x1b[0m'],
    ['a bell and a carriage return', 'a\u0007b\rc', 'a\\x07b\\x0dc'],
    ['a C1 control', 'x\u009by', 'x\\x9by'],
    ['a right-to-left override', 'abc\u202edef', 'abc\\u202edef'],
    ['plain and wide text', 'everest 数独 é', 'everest 数独 é'],
  ])('writes %s as escapes', (_, text, expected) => {
    expect(printable(text)).toBe(expected);
  });

  it('neutralises names and errors as a list is read', async () => {
    const [named, broken] = readPuzzleList(
      'p',
      `${leetcode} # \u001b]0;owned\u0007\n${leetcode.slice(1)}\u001b[2J`,
    );
    expect(named!.name).toBe('\\x1b]0;owned\\x07');
    expect(broken!.error).not.toContain('\u001b');
  });
});

describe('variant puzzles in a list', () => {
  const x = createGrid(shapes9, new Array<number>(81).fill(0), {
    houses: diagonalHouses(shapes9),
  });
  const doc = formatFPuzzles(x);
  it.each([
    ['f-puzzles JSON lines', [JSON.stringify(doc), JSON.stringify(doc)], ['p.txt:1', 'p.txt:2']],
    [
      'one f-puzzles document over several lines, # in its title',
      JSON.stringify({ ...doc, title: 'a #1' }, null, 2).split('\n'),
      ['p.txt:1'],
    ],
    ['the line form of a variant', [`${formatPuzzle(x)} # named`], ['p.txt:1']],
    [
      // A JSON line with a trailing name, as any puzzle line may carry, once read as the start of a
      // document over several lines, which swallowed every line after it into one error.
      'f-puzzles JSON lines, each named',
      [`${JSON.stringify({ ...doc, title: 'a #1' })} # first`, `${JSON.stringify(doc)}  #second`],
      ['p.txt:1', 'p.txt:2'],
    ],
  ])('reads %s with its rules', async (_, lines, sources) => {
    const items = [];
    for await (const item of readPuzzleLines('p.txt', lines)) items.push(item);
    expect(items.map((item) => item.source)).toEqual(sources);
    for (const item of items) expect(item.grid?.rules).toEqual(x.rules);
  });

  it('reads on past a JSON line cut short: it is malformed, the documents after it are read', async () => {
    const whole = JSON.stringify(doc);
    const items = [];
    for await (const item of readPuzzleLines('p.txt', [whole.slice(0, 40), whole, `${whole} # named`]))
      items.push(item);
    expect(items.map((item) => [item.source, item.error === undefined])).toEqual([
      ['p.txt:1', false],
      ['p.txt:2', true],
      ['p.txt:3', true],
    ]);
    expect(items[2]!.name).toBe('named');
  });

  it('names an f-puzzles JSON line by its trailing comment', async () => {
    const items = [];
    for await (const item of readPuzzleLines('p.txt', [
      `${JSON.stringify(doc)} # Sudoku X`,
      JSON.stringify(doc),
    ]))
      items.push(item);
    expect(items.map((item) => item.name)).toEqual(['Sudoku X', null]);
  });

  it.each([
    ['on one line', [JSON.stringify([doc, { ...doc, title: 'a #2' }])], ['p.txt:1', 'p.txt:1']],
    [
      'pretty-printed, # in a title',
      JSON.stringify([doc, { ...doc, title: 'a #2' }], null, 2).split('\n'),
      ['p.txt:2', `p.txt:${JSON.stringify([doc], null, 2).split('\n').length}`],
    ],
  ])(
    'reads a JSON array of f-puzzles documents %s, each at the line where it starts',
    async (_, lines, sources) => {
      const items = [];
      for await (const item of readPuzzleLines('p.txt', [...lines, leetcode])) items.push(item);
      expect(items.map((item) => item.source)).toEqual([...sources, `p.txt:${lines.length + 1}`]);
      for (const item of items.slice(0, 2)) expect(item.grid?.rules).toEqual(x.rules);
      expect(items[2]!.grid).toBeDefined();
    },
  );

  it.each([
    [
      'an element that is not a document',
      JSON.stringify([doc, 7]),
      'p.txt:1',
      /element 2 of the array is not an f-puzzles document/,
    ],
    ['an array that never closes', JSON.stringify([doc, doc]).slice(0, -1), 'p.txt:1', /does not close/],
  ])('an array of documents with %s is an error there', (_, text, source, message) => {
    const entries = readPuzzleList('p.txt', text);
    const broken = entries.find((entry) => entry.error !== undefined);
    expect(broken?.source).toBe(source);
    expect(broken?.error).toMatch(message);
  });

  it('a malformed JSON line is reported there, and the next line is read', async () => {
    const items = [];
    for await (const item of readPuzzleLines('p.txt', ['{"size": 9}', leetcode])) items.push(item);
    expect(items.map((item) => [item.source, item.error === undefined])).toEqual([
      ['p.txt:1', false],
      ['p.txt:2', true],
    ]);
  });

  const lz: typeof lzModule = (lzModule as unknown as { default?: typeof lzModule }).default ?? lzModule;
  // A published document's drawings: refused by default, naming them; left out with ignoreDrawings,
  // which the entry then says, in every form a document is read in.
  const drawn = { ...doc, text: [{ cells: ['R1C1'], value: 'Killer' }], circle: [{ cells: ['R3C3'] }] };
  const drawnForms: [string, string][] = [
    ['a JSON line', JSON.stringify(drawn)],
    ['a JSON line with a name', `${JSON.stringify(drawn)} # titled`],
    ['a document over several lines', JSON.stringify(drawn, null, 2)],
    ['an array of documents', JSON.stringify([drawn])],
    ['an f-puzzles link', `https://www.f-puzzles.com/?load=${lz.compressToBase64(JSON.stringify(drawn))}`],
  ];
  it.each(drawnForms)('refuses the drawings of %s, naming them', (_, text) => {
    const [entry] = readPuzzleList('p.txt', text);
    expect(entry?.grid).toBeUndefined();
    expect(entry?.error).toContain('the document draws text "Killer" at R1C1 and a circle at R3C3');
    expect(entry?.drawingsLeftOut).toBeUndefined();
  });
  it.each(drawnForms)('reads %s with its drawings left out, and says so', (_, text) => {
    const [entry] = readPuzzleList('p.txt', text, { ignoreDrawings: true });
    const [plain] = readPuzzleList('p.txt', JSON.stringify(doc));
    expect(entry?.error).toBeUndefined();
    expect(entry?.grid).toEqual(plain?.grid);
    expect(entry?.drawingsLeftOut).toBe('text "Killer" at R1C1 and a circle at R3C3');
    expect(plain?.drawingsLeftOut).toBeUndefined();
  });

  it('an unsupported f-puzzles constraint is an error naming it', () => {
    const [entry] = readPuzzleList('p.txt', JSON.stringify({ ...doc, minimum: [{ cell: 'R1C1' }] }));
    expect(entry?.error).toContain('unsupported f-puzzles constraint: "minimum"');
  });
});
