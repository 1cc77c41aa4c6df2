import { readdirSync, readFileSync } from 'node:fs';
import { parseGrid, verifySolution } from '@sudoku-lab/core';
import { describe, expect, it } from 'vitest';
import { findStrategy, strategies } from './index.js';

const PUZZLE = parseGrid('...4...3.7.48..1.2...23.4.9.4.5.9.8.5.....9131...8.2.4......345.5194.72.473.5..91');

describe('the strategy list', () => {
  it('holds every package under packages/strategies, once each', () => {
    const folder = new URL('../../strategies/', import.meta.url);
    const packages = readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => JSON.parse(readFileSync(new URL(`${entry.name}/package.json`, folder), 'utf8')).name);
    const dependencies = Object.keys(
      JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).dependencies,
    );
    expect(dependencies).toEqual(expect.arrayContaining(packages));
    expect(strategies).toHaveLength(packages.length);
  });

  it('gives each strategy a distinct lower-case id, a name, a description and 9x9 among its shapes', () => {
    expect(new Set(strategies.map((s) => s.id)).size).toBe(strategies.length);
    for (const strategy of strategies) {
      expect(strategy.id).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(strategy.name.length).toBeGreaterThan(0);
      expect(strategy.description.length).toBeGreaterThan(0);
      expect(strategy.shapes.map((shape) => shape.name)).toContain('9x9');
    }
  });

  it("names and describes each strategy in its own words, not in the scaffold's placeholders", () => {
    // `pnpm new:strategy` marks the name and description it writes with the word; the check follows it.
    const template = readFileSync(
      new URL('../../../scripts/templates/strategy/src/solver.ts.tmpl', import.meta.url),
      'utf8',
    );
    expect(template).toMatch(/name: '[^']*\bplaceholder\b/i);
    expect(template).toMatch(/description:\s*'[^']*\bplaceholder\b/i);
    const placeholders = strategies.flatMap((strategy) =>
      [`name: ${strategy.name}`, `description: ${strategy.description}`]
        .filter((text) => /\bplaceholder\b/i.test(text))
        .map((text) => `${strategy.id}'s ${text} (write your own in its src/solver.ts)`),
    );
    expect(placeholders).toEqual([]);
  });

  it.each(strategies.map((s) => [s.id, s] as const))(
    '%s solves a puzzle through the list',
    (id, strategy) => {
      expect(findStrategy(id)).toBe(strategy);
      const result = strategy.solve(PUZZLE);
      expect(result.status).toBe('solved');
      expect(verifySolution(PUZZLE, result.solution)).toEqual({ ok: true });
    },
  );

  it("runs on the packages' src through the @sudoku-lab/source condition, built or not", () => {
    // The root vitest.config.ts selects the condition; without it a built package's dist would run.
    // The files of the raw call sites say which ran (a formatted stack is mapped back to src anyway).
    const V8 = Error as unknown as {
      prepareStackTrace?: (error: Error, sites: { getFileName(): string | null }[]) => unknown;
    };
    const formatter = V8.prepareStackTrace;
    let files: unknown = [];
    V8.prepareStackTrace = (_, sites) => sites.map((site) => site.getFileName());
    try {
      parseGrid('not a puzzle');
    } catch (error) {
      files = (error as Error).stack;
    } finally {
      V8.prepareStackTrace = formatter;
    }
    expect(String(files), 'the files core ran from').toMatch(/packages[\\/]core[\\/]src[\\/]parse\.ts/);
    expect(String(files), 'the files core ran from').not.toMatch(/packages[\\/]core[\\/]dist/);
  });

  it('finds nothing for an unknown id', () => {
    expect(findStrategy('no-such-strategy')).toBeUndefined();
  });
});
