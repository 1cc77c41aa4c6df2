/**
 * One constraint named as a setter's rules and a solver name it: "Thermometer from r1c1", "Arrow from
 * r4c4", "White dot between r2c1 and r2c2", "Sandwich 15 in row 3". A propagator of a family reads
 * some of its constraints' cells; the constraint named is the first of the family whose cells hold all
 * of them (a dot, an X or a V, a whispers or palindrome pair, a line, a clue), and a pair of
 * neighbours that no dot or mark joins is named by the negative rule that reads it.
 */
import type { RuleKind, Rules } from '@sudoku-lab/core';
import { cellsText, cellText, listText, unitCells, unitText } from '../board.js';

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

type Killer = NonNullable<Rules['littleKillers']>[number];

/** "12 from r6c1 down-right": a little killer's sum and where its diagonal starts and runs. */
const clueText = (clue: Killer) =>
  `${clue.sum} from ${cellText(clue.cells[0]!)} ${DIRECTIONS[clue.direction]}`;

/**
 * The little killers whose diagonals, `least` (two) or more apart taken together, are `cells` (core
 * joins neighbouring diagonals into one sum), or undefined when the cells are not whole diagonals (a sum the 45 rule
 * implies from them).
 */
const capital = (text: string) => text[0]!.toUpperCase() + text.slice(1);

/**
 * The row, column or box whose cells are `cells` and whole little killer diagonals apart (the 45 rule:
 * the rest of the unit adds up to 45 less their sums), or undefined. Jigsaw regions are not read.
 */
function unitLessKillers(rules: Rules, cells: Cells): { unit: number; killers: Killer[] } | undefined {
  const units = rules.regions === undefined ? 27 : 18;
  for (let unit = 0; unit < units; unit++) {
    const whole = unitCells[unit]!;
    if (!holds(whole, cells)) continue;
    const rest = whole.filter((cell) => !cells.includes(cell));
    const killers = joinedKillers(rules, rest, 1);
    if (killers !== undefined) return { unit, killers };
  }
  return undefined;
}

function joinedKillers(rules: Rules, cells: Cells, least = 2): Killer[] | undefined {
  const inside = rules.littleKillers?.filter((killer) => holds(cells, killer.cells)) ?? [];
  const covered = new Set(inside.flatMap((killer) => killer.cells));
  const count = inside.reduce((sum, killer) => sum + killer.cells.length, 0);
  // Crossing diagonals share a cell, whose digit their sums would count twice: core joins only apart ones.
  return inside.length >= least && cells.length > 0 && covered.size === cells.length && count === cells.length
    ? inside
    : undefined;
}

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
    if (clue !== undefined) return `Little killer ${clueText(clue)}`;
    const joined = joinedKillers(rules, cells);
    if (joined !== undefined) return `Little killers ${listText(joined.map(clueText))}`;
    const rest = unitLessKillers(rules, cells);
    return (
      rest &&
      `${capital(unitText(rest.unit))} less little killer${rest.killers.length > 1 ? 's' : ''} ${listText(rest.killers.map(clueText))}`
    );
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
 * propagator that reads several constraints at once), the family's name and the unit whose cells are
 * `cells` ("Nonconsecutive in box 1"), or else its cells.
 */
export function constraintName(
  kind: RuleKind,
  familyName: string,
  rules: Rules,
  cells: Cells,
  units: readonly { name: string; cells: Cells }[] = [],
): string {
  const named = NAMERS[kind]?.(rules, cells);
  if (named !== undefined) return named;
  const family = familyName[0]!.toUpperCase() + familyName.slice(1);
  const unit = units.find((group) => group.cells.length === cells.length && holds(group.cells, cells));
  return unit === undefined ? `${family} on ${cellsText(cells)}` : `${family} in ${unit.name}`;
}

/**
 * Why a constraint removes what it removes, in the words a solver says before "so": "digits rise
 * from the bulb", "the two digits add up to 10". `size` is the grid's (German whispers' gap and a
 * renban's run depend on it). Undefined for a family whose name says it all.
 */
type Reasoner = (rules: Rules, cells: Cells, size: number) => string | undefined;

/** The cells of `line` in its order, `cells` among them. */
const alongLine = (line: Cells, cells: Cells) => [...cells].sort((a, b) => line.indexOf(a) - line.indexOf(b));

/** What a kropki dot of `colour` and `value` says of its two digits. */
function dotText(colour: 'white' | 'black', value: number): string {
  if (colour === 'white')
    return value === 1 ? 'the two digits are consecutive' : `the two digits differ by ${value}`;
  return value === 2 ? 'one digit is twice the other' : `one digit is ${value} times the other`;
}

const REASONS: Partial<Record<RuleKind, Reasoner>> = {
  thermometers: () => 'digits rise from the bulb',
  arrows: (rules, cells) => {
    const arrow = rules.arrows?.find(({ circle, line }) => holds([...circle, ...line], cells));
    if (arrow === undefined) return 'the digits on each arrow add up to its circle';
    return arrow.circle.length === 1
      ? "the digits on its line add up to the circle's digit"
      : `the digits on its line add up to the circle's ${arrow.circle.length}-digit number`;
  },
  whispers: (rules, cells, size) => {
    const gap = Math.ceil(size / 2);
    const line = lineOf(rules.whispers, cells);
    // Three cells: a middle cell whose two neighbours see each other (core's whispers.ts).
    if (line !== undefined && cells.length === 3) {
      const [before, middle, after] = alongLine(line, cells) as [number, number, number];
      return `${cellText(middle)}'s neighbours ${cellsText([before, after])} see each other and need two different digits at least ${gap} away from it`;
    }
    return `neighbours on the line differ by at least ${gap}`;
  },
  renbans: (rules, cells) => {
    const line = lineOf(rules.renbans, cells);
    return line && `its ${line.length} digits are consecutive, in any order`;
  },
  palindromes: () => 'it reads the same from both ends',
  betweenLines: () => 'the digits on it lie strictly between those at its two ends',
  kropki: (rules, cells) => {
    const white = rules.kropki?.white.find((dot) => holds(dot.cells, cells));
    if (white !== undefined) return dotText('white', white.value);
    const black = rules.kropki?.black.find((dot) => holds(dot.cells, cells));
    if (black !== undefined) return dotText('black', black.value);
    const neither = [];
    if (rules.kropki?.negativeWhite) neither.push('they are not consecutive');
    if (rules.kropki?.negativeBlack) neither.push('neither is twice the other');
    return neither.length === 0 ? undefined : `with every dot given, ${listText(neither)}`;
  },
  xv: (rules, cells) => {
    const x = rules.xv?.x.find((edge) => holds(edge, cells));
    if (x !== undefined) return 'the two digits add up to 10';
    const v = rules.xv?.v.find((edge) => holds(edge, cells));
    if (v !== undefined) return 'the two digits add up to 5';
    if (cells.length === 2) return 'with every X and V given, the two digits add up to neither 5 nor 10';
    return 'each X adds up to 10 and each V to 5, read together with the houses they share';
  },
  parity: (rules, cells) =>
    cells.length === 1
      ? `it holds an ${rules.parity?.odd.includes(cells[0]!) ? 'odd' : 'even'} digit`
      : undefined,
  quadruples: (rules, cells) => {
    const clue = rules.quadruples?.find((quadruple) => holds(quadruple.cells, cells));
    if (clue === undefined) return undefined;
    return clue.digits.length === clue.cells.length
      ? 'its cells hold exactly those digits'
      : 'its cells hold those digits among theirs';
  },
  littleKillers: (rules, cells) => {
    const clue = rules.littleKillers?.find((killer) => holds(killer.cells, cells));
    if (clue !== undefined) return `the digits on its diagonal add up to ${clue.sum}`;
    const joined = joinedKillers(rules, cells);
    if (joined !== undefined) {
      const total = joined.reduce((sum, killer) => sum + killer.sum, 0);
      return `the digits on their diagonals add up to ${joined.map((killer) => killer.sum).join(' + ')} = ${total} together, each house's share of them holding different digits`;
    }
    const rest = unitLessKillers(rules, cells);
    if (rest !== undefined) {
      const total = 45 - rest.killers.reduce((sum, killer) => sum + killer.sum, 0);
      return `the rest of ${unitText(rest.unit)} adds up to 45 - ${rest.killers.map((killer) => killer.sum).join(' - ')} = ${total}`;
    }
    return "the diagonals' sums read together, each house's share of them holding different digits";
  },
  sandwiches: (rules, cells) => {
    const clue = rules.sandwiches?.find(({ line, index }) =>
      line === 'row'
        ? cells.every((cell) => Math.floor(cell / 9) === index)
        : cells.every((cell) => cell % 9 === index),
    );
    return clue && `the digits between the 1 and the 9 add up to ${clue.sum}`;
  },
  nonconsecutive: (_, cells) =>
    cells.length === 2
      ? 'neighbours never hold consecutive digits'
      : 'neighbours never hold consecutive digits, and a digit with two or three places left here is beside some cells wherever it goes',
};

/** Why the constraint of `kind` whose cells hold `cells` removes candidates, or null (see REASONS). */
export function constraintReason(kind: RuleKind, rules: Rules, cells: Cells, size: number): string | null {
  return REASONS[kind]?.(rules, cells, size) ?? null;
}
