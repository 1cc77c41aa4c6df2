import { allShapes, defineSolver, ruleKinds } from '@sudoku-lab/core';
import { type CspCounter, search } from './search.js';

/**
 * Core checks the puzzle (malformed, unsupported shape, conflicting givens, a rule it does not declare),
 * applies the budgets and shapes the result; the strategy is its search. It declares every shape and
 * every constraint family core models: its search reads them all through core's constraint layer.
 */
export const solver = defineSolver<CspCounter>({
  id: 'csp',
  name: 'Constraint propagation (csp)',
  description:
    "Every constraint family's propagation run to a fixpoint on candidate bitmasks (singles, cage " +
    'combinations, the 45 rule), then a choice at the cell with the fewest candidates, or on a variant ' +
    'where conflicts weigh it, a digit with two places left in a unit: the variant flagship.',
  shapes: allShapes,
  rules: ruleKinds,
  counters: ['eliminations'],
  search,
});
