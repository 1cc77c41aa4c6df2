// Published puzzles from Rangsk's SudokuSolver (github:dclamage/SudokuSolver, GPL-3.0): its tests keep
// setters' variant puzzles as f-puzzles data (lz-string base64, as in an f-puzzles link) beside their
// solutions, each under a comment naming the puzzle, its setter and its constraints. This script reads
// them from a clone or a bare mirror and writes them as f-puzzles JSON lines, each with `title`,
// `author`, `ruleset` (the setter's rules, then where it comes from) and `solution` (digits row-major), for `run.mjs --file` (which
// leaves out, with the reason, what the yardstick cannot state) and logic's published check. The puzzles are their setters'; the repository's licence is GPL-3.0, so they
// stay in the gitignored data folder and only this script is committed.
//
//   node scripts/yardstick/rangsk.mjs --from GIT_DIR [--out FILE]

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { toFPuzzles, Unsupported } from './convert.mjs';
import { dataDir } from './iss.mjs';
import { toIss } from './to-iss.mjs';

const USAGE = `Usage: node scripts/yardstick/rangsk.mjs --from GIT_DIR [--out FILE]
  --from GIT_DIR   a clone or bare mirror of github.com/dclamage/SudokuSolver
  --out FILE       where the JSON lines go (default scripts/yardstick/data/published/rangsk.jsonl)`;

/** Where the test puzzles live in that repository. */
const PUZZLES = 'SudokuTests/Puzzles.cs';
/** The arrays of (f-puzzles data, solution) pairs; the rest of the file is classic grids. */
const ARRAYS = ['uniqueClassicFPuzzles', 'uniqueVariantFPuzzles'];

// lz-string is the harness's dependency (it reads f-puzzles links); a CommonJS module, required as one.
const require = createRequire(new URL('../../packages/harness/package.json', import.meta.url));
const lz = require('lz-string');

/** The text of Puzzles.cs at HEAD of a bare mirror, or in a clone's work tree. */
function sourceText(from) {
  const file = join(from, PUZZLES);
  if (existsSync(file)) return readFileSync(file, 'utf8');
  return execFileSync('git', ['-C', from, 'show', `HEAD:${PUZZLES}`], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
}

function commitOf(from) {
  try {
    return execFileSync('git', ['-C', from, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

/**
 * The (comment, data, solution) entries of one array in the C# source: each pair is written
 * `(@"DATA", "SOLUTION")`, most with a `// "Title" by Setter (constraints)` line above.
 */
export function entriesOf(text, array) {
  const start = text.indexOf(`${array} =`);
  if (start < 0) return [];
  const end = text.indexOf('};', start);
  const body = text.slice(start, end);
  const entries = [];
  let comment = '';
  for (const line of body.split('\n')) {
    const trimmed = line.trim();
    if (trimmed.startsWith('//')) comment = trimmed.replace(/^\/\/\s*/, '');
    const pair = /^\(@?"([A-Za-z0-9+/=]+)",\s*"(\d+)"\)/.exec(trimmed);
    if (pair !== null) {
      entries.push({ comment, data: pair[1], solution: pair[2] });
      comment = '';
    }
  }
  return entries;
}

/** "Title" by Setter (...) -> { title, author }; anything else is the title as written. */
function nameOf(comment) {
  const quoted = /^"([^"]+)"\s+by\s+([^(:]+?)\s*(?:[(:]|https?:|$)/.exec(comment);
  if (quoted !== null) return { title: quoted[1], author: quoted[2].trim() };
  const plain = /^(.+?)\s+by\s+([^(:]+?)\s*(?:[(:]|$)/.exec(comment);
  if (plain !== null) return { title: plain[1].trim(), author: plain[2].trim() };
  return { title: comment || 'untitled', author: '' };
}

/** The line fields whose drawing Rangsk's f-puzzles extension also writes as a cosmetic `line`. */
const DRAWN_LINES = ['renban', 'whispers', 'palindrome', 'betweenline', 'thermometer', 'arrow'];

/**
 * Drops the drawings of modelled constraints: a cosmetic `line` along the cells of a renban, whispers
 * or other line of the document (Rangsk's extension draws its fields so), and a `text` mark lying on a
 * thermometer (the bulb's arrow). Anything else is kept, so a rule written only as a drawing is still
 * refused by name. Returns how many drawings were dropped.
 */
export function dropDrawings(doc) {
  const key = (cells) => [...cells].sort().join(',');
  const drawn = new Set();
  for (const field of DRAWN_LINES)
    for (const item of doc[field] ?? []) for (const line of item.lines ?? []) drawn.add(key(line));
  const onThermo = new Set((doc.thermometer ?? []).flatMap((item) => (item.lines ?? []).flat()));
  let dropped = 0;
  if (Array.isArray(doc.line)) {
    const kept = doc.line.filter((item) => !(item.lines ?? []).every((line) => drawn.has(key(line))));
    dropped += doc.line.length - kept.length;
    if (kept.length === 0) delete doc.line;
    else doc.line = kept;
  }
  if (Array.isArray(doc.text)) {
    const kept = doc.text.filter((item) => !(item.cells ?? []).every((cell) => onThermo.has(cell)));
    dropped += doc.text.length - kept.length;
    if (kept.length === 0) delete doc.text;
    else doc.text = kept;
  }
  return dropped;
}

/** The solution string as digits row-major: one character a digit, or two past size 9. */
function digitsOf(solution, size) {
  if (solution.length === size * size) return [...solution].map(Number);
  if (solution.length === 2 * size * size) return solution.match(/../g).map(Number);
  return null;
}

function main() {
  const { values } = parseArgs({
    options: { from: { type: 'string' }, out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help || values.from === undefined) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const from = resolve(values.from);
  const commit = commitOf(from);
  const text = sourceText(from);
  const out = resolve(values.out ?? join(dataDir, 'published', 'rangsk.jsonl'));
  const lines = [];
  const counts = new Map();
  for (const array of ARRAYS) {
    for (const entry of entriesOf(text, array)) {
      const json = lz.decompressFromBase64(entry.data);
      const { title, author } = nameOf(entry.comment);
      if (json === null || json === '') {
        console.error(`left out ${title}: its data does not decode`);
        continue;
      }
      const doc = JSON.parse(json);
      doc.title = doc.title || title;
      doc.author = doc.author || author;
      const dropped = dropDrawings(doc);
      const source = `github:dclamage/SudokuSolver@${commit.slice(0, 7)} ${PUZZLES} (${array}): ${entry.comment}${dropped > 0 ? ` (${dropped} drawings of its lines dropped)` : ''}`;
      // core reads no field beyond f-puzzles' own: the source goes at the end of the rules' text.
      doc.ruleset = `${doc.ruleset ? `${doc.ruleset}\n\n` : ''}Source: ${source}`;
      const solution = digitsOf(entry.solution, doc.size);
      if (solution !== null) doc.solution = solution;
      // Filed by the yardstick's families; one the yardstick cannot state is still written (core may
      // read it, and logic's check takes it), under the reason.
      let family;
      try {
        family = toFPuzzles(toIss(doc)).family;
      } catch (error) {
        if (!(error instanceof Unsupported)) throw error;
        family = `(the yardstick cannot: ${error.message})`;
      }
      counts.set(family, (counts.get(family) ?? 0) + 1);
      lines.push(JSON.stringify(doc));
    }
  }
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, lines.map((line) => `${line}\n`).join(''));
  for (const [family, count] of [...counts].sort()) console.log(`${family.padEnd(15)} ${count}`);
  console.log(`${lines.length} puzzles written to ${out}`);
}

main();
