import { join } from 'node:path';
import { parsePuzzle } from '@sudoku-lab/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, launchApp, results } from './browser.js';

// Variant puzzles drawn on a phone: a killer's cages with their sums, a jigsaw's regions.

const JIGSAW =
  '..3...6.5.......8......7.2..7......3..5....1.4.6.9......8..5....5....2......4.... R=122222222111133332111433533144455553444666655476666655477889999778889999777788889';
const KILLER =
  '2...........................................................................7.... C=0001223345061278449AAB278CC99DE778FCGGGEHHIJJKLLEMHNNNKOLPQQQNRKSLPTUVRRKSWWTUVXX=23,7,26,13,15,1,7,23,15,12,8,1,17,5,17,1,18,14,2,9,29,18,2,25,1,11,15,12,9,12,3,10,13,11';

let app: App;

beforeAll(async () => {
  app = await launchApp();
});

afterAll(async () => {
  await app?.close();
});

/** The page on a 390 px phone, opened on a link's puzzle. */
async function openOn(line: string): Promise<Page> {
  const page = app.watch(await app.context.newPage());
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${app.url}?puzzle=${encodeURIComponent(line)}`);
  await page.waitForSelector('[data-strategy]');
  return page;
}

/** The page fits the phone's width (no sideways scroll); its picture is kept as `name`-390.png, then it closes. */
async function fitsThenClose(page: Page, name: string): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: join(results, `${name}-390.png`) });
  await page.close();
}

/** Region borders the rules call for: neighbouring cells (right, below) in different regions. */
function expectedBorders(regions: readonly number[]): { right: number; bottom: number } {
  let right = 0;
  let bottom = 0;
  for (let cell = 0; cell < 81; cell++) {
    if (cell % 9 < 8 && regions[cell] !== regions[cell + 1]) right++;
    if (cell < 72 && regions[cell] !== regions[cell + 9]) bottom++;
  }
  return { right, bottom };
}

describe('variants on a phone', () => {
  it('draws a jigsaw: a thick border wherever two neighbouring cells are in different regions, no sideways scroll', async () => {
    const page = await openOn(JIGSAW);
    const grid = page.getByTestId('puzzle-grid');
    const expected = expectedBorders(parsePuzzle(JIGSAW).rules!.regions!);
    expect({
      right: await grid.locator('.cell.box-right').count(),
      bottom: await grid.locator('.cell.box-bottom').count(),
    }).toEqual(expected);
    await expect(page.getByTestId('rule-labels').textContent()).resolves.toMatch(/Jigsaw/);
    await fitsThenClose(page, 'jigsaw');
  });

  it('draws a killer: one dashed outline piece a caged cell, each cage sum once, in its first cell', async () => {
    const page = await openOn(KILLER);
    const grid = page.getByTestId('puzzle-grid');
    const cages = parsePuzzle(KILLER).rules!.cages!;
    const caged = cages.reduce((n, cage) => n + cage.cells.length, 0);
    expect(await grid.locator('.cell .cage').count()).toBe(caged);
    const sums = await grid.locator('.cage-sum').allTextContents();
    expect(sums).toEqual(
      [...cages].sort((a, b) => a.cells[0]! - b.cells[0]!).map((cage) => String(cage.sum)),
    );
    await fitsThenClose(page, 'killer');
  });

  it('names the strategies that do not handle the rules instead of racing them', async () => {
    const page = await openOn(KILLER);
    const left = await page.getByTestId('not-applicable').textContent();
    expect(left).toMatch(/killer cages/);
    await page.close();
  });

  it('raised no page errors', () => {
    expect(app.pageErrors).toEqual([]);
  });
});
