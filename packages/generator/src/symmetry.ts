import type { Shape } from '@sudoku-lab/core';

/**
 * Glossary (beside core's cell, digit, unit, peers, candidates):
 *   symmetry  a map of the board onto itself that the pattern of clues must not change
 *   orbit     a cell and its images under the symmetry: the clues taken away together
 */
export type Symmetry = 'none' | 'rotate180' | 'rotate90' | 'mirror' | 'diagonal';

/** Every symmetry generate accepts. */
export const symmetries: readonly Symmetry[] = Object.freeze([
  'none',
  'rotate180',
  'rotate90',
  'mirror',
  'diagonal',
]);

/**
 * Where each symmetry sends the cell at (row, column) of a board `size` cells wide. rotate90 is a
 * quarter turn clockwise (its orbits hold the cell's four quarter-turn images); mirror reflects left
 * to right; diagonal reflects in the main diagonal.
 */
const images: Readonly<Record<Symmetry, (row: number, column: number, size: number) => [number, number]>> = {
  none: (row, column) => [row, column],
  rotate180: (row, column, size) => [size - 1 - row, size - 1 - column],
  rotate90: (row, column, size) => [column, size - 1 - row],
  mirror: (row, column, size) => [row, size - 1 - column],
  diagonal: (row, column) => [column, row],
};

/**
 * Why a shape cannot have a symmetry, or null when it can. A quarter turn or a reflection in the
 * diagonal swaps rows with columns, so it takes a box of boxHeight x boxWidth to one of boxWidth x
 * boxHeight: only shapes with square boxes (4x4, 9x9, 16x16) keep their boxes under it.
 */
export function symmetryProblem(shape: Shape, symmetry: Symmetry): string | null {
  const swapsAxes = symmetry === 'rotate90' || symmetry === 'diagonal';
  if (!swapsAxes || shape.boxHeight === shape.boxWidth) return null;
  return (
    `a ${shape.name} board cannot have ${symmetry} symmetry: it would turn its ${shape.boxHeight}x${shape.boxWidth} ` +
    `boxes into ${shape.boxWidth}x${shape.boxHeight} ones (use none, rotate180 or mirror)`
  );
}

const cache = new Map<string, readonly (readonly number[])[]>();

/**
 * The board's cells split into orbits of the symmetry, each orbit's cells ascending, the orbits in
 * the order of their first cell. Computed once per shape and symmetry, and readonly by type only: V8
 * (Node 20) reads a frozen array's elements several times slower, and the carve reads these in its
 * inner loop.
 */
export function orbitsOf(shape: Shape, symmetry: Symmetry): readonly (readonly number[])[] {
  const key = `${shape.name} ${symmetry}`;
  let orbits = cache.get(key);
  if (orbits === undefined) {
    orbits = buildOrbits(shape, symmetry);
    cache.set(key, orbits);
  }
  return orbits;
}

function buildOrbits(shape: Shape, symmetry: Symmetry): readonly (readonly number[])[] {
  const { size, cellCount } = shape;
  const image = images[symmetry];
  const seen = new Uint8Array(cellCount);
  const orbits: (readonly number[])[] = [];
  for (let cell = 0; cell < cellCount; cell++) {
    if (seen[cell]) continue;
    const orbit: number[] = [];
    // Follow the map until it returns to the start: every symmetry here has order 1, 2 or 4.
    for (let at = cell; !seen[at]; ) {
      seen[at] = 1;
      orbit.push(at);
      const [row, column] = image(Math.floor(at / size), at % size, size);
      at = row * size + column;
    }
    orbits.push(orbit.sort((a, b) => a - b));
  }
  return orbits;
}
