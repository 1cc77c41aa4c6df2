/**
 * Sandwich sums: a clue outside a row or column gives the sum of the digits between its 1 and its
 * largest digit (9 on 9x9; size in general), whichever comes first. 0 means the two are side by side.
 * In f-puzzles: `sandwichsum`, each `{ cell, value }`, `cell` the clue's place outside the grid: "R0C5"
 * above column 5, "R3C0" left of row 3 (below and right, row or column size+1, are read too).
 * Propagation enumerates where the 1 and the largest digit can stand, and for each placement the sets
 * of different digits that fill the cells between with the sum (see sums.ts's combinations). A stretch
 * whose cells' smallest digits already add up past the sum, or whose largest fall short of it, is not
 * weighed: its sets may each meet every cell ({2, 3, 5, 8} over 3, {2, 5}, {7, 8}, {7, 8}) where no
 * filling adds up.
 */
import type { Conflict } from '../conflicts.js';
import type { Sandwich } from '../rules.js';
import { cellName, type Shape } from '../shape.js';
import { listFamily } from './checks.js';
import { clueNumber, labelPlace, placeLabel } from './clues.js';
import type { ConstraintModule, Domains, Propagator } from './module.js';
import { cageSumRange, combinations } from './sums.js';

/** The cells of a sandwich's row or column, in order. */
function lineCells(shape: Shape, { line, index }: Pick<Sandwich, 'line' | 'index'>): number[] {
  const { size } = shape;
  return Array.from({ length: size }, (_, k) => (line === 'row' ? index * size + k : k * size + index));
}

/** The largest sum a sandwich can have: every digit but 1 and size between them. */
const largest = (size: number) => ((size - 1) * size) / 2 - 1;

/** The sets of `count` different digits from 2..size-1 adding up to `sum`, by count (0..size-2). */
function fillings(size: number, sum: number): Int32Array[] {
  const ends = 1 | (1 << (size - 1));
  return Array.from({ length: size - 1 }, (_, count) =>
    count === 0
      ? Int32Array.of(...(sum === 0 ? [0] : []))
      : combinations(size, count, sum).filter((combo) => (combo & ends) === 0),
  );
}

function sandwichPropagator(shape: Shape, sandwich: Sandwich): Propagator {
  const { size } = shape;
  const cells = lineCells(shape, sandwich);
  const { sum } = sandwich;
  const byCount = fillings(size, sum);
  // The stretches between the ends that some filling fits: no other length is weighed.
  const counts = byCount.flatMap((combos, count) => (combos.length > 0 ? [count] : []));
  const fewest = counts.length > 0 ? counts[0]! : size;
  const most = counts.length > 0 ? counts[counts.length - 1]! : -1;
  const one = 1;
  const top = 1 << (size - 1);
  const ends = one | top;
  const middle = ((1 << size) - 1) & ~ends;
  const allowed = new Int32Array(size);
  const line = new Int32Array(size);
  return {
    cells,
    propagate(domains: Domains): boolean {
      const { candidates } = domains;
      allowed.fill(0);
      // The places the 1 and the largest digit can take (bit k for the line's cell k): the line holds
      // one of each, so where one is placed, it is the only place to try.
      let ones = 0;
      let tops = 0;
      let placedOne = -1;
      let placedTop = -1;
      for (let k = 0; k < size; k++) {
        const mask = candidates[cells[k]!]!;
        line[k] = mask;
        if ((mask & one) !== 0) ones |= 1 << k;
        if ((mask & top) !== 0) tops |= 1 << k;
        if (mask === one) placedOne = k;
        else if (mask === top) placedTop = k;
      }
      if (placedOne !== -1) ones = 1 << placedOne;
      if (placedTop !== -1) tops = 1 << placedTop;
      // Each stretch low..high is weighed once, for the 1 at either end.
      for (let low = 0; low + fewest + 1 < size; low++) {
        const oneLow = (ones & (1 << low)) !== 0;
        const topLow = (tops & (1 << low)) !== 0;
        if (!oneLow && !topLow) continue;
        // The stretch's candidates, and the least and most its cells add up to, as it grows: past the
        // sum, or past a cell with no digit between the ends, no longer stretch fits either.
        let union = 0;
        let least = 0;
        let mostSum = 0;
        let blocked = false;
        let high = low + 1;
        for (; high < low + 1 + fewest; high++) {
          const inner = line[high]! & middle;
          blocked ||= inner === 0;
          union |= inner;
          least += 32 - Math.clz32(inner & -inner);
          mostSum += 32 - Math.clz32(inner);
        }
        for (; high < size && high - low - 1 <= most; high++) {
          if (high - low - 1 > fewest) {
            const inner = line[high - 1]! & middle;
            blocked ||= inner === 0;
            union |= inner;
            least += 32 - Math.clz32(inner & -inner);
            mostSum += 32 - Math.clz32(inner);
          }
          if (blocked || least > sum) break;
          if (mostSum < sum) continue;
          const upward = oneLow && (tops & (1 << high)) !== 0;
          const downward = topLow && (ones & (1 << high)) !== 0;
          if (!upward && !downward) continue;
          const combos = byCount[high - low - 1]!;
          let fit = 0;
          let inside = -1;
          next: for (let c = 0; c < combos.length; c++) {
            const combo = combos[c]!;
            if ((combo & ~union) !== 0) continue;
            for (let k = low + 1; k < high; k++) if ((line[k]! & combo) === 0) continue next;
            fit |= combo;
            inside &= combo;
          }
          if (inside === -1) continue;
          if (upward) {
            allowed[low]! |= one;
            allowed[high]! |= top;
          }
          if (downward) {
            allowed[low]! |= top;
            allowed[high]! |= one;
          }
          // A digit every fitting filling holds is between the ends, so not outside them.
          const outside = middle & ~inside;
          let short = 0;
          for (let k = 0; k < low; k++) short |= line[k]! & ~(allowed[k]! |= line[k]! & outside);
          for (let k = low + 1; k < high; k++) short |= line[k]! & ~(allowed[k]! |= line[k]! & fit);
          for (let k = high + 1; k < size; k++) short |= line[k]! & ~(allowed[k]! |= line[k]! & outside);
          // Once every cell's candidates are allowed, no stretch left to weigh can remove anything.
          short |= (line[low]! & ~allowed[low]!) | (line[high]! & ~allowed[high]!);
          if (short === 0) return true;
        }
      }
      for (let k = 0; k < size; k++) {
        const keep = line[k]! & allowed[k]!;
        if (keep !== line[k] && !domains.keep(cells[k]!, keep)) return false;
      }
      return true;
    },
  };
}

/** Where the line's givens already break its sandwich: its 1 and largest digit given, the digits between off the sum. */
function sandwichConflict(
  shape: Shape,
  sandwich: Sandwich,
  index: number,
  cells: ArrayLike<number>,
): Conflict | null {
  const { size } = shape;
  const line = lineCells(shape, sandwich);
  const i = line.findIndex((cell) => cells[cell] === 1);
  const j = line.findIndex((cell) => cells[cell] === size);
  if (i === -1 || j === -1) return null;
  const low = Math.min(i, j);
  const high = Math.max(i, j);
  let total = 0;
  let empty = 0;
  for (let k = low + 1; k < high; k++) {
    const digit = cells[line[k]!]!;
    if (digit === 0) empty++;
    else total += digit;
  }
  const count = high - low - 1;
  const [least, most] = count === 0 ? [0, 0] : cageSumRange(size - 2, count).map((bound) => bound + count);
  // Each empty cell between adds at least 2 and at most size-1, and the count's different digits bound it too.
  const fits =
    total + 2 * empty <= sandwich.sum &&
    total + (size - 1) * empty >= sandwich.sum &&
    sandwich.sum >= least! &&
    sandwich.sum <= most!;
  if (fits) return null;
  const where = `${sandwich.line} ${sandwich.index + 1}`;
  return {
    unit: 'sandwiches',
    unitIndex: index,
    digit: size,
    cells: [line[i]!, line[j]!],
    message: `the sandwich sum ${sandwich.sum} of ${where}: the digits between its 1 (${cellName(shape, line[i]!)}) and ${size} (${cellName(shape, line[j]!)}) cannot add up to it`,
  };
}

/** Sandwich sums: the digits between a row's or column's 1 and its largest digit add up to the clue. */
export const sandwiches: ConstraintModule<'sandwiches'> = {
  ...listFamily({ kind: 'sandwiches', name: 'sandwich sums', one: 'sandwich' }, (shape) => {
    const seen = new Set<string>();
    return (sandwich, label) => {
      const { line, index, sum } = sandwich;
      if (line !== 'row' && line !== 'column') return `${label} must be on a row or a column`;
      if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= shape.size) {
        return `${label} names ${line} ${String(index)}, not 0..${shape.size - 1}`;
      }
      if (typeof sum !== 'number' || !Number.isInteger(sum) || sum < 0 || sum > largest(shape.size)) {
        return `${label} (${line} ${index + 1}) has the sum ${String(sum)}: 0 to ${largest(shape.size)} on ${shape.name}`;
      }
      const key = `${line}${index}`;
      if (seen.has(key)) return `${label}: ${line} ${index + 1} has two sandwich clues`;
      seen.add(key);
      return null;
    };
  }),
  normalize(_shape, value) {
    if (value.length === 0) return undefined;
    const sorted = [...value].sort(
      (a, b) => Number(a.line === 'column') - Number(b.line === 'column') || a.index - b.index,
    );
    return Object.freeze(sorted.map(({ line, index, sum }) => Object.freeze({ line, index, sum })));
  },
  key: (value) => value.map(({ line, index, sum }) => [line === 'row' ? 0 : 1, index, sum]),
  fpuzzles: {
    keys: ['sandwichsum'],
    read({ shape, listOf, report }) {
      const { size } = shape;
      const found: Sandwich[] = [];
      for (const [k, entry] of listOf('sandwichsum').entries()) {
        const what = `sandwich ${k + 1}`;
        const { cell, value } = (entry ?? {}) as Record<string, unknown>;
        const sum = clueNumber(value);
        // f-puzzles keeps a clue whose number was cleared; it says nothing.
        if (sum === undefined) continue;
        if (Number.isNaN(sum)) {
          report({ message: `${what} has the sum "${String(value)}", not a whole number` });
          continue;
        }
        const place = labelPlace(cell);
        const outsideRow = place !== null && (place.row === 0 || place.row === size + 1);
        const outsideColumn = place !== null && (place.column === 0 || place.column === size + 1);
        if (place !== null && outsideRow && !outsideColumn && place.column >= 1 && place.column <= size) {
          found.push({ line: 'column', index: place.column - 1, sum });
        } else if (place !== null && outsideColumn && !outsideRow && place.row >= 1 && place.row <= size) {
          found.push({ line: 'row', index: place.row - 1, sum });
        } else
          report({
            message: `${what} sits at "${String(cell)}", not beside a row or a column outside the grid`,
          });
      }
      return found.length > 0 ? found : undefined;
    },
    write(_shape, value, doc) {
      doc.sandwichsum = value.map(({ line, index, sum }) => ({
        cell: line === 'row' ? placeLabel(index + 1, 0) : placeLabel(0, index + 1),
        value: String(sum),
      }));
    },
  },
  groups: () => [],
  extraPeers: () => [],
  conflicts: (shape, value, cells) =>
    value.flatMap((sandwich, k) => sandwichConflict(shape, sandwich, k, cells) ?? []),
  propagators: (shape, value) => value.map((sandwich) => sandwichPropagator(shape, sandwich)),
};

export type { Sandwich };
