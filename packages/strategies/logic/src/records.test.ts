import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chainingTechniques } from './chaining/index.js';
import { techniqueTable } from './records.fixture.js';
import { explainerLadder, records } from './records.js';

describe('the technique records', () => {
  it('have one id each', () => {
    expect(new Set(records.map((r) => r.id)).size).toBe(records.length);
  });

  it('cover every technique the chaining producers name, and no other chaining id', () => {
    const chainIds = chainingTechniques.map((t) => t.id).sort();
    const ours = records
      .filter((r) => chainIds.includes(r.id))
      .map((r) => r.id)
      .sort();
    expect(ours).toEqual(chainIds);
  });

  it("put every finder on SE's ladder once, in the records' order", () => {
    const finders = records.flatMap((r) => (r.explainer === null ? [] : [r.explainer]));
    expect(explainerLadder.map((rung) => rung.find)).toEqual([...new Set(finders)]);
  });

  it("are the README's technique table", () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const table = readme.split('<!-- techniques -->')[1]?.split('<!-- /techniques -->')[0]?.trim();
    expect(table).toBe(techniqueTable());
  });
});
