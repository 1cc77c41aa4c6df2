import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chainingProducers, chainingTechniques, kinds } from './chaining/index.js';
import { kindsOf, techniqueOf } from './chaining/producers.js';
import { explainerLadder, families, finders } from './policy.js';
import { techniqueTable } from './records.fixture.js';
import { records } from './records.js';

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

  it("give each chaining technique the producers' name and base score", () => {
    const wrong: string[] = [];
    const named = new Map(chainingTechniques.map((t) => [t.id, t.name]));
    for (const p of chainingProducers) {
      const unary = !p.config.multiple && !p.config.dynamic;
      for (const kind of kindsOf(p.config)) {
        const { id } = techniqueOf(kind, p.config);
        const record = records.find((r) => r.id === id);
        if (record === undefined || !named.has(id)) continue;
        const score = unary ? kinds[kind].base : p.baseRating;
        // The first producer that names a technique sets its score (the nested levels share names).
        const first = chainingProducers.find((q) =>
          kindsOf(q.config).some((k) => techniqueOf(k, q.config).id === id),
        );
        if (first !== p) continue;
        if (record.name !== named.get(id)) wrong.push(`${id}: named ${record.name}, not ${named.get(id)}`);
        if (record.score !== score) wrong.push(`${id}: scored ${record.score}, not ${score}`);
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

describe('the rating policy', () => {
  it('gives every record a finder on one ladder at least', () => {
    const without = records.filter((r) => {
      const f = finders[r.id];
      return f === undefined || (f.player ?? f.explainer ?? f.variant) === undefined;
    });
    expect(without.map((r) => r.id)).toEqual([]);
  });

  it("takes each record's finders from one family's table", () => {
    // The policy gathers the families' tables by spreading them: an id in two would keep the last.
    const seen = new Map<string, number>();
    for (const table of families) for (const id of Object.keys(table)) seen.set(id, (seen.get(id) ?? 0) + 1);
    expect([...seen].filter(([, count]) => count > 1).map(([id]) => id)).toEqual([]);
    expect([...seen.keys()].sort()).toEqual(records.map((r) => r.id).sort());
  });

  it('has finders for records only', () => {
    const ids = new Set<string>(records.map((r) => r.id));
    expect(Object.keys(finders).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('names in its finders only techniques that have a record', () => {
    // A finder writes its steps' technique ids; each must be a record's, or its steps have no rating.
    const ids = new Set<string>(records.map((r) => r.id));
    const unknown: string[] = [];
    for (const folder of ['techniques', 'variants', 'chaining']) {
      const at = new URL(`./${folder}/`, import.meta.url);
      for (const file of readdirSync(at).filter((name) => /^[\w-]+\.ts$/.test(name))) {
        const text = readFileSync(new URL(file, at), 'utf8');
        for (const [, id] of text.matchAll(/technique: '([a-z0-9-]+)'/g))
          if (!ids.has(id!)) unknown.push(`${folder}/${file}: ${id}`);
      }
    }
    expect(unknown).toEqual([]);
  });

  it("puts every finder on SE's ladder once, in the records' order", () => {
    const all = records.flatMap((r) =>
      finders[r.id].explainer === undefined ? [] : [finders[r.id].explainer],
    );
    expect(explainerLadder.map((rung) => rung.find)).toEqual([...new Set(all)]);
  });

  it("puts every chaining producer on SE's ladder, in SE's order", () => {
    const at = chainingProducers.map((p) => explainerLadder.findIndex((rung) => rung.find === p.find));
    expect(
      at.filter((i) => i === -1),
      'producers missing from the ladder',
    ).toEqual([]);
    expect(at).toEqual([...at].sort((a, b) => a - b));
  });

  it('gives each chaining technique the producer that names its steps', () => {
    const wrong: string[] = [];
    for (const p of chainingProducers) {
      for (const kind of kindsOf(p.config)) {
        const { id } = techniqueOf(kind, p.config);
        const record = records.find((r) => r.id === id);
        // The first producer that names a technique finds it (the nested levels share names).
        const first = chainingProducers.find((q) =>
          kindsOf(q.config).some((k) => techniqueOf(k, q.config).id === id),
        );
        if (record === undefined || finders[record.id].explainer !== first?.find)
          wrong.push(`${id}: not ${first?.id}'s finder`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
