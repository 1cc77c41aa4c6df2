import type { Parity } from './constraints/parity.js';
import { type FormatIssue, PuzzleFormatError } from './errors.js';
import { kindsOf } from './families.js';
import { formatGrid } from './format.js';
import { type FPuzzlesReadOptions, formatFPuzzles, parseFPuzzles, splitDocumentComment } from './fpuzzles.js';
import { checkedGrid, createGrid, type Grid } from './grid.js';
import { type ParseOptions, parseGrid } from './parse.js';
import {
  boxRegions,
  type Cage,
  diagonalHouses,
  type House,
  type RuleKind,
  type Rules,
  windowHouses,
} from './rules.js';
import type { Shape } from './shape.js';

/**
 * The line form of a variant: the givens as parseGrid reads them, then one token a rule, each set
 * apart by a space, so a puzzle still takes one line of a puzzle file:
 *   X            both diagonals are houses (Sudoku X); D- the main diagonal alone, D+ the anti-diagonal
 *   W            windoku's four windows are houses
 *   N            anti-knight;  K  anti-king
 *   R=<map>      jigsaw: a character a cell naming its region (any characters; each region size cells)
 *   H=<map>      extra houses: a character a cell naming its house, '.' for a cell in none
 *   C=<map>[=<sums>]  killer cages: a character a cell naming its cage, '.' for none, then the sums in
 *                the order the cages first appear in the map, comma-separated (empty: no sum)
 *   P=<map>      odd and even cells: 'o' a cell marked odd, 'e' even, '.' neither
 * Houses or cages that share a cell go in two H= or C= tokens. A cage map names at most 62 cages
 * (0-9, A-Z, a-z); more take another token. The marks between cells and the clues outside the grid
 * (kropki, XV, little killers, sandwiches, ...) have no such map: a puzzle with them is written as its
 * f-puzzles document, which is one line too (see formatPuzzle).
 */
const RULE_TOKEN = /^(X|D[+-]|W|N|K|[RHCP]=\S*)$/;
/** The families the tokens above write; a puzzle with any other is written as f-puzzles JSON. */
const LINE_KINDS: ReadonlySet<RuleKind> = new Set([
  'regions',
  'houses',
  'cages',
  'antiknight',
  'antiking',
  'parity',
]);
/** The characters formatPuzzle names houses and cages with. */
const LABELS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * Reads a puzzle of any kind: an f-puzzles JSON document (text starting with '{'), the line form of a
 * variant (above), or anything parseGrid reads (a classic puzzle). Throws PuzzleFormatError.
 * `ignoreDrawings` (and `onDrawingsLeftOut`) are parseFPuzzles' options for a document.
 */
export function parsePuzzle(input: unknown, options?: (ParseOptions & FPuzzlesReadOptions) | null): Grid {
  if (typeof input !== 'string') return parseGrid(input, options);
  const text = input.trim();
  // A trailing '# comment' is read past here as on any puzzle line.
  if (text.startsWith('{')) return parseFPuzzles(splitDocumentComment(text)?.document ?? text, options ?? {});
  const line = text.replace(/\s#.*$|^#.*$/, '').trim();
  const tokens = line.split(/\s+/);
  const first = tokens.findIndex((token) => RULE_TOKEN.test(token));
  if (first <= 0 || line.includes('\n')) return parseGrid(input, options);
  const givens = parseGrid(tokens.slice(0, first).join(''), options);
  const ruleTokens = tokens.slice(first);
  const stray = ruleTokens.find((token) => !RULE_TOKEN.test(token));
  if (stray !== undefined) {
    throw new PuzzleFormatError([
      { message: `"${stray}" after the rules is not a rule (X, D-, D+, W, N, K, R=, H=, C= or P=)` },
    ]);
  }
  const rules = readRuleTokens(givens.shape, ruleTokens);
  try {
    return createGrid(givens.shape, givens.cells, rules);
  } catch (error) {
    throw new PuzzleFormatError([{ message: (error as Error).message }]);
  }
}

function readRuleTokens(shape: Shape, tokens: readonly string[]): Rules {
  const issues: FormatIssue[] = [];
  const houses: House[] = [];
  const cages: Cage[] = [];
  let regions: number[] | undefined;
  let antiknight = false;
  let antiking = false;
  const parity = { odd: [] as number[], even: [] as number[] };
  let extra = 0;
  const [main, anti] = diagonalHouses(shape);
  for (const token of tokens) {
    if (token === 'X') houses.push(main!, anti!);
    else if (token === 'D-') houses.push(main!);
    else if (token === 'D+') houses.push(anti!);
    else if (token === 'W') {
      try {
        houses.push(...windowHouses(shape));
      } catch (error) {
        issues.push({ message: (error as Error).message });
      }
    } else if (token === 'N') antiknight = true;
    else if (token === 'K') antiking = true;
    else {
      const kind = token[0]!;
      const [map = '', sums, ...rest] = token.slice(2).split('=');
      if (map.length !== shape.cellCount) {
        issues.push({
          message: `the ${kind}= map has ${map.length} characters; a ${shape.name} puzzle has ${shape.cellCount} cells`,
        });
        continue;
      }
      if (kind === 'P') {
        readParity(map, parity, issues);
        continue;
      }
      const groups = groupsOf(map, kind !== 'R');
      if (kind === 'R') {
        if (regions !== undefined) issues.push({ message: 'two region maps (R=): a puzzle has one' });
        regions = new Array<number>(shape.cellCount);
        groups.forEach((cells, region) => {
          for (const cell of cells) regions![cell] = region;
        });
        if (groups.length !== shape.size) {
          issues.push({
            message: `the region map names ${groups.length} regions; a ${shape.name} puzzle has ${shape.size}`,
          });
        }
      } else if (kind === 'H') {
        for (const cells of groups) houses.push({ name: `extra region ${++extra}`, cells });
      } else {
        const sumTexts = sums === undefined ? [] : sums.split(',');
        if (rest.length > 0 || sumTexts.length > groups.length) {
          issues.push({ message: `the cage token lists ${sumTexts.length} sums for ${groups.length} cages` });
          continue;
        }
        groups.forEach((cells, k) => {
          const text = sumTexts[k] ?? '';
          if (text === '') cages.push({ cells });
          else if (/^\d+$/.test(text)) cages.push({ cells, sum: Number(text) });
          else issues.push({ message: `the sum of cage ${k + 1} is "${text}", not a whole number` });
        });
      }
    }
  }
  if (issues.length > 0) throw new PuzzleFormatError(issues);
  const rules: {
    regions?: number[];
    houses?: House[];
    cages?: Cage[];
    antiknight?: boolean;
    antiking?: boolean;
    parity?: Parity;
  } = {};
  if (regions !== undefined) rules.regions = regions;
  if (houses.length > 0) rules.houses = houses;
  if (cages.length > 0) rules.cages = cages;
  if (antiknight) rules.antiknight = true;
  if (antiking) rules.antiking = true;
  if (parity.odd.length + parity.even.length > 0) rules.parity = parity;
  return rules;
}

/** A P= map's odd ('o') and even ('e') cells, added to `parity`; any other character but '.' is an issue. */
function readParity(map: string, parity: { odd: number[]; even: number[] }, issues: FormatIssue[]): void {
  [...map].forEach((char, cell) => {
    if (char === 'o' || char === 'O') parity.odd.push(cell);
    else if (char === 'e' || char === 'E') parity.even.push(cell);
    else if (char !== '.')
      issues.push({ message: `the P= map marks a cell "${char}", not o (odd), e (even) or .` });
  });
}

/** The cells of each group a map names, in the order the groups first appear; '.' is no group where allowed. */
function groupsOf(map: string, dotIsNone: boolean): number[][] {
  const index = new Map<string, number>();
  const groups: number[][] = [];
  [...map].forEach((char, cell) => {
    if (dotIsNone && char === '.') return;
    let group = index.get(char);
    if (group === undefined) {
      index.set(char, (group = groups.length));
      groups.push([]);
    }
    groups[group]!.push(cell);
  });
  return groups;
}

/**
 * Whether formatPuzzle writes the puzzle in the line form (its givens, then its rules as tokens): true
 * unless it has a family no token says, whose puzzle formatPuzzle writes as its f-puzzles document.
 * The one place that question is answered, so that a caller never sniffs formatPuzzle's text for it.
 */
export function hasLineForm(puzzle: Grid): boolean {
  return kindsOf(checkedGrid(puzzle).rules).every((kind) => LINE_KINDS.has(kind));
}

/**
 * A puzzle as one line: the givens (formatGrid's 'line' form), then its rules as tokens (see
 * parsePuzzle); a classic puzzle is its givens alone. A puzzle with rules the tokens cannot say
 * (marks between cells, clues outside the grid) is its f-puzzles document on one line. parsePuzzle
 * reads either back to the same puzzle.
 */
export function formatPuzzle(puzzle: Grid): string {
  const grid = checkedGrid(puzzle);
  const givens = formatGrid(grid, 'line');
  const { rules } = grid;
  if (rules === undefined) return givens;
  if (!hasLineForm(grid)) return JSON.stringify(formatFPuzzles(grid));
  const { shape } = grid;
  const tokens: string[] = [givens];
  if (rules.regions !== undefined)
    tokens.push(`R=${rules.regions.map((region) => LABELS[region + 1] ?? '?').join('')}`);
  const houses = [...(rules.houses ?? [])];
  const take = (wanted: House) => {
    const at = houses.findIndex((house) => sameCells(house.cells, wanted.cells));
    if (at === -1) return false;
    houses.splice(at, 1);
    return true;
  };
  const [main, anti] = diagonalHouses(shape);
  const hasMain = take(main!);
  const hasAnti = take(anti!);
  if (hasMain && hasAnti) tokens.push('X');
  else if (hasMain) tokens.push('D-');
  else if (hasAnti) tokens.push('D+');
  const windows = shape.boxHeight === shape.boxWidth && shape.boxHeight >= 3 ? windowHouses(shape) : [];
  if (windows.length > 0 && windows.every((w) => houses.some((house) => sameCells(house.cells, w.cells)))) {
    for (const w of windows) take(w);
    tokens.push('W');
  }
  for (const layer of layers(shape, houses)) tokens.push(`H=${mapOf(shape, layer)}`);
  for (const layer of layers(shape, rules.cages ?? [])) {
    const sums = layer.map((cage) => (cage.sum === undefined ? '' : String(cage.sum)));
    tokens.push(`C=${mapOf(shape, layer)}${sums.every((sum) => sum === '') ? '' : `=${sums.join(',')}`}`);
  }
  if (rules.antiknight === true) tokens.push('N');
  if (rules.antiking === true) tokens.push('K');
  if (rules.parity !== undefined) {
    const map = new Array<string>(shape.cellCount).fill('.');
    for (const cell of rules.parity.odd) map[cell] = 'o';
    for (const cell of rules.parity.even) map[cell] = 'e';
    tokens.push(`P=${map.join('')}`);
  }
  return tokens.join(' ');
}

function sameCells(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((cell, i) => cell === b[i]);
}

/**
 * Groups split into layers that share no cell, at most 62 to a layer, each layer in the order its
 * groups' first cells come on the board (the order parsePuzzle reads them back in).
 */
function layers<T extends { readonly cells: readonly number[] }>(shape: Shape, groups: readonly T[]): T[][] {
  const result: { used: Uint8Array; groups: T[] }[] = [];
  for (const group of groups) {
    let layer = result.find(
      (candidate) =>
        candidate.groups.length < LABELS.length && group.cells.every((cell) => candidate.used[cell] === 0),
    );
    if (layer === undefined) result.push((layer = { used: new Uint8Array(shape.cellCount), groups: [] }));
    for (const cell of group.cells) layer.used[cell] = 1;
    layer.groups.push(group);
  }
  return result.map((layer) => layer.groups.sort((a, b) => a.cells[0]! - b.cells[0]!));
}

function mapOf(shape: Shape, groups: readonly { readonly cells: readonly number[] }[]): string {
  const map = new Array<string>(shape.cellCount).fill('.');
  groups.forEach((group, k) => {
    for (const cell of group.cells) map[cell] = LABELS[k]!;
  });
  return map.join('');
}

/** The region map of a shape's boxes, for a person writing a jigsaw's R= map from a classic one. */
export function boxRegionMap(shape: Shape): string {
  return boxRegions(shape)
    .map((region) => LABELS[region + 1])
    .join('');
}
