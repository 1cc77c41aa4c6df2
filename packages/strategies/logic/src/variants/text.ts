import { cellsText, cellText, columnOf, type Houses, listText, rowOf } from '../board.js';
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

/** Whether `cells` (ascending or not) holds `cell`: the few cells of one unit or group. */
function holds(cells: ArrayLike<number>, from: number, to: number, cell: number): boolean {
  for (let i = from; i < to; i++) if (cells[i] === cell) return true;
  return false;
}

/**
 * Every reason two peers see each other, as a solver says it: the units holding both ("row 3", "the
 * main diagonal", "window 2"), the cages and small houses ("the 15 cage at r1c1"), and the move
 * between them under the extra peers' rules ("a knight's move", "a king's move"); "the rules" when
 * none is (a family whose peers are neither, such as whispering neighbours).
 */
export function relationsOf(houses: Houses, a: number, b: number): string[] {
  const out: string[] = [];
  for (let unit = 0; unit < houses.unitCount; unit++) {
    const from = unit * 9;
    if (holds(houses.unitCells, from, from + 9, a) && holds(houses.unitCells, from, from + 9, b))
      out.push(houses.unitNames[unit]!);
  }
  for (let group = 0; group < houses.groupCount; group++) {
    const from = houses.groupStart[group]!;
    const to = houses.groupStart[group + 1]!;
    if (holds(houses.groupCells, from, to, a) && holds(houses.groupCells, from, to, b))
      out.push(houses.groupNames[group]!);
  }
  if (out.length > 0) return out;
  const rows = Math.abs(rowOf[a]! - rowOf[b]!);
  const columns = Math.abs(columnOf[a]! - columnOf[b]!);
  if (rows + columns === 3 && rows !== 0 && columns !== 0) return ["a knight's move"];
  if (rows <= 1 && columns <= 1) return ["a king's move"];
  return ['the rules'];
}

/**
 * Why `target` sees every one of `places`, in as few reasons as a solver would give: the reason
 * shared by the most places not yet explained first (ties to the first found, units before cages):
 * "a knight's move from both r1c3 and r2c5", "sharing box 1 with r3c1, r3c2 and r3c3, sharing
 * window 1 with r3c4".
 */
export function seeingText(houses: Houses, target: number, places: readonly number[]): string {
  const reasons = places.map((place) => relationsOf(houses, target, place));
  const left = new Set(places.keys());
  const parts: string[] = [];
  while (left.size > 0) {
    const counts = new Map<string, number>();
    for (const i of left) for (const reason of reasons[i]!) counts.set(reason, (counts.get(reason) ?? 0) + 1);
    let best = '';
    let most = 0;
    for (const [reason, count] of counts) if (count > most) [best, most] = [reason, count];
    const cells = [...left].filter((i) => reasons[i]!.includes(best)).map((i) => places[i]!);
    for (const i of [...left]) if (reasons[i]!.includes(best)) left.delete(i);
    const from = cells.length === 2 ? `both ${cellsText(cells)}` : cellsText(cells);
    if (best.endsWith('move')) parts.push(`${best} from ${from}`);
    else if (best === 'the rules') parts.push(`a peer of ${from} by the rules`);
    else parts.push(`sharing ${best} with ${from}`);
  }
  return parts.join(', ');
}

/**
 * Where a digit goes from: "the rest of row 3", and each cell beyond it that sees every place, with
 * why: "every cell that sees them all: r3c4 (a knight's move from both r1c3 and r2c5)".
 */
export function leavesText(
  targets: readonly number[],
  within: { name: string; cells: readonly number[] } | null,
  houses: Houses,
  places: readonly number[],
): string {
  const inside = within === null ? [] : targets.filter((cell) => within.cells.includes(cell));
  const beyond = targets.filter((cell) => !inside.includes(cell));
  const rest = inside.length > 0 ? `the rest of ${within!.name}` : '';
  if (beyond.length === 0) return rest;
  const each = beyond.map((cell) => `${cellText(cell)} (${seeingText(houses, cell, places)})`);
  return `${rest === '' ? '' : `${rest} and `}every cell that sees them all: ${listText(each)}`;
}
