// Helpers for this package's tests (not part of the build).
import { builtinPuzzle, type Contender, linesInput } from '@sudoku-lab/harness';
import { inlineExecutor } from './executor.js';
import { collector, createReport, type FormatName, Output } from './report.js';
import type { CheckedPuzzle, RunOptions, RunTotals } from './run.js';
import { runComparison } from './run.js';

/** The JavaScript article's board: one solution; its first cell is empty. */
export const leetcode = builtinPuzzle('js-article-board').text;
/** The LeetCode example without its givens in row 1: more than one solution. */
export const loose = `${'.'.repeat(9)}${leetcode.slice(9)}`;
/** 'extreme': two 7s in row 7. */
export const clashing = builtinPuzzle('extreme').text;
/** Well-formed, no conflicting givens, but no solution: row 1 needs a 9 in column 9, which has one. */
export const hopeless = `12345678.${'.'.repeat(8)}9${'.'.repeat(63)}`;

export { contenderOf as contender } from '@sudoku-lab/harness/testing';

/** Runs the contenders on these lines on this thread, collecting every checked puzzle. */
export async function runLines(
  lines: readonly string[],
  contenders: readonly Contender[],
  options: Partial<Omit<RunOptions, 'contenders'>> = {},
): Promise<{ totals: RunTotals; checked: CheckedPuzzle[] }> {
  const checked: CheckedPuzzle[] = [];
  const totals = await runComparison(
    linesInput('test', lines, 'test lines'),
    runOptions(contenders, options),
    {
      puzzle: () => {},
      checked: (puzzle) => checked.push(puzzle),
    },
  );
  return { totals, checked };
}

/** A run on this thread, without warm-up, with these options changed. */
function runOptions(
  contenders: readonly Contender[],
  options: Partial<Omit<RunOptions, 'contenders'>>,
): RunOptions {
  const defaults = {
    maxSolutions: 1,
    timeoutMs: 2000,
    repeat: 1,
    warmupMs: 0,
    modules: [],
    peerDirectory: process.cwd(),
  };
  return { contenders, executor: inlineExecutor(contenders), ...defaults, ...options };
}

/** Runs the contenders on these lines on this thread and returns what a format writes. */
export async function render(
  format: FormatName,
  lines: readonly string[],
  contenders: readonly Contender[],
  options: Partial<Omit<RunOptions, 'contenders'>> & { detail?: boolean } = {},
): Promise<string> {
  const output = collector();
  const { detail = false, ...rest } = options;
  const run = runOptions(contenders, rest);
  const info = { ...run, workers: 0, detail, input: 'test lines', startedAt: new Date(0) };
  const report = createReport(format, info, new Output(output.stream), false);
  const totals = await runComparison(linesInput('test', lines, 'test lines'), run, report);
  await report.end(totals, 1234);
  return output.text();
}
