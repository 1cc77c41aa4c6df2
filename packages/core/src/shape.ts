/**
 * Glossary, shared by every package:
 *   shape       the board's geometry: box height x box width; size = boxHeight * boxWidth digits
 *   cell        an index 0..cells-1 into the board, row-major
 *   digit       1..size; 0 is an empty cell
 *   unit        a row, a column or a box: size cells that must hold every digit once
 *   peers       the other cells that share a unit with a cell
 *   candidates  the digits a cell may still take, as a bitmask (bit d-1 for digit d)
 */
export type ShapeName = '4x4' | '6x6' | '9x9' | '16x16';

/** A board shape: its boxes are boxHeight rows by boxWidth columns, and it has size digits, rows, columns and boxes. */
export interface Shape {
  readonly name: ShapeName;
  /** Rows in one box. */
  readonly boxHeight: number;
  /** Columns in one box. */
  readonly boxWidth: number;
  /** Digits, rows, columns and boxes: boxHeight * boxWidth. */
  readonly size: number;
  /** Cells on the board: size * size. */
  readonly cellCount: number;
}

function makeShape(boxHeight: number, boxWidth: number): Shape {
  const size = boxHeight * boxWidth;
  return Object.freeze({
    name: `${size}x${size}` as ShapeName,
    boxHeight,
    boxWidth,
    size,
    cellCount: size * size,
  });
}

/** Every shape core parses, formats and validates, smallest first. */
export const shapes: Readonly<Record<ShapeName, Shape>> = Object.freeze({
  '4x4': makeShape(2, 2),
  '6x6': makeShape(2, 3),
  '9x9': makeShape(3, 3),
  '16x16': makeShape(4, 4),
});

/** Every shape core knows, smallest first: 4x4, 6x6, 9x9 and 16x16. */
export const allShapes: readonly Shape[] = Object.freeze(Object.values(shapes));

/** The shape with `size` digits, or undefined. */
export function shapeOfSize(size: number): Shape | undefined {
  return allShapes.find((shape) => shape.size === size);
}

/** The shape whose board has `cellCount` cells, or undefined. */
export function shapeOfCellCount(cellCount: number): Shape | undefined {
  return allShapes.find((shape) => shape.cellCount === cellCount);
}

/**
 * The canonical Shape for a name or a shape-like value (one that crossed a worker boundary, say), or
 * undefined. Only the four names are names: an inherited property name ('__proto__', 'toString') is none.
 */
export function resolveShape(shape: Shape | ShapeName): Shape | undefined {
  if (typeof shape === 'string') return Object.hasOwn(shapes, shape) ? shapes[shape] : undefined;
  if (typeof shape !== 'object' || shape === null) return undefined;
  for (const known of allShapes) if (known === shape) return known;
  const { boxHeight, boxWidth } = shape;
  return allShapes.find((s) => s.boxHeight === boxHeight && s.boxWidth === boxWidth);
}

/** "row 3, column 7" for a cell, 1-based as a person counts. */
export function cellName(shape: Shape, cell: number): string {
  return `row ${Math.floor(cell / shape.size) + 1}, column ${(cell % shape.size) + 1}`;
}
