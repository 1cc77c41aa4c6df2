// Writes the yardstick's published puzzles as f-puzzles documents, one a line, a file per family
// (data/puzzles/killer.jsonl, jigsaw.jsonl, ..., mixed.jsonl), and data/puzzles/index.json: each
// puzzle's name, family, source and whether its solution is known, and every puzzle left out with the
// reason. The files stay in the gitignored data folder: the puzzles are their setters'.
//
//   node scripts/yardstick/extract.mjs [--iss DIR] [--out DIR]

import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gather } from './gather.mjs';
import { dataDir, findIss, howToGet, issVersion, loadIss } from './iss.mjs';

const { values } = parseArgs({
  options: { iss: { type: 'string' }, out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
});
if (values.help) {
  console.log('Usage: node scripts/yardstick/extract.mjs [--iss DIR] [--out DIR]');
  process.exit(0);
}
const dir = findIss(values.iss);
if (dir === null) {
  console.error(howToGet);
  process.exit(2);
}
const out = resolve(values.out ?? join(dataDir, 'puzzles'));
const records = gather(await loadIss(dir));
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const families = new Map();
for (const record of records.filter((r) => r.doc !== undefined)) {
  if (!families.has(record.family)) families.set(record.family, []);
  families.get(record.family).push(record);
}
for (const [family, list] of families) {
  writeFileSync(join(out, `${family}.jsonl`), list.map((r) => `${JSON.stringify(r.doc)}\n`).join(''));
}
const index = {
  yardstick: `github:sigh/Interactive-Sudoku-Solver@${issVersion(dir)} (MIT)`,
  families: Object.fromEntries(
    [...families].map(([family, list]) => [
      family,
      list.map(({ name, collection, source, families: all, solution }) => ({
        name,
        collection,
        source,
        families: all,
        solutionKnown: solution !== null,
      })),
    ]),
  ),
  skipped: records
    .filter((r) => r.skipped !== undefined)
    .map(({ name, collection, skipped }) => ({ name, collection, skipped })),
};
writeFileSync(join(out, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
for (const [family, list] of [...families].sort()) {
  const known = list.filter((r) => r.solution !== null).length;
  console.log(
    `${family.padEnd(15)} ${String(list.length).padStart(3)} puzzles, ${known} with a known solution (checked)`,
  );
}
console.log(`${records.filter((r) => r.skipped).length} left out (reasons in index.json); written to ${out}`);
