import type { Solver } from '@sudoku-lab/core';
import { strategies } from '@sudoku-lab/registry';

/**
 * What the page shows of a strategy before it runs one: its id, name, description, and the shapes and
 * rules it declares (which decide whether it races on a puzzle). The solving code stays in the workers.
 */
export type StrategyInfo = Pick<Solver, 'id' | 'name' | 'description' | 'shapes' | 'rules'>;

/** A strategy's StrategyInfo, as plain data. */
function strategyInfo({ id, name, description, shapes, rules }: Solver): StrategyInfo {
  return { id, name, description, shapes, ...(rules ? { rules } : {}) };
}

/**
 * Every strategy of the registry, in its order. The app's build writes this list out as data
 * (`vite.config.ts`, the strategy-list plugin, evaluates this module at build time), so the first view
 * carries the strategies' names, not their code: that loads with the solving workers.
 */
export const strategyList: readonly StrategyInfo[] = strategies.map(strategyInfo);
