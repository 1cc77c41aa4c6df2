/**
 * What core does with a puzzle's rules, family by family, through the one list of modules
 * (constraints/list.ts): their kinds and names, validation, the canonical form, the cache key.
 */
import { constraintModules } from './constraints/list.js';
import type { ConstraintModule, Group } from './constraints/module.js';
import type { RuleKind, Rules } from './rules.js';
import type { Shape } from './shape.js';

export { cageSumRange } from './constraints/sums.js';

/** Every rule kind, in the order messages list them: what defineSolver checks. */
export const ruleKinds: readonly RuleKind[] = Object.freeze(constraintModules.map((module) => module.kind));

/** Each rule kind in words, for messages: "bitboard does not handle killer cages". */
export const ruleNames: Readonly<Record<RuleKind, string>> = Object.freeze(
  Object.fromEntries(constraintModules.map((module) => [module.kind, module.name])) as Record<
    RuleKind,
    string
  >,
);

/** The value of a family's field in `rules`, when it says something. */
function familyValue(module: ConstraintModule, rules: Rules): NonNullable<Rules[RuleKind]> | undefined {
  const value = rules[module.kind];
  return value !== undefined && module.present(value as never)
    ? (value as NonNullable<Rules[RuleKind]>)
    : undefined;
}

/** The families `rules` holds with their values, in ruleKinds' order. */
export function familiesOf(
  rules: Rules | undefined,
): { module: ConstraintModule; value: NonNullable<Rules[RuleKind]> }[] {
  if (rules === undefined) return [];
  const found: { module: ConstraintModule; value: NonNullable<Rules[RuleKind]> }[] = [];
  for (const module of constraintModules) {
    const value = familyValue(module, rules);
    if (value !== undefined) found.push({ module, value });
  }
  return found;
}

/**
 * Of a puzzle's groups (every family's), those that replace the boxes: a jigsaw's regions. None when
 * the boxes stand. The one place that says whether the rules replace the boxes, for the rule tables'
 * units and the check of givens alike.
 */
export function boxReplacements(groups: readonly Group[]): Group[] {
  return groups.filter((group) => group.kind === 'region');
}

/** The kinds of rule that `rules` holds, in ruleKinds' order (none for a classic puzzle). */
export function kindsOf(rules: Rules | undefined): RuleKind[] {
  return familiesOf(rules).map(({ module }) => module.kind);
}

/**
 * Why `rules` cannot be a puzzle's rules on `shape`, in words, or null when they can: an unknown key,
 * or what its family's module finds wrong with its value.
 */
export function rulesProblem(shape: Shape, rules: unknown): string | null {
  if (typeof rules !== 'object' || rules === null || Array.isArray(rules))
    return 'the rules must be an object';
  for (const key of Object.keys(rules)) {
    if (!(ruleKinds as readonly string[]).includes(key)) {
      return `unknown rule "${key}" (the rules are ${ruleKinds.join(', ')})`;
    }
  }
  for (const module of constraintModules) {
    const value = (rules as Record<string, unknown>)[module.kind];
    if (value === undefined) continue;
    const problem = module.problem(shape, value);
    if (problem !== null) return problem;
  }
  return null;
}

/**
 * A frozen copy of checked rules with what says nothing left out (no houses, no cages, flags that
 * are false, a region map that is the boxes), each family's value in its module's canonical form;
 * undefined when nothing is left: a classic puzzle.
 */
export function normalizeRules(shape: Shape, rules: Rules): Rules | undefined {
  const result: Record<string, unknown> = {};
  for (const { module, value } of familiesOf(rules)) {
    const normal = module.normalize(shape, value as never);
    if (normal !== undefined) result[module.kind] = normal;
  }
  return Object.keys(result).length === 0 ? undefined : (Object.freeze(result) as Rules);
}

/** A string that two rule sets share exactly when they are the same rules: the tables' cache key. */
export function rulesKey(shape: Shape, rules: Rules): string {
  return `${shape.name}|${JSON.stringify(
    constraintModules.map((module) => {
      const value = familyValue(module, rules);
      return value === undefined ? null : module.key(value as never);
    }),
  )}`;
}
