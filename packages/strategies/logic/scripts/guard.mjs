#!/usr/bin/env node
// The behaviour guard of @sudoku-lab/logic: it runs explain (both ladders) and rate on the guard sets
// and hashes what they say, so that a change meant to move code and nothing else is shown to move
// nothing. Per puzzle it hashes every step (technique, placements, eliminations, cells, units, cages,
// roles, sentence, rating) of both explanations, and the rating (ER, EP, ED, the hardest technique,
// the steps, whether logic finished); per set, the hash of the puzzles' hashes in order. The hashes of
// the code they were recorded on are in guard.json beside this script; a run fails when one moved.
//
// Logic is bundled from its sources (and core's) with esbuild, as scripts/corpus.mjs bundles the
// corpus checks; `--turns REV` also bundles logic's sources as they were at a git revision and times
// the two builds taking turns, puzzle by puzzle, in one process.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sourceBundle } from '../../../../scripts/bundle.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const packageDir = resolve(here, '..');
const root = resolve(packageDir, '../../..');
const recordPath = join(here, 'guard.json');

const usage = `usage: node packages/strategies/logic/scripts/guard.mjs [options]

Runs logic's explain (player ladder and Sudoku Explainer's) and rate on the guard sets and compares
each puzzle's hash with the one recorded in scripts/guard.json; exits 1 when one moved.

  --sample N     only N puzzles of each set, evenly spread (their recorded hashes are checked)
  --set NAME     only this set (top1465, se-rated-dev, hardest); may be repeated
  --record       write the hashes of this run into guard.json instead of checking them
  --turns REV    also time rate and explain, this build against logic's sources at git revision REV,
                 taking turns puzzle by puzzle (no hashes are checked in this mode)
  --puzzles DIR  where the public sets are (default: ../shared/puzzles beside the checkout)
  --help         this text`;

/** The guard sets: a file of ../shared/puzzles, and which of its lines. */
const SETS = [
  { name: 'top1465', file: 'magictour-top1465.txt', every: 1 },
  { name: 'se-rated-dev', file: 'se-rated-dev.txt', every: 1 },
  // The hardest list's puzzles take seconds each: one in 4,877, ten of them, as the README's benches take.
  { name: 'hardest', file: 'forum-hardest-1905-11plus.txt', every: 4877 },
];

function parseArguments(argv) {
  const options = { sample: null, sets: [], record: false, turns: null, puzzles: null, help: false };
  for (let k = 0; k < argv.length; k++) {
    const argument = argv[k];
    const value = () => {
      if (argv[k + 1] === undefined) throw new Error(`${argument} needs a value (--help for the options)`);
      return argv[++k];
    };
    if (argument === '--help' || argument === '-h') options.help = true;
    else if (argument === '--record') options.record = true;
    else if (argument === '--sample') {
      options.sample = Number(value());
      if (!Number.isInteger(options.sample) || options.sample < 1)
        throw new Error('--sample needs a whole number >= 1');
    } else if (argument === '--set') {
      const name = value();
      if (!SETS.some((set) => set.name === name))
        throw new Error(`no guard set named '${name}' (${SETS.map((s) => s.name).join(', ')})`);
      options.sets.push(name);
    } else if (argument === '--turns') options.turns = value();
    else if (argument === '--puzzles') options.puzzles = resolve(value());
    else throw new Error(`unknown option '${argument}' (--help for the options)`);
  }
  if (options.record && options.sample !== null)
    throw new Error('--record records whole sets: drop --sample');
  return options;
}

/** The puzzles of a set, as lines (a rated line's rating dropped), with their line numbers. */
function readSet(dir, { file, every }) {
  const path = join(dir, file);
  if (!existsSync(path)) throw new Error(`${file} is not at ${path} (give the folder with --puzzles DIR)`);
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((line, index) => ({ line: line.trim().split(/\s+/)[0], number: index + 1 }))
    .filter(({ line }) => line !== '' && !line.startsWith('#'))
    .filter((_, index) => index % every === 0);
}

/** N of a list, evenly spread, the first among them. */
function spread(list, n) {
  if (n === null || n >= list.length) return list;
  return Array.from({ length: n }, (_, k) => list[Math.floor((k * list.length) / n)]);
}

/**
 * Bundles logic's index, with core's parseGrid beside it (one copy of core for both), into one ES
 * module at `outfile`; returns its URL.
 */
async function bundle(entry, outfile) {
  const { build } = await import('esbuild');
  await build({
    stdin: {
      contents: `export * from ${JSON.stringify(entry)};\nexport { parseGrid } from '@sudoku-lab/core';\n`,
      resolveDir: packageDir,
      loader: 'ts',
    },
    outfile,
    ...sourceBundle,
    alias: { '@sudoku-lab/core': join(root, 'packages/core/src/index.ts') },
  });
  return pathToFileURL(outfile).href;
}

/** Logic's sources at a git revision, bundled. */
async function bundleAt(revision, outDir) {
  const tree = join(outDir, 'tree');
  rmSync(tree, { recursive: true, force: true });
  mkdirSync(tree, { recursive: true });
  const archive = execFileSync('git', ['-C', root, 'archive', revision, 'packages/strategies/logic/src'], {
    maxBuffer: 1 << 28,
  });
  execFileSync('tar', ['-x', '-C', tree], { input: archive });
  return bundle(join(tree, 'packages/strategies/logic/src/index.ts'), join(outDir, 'logic-then.mjs'));
}

const marks = (list) => list.map(({ cell, digit }) => `${cell}:${digit}`).join(',');

/** One step as the hash reads it: everything a reader or a viewer is shown. */
function stepText(step) {
  return [
    step.technique,
    step.rating,
    marks(step.placements),
    marks(step.eliminations),
    step.cells.join(','),
    (step.units ?? []).join(','),
    (step.cages ?? []).join(','),
    (step.roles ?? []).map(({ cell, role }) => `${cell}${role}`).join(','),
    step.text,
  ].join('|');
}

/** What logic says of one puzzle, as text: both explanations' steps and the rating. */
function puzzleText(logic, puzzle) {
  const parts = [];
  for (const ladder of ['player', 'explainer']) {
    const explanation = logic.explain(puzzle, { ladder });
    parts.push(`${ladder} ${explanation.solved} ${explanation.complete} ${explanation.solutions}`);
    for (const step of explanation.steps) parts.push(stepText(step));
  }
  const r = logic.rate(puzzle);
  parts.push(
    `rate ${r.score} ${r.pearl} ${r.diamond} ${r.level} ${r.hardest} ${r.steps} ${r.solvedByLogic} ${r.solutions} ${r.complete}`,
  );
  return parts.join('\n');
}

const digest = (text) => createHash('sha256').update(text).digest('hex');

async function check(options, logic) {
  const recorded = existsSync(recordPath) ? JSON.parse(readFileSync(recordPath, 'utf8')) : { sets: {} };
  const chosen = SETS.filter((set) => options.sets.length === 0 || options.sets.includes(set.name));
  const record = { note: recorded.note, sets: { ...recorded.sets } };
  let moved = 0;
  for (const set of chosen) {
    const all = readSet(options.puzzles, set);
    const puzzles = spread(all, options.sample);
    const known = recorded.sets[set.name]?.puzzles ?? {};
    const hashes = {};
    const start = performance.now();
    let last = start;
    for (const [index, { line, number }] of puzzles.entries()) {
      const hash = digest(puzzleText(logic, logic.parseGrid(line))).slice(0, 16);
      hashes[number] = hash;
      if (!options.record) {
        if (known[number] === undefined) {
          console.log(`  ${set.name} line ${number}: no hash recorded`);
          moved++;
        } else if (known[number] !== hash) {
          console.log(`  ${set.name} line ${number}: moved (${line})`);
          moved++;
        }
      }
      if (performance.now() - last > 30_000) {
        last = performance.now();
        console.log(`  ${set.name}: ${index + 1}/${puzzles.length}`);
      }
    }
    const seconds = ((performance.now() - start) / 1000).toFixed(1);
    const whole = digest(puzzles.map(({ number }) => `${number} ${hashes[number]}`).join('\n')).slice(0, 16);
    console.log(`${set.name}: ${puzzles.length} puzzles, hash ${whole}, ${seconds} s`);
    if (options.record)
      record.sets[set.name] = { file: set.file, every: set.every, hash: whole, puzzles: hashes };
    else if (options.sample === null && recorded.sets[set.name]?.hash !== whole && moved === 0) {
      console.log(`  ${set.name}: the set's hash moved (its puzzles changed?)`);
      moved++;
    }
  }
  if (options.record) {
    writeFileSync(recordPath, `${JSON.stringify(record, null, 2)}\n`);
    console.log(`guard: recorded in ${recordPath}`);
    return 0;
  }
  console.log(moved === 0 ? 'guard: nothing moved' : `guard: ${moved} puzzles moved`);
  return moved === 0 ? 0 : 1;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Times rate and explain of two builds, taking turns puzzle by puzzle (the first to go alternates). */
async function turns(options, now, before, revision) {
  const chosen = SETS.filter((set) => options.sets.length === 0 || options.sets.includes(set.name));
  for (const set of chosen) {
    const puzzles = spread(readSet(options.puzzles, set), options.sample).map(({ line }) =>
      now.parseGrid(line),
    );
    for (const puzzle of puzzles.slice(0, 20)) for (const logic of [now, before]) logic.rate(puzzle); // warm-up
    const times = { now: { rate: [], explain: [] }, before: { rate: [], explain: [] } };
    for (const [index, puzzle] of puzzles.entries()) {
      const order = index % 2 === 0 ? ['now', 'before'] : ['before', 'now'];
      for (const which of order) {
        const logic = which === 'now' ? now : before;
        let start = performance.now();
        logic.rate(puzzle);
        times[which].rate.push(performance.now() - start);
        start = performance.now();
        logic.explain(puzzle);
        times[which].explain.push(performance.now() - start);
      }
    }
    for (const job of ['rate', 'explain']) {
      const [a, b] = [median(times.now[job]), median(times.before[job])];
      const total = (list) => list.reduce((sum, t) => sum + t, 0);
      console.log(
        `${set.name} (${puzzles.length}) ${job}: median ${a.toFixed(2)} ms this build, ${b.toFixed(2)} ms at ${revision} ` +
          `(${(a / b).toFixed(3)}x); total ${(total(times.now[job]) / 1000).toFixed(1)} s against ${(total(times.before[job]) / 1000).toFixed(1)} s ` +
          `(${(total(times.now[job]) / total(times.before[job])).toFixed(3)}x)`,
      );
    }
  }
  return 0;
}

async function main(argv) {
  let options;
  try {
    options = parseArguments(argv);
  } catch (error) {
    console.error(`guard: ${error.message}`);
    return 2;
  }
  if (options.help) {
    console.log(usage);
    return 0;
  }
  options.puzzles ??= resolve(root, '../shared/puzzles');
  // A folder of this run's own: two runs at once must not bundle over each other.
  const outDir = join(root, 'node_modules', '.guard', String(process.pid));
  mkdirSync(outDir, { recursive: true });
  const logic = await import(await bundle(join(packageDir, 'src/index.ts'), join(outDir, 'logic.mjs')));
  try {
    if (options.turns !== null) {
      const before = await import(await bundleAt(options.turns, outDir));
      return await turns(options, logic, before, options.turns);
    }
    return await check(options, logic);
  } catch (error) {
    console.error(`guard: ${error.message}`);
    return 2;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

process.exitCode = await main(process.argv.slice(2));
