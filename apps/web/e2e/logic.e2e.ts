import { join } from 'node:path';
import { parseGrid } from '@sudoku-lab/core';
import { candidatesOf, formatCandidates } from '@sudoku-lab/logic';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, launchApp, results } from './browser.js';

// Hint and Explain on a phone, logic thinking in its worker: the page answers meanwhile, Cancel ends the
// work and keeps the board, and the next hint comes as before.

/**
 * One of the forum's hardest (Sudoku Explainer rates it past 11): its first step is a nested forcing
 * chain, seconds of search where each of this test's clicks takes milliseconds.
 */
const HARD = '98.76....75...48....385....87.4..6....9..6.2.....7....63..4.5.........1.........3';
/** The "world's hardest": its explanation takes 150 steps, most of them forcing chains, many seconds. */
const WORLDS_HARDEST = '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..';
/** LeetCode 37's example: its first hint is a hidden single. */
const EASY = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
/** A killer from the variants suite: logic gets the cages with the puzzle, and hints over them. */
const KILLER =
  '2...........................................................................7.... C=0001223345061278449AAB278CC99DE778FCGGGEHHIJJKLLEMHNNNKOLPQQQNRKSLPTUVRRKSWWTUVXX=23,7,26,13,15,1,7,23,15,12,8,1,17,5,17,1,18,14,2,9,29,18,2,25,1,11,15,12,9,12,3,10,13,11';

/** What a hint's generous wait allows: only a hang runs past it. */
const LONG = { timeout: 120_000 };

let app: App;
let page: Page;

beforeAll(async () => {
  app = await launchApp({ width: 390, height: 844 });
  page = app.watch(app.context.pages()[0] ?? (await app.context.newPage()));
});

afterAll(async () => {
  await app?.close();
});

async function openOn(line: string): Promise<void> {
  await page.goto(`${app.url}?puzzle=${encodeURIComponent(line)}`);
  await page.waitForSelector('[data-strategy]');
}

const hintButton = () => page.getByRole('button', { name: 'Hint', exact: true });
const strategyBox = () =>
  page.getByRole('group', { name: 'Strategies to run' }).getByRole('checkbox').first();

describe('Hint and Explain in the logic worker, on a phone', () => {
  it('stays responsive while logic thinks on a hard puzzle, cancels, and then hints on an easy one', async () => {
    await openOn(HARD);
    const grid = page.getByTestId('puzzle-grid');
    expect(await grid.getAttribute('data-cells')).toBe(HARD);
    const box = strategyBox();
    expect(await box.isChecked()).toBe(true);
    // The person's pencil marks (the puzzle's own, typed out): Hint works on them, and Cancel keeps them.
    const marks = formatCandidates(candidatesOf(parseGrid(HARD)));
    await page.getByText('Your pencil marks, for Hint').click();
    const marksBox = page.getByLabel(/^Pencil marks/);
    await marksBox.fill(marks);

    await hintButton().click();
    const working = page.getByTestId('logic-working');
    await working.waitFor();
    expect(await working.textContent()).toBe('Looking for a hint…');

    // A click on another control is handled while logic thinks: the page's thread is free.
    await box.setChecked(false);
    expect(await box.isChecked()).toBe(false);

    // Cancel. Logic thinks for seconds where a click takes milliseconds, but how long is the
    // machine's to say: should the hint come first, it stands, and the board and marks are kept
    // all the same. Either way the test waits for one of the two ends, never for a time.
    const note = page.getByTestId('logic-note');
    const hint = page.getByTestId('step-text');
    await page
      .getByRole('button', { name: 'Cancel' })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await note.or(hint).first().waitFor(LONG);
    if (await note.isVisible()) {
      expect(await note.textContent()).toBe(
        'Cancelled the hint. The board and your pencil marks are as they were.',
      );
      expect(await grid.locator('.hint-digit, .struck').count()).toBe(0);
    }
    expect(await working.count()).toBe(0);
    expect(await grid.getAttribute('data-cells')).toBe(HARD);
    expect(await marksBox.inputValue()).toBe(marks);
    await marksBox.fill('');

    await openOn(EASY);
    await hintButton().click();
    const text = page.getByTestId('step-text');
    await text.waitFor(LONG);
    expect(await text.textContent()).toContain('Hidden single (box): in box 2, 8 fits only r1c6.');
    expect(await page.getByTestId('puzzle-grid').getAttribute('data-cells')).toBe(EASY);
  });

  it('counts the steps of a long explanation as logic finds them, and Cancel ends it', async () => {
    await openOn(WORLDS_HARDEST);
    await page.getByRole('button', { name: 'Explain', exact: true }).click();
    const working = page.getByTestId('logic-working');
    await working.waitFor();
    expect(await working.textContent()).toBe('Explaining the puzzle…');
    const steps = page.getByTestId('logic-steps');
    await expect.poll(() => steps.textContent(), LONG).toMatch(/^[1-9]\d* steps? so far$/);
    await working.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(results, 'logic-working-390.png') });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('logic-note').waitFor();
    expect(await page.getByTestId('logic-note').textContent()).toBe(
      'Cancelled the explanation. The board and your pencil marks are as they were.',
    );
    expect(await page.getByTestId('puzzle-grid').getAttribute('data-cells')).toBe(WORLDS_HARDEST);
  });

  it('explains a puzzle in the worker: the steps, then the rating', async () => {
    await openOn(EASY);
    await page.getByRole('button', { name: 'Explain', exact: true }).click();
    const rating = page.getByTestId('rating');
    await rating.waitFor(LONG);
    expect(await rating.textContent()).toMatch(/^Rating \d+\.\d \(EP \d+\.\d, ED \d+\.\d\), level \w+/);
    expect(await page.getByTestId('explain-end').textContent()).toMatch(
      /^Logic alone solves it, in \d+ steps\.$/,
    );
  });

  it("answers in words on a puzzle logic cannot hint on: logic's message, never a stack", async () => {
    // Two 5s in row 1.
    await openOn(`535${EASY.slice(3)}`);
    await hintButton().click();
    const problem = page.getByTestId('logic-problem');
    await problem.waitFor(LONG);
    expect(await problem.textContent()).toMatch(/two 5s in row 1, at r1c1 and r1c3/);
  });

  it('passes a killer to logic with its cages: a hint over them, and an explanation whose rating logic refuses by name', async () => {
    await openOn(KILLER);
    await hintButton().click();
    const text = page.getByTestId('step-text');
    await text.waitFor(LONG);
    // The givens alone (two of them) leave the board open: the step reasons from the cages.
    expect(await page.getByTestId('step-technique').textContent()).toMatch(/cage|45/i);
    expect(await page.getByTestId('puzzle-grid').locator('.struck, .hint-digit').count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Explain', exact: true }).click();
    const rating = page.getByTestId('rating');
    await rating.waitFor(LONG);
    expect(await rating.textContent()).toMatch(/^No rating: .*killer cages/);
    expect(await page.getByTestId('explain-end').textContent()).toMatch(
      /^Logic alone (solves it|gets stuck)/,
    );
  });

  it('raised no error in the page', () => {
    expect(app.pageErrors).toEqual([]);
  });
});
