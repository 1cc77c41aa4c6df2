/**
 * How the board draws issue #38's constraint families, the way setters draw them, computed once per
 * puzzle from its Grid's `rules` as shapes in cell units: x is the column, y the row, the grid runs from
 * 0 to size, a cell's centre is at (column + 0.5, row + 0.5). The board lays this over its cells as SVG,
 * scaled with them. Glossary:
 *   layer        `under`: tubes, lines, circles and parity shapes, blended under the digits (multiplied,
 *                so a digit stays black on them); `over`: dots, letters and clues, drawn on top
 *   margin       a band one cell wide outside the grid, on a side where an outside clue sits (a sandwich
 *                sum above a column or left of a row, a little killer's sum); none without such clues
 *   edge         two orthogonally adjacent cells, the lower index first: its mark sits on their border
 *   corner       the point four cells share: a quadruple's circle sits on it
 *   pencil spot  where a digit sits in a cell as a small digit: digit d at d's place in rows of spots
 *                (1 top left, 5 in the middle, 9 bottom right on 9x9), as setters write them
 */
import {
  cellName,
  type Diagonal,
  type Edge,
  kindsOf,
  type RuleKind,
  type Rules,
  ruleKinds,
  ruleNames,
  type Shape,
  whispersGap,
} from '@sudoku-lab/core';
import { capitalise } from './words.js';

/** The Rules field a mark draws, which names its family (`data-family` on the drawn element). */
export type Family = Extract<
  RuleKind,
  | 'thermometers'
  | 'arrows'
  | 'kropki'
  | 'xv'
  | 'littleKillers'
  | 'sandwiches'
  | 'whispers'
  | 'renbans'
  | 'palindromes'
  | 'betweenLines'
  | 'parity'
  | 'givenCandidates'
  | 'quadruples'
  | 'nonconsecutive'
>;

interface Paint {
  readonly fill?: string;
  readonly stroke?: string;
  readonly strokeWidth?: number;
}

/** One SVG element: a circle, a rectangle, a path or a text, in cell units. */
export type Mark = { readonly family: Family; readonly part: string } & (
  | ({ readonly shape: 'circle'; readonly cx: number; readonly cy: number; readonly r: number } & Paint)
  | ({
      readonly shape: 'rect';
      readonly x: number;
      readonly y: number;
      readonly width: number;
      readonly height: number;
      readonly rx: number;
    } & Paint)
  | ({ readonly shape: 'path'; readonly d: string } & Paint)
  | {
      readonly shape: 'text';
      readonly x: number;
      readonly y: number;
      readonly text: string;
      readonly size: number;
      readonly fill: string;
      /** A white outline behind the letters, so they read over lines and borders. */
      readonly halo?: boolean;
    }
);

export interface Margins {
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly left: number;
}

export interface FamilyDrawing {
  readonly under: readonly Mark[];
  readonly over: readonly Mark[];
  /** The margin, in cells, on each side: 1 where an outside clue sits, else 0. */
  readonly margins: Margins;
  /** The families present, in the order the legend names them (nonconsecutive, which has no mark, too). */
  readonly families: readonly Family[];
}

/** The setters' colours: grey thermometers and arrows, green whispers, purple renban, and so on. */
export const COLOURS = {
  thermometer: '#c8c8c8',
  arrow: '#7d7d7d',
  whispers: '#5fc65f',
  renban: '#d48af0',
  palindrome: '#9aaac4',
  between: '#7fbde8',
  parity: '#d4d4d4',
  pencil: '#4c5866',
  ink: '#1b1f24',
  paper: '#ffffff',
} as const;

/** Sizes in cells: a tube is a third of a cell, a line a fifth, a kropki dot a quarter across. */
const SIZE = {
  bulb: 0.4,
  tube: 0.32,
  line: 0.2,
  circle: 0.4,
  arrowLine: 0.05,
  arrowHead: 0.3,
  dot: 0.16,
  letter: 0.52,
  clue: 0.48,
  quadruple: 0.42,
} as const;

/** A diagonal's step (columns, rows): DR goes down and to the right. */
const STEP: Record<Diagonal, readonly [number, number]> = {
  UL: [-1, -1],
  UR: [1, -1],
  DL: [-1, 1],
  DR: [1, 1],
};

/** The families this module draws or names, in core's order (ruleKinds), which the legend keeps. */
const FAMILIES = new Set<string>([
  'kropki',
  'xv',
  'nonconsecutive',
  'parity',
  'givenCandidates',
  'quadruples',
  'littleKillers',
  'sandwiches',
  'thermometers',
  'arrows',
  'whispers',
  'renbans',
  'palindromes',
  'betweenLines',
] satisfies Family[]);
const isFamily = (kind: string): kind is Family => FAMILIES.has(kind);
const ORDER: readonly Family[] = ruleKinds.filter(isFamily);

/** Every family's name: core's, as its messages say it ("kropki dots", "German whispers"). */
export const FAMILY_NAMES: Readonly<Record<Family, string>> = Object.fromEntries(
  ORDER.map((family) => [family, ruleNames[family]]),
) as Record<Family, string>;

/** How each family looks and what it asks, after its name in the legend and the words under the grid. */
export const FAMILY_WORDS: Readonly<Record<Family, string>> = {
  kropki:
    'a white dot joins two digits that differ by 1, a black dot two digits one of which is twice the other (a number in a dot replaces the 1 or the 2).',
  xv: 'the two digits either side of an X add up to 10, of a V to 5.',
  nonconsecutive: 'cells side by side never hold consecutive digits.',
  parity: 'a grey circle holds an odd digit, a grey square an even one.',
  givenCandidates: 'the small digits in a cell are the only digits it may hold.',
  quadruples: 'the digits in a white circle on a corner all appear in the four cells around it.',
  littleKillers:
    "the digits along the arrow's diagonal add up to the sum outside the grid (they may repeat).",
  sandwiches:
    'the digits between the 1 and the highest digit of the row or column add up to the sum outside the grid.',
  thermometers: 'the digits increase from the round bulb along the grey tube.',
  arrows:
    'the digits on an arrow add up to the number in its circle (a pill reads its digits as one number).',
  whispers: 'green lines: neighbours on a line differ by at least 5 (on a 9x9 grid).',
  renbans: 'purple lines: a line holds consecutive digits, in any order.',
  palindromes: 'grey-blue lines: a line reads the same from either end.',
  betweenLines: 'the digits on a line lie strictly between those in its two end circles.',
};

/** A family's sample for the legend: its rules on a small grid, and the part shown (x, y, width, height in cells). */
export interface FamilySample {
  readonly rules: Rules;
  readonly view: readonly [number, number, number, number];
}

/** A sample of each family with a mark (nonconsecutive has none), drawn in the legend as on the board. */
export const FAMILY_SAMPLES: Readonly<Partial<Record<Family, FamilySample>>> = {
  kropki: {
    rules: { kropki: { white: [{ cells: [0, 1], value: 1 }], black: [{ cells: [1, 2], value: 2 }] } },
    view: [0, 0, 3, 1],
  },
  xv: { rules: { xv: { x: [[0, 1]], v: [[1, 2]] } }, view: [0, 0, 3, 1] },
  parity: { rules: { parity: { odd: [0], even: [1] } }, view: [0, 0, 2, 1] },
  givenCandidates: { rules: { givenCandidates: [{ cell: 0, digits: [1, 3, 4] }] }, view: [0, 0, 1, 1] },
  quadruples: { rules: { quadruples: [{ cells: [0, 1, 4, 5], digits: [1, 2] }] }, view: [0, 0, 2, 2] },
  littleKillers: {
    rules: { littleKillers: [{ cells: [0, 5], direction: 'DR', sum: 9 }] },
    view: [-1, -1, 3, 3],
  },
  sandwiches: { rules: { sandwiches: [{ line: 'column', index: 1, sum: 10 }] }, view: [1, -1, 1, 2] },
  thermometers: { rules: { thermometers: [[0, 1, 2]] }, view: [0, 0, 3, 1] },
  arrows: { rules: { arrows: [{ circle: [0], line: [1, 2] }] }, view: [0, 0, 3, 1] },
  whispers: { rules: { whispers: [[0, 1, 2]] }, view: [0, 0, 3, 1] },
  renbans: { rules: { renbans: [[0, 1, 2]] }, view: [0, 0, 3, 1] },
  palindromes: { rules: { palindromes: [[0, 1, 2]] }, view: [0, 0, 3, 1] },
  betweenLines: { rules: { betweenLines: [[0, 1, 2]] }, view: [0, 0, 3, 1] },
};

/** The families `rules` holds, in the legend's order (core's `kindsOf`: a negative rule alone counts). */
export function familiesIn(rules: Rules | undefined): Family[] {
  return kindsOf(rules).filter(isFamily);
}

/** The negative rules a puzzle states, in words (they have no mark of their own). */
export function negativeWords(rules: Rules | undefined): string[] {
  const words: string[] = [];
  if (rules?.kropki?.negativeWhite) words.push('Two neighbours without a white dot are not consecutive.');
  if (rules?.kropki?.negativeBlack)
    words.push('Of two neighbours without a black dot, neither is twice the other.');
  if (rules?.xv?.negative) words.push('Two neighbours without an X or a V add up to neither 10 nor 5.');
  return words;
}

/**
 * A family's words for a puzzle of `shape`: German whispers' gap is the shape's (5 on 9x9, 3 on 6x6),
 * which a 6x6 puzzle's reader would otherwise take from the 9x9 words. Without a shape, the legend's.
 */
function wordsFor(family: Family, shape: Shape | undefined): string {
  if (family !== 'whispers' || shape === undefined) return FAMILY_WORDS[family];
  return `green lines: neighbours on a line differ by at least ${whispersGap(shape)}.`;
}

/** The families' rules in words, for the labels under the puzzle grid (pass its shape) and the legend. */
export function familyLabels(rules: Rules | undefined, shape?: Shape): string[] {
  return [
    ...familiesIn(rules).map((family) => `${capitalise(FAMILY_NAMES[family])}: ${wordsFor(family, shape)}`),
    ...negativeWords(rules),
  ];
}

/** What to draw for the families in `rules`; nothing, and no margin, for a puzzle without them. */
export function familyMarks(shape: Shape, rules: Rules | undefined): FamilyDrawing {
  const { size } = shape;
  const under: Mark[] = [];
  const over: Mark[] = [];
  const centre = (cell: number): [number, number] => [(cell % size) + 0.5, Math.floor(cell / size) + 0.5];
  const polyline = (cells: readonly number[]) =>
    cells.map((cell, i) => `${i === 0 ? 'M' : 'L'}${point(centre(cell))}`).join(' ');

  // Parity first: its shapes sit under every line that crosses the cell.
  for (const cell of rules?.parity?.odd ?? []) {
    const [cx, cy] = centre(cell);
    under.push({ family: 'parity', part: 'odd', shape: 'circle', cx, cy, r: 0.36, fill: COLOURS.parity });
  }
  for (const cell of rules?.parity?.even ?? []) {
    const [cx, cy] = centre(cell);
    under.push({
      family: 'parity',
      part: 'even',
      shape: 'rect',
      x: cx - 0.36,
      y: cy - 0.36,
      width: 0.72,
      height: 0.72,
      rx: 0,
      fill: COLOURS.parity,
    });
  }

  // Given candidates: small digits in their spots, under the digits (a digit written in the cell stays
  // black over them).
  for (const { cell, digits } of rules?.givenCandidates ?? []) {
    for (const digit of digits) {
      const [x, y] = pencilSpot(shape, cell, digit);
      under.push({
        family: 'givenCandidates',
        part: 'digit',
        shape: 'text',
        x,
        y,
        text: String(digit),
        size: pencilSize(shape),
        fill: COLOURS.pencil,
      });
    }
  }

  const lines: [Family, readonly (readonly number[])[] | undefined, string][] = [
    ['whispers', rules?.whispers, COLOURS.whispers],
    ['renbans', rules?.renbans, COLOURS.renban],
    ['palindromes', rules?.palindromes, COLOURS.palindrome],
    ['betweenLines', rules?.betweenLines, COLOURS.between],
  ];
  for (const [family, list, colour] of lines) {
    for (const cells of list ?? []) {
      under.push({
        family,
        part: 'line',
        shape: 'path',
        d: polyline(cells),
        stroke: colour,
        strokeWidth: SIZE.line,
      });
      if (family !== 'betweenLines') continue;
      // A between line's ends are circles, white inside, over the line.
      for (const end of [cells[0]!, cells[cells.length - 1]!]) {
        const [cx, cy] = centre(end);
        under.push({
          family,
          part: 'circle',
          shape: 'circle',
          cx,
          cy,
          r: SIZE.circle,
          fill: COLOURS.paper,
          stroke: colour,
          strokeWidth: 0.07,
        });
      }
    }
  }

  for (const cells of rules?.thermometers ?? []) {
    const [cx, cy] = centre(cells[0]!);
    if (cells.length > 1) {
      under.push({
        family: 'thermometers',
        part: 'tube',
        shape: 'path',
        d: polyline(cells),
        stroke: COLOURS.thermometer,
        strokeWidth: SIZE.tube,
      });
    }
    under.push({
      family: 'thermometers',
      part: 'bulb',
      shape: 'circle',
      cx,
      cy,
      r: SIZE.bulb,
      fill: COLOURS.thermometer,
    });
  }

  for (const arrow of rules?.arrows ?? []) {
    if (arrow.line.length > 0) {
      // The shaft leaves the circle cell next to the line's first cell; the circle, drawn after it, hides its start.
      const from = nearest(shape, arrow.circle, arrow.line[0]!);
      const cells = [from, ...arrow.line];
      under.push({
        family: 'arrows',
        part: 'line',
        shape: 'path',
        d: `${polyline(cells)} ${arrowHead(centre(cells[cells.length - 2]!), centre(cells[cells.length - 1]!), SIZE.arrowHead)}`,
        stroke: COLOURS.arrow,
        strokeWidth: SIZE.arrowLine,
      });
    }
    under.push(circleOrPill(shape, arrow.circle));
  }

  for (const [part, dots] of [
    ['white', rules?.kropki?.white ?? []],
    ['black', rules?.kropki?.black ?? []],
  ] as const) {
    for (const dot of dots) {
      const [cx, cy] = edgePoint(shape, dot.cells);
      const white = part === 'white';
      over.push({
        family: 'kropki',
        part,
        shape: 'circle',
        cx,
        cy,
        r: SIZE.dot,
        fill: white ? COLOURS.paper : COLOURS.ink,
        stroke: COLOURS.ink,
        strokeWidth: 0.035,
      });
      // A dot with another difference or ratio than the usual 1 and 2 carries its number.
      if (dot.value !== (white ? 1 : 2)) {
        over.push({
          family: 'kropki',
          part: 'value',
          shape: 'text',
          x: cx,
          y: cy,
          text: String(dot.value),
          size: 0.22,
          fill: white ? COLOURS.ink : COLOURS.paper,
        });
      }
    }
  }

  for (const [letter, edges] of [
    ['X', rules?.xv?.x ?? []],
    ['V', rules?.xv?.v ?? []],
  ] as const) {
    for (const edge of edges) {
      const [x, y] = edgePoint(shape, edge);
      over.push({
        family: 'xv',
        part: letter,
        shape: 'text',
        x,
        y,
        text: letter,
        size: SIZE.letter,
        fill: COLOURS.ink,
        halo: true,
      });
    }
  }

  for (const quadruple of rules?.quadruples ?? []) {
    const [cx, cy] = cornerPoint(shape, quadruple.cells);
    over.push({
      family: 'quadruples',
      part: 'circle',
      shape: 'circle',
      cx,
      cy,
      r: SIZE.quadruple,
      fill: COLOURS.paper,
      stroke: COLOURS.ink,
      strokeWidth: 0.03,
    });
    quadrupleDigits(quadruple.digits).forEach(([dx, dy, size], i) => {
      over.push({
        family: 'quadruples',
        part: 'digit',
        shape: 'text',
        x: cx + dx,
        y: cy + dy,
        text: String(quadruple.digits[i]),
        size,
        fill: COLOURS.ink,
      });
    });
  }

  // Outside clues: each widens the margin on its side.
  let [top, right, bottom, left] = [0, 0, 0, 0];
  const outside = (x: number, y: number) => {
    if (y < 0) top = 1;
    if (y > size) bottom = 1;
    if (x < 0) left = 1;
    if (x > size) right = 1;
  };
  for (const sandwich of rules?.sandwiches ?? []) {
    const [x, y] = sandwich.line === 'column' ? [sandwich.index + 0.5, -0.5] : [-0.5, sandwich.index + 0.5];
    outside(x, y);
    over.push({
      family: 'sandwiches',
      part: 'sum',
      shape: 'text',
      x,
      y,
      text: String(sandwich.sum),
      size: SIZE.clue,
      fill: COLOURS.ink,
    });
  }
  for (const clue of rules?.littleKillers ?? []) {
    const [dx, dy] = STEP[clue.direction];
    const [fx, fy] = centre(clue.cells[0]!);
    // The clue's own cell, one step back from the diagonal's first cell, outside the grid.
    const [cx, cy] = [fx - dx, fy - dy];
    outside(cx, cy);
    over.push({
      family: 'littleKillers',
      part: 'sum',
      shape: 'text',
      x: cx - 0.12 * dx,
      y: cy - 0.12 * dy,
      text: String(clue.sum),
      size: 0.42,
      fill: COLOURS.ink,
    });
    // A small arrow in the corner toward the diagonal, pointing along it.
    const tail: [number, number] = [cx + 0.16 * dx, cy + 0.16 * dy];
    const tip: [number, number] = [cx + 0.48 * dx, cy + 0.48 * dy];
    over.push({
      family: 'littleKillers',
      part: 'arrow',
      shape: 'path',
      d: `M${point(tail)} L${point(tip)} ${arrowHead(tail, tip, 0.18)}`,
      stroke: COLOURS.ink,
      strokeWidth: 0.05,
    });
  }

  return {
    under,
    over,
    margins: { top, right, bottom, left },
    families: familiesIn(rules),
  };
}

/** Which way each diagonal runs, in words. */
const DIAGONAL_WORDS: Record<Diagonal, string> = {
  UL: 'up and to the left',
  UR: 'up and to the right',
  DL: 'down and to the left',
  DR: 'down and to the right',
};

/**
 * What each cell is part of, in words, for its label (a screen reader hears the marks the SVG shows):
 * "thermometer bulb", "white dot with row 1, column 2", "sandwich sum of column 3: 9".
 */
export function familyCellWords(shape: Shape, rules: Rules | undefined): string[][] {
  const words: string[][] = Array.from({ length: shape.cellCount }, () => []);
  const say = (cell: number, text: string): void => {
    words[cell]?.push(text);
  };
  const name = (cell: number) => cellName(shape, cell);
  for (const cells of rules?.thermometers ?? []) {
    for (const [i, cell] of cells.entries())
      say(cell, i === 0 ? 'thermometer bulb' : `thermometer, step ${i + 1}`);
  }
  for (const arrow of rules?.arrows ?? []) {
    for (const cell of arrow.circle) say(cell, "arrow's circle");
    for (const cell of arrow.line) say(cell, 'on an arrow');
  }
  const lines: [readonly (readonly number[])[] | undefined, string][] = [
    [rules?.whispers, 'on a German whispers line'],
    [rules?.renbans, 'on a renban line'],
    [rules?.palindromes, 'on a palindrome line'],
  ];
  for (const [list, text] of lines) for (const cells of list ?? []) for (const cell of cells) say(cell, text);
  for (const cells of rules?.betweenLines ?? []) {
    for (const [i, cell] of cells.entries()) {
      say(cell, i === 0 || i === cells.length - 1 ? "between line's circle" : 'on a between line');
    }
  }
  for (const cell of rules?.parity?.odd ?? []) say(cell, 'odd cell');
  for (const cell of rules?.parity?.even ?? []) say(cell, 'even cell');
  for (const { cell, digits } of rules?.givenCandidates ?? []) {
    say(cell, `given candidates ${digits.map(String).join(', ')}`);
  }
  const pairs: [readonly { cells: Edge; value?: number }[], string][] = [
    [rules?.kropki?.white ?? [], 'white dot'],
    [rules?.kropki?.black ?? [], 'black dot'],
    [(rules?.xv?.x ?? []).map((cells) => ({ cells })), 'X'],
    [(rules?.xv?.v ?? []).map((cells) => ({ cells })), 'V'],
  ];
  for (const [marks, text] of pairs) {
    for (const {
      cells: [a, b],
      value,
    } of marks) {
      const usual = text === 'white dot' ? 1 : text === 'black dot' ? 2 : value;
      const mark = value !== undefined && value !== usual ? `${text} ${value}` : text;
      say(a, `${mark} with ${name(b)}`);
      say(b, `${mark} with ${name(a)}`);
    }
  }
  for (const quadruple of rules?.quadruples ?? []) {
    for (const cell of quadruple.cells) say(cell, `quadruple ${quadruple.digits.join(', ')}`);
  }
  for (const clue of rules?.littleKillers ?? []) {
    for (const [i, cell] of clue.cells.entries()) {
      say(
        cell,
        i === 0
          ? `little killer sum ${clue.sum} from here ${DIAGONAL_WORDS[clue.direction]}`
          : `on a little killer diagonal of sum ${clue.sum}`,
      );
    }
  }
  for (const sandwich of rules?.sandwiches ?? []) {
    const first = sandwich.line === 'row' ? sandwich.index * shape.size : sandwich.index;
    say(first, `sandwich sum of ${sandwich.line} ${sandwich.index + 1}: ${sandwich.sum}`);
  }
  return words;
}

/** How many spots a row of a cell's small digits has: 2 on 4x4, 3 on 6x6 (two rows) and 9x9, 4 on 16x16. */
function spotsAcross(shape: Shape): number {
  return Math.ceil(Math.sqrt(shape.size));
}

/** A small digit's size: a spot's height, less a little room. */
function pencilSize(shape: Shape): number {
  return round(0.8 / spotsAcross(shape));
}

/** The centre of `digit`'s pencil spot in `cell` (see the glossary). */
export function pencilSpot(shape: Shape, cell: number, digit: number): [number, number] {
  const across = spotsAcross(shape);
  const spot = 0.88 / across;
  const inset = (1 - spot * across) / 2;
  const [column, row] = [(digit - 1) % across, Math.floor((digit - 1) / across)];
  return [
    round((cell % shape.size) + inset + spot * (column + 0.5)),
    round(Math.floor(cell / shape.size) + inset + spot * (row + 0.5)),
  ];
}

/** "x,y" with at most three decimals: SVG path text. */
function point([x, y]: readonly [number, number]): string {
  return `${round(x)},${round(y)}`;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** Two strokes back from `tip`, 40 degrees either side of the line from `from`: an open arrowhead. */
function arrowHead(from: readonly [number, number], tip: readonly [number, number], length: number): string {
  const angle = Math.atan2(from[1] - tip[1], from[0] - tip[0]);
  const wing = (turn: number): [number, number] => [
    tip[0] + length * Math.cos(angle + turn),
    tip[1] + length * Math.sin(angle + turn),
  ];
  const spread = (40 * Math.PI) / 180;
  return `M${point(wing(spread))} L${point(tip)} L${point(wing(-spread))}`;
}

/** The cell of `cells` closest to `target` (straight across before diagonally); the first of equals. */
function nearest(shape: Shape, cells: readonly number[], target: number): number {
  const { size } = shape;
  const distance = (cell: number) =>
    (Math.floor(cell / size) - Math.floor(target / size)) ** 2 + ((cell % size) - (target % size)) ** 2;
  return cells.reduce((best, cell) => (distance(cell) < distance(best) ? cell : best));
}

/** An arrow's circle: a circle on one cell, a pill (a rounded bar) over cells in one row or column. */
function circleOrPill(shape: Shape, cells: readonly number[]): Mark {
  const { size } = shape;
  const rows = cells.map((cell) => Math.floor(cell / size));
  const columns = cells.map((cell) => cell % size);
  const paint = { fill: COLOURS.paper, stroke: COLOURS.arrow, strokeWidth: 0.06 };
  if (cells.length === 1) {
    return {
      family: 'arrows',
      part: 'circle',
      shape: 'circle',
      cx: columns[0]! + 0.5,
      cy: rows[0]! + 0.5,
      r: SIZE.circle,
      ...paint,
    };
  }
  const inset = 0.5 - SIZE.circle;
  const [x, y] = [round(Math.min(...columns) + inset), round(Math.min(...rows) + inset)];
  const straight = new Set(rows).size === 1 || new Set(columns).size === 1;
  if (straight) {
    return {
      family: 'arrows',
      part: 'pill',
      shape: 'rect',
      x,
      y,
      width: round(Math.max(...columns) + 1 - inset - x),
      height: round(Math.max(...rows) + 1 - inset - y),
      rx: SIZE.circle,
      ...paint,
    };
  }
  // A bent pill (rare): a thick round-ended stroke through its cells.
  return {
    family: 'arrows',
    part: 'pill',
    shape: 'path',
    d: cells
      .map(
        (cell, i) => `${i === 0 ? 'M' : 'L'}${point([(cell % size) + 0.5, Math.floor(cell / size) + 0.5])}`,
      )
      .join(' '),
    stroke: COLOURS.arrow,
    strokeWidth: 2 * SIZE.circle,
  };
}

/** The middle of the border between an edge's two cells. */
export function edgePoint(shape: Shape, [a, b]: Edge): [number, number] {
  const { size } = shape;
  const [x, y] = [(a % size) + 0.5, Math.floor(a / size) + 0.5];
  return b === a + 1 ? [x + 0.5, y] : [x, y + 0.5];
}

/**
 * The grid point the cells share: between two columns (or rows) the line between them; cells of one
 * column at the grid's edge (a quadruple of two cells) the grid's outer line beside them.
 */
export function cornerPoint(shape: Shape, cells: readonly number[]): [number, number] {
  const { size } = shape;
  const line = (values: number[]) => {
    const low = Math.min(...values);
    if (Math.max(...values) > low) return low + 1;
    return low === 0 ? 0 : size;
  };
  return [line(cells.map((cell) => cell % size)), line(cells.map((cell) => Math.floor(cell / size)))];
}

/** Where each of a quadruple's digits sits around its circle's centre, and its size: one, a pair, or two by two. */
function quadrupleDigits(digits: readonly number[]): [number, number, number][] {
  if (digits.length === 1) return [[0, 0, 0.5]];
  if (digits.length === 2) {
    return [
      [-0.14, 0, 0.4],
      [0.14, 0, 0.4],
    ];
  }
  const spots: [number, number][] = [
    [-0.13, -0.15],
    [0.13, -0.15],
    [-0.13, 0.15],
    [0.13, 0.15],
  ];
  return digits.map((_, i) => [...spots[i]!, 0.34] as [number, number, number]);
}
