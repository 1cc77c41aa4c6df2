import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { parseGrid } from '@sudoku-lab/core';
import { builtinPuzzles, type Relative, type SummaryRow } from '@sudoku-lab/harness';
import { strategies } from '@sudoku-lab/registry';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { speedWords } from '../src/relative.js';
import { type App, launchApp, results } from './browser.js';

/**
 * The comparison in real headless Chromium at 1280 x 800, against the command line on the same
 * puzzles (the built-in set): the page cross-origin isolated, every rate finite and above zero, the
 * results in view under Run, and the same statuses and the same verdict as `sudoku-lab compare`.
 */

const VIEWPORT = { width: 1280, height: 800 };
const STRATEGIES = strategies.map((strategy) => strategy.id);
const cli = fileURLToPath(new URL('../../../packages/cli/dist/cli.js', import.meta.url));

interface CliDocument {
  readonly summary: readonly SummaryRow[];
  readonly relative: Relative;
}

let app: App;
let page: Page;
let document: CliDocument;

beforeAll(async () => {
  if (!existsSync(cli)) {
    throw new Error(`no built command line at ${cli}: run \`pnpm --filter @sudoku-lab/cli... build\` first`);
  }
  // The command line first, alone, so the two runs do not slow each other's timings.
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [cli, 'compare', '--format', 'json', '-s', STRATEGIES.join(',')],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  document = JSON.parse(stdout) as CliDocument;
  app = await launchApp(VIEWPORT);
  page = app.watch(app.context.pages()[0] ?? (await app.context.newPage()));
  await page.goto(app.url);
});

afterAll(async () => {
  await app?.close();
});

/** The page's summary table: per strategy, its cells' text and its rate as a number. */
async function summaryRows() {
  const rows = page.getByTestId('compare-table').locator('tbody tr');
  return Promise.all(
    Array.from({ length: await rows.count() }, async (_, k) => ({
      cells: await rows.nth(k).locator('td').allTextContents(),
      rate: Number(await rows.nth(k).locator('td[data-rate]').getAttribute('data-rate')),
    })),
  );
}

/** The page's verdict table: each strategy's ratio to the fastest (1 for the fastest) and its words. */
async function pageRatios() {
  const rows = page.getByTestId('compare-relative').locator('tbody tr');
  const out = new Map<string, { ratio: number; words: string }>();
  for (let k = 0; k < (await rows.count()); k++) {
    const row = rows.nth(k);
    out.set((await row.getAttribute('data-strategy'))!, {
      ratio: Number(await row.getAttribute('data-ratio')),
      words: (await row.locator('td').first().textContent())!,
    });
  }
  return out;
}

describe('the comparison at 1280 px', () => {
  it('runs cross-origin isolated, so its clock reads in small steps', async () => {
    expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
  });

  it('times every strategy over the built-in set, every rate finite and above zero, the results in view under Run', async () => {
    const count = builtinPuzzles.length;
    await page.getByRole('tab', { name: 'Compare speed' }).click();
    const run = page.getByRole('button', { name: 'Run the comparison' });
    await run.click();
    const status = page.getByTestId('compare-status');
    await expect
      .poll(() => status.textContent(), { timeout: 150_000 })
      .toMatch(new RegExp(`^Done: ${count * STRATEGIES.length} solves of ${count} puzzles`));
    await page.screenshot({ path: join(results, 'compare-1280.png') });
    await page.screenshot({ path: join(results, 'compare.png'), fullPage: true });

    expect(await page.getByTestId('compare-clock').textContent()).toContain(
      '(the page is cross-origin isolated)',
    );
    const rows = await summaryRows();
    expect(rows).toHaveLength(STRATEGIES.length);
    rows.forEach(({ cells, rate }, k) => {
      // puzzles, solved, several, no solution, invalid, stopped, wrong: 'extreme' is invalid, and so is
      // a puzzle of a shape the strategy does not declare; '9x9-no-solution' has no solution.
      const declared = strategies[k]!.shapes.map((shape) => shape.name);
      const invalid =
        1 + builtinPuzzles.filter((puzzle) => !declared.includes(parseGrid(puzzle.text).shape.name)).length;
      expect(cells.slice(0, 7)).toEqual([
        String(count),
        String(count - 1 - invalid),
        '0',
        '1',
        String(invalid),
        '0',
        '0',
      ]);
      expect(Number.isFinite(rate) && rate > 0, `${STRATEGIES[k]}'s rate ${rate}`).toBe(true);
      // Mean ± sd, median, p95, slowest: each a time above zero.
      for (const time of cells.slice(7, 11)) expect(time).not.toMatch(/^-$|(^|[^\d.])0(\.0+)? (ms|µs|ns)/);
    });

    // The results begin under the button the person pressed, across the page, in the window.
    const view = { top: 0, bottom: VIEWPORT.height };
    const runBox = (await run.boundingBox())!;
    const resultsBox = (await page.getByTestId('compare-results').boundingBox())!;
    const verdictBox = (await page.getByTestId('compare-relative').boundingBox())!;
    expect(runBox.y).toBeGreaterThanOrEqual(view.top);
    expect(resultsBox.y).toBeGreaterThan(runBox.y);
    expect(resultsBox.y).toBeLessThan(view.bottom / 2);
    expect(resultsBox.width).toBeGreaterThan(VIEWPORT.width * 0.9);
    expect(verdictBox.y).toBeGreaterThanOrEqual(view.top);
    expect(verdictBox.y + verdictBox.height).toBeLessThanOrEqual(view.bottom);
  });

  it("agrees with the command line's statuses and verdict on the same puzzles", async () => {
    const counts = (row: { cells: readonly string[] }) => row.cells.slice(0, 7).map(Number);
    const cliCounts = document.summary.map((row) => [
      row.puzzles,
      row.solved,
      row.multiple,
      row.unsolvable,
      row.invalid,
      row.aborted,
      row.wrong,
    ]);
    expect((await summaryRows()).map(counts)).toEqual(cliCounts);

    const mine = await pageRatios();
    const { relative } = document;
    expect([...mine.keys()].sort()).toEqual([...relative.order].sort());
    for (const [strategy, { ratio, words }] of mine) {
      if (strategy !== [...mine.keys()][0]) expect(words).toBe(speedWords(ratio));
    }
    // The speeds themselves are not compared with the command line's: both are timings on a shared
    // machine, and a test's verdict never depends on the scheduler (the benchmarks compare speeds).
    for (const [strategy, { ratio }] of mine)
      expect(ratio > 0 && Number.isFinite(ratio), strategy).toBe(true);
    expect(app.pageErrors).toEqual([]);
  });
});
