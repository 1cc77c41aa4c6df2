import { cellsText, cellText, listText } from '../board.js';
import type { Mark } from '../state.js';

/** "r1c2 loses 4 and 5, r1c3 loses 9": eliminations cell by cell, in board order. */
export function lossText(eliminations: readonly Mark[]): string {
  const byCell = new Map<number, number[]>();
  for (const { cell, digit } of eliminations) {
    const digits = byCell.get(cell);
    if (digits === undefined) byCell.set(cell, [digit]);
    else digits.push(digit);
  }
  return listText(
    [...byCell.entries()]
      .sort(([a], [b]) => a - b)
      .map(([cell, digits]) => `${cellText(cell)} loses ${listText(digits.sort().map(String))}`),
  );
}

/** Where a digit goes from: "the rest of row 3", or "every cell that sees them all: r1c1 and r5c5". */
export function leavesText(
  targets: readonly number[],
  within: { name: string; cells: readonly number[] } | null,
): string {
  if (within !== null && targets.every((cell) => within.cells.includes(cell)))
    return `the rest of ${within.name}`;
  return `every cell that sees them all: ${cellsText(targets)}`;
}
