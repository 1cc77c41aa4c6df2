import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { countTests, durations, firstError, steps, summary } from './test-all.mjs';

describe('firstError', () => {
  it.each([
    [
      'a vitest worker timing out after every test passed (the package named by turbo)',
      '@sudoku-lab/logic:test:  Test Files  15 passed (15)\n@sudoku-lab/logic:test:       Tests  472 passed (472)\n' +
        '@sudoku-lab/logic:test: ⎯⎯⎯ Unhandled Rejection ⎯⎯⎯\n' +
        '@sudoku-lab/logic:test: Error: [vitest-worker]: Timeout calling "onTaskUpdate"\n',
      '@sudoku-lab/logic:test: Error: [vitest-worker]: Timeout calling "onTaskUpdate"',
    ],
    [
      'a failed test, before the error it printed',
      ' ✓ src/a.test.ts (3 tests)\n FAIL  src/b.test.ts > b > adds\nAssertionError: expected 2 to be 3\n',
      'FAIL src/b.test.ts > b > adds',
    ],
    [
      'a type error',
      '@sudoku-lab/core:typecheck: src/grid.ts(12,3): error TS2322: Type string is not assignable\n',
      '@sudoku-lab/core:typecheck: src/grid.ts(12,3): error TS2322: Type string is not assignable',
    ],
    [
      "Biome's finding",
      "Checked 420 files\nscripts/x.mjs:3:7 lint/suspicious/noFocusedTests ━━━━━━━━━━\n  × Don't focus the test.\n",
      'scripts/x.mjs:3:7 lint/suspicious/noFocusedTests ━━━━━━━━━━',
    ],
    [
      "pnpm's refusal",
      ' ERR_PNPM_OUTDATED_LOCKFILE  Cannot install with "frozen-lockfile"\n',
      'ERR_PNPM_OUTDATED_LOCKFILE Cannot install with "frozen-lockfile"',
    ],
    [
      'colours stripped',
      '\x1b[31mTypeError: x is not a function\x1b[39m\n',
      'TypeError: x is not a function',
    ],
    ['a count of no failures is no error', ' Tests  3 passed | 0 failed (3)\nall good\n', null],
  ])('%s', (_what, output, expected) => {
    expect(firstError(output)).toBe(expected);
  });
});

describe('countTests', () => {
  it("adds up vitest's closing lines, through turbo's prefixes and colours", () => {
    const output = [
      '@sudoku-lab/core:test:       Tests  10 passed (10)',
      '\x1b[2m      Tests \x1b[22m \x1b[1m\x1b[31m2 failed\x1b[39m\x1b[22m\x1b[2m | \x1b[22m\x1b[1m\x1b[32m5 passed\x1b[39m (7)',
      '      Tests  1 skipped | 4 passed (5)',
      'Test Files  3 passed (3)',
    ].join('\n');
    expect(countTests(output)).toEqual({ passed: 19, failed: 2, skipped: 1 });
  });
});

describe('summary', () => {
  const step = (name) => steps.find((s) => s.name === name);
  it('names each failed step with its first error, and the steps not run for want of another', () => {
    const text = summary(
      [
        { step: step('install'), outcome: 'passed' },
        {
          step: step('unit tests'),
          outcome: 'failed',
          code: 1,
          error: 'Error: [vitest-worker]: Timeout calling "onTaskUpdate"',
        },
        { step: step('build'), outcome: 'failed', code: 2, error: null },
        { step: step('end-to-end test'), outcome: 'skipped', missing: ['build'] },
      ],
      { passed: 3756, failed: 0, skipped: 0 },
    );
    expect(text.split('\n')).toEqual([
      '2 of 4 checks failed, 1 not run',
      'tests: 3756 passed, 0 failed',
      '  failed: unit tests (pnpm run test:unit, exit code 1)',
      '    first error: Error: [vitest-worker]: Timeout calling "onTaskUpdate"',
      '  failed: build (pnpm run build, exit code 2)',
      '    first error: (none printed: see its output above)',
      '  not run: end-to-end test, since build failed',
    ]);
  });

  it('says all passed when all did', () => {
    const text = summary(
      steps.map((s) => ({ step: s, outcome: 'passed' })),
      { passed: 5, failed: 0, skipped: 2 },
    );
    expect(text).toBe(`all ${steps.length} checks passed\ntests: 5 passed, 0 failed, 2 skipped`);
  });
});

describe('durations', () => {
  it('says how long each step that ran took', () => {
    const at = (name, seconds) => ({ step: steps.find((s) => s.name === name), seconds });
    const text = durations([
      at('lint', 12.4),
      at('typecheck', 100.2),
      { step: steps.at(-1), outcome: 'skipped' },
    ]);
    expect(text).toBe('lint 12 s, typecheck 1 min 40 s');
  });
});

describe('the steps', () => {
  const scripts = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts;

  it.each(steps.filter((s) => s.args[0] === 'run'))('$name runs a script the root package.json has', (s) => {
    expect(Object.keys(scripts)).toContain(s.args[1]);
  });

  it("include the corpus checks, the scripts' tests and one metadata command", () => {
    const run = steps.map((s) => s.args.join(' '));
    expect(run).toContain('run test:corpus');
    expect(run).toContain('run test:scripts');
    expect(run).toContain('run check:metadata');
    expect(Object.keys(scripts).filter((name) => name.includes('metadata'))).toEqual(['check:metadata']);
  });

  it('need only steps that come before them', () => {
    for (const [at, s] of steps.entries()) {
      const before = steps.slice(0, at).map((earlier) => earlier.name);
      for (const need of s.needs) expect(before, `${s.name} needs ${need}`).toContain(need);
    }
  });
});
