/**
 * A puzzle of each constraint family, built as an f-puzzles document from a known solution: every
 * constraint is read off the solution (a thermometer along cells that increase, a white dot between
 * consecutive neighbours, ...), so the solution keeps them, and the givens are LeetCode 37's example,
 * which alone has that one solution, so each puzzle has it too. Nonconsecutive needs a solution of its
 * own: searched for here, its givens every cell but the first row's.
 */
import { formatFPuzzles, parseGrid } from '@sudoku-lab/core';
import type { Family } from '../src/family-marks.js';

/** LeetCode 37's example and its one solution. */
const LEETCODE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

const SIZE = 9;
const values = [...SOLUTION].map(Number);
const rowOf = (cell: number) => Math.floor(cell / SIZE);
const columnOf = (cell: number) => cell % SIZE;
/** f-puzzles' name of a cell: R1C1 is the top-left; row or column 0 (or 10) lies outside the grid. */
const label = (row: number, column: number) => `R${row + 1}C${column + 1}`;
const name = (cell: number) => label(rowOf(cell), columnOf(cell));

/** A family's puzzle: its f-puzzles document, its solution, and how many of each part the board draws. */
export interface FamilyCase {
  readonly family: Family;
  readonly document: Record<string, unknown>;
  readonly solution: string;
  readonly parts: Readonly<Record<string, number>>;
}

/** The cells a king's move from `cell`, in reading order. */
function around(cell: number): number[] {
  const found: number[] = [];
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      const [r, c] = [rowOf(cell) + dr, columnOf(cell) + dc];
      if ((dr || dc) && r >= 0 && r < SIZE && c >= 0 && c < SIZE) found.push(r * SIZE + c);
    }
  }
  return found;
}

/** The first line of `length` cells (king's moves, from cell `from` on) whose solution digits pass `test`. */
function findLine(length: number, test: (digits: number[]) => boolean, from = 0): number[] {
  const walk = (path: number[]): number[] | null => {
    if (path.length === length) return test(path.map((cell) => values[cell]!)) ? path : null;
    for (const next of around(path[path.length - 1]!)) {
      if (path.includes(next)) continue;
      const found = walk([...path, next]);
      if (found) return found;
    }
    return null;
  };
  for (let start = from; start < SIZE * SIZE; start++) {
    const found = walk([start]);
    if (found) return found;
  }
  throw new Error(`no line of ${length} cells fits from cell ${from}`);
}

/** Pairs of orthogonal neighbours in rows `top`..`bottom` (lower cell first). */
function edgesIn(top: number, bottom: number): [number, number][] {
  const edges: [number, number][] = [];
  for (let cell = top * SIZE; cell < (bottom + 1) * SIZE; cell++) {
    if (columnOf(cell) < SIZE - 1) edges.push([cell, cell + 1]);
    if (rowOf(cell) < bottom) edges.push([cell, cell + SIZE]);
  }
  return edges;
}

/** The f-puzzles document of LeetCode's givens with `fields` added. */
function documentWith(fields: Record<string, unknown>, givens = LEETCODE): Record<string, unknown> {
  return { ...(formatFPuzzles(parseGrid(givens)) as unknown as Record<string, unknown>), ...fields };
}

const lines = (cells: number[]) => ({ lines: [cells.map(name)] });
const increasing = (d: number[]) => d.every((digit, i) => i === 0 || digit > d[i - 1]!);
const consecutive = (d: number[]) =>
  new Set(d).size === d.length && Math.max(...d) - Math.min(...d) === d.length - 1;

/** The families' parts, each read off the solution, from cell `from` on (a mix spreads them apart). */
export function familyFields(from = 0): Record<Exclude<Family, 'nonconsecutive'>, Record<string, unknown>> {
  const thermo = findLine(4, increasing, from);
  const arrow = findLine(3, ([circle, a, b]) => circle === a! + b!, from);
  const whispers = findLine(
    4,
    (d) => d.every((digit, i) => i === 0 || Math.abs(digit - d[i - 1]!) >= 5),
    from,
  );
  const renban = findLine(3, consecutive, from);
  const palindrome = findLine(3, ([a, , c]) => a === c, from);
  const between = findLine(
    4,
    ([a, b, c, d]) => Math.min(a!, d!) < Math.min(b!, c!) && Math.max(b!, c!) < Math.max(a!, d!),
    from,
  );
  const band = Math.min(6, rowOf(from));
  const edges = edgesIn(band, band + 2);
  const pairs = (test: (a: number, b: number) => boolean) =>
    edges.filter(([a, b]) => test(values[a]!, values[b]!)).map(([a, b]) => [name(a), name(b)]);
  const inRow = [...Array(SIZE).keys()].map((column) => band * SIZE + column);
  const quad = band * SIZE + 1;
  const quadCells = [quad, quad + 1, quad + SIZE, quad + SIZE + 1];
  const marked = inRow.filter((cell) => LEETCODE[cell] === '.').slice(0, 3);
  // Down and to the right from r1c2: the clue sits above-left of it, outside the grid.
  const onDiagonal = [...Array(SIZE - 1).keys()].map((i) => i * SIZE + 1 + i);
  const column = 2;
  const inColumn = [...Array(SIZE).keys()].map((row) => values[row * SIZE + column]!);
  const row = 4;
  const inRowDigits = [...Array(SIZE).keys()].map((c) => values[row * SIZE + c]!);
  const sandwich = (digits: number[]) => {
    const [a, b] = [digits.indexOf(1), digits.indexOf(SIZE)].sort((x, y) => x - y);
    return digits.slice(a! + 1, b).reduce((sum, digit) => sum + digit, 0);
  };
  return {
    thermometers: { thermometer: [lines(thermo)] },
    arrows: { arrow: [{ cells: [name(arrow[0]!)], lines: [arrow.map(name)] }] },
    whispers: { whispers: [lines(whispers)] },
    renbans: { renban: [lines(renban)] },
    palindromes: { palindrome: [lines(palindrome)] },
    betweenLines: { betweenline: [lines(between)] },
    kropki: {
      difference: pairs((a, b) => Math.abs(a - b) === 1).map((cells) => ({ cells })),
      // One dot an edge: a 1 beside a 2 has its white dot.
      ratio: pairs((a, b) => (a === 2 * b || b === 2 * a) && Math.abs(a - b) !== 1).map((cells) => ({
        cells,
      })),
    },
    xv: {
      xv: [
        ...pairs((a, b) => a + b === 10).map((cells) => ({ cells, value: 'X' })),
        ...pairs((a, b) => a + b === 5).map((cells) => ({ cells, value: 'V' })),
      ],
    },
    parity: {
      odd: inRow
        .filter((cell) => values[cell]! % 2 === 1)
        .slice(0, 3)
        .map((cell) => ({ cell: name(cell) })),
      even: inRow
        .filter((cell) => values[cell]! % 2 === 0)
        .slice(0, 3)
        .map((cell) => ({ cell: name(cell) })),
    },
    givenCandidates: {
      // The given grid again, three empty cells of the band marked with their digit and the next one up.
      grid: (documentWith({}).grid as Record<string, unknown>[][]).map((cells, r) =>
        cells.map((cell, c) => {
          const digit = values[r * SIZE + c]!;
          if (!marked.includes(r * SIZE + c)) return cell;
          return { ...cell, givenPencilMarks: [digit, (digit % SIZE) + 1].sort((a, b) => a - b) };
        }),
      ),
    },
    quadruples: {
      quadruple: [
        {
          cells: quadCells.map(name),
          values: quadCells
            .slice(0, 2)
            .map((cell) => values[cell]!)
            .sort(),
        },
      ],
    },
    littleKillers: {
      littlekillersum: [
        {
          cell: label(-1, 0),
          cells: onDiagonal.map(name),
          direction: 'DR',
          value: String(onDiagonal.reduce((sum, cell) => sum + values[cell]!, 0)),
        },
      ],
    },
    sandwiches: {
      sandwichsum: [
        { cell: label(-1, column), value: String(sandwich(inColumn)) },
        { cell: label(row, -1), value: String(sandwich(inRowDigits)) },
      ],
    },
  };
}

/** The parts the board draws for the fields familyFields(0) gives, counted from those fields. */
function partsOf(family: Family, fields: Record<string, unknown>): Record<string, number> {
  const count = (key: string) => (fields[key] as unknown[] | undefined)?.length ?? 0;
  switch (family) {
    case 'thermometers':
      return { bulb: 1, tube: 1 };
    case 'arrows':
      return { circle: 1, line: 1 };
    case 'whispers':
    case 'renbans':
    case 'palindromes':
      return { line: 1 };
    case 'betweenLines':
      return { line: 1, circle: 2 };
    case 'kropki':
      return { white: count('difference'), black: count('ratio') };
    case 'xv': {
      const xv = fields.xv as { value: string }[];
      return {
        X: xv.filter((mark) => mark.value === 'X').length,
        V: xv.filter((mark) => mark.value === 'V').length,
      };
    }
    case 'parity':
      return { odd: count('odd'), even: count('even') };
    case 'givenCandidates': {
      const grid = fields.grid as { givenPencilMarks?: number[] }[][];
      return { digit: grid.flat().reduce((sum, cell) => sum + (cell.givenPencilMarks?.length ?? 0), 0) };
    }
    case 'quadruples':
      return { circle: 1, digit: 2 };
    case 'littleKillers':
      return { sum: 1, arrow: 1 };
    case 'sandwiches':
      return { sum: 2 };
    case 'nonconsecutive':
      return {};
  }
}

/** A solution with no two orthogonal neighbours consecutive, found by a plain search. */
function nonconsecutiveSolution(): string {
  const grid = new Array<number>(SIZE * SIZE).fill(0);
  const fits = (cell: number, digit: number) => {
    const [r, c] = [rowOf(cell), columnOf(cell)];
    for (let i = 0; i < SIZE; i++) {
      if (grid[r * SIZE + i] === digit || grid[i * SIZE + c] === digit) return false;
      const [br, bc] = [3 * Math.floor(r / 3) + Math.floor(i / 3), 3 * Math.floor(c / 3) + (i % 3)];
      if (grid[br * SIZE + bc] === digit) return false;
    }
    const neighbours = [c > 0 ? cell - 1 : -1, r > 0 ? cell - SIZE : -1].filter((n) => n >= 0);
    return neighbours.every((n) => Math.abs(grid[n]! - digit) !== 1);
  };
  const fill = (cell: number): boolean => {
    if (cell === SIZE * SIZE) return true;
    for (let digit = 1; digit <= SIZE; digit++) {
      if (!fits(cell, digit)) continue;
      grid[cell] = digit;
      if (fill(cell + 1)) return true;
    }
    grid[cell] = 0;
    return false;
  };
  if (!fill(0)) throw new Error('no nonconsecutive solution');
  return grid.join('');
}

/** One puzzle of each family. */
export function familyCases(): FamilyCase[] {
  const fields = familyFields(0);
  const cases: FamilyCase[] = (Object.keys(fields) as (keyof typeof fields)[]).map((family) => ({
    family,
    document: documentWith(fields[family]),
    solution: SOLUTION,
    parts: partsOf(family, fields[family]),
  }));
  const solution = nonconsecutiveSolution();
  cases.push({
    family: 'nonconsecutive',
    document: documentWith({ nonconsecutive: true }, '.'.repeat(SIZE) + solution.slice(SIZE)),
    solution,
    parts: {},
  });
  return cases;
}

/** Every family but nonconsecutive in one puzzle, the lines spread over the grid. */
export function mixedCase(): { document: Record<string, unknown>; solution: string } {
  const spread = [0, 30, 60, 12, 45, 66, 20, 50, 3, 36, 72, 27];
  const all: Record<string, unknown> = {};
  const families = Object.keys(familyFields(0)) as (keyof ReturnType<typeof familyFields>)[];
  families.forEach((family, i) => {
    Object.assign(all, familyFields(spread[i % spread.length]!)[family]);
  });
  return { document: documentWith(all), solution: SOLUTION };
}
