import { chainingProducers, chainingTechniques } from '../chaining/index.js';
import { kindsOf, techniqueOf } from '../chaining/producers.js';
import { CYCLE_IDS, FORCING_IDS } from '../records.js';
import type { RatedTechnique } from '../state.js';
import type { Finders } from './finders.js';

/**
 * Sudoku Explainer's chaining producers (../chaining/) as the records' finders: each chaining record
 * is found by the first producer that names its steps. A new chaining record is its record and its
 * producer's kind; this table follows from them.
 */
const producerOf = (() => {
  const out = new Map<string, RatedTechnique>();
  const named = new Set(chainingTechniques.map((t) => t.id));
  for (const p of chainingProducers) {
    // Only the kinds the producer finds: the first producer would otherwise claim every kind's id
    // (techniqueOf names a unary producer's step by its kind alone), the multiple forcing chains' too.
    for (const kind of kindsOf(p.config)) {
      const { id } = techniqueOf(kind, p.config);
      if (named.has(id) && !out.has(id)) out.set(id, p.find);
    }
  }
  return (id: string): Finders => {
    const find = out.get(id);
    if (find === undefined) throw new Error(`no chaining producer finds ${id}`);
    return { explainer: find };
  };
})();

type ChainingId = (typeof CYCLE_IDS)[number] | (typeof FORCING_IDS)[number];

/** The chaining techniques' finders, by record id (see finders.ts). */
export const chainingFinders = Object.fromEntries(
  [...CYCLE_IDS, ...FORCING_IDS].map((id) => [id, producerOf(id)]),
) as { readonly [Id in ChainingId]: Finders };
