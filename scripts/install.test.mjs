// A fresh install prints no warnings: the checkout's tracked files copied to a throwaway folder, as a
// clone has them (nothing built), and installed from the lockfile as `npm run setup` installs them.
// (A bin pointing into a dist that is not built yet makes pnpm warn "Failed to create bin" once for
// each package that depends on it; the CLI's bin is a file of its own for that reason.)
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { resolved } from './pnpm.mjs';

const root = new URL('..', import.meta.url).pathname;
const exec = promisify(execFile);
let at;

afterAll(() => {
  if (at !== undefined) rmSync(at, { recursive: true, force: true });
});

describe('a fresh install', () => {
  it('prints no warning', async () => {
    at = mkdtempSync(join(tmpdir(), 'fresh-install-'));
    const { stdout } = await exec('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
      cwd: root,
      maxBuffer: 64 * 1024 * 1024,
    });
    for (const file of stdout.split('\0').filter((path) => path !== '')) {
      mkdirSync(dirname(join(at, file)), { recursive: true });
      cpSync(join(root, file), join(at, file), { force: true, errorOnExist: false, dereference: false });
    }
    const [command, ...prefix] = resolved();
    const installed = await exec(command, [...prefix, 'install', '--frozen-lockfile', '--prefer-offline'], {
      cwd: at,
      env: { ...process.env, NO_COLOR: '1', CI: '1' },
      maxBuffer: 64 * 1024 * 1024,
    });
    const output = `${installed.stdout}${installed.stderr}`;
    expect(output.split('\n').filter((line) => /\bWARN\b/.test(line))).toEqual([]);
    expect(output).toMatch(/Done in /);
  });
});
