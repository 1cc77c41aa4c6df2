// An f-puzzles document as the yardstick's constraint text: the way back of convert.mjs, so that the
// runner can time the yardstick on published f-puzzles documents from anywhere (`run.mjs --file`).
// toFPuzzles(toIss(doc)) is doc again for every field convert.mjs writes (the tests check it).

// Which fields are settings rather than constraints is a fact of the format, read from the built core
// (`pnpm --filter @sudoku-lab/core build`); the constraints themselves are read here by rule, apart
// from core's reading, so that the yardstick checks it rather than repeats it.
import { fpuzzlesNonConstraintKeys } from '../../packages/core/dist/index.js';
import {
  boxes,
  cellOf,
  cellsNamed,
  KROPKI_RELATIONS,
  littleKiller,
  neighbourPairs,
  pairKey,
  Unsupported,
  windows,
} from './convert.mjs';

const CELL = /^R(\d+)C(\d+)$/;

/** The yardstick's id of an f-puzzles cell name ("R10C3" is "RaC3"); null when off the grid. */
function issCell(name, size) {
  const match = CELL.exec(name ?? '');
  if (match === null) return null;
  const [row, column] = [Number(match[1]), Number(match[2])];
  if (row < 1 || row > size || column < 1 || column > size) return null;
  return `R${row.toString(36)}C${column.toString(36)}`;
}

/**
 * Converts an f-puzzles document (parsed) to constraint text. Throws Unsupported naming a field or
 * a value the yardstick has no constraint for.
 */
export function toIss(doc) {
  const size = doc.size;
  if (![4, 6, 9, 16].includes(size)) throw new Unsupported(`an f-puzzles size of ${size}`);
  const out = [];
  const add = (type, ...args) => out.push(`.${[type, ...args].join('~')}`);
  const ids = (names, what) => cellsNamed(names, size, what, issCell);
  const list = (key) => (Array.isArray(doc[key]) ? doc[key] : []);
  const seen = new Set(['grid']);
  const use = (key) => seen.add(key);

  if (size !== 9) add('Shape', `${size}x${size}`);
  const givens = [];
  let layout = '';
  doc.grid.forEach((row, r) => {
    row.forEach((cell, c) => {
      const id = `R${(r + 1).toString(36)}C${(c + 1).toString(36)}`;
      if (cell.given === true) givens.push(`${id}_${cell.value}`);
      if (cell.region !== undefined) layout += cell.region.toString(size + 1);
    });
  });
  // Extra regions that are the windoku windows, or the boxes beside a jigsaw, go back to the
  // yardstick's own constraints for them (which it solves as such); the rest are all-different groups.
  const key = (cells) => [...cells].sort().join();
  const extra = new Map(list('extraregion').map(({ cells }) => [key(cells), cells]));
  const takeAll = (groups) => {
    if (!groups.every((cells) => extra.has(key(cells)))) return false;
    for (const cells of groups) extra.delete(key(cells));
    return true;
  };
  if (takeAll(windows(size))) add('Windoku');
  if (layout !== '') {
    if (layout.length !== size * size) throw new Unsupported('regions given for some cells only');
    add('Jigsaw', layout);
    if (!takeAll(boxes(size))) add('NoBoxes');
  }
  const negative = new Set(list('negative'));
  // f-puzzles reads nonconsecutive beside white dots of difference 1 as the negative rule for white
  // dots (consecutive digits only across a dot), not as a ban the dots' own pairs would break.
  const whiteDots = list('difference').some(
    ({ value }) => value === undefined || value === '' || Number(value) === 1,
  );
  if (doc.nonconsecutive === true && whiteDots) negative.add('difference');
  for (const key of ['diagonal+', 'diagonal-', 'antiknight', 'antiking', 'nonconsecutive']) {
    use(key);
    if (doc[key] !== true || (key === 'nonconsecutive' && whiteDots)) continue;
    if (key === 'diagonal+') add('Diagonal', '1');
    else if (key === 'diagonal-') add('Diagonal', '-1');
    else add({ antiknight: 'AntiKnight', antiking: 'AntiKing', nonconsecutive: 'AntiConsecutive' }[key]);
  }
  use('extraregion');
  for (const cells of extra.values()) add('AllDifferent', ...ids(cells, 'an extra region'));
  use('killercage');
  for (const { cells, value } of list('killercage')) add('Cage', value ?? '0', ...ids(cells, 'a cage'));
  // German whispers differ by half the size, rounded up (5 on 9x9), as core reads the field; the
  // yardstick's whisper takes the difference, which it otherwise sets to 5 whatever the size.
  const whisperGap = String(Math.ceil(size / 2));
  for (const [key, type] of [
    ['thermometer', 'Thermo'],
    ['whispers', 'Whisper'],
    ['renban', 'Renban'],
    ['palindrome', 'Palindrome'],
    ['betweenline', 'Between'],
  ]) {
    use(key);
    for (const entry of list(key)) {
      const value = key === 'whispers' ? entry.value : undefined;
      if (value !== undefined && value !== null && value !== '' && Number(value) !== Number(whisperGap)) {
        throw new Unsupported(`a whisper line of difference ${value} on ${size}x${size}`);
      }
      for (const line of entry.lines)
        add(type, ...(key === 'whispers' ? [whisperGap] : []), ...ids(line, `a ${key} line`));
    }
  }
  use('arrow');
  for (const { cells, lines } of list('arrow')) {
    const circle = ids(cells, 'an arrow circle');
    for (const line of lines) {
      const shaft = ids(
        line.filter((name) => !cells.includes(name)),
        'an arrow',
      );
      if (circle.length === 1) add('Arrow', ...circle, ...shaft);
      else if (circle.length === 2 || circle.length === 3)
        add('PillArrow', String(circle.length), ...circle, ...shaft);
      else throw new Unsupported(`an arrow circle of ${circle.length} cells`);
    }
  }
  for (const [key, mark] of [
    ['difference', 'WhiteDot'],
    ['ratio', 'BlackDot'],
    ['xv', null],
  ]) {
    use(key);
    for (const { cells, value } of list(key)) {
      if (key === 'difference' && value !== undefined && value !== '' && Number(value) !== 1) {
        throw new Unsupported(`a difference dot of ${value}`);
      }
      if (key === 'ratio' && value !== undefined && value !== '' && Number(value) !== 2) {
        throw new Unsupported(`a ratio dot of ${value}`);
      }
      if (key === 'xv' && value !== 'X' && value !== 'V') throw new Unsupported(`an XV mark "${value}"`);
      add(mark ?? value, ...ids(cells, `a ${key} mark`));
    }
  }
  use('negative');
  if (negative.has('xv')) add('StrictXV');
  if (negative.has('difference') && negative.has('ratio')) add('StrictKropki');
  else if (negative.has('difference') || negative.has('ratio')) {
    // The yardstick's strict kropki is both colours' rule at once; one colour's alone is a relation on
    // every pair of neighbours that no dot of either colour joins (a dotted pair is exempt from both).
    const dotted = new Set(
      [...list('difference'), ...list('ratio')].map(({ cells }) => [...cells].sort().join()),
    );
    const holds = KROPKI_RELATIONS[negative.has('difference') ? 'difference' : 'ratio'];
    const groups = neighbourPairs(size)
      .filter((pair) => !dotted.has([...pair].sort().join()))
      .map((pair) => ids(pair, 'a pair of neighbours').join('~'));
    if (groups.length > 0) add('Pair', pairKey(holds, size), groups.join('~~'));
  }
  for (const key of negative) {
    if (!['xv', 'difference', 'ratio'].includes(key)) throw new Unsupported(`a negative rule for "${key}"`);
  }
  for (const [key, digits] of [
    ['odd', 1],
    ['even', 0],
  ]) {
    use(key);
    const set = Array.from({ length: size }, (_, i) => i + 1).filter((d) => d % 2 === digits);
    for (const { cell } of list(key)) givens.push(`${ids([cell], `an ${key} cell`)[0]}_${set.join('_')}`);
  }
  // A setter's given pencil marks limit the cell to them, as the yardstick's givens of several values do
  // (two givens of one cell meet: a digit given beside marks keeps only what both allow).
  doc.grid.forEach((row, r) => {
    row.forEach((cell, c) => {
      const marks = cell.givenPencilMarks;
      if (!Array.isArray(marks) || marks.length === 0) return;
      givens.push(`R${(r + 1).toString(36)}C${(c + 1).toString(36)}_${[...new Set(marks)].join('_')}`);
    });
  });
  use('quadruple');
  for (const { cells, values } of list('quadruple')) {
    const corner = cells
      .map((name) => cellOf(ids([name], 'a quadruple')[0], size))
      .sort((a, b) => a.row - b.row || a.column - b.column)[0];
    add('Quad', `R${(corner.row + 1).toString(36)}C${(corner.column + 1).toString(36)}`, ...values);
  }
  use('littlekillersum');
  for (const { cell, direction, value } of list('littlekillersum')) {
    if (value === undefined || value === '') continue;
    const [dr, dc] = { DR: [1, 1], UL: [-1, -1], DL: [1, -1], UR: [-1, 1] }[direction] ?? [0, 0];
    const [, r, c] = (CELL.exec(cell ?? '') ?? [0, -9, -9]).map(Number);
    // The diagonal's cells from the clue, 0-based; a sum does not depend on the way it is read, so the
    // yardstick's name for the same cells (its first cell, from either end) says the same.
    const path = [];
    for (
      let row = r - 1 + dr, column = c - 1 + dc;
      row >= 0 && row < size && column >= 0 && column < size;
    ) {
      path.push({ row, column });
      row += dr;
      column += dc;
    }
    const key = (cells) => [...cells].sort().join(',');
    const wanted = key(path.map(({ row, column }) => `R${row + 1}C${column + 1}`));
    const first = [path[0], path.at(-1)].find((end) => {
      if (end === undefined || path.length < 2) return false;
      try {
        return key(littleKiller(value, end, size).cells) === wanted;
      } catch {
        return false;
      }
    });
    if (first === undefined) throw new Unsupported(`a little killer at ${cell} pointing ${direction}`);
    add('LittleKiller', value, `R${(first.row + 1).toString(36)}C${(first.column + 1).toString(36)}`);
  }
  use('sandwichsum');
  for (const { cell, value } of list('sandwichsum')) {
    const [, r, c] = (CELL.exec(cell ?? '') ?? [0, -1, -1]).map(Number);
    // The yardstick names a row or column of a clue outside the grid in decimal ("R12"), unlike a cell.
    if (r === 0 && c >= 1 && c <= size) add('Sandwich', value, `C${c}`);
    else if (c === 0 && r >= 1 && r <= size) add('Sandwich', value, `R${r}`);
    else throw new Unsupported(`a sandwich clue at ${cell} (only above or left of the grid)`);
  }
  const other = Object.keys(doc).filter(
    (key) => !fpuzzlesNonConstraintKeys.has(key) && !seen.has(key) && !isEmpty(doc[key]),
  );
  if (other.length > 0)
    throw new Unsupported(`the f-puzzles field "${other[0]}" has no constraint in the yardstick`);
  if (givens.length > 0) add('', ...givens);
  return out.join('');
}

function isEmpty(value) {
  if (value === undefined || value === null || value === false || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && Object.keys(value).length === 0;
}
