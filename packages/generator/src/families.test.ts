import type { Edge, Rules } from '@sudoku-lab/core';
import { shapes, tablesFor } from '@sudoku-lab/core';
import { describe, expect, it } from 'vitest';
import { randomSolution } from './fill.js';
import { arrows, betweenLines, palindromes, renbans, thermometers, whispers } from './lines.js';
import { kropki, littleKillers, parity, quadruples, sandwiches, xv } from './marks.js';
import { SeededRandom } from './random.js';

/**
 * Each family's constraints, drawn over a random board, hold on that board; their number and places
 * change with the seed. The checks are the rules as a setter states them, written here again rather
 * than taken from the code that draws them.
 */
type Line = readonly number[];
const row = (cell: number) => Math.floor(cell / 9);
const column = (cell: number) => cell % 9;
const kingStep = (a: number, b: number) =>
  a !== b && Math.abs(row(a) - row(b)) <= 1 && Math.abs(column(a) - column(b)) <= 1;
const orthogonal = (a: number, b: number) =>
  Math.abs(row(a) - row(b)) + Math.abs(column(a) - column(b)) === 1;
const sum = (board: readonly number[], cells: readonly number[]) =>
  cells.reduce((total, cell) => total + board[cell]!, 0);

/** Why `line` is no path of distinct cells a king's move apart, or null. */
function pathProblem(line: Line): string | null {
  if (new Set(line).size !== line.length) return `cells repeat in ${line}`;
  for (let i = 1; i < line.length; i++)
    if (!kingStep(line[i - 1]!, line[i]!)) return `${line[i - 1]} and ${line[i]} are not a king's move apart`;
  return null;
}

/** The cells of a family's constraints that two of them share, as a message, or null. */
function overlap(lines: readonly Line[]): string | null {
  const seen = new Set<number>();
  for (const line of lines)
    for (const cell of line) {
      if (seen.has(cell)) return `cell ${cell} is on two lines`;
      seen.add(cell);
    }
  return null;
}

/** What each family's rule says of a board, as a list of what is broken (empty: it holds). */
const broken: Record<string, (board: readonly number[], rules: Rules) => string[]> = {
  thermo: (board, { thermometers = [] }) =>
    thermometers.flatMap((line) =>
      line.slice(1).some((cell, i) => board[cell]! <= board[line[i]!]!) ? [`thermo ${line}`] : [],
    ),
  whispers: (board, { whispers = [] }) =>
    whispers.flatMap((line) =>
      line.slice(1).some((cell, i) => Math.abs(board[cell]! - board[line[i]!]!) < 5)
        ? [`whispers ${line}`]
        : [],
    ),
  renban: (board, { renbans = [] }) =>
    renbans.flatMap((line) => {
      const digits = line.map((cell) => board[cell]!);
      const distinct = new Set(digits).size === digits.length;
      return distinct && Math.max(...digits) - Math.min(...digits) === digits.length - 1
        ? []
        : [`renban ${line}`];
    }),
  palindrome: (board, { palindromes = [] }) =>
    palindromes.flatMap((line) =>
      line.some((cell, i) => board[cell] !== board[line[line.length - 1 - i]!]) ? [`palindrome ${line}`] : [],
    ),
  between: (board, { betweenLines = [] }) =>
    betweenLines.flatMap((line) => {
      const [a, b] = [board[line[0]!]!, board[line[line.length - 1]!]!];
      const inside = line
        .slice(1, -1)
        .every((cell) => board[cell]! > Math.min(a, b) && board[cell]! < Math.max(a, b));
      return inside && line.length >= 3 ? [] : [`between ${line}`];
    }),
  arrow: (board, { arrows = [] }) =>
    arrows.flatMap(({ circle, line }) => {
      const number = Number(circle.map((cell) => board[cell]).join(''));
      const touches = circle.some((cell) => kingStep(cell, line[0]!));
      const pill = circle.length === 1 || (circle.length === 2 && orthogonal(circle[0]!, circle[1]!));
      return number === sum(board, line) && touches && pill && pathProblem(line) === null
        ? []
        : [`arrow ${circle} ${line}`];
    }),
  kropki: (board, { kropki }) => {
    const found: string[] = [];
    const marked = new Set<string>();
    for (const { cells, value } of kropki!.white) {
      marked.add(`${cells}`);
      if (Math.abs(board[cells[0]]! - board[cells[1]]!) !== value || !orthogonal(...cells))
        found.push(`white ${cells}`);
    }
    for (const { cells, value } of kropki!.black) {
      if (marked.has(`${cells}`)) found.push(`two dots on ${cells}`);
      marked.add(`${cells}`);
      const [a, b] = [board[cells[0]]!, board[cells[1]]!];
      if ((a !== value * b && b !== value * a) || !orthogonal(...cells)) found.push(`black ${cells}`);
    }
    // A negative rule speaks of the edges with no dot of either colour.
    for (const [a, b] of allEdges) {
      if (marked.has(`${a},${b}`)) continue;
      if (kropki!.negativeWhite && Math.abs(board[a]! - board[b]!) === 1)
        found.push(`no dot on ${a},${b}, 1 apart`);
      if (kropki!.negativeBlack && (board[a] === 2 * board[b]! || board[b] === 2 * board[a]!))
        found.push(`no dot on ${a},${b}, one twice the other`);
    }
    return found;
  },
  xv: (board, { xv }) => {
    const found: string[] = [];
    const marked = new Set([...xv!.x, ...xv!.v].map((edge) => `${edge}`));
    for (const edge of xv!.x) if (sum(board, edge) !== 10 || !orthogonal(...edge)) found.push(`X ${edge}`);
    for (const edge of xv!.v) if (sum(board, edge) !== 5 || !orthogonal(...edge)) found.push(`V ${edge}`);
    if (xv!.negative)
      for (const edge of allEdges)
        if (!marked.has(`${edge}`) && [5, 10].includes(sum(board, edge))) found.push(`no mark on ${edge}`);
    return found;
  },
  oddeven: (board, { parity }) => [
    ...parity!.odd.filter((cell) => board[cell]! % 2 === 0).map((cell) => `odd ${cell}`),
    ...parity!.even.filter((cell) => board[cell]! % 2 === 1).map((cell) => `even ${cell}`),
  ],
  quadruple: (board, { quadruples = [] }) =>
    quadruples.flatMap(({ cells, digits }) => {
      const [a, b, c, d] = cells;
      const square = b === a! + 1 && c === a! + 9 && d === a! + 10 && column(a!) < 8;
      const held = cells.map((cell) => board[cell]!);
      const covered = digits.every(
        (digit) => digits.filter((x) => x === digit).length <= held.filter((x) => x === digit).length,
      );
      return square && covered && digits.length >= 1 && digits.length <= 4 ? [] : [`quadruple ${cells}`];
    }),
  sandwich: (board, { sandwiches = [] }) =>
    sandwiches.flatMap(({ line, index, sum: clue }) => {
      const digits = Array.from(
        { length: 9 },
        (_, k) => board[line === 'row' ? index * 9 + k : k * 9 + index]!,
      );
      const [from, to] = [digits.indexOf(1), digits.indexOf(9)].sort((x, y) => x - y);
      const total = digits.slice(from! + 1, to).reduce((t, digit) => t + digit, 0);
      return total === clue ? [] : [`sandwich ${line} ${index}`];
    }),
  littlekiller: (board, { littleKillers = [] }) =>
    littleKillers.flatMap(({ cells, direction, sum: clue }) => {
      const [dr, dc] = { UL: [-1, -1], UR: [-1, 1], DL: [1, -1], DR: [1, 1] }[direction];
      const [r, c] = [row(cells[0]!), column(cells[0]!)];
      const behindOff = r - dr! < 0 || r - dr! > 8 || c - dc! < 0 || c - dc! > 8;
      const steps = cells.every((cell, i) => i === 0 || cell === cells[i - 1]! + dr! * 9 + dc!);
      const last = cells[cells.length - 1]!;
      const aheadOff =
        row(last) + dr! < 0 || row(last) + dr! > 8 || column(last) + dc! < 0 || column(last) + dc! > 8;
      return behindOff && aheadOff && steps && sum(board, cells) === clue ? [] : [`little killer ${cells}`];
    }),
};

const allEdges: Edge[] = Array.from({ length: 81 }, (_, cell) => [
  ...(column(cell) < 8 ? [[cell, cell + 1] as const] : []),
  ...(row(cell) < 8 ? [[cell, cell + 9] as const] : []),
]).flat();

/** Each family's drawing, and the lines its constraints are (paths, cells no two share), if any. */
const families: [
  string,
  (board: number[], random: SeededRandom) => Rules,
  (rules: Rules) => Line[] | null,
][] = [
  ['thermo', (b, r) => ({ thermometers: thermometers(b, r) }), (rules) => [...rules.thermometers!]],
  ['whispers', (b, r) => ({ whispers: whispers(b, r) }), (rules) => [...rules.whispers!]],
  ['renban', (b, r) => ({ renbans: renbans(b, r) }), (rules) => [...rules.renbans!]],
  ['palindrome', (b, r) => ({ palindromes: palindromes(b, r) }), (rules) => [...rules.palindromes!]],
  ['between', (b, r) => ({ betweenLines: betweenLines(b, r) }), (rules) => [...rules.betweenLines!]],
  [
    'arrow',
    (b, r) => ({ arrows: arrows(b, r) }),
    (rules) => rules.arrows!.map((a) => [...a.circle, ...a.line]),
  ],
  ['kropki', (b, r) => ({ kropki: kropki(b, r) }), () => null],
  ['xv', (b, r) => ({ xv: xv(b, r) }), () => null],
  ['oddeven', (b, r) => ({ parity: parity(b, r) }), () => null],
  ['quadruple', (b, r) => ({ quadruples: quadruples(b, r) }), () => null],
  ['sandwich', (b, r) => ({ sandwiches: sandwiches(b, r) }), () => null],
  ['littlekiller', (b, r) => ({ littleKillers: littleKillers(b, r) }), () => null],
];

/** How many constraints the rules hold, and how many cells or marks they cover: what varies from seed to seed. */
function measure(rules: Rules): string {
  const value = Object.values(rules)[0] as unknown;
  return JSON.stringify(value).length.toString() + (Array.isArray(value) ? `/${value.length}` : '');
}

const SEEDS = 40;

describe('constraints drawn over a full board', () => {
  it.each(families)(
    `%s: hold on the board, on ${SEEDS} seeds, and change with the seed`,
    (family, draw, linesOf) => {
      const shapesSeen = new Set<string>();
      for (let seed = 0; seed < SEEDS; seed++) {
        const random = new SeededRandom(`${family} ${seed}`);
        const board = randomSolution(tablesFor(shapes['9x9']), random);
        const rules = draw(board, random);
        expect(broken[family]!(board, rules), `seed ${seed}`).toEqual([]);
        const lines = linesOf(rules);
        if (lines !== null) {
          expect(lines.length, `seed ${seed}: lines`).toBeGreaterThan(0);
          expect(lines.map(pathProblem).filter((p) => p !== null && !family.startsWith('arrow'))).toEqual([]);
          expect(overlap(lines)).toBeNull();
        }
        shapesSeen.add(measure(rules));
        // The same seed draws the same constraints.
        const again = new SeededRandom(`${family} ${seed}`);
        expect(draw(randomSolution(tablesFor(shapes['9x9']), again), again)).toEqual(rules);
      }
      expect(shapesSeen.size).toBeGreaterThan(SEEDS / 2);
    },
  );
});
