/**
 * Nonconsecutive: no two orthogonal neighbours hold consecutive digits. In f-puzzles, `nonconsecutive`
 * beside white kropki dots of difference 1 is f-puzzles' way of writing the negative white rule (the
 * dots' pairs are consecutive, every other pair is not): such a document is read as kropki dots with
 * `negativeWhite` (see kropki.ts), and this flag stays for the rule on its own.
 */
import type { Shape } from '../shape.js';
import { hasConsecutiveDots } from './kropki.js';
import type { ConstraintModule } from './module.js';
import { type EdgeRule, edgeChecks, negativeRules, relationOf } from './pairs.js';

const apart = (size: number) => relationOf(size, 'not consecutive', (a, b) => Math.abs(a - b) !== 1);

/** The rule on every pair of neighbours: the negative rule of a grid without marks. */
const neighbourRules = (shape: Shape, value: boolean): EdgeRule[] =>
  value === true ? negativeRules(shape, [], apart(shape.size), 'nonconsecutive: neighbours') : [];

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
    cellKeys: [],
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
  ...edgeChecks('nonconsecutive', neighbourRules),
};
