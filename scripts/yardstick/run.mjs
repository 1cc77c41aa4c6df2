// The variant yardstick: for each published puzzle of the chosen families, the Interactive Sudoku
// Solver and one of our strategies each prove uniqueness (count to 2 solutions) in this process,
// taking turns, after a warm-up. Prints per family the count, each solver's median and max ms, the
// median and worst ratio (ours / the yardstick's), how many took over 1 s, and every disagreement in
// the count or the solution, which is a hard error (exit 1).
//
//   node scripts/yardstick/run.mjs [--strategy ID] [--family A,B] [--timeout MS] [--format markdown|json]
//                                  [--file F.jsonl] [--iss DIR]
//
// It imports the built packages: `pnpm --filter '@sudoku-lab/registry...' build` first.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { fromDocuments, gather } from './gather.mjs';
import { findIss, howToGet, issSolve, issVersion, loadIss } from './iss.mjs';

const USAGE = `Usage: node scripts/yardstick/run.mjs [options]
  --strategy ID     our strategy, any registry id (default csp)
  --family A,B      only these families (default every family with puzzles: killer, jigsaw, ...)
  --timeout MS      each solve's deadline, for both solvers (default 10000)
  --format F        markdown (default) or json, on stdout; progress goes to stderr
  --file F          f-puzzles documents (one JSON document or JSON lines; repeatable) instead of the
                    yardstick's own collections; a document's "solution" (digits row-major) is checked
  --iss DIR         the Interactive Sudoku Solver's folder (default: SUDOKU_LAB_ISS, else the one
                    get-iss.mjs extracted into scripts/yardstick/data/iss)
  -h, --help        this text`;

const SLOW_MS = 1000;

const { values } = parseArgs({
  options: {
    strategy: { type: 'string', default: 'csp' },
    family: { type: 'string' },
    timeout: { type: 'string', default: '10000' },
    format: { type: 'string', default: 'markdown' },
    iss: { type: 'string' },
    file: { type: 'string', multiple: true },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const fail = (message) => {
  console.error(message);
  process.exit(2);
};
const timeout = Number(values.timeout);
if (!Number.isFinite(timeout) || timeout <= 0)
  fail(`--timeout ${values.timeout} is not a positive number of ms`);
if (values.format !== 'markdown' && values.format !== 'json')
  fail(`--format ${values.format} is not markdown or json`);

const dir = findIss(values.iss);
if (dir === null) fail(howToGet);
const { core, registry } = await loadWorkspace();
const strategy = registry.findStrategy(values.strategy);
if (strategy === undefined) {
  fail(
    `no strategy "${values.strategy}" in the registry (it has ${registry.strategies.map((s) => s.id).join(', ')})`,
  );
}

const iss = await loadIss(dir);
const gathered =
  values.file === undefined
    ? gather(iss)
    : values.file.flatMap((file) => {
        if (!existsSync(file)) fail(`no file ${file}`);
        return fromDocuments(file, readFileSync(file, 'utf8'));
      });
for (const record of gathered.filter((r) => r.skipped !== undefined && values.file !== undefined)) {
  console.error(`left out ${record.name}: ${record.skipped}`);
}
const records = gathered.filter((record) => record.doc !== undefined);
const known = [...new Set(records.map((record) => record.family))];
const wanted = values.family === undefined ? known : values.family.split(',').map((family) => family.trim());
const unknown = wanted.filter((family) => !known.includes(family));
if (unknown.length > 0)
  fail(`no published puzzles of ${unknown.join(', ')} (there are: ${known.join(', ')})`);
const chosen = records.filter((record) => wanted.includes(record.family));

/** Our strategy on one document: parse and count to 2, or the reason it cannot take the puzzle. */
function oursSolve(doc, deadline) {
  const start = performance.now();
  try {
    const grid = core.parseFPuzzles(doc);
    const result = strategy.solve(grid, { maxSolutions: 2, deadline });
    const solution = result.solution === null ? null : Array.from(result.solution.cells);
    return { status: result.status, solution, timeMs: performance.now() - start };
  } catch (error) {
    // solve never throws on a well-formed Grid: a throw is reported as a disagreement, not a crash.
    return { status: `threw (${error.message})`, solution: null, timeMs: performance.now() - start };
  }
}

/** Why our strategy cannot take a record, or null when it can: core cannot read it, or the strategy lacks a rule. */
function skipReason(record) {
  let grid;
  try {
    grid = core.parseFPuzzles(record.doc);
  } catch (error) {
    return `core cannot read it: ${error.message}`;
  }
  if (typeof registry.handles === 'function' && !registry.handles(strategy, grid)) {
    return `${strategy.id} does not handle its shape or rules`;
  }
  return null;
}

/** What the two answers (and the published solution) disagree on, or null when they agree. */
function disagreement(record, theirs, ours) {
  if (theirs.status === 'aborted' || ours.status === 'aborted') return null;
  const count = { solved: 1, multiple: 2, unsolvable: 0, invalid: 0 };
  if (count[theirs.status] !== count[ours.status])
    return `the yardstick says ${theirs.status}, ${strategy.id} ${ours.status}`;
  if (theirs.status === 'solved' && theirs.solution.join('') !== ours.solution.join(''))
    return 'the solutions differ';
  if (
    record.solution !== null &&
    theirs.status === 'solved' &&
    theirs.solution.join('') !== record.solution.join('')
  ) {
    return 'both solvers differ from the published solution';
  }
  return null;
}

// Warm-up: the first puzzle of each family once with each solver, untimed, so neither solver's first
// timed puzzles pay for compiling its code.
const runnable = [];
const skipped = [];
for (const record of chosen) {
  const reason = skipReason(record);
  if (reason === null) runnable.push(record);
  else skipped.push({ ...record, reason });
}
for (const family of wanted) {
  const first = runnable.find((record) => record.family === family);
  if (first === undefined) continue;
  issSolve(iss, first.text, performance.now() + Math.min(timeout, 2000));
  oursSolve(first.doc, performance.now() + Math.min(timeout, 2000));
}

const rows = [];
const errors = [];
runnable.forEach((record, index) => {
  // Taking turns: which solver goes first alternates, so neither always runs on a warmer machine.
  const runIss = () => issSolve(iss, record.text, performance.now() + timeout);
  const runOurs = () => oursSolve(record.doc, performance.now() + timeout);
  let theirs;
  let ours;
  if (index % 2 === 0) {
    theirs = runIss();
    ours = runOurs();
  } else {
    ours = runOurs();
    theirs = runIss();
  }
  const problem = disagreement(record, theirs, ours);
  if (problem !== null) errors.push({ family: record.family, name: record.name, problem });
  rows.push({ record, theirs, ours, problem });
  console.error(
    `[${index + 1}/${runnable.length}] ${record.family} ${record.name}: yardstick ${ms(theirs.timeMs)} ms ${theirs.status}, ` +
      `${strategy.id} ${ms(ours.timeMs)} ms ${ours.status}${problem === null ? '' : `  DISAGREE: ${problem}`}`,
  );
});

const summary = wanted.map((family) => summarize(family));
const report = {
  yardstick: `github:sigh/Interactive-Sudoku-Solver@${issVersion(dir)} (MIT)`,
  strategy: strategy.id,
  timeoutMs: timeout,
  node: process.version,
  date: new Date().toISOString(),
  families: summary,
  disagreements: errors,
  puzzles: rows.map(({ record, theirs, ours, problem }) => ({
    family: record.family,
    name: record.name,
    source: record.source,
    yardstick: { status: theirs.status, timeMs: round(theirs.timeMs) },
    ours: { status: ours.status, timeMs: round(ours.timeMs) },
    ratio: round(ours.timeMs / theirs.timeMs),
    disagreement: problem,
  })),
  skipped: skipped.map(({ family, name, reason }) => ({ family, name, reason })),
};
console.log(values.format === 'json' ? JSON.stringify(report, null, 2) : markdown(report));
process.exitCode = errors.length > 0 ? 1 : 0;

/** One family's line of the summary. */
function summarize(family) {
  const mine = rows.filter((row) => row.record.family === family);
  const times = (side) => mine.map((row) => row[side].timeMs);
  const stats = (side) => ({
    medianMs: round(median(times(side))),
    maxMs: round(Math.max(...times(side))),
    over1s: mine.filter((row) => row[side].timeMs > SLOW_MS).length,
    aborted: mine.filter((row) => row[side].status === 'aborted').length,
  });
  const ratios = mine.map((row) => row.ours.timeMs / row.theirs.timeMs);
  const left = skipped.filter((record) => record.family === family);
  return {
    family,
    count: mine.length,
    yardstick: mine.length > 0 ? stats('theirs') : null,
    ours: mine.length > 0 ? stats('ours') : null,
    ratio: mine.length > 0 ? { median: round(median(ratios)), worst: round(Math.max(...ratios)) } : null,
    disagreements: mine.filter((row) => row.problem !== null).length,
    skipped: left.length,
    skippedBecause: [...new Set(left.map((record) => record.reason))],
  };
}

/** The report as a markdown table, with the skipped families' reasons and the disagreements under it. */
function markdown(report) {
  const lines = [
    `Yardstick ${report.yardstick}; ours: ${report.strategy}; count to 2 solutions, deadline ${report.timeoutMs} ms; Node ${report.node}.`,
    'Times are ms from the puzzle text to the answer, aborted runs at their deadline; ratio = ours / yardstick.',
    '',
    `| family | puzzles | yardstick median | yardstick max | ${report.strategy} median | ${report.strategy} max | ratio median | ratio worst | over 1 s (yardstick / ${report.strategy}) | aborted (yardstick / ${report.strategy}) | disagreements | skipped |`,
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
  ];
  for (const f of report.families) {
    if (f.count === 0) {
      lines.push(`| ${f.family} | 0 | | | | | | | | | | ${f.skipped} |`);
      continue;
    }
    lines.push(
      `| ${f.family} | ${f.count} | ${f.yardstick.medianMs} | ${f.yardstick.maxMs} | ${f.ours.medianMs} | ${f.ours.maxMs} | ` +
        `${f.ratio.median} | ${f.ratio.worst} | ${f.yardstick.over1s} / ${f.ours.over1s} | ${f.yardstick.aborted} / ${f.ours.aborted} | ` +
        `${f.disagreements} | ${f.skipped} |`,
    );
  }
  const reasons = report.families.filter((f) => f.skipped > 0);
  if (reasons.length > 0) {
    lines.push('', 'Skipped:');
    for (const f of reasons) lines.push(`- ${f.family} (${f.skipped}): ${f.skippedBecause.join('; ')}`);
  }
  if (report.disagreements.length > 0) {
    lines.push('', 'DISAGREEMENTS (a hard error):');
    for (const d of report.disagreements) lines.push(`- ${d.family} ${d.name}: ${d.problem}`);
  }
  return lines.join('\n');
}

/** The workspace's built core and registry; a clear message when they are not built. */
async function loadWorkspace() {
  const root = new URL('../../', import.meta.url).pathname;
  const files = { core: 'packages/core/dist/index.js', registry: 'packages/registry/dist/index.js' };
  const missing = Object.values(files).filter((file) => !existsSync(join(root, file)));
  if (missing.length > 0) {
    fail(`${missing.join(' and ')} not built: run pnpm --filter '@sudoku-lab/registry...' build first`);
  }
  const load = (file) => import(pathToFileURL(join(root, file)).href);
  return { core: await load(files.core), registry: await load(files.registry) };
}

function median(list) {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function round(value) {
  return Number(value.toPrecision(3));
}

function ms(value) {
  return value < 10 ? value.toFixed(2) : value.toFixed(0);
}
