import { digitChar } from './digits.js';
import { checkedGrid, type Grid } from './grid.js';

/** How formatGrid writes a grid: 'line' (one character a cell) or 'pretty' (a row a line, boxes set apart). */
export type FormatStyle = 'line' | 'pretty';

/**
 * A grid as text. 'line': one character a cell, '.' for empty (81 characters on 9x9).
 * 'pretty': a row a line, boxes set apart by '|' and "-+-" lines, as a person writes it.
 * parseGrid reads both back to the same grid.
 */
export function formatGrid(puzzle: Grid, style: FormatStyle = 'line'): string {
  const grid = checkedGrid(puzzle);
  const chars = grid.cells.map(digitChar);
  if (style === 'line') return chars.join('');
  const { size, boxHeight, boxWidth } = grid.shape;
  const lines: string[] = [];
  for (let row = 0; row < size; row++) {
    if (row > 0 && row % boxHeight === 0) {
      lines.push(Array.from({ length: size / boxWidth }, () => '-'.repeat(2 * boxWidth - 1)).join('-+-'));
    }
    const boxes: string[] = [];
    for (let column = 0; column < size; column += boxWidth) {
      boxes.push(chars.slice(row * size + column, row * size + column + boxWidth).join(' '));
    }
    lines.push(boxes.join(' | '));
  }
  return lines.join('\n');
}
