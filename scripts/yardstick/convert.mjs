// The Interactive Sudoku Solver's constraint text as an f-puzzles document.
//
// Glossary:
//   constraint text  the yardstick's own puzzle format: parts separated by '.', each a type and its
//                    arguments separated by '~' (".Cage~15~R1C1~R1C2", ".AntiKnight", ".~R1C1_8" for
//                    givens); cells are "R<row>C<column>", one character each, base 36 past 9 (R10 is Ra)
//   part             one constraint of the text: { type, args }
//   family           what a puzzle is filed under: the name `sudoku-lab generate --variant` uses
//                    (killer, jigsaw, thermo, ...), 'extraregion', 'classic' for none, 'mixed' for several
//   clue cell        where f-puzzles draws a clue outside the grid: row or column 0 or size+1
//
// Nothing here imports the yardstick: the text is read by rule, so the converter is tested on
// constructed strings and the yardstick is needed only to gather its published puzzles.

/** A puzzle the converter does not turn into f-puzzles, with the reason in words. */
export class Unsupported extends Error {
  name = 'Unsupported';
}

const SIZES = new Set([4, 6, 9, 16]);

/** Box height x width for each size f-puzzles and core know (wider than tall, as f-puzzles draws them). */
const BOXES = { 4: [2, 2], 6: [2, 3], 9: [3, 3], 16: [4, 4] };

/**
 * The families that only add houses or extra peers to a grid, or limit cells to a setter's candidates
 * (pencil marks). A puzzle of them and one other family is
 * filed under the other (a killer with diagonals is a killer); two other families make it mixed.
 */
const HOUSE_FAMILIES = new Set([
  'x',
  'windoku',
  'jigsaw',
  'extraregion',
  'antiknight',
  'antiking',
  'pencilmarks',
]);

/** The constraints that are a flag of the whole grid: the f-puzzles field set true, also the family's name. */
const FLAGS = { AntiKnight: 'antiknight', AntiKing: 'antiking', AntiConsecutive: 'nonconsecutive' };

/** The constraints that are one f-puzzles line each, with nothing more to read: its field, family and words. */
const LINES = {
  Thermo: { key: 'thermometer', family: 'thermo', what: 'a thermometer' },
  Renban: { key: 'renban', family: 'renban', what: 'a renban line' },
  Palindrome: { key: 'palindrome', family: 'palindrome', what: 'a palindrome' },
  Between: { key: 'betweenline', family: 'between', what: 'a between line' },
};

/** Splits constraint text into its parts; whitespace between parts (as in hand-written text) is dropped. */
export function parts(text) {
  return text
    .split('.')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const [type, ...args] = part.split('~').map((arg) => arg.trim());
      return { type, args };
    });
}

/** The 0-based row and column of a cell id, or null when it is not one. */
export function cellOf(id, size) {
  const match = /^R([0-9a-z])C([0-9a-z])$/i.exec(id);
  if (match === null) return null;
  const row = Number.parseInt(match[1], 36) - 1;
  const column = Number.parseInt(match[2], 36) - 1;
  return row >= 0 && row < size && column >= 0 && column < size ? { row, column } : null;
}

/**
 * Each of `names` as `read` makes it a cell of the size x size grid (null when it is none), or
 * Unsupported naming `what` and the first name that is not a cell: both directions read cells so.
 */
export function cellsNamed(names, size, what, read) {
  return names.map((name) => {
    const cell = read(name, size);
    if (cell === null)
      throw new Unsupported(`${what} names "${name}", not a cell of the ${size}x${size} grid`);
    return cell;
  });
}

/** f-puzzles' name for a cell: 1-based and decimal ("R10C3"); row or column 0 or size+1 is outside. */
export function label(row, column) {
  return `R${row + 1}C${column + 1}`;
}

/**
 * Converts constraint text to `{ doc, families, family }`: the f-puzzles document, the families its
 * constraints belong to, and the one it is filed under. Throws Unsupported naming what f-puzzles (or
 * this converter) has no field for.
 */
export function toFPuzzles(text, meta = {}) {
  const list = parts(text);
  const size = sizeOf(list);
  const grid = Array.from({ length: size }, () => Array.from({ length: size }, () => ({})));
  const doc = { size };
  if (meta.title !== undefined) doc.title = meta.title;
  if (meta.author !== undefined) doc.author = meta.author;
  if (meta.ruleset !== undefined) doc.ruleset = meta.ruleset;
  doc.grid = grid;
  const families = new Set();
  const push = (key, value) => {
    doc[key] ??= [];
    doc[key].push(value);
  };
  const cells = (ids, what) => cellsNamed(ids, size, what, cellOf);
  const labels = (ids, what) => cells(ids, what).map(({ row, column }) => label(row, column));
  const negative = new Set();
  // The pairs of neighbours each kropki colour's relation (a Pair part) is stated on, by that colour.
  const strict = { difference: new Set(), ratio: new Set() };
  let noBoxes = false;

  for (const { type, args } of list) {
    if (Object.hasOwn(FLAGS, type)) {
      doc[FLAGS[type]] = true;
      families.add(FLAGS[type]);
      continue;
    }
    if (Object.hasOwn(LINES, type)) {
      const { key, family, what } = LINES[type];
      push(key, { lines: [labels(args, what)] });
      families.add(family);
      continue;
    }
    switch (type) {
      case 'Shape':
        break;
      case '':
        for (const arg of args) given(arg, size, grid, push, families);
        break;
      case 'Cage': {
        const [sum, ...ids] = args;
        const cage = { cells: labels(ids, 'a cage') };
        if (sum !== '' && sum !== undefined && Number(sum) !== 0) {
          if (!/^\d+$/.test(sum)) throw new Unsupported(`a cage sum "${sum}" is not a whole number`);
          cage.value = sum;
        }
        push('killercage', cage);
        families.add('killer');
        break;
      }
      case 'Jigsaw':
        jigsaw(args[args.length - 1] ?? '', size, grid);
        families.add('jigsaw');
        break;
      case 'AllDifferent':
        push('extraregion', { cells: labels(args, 'an all-different region') });
        families.add('extraregion');
        break;
      case 'NoBoxes':
        noBoxes = true;
        break;
      case 'Diagonal':
        if (args[0] === '1') doc['diagonal+'] = true;
        else if (args[0] === '-1') doc['diagonal-'] = true;
        else throw new Unsupported(`a diagonal's direction "${args[0]}" is not 1 or -1`);
        families.add('x');
        break;
      case 'Windoku':
        for (const window of windows(size)) push('extraregion', { cells: window });
        families.add('windoku');
        break;
      case 'Arrow': {
        const line = labels(args, 'an arrow');
        push('arrow', { cells: line.slice(0, 1), lines: [line] });
        families.add('arrow');
        break;
      }
      case 'PillArrow': {
        // A pill of two or three cells read as one number, as f-puzzles' multi-cell circles are.
        // The yardstick lists the pill from the line's end; its number reads left to right, top to bottom.
        const [pill, ...ids] = args;
        const line = cells(ids, 'a pill arrow');
        const circle = line.slice(0, Number(pill)).sort((a, b) => a.row - b.row || a.column - b.column);
        const names = (list) => list.map(({ row, column }) => label(row, column));
        push('arrow', { cells: names(circle), lines: [names([...circle, ...line.slice(Number(pill))])] });
        families.add('arrow');
        break;
      }
      case 'WhiteDot':
      case 'BlackDot':
      case 'X':
      case 'V': {
        const key = { WhiteDot: 'difference', BlackDot: 'ratio', X: 'xv', V: 'xv' }[type];
        for (const pair of adjacentPairs(cells(args, `a ${type}`))) {
          push(key, type === 'X' || type === 'V' ? { cells: pair, value: type } : { cells: pair });
        }
        families.add(type === 'X' || type === 'V' ? 'xv' : 'kropki');
        break;
      }
      case 'StrictKropki':
        negative.add('difference').add('ratio');
        families.add('kropki');
        break;
      case 'Pair': {
        // One kropki colour's negative rule, as to-iss.mjs states it: its relation on pairs of neighbours.
        const [key, ...items] = args;
        const colour = Object.keys(KROPKI_RELATIONS).find(
          (name) => pairKey(KROPKI_RELATIONS[name], size) === key,
        );
        if (colour === undefined) throw new Unsupported(`a pair relation "${key}" (not a kropki colour's)`);
        for (const group of items.join('~').split('~~')) {
          const ids = group.split('~').filter((id) => id !== '' && !id.startsWith('_'));
          for (let k = 1; k < ids.length; k++) {
            const pair = adjacentPairs(cells(ids.slice(k - 1, k + 1), 'a pair relation'));
            if (pair.length !== 1)
              throw new Unsupported(`a pair relation on ${ids[k - 1]} and ${ids[k]}, not neighbours`);
            strict[colour].add(pairName(pair[0]));
          }
        }
        families.add('kropki');
        break;
      }
      case 'StrictXV':
        negative.add('xv');
        families.add('xv');
        break;
      case 'Whisper': {
        // The difference is optional and 5 by default. German whispers differ by half the size, rounded
        // up (5 on 9x9), as core reads the field; other differences have no field.
        const ids = Number.isFinite(Number(args[0])) && args[0] !== '' ? args.slice(1) : args;
        const difference = ids === args ? 5 : Number(args[0]);
        if (difference !== Math.ceil(size / 2)) {
          throw new Unsupported(
            `a whisper line of difference ${difference} (only ${Math.ceil(size / 2)} is German whispers on ${size}x${size})`,
          );
        }
        push('whispers', { lines: [labels(ids, 'a whisper line')] });
        families.add('whispers');
        break;
      }
      case 'Quad': {
        const [corner, ...values] = args;
        const [{ row, column }] = cells([corner], 'a quadruple');
        if (row + 1 >= size || column + 1 >= size)
          throw new Unsupported(`a quadruple at ${corner} leaves the grid`);
        const square = [
          label(row, column),
          label(row, column + 1),
          label(row + 1, column),
          label(row + 1, column + 1),
        ];
        push('quadruple', { cells: square, values: values.map(Number) });
        families.add('quadruple');
        break;
      }
      case 'LittleKiller': {
        const [sum, id] = args;
        push('littlekillersum', littleKiller(sum, cells([id], 'a little killer')[0], size));
        families.add('littlekiller');
        break;
      }
      case 'Sandwich': {
        const [sum, id] = args;
        // A row or column outside the grid is named in decimal ("R12"), unlike a cell.
        const match = /^([RC])(\d+)$/i.exec(id ?? '');
        const index = match ? Number(match[2]) : 0;
        if (!match || index < 1 || index > size)
          throw new Unsupported(`a sandwich clue "${id}" is not a row or column`);
        const cell = match[1].toUpperCase() === 'R' ? label(index - 1, -1) : label(-1, index - 1);
        push('sandwichsum', { cell, value: sum });
        families.add('sandwich');
        break;
      }
      default:
        throw new Unsupported(`the constraint "${type}" has no f-puzzles field here`);
    }
  }
  // The yardstick keeps the boxes beside a jigsaw's regions unless told NoBoxes; in f-puzzles regions
  // replace the boxes, so boxes kept are extra regions. A grid with neither has no f-puzzles form.
  if (families.has('jigsaw') && !noBoxes) for (const box of boxes(size)) push('extraregion', { cells: box });
  if (noBoxes && !families.has('jigsaw'))
    throw new Unsupported('a grid without boxes (NoBoxes) and no jigsaw regions');
  // A colour's relation stands for its negative rule only on every pair of neighbours no dot joins.
  for (const [colour, pairs] of Object.entries(strict)) {
    if (pairs.size === 0) continue;
    const dotted = new Set(
      [...(doc.difference ?? []), ...(doc.ratio ?? [])].map(({ cells }) => pairName(cells)),
    );
    const undotted = neighbourPairs(size)
      .map(pairName)
      .filter((name) => !dotted.has(name));
    if (undotted.length !== pairs.size || undotted.some((name) => !pairs.has(name))) {
      throw new Unsupported(`a ${colour} relation on other pairs than the neighbours no dot joins`);
    }
    negative.add(colour);
  }
  if (negative.size > 0) doc.negative = [...negative].sort();
  return { doc, families: [...families].sort(), family: familyOf(families) };
}

/** The grid's size: 9 unless a Shape part names another square f-puzzles and core read. */
function sizeOf(list) {
  const shape = list.find((part) => part.type === 'Shape');
  if (shape === undefined) return 9;
  const [dims, values = '', kind = ''] = shape.args;
  const match = /^(\d+)x(\d+)$/.exec(dims ?? '');
  const size = match && match[1] === match[2] ? Number(match[1]) : 0;
  if (!SIZES.has(size))
    throw new Unsupported(`the shape "${shape.args.join('~')}" is not a 4, 6, 9 or 16 square`);
  if ((values !== '' && values !== String(size) && values !== `1-${size}`) || kind !== '') {
    throw new Unsupported(`the shape "${shape.args.join('~')}" does not hold the digits 1..${size}`);
  }
  return size;
}

/**
 * One givens argument: "R1C1_8" is a given; a set of values is an odd or even cell, or else the
 * setter's candidates for the cell (f-puzzles' given pencil marks; two sets of one cell meet).
 */
function given(arg, size, grid, push, families) {
  const [id, ...values] = arg.split('_');
  const cell = cellOf(id, size);
  if (cell === null) throw new Unsupported(`a given names "${id}", not a cell of the ${size}x${size} grid`);
  const digits = values.map(Number);
  if (digits.some((d) => !Number.isInteger(d) || d < 1 || d > size)) {
    throw new Unsupported(`the given "${arg}" is not digits 1..${size}`);
  }
  if (digits.length === 1) {
    Object.assign(grid[cell.row][cell.column], { value: digits[0], given: true });
    return;
  }
  const set = [...new Set(digits)].sort((a, b) => a - b).join();
  const parity = (rest) =>
    Array.from({ length: size }, (_, i) => i + 1)
      .filter((d) => d % 2 === rest)
      .join();
  const key = set === parity(1) ? 'odd' : set === parity(0) ? 'even' : null;
  if (key === null) {
    const target = grid[cell.row][cell.column];
    const marks = [...new Set(digits)].sort((a, b) => a - b);
    target.givenPencilMarks = target.givenPencilMarks?.filter((d) => marks.includes(d)) ?? marks;
    families.add('pencilmarks');
    return;
  }
  push(key, { cell: label(cell.row, cell.column) });
  families.add('oddeven');
}

/** A jigsaw layout (one character per cell, row-major) as every cell's region 0..size-1. */
function jigsaw(layout, size, grid) {
  if (layout.length !== size * size) {
    throw new Unsupported(`a jigsaw layout of ${layout.length} characters, not ${size * size}`);
  }
  const regions = new Map();
  const count = new Map();
  [...layout].forEach((key, index) => {
    if (!regions.has(key)) regions.set(key, regions.size);
    count.set(key, (count.get(key) ?? 0) + 1);
    grid[Math.floor(index / size)][index % size].region = regions.get(key);
  });
  if (regions.size !== size || [...count.values()].some((n) => n !== size)) {
    throw new Unsupported(`a jigsaw layout of ${regions.size} regions that are not ${size} cells each`);
  }
}

/** The windoku windows: boxes one cell in from the edge with one cell between them. */
export function windows(size) {
  const [height, width] = BOXES[size];
  const found = [];
  for (let column = 1; column + width < size; column += width + 1) {
    for (let row = 1; row + height < size; row += height + 1) {
      const cells = [];
      for (let r = row; r < row + height; r++)
        for (let c = column; c < column + width; c++) cells.push(label(r, c));
      found.push(cells);
    }
  }
  return found;
}

/** The boxes of a grid, as labels. */
export function boxes(size) {
  const [height, width] = BOXES[size];
  const found = [];
  for (let row = 0; row < size; row += height) {
    for (let column = 0; column < size; column += width) {
      const cells = [];
      for (let r = row; r < row + height; r++)
        for (let c = column; c < column + width; c++) cells.push(label(r, c));
      found.push(cells);
    }
  }
  return found;
}

/** The relation of each kropki colour's negative rule: not consecutive, and neither twice the other. */
export const KROPKI_RELATIONS = {
  difference: (a, b) => Math.abs(a - b) !== 1,
  ratio: (a, b) => a !== 2 * b && b !== 2 * a,
};

/**
 * The yardstick's key of a relation between two cells' digits (its Pair constraint): bit k of the
 * table, for k = (a - 1) * size + (b - 1), says whether `holds(a, b)`; the bits go six to a character
 * of URL-safe base64, lowest first, and trailing empty characters are left out.
 */
export function pairKey(holds, size) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const sixes = [];
  for (let a = 1; a <= size; a++) {
    for (let b = 1; b <= size; b++) {
      const k = (a - 1) * size + (b - 1);
      if (k % 6 === 0) sixes.push(0);
      if (holds(a, b)) sixes[sixes.length - 1] |= 1 << (k % 6);
    }
  }
  while (sixes.length > 0 && sixes.at(-1) === 0) sixes.pop();
  return sixes.map((six) => alphabet[six]).join('');
}

/** Every pair of orthogonal neighbours on the grid, as f-puzzles labels, the upper or left one first. */
export function neighbourPairs(size) {
  const pairs = [];
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      if (column < size - 1) pairs.push([label(row, column), label(row, column + 1)]);
      if (row < size - 1) pairs.push([label(row, column), label(row + 1, column)]);
    }
  }
  return pairs;
}

/** A pair of cells' name, the same whichever cell comes first. */
function pairName(cells) {
  return [...cells].sort().join();
}

/** Each orthogonally adjacent pair in a list of cells (a dot or letter may carry several), as labels. */
function adjacentPairs(list) {
  const pairs = [];
  list.forEach((a, i) => {
    for (const b of list.slice(i + 1)) {
      if (Math.abs(a.row - b.row) + Math.abs(a.column - b.column) === 1) {
        pairs.push([label(a.row, a.column), label(b.row, b.column)]);
      }
    }
  });
  return pairs;
}

/**
 * A little killer clue named by the first cell of its diagonal, as the yardstick names it: a cell of
 * the left edge starts a diagonal down and right, of the right edge up and left, of the top edge
 * down and left, of the bottom edge up and right. f-puzzles names it by its clue cell, one step
 * back from that first cell, and its direction.
 */
export function littleKiller(sum, first, size) {
  const { row, column } = first;
  const last = size - 1;
  let step;
  if (column === 0 && row < last) step = [1, 1, 'DR'];
  else if (column === last && row >= 1 && row < last) step = [-1, -1, 'UL'];
  else if (row === 0 && column >= 1) step = [1, -1, 'DL'];
  else if (row === last && column >= 1 && column < last) step = [-1, 1, 'UR'];
  else throw new Unsupported(`a little killer from ${label(row, column)} starts no diagonal`);
  const [dr, dc, direction] = step;
  const cells = [];
  for (let r = row, c = column; r >= 0 && r < size && c >= 0 && c < size; r += dr, c += dc)
    cells.push(label(r, c));
  return { cell: label(row - dr, column - dc), direction, value: sum, cells };
}

/** The family a puzzle is filed under (see HOUSE_FAMILIES). */
export function familyOf(families) {
  const set = new Set(families);
  if (set.size === 0) return 'classic';
  if (set.size === 1) return [...set][0];
  const others = [...set].filter((family) => !HOUSE_FAMILIES.has(family));
  return others.length === 1 ? others[0] : 'mixed';
}
