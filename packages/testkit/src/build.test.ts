import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The published builds, loaded as a user loads them (turbo builds the package before its tests).
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const node = (code: string, type: 'commonjs' | 'module') =>
  execFileSync(process.execPath, ['--input-type', type, '-e', code], { cwd: dist, encoding: 'utf8' });

describe.skipIf(!existsSync(`${dist}index.cjs`))('the build', () => {
  it.each([
    ['require', 'commonjs', "const t = require('./index.cjs'); const p = require('./puzzles.cjs');"],
    ['import', 'module', "const t = await import('./index.js'); const p = await import('./puzzles.js');"],
  ] as const)(
    'loads with %s, outside a test run, and says why the suite cannot register there',
    (_, type, load) => {
      const out = node(
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

  it('keeps the repository-only reader of ../shared/puzzles out of the published entries', () => {
    const out = node("console.log(Object.keys(require('./index.cjs')).join(','))", 'commonjs');
    expect(out).not.toMatch(/shared/i);
  });
});
