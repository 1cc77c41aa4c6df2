import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chainingProducers, chainingTechniques } from './chaining/index.js';
import { kindsOf, techniqueOf } from './chaining/producers.js';
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

  it("put every chaining producer on SE's ladder, in SE's order", () => {
    const at = chainingProducers.map((p) => explainerLadder.findIndex((rung) => rung.find === p.find));
    expect(
      at.filter((i) => i === -1),
      'producers missing from the ladder',
    ).toEqual([]);
    expect(at).toEqual([...at].sort((a, b) => a - b));
  });

  it('give each chaining technique the producer that names its steps', () => {
    const wrong: string[] = [];
    for (const p of chainingProducers) {
      for (const kind of kindsOf(p.config)) {
        const { id } = techniqueOf(kind, p.config);
        const record = records.find((r) => r.id === id);
        // The first producer that names a technique finds it (the nested levels share names).
        const first = chainingProducers.find((q) =>
          kindsOf(q.config).some((k) => techniqueOf(k, q.config).id === id),
        );
        if (record?.explainer !== first?.find) wrong.push(`${id}: not ${first?.id}'s finder`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("are the README's technique table", () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const table = readme.split('<!-- techniques -->')[1]?.split('<!-- /techniques -->')[0]?.trim();
    expect(table).toBe(techniqueTable());
  });
});
