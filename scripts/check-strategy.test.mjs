// `pnpm check:strategy <id>`: what it checks, and what it refuses before checking anything.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { stepsFor } from './check-strategy.mjs';
import { exec } from './workspace.mjs';

const script = fileURLToPath(new URL('check-strategy.mjs', import.meta.url));

/** Runs the script to its end without blocking this thread; its exit code and output (stdout, then stderr). */
async function check(...args) {
  const { status, stdout, stderr } = await exec(process.execPath, [script, ...args]);
  return { code: status, output: `${stdout}${stderr}` };
}

describe('pnpm check:strategy', () => {
  it('checks the lint, types, tests, corpus, registry and README tables, and metadata of the one strategy', () => {
    const steps = stepsFor('fresh');
    expect(steps.map((step) => step.name)).toEqual([
      'lint',
      'types',
      'tests',
      'corpus',
      'registry',
      'metadata',
    ]);
    const line = (name) => {
      const step = steps.find((s) => s.name === name);
      return [step.cwd ?? '.', ...step.args].join(' ');
    };
    expect(line('lint')).toContain('check packages/strategies/fresh packages/registry/src/strategies.ts');
    expect(line('types')).toBe('. --noEmit --incremental -p packages/strategies/fresh');
    expect(line('tests')).toBe('packages/strategies/fresh run');
    expect(line('corpus')).toBe('. scripts/corpus.mjs @sudoku-lab/fresh');
    expect(line('registry')).toBe('packages/registry run src/strategies.test.ts src/root-tables.test.ts');
    expect(line('metadata')).toBe('. scripts/metadata.mjs @sudoku-lab/fresh');
  });

  it.each([
    [[], 'give one strategy', 2],
    [['a', 'b'], 'give one strategy', 2],
    [['--fast'], 'give one strategy', 2],
    [['nosuch'], "no strategy 'nosuch': packages/strategies/nosuch/package.json is missing", 2],
    [['../core'], "no strategy '../core'", 2],
    [['--help'], 'usage: pnpm check:strategy <id>', 0],
  ])('%j: says "%s", exits %i and checks nothing', async (args, message, status) => {
    const { code, output } = await check(...args);
    expect(output).toContain(message);
    expect(output).not.toContain('=== lint');
    expect(code).toBe(status);
  });
});
