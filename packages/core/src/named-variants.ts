/**
 * The named variants of one rule kind each, as setters and players call them (see the rules glossary):
 *   x           both diagonals are houses          windoku     the four windows are houses
 *   jigsaw      regions in place of the boxes      killer      cages, each with its sum
 *   antiknight  no equal digits a knight's move apart
 *   antiking    no equal digits a king's move apart
 * Whoever makes puzzles of them (the generator, the testkit's conformance cases) asks here what each
 * fixes; a jigsaw's regions and a killer's cages differ from puzzle to puzzle, and are its to draw.
 */
import { diagonalHouses, windowHouses } from './constraints/geometry.js';
import type { Rules } from './rules.js';
import { shapes } from './shape.js';

/** A named variant: one kind of rule on a classic 9x9 board, as the generator and the CLI's `--variant` name it. */
export type VariantName = 'x' | 'windoku' | 'jigsaw' | 'antiknight' | 'antiking' | 'killer';

/** Every named variant, in the order the CLI and the conformance suite list them. */
export const variantNames: readonly VariantName[] = Object.freeze([
  'x',
  'windoku',
  'jigsaw',
  'antiknight',
  'antiking',
  'killer',
]);

/** The rules a named variant fixes on 9x9: none for jigsaw and killer, whose regions and cages are drawn. */
export function fixedRules(variant: VariantName): Rules {
  const nine = shapes['9x9'];
  switch (variant) {
    case 'x':
      return { houses: diagonalHouses(nine) };
    case 'windoku':
      return { houses: windowHouses(nine) };
    case 'antiknight':
      return { antiknight: true };
    case 'antiking':
      return { antiking: true };
    case 'jigsaw':
    case 'killer':
      return {};
  }
}
