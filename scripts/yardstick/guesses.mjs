// Guesses on the published puzzles, build against build. A strategy's guesses are deterministic, so
// two builds compare by their counts where their times, on a shared machine, would not. Each puzzle
// of data/puzzles/*.jsonl (extract.mjs writes them) and data/published/*.jsonl is counted to 2
// solutions under a placement budget (so a stop does not depend on the load), one JSON line a puzzle:
// family, index, title, status, guesses, placements.
//
//   node scripts/yardstick/guesses.mjs [--strategy ID] [--family A,B] [--budget N] > build.jsonl
//   node scripts/yardstick/guesses.mjs --compare before.jsonl after.jsonl
//
// The second form prints, per family, the geometric mean of (1 + guesses) after over before, the
// median guesses, the total over the puzzles both finish, and the stops. It imports the built
// packages: `pnpm --filter '@sudoku-lab/registry...' build` first.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  options: {
    strategy: { type: 'string', default: 'csp' },
    family: { type: 'string' },
    budget: { type: 'string', default: '1000000' },
    compare: { type: 'boolean' },
  },
  allowPositionals: true,
  strict: true,
});

const root = new URL('../../', import.meta.url).pathname;
const data = join(root, 'scripts/yardstick/data');

/** Every published document the yardstick holds, as { family, index, doc }; Rangsk's file is one family. */
function documents() {
  const found = [];
  for (const folder of ['puzzles', 'published']) {
    if (!existsSync(join(data, folder))) continue;
    for (const name of readdirSync(join(data, folder)).filter((file) => file.endsWith('.jsonl'))) {
      const family = name.replace(/\.jsonl$/, '');
      const lines = readFileSync(join(data, folder, name), 'utf8').split('\n');
      lines
        .filter((line) => line.trim() !== '')
        .forEach((line, index) => {
          found.push({ family, index, doc: JSON.parse(line) });
        });
    }
  }
  return found;
}

async function count() {
  const load = (file) => import(pathToFileURL(join(root, file)).href);
  const core = await load('packages/core/dist/index.js');
  const registry = await load('packages/registry/dist/index.js');
  const strategy = registry.findStrategy(values.strategy);
  if (strategy === undefined) throw new Error(`no strategy "${values.strategy}" in the registry`);
  const wanted = values.family?.split(',');
  for (const { family, index, doc } of documents()) {
    if (wanted !== undefined && !wanted.includes(family)) continue;
    let grid;
    try {
      grid = core.parseFPuzzles(doc);
    } catch {
      continue; // core cannot read it: the yardstick lists it as skipped
    }
    if (!registry.handles(strategy, grid)) continue;
    const result = strategy.solve(grid, { maxSolutions: 2, maxPlacements: Number(values.budget) });
    const { guesses, placements } = result.stats;
    console.log(
      JSON.stringify({ family, index, title: doc.title, status: result.status, guesses, placements }),
    );
  }
}

function median(list) {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The per-family comparison of two outputs of this script, as a markdown table. */
function compare(beforeFile, afterFile) {
  const read = (file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line));
  const before = new Map(read(beforeFile).map((row) => [`${row.family}#${row.index}`, row]));
  const families = new Map();
  for (const row of read(afterFile)) {
    const old = before.get(`${row.family}#${row.index}`);
    if (old === undefined) continue;
    if (!families.has(row.family)) families.set(row.family, []);
    families.get(row.family).push([old, row]);
  }
  const lines = [
    '| family | puzzles | geometric mean ratio | median before | median after | total before | total after | stops before | stops after |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|',
  ];
  for (const [family, pairs] of [...families].sort(([a], [b]) => a.localeCompare(b))) {
    const logs = pairs.map(([old, row]) => Math.log((1 + row.guesses) / (1 + old.guesses)));
    const ratio = Math.exp(logs.reduce((sum, log) => sum + log, 0) / logs.length);
    const done = pairs.filter(([old, row]) => old.status !== 'aborted' && row.status !== 'aborted');
    const total = (side) => done.reduce((sum, pair) => sum + pair[side].guesses, 0);
    const stops = (side) => pairs.filter((pair) => pair[side].status === 'aborted').length;
    const medians = [0, 1].map((side) => median(pairs.map((pair) => pair[side].guesses)));
    lines.push(
      `| ${family} | ${pairs.length} | ${ratio.toFixed(3)} | ${medians[0]} | ${medians[1]} | ` +
        `${total(0)} | ${total(1)} | ${stops(0)} | ${stops(1)} |`,
    );
  }
  console.log(lines.join('\n'));
}

if (values.compare) {
  if (positionals.length !== 2) throw new Error('--compare takes two files: before.jsonl after.jsonl');
  compare(positionals[0], positionals[1]);
} else {
  await count();
}
