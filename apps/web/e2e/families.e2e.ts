import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_NAMES, type Family } from '../src/family-marks.js';
import { fpuzzlesPart } from '../src/links.js';
import { type App, launchApp, results } from './browser.js';
import { familyCases, mixedCase } from './family-puzzles.js';

// Each constraint family, opened from a link carrying its f-puzzles document (SudokuPad's fpuzzles… part),
// drawn on a phone and on a wide screen, then solved by the page.

let app: App;

beforeAll(async () => {
  app = await launchApp();
});

afterAll(async () => {
  await app?.close();
});

/** The page at `width`, opened on a document through `?puzzle=fpuzzles…`. */
async function openOn(document: object, width: number): Promise<Page> {
  const page = app.watch(await app.context.newPage());
  await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
  await page.goto(`${app.url}?puzzle=${encodeURIComponent(fpuzzlesPart(document))}`);
  await page.waitForSelector('[data-strategy]');
  return page;
}

/** The puzzle grid's frame: the board, its margins and the families' layers. */
const frameOf = (page: Page) => page.locator('.board-frame', { has: page.getByTestId('puzzle-grid') });

type Box = { x: number; y: number; width: number; height: number };
async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (box === null) throw new Error('the element is not shown');
  return box;
}

/** Every mark of the frame lies inside it (a stroke's half width over its edge allowed), none past the window. */
async function expectMarksInside(page: Page, width: number) {
  const frame = await boxOf(frameOf(page));
  const marks = await frameOf(page)
    .locator('[data-family]')
    .evaluateAll((all) =>
      all.map((mark) => {
        const { x, y, width, height } = mark.getBoundingClientRect();
        return { family: mark.getAttribute('data-family'), x, y, width, height };
      }),
    );
  const slack = 3;
  for (const mark of marks) {
    expect(mark.x, `${mark.family} left`).toBeGreaterThanOrEqual(frame.x - slack);
    expect(mark.y, `${mark.family} top`).toBeGreaterThanOrEqual(frame.y - slack);
    expect(mark.x + mark.width, `${mark.family} right`).toBeLessThanOrEqual(frame.x + frame.width + slack);
    expect(mark.y + mark.height, `${mark.family} bottom`).toBeLessThanOrEqual(frame.y + frame.height + slack);
  }
  expect(frame.x + frame.width).toBeLessThanOrEqual(width);
  // The controls around the grid keep clear of it and its margins.
  const above = await boxOf(page.locator('.puzzle-board .builtin'));
  expect(above.y + above.height).toBeLessThanOrEqual(frame.y + 1);
  const below = await boxOf(frameOf(page).locator('xpath=following-sibling::*[1]'));
  expect(below.y).toBeGreaterThanOrEqual(frame.y + frame.height - 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** Presses Solve at full speed; every racing board ends solved, on the one solution. */
async function expectSolved(page: Page, solution: string) {
  const speed = page.getByRole('slider', { name: 'Speed' });
  await speed.focus();
  await speed.press('End');
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  const racing = await page
    .getByTestId('race')
    .locator('[data-strategy]')
    .evaluateAll((all) => all.map((el) => el.getAttribute('data-strategy')!));
  expect(racing).toContain('csp');
  for (const id of racing) {
    await expect
      .poll(() => page.getByTestId(`status-${id}`).textContent(), { timeout: 60_000 })
      .not.toMatch(/Solving|Replaying/);
    expect(await page.getByTestId(`status-${id}`).textContent(), id).toContain('Solved');
    const board = page.locator(`[data-strategy="${id}"] [role=grid]`);
    expect(await board.getAttribute('data-cells'), id).toBe(solution);
  }
  await expect
    .poll(() => page.getByTestId('details-csp').textContent(), { timeout: 30_000 })
    .toContain('The only solution');
}

const cases = familyCases();

/** Words a cell's label carries for each family (the SVG itself is hidden from screen readers). */
const CELL_WORDS: Record<Family, RegExp | null> = {
  thermometers: /thermometer bulb/,
  arrows: /arrow's circle/,
  whispers: /German whispers line/,
  renbans: /renban line/,
  palindromes: /palindrome line/,
  betweenLines: /between line's circle/,
  kropki: /white dot with row \d, column \d/,
  xv: /\bX with row \d, column \d/,
  parity: /odd cell/,
  givenCandidates: /given candidates \d, \d/,
  quadruples: /quadruple \d, \d/,
  littleKillers: /little killer sum \d+ from here down and to the right/,
  sandwiches: /sandwich sum of column 3: \d+/,
  nonconsecutive: null,
};

describe.each([390, 1280])('each family at %i px', (width) => {
  it.each(cases.map((entry) => [entry.family, entry] as const))(
    '%s: drawn, named, solved',
    async (family, entry) => {
      const page = await openOn(entry.document, width);
      const frame = frameOf(page);
      for (const [part, count] of Object.entries(entry.parts)) {
        expect(
          await frame.locator(`[data-family="${family}"][data-part="${part}"]`).count(),
          `${family} ${part}`,
        ).toBe(count);
      }
      // Nonconsecutive has no mark; every other family has one at least.
      if (family !== 'nonconsecutive')
        expect(await frame.locator(`[data-family="${family}"]`).count()).toBeGreaterThan(0);
      await expectMarksInside(page, width);
      const labels = await page
        .getByTestId('puzzle-grid')
        .locator('[role=gridcell]')
        .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label') ?? ''));
      const words = CELL_WORDS[family];
      if (words !== null)
        expect(
          labels.some((label) => words.test(label)),
          String(words),
        ).toBe(true);
      const name = FAMILY_NAMES[family];
      expect(await page.getByTestId('family-rules').locator('summary').textContent()).toContain(name);
      expect(
        await page.getByTestId('legend-families').locator(`li[data-family="${family}"]`).textContent(),
      ).toMatch(new RegExp(name, 'i'));
      // A margin only for clues outside the grid.
      const margins = (await frame.getAttribute('data-margins'))!.split(' ').map(Number);
      expect(margins.some((side) => side > 0)).toBe(family === 'littleKillers' || family === 'sandwiches');
      await frame.screenshot({ path: join(results, `family-${family}-${width}.png`) });
      await expectSolved(page, entry.solution);
      await page.close();
    },
  );

  it('a puzzle of every family at once: drawn inside its frame, solved', async () => {
    const mixed = mixedCase();
    const page = await openOn(mixed.document, width);
    const drawn = await frameOf(page)
      .locator('[data-family]')
      .evaluateAll((all) => [...new Set(all.map((el) => el.getAttribute('data-family')))].sort());
    expect(drawn).toEqual(
      cases
        .map((entry) => entry.family)
        .filter((family) => family !== 'nonconsecutive')
        .sort(),
    );
    await expectMarksInside(page, width);
    await page.screenshot({ path: join(results, `families-mixed-${width}.png`) });
    await expectSolved(page, mixed.solution);
    await page.close();
  });
});

describe('opening f-puzzles documents and links', () => {
  const mixed = mixedCase();

  async function wide(): Promise<Page> {
    const page = app.watch(await app.context.newPage());
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(app.url);
    await page.waitForSelector('[data-strategy]');
    return page;
  }

  async function pasteText(page: Page, text: string) {
    await page.getByLabel('Paste a puzzle').fill(text);
    await page.getByRole('button', { name: 'Use the pasted puzzle' }).click();
  }

  it('opens a pasted f-puzzles document with its rules', async () => {
    const page = await wide();
    await pasteText(page, JSON.stringify(mixed.document));
    await expect.poll(() => frameOf(page).locator('[data-family="thermometers"]').count()).toBe(2);
    await page.close();
  });

  it('opens a pasted SudokuPad link', async () => {
    const page = await wide();
    await pasteText(page, `https://sudokupad.app/${fpuzzlesPart(mixed.document)}`);
    await expect.poll(() => frameOf(page).locator('[data-family="arrows"]').count()).toBeGreaterThan(0);
    await page.close();
  });

  // A published puzzle's drawings (a title, a circle): refused, naming them, with a button that
  // reopens the same text or file without them, and a notice on the board that they were left out.
  const drawn = {
    ...mixed.document,
    text: [{ cells: ['R1C1'], value: 'Published' }],
    circle: [{ cells: ['R5C5'] }],
  };
  it.each(['pasted', 'opened as a file'])(
    'opens a document with drawings, %s, without them when asked',
    async (how) => {
      const page = await wide();
      if (how === 'pasted') await pasteText(page, JSON.stringify(drawn));
      else {
        const file = join(results, 'drawn.fpuzzles.json');
        writeFileSync(file, JSON.stringify(drawn));
        await page.getByTestId('puzzle-file').setInputFiles(file);
      }
      const alert = page.getByTestId('paste-error');
      await expect
        .poll(() => alert.textContent())
        .toContain('draws text "Published" at R1C1 and a circle at R5C5');
      expect(await page.getByTestId('drawings-notice').count()).toBe(0);
      expect(await frameOf(page).locator('[data-family="kropki"]').count()).toBe(0);
      await page.getByRole('button', { name: 'Open without its drawings' }).click();
      await expect.poll(() => frameOf(page).locator('[data-family="kropki"]').count()).toBeGreaterThan(0);
      expect(await page.getByTestId('paste-error').count()).toBe(0);
      const notice = page.getByTestId('drawings-notice');
      expect(await notice.textContent()).toContain('text "Published" at R1C1 and a circle at R5C5');
      // Another puzzle has nothing left out.
      await pasteText(page, JSON.stringify(mixed.document));
      await expect.poll(() => page.getByTestId('drawings-notice').count()).toBe(0);
      await page.close();
    },
  );

  it('opens a chosen .json file', async () => {
    const page = await wide();
    const file = join(results, 'mixed.fpuzzles.json');
    writeFileSync(file, JSON.stringify(mixed.document));
    await page.getByTestId('puzzle-file').setInputFiles(file);
    await expect.poll(() => frameOf(page).locator('[data-family="kropki"]').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('paste-error').count()).toBe(0);
    await page.close();
  });

  it.each([
    [
      "SudokuPad's own format",
      'https://sudokupad.app/sclN4IgzglgXgpiBcAWA',
      /SudokuPad's own format.*Links that open here/,
    ],
    [
      'a constraint core does not read, by name',
      JSON.stringify({ ...mixed.document, clone: [{ cells: ['R1C1'], cloneCells: ['R9C9'] }] }),
      /"clone"/,
    ],
  ])('refuses %s, saying why', async (_, text, message) => {
    const page = await wide();
    const before = await page.getByTestId('puzzle-grid').getAttribute('data-cells');
    await pasteText(page, text);
    await expect.poll(() => page.getByTestId('paste-error').textContent()).toMatch(message);
    expect(await page.getByTestId('puzzle-grid').getAttribute('data-cells')).toBe(before);
    await page.close();
  });

  // The generator's name for each family (its `variant` option), where it makes the family.
  const GENERATED: [string, Family][] = [
    ['thermo', 'thermometers'],
    ['arrow', 'arrows'],
    ['whispers', 'whispers'],
    ['renban', 'renbans'],
    ['palindrome', 'palindromes'],
    ['between', 'betweenLines'],
    ['kropki', 'kropki'],
    ['xv', 'xv'],
    ['oddeven', 'parity'],
    ['quadruple', 'quadruples'],
    ['littlekiller', 'littleKillers'],
    ['sandwich', 'sandwiches'],
    ['nonconsecutive', 'nonconsecutive'],
  ];

  it.each(GENERATED)('generates %s with a seed, and draws it on a phone', async (variant, family) => {
    const page = app.watch(await app.context.newPage());
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(app.url);
    await page.waitForSelector('[data-strategy]');
    await page.getByLabel('Variant').selectOption(variant);
    await page.getByLabel('Seed').fill('e2e-families');
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect
      .poll(() => page.getByTestId('generate-status').textContent(), { timeout: 120_000 })
      .toContain('Generated from seed e2e-families');
    if (family !== 'nonconsecutive') {
      expect(await frameOf(page).locator(`[data-family="${family}"]`).count()).toBeGreaterThan(0);
    }
    expect(await page.getByTestId('family-rules').locator('summary').textContent()).toContain(
      FAMILY_NAMES[family],
    );
    await expectMarksInside(page, 390);
    await frameOf(page).screenshot({ path: join(results, `generated-${variant}-390.png`) });
    await page.close();
  });

  it('raised no page errors', () => {
    expect(app.pageErrors).toEqual([]);
  });
});
