import { strategies } from '@sudoku-lab/registry';
import { describe, expect, it } from 'vitest';
import { strategyContender } from './contender.js';
import { strategyContenders } from './strategies.js';
import { Summary } from './summary.js';
import { outcomeOf } from './testing.fixture.js';

describe('strategyContenders', () => {
  it("are the registry's strategies in its order, each counting solutions and reporting its counters", () => {
    expect(strategyContenders.map((c) => c.solver)).toEqual(strategies);
    for (const contender of strategyContenders) {
      expect(contender).toMatchObject({ kind: 'strategy', countsSolutions: true, reportsStats: true });
    }
  });
});

describe('strategyContender', () => {
  it('takes a strategy known only by its id and name, for a summary of answers solved elsewhere', () => {
    const known = { id: 'elsewhere', name: 'Solved elsewhere' };
    const contender = strategyContender(known);
    expect(contender.solver).toBe(known);
    const summary = new Summary([contender]);
    summary.add({ outcomes: [outcomeOf('solved', { timeMs: 2 })], disagreeing: new Set() });
    expect(summary.rows()).toMatchObject([
      { strategy: 'elsewhere', name: 'Solved elsewhere', kind: 'strategy', solved: 1 },
    ]);
  });
});
