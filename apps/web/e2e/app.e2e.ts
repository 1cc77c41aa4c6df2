import { join } from 'node:path';
import { parseGrid } from '@sudoku-lab/core';
import { candidatesOf, formatCandidates } from '@sudoku-lab/logic';
import { strategies } from '@sudoku-lab/registry';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, launchApp, results } from './browser.js';

/** The built app (dist) in real headless Chromium: what a person does on the watch and compare views. */

/** Every strategy, in the order the app shows them: the registry's. */
const STRATEGIES = strategies.map((strategy) => strategy.id);

/** LeetCode 37's example as LeetCode writes it (char[][]), and its one solution. */
const LEETCODE_BOARD = [
  ['5', '3', '.', '.', '7', '.', '.', '.', '.'],
  ['6', '.', '.', '1', '9', '5', '.', '.', '.'],
  ['.', '9', '8', '.', '.', '.', '.', '6', '.'],
  ['8', '.', '.', '.', '6', '.', '.', '.', '3'],
  ['4', '.', '.', '8', '.', '3', '.', '.', '1'],
  ['7', '.', '.', '.', '2', '.', '.', '.', '6'],
  ['.', '6', '.', '.', '.', '.', '2', '8', '.'],
  ['.', '.', '.', '4', '1', '9', '.', '.', '5'],
  ['.', '.', '.', '.', '8', '.', '.', '7', '9'],
];
const LEETCODE_SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

let app: App;
let page: Page;

beforeAll(async () => {
  app = await launchApp({ width: 1400, height: 1000 });
  page = app.watch(app.context.pages()[0] ?? (await app.context.newPage()));
  await page.goto(app.url);
});

afterAll(async () => {
  await app?.close();
});

/** A cell of the puzzle grid, by index (row-major). */
const gridCell = (cell: number) => page.getByTestId('puzzle-grid').locator('[role=gridcell]').nth(cell);

/** The cells of the puzzle grid a hint marks: those its sentence (the step's text) describes. */
function hintedCells(): Promise<number[]> {
  return page
    .getByTestId('puzzle-grid')
    .locator('[role=gridcell]')
    .evaluateAll((cells) =>
      cells.flatMap((cell, index) => {
        const described = cell.getAttribute('aria-describedby');
        const by = described ? document.getElementById(described) : null;
        return by?.getAttribute('data-testid') === 'step-text' ? [index] : [];
      }),
    );
}

/** Pastes a puzzle into the watch view's paste box and reads it. */
async function paste(text: string) {
  await page.getByLabel('Paste a puzzle').fill(text);
  await page.getByRole('button', { name: 'Use the pasted puzzle' }).click();
}

/** Presses Solve with the replay at full speed and waits until every board has finished. */
async function solveAtFullSpeed() {
  const speed = page.getByRole('slider', { name: 'Speed' });
  await speed.focus();
  await speed.press('End');
  await expect.poll(() => speed.getAttribute('aria-valuetext')).toBe('as fast as possible');
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  for (const id of STRATEGIES) {
    await expect
      .poll(() => page.getByTestId(`status-${id}`).textContent(), { timeout: 60_000 })
      .not.toMatch(/Solving|Replaying/);
  }
}

async function detailsOf(id: string): Promise<string> {
  await expect
    .poll(() => page.getByTestId(`details-${id}`).textContent(), { timeout: 30_000 })
    .not.toMatch(/Checking/);
  return (await page.getByTestId(`details-${id}`).textContent()) ?? '';
}

describe('the web app in headless Chromium', () => {
  it('lists every strategy of the registry', async () => {
    const boxes = page.getByRole('group', { name: 'Strategies to run' }).getByRole('checkbox');
    await expect.poll(() => boxes.count()).toBe(STRATEGIES.length);
    for (let k = 0; k < STRATEGIES.length; k++) expect(await boxes.nth(k).isChecked()).toBe(true);
  });

  it('solves a pasted LeetCode board with each strategy, every final grid the solution', async () => {
    await paste(JSON.stringify(LEETCODE_BOARD));
    await expect
      .poll(() => page.getByTestId('puzzle-grid').getAttribute('data-cells'))
      .toBe(LEETCODE_BOARD.flat().join(''));
    await solveAtFullSpeed();
    const panels = await page
      .locator('[data-strategy]')
      .evaluateAll((all) => all.map((el) => el.getAttribute('data-strategy')));
    expect(panels).toEqual(STRATEGIES);
    for (const id of STRATEGIES) {
      expect(await page.getByTestId(`status-${id}`).textContent()).toContain('Solved');
      expect(await page.getByTestId(`board-${id}`).getAttribute('data-cells')).toBe(LEETCODE_SOLUTION);
      const details = await detailsOf(id);
      expect(details).toContain('Verified');
      expect(details).toContain('The only solution');
    }
    await page.screenshot({ path: join(results, 'watch-solved.png'), fullPage: true });
  });

  it("names the row and column of a malformed paste's fault", async () => {
    const line = `${LEETCODE_SOLUTION.slice(0, 22)}x${LEETCODE_SOLUTION.slice(23)}`;
    await paste(line);
    const alert = page.getByTestId('paste-error');
    await expect.poll(() => alert.textContent()).toContain("Row 3, column 5: 'x' is not a digit");
    expect(await page.getByLabel('Paste a puzzle').getAttribute('aria-invalid')).toBe('true');
  });

  it('marks conflicting givens in the grid, and every strategy calls the puzzle invalid', async () => {
    // 'extreme', of the built-in list, has two 7s in row 7.
    await page.getByLabel('Built-in puzzle', { exact: true }).selectOption('extreme');
    await expect.poll(() => page.getByTestId('conflicts').textContent()).toContain('Two 7s in row 7');
    const marked = page.getByTestId('puzzle-grid').locator('[role=gridcell].conflict');
    expect(await marked.count()).toBe(2);
    expect(await marked.first().getAttribute('aria-label')).toContain('conflict: two 7s in row 7');
    await solveAtFullSpeed();
    for (const id of STRATEGIES) {
      expect(await page.getByTestId(`status-${id}`).textContent()).toContain('Invalid puzzle');
      expect(await page.getByTestId(`board-${id}`).locator('[role=gridcell].conflict').count()).toBe(2);
    }
  });

  it('says when a puzzle has more than one solution', async () => {
    await paste(`${LEETCODE_SOLUTION.slice(0, 45)}${'.'.repeat(36)}`);
    await solveAtFullSpeed();
    // The board says "Solved" when the replay ends and the title changes when the search for a second
    // solution answers, which on a loaded machine may come later: wait for it.
    for (const id of STRATEGIES) {
      await expect
        .poll(() => page.getByTestId(`status-${id}`).textContent(), { timeout: 60_000 })
        .toContain('More than one solution');
    }
  });

  it('says when a puzzle has no solution', async () => {
    // Row 1 needs a 9 in column 9, which already holds one in row 2.
    await paste(`12345678.${'........9'}${'.'.repeat(63)}`);
    await solveAtFullSpeed();
    for (const id of STRATEGIES) {
      expect(await page.getByTestId(`status-${id}`).textContent()).toContain('No solution');
    }
  });

  it('lets a person type a puzzle into the grid with the keyboard', async () => {
    await page.getByRole('button', { name: 'Clear the grid' }).click();
    const grid = page.getByTestId('puzzle-grid');
    await grid.locator('[role=gridcell]').first().click();
    await page.keyboard.type('12');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('3');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.type('4');
    const cells = (await grid.getAttribute('data-cells')) ?? '';
    expect(cells.slice(0, 3)).toBe('23.');
    expect(cells[10]).toBe('4');
    expect(cells.replace(/\./g, '')).toBe('234');
  });

  it('replays step by step, and pauses', async () => {
    await paste(JSON.stringify(LEETCODE_BOARD));
    const speed = page.getByRole('slider', { name: 'Speed' });
    await speed.focus();
    await speed.press('Home');
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect.poll(() => page.getByTestId('status-norvig').textContent()).toMatch(/Replaying/);
    const before = (await page.getByTestId('status-norvig').textContent()) ?? '';
    await page.getByRole('button', { name: 'Step' }).click();
    const after = (await page.getByTestId('status-norvig').textContent()) ?? '';
    const position = (text: string) => Number(/event ([\d,]+)/.exec(text)?.[1]?.replace(/,/g, ''));
    expect(position(after)).toBe(position(before) + 1);
  });

  it('caps a very long trace with a note, and the replay stays responsive (the screenshot)', async () => {
    // Norvig's hardest #1: over a million events for naive backtracking, far past the replay's cap.
    await paste('85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.');
    const speed = page.getByRole('slider', { name: 'Speed' });
    await speed.focus();
    await speed.press('Home');
    for (let k = 0; k < 8; k++) await speed.press('ArrowRight');
    expect(await speed.getAttribute('aria-valuetext')).toBe('1,000 events a second');
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await expect
      .poll(() => page.getByTestId('cap-naive').textContent(), { timeout: 30_000 })
      .toMatch(/Long trace/);
    await expect
      .poll(() => page.getByTestId('status-naive').textContent(), { timeout: 30_000 })
      .toMatch(/Replaying: event [\d,]{5,}/);
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.screenshot({ path: join(results, 'screenshot.png'), fullPage: true });

    // While the boards fast-forward, the page still answers.
    await page.getByRole('button', { name: 'Skip to the end' }).click();
    const started = Date.now();
    expect(await page.evaluate(() => document.title)).toContain('sudoku-lab');
    expect(Date.now() - started).toBeLessThan(2000);
    for (const id of STRATEGIES) {
      await expect
        .poll(() => page.getByTestId(`status-${id}`).textContent(), { timeout: 60_000 })
        .not.toMatch(/Solving|Replaying/);
      expect(await page.getByTestId(`status-${id}`).textContent()).toContain('Solved');
      expect(await detailsOf(id)).toContain('Verified');
    }
    expect(await detailsOf('naive')).toContain('The replay stopped at the trace cap');
    const naive = await page.getByTestId('board-naive').getAttribute('data-cells');
    expect(naive).not.toContain('.');
    for (const id of STRATEGIES)
      expect(await page.getByTestId(`board-${id}`).getAttribute('data-cells')).toBe(naive);
  });

  it('gives a hint on the puzzle grid itself: its technique and sentence, its cells marked, also on typed pencil marks', async () => {
    await page.getByRole('tab', { name: 'Watch them solve' }).click();
    await paste(JSON.stringify(LEETCODE_BOARD));
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    const text = page.getByTestId('step-text');
    await expect.poll(() => text.textContent()).toContain('Hidden single (box): in box 2, 8 fits only r1c6.');
    // r1c6 (cell 5) is marked on the puzzle grid, its 8 shown as the hint's; the puzzle itself is unchanged.
    expect(await hintedCells()).toEqual([5]);
    const r1c6 = gridCell(5);
    expect(await r1c6.getAttribute('aria-label')).toContain('in the hint, the hint places 8 here');
    expect(await r1c6.locator('.hint-digit').textContent()).toBe('8');
    expect(await page.getByTestId('puzzle-grid').getAttribute('data-cells')).toBe(
      LEETCODE_BOARD.flat().join(''),
    );
    expect(await page.getByTestId('step-board').count()).toBe(0);

    // The user's pencil marks cross 2 out of box 1 but for r2c3: the hint on them is that hidden single.
    const marks = Array.from(candidatesOf(parseGrid(LEETCODE_BOARD.flat().join(''))));
    for (const cell of [2, 10, 18]) marks[cell] = marks[cell]! & ~(1 << 1);
    await page.getByText('Your pencil marks, for Hint').click();
    await page.getByLabel(/^Pencil marks/).fill(formatCandidates(marks));
    // New marks make the last hint stale: it leaves the grid.
    expect(await hintedCells()).toEqual([]);
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await expect.poll(() => text.textContent()).toContain('Hidden single (box): in box 1, 2 fits only r2c3.');
    expect(await page.getByTestId('step-technique').textContent()).toBe('Hidden single (box)');
    expect(await hintedCells()).toEqual([11]);
    await page.getByLabel(/^Pencil marks/).fill('');
  });

  it('explains the puzzle step by step with Next and Previous, rated, the last step solving the board', async () => {
    await page.getByRole('button', { name: 'Explain', exact: true }).click();
    await expect
      .poll(() => page.getByTestId('rating').textContent())
      .toMatch(/^Rating \d+\.\d \(EP \d+\.\d, ED \d+\.\d\), level \w+/);
    const position = page.getByTestId('step-position');
    expect(await position.textContent()).toMatch(/^Step 1 of \d+$/);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    expect(await position.textContent()).toMatch(/^Step 2 of/);
    await page.getByRole('button', { name: 'Previous', exact: true }).click();
    expect(await position.textContent()).toMatch(/^Step 1 of/);
    await page.getByRole('button', { name: 'Last step' }).click();
    const total = /of (\d+)/.exec((await position.textContent()) ?? '')?.[1];
    expect(await position.textContent()).toBe(`Step ${total} of ${total}`);
    expect(await page.getByTestId('step-board').getAttribute('data-cells')).toBe(LEETCODE_SOLUTION);
  });

  it('marks the candidates a hint eliminates on the puzzle grid, and clears the hint when the grid changes', async () => {
    // The built-in '9x9-hard-3' once its singles run out: in box 6, 2 is only in row 6 (r6c8, r6c9).
    await paste('..5.9...7..974..5..7.5.3.9.2..9...78..7...53995..371..6.247.98.59..267..7..3.9.6.');
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await expect
      .poll(() => page.getByTestId('step-text').textContent())
      .toContain(
        'Pointing (locked candidates): in box 6, 2 is only in row 6, so it leaves the rest of row 6.',
      );
    expect(await page.getByTestId('step-technique').textContent()).toBe('Pointing (locked candidates)');
    expect(await hintedCells()).toEqual([48, 52, 53]);
    const r6c4 = gridCell(48);
    expect(await r6c4.getAttribute('aria-label')).toContain('the hint removes 2');
    expect(await r6c4.locator('.struck').allTextContents()).toEqual(['2']);
    for (const cell of [52, 53])
      expect(await gridCell(cell).locator('.candidates').textContent()).toContain('2');

    // Typing a digit changes the board: the hint, made for the old one, leaves the grid and the page.
    await gridCell(0).click();
    await page.keyboard.type('1');
    await expect.poll(() => page.getByTestId('puzzle-grid').getAttribute('data-cells')).toMatch(/^1/);
    expect(await hintedCells()).toEqual([]);
    expect(await page.getByTestId('puzzle-grid').locator('.struck, .hint-digit').count()).toBe(0);
    expect(await page.getByTestId('step-text').count()).toBe(0);
  });

  it('raised no error in the page', () => {
    expect(app.pageErrors).toEqual([]);
  });
});
