import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { serveFolder } from './serve.js';

const here = fileURLToPath(new URL('.', import.meta.url));
/** The built app the suites drive (`pnpm --filter @sudoku-lab/web build`; turbo's test:e2e builds it). */
export const dist = join(here, '..', 'dist');
/** Where the suites save their screenshots. */
export const results = join(here, '..', 'test-results');
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The built app served on a localhost port, and a headless Chromium to open it in. */
export interface App {
  readonly url: string;
  readonly context: BrowserContext;
  /** The errors the pages raised, for a suite's last test to check. */
  readonly pageErrors: readonly string[];
  /** Collects a page's errors into `pageErrors`. */
  readonly watch: (page: Page) => Page;
  readonly close: () => Promise<void>;
}

/**
 * Serves dist and starts Debian's Chromium with playwright-core, in a profile of its own; fails with what
 * to do when either is missing.
 */
export async function launchApp(viewport?: { width: number; height: number }): Promise<App> {
  if (!existsSync(join(dist, 'index.html'))) {
    throw new Error(`no built app in ${dist}: run \`pnpm --filter @sudoku-lab/web build\` first`);
  }
  if (!existsSync(executablePath)) {
    throw new Error(
      `no Chromium at ${executablePath}: install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH`,
    );
  }
  mkdirSync(results, { recursive: true });
  const server = await serveFolder(dist);
  const profile = mkdtempSync(join(tmpdir(), 'sudoku-lab-e2e-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
    ...(viewport ? { viewport } : {}),
  });
  const pageErrors: string[] = [];
  return {
    url: server.url,
    context,
    pageErrors,
    watch: (page) => page.on('pageerror', (error) => pageErrors.push(error.message)),
    close: async () => {
      await context.close();
      await server.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
