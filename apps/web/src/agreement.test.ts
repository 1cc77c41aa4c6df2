// The web comparison and the command line, given the same puzzles, report the same statuses and count
// the same puzzles in the rates: both run the harness, and this runs both on one list.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  builtinPuzzles,
  defaultSettings,
  readPuzzleList,
  type SummaryRow,
  strategyContenders,
} from '@sudoku-lab/harness';
import { describe, expect, it } from 'vitest';
import { type CompareReply, requestsFor, runCompare, summarize } from './compare.js';

const cli = fileURLToPath(new URL('../../compare/dist/cli.js', import.meta.url));

/** The built-in set, a malformed line, a puzzle with no solution and one with several. */
const list = [
  ...builtinPuzzles.filter((puzzle) => !puzzle.name.startsWith('4x4')).map((p) => `${p.text}  # ${p.name}`),
  'not a puzzle',
  `12345678.${'.'.repeat(8)}9${'.'.repeat(63)}  # hopeless`,
].join('\n');

/** What the web page computes, without the page: its requests, its worker's work, its summary. */
function web() {
  const entries = readPuzzleList('list', list).filter((entry) => entry.grid !== undefined);
  const puzzles = entries.map((entry) => ({
    name: entry.name ?? entry.source,
    shape: entry.grid!.shape.name,
    cells: [...entry.grid!.cells],
  }));
  const ids = strategyContenders.map((c) => c.solver.id);
  const answers = puzzles.map(() => ids.map(() => undefined as never));
  for (const request of requestsFor(1, puzzles, ids, defaultSettings)) {
    runCompare(request, strategyContenders, (reply: CompareReply) => {
      if (reply.kind === 'failed') throw new Error(reply.message);
      const k = ids.indexOf(reply.strategyId);
      reply.outcomes.forEach((outcome, p) => {
        (answers[reply.first + p] as unknown[])[k] = outcome;
      });
    });
  }
  return summarize(strategyContenders, puzzles, answers, defaultSettings.maxSolutions);
}

const counted = (row: SummaryRow) => {
  const { strategy, puzzles, solved, multiple, unsolvable, invalid, aborted, wrong } = row;
  return { strategy, puzzles, solved, multiple, unsolvable, invalid, aborted, wrong };
};

describe.skipIf(!existsSync(cli))('the web comparison and the command line', () => {
  it('report the same status for every puzzle and strategy, and count the same puzzles', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'web-agreement-')), 'list.txt');
    writeFileSync(file, `${list}\n`);
    // Awaited, not run synchronously: the test worker's event loop keeps running while the CLI does.
    // Our strategies only (the command adds the npm peers by default). The list holds a malformed
    // line on purpose: the command reports it, goes on, and exits 2.
    const json = await promisify(execFile)(
      process.execPath,
      [cli, file, '--format', 'json', '-w', '0', '-s', strategyContenders.map((c) => c.solver.id).join(',')],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    ).then(
      ({ stdout }) => stdout,
      (error: { code?: number; stdout?: string }) => {
        if (error.code !== 2 || error.stdout === undefined) throw error;
        return error.stdout;
      },
    );
    const document = JSON.parse(json) as {
      puzzles: { index: number; error?: string }[];
      results: { strategy: string; puzzle: number; status: string }[];
      summary: SummaryRow[];
    };
    const mine = web();

    const wellFormed = document.puzzles.filter((puzzle) => puzzle.error === undefined).map((p) => p.index);
    const ids = strategyContenders.map((c) => c.solver.id);
    const cliStatuses = wellFormed.map((index) =>
      ids.map((id) => document.results.find((r) => r.puzzle === index && r.strategy === id)!.status),
    );
    const webStatuses = mine.outcomes.map((row) => row.map((outcome) => outcome!.status));
    expect(webStatuses).toEqual(cliStatuses);
    expect(mine.rows.map(counted)).toEqual(document.summary.map(counted));
    expect(new Set(webStatuses.flat())).toEqual(new Set(['solved', 'unsolvable', 'invalid']));
  });
});
