/**
 * The one list of constraint families core models, in the order messages list them. Adding a family
 * is adding its module file and its line here (and its field in `Rules`).
 */
import { arrows } from './arrows.js';
import { betweenLines } from './between-lines.js';
import { cages } from './cages.js';
import { givenCandidates } from './given-candidates.js';
import { houses } from './houses.js';
import { kropki } from './kropki.js';
import { littleKillers } from './little-killers.js';
import type { ConstraintModule, RuleKind } from './module.js';
import { antiking, antiknight } from './moves.js';
import { nonconsecutive } from './nonconsecutive.js';
import { palindromes } from './palindromes.js';
import { parity } from './parity.js';
import { quadruples } from './quadruples.js';
import { regions } from './regions.js';
import { renbans } from './renbans.js';
import { sandwiches } from './sandwiches.js';
import { thermometers } from './thermometers.js';
import { whispers } from './whispers.js';
import { xv } from './xv.js';

/** Every constraint family's module, in the order messages list them. */
export const constraintModules: readonly ConstraintModule[] = Object.freeze([
  regions,
  houses,
  cages,
  antiknight,
  antiking,
  thermometers,
  arrows,
  whispers,
  renbans,
  palindromes,
  betweenLines,
  kropki,
  xv,
  nonconsecutive,
  parity,
  givenCandidates,
  quadruples,
  littleKillers,
  sandwiches,
] as ConstraintModule[]);

const byKind = new Map(constraintModules.map((module) => [module.kind, module]));

/** The module of a family. */
export function moduleOf(kind: RuleKind): ConstraintModule {
  return byKind.get(kind)!;
}
