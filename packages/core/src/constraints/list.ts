/**
 * The one list of constraint families core models, in the order messages list them. Adding a family
 * is adding its module file and its line here (and its field in `Rules`).
 */
import { cages } from './cages.js';
import { houses } from './houses.js';
import type { ConstraintModule, RuleKind } from './module.js';
import { antiking, antiknight } from './moves.js';
import { regions } from './regions.js';

/** Every constraint family's module, in the order messages list them. */
export const constraintModules: readonly ConstraintModule[] = Object.freeze([
  regions,
  houses,
  cages,
  antiknight,
  antiking,
] as ConstraintModule[]);

const byKind = new Map(constraintModules.map((module) => [module.kind, module]));

/** The module of a family. */
export function moduleOf(kind: RuleKind): ConstraintModule {
  return byKind.get(kind)!;
}
