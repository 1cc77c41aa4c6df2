import { charDigit } from '@sudoku-lab/core';

/**
 * Where a key moves the focus on a size x size board: arrows one cell (stopping at the edges), Home and End
 * to the ends of the row, PageUp and PageDown to the ends of the column. Null for any other key.
 */
export function moveCell(cell: number, key: string, size: number): number | null {
  const row = Math.floor(cell / size);
  const column = cell % size;
  const at = (r: number, c: number) =>
    Math.min(size - 1, Math.max(0, r)) * size + Math.min(size - 1, Math.max(0, c));
  switch (key) {
    case 'ArrowUp':
      return at(row - 1, column);
    case 'ArrowDown':
      return at(row + 1, column);
    case 'ArrowLeft':
      return at(row, column - 1);
    case 'ArrowRight':
      return at(row, column + 1);
    case 'Home':
      return at(row, 0);
    case 'End':
      return at(row, size - 1);
    case 'PageUp':
      return at(0, column);
    case 'PageDown':
      return at(size - 1, column);
    default:
      return null;
  }
}

/**
 * The digit a key writes into a cell of a board with `size` digits: 1-9 (and A-G on 16x16), 0 for the
 * keys that clear (0, '.', space, Backspace, Delete). Null for a key that writes nothing.
 */
export function keyDigit(key: string, size: number): number | null {
  if (key === 'Backspace' || key === 'Delete' || key === ' ') return 0;
  if (key.length !== 1) return null;
  const digit = charDigit(key);
  return digit >= 0 && digit <= size ? digit : null;
}
