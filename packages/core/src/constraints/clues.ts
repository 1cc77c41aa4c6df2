/**
 * What the families with numbers share in an f-puzzles document: a clue's number (f-puzzles writes
 * most as strings), and the places just outside the grid where little killer and sandwich clues sit
 * (row 0 or size+1, column 0 or size+1, in f-puzzles' "R0C3" labels).
 */

/** A clue's number: a whole number or a string of digits; undefined when empty, NaN when not a number. */
export function clueNumber(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 ? value : Number.NaN;
  return typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
}

/** Whether `value` is a whole number from `least` to `most`. */
export function isWhole(value: unknown, least: number, most: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= least && value <= most;
}

/** The 1-based row and column an f-puzzles label names, off the grid too ("R0C3"), or null. */
export function labelPlace(label: unknown): { row: number; column: number } | null {
  const match = typeof label === 'string' ? /^R(\d+)C(\d+)$/i.exec(label) : null;
  return match ? { row: Number(match[1]), column: Number(match[2]) } : null;
}

/** "R0C3", as f-puzzles names a place by 1-based row and column (0 and size+1 are outside the grid). */
export function placeLabel(row: number, column: number): string {
  return `R${row}C${column}`;
}
