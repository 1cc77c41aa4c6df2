/**
 * Extra houses: groups whose digits differ beyond rows, columns and regions. Diagonals (Sudoku X),
 * windoku's windows and f-puzzles' extra regions are one family: the same rule on different cells,
 * one field of the rules; only where they come from in an f-puzzles document differs.
 */
import type { Shape } from '../shape.js';
import { groupEntryProblem, listFamily } from './checks.js';
import { diagonalHouses, type House, windowHouses } from './geometry.js';
import { distinctPropagator, fpuzzlesLabel, repeatsIn, sortedCells } from './groups.js';
import type { ConstraintModule, Group } from './module.js';

function houseGroups(houses: readonly House[]): Group[] {
  return houses.map((house, index) => ({
    kind: 'house',
    index,
    name: house.name,
    cells: house.cells,
    sum: 0,
  }));
}

function same(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((cell, i) => cell === b[i]);
}

/** Extra houses (diagonals, windoku windows, extra regions): groups whose digits differ, units when of size cells. */
export const houses: ConstraintModule<'houses'> = {
  ...listFamily(
    { kind: 'houses', name: 'extra houses (diagonals, windows, extra regions)', one: 'house' },
    (shape) =>
      groupEntryProblem(shape, (house, _cells, label) => {
        const { name } = house;
        return typeof name !== 'string' || name === '' ? `${label} must have a name` : null;
      }),
  ),
  normalize: (_shape, value) =>
    value.length === 0
      ? undefined
      : Object.freeze(
          value.map((house) => Object.freeze({ name: house.name, cells: sortedCells(house.cells) })),
        ),
  key: (value) => value.map((house) => [house.name, ...house.cells]),
  fpuzzles: {
    keys: ['diagonal+', 'diagonal-', 'extraregion'],
    read({ shape, doc, cellsOf, listOf, report }) {
      const found: House[] = [];
      const [main, anti] = diagonalHouses(shape);
      for (const key of ['diagonal+', 'diagonal-']) {
        if (doc[key] !== undefined && typeof doc[key] !== 'boolean') {
          report({ message: `f-puzzles "${key}" must be true or false` });
        }
      }
      if (doc['diagonal-'] === true) found.push(main!);
      if (doc['diagonal+'] === true) found.push(anti!);
      // An extra region on a window's cells is that window, named so: windoku reads back as written.
      const windows = shape.boxHeight === shape.boxWidth && shape.boxHeight >= 3 ? windowHouses(shape) : [];
      listOf('extraregion').forEach((region, k) => {
        const name = `extra region ${k + 1}`;
        const cells = cellsOf((region as { cells?: unknown })?.cells, name);
        const sorted = [...cells].sort((a, b) => a - b);
        found.push(windows.find((window) => same(window.cells, sorted)) ?? { name, cells });
      });
      return found.length > 0 ? found : undefined;
    },
    write(shape: Shape, value, doc) {
      const [main, anti] = diagonalHouses(shape);
      const extra: House[] = [];
      for (const house of value) {
        if (same(house.cells, main!.cells)) doc['diagonal-'] = true;
        else if (same(house.cells, anti!.cells)) doc['diagonal+'] = true;
        else extra.push(house);
      }
      if (extra.length > 0) {
        doc.extraregion = extra.map((house) => ({
          cells: house.cells.map((cell) => fpuzzlesLabel(shape, cell)),
        }));
      }
    },
  },
  groups: (_shape, value) => houseGroups(value),
  extraPeers: () => [],
  conflicts: (shape, value, cells) => houseGroups(value).flatMap((group) => repeatsIn(shape, group, cells)),
  propagators: (shape, value) => value.map((house) => distinctPropagator(shape, house.cells)),
};
