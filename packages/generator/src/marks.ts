/**
 * Marks placed at random over a full board where they hold (glossary in geometry.ts):
 *   white dot    on an edge whose digits differ by 1;  black dot  on one where one digit is twice the other
 *   X, V         on an edge whose digits add up to 10, 5
 *   odd, even    on a cell holding an odd, even digit
 *   quadruple    at a point where four cells meet, some of their digits (repeats kept)
 *   sandwich     outside a row or column: the sum of the digits between its 1 and its 9
 *   little killer outside the board at a diagonal's end: the sum of its digits
 * A puzzle with a negative rule (every qualifying edge carries its mark; no mark means the relation
 * does not hold) gets every mark the rule asks for; otherwise a share of them, drawn from the seed.
 */
import type { Edge, Kropki, LittleKiller, Parity, Quadruple, Sandwich, XV } from '@sudoku-lab/core';
import { diagonals, edges, lineCells, points, SIZE } from './geometry.js';
import { between } from './lines.js';
import type { SeededRandom } from './random.js';

/** Puzzles in this many that state a negative rule (kropki's, XV's). */
const NEGATIVE_ONE_IN = 3;

/** Each of `items` kept with a probability of `percent`/100, in order. */
function share<T>(random: SeededRandom, items: readonly T[], percent: number): T[] {
  return items.filter(() => random.below(100) < percent);
}

/** `count` of `items` in a random order. */
function some<T>(random: SeededRandom, items: readonly T[], count: number): T[] {
  return random.shuffle([...items]).slice(0, count);
}

const differ = (board: readonly number[], [a, b]: Edge) => Math.abs(board[a]! - board[b]!) === 1;
const double = (board: readonly number[], [a, b]: Edge) =>
  board[a] === 2 * board[b]! || board[b] === 2 * board[a]!;

/**
 * Kropki dots. One puzzle in three states a negative rule: every dot given (both rules) half of those
 * times, otherwise the white rule or the black one, whose dots then all go on, the other kind's on a
 * share of their edges. A negative rule speaks of edges with no dot of either colour, so an edge of 1
 * and 2, which qualifies for both, takes one: the rule's own when one rule is stated, either when both
 * are. Without a negative rule, a share (40% to 80%) of the qualifying edges get their dot.
 */
export function kropki(board: readonly number[], random: SeededRandom): Kropki {
  const whiteEdges = edges.filter((edge) => differ(board, edge));
  const blackEdges = edges.filter((edge) => double(board, edge));
  const both = new Set(whiteEdges.filter((edge) => double(board, edge)));
  const white = (list: readonly Edge[]) => list.map((cells) => ({ cells, value: 1 }));
  const black = (list: readonly Edge[]) => list.map((cells) => ({ cells, value: 2 }));
  /** The edges drawn, each a dot: a 1-2 edge white or black as `oneTwo` says. */
  const dots = (drawn: readonly Edge[], oneTwo: () => 'white' | 'black') => {
    const whites: Edge[] = [];
    const blacks: Edge[] = [];
    for (const edge of drawn) {
      if (!differ(board, edge) || (both.has(edge) && oneTwo() === 'black')) blacks.push(edge);
      else whites.push(edge);
    }
    return { white: white(whites.sort(byCells)), black: black(blacks.sort(byCells)) };
  };
  const single = [...whiteEdges, ...blackEdges.filter((edge) => !both.has(edge))];
  const either = () => (random.below(2) === 0 ? 'white' : 'black');
  if (random.below(NEGATIVE_ONE_IN) === 0) {
    const rule = random.below(4);
    if (rule < 2) return { ...dots(single, either), negativeWhite: true, negativeBlack: true };
    const percent = between(random, 30, 70);
    // One rule stated: its own kind's dots all go on, the other kind's on a share of their edges.
    const colour = rule === 2 ? 'white' : 'black';
    const [own, other] = colour === 'white' ? [whiteEdges, blackEdges] : [blackEdges, whiteEdges];
    const drawn = [
      ...own,
      ...share(
        random,
        other.filter((edge) => !both.has(edge)),
        percent,
      ),
    ];
    const negative = colour === 'white' ? { negativeWhite: true } : { negativeBlack: true };
    return { ...dots(drawn, () => colour), ...negative };
  }
  return dots(share(random, single, between(random, 40, 80)), either);
}

const byCells = (a: Edge, b: Edge) => a[0] - b[0] || a[1] - b[1];

/** X and V marks: a share of the edges adding up to 10 or 5, or every one of them with the negative rule. */
export function xv(board: readonly number[], random: SeededRandom): XV {
  const sum = ([a, b]: Edge) => board[a]! + board[b]!;
  const tens = edges.filter((edge) => sum(edge) === 10);
  const fives = edges.filter((edge) => sum(edge) === 5);
  if (random.below(NEGATIVE_ONE_IN) === 0) return { x: tens, v: fives, negative: true };
  const percent = between(random, 40, 90);
  return { x: share(random, tens, percent), v: share(random, fives, percent) };
}

/** 12 to 24 cells marked odd or even, as their digits are. */
export function parity(board: readonly number[], random: SeededRandom): Parity {
  const marked = some(
    random,
    board.map((_, cell) => cell),
    between(random, 12, 24),
  ).sort((a, b) => a - b);
  return {
    odd: marked.filter((cell) => board[cell]! % 2 === 1),
    even: marked.filter((cell) => board[cell]! % 2 === 0),
  };
}

/** 6 to 12 quadruples, each showing 2 to 4 of its four cells' digits (a digit twice when two of them hold it). */
export function quadruples(board: readonly number[], random: SeededRandom): Quadruple[] {
  return some(random, points, between(random, 6, 12))
    .map((cells) => ({
      cells,
      digits: some(random, cells, between(random, 2, 4))
        .map((cell) => board[cell]!)
        .sort((a, b) => a - b),
    }))
    .sort((a, b) => a.cells[0]! - b.cells[0]!);
}

/** Sandwich sums for 8 to 14 of the 18 rows and columns. */
export function sandwiches(board: readonly number[], random: SeededRandom): Sandwich[] {
  const lines = (['row', 'column'] as const).flatMap((line) =>
    Array.from({ length: SIZE }, (_, index) => ({ line, index })),
  );
  return some(random, lines, between(random, 8, 14)).map(({ line, index }) => {
    const digits = lineCells(line, index).map((cell) => board[cell]!);
    const [from, to] = [digits.indexOf(1), digits.indexOf(SIZE)].sort((a, b) => a - b);
    return { line, index, sum: digits.slice(from! + 1, to).reduce((total, digit) => total + digit, 0) };
  });
}

/** Little killer sums on 10 to 16 diagonals, each clued from one of its two ends. */
export function littleKillers(board: readonly number[], random: SeededRandom): LittleKiller[] {
  const seen = new Set<string>();
  const chosen: LittleKiller[] = [];
  const wanted = between(random, 10, 16);
  for (const { cells, direction } of random.shuffle([...diagonals])) {
    if (chosen.length === wanted) break;
    const key = [...cells].sort((a, b) => a - b).join(',');
    if (seen.has(key)) continue;
    seen.add(key);
    chosen.push({ cells, direction, sum: cells.reduce((total, cell) => total + board[cell]!, 0) });
  }
  return chosen;
}
