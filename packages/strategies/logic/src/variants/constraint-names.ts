/**
 * One constraint named as a setter's rules and a solver name it: "Thermometer from r1c1", "Arrow from
 * r4c4", "White dot between r2c1 and r2c2", "Sandwich 15 in row 3". A propagator of a family reads
 * some of its constraints' cells; the constraint named is the first of the family whose cells hold all
 * of them (a dot, an X or a V, a whispers or palindrome pair, a line, a clue), and a pair of
 * neighbours that no dot or mark joins is named by the negative rule that reads it.
 */
import type { RuleKind, Rules } from '@sudoku-lab/core';
import { cellsText, cellText, listText } from '../board.js';

type Cells = readonly number[];

const holds = (outer: Cells, inner: Cells) => inner.every((cell) => outer.includes(cell));

/** The first of `lines` whose cells hold all of `cells`, or undefined. */
const lineOf = (lines: readonly Cells[] | undefined, cells: Cells) =>
  lines?.find((line) => holds(line, cells));

const DIRECTIONS: Readonly<Record<string, string>> = {
  UL: 'up-left',
  UR: 'up-right',
  DL: 'down-left',
  DR: 'down-right',
};

type Namer = (rules: Rules, cells: Cells) => string | undefined;

const NAMERS: Partial<Record<RuleKind, Namer>> = {
  thermometers: (rules, cells) => {
    const thermometer = lineOf(rules.thermometers, cells);
    return thermometer && `Thermometer from ${cellText(thermometer[0]!)}`;
  },
  arrows: (rules, cells) => {
    const arrow = rules.arrows?.find(({ circle, line }) => holds([...circle, ...line], cells));
    return arrow && `Arrow from ${cellsText(arrow.circle)}`;
  },
  whispers: (rules, cells) => {
    const line = lineOf(rules.whispers, cells);
    return line && `German whispers line from ${cellText(line[0]!)}`;
  },
  renbans: (rules, cells) => {
    const line = lineOf(rules.renbans, cells);
    return line && `Renban line from ${cellText(line[0]!)} (${line.length} cells)`;
  },
  palindromes: (rules, cells) => {
    const line = lineOf(rules.palindromes, cells);
    return line && `Palindrome from ${cellText(line[0]!)} to ${cellText(line.at(-1)!)}`;
  },
  betweenLines: (rules, cells) => {
    const line = lineOf(rules.betweenLines, cells);
    return line && `Between line from ${cellText(line[0]!)} to ${cellText(line.at(-1)!)}`;
  },
  kropki: (rules, cells) => {
    const white = rules.kropki?.white.find((dot) => holds(dot.cells, cells));
    const black = rules.kropki?.black.find((dot) => holds(dot.cells, cells));
    const dot = white ?? black;
    if (dot !== undefined) return `${white ? 'White' : 'Black'} dot between ${cellsText(dot.cells)}`;
    return cells.length === 2 ? `No dot between ${cellsText(cells)}` : undefined;
  },
  xv: (rules, cells) => {
    const x = rules.xv?.x.find((edge) => holds(edge, cells));
    const v = rules.xv?.v.find((edge) => holds(edge, cells));
    const edge = x ?? v;
    if (edge !== undefined) return `${x ? 'X' : 'V'} between ${cellsText(edge)}`;
    return cells.length === 2 ? `No X or V between ${cellsText(cells)}` : undefined;
  },
  parity: (rules, cells) => {
    if (cells.length !== 1) return undefined;
    const odd = rules.parity?.odd.includes(cells[0]!);
    return `${odd ? 'Odd' : 'Even'} cell ${cellText(cells[0]!)}`;
  },
  givenCandidates: (rules, cells) => {
    const given = rules.givenCandidates?.find(({ cell }) => cells.length === 1 && cell === cells[0]);
    return given && `Given candidates ${listText(given.digits.map(String))} in ${cellText(given.cell)}`;
  },
  quadruples: (rules, cells) => {
    const quadruple = rules.quadruples?.find((clue) => holds(clue.cells, cells));
    return (
      quadruple && `Quadruple ${listText(quadruple.digits.map(String))} at ${cellsText(quadruple.cells)}`
    );
  },
  littleKillers: (rules, cells) => {
    const clue = rules.littleKillers?.find((killer) => holds(killer.cells, cells));
    return clue && `Little killer ${clue.sum} from ${cellText(clue.cells[0]!)} ${DIRECTIONS[clue.direction]}`;
  },
  sandwiches: (rules, cells) => {
    const clue = rules.sandwiches?.find(({ line, index }) =>
      line === 'row'
        ? cells.every((cell) => Math.floor(cell / 9) === index)
        : cells.every((cell) => cell % 9 === index),
    );
    return clue && `Sandwich ${clue.sum} in ${clue.line} ${clue.index + 1}`;
  },
  nonconsecutive: (_, cells) => (cells.length === 2 ? `Nonconsecutive ${cellsText(cells)}` : undefined),
};

/**
 * The constraint of `kind` on the puzzle whose cells hold `cells`, named; where none is found (a
 * propagator that reads several constraints at once), the family's name and its cells.
 */
export function constraintName(kind: RuleKind, familyName: string, rules: Rules, cells: Cells): string {
  const named = NAMERS[kind]?.(rules, cells);
  if (named !== undefined) return named;
  const family = familyName[0]!.toUpperCase() + familyName.slice(1);
  return `${family} on ${cellsText(cells)}`;
}
