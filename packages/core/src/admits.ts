import { cageSumReachable } from './rule-count.js';
import type { RuleTables } from './rule-tables.js';

/**
 * "May this digit go here now?": the one question a search that keeps only the units (rows, columns,
 * regions, houses of size cells) asks core about every other rule of a puzzle, at the one place where it
 * writes a digit. True when writing `digit` into the empty `cell` of `cells` (row-major, 0 = empty)
 * breaks none of the rules beyond the units: no extra peer (a knight's or king's move away, a cage's
 * or small house's other cell) holds the digit, and every cage of the cell can still reach its sum.
 * The units' own rule, each digit once, is the search's to keep. Always true on a classic puzzle.
 */
export function admits(tables: RuleTables, cells: ArrayLike<number>, cell: number, digit: number): boolean {
  if (tables.unitsOnly) return true;
  const { extraPeerStart, extraPeers } = tables;
  for (let k = extraPeerStart[cell]!; k < extraPeerStart[cell + 1]!; k++) {
    if (cells[extraPeers[k]!] === digit) return false;
  }
  const { cellCageStart, cellCages } = tables;
  for (let k = cellCageStart[cell]!; k < cellCageStart[cell + 1]!; k++) {
    if (!sumStillReachable(tables, cells, cellCages[k]!, digit)) return false;
  }
  return true;
}

/** Whether `cage`'s sum (none: always) can still be made with `digit` written into one of its empty cells. */
function sumStillReachable(
  tables: RuleTables,
  cells: ArrayLike<number>,
  cage: number,
  digit: number,
): boolean {
  const { cageStart, cageCells, cageSum, size } = tables;
  const sum = cageSum[cage]!;
  if (sum === 0) return true;
  let total = digit;
  let used = 1 << (digit - 1);
  let empty = -1; // the cell being written is one of the empty ones
  for (let k = cageStart[cage]!; k < cageStart[cage + 1]!; k++) {
    const held = cells[cageCells[k]!]!;
    if (held === 0) empty++;
    else {
      total += held;
      used |= 1 << (held - 1);
    }
  }
  return cageSumReachable(sum - total, empty, used, size);
}
