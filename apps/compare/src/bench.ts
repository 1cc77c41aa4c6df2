#!/usr/bin/env node
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, platform, release, totalmem } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Contender,
  collector,
  createReport,
  duration,
  formatRate,
  loadContenders,
  MAX_WORKERS,
  Output,
  poolExecutor,
  readArgs,
  readingNotes,
  runAndReport,
  selectContenders,
  UsageError,
  wholeNumber,
} from '@sudoku-lab/cli/compare';
import { settingLimits } from '@sudoku-lab/harness';
import { fileInput, runBin } from '@sudoku-lab/harness/node';

/**
 * `pnpm bench`: the standard puzzle sets, every strategy and peer, one table a set, written to
 * BENCHMARKS.md at the repository root with the machine it ran on.
 */
const SETS = [
  { file: 'norvig-easy50.txt', about: "Project Euler 96's 50, from Norvig's essay: easy" },
  { file: 'norvig-top95.txt', about: "Norvig's top95: hard" },
  { file: 'magictour-top1465.txt', about: 'magictour top1465: hard, rated by a solver' },
  { file: '17-clue-sample.txt', about: 'every 25th of the 49,158 known 17-clue puzzles' },
  { file: 'forum-hardest-1106.txt', about: 'forum hardest 1106: the hardest for logic solvers' },
] as const;

/**
 * Far above what norvig, wfc and the peers need on nearly every puzzle of these sets; naive backtracking
 * runs into it on the hard ones (most 17-clue puzzles take it seconds), which keeps the whole run to a
 * few minutes on 2 cores.
 */
const DEFAULT_TIMEOUT_MS = 100;

/**
 * A second of untimed solves a thread, strategy and set: each set runs on threads of its own, so each
 * is timed warm, and after the same warm-up whatever set ran before it.
 */
const WARMUP_MS = 1000;
/** Timed solves of each puzzle: the median of three keeps one descheduled solve from counting. */
const REPEAT = 3;

const root = resolve(fileURLToPath(import.meta.url), '../../../..');
/** This app's folder: it depends on the npm peers, so every thread imports them as installed here. */
const here = resolve(fileURLToPath(import.meta.url), '../..');

const HELP = `Usage: pnpm bench [options]   (node apps/compare/dist/bench.js)

Runs the standard sets of ../shared/puzzles (beside the checkout) with every strategy and peer, and
writes BENCHMARKS.md at the repository root. A set whose file is absent is skipped, and the file says so.
Each set runs on fresh worker threads, so no set's figures depend on the sets run before it.

Options:
  --puzzles DIR        where the sets are (default: ../shared/puzzles beside the checkout)
  --sets NAMES         set files to run, comma-separated without .txt (default: all five)
  -s, --strategy IDS   as sudoku-compare takes them (default: all, ours and the peers)
  -t, --timeout TIME   a solve's limit: 100 (ms), 100ms or 1s (default ${DEFAULT_TIMEOUT_MS} ms)
      --warmup TIME    untimed solves a thread, strategy and set before its first timed one (default ${WARMUP_MS} ms)
  -r, --repeat N       timed solves of each puzzle by each strategy; the median counts (default ${REPEAT})
  -w, --workers N      worker threads (default: the machine's cores, here ${availableParallelism()})
      --out FILE       where to write (default: BENCHMARKS.md at the repository root)
      --tdoku PATH     native tdoku's run script, timed on each set as a reference row (default:
                       ../shared/tdoku/run beside the checkout; 'none' for no reference)
  -h, --help           this help
`;

const options = {
  puzzles: { type: 'string' },
  sets: { type: 'string' },
  strategy: { type: 'string', short: 's' },
  strategies: { type: 'string' },
  timeout: { type: 'string', short: 't' },
  workers: { type: 'string', short: 'w' },
  warmup: { type: 'string' },
  repeat: { type: 'string', short: 'r' },
  out: { type: 'string' },
  tdoku: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Native tdoku on one set: puzzles/s at the first solution and proving uniqueness, or why there is none. */
type Reference = { readonly first: number; readonly unique: number } | { readonly missing: string };

/**
 * Runs `../shared/tdoku/run FILE`, which builds native tdoku once (g++ -O3 -march=native) and prints
 * "FILE limit=1 N puzzles/s" and "FILE limit=2 N puzzles/s". A yardstick outside the project, run in
 * the same sitting as ours so that the ratio holds.
 */
function measureTdoku(script: string, file: string): Reference {
  if (!existsSync(script)) return { missing: `${script} is not there` };
  const run = spawnSync(script, [file], { encoding: 'utf8', timeout: 600_000 });
  const rate = (limit: number) => {
    const match = new RegExp(`limit=${limit} (\\d+(?:\\.\\d+)?) puzzles/s`).exec(run.stdout ?? '');
    return match ? Number(match[1]) : undefined;
  };
  const [first, unique] = [rate(1), rate(2)];
  if (run.status !== 0 || first === undefined || unique === undefined) {
    const why = (run.stderr || run.error?.message || `exit code ${run.status}`).trim().split('\n')[0];
    return { missing: `${script} did not build or run: ${why}` };
  }
  return { first, unique };
}

/** The reference row under a set's table: tdoku's rate in the puzzles/s column, and the ratios to it. */
function referenceRow(
  markdown: string,
  reference: Reference,
  fastest: { strategy: string; rate: number } | null,
): string {
  if ('missing' in reference) return `${markdown}\n\nNative tdoku was not measured: ${reference.missing}.`;
  const lines = markdown.split('\n');
  const header = lines[0]!
    .split('|')
    .slice(1, -1)
    .map((cell) => cell.trim());
  const column = header.indexOf('puzzles/s');
  const end = lines.findIndex((line, k) => k > 1 && !line.startsWith('|'));
  const cells = header.map((_, c) =>
    c === 0 ? '*tdoku* (native C++, reference)' : c === column ? formatRate(reference.first) : '',
  );
  const table = end === -1 ? lines : lines.slice(0, end);
  const rest = end === -1 ? [] : lines.slice(end);
  const ratio =
    fastest === null
      ? ''
      : ` ${fastest.strategy}, the fastest here, does ${(fastest.rate / reference.first).toFixed(2)}x its rate.`;
  return [
    ...table,
    `| ${cells.join(' | ')} |`,
    ...rest,
    '',
    `Native tdoku (\`../shared/tdoku/run\`, the same machine, the same sitting): ${formatRate(reference.first)} puzzles/s at the first solution, ${formatRate(reference.unique)} proving uniqueness.${ratio}`,
  ].join('\n');
}

async function bench(argv: string[]): Promise<number> {
  let values: ReturnType<typeof readArgs<typeof options>>['values'];
  let timeoutMs: number;
  let workers: number;
  let warmupMs: number;
  let repeat: number;
  try {
    const read = readArgs(argv, options);
    values = read.values;
    if (read.positionals.length > 0) throw new UsageError(`unexpected argument '${read.positionals[0]}'`);
    const time = (flag: string, text: string | undefined, fallback: number, key: 'timeoutMs' | 'warmupMs') =>
      text === undefined ? fallback : duration(flag, text, settingLimits[key].least, settingLimits[key].most);
    timeoutMs = time('--timeout', values.timeout, DEFAULT_TIMEOUT_MS, 'timeoutMs');
    workers =
      values.workers === undefined
        ? availableParallelism()
        : wholeNumber('--workers', values.workers, 1, MAX_WORKERS);
    warmupMs = time('--warmup', values.warmup, WARMUP_MS, 'warmupMs');
    repeat =
      values.repeat === undefined
        ? REPEAT
        : wholeNumber('--repeat', values.repeat, settingLimits.repeat.least, settingLimits.repeat.most);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`bench: ${error.message} (pnpm bench --help lists the options)\n`);
    return 2;
  }
  if (values.help) {
    process.stdout.write(HELP);
    return 0;
  }
  const folder = resolve(values.puzzles ?? join(root, '..', 'shared', 'puzzles'));
  const wanted = values.sets?.split(',').map((name) => name.trim());
  const unknown = wanted?.filter((name) => !SETS.some((set) => set.file === `${name}.txt`));
  if (unknown !== undefined && unknown.length > 0) {
    process.stderr.write(
      `bench: unknown set ${unknown.join(', ')} (known: ${SETS.map((set) => set.file.slice(0, -4)).join(', ')})\n`,
    );
    return 2;
  }
  const sets = SETS.filter((set) => wanted === undefined || wanted.includes(set.file.slice(0, -4)));
  const tdoku =
    values.tdoku === 'none' ? 'none' : resolve(values.tdoku ?? join(root, '..', 'shared', 'tdoku', 'run'));
  let contenders: ReturnType<typeof selectContenders>;
  try {
    contenders = selectContenders(
      await loadContenders([], here),
      values.strategy ?? values.strategies ?? 'all',
    );
  } catch (error) {
    process.stderr.write(`bench: ${(error as Error).message}\n`);
    return 2;
  }

  const startedAt = new Date();
  const sections: string[] = [];
  const skipped: string[] = [];
  let failed = false;
  for (const set of sets) {
    const path = join(folder, set.file);
    if (!existsSync(path)) {
      skipped.push(set.file);
      process.stderr.write(`bench: skipping ${set.file}: not found in ${folder}\n`);
      continue;
    }
    // Threads of its own a set: what the sets before left in them (a heap, code compiled for their
    // puzzles) would time each set after a different past, and every strategy warms up afresh on it.
    const executor = poolExecutor(workers);
    try {
      process.stderr.write(`bench: ${set.file} ...\n`);
      const input = fileInput([path]);
      const markdown = collector();
      const info = {
        input: set.file,
        contenders,
        workers,
        maxSolutions: 1,
        timeoutMs,
        repeat,
        warmupMs,
        notes: false,
        detail: false,
        startedAt,
      };
      const report = createReport('markdown', info, new Output(markdown.stream), false);
      const start = performance.now();
      const session = {
        input,
        info,
        modules: [],
        peerDirectory: here,
        executor,
        report,
        stderr: process.stderr,
        progress: 'auto' as const,
      };
      const totals = await runAndReport({ ...session, alarm: (text) => text });
      failed ||= totals.wrong > 0;
      process.stderr.write(
        `bench: ${set.file}: ${totals.puzzles} puzzles in ${((performance.now() - start) / 1000).toFixed(1)} s\n`,
      );
      let text = markdown.text().trim();
      if (tdoku !== 'none') {
        const reference = measureTdoku(tdoku, path);
        if ('missing' in reference)
          process.stderr.write(`bench: no tdoku reference row: ${reference.missing}\n`);
        // The fastest by the verdict (paired per-puzzle times), at its puzzles/s.
        const fastest = totals.summary.find((row) => row.strategy === totals.relative?.baseline);
        const best =
          fastest?.puzzlesPerSecond == null
            ? null
            : { strategy: fastest.strategy, rate: fastest.puzzlesPerSecond };
        text = referenceRow(text, reference, best);
      }
      sections.push(`## ${set.file.slice(0, -4)}\n\n${set.about}.\n\n${text}\n`);
    } finally {
      await executor.close();
    }
  }

  const out = resolve(values.out ?? join(root, 'BENCHMARKS.md'));
  writeFileSync(
    out,
    document(sections, skipped, folder, { timeoutMs, warmupMs, repeat, workers, startedAt, contenders }),
  );
  process.stderr.write(`bench: wrote ${relative(process.cwd(), out) || out}\n`);
  return failed ? 1 : 0;
}

function document(
  sections: readonly string[],
  skipped: readonly string[],
  folder: string,
  run: {
    timeoutMs: number;
    warmupMs: number;
    repeat: number;
    workers: number;
    startedAt: Date;
    contenders: readonly Contender[];
  },
): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const lines = [
    '# Benchmarks',
    '',
    'Written by `pnpm bench` (apps/compare/src/bench.ts); run it again to refresh this file.',
    '',
    `- Machine: ${cpu}, ${availableParallelism()} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, ${platform()} ${release()}`,
    `- Node ${process.version}`,
    `- Date: ${run.startedAt.toISOString().slice(0, 10)}`,
    `- Strategies: ${run.contenders.map((contender) => contender.solver.id).join(', ')}; ${run.workers} worker thread${run.workers === 1 ? '' : 's'}; timeout ${run.timeoutMs} ms a solve; first solution (max-solutions 1); fresh worker threads a set, each with a warm-up of ${run.warmupMs} ms a strategy; each puzzle solved ${run.repeat} times, the median counts (an aborted solve is not repeated)`,
    `- Puzzles: ${folder.includes('shared') ? '../shared/puzzles' : folder}`,
    '',
    'Each solve is timed alone with performance.now(), so puzzles/s compares with single-threaded figures.',
    ...(run.warmupMs > 0
      ? [
          'Each set runs on worker threads started for it. At its first batch each thread warms every strategy',
          'up in turn, each solving that batch and the built-in puzzles (easy to Everest, and one without a',
          `solution) untimed for ${run.warmupMs} ms, before it times any: so V8 has compiled every path a search takes, and`,
          'the code the strategies share has seen them all, before a solve is timed; and no set’s figures',
          'depend on the sets run before it.',
        ]
      : [
          'Each set runs on worker threads started for it, so no set’s figures depend on the sets run before it;',
          'there was no warm-up (--warmup 0): the first solves of each strategy in each thread time V8 compiling it.',
        ]),
    `A solve that passes the timeout is stopped and counted as aborted, its ${run.timeoutMs} ms counted too: naive`,
    'backtracking meets it on most 17-clue puzzles and some hard ones, which is what those sets show about',
    'it; raise --timeout to see how long it takes them. A peer that cannot be stopped is given up when its',
    'thread has not answered a second after the deadline: its thread is terminated and the solve counts as',
    'aborted. Every answer was checked against its puzzle and the rules.',
    '',
    ...readingNotes(run.contenders),
    '',
  ];
  if (skipped.length > 0) {
    lines.push(`**Skipped** (not found in ${folder}): ${skipped.join(', ')}.`, '');
  }
  if (sections.length === 0) lines.push('No set was found, so nothing was measured.', '');
  lines.push(...sections.flatMap((section) => [section]));
  return lines.join('\n');
}

// The bins' one rule: stdout closed early, exit quietly; a closed stderr costs its lines; a bug, exit 3.
void runBin('bench', process, (args) => bench(args));
