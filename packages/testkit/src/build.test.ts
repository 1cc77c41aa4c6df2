import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// The published builds, loaded as a user loads them (turbo builds the package before its tests).
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
// A child Node, awaited: the test worker's event loop keeps running while it starts and loads.
const node = async (code: string, type: 'commonjs' | 'module') =>
  (await promisify(execFile)(process.execPath, ['--input-type', type, '-e', code], { cwd: dist })).stdout;

describe.skipIf(!existsSync(`${dist}index.cjs`))('the build', () => {
  it.each([
    ['require', 'commonjs', "const t = require('./index.cjs'); const p = require('./puzzles.cjs');"],
    ['import', 'module', "const t = await import('./index.js'); const p = await import('./puzzles.js');"],
  ] as const)(
    'loads with %s, outside a test run, and says why the suite cannot register there',
    async (_, type, load) => {
      const out = await node(
        `${load}
      let said = 'registered';
      try { t.describeConformance(t.referenceSolver); } catch (error) { said = error.message.split('\\n')[0]; }
      console.log(JSON.stringify({ cases: t.conformanceCases('9x9').length, named: p.namedPuzzles.length, said }));`,
        type,
      );
      const { cases, named, said } = JSON.parse(out) as { cases: number; named: number; said: string };
      expect(cases).toBeGreaterThan(10);
      expect(named).toBeGreaterThan(5);
      expect(said).toMatch(/vitest/i);
    },
  );

  it('keeps the repository-only reader of ../shared/puzzles out of the published entries', async () => {
    const out = await node("console.log(Object.keys(require('./index.cjs')).join(','))", 'commonjs');
    expect(out).not.toMatch(/shared/i);
  });
});
