/** Jigsaw: size regions of size cells replace the boxes, each holding every digit once. */
import { describeValue } from '../errors.js';
import { cellName, type Shape } from '../shape.js';
import { boxRegions } from './geometry.js';
import { distinctPropagator, repeatsIn } from './groups.js';
import type { ConstraintModule, Group } from './module.js';

function regionGroups(shape: Shape, regions: readonly number[]): Group[] {
  const lists: number[][] = Array.from({ length: shape.size }, () => []);
  regions.forEach((region, cell) => {
    lists[region]!.push(cell);
  });
  return lists.map((cells, index) => ({ kind: 'region', index, name: `region ${index + 1}`, cells, sum: 0 }));
}

/** Jigsaw regions: size irregular regions of size cells that replace the boxes. */
export const regions: ConstraintModule<'regions'> = {
  kind: 'regions',
  name: 'irregular regions (jigsaw)',
  present: () => true,
  problem(shape, value) {
    const { size, cellCount } = shape;
    if (!Array.isArray(value) || value.length !== cellCount) {
      return `the region map must give a region to each of the ${cellCount} cells`;
    }
    const count = new Array<number>(size).fill(0);
    for (let cell = 0; cell < cellCount; cell++) {
      const region: unknown = value[cell];
      if (typeof region !== 'number' || !Number.isInteger(region) || region < 0 || region >= size) {
        return `the region of ${cellName(shape, cell)} must be 0..${size - 1}, not ${String(region)}`;
      }
      count[region]!++;
    }
    const uneven = count.findIndex((n) => n !== size);
    if (uneven !== -1) {
      return `the regions do not split the grid into ${size} regions of ${size} cells: region ${uneven + 1} has ${count[uneven]}`;
    }
    return null;
  },
  normalize(shape, value) {
    // Numbered in the order they first appear on the board, as the boxes are: one partition, one map.
    const number = new Map<number, number>();
    const map = value.map((region) => {
      if (!number.has(region)) number.set(region, number.size);
      return number.get(region)!;
    });
    const boxes = boxRegions(shape);
    return map.some((region, cell) => region !== boxes[cell]) ? Object.freeze(map) : undefined;
  },
  key: (value) => value,
  fpuzzles: {
    keys: [],
    cellKeys: ['region'],
    read({ shape, gridCells, report }) {
      const map = boxRegions(shape);
      let given = 0;
      gridCells.forEach((cell, index) => {
        if (!('region' in cell)) return;
        const region = cell.region;
        const at = { row: Math.floor(index / shape.size) + 1, column: (index % shape.size) + 1 };
        if (typeof region !== 'number' || !Number.isInteger(region) || region < 0 || region >= shape.size) {
          report({
            ...at,
            message: `the region of row ${at.row}, column ${at.column} is ${typeof region === 'string' ? describeValue(region) : String(region)}, not 0..${shape.size - 1}`,
          });
        } else {
          map[index] = region;
          given++;
        }
      });
      return given > 0 ? map : undefined;
    },
    write(shape, value, doc) {
      const grid = doc.grid as Record<string, unknown>[][];
      for (let cell = 0; cell < shape.cellCount; cell++) {
        grid[Math.floor(cell / shape.size)]![cell % shape.size]!.region = value[cell]!;
      }
    },
  },
  groups: regionGroups,
  extraPeers: () => [],
  conflicts: (shape, value, cells) =>
    regionGroups(shape, value).flatMap((group) => repeatsIn(shape, group, cells)),
  propagators: (shape, value) =>
    regionGroups(shape, value).map((group) => distinctPropagator(shape, group.cells)),
};
