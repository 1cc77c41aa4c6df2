// `npm run setup`: a fresh clone's first minutes. It builds only what the first comparison runs, and
// without declarations; turbo keeps that build apart from `pnpm build`'s, which has them.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { libraryBuild } from '../tsup.config.ts';
import { steps, TYPES_VARIABLE } from './setup.mjs';

const saved = process.env[TYPES_VARIABLE];
afterEach(() => {
  if (saved === undefined) delete process.env[TYPES_VARIABLE];
  else process.env[TYPES_VARIABLE] = saved;
});

describe('npm run setup', () => {
  it('installs from the lockfile, builds the compare app and the CLI without declarations, and compares', () => {
    expect(steps.map((step) => step.args.join(' '))).toEqual([
      'install --frozen-lockfile',
      'exec turbo run build --filter=@sudoku-lab/compare... --filter=@sudoku-lab/cli...',
      'run compare',
    ]);
    expect(steps[1].env).toEqual({ [TYPES_VARIABLE]: '0' });
    const scripts = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts;
    expect(scripts.setup).toBe('node scripts/setup.mjs');
  });

  it.each([
    ['0', false],
    ['1', true],
    [undefined, true],
  ])('%s: tsup writes declarations: %s', (value, dts) => {
    if (value === undefined) delete process.env[TYPES_VARIABLE];
    else process.env[TYPES_VARIABLE] = value;
    expect(libraryBuild().dts).toBe(dts);
  });

  it("is a part of the build's hash in turbo, so the two builds never stand in for each other", () => {
    const turbo = JSON.parse(readFileSync(new URL('../turbo.json', import.meta.url), 'utf8'));
    expect(turbo.tasks.build.env).toContain(TYPES_VARIABLE);
  });
});
