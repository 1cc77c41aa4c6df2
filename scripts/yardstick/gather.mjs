// The published puzzles the yardstick keeps in its data/collections.js (and the examples that file
// lists from data/example_puzzles.js), each as an f-puzzles document filed under its family, with its
// source and, where the collection gives one, its known solution checked against the conversion.

import { violations } from './check.mjs';
import { toFPuzzles, Unsupported } from './convert.mjs';
import { toIss } from './to-iss.mjs';

/** The collections gathered, named ones first so a puzzle they share with EXAMPLES is filed under them. */
function collectionOrder(collections) {
  const names = Object.keys(collections).filter((name) => Array.isArray(collections[name]));
  return [...names.filter((name) => name !== 'EXAMPLES'), ...names.filter((name) => name === 'EXAMPLES')];
}

/** A source as one line of text: the collection's links (one or several), else the collection's name. */
function sourceOf(config, collection) {
  const src = Array.isArray(config.src) ? config.src.join(' ') : config.src;
  return src
    ? `${src} (${collection} in the Interactive Sudoku Solver's data)`
    : `${collection} in the Interactive Sudoku Solver's data`;
}

/**
 * Every puzzle of the solver's collections as a record: { name, collection, source, text (the
 * solver's constraint text), and either doc, family, families and solution (digits row-major, or
 * null when unknown), or skipped (the reason in words) }. A known solution that breaks the converted
 * rules throws: the conversion, not the puzzle, is wrong.
 */
export function gather(iss) {
  const { collections, resolvePuzzleConfig, SudokuParser } = iss;
  const seen = new Set();
  const records = [];
  for (const collection of collectionOrder(collections)) {
    const list = collections[collection];
    list.forEach((entry, index) => {
      const config =
        typeof list.configFor === 'function' ? list.configFor(entry) : resolvePuzzleConfig(entry);
      if (!config || typeof config.input !== 'string') return;
      const name = !config.name || config.name === config.input ? `${collection} #${index + 1}` : config.name;
      if (seen.has(name)) return;
      seen.add(name);
      const record = { name, collection, source: sourceOf(config, collection) };
      records.push(record);
      if (config.input.startsWith('/')) {
        record.skipped = 'built by a script of the solver, not constraint text';
        return;
      }
      try {
        record.text = SudokuParser.parseText(config.input).toString();
      } catch (error) {
        record.skipped = `the solver cannot read it: ${error.message}`;
        return;
      }
      try {
        const { doc, family, families } = toFPuzzles(record.text, {
          title: name,
          ruleset: `Source: ${record.source}`,
        });
        Object.assign(record, { doc, family, families, solution: null });
      } catch (error) {
        if (!(error instanceof Unsupported)) throw error;
        record.skipped = error.message;
        return;
      }
      const solution =
        typeof config.solution === 'string' ? digitsOf(config.solution, record.doc.size) : null;
      if (solution !== null && solution.length === record.doc.size ** 2) {
        const broken = violations(record.doc, solution);
        if (broken.length > 0) {
          throw new Error(
            `${name}: its published solution breaks the converted rules: ${broken.slice(0, 3).join('; ')}`,
          );
        }
        record.solution = solution;
        record.doc.solution = solution;
      }
    });
  }
  return records;
}

/** A published solution's digits: one character a cell, 1..9, or A..P for 1..16 on a 16x16 grid. */
function digitsOf(text, size) {
  return [...text].map((char) => (size > 9 && /[A-Z]/.test(char) ? char.charCodeAt(0) - 64 : Number(char)));
}

/**
 * Published f-puzzles documents from a file (one JSON document, or JSON lines of them), as records like
 * gather's: the document itself for our side, and its constraint text for the yardstick's (toIss). A
 * document the yardstick has no constraint for, or that is not JSON, is a record with `skipped`.
 */
export function fromDocuments(file, text) {
  const trimmed = text.trim();
  const lines = trimmed.startsWith('{') && !trimmed.includes('\n{') ? [trimmed] : trimmed.split('\n');
  const records = [];
  lines.forEach((line, index) => {
    if (line.trim() === '' || line.trim().startsWith('#')) return;
    const where = `${file}:${index + 1}`;
    let doc;
    try {
      doc = JSON.parse(line);
    } catch (error) {
      records.push({ name: where, collection: file, source: where, skipped: `not JSON: ${error.message}` });
      return;
    }
    const record = { name: doc.title ? `${doc.title} (${where})` : where, collection: file, source: where };
    records.push(record);
    try {
      record.text = toIss(doc);
      const { family, families } = toFPuzzles(record.text);
      Object.assign(record, { doc, family, families, solution: null });
    } catch (error) {
      if (!(error instanceof Unsupported)) throw error;
      record.skipped = error.message;
      return;
    }
    const solution = Array.isArray(doc.solution) ? doc.solution.map(Number) : null;
    if (solution !== null && solution.length === doc.size ** 2) {
      const broken = violations(doc, solution);
      if (broken.length > 0)
        throw new Error(`${where}: its solution breaks its rules: ${broken.slice(0, 3).join('; ')}`);
      record.solution = solution;
    }
  });
  return records;
}
