/**
 * Lines drawn at random over a full board, each one its digits keep (glossary in geometry.ts):
 *   thermometer  digits strictly increase from the bulb (the first cell)
 *   arrow        the line's digits add up to the number in its circle (a pill of two cells reads as one number)
 *   whispers     digits next to each other on the line differ by at least 5 (on 9x9)
 *   renban       distinct digits that make a run of consecutive ones, in any order
 *   palindrome   the line reads the same both ways
 *   between      the digits inside lie strictly between those of its two ends
 * A line is a path of king's moves through cells no other line of its family uses. Each is grown from a
 * random start, a cell at a time, keeping the rule for the cells placed so far, to a random length; the
 * number of lines, their lengths and their places come from the seed. Every loop is bounded by a count
 * of tries, never the clock.
 */
import type { Arrow } from '@sudoku-lab/core';
import { CELLS, kingNeighboursOf, neighboursOf } from './geometry.js';
import type { SeededRandom } from './random.js';

/** An integer in [least, most], from the seed. */
export function between(random: SeededRandom, least: number, most: number): number {
  return least + random.below(most - least + 1);
}

/** The board being drawn on and the cells its family's lines use so far. */
interface Canvas {
  readonly board: readonly number[];
  readonly random: SeededRandom;
  readonly used: Uint8Array;
}

/**
 * A path from `start` (which must be free) grown at random: each next cell a king's move from the
 * last, free, not on the path and accepted by `fits`, until `length` cells or no cell fits. With
 * `least`, the fitting cell where it is least (ties at random): what lets a thermometer grow long.
 */
function grow(
  canvas: Canvas,
  path: number[],
  length: number,
  fits: (path: readonly number[], cell: number) => boolean,
  least?: (cell: number) => number,
): number[] {
  const { random, used } = canvas;
  while (path.length < length) {
    const last = path[path.length - 1]!;
    const fitting = random
      .shuffle([...kingNeighboursOf[last]!])
      .filter((cell) => used[cell] === 0 && !path.includes(cell) && fits(path, cell));
    if (fitting.length === 0) break;
    path.push(
      least === undefined
        ? fitting[0]!
        : fitting.reduce((best, cell) => (least(cell) < least(best) ? cell : best)),
    );
  }
  return path;
}

/**
 * The lines of one family on a fresh canvas of the board: up to a count drawn between `fewest` and
 * `most`, from 40 random starts a line: `make` grows one from a free cell, or gives null when the start
 * leads nowhere; the cells of each line kept become used.
 */
function drawLines<T>(
  board: readonly number[],
  random: SeededRandom,
  [fewest, most]: readonly [number, number],
  cellsOf: (line: T) => readonly number[],
  make: (start: number, canvas: Canvas) => T | null,
): T[] {
  const canvas: Canvas = { board, random, used: new Uint8Array(CELLS) };
  const count = between(random, fewest, most);
  const lines: T[] = [];
  for (let attempt = 0; attempt < 40 * count && lines.length < count; attempt++) {
    const start = canvas.random.below(CELLS);
    if (canvas.used[start] !== 0) continue;
    const line = make(start, canvas);
    if (line === null) continue;
    for (const cell of cellsOf(line)) canvas.used[cell] = 1;
    lines.push(line);
  }
  return lines;
}

const itself = (line: readonly number[]) => line;

/** How a family's lines grow cell by cell (see grow): the rule a next cell keeps, and where to start. */
interface Growth {
  /** Whether `cell` may come next on `path`. */
  fits(path: readonly number[], cell: number): boolean;
  /** Where the fitting cell is least, the one taken (see grow). */
  least?(cell: number): number;
  /** Whether a line may start on a cell holding `digit` (any, unless given). */
  from?(digit: number): boolean;
}

/**
 * The lines of one family (as many as drawLines draws from `count`), each grown from a random free
 * start by `growth` to a length drawn between `shortest` and `longest`, and kept when it reaches three
 * cells.
 */
function grownLines(
  board: readonly number[],
  random: SeededRandom,
  count: readonly [number, number],
  [shortest, longest]: readonly [number, number],
  growth: Growth,
): number[][] {
  return drawLines(board, random, count, itself, (start, canvas) => {
    if (growth.from !== undefined && !growth.from(board[start]!)) return null;
    const path = grow(canvas, [start], between(random, shortest, longest), growth.fits, growth.least);
    return path.length >= 3 ? path : null;
  });
}

/** Thermometers of 3 to 7 cells: each next digit above the last. Bulbs start low, so tubes grow long. */
export function thermometers(board: readonly number[], random: SeededRandom): number[][] {
  return grownLines(board, random, [4, 8], [3, 7], {
    from: (digit) => digit <= 5,
    fits: (p, cell) => board[cell]! > board[p[p.length - 1]!]!,
    least: (cell) => board[cell]!,
  });
}

/** German whispers of 3 to 8 cells: neighbours on the line at least 5 apart (so never a 5). */
export function whispers(board: readonly number[], random: SeededRandom): number[][] {
  return grownLines(board, random, [3, 6], [3, 8], {
    fits: (p, cell) => Math.abs(board[cell]! - board[p[p.length - 1]!]!) >= 5,
  });
}

/** Renban lines of 3 to 6 cells: each next digit one below the least so far or one above the most. */
export function renbans(board: readonly number[], random: SeededRandom): number[][] {
  return grownLines(board, random, [4, 8], [3, 6], {
    fits(p, cell) {
      const digits = p.map((at) => board[at]!);
      const digit = board[cell]!;
      return digit === Math.min(...digits) - 1 || digit === Math.max(...digits) + 1;
    },
  });
}

/**
 * Between lines of 3 to 7 cells: from one end, cells whose digits all lie on one side of it (above a
 * low end, below a high one), then the other end beyond every one of them. When no cell next to the
 * last can be that end, the last inner cell is given up and the end looked for again.
 */
export function betweenLines(board: readonly number[], random: SeededRandom): number[][] {
  return drawLines(board, random, [4, 8], itself, (start, canvas) => {
    const low = board[start]!;
    const up = low < 5 || (low === 5 && random.below(2) === 0);
    if (up ? low > 7 : low < 3) return null;
    // Inner digits strictly beyond the start, short of the far extreme so an end can pass them.
    const inner = (digit: number) => (up ? digit > low && digit < 9 : digit < low && digit > 1);
    const path = grow(canvas, [start], 1 + between(random, 1, 5), (_, cell) => inner(board[cell]!));
    while (path.length > 1) {
      const digits = path.slice(1).map((cell) => board[cell]!);
      const bound = up ? Math.max(...digits) : Math.min(...digits);
      const end = random
        .shuffle([...kingNeighboursOf[path[path.length - 1]!]!])
        .find(
          (cell) =>
            canvas.used[cell] === 0 &&
            !path.includes(cell) &&
            (up ? board[cell]! > bound : board[cell]! < bound),
        );
      if (end !== undefined) return [...path, end];
      path.pop();
    }
    return null;
  });
}

/**
 * Palindromes of 3 to 9 cells: a middle cell (or two next to each other holding the same digit), then
 * a pair at a time, one cell at each end, the two holding the same digit.
 */
export function palindromes(board: readonly number[], random: SeededRandom): number[][] {
  return drawLines(board, random, [3, 6], itself, (start, { used }) => {
    const free = (path: readonly number[]) => (cell: number) => used[cell] === 0 && !path.includes(cell);
    let path = [start];
    if (random.below(2) === 0) {
      const twin = kingNeighboursOf[start]!.find((cell) => free(path)(cell) && board[cell] === board[start]);
      if (twin !== undefined) path = [start, twin];
    }
    const length = between(random, 3, 9);
    while (path.length + 2 <= length) {
      const left = path[0]!;
      const right = path[path.length - 1]!;
      const pairs = kingNeighboursOf[left]!.filter(free(path)).flatMap((a) =>
        kingNeighboursOf[right]!.filter(free(path))
          .filter((b) => b !== a && board[b] === board[a])
          .map((b) => [a, b] as const),
      );
      if (pairs.length === 0) break;
      const [a, b] = pairs[random.below(pairs.length)]!;
      path = [a, ...path, b];
    }
    return path.length >= 3 ? path : null;
  });
}

const cellsOfArrow = (arrow: Arrow) => [...arrow.circle, ...arrow.line];

/** Nodes an arrow's search for a line with its sum may visit before the start is given up. */
const ARROW_NODES = 400;

/**
 * Arrows: a circle (one cell, or one time in five a pill of two neighbours whose first holds 1, read
 * as 10 to 19), and a line of 2 to 4 cells (a pill's 2 to 5) from next to it whose digits add up to
 * that number, found by a bounded search in a random order.
 */
export function arrows(board: readonly number[], random: SeededRandom): Arrow[] {
  const ones = board.flatMap((digit, cell) => (digit === 1 ? [cell] : []));
  return drawLines(board, random, [4, 8], cellsOfArrow, (start, canvas) => {
    let circle = [start];
    if (random.below(5) === 0) {
      // A pill starts at a free 1 (the start drawn is set aside) and reads on to the right or down.
      const one = random.shuffle(ones.filter((cell) => canvas.used[cell] === 0))[0];
      const second =
        one === undefined
          ? undefined
          : [one + 1, one + 9].find((cell) => neighboursOf[one]!.includes(cell) && canvas.used[cell] === 0);
      if (second === undefined) return null;
      circle = [one!, second];
    }
    const total = circle.reduce((number, cell) => number * 10 + board[cell]!, 0);
    if (total < 3) return null;
    const line = lineWithSum(canvas, circle, total, between(random, 2, circle.length === 1 ? 4 : 5));
    return line === null ? null : { circle, line };
  });
}

/** A path of `length` cells from a king neighbour of the circle's cells whose digits add up to `total`, or null. */
function lineWithSum(
  canvas: Canvas,
  circle: readonly number[],
  total: number,
  length: number,
): number[] | null {
  const { board, random, used } = canvas;
  let nodes = 0;
  const taken = (path: readonly number[], cell: number) =>
    used[cell] !== 0 || circle.includes(cell) || path.includes(cell);
  const extend = (path: number[], rest: number, from: readonly number[]): number[] | null => {
    for (const cell of random.shuffle([...from])) {
      if (++nodes > ARROW_NODES) return null;
      if (taken(path, cell) || board[cell]! > rest) continue;
      path.push(cell);
      const left = rest - board[cell]!;
      if (left === 0 && path.length === length) return path;
      if (left > 0 && path.length < length) {
        const found = extend(path, left, kingNeighboursOf[cell]!);
        if (found !== null) return found;
      }
      path.pop();
    }
    return null;
  };
  const starts = [...new Set(circle.flatMap((cell) => kingNeighboursOf[cell]!))];
  return extend([], total, starts);
}
