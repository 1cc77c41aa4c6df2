/**
 * Nonconsecutive: no two orthogonal neighbours hold consecutive digits. In f-puzzles, `nonconsecutive`
 * beside white kropki dots of difference 1 is f-puzzles' way of writing the negative white rule (the
 * dots' pairs are consecutive, every other pair is not): such a document is read as kropki dots with
 * `negativeWhite` (see kropki.ts), and this flag stays for the rule on its own.
 */
import type { Shape } from '../shape.js';
import { hasConsecutiveDots } from './kropki.js';
import type { ConstraintModule, Domains, Propagator } from './module.js';
import { adjacent, type EdgeRule, edgeChecks, negativeRules, relationOf } from './pairs.js';

const apart = (size: number) => relationOf(size, 'not consecutive', (a, b) => Math.abs(a - b) !== 1);

/** The rule on every pair of neighbours: the negative rule of a grid without marks. */
const neighbourRules = (shape: Shape, value: boolean): EdgeRule[] =>
  value === true ? negativeRules(shape, [], apart(shape.size), 'nonconsecutive: neighbours') : [];

/** The digits with two or three places among the cells' candidates: counted in one pass, bit by bit. */
function fewPlaces(candidates: Int32Array, cells: readonly number[]): number {
  let once = 0;
  let twice = 0;
  let thrice = 0;
  let more = 0;
  for (const cell of cells) {
    const mask = candidates[cell]!;
    more |= thrice & mask;
    thrice |= twice & mask;
    twice |= once & mask;
    once |= mask;
  }
  return twice & ~more;
}

/** The digits of the cells not yet settled. */
function openDigits(candidates: Int32Array, cells: readonly number[]): number {
  let open = 0;
  for (const cell of cells) {
    const mask = candidates[cell]!;
    if ((mask & (mask - 1)) !== 0) open |= mask;
  }
  return open;
}

/** The cell itself or one of its orthogonal neighbours. */
const beside = (shape: Shape, a: number, b: number) => a === b || adjacent(shape, a, b);

/**
 * A digit with two or three places left in a unit goes beside (or onto) every cell that is beside
 * each of them, so such a cell holds neither neighbour of the digit: with a digit's places two
 * cells side by side, both lose its neighbours; two cells apart, the one between; on a box's
 * diagonal, the two cells beside both. The pairs alone see this only once the digit is placed.
 */
function nearPlacesPropagator(shape: Shape, unit: readonly number[]): Propagator {
  const { size } = shape;
  // For positions i < j of the unit (i * size + j): the cells beside both, as a list.
  const besideBoth: number[][] = [];
  for (let i = 0; i < size; i++) {
    for (let j = 0; j < size; j++) {
      const [a, b] = [unit[i]!, unit[j]!];
      const near = [a, a - 1, a + 1, a - size, a + size].filter(
        (cell) => cell >= 0 && cell < shape.cellCount && beside(shape, cell, a) && beside(shape, cell, b),
      );
      besideBoth.push(i < j ? near : []);
    }
  }
  const all = (1 << size) - 1;
  // In rows, columns and boxes the cells beside two places lie in the unit: a digit whose neighbours
  // no open cell of the unit holds has nothing to take. Elsewhere (a jigsaw region) they may not.
  const inside = besideBoth.every((cells) => cells.every((cell) => unit.includes(cell)));
  return {
    cells: unit,
    propagate(domains: Domains): boolean {
      const { candidates } = domains;
      const open = inside ? openDigits(candidates, unit) : all;
      for (let few = fewPlaces(candidates, unit); few !== 0; few &= few - 1) {
        const bit = few & -few;
        const neighbours = ((bit << 1) | (bit >> 1)) & all;
        if ((neighbours & open) === 0) continue;
        let first = -1;
        let second = -1;
        let third = -1;
        for (let k = 0; k < size; k++) {
          if ((candidates[unit[k]!]! & bit) === 0) continue;
          if (first === -1) first = k;
          else if (second === -1) second = k;
          else third = unit[k]!;
        }
        // A cell this pass narrowed may have taken places: one left is the engine's hidden single.
        if (second === -1) continue;
        for (const cell of besideBoth[first * size + second]!) {
          if (third !== -1 && !beside(shape, cell, third)) continue;
          if ((candidates[cell]! & neighbours) !== 0 && !domains.keep(cell, ~neighbours)) return false;
        }
      }
      return true;
    },
  };
}

const edges = edgeChecks('nonconsecutive', neighbourRules);

/** Nonconsecutive: orthogonal neighbours never hold consecutive digits. */
export const nonconsecutive: ConstraintModule<'nonconsecutive'> = {
  kind: 'nonconsecutive',
  name: 'nonconsecutive',
  present: (value) => value === true,
  problem: (_shape, value) => (typeof value === 'boolean' ? null : 'nonconsecutive must be true or false'),
  normalize: (_shape, value) => (value === true ? true : undefined),
  key: (value) => value === true,
  fpuzzles: {
    keys: ['nonconsecutive'],
    read({ doc, report }) {
      const value = doc.nonconsecutive;
      if (value !== undefined && typeof value !== 'boolean') {
        report({ message: 'f-puzzles "nonconsecutive" must be true or false' });
      }
      return value === true && !hasConsecutiveDots(doc) ? true : undefined;
    },
    write(_shape, value, doc) {
      if (value === true) doc.nonconsecutive = true;
    },
  },
  ...edges,
  propagators: (shape, value, units) =>
    value === true
      ? [...edges.propagators(shape, value, units), ...units.map((unit) => nearPlacesPropagator(shape, unit))]
      : [],
};
