import { type ContenderInfo, strategyContender } from '@sudoku-lab/harness';
import { type StrategyInfo, strategyList } from './strategy-list.js';

/**
 * The strategies as the comparison's contenders, read from the page's strategy list: the page only
 * summarizes, which takes their ids and names, and the solving code stays in the comparison's workers.
 */
export const listedContenders: readonly (ContenderInfo & { readonly solver: StrategyInfo })[] =
  strategyList.map((strategy) => strategyContender(strategy));
