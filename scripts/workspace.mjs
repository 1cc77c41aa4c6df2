// The workspace as the release checks see it: the root manifest, and every public package (a workspace
// package without "private": true), discovered from pnpm so that a package added later is covered
// without being listed anywhere.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolved } from './pnpm.mjs';

/** The repository's root folder. */
export const root = fileURLToPath(new URL('..', import.meta.url));

/** Reads a JSON file, naming the file when it does not parse. */
export function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${relative(root, file) || file}: ${error.message}`);
  }
}

/** The root package.json. */
export function rootManifest() {
  return readJson(join(root, 'package.json'));
}

/**
 * Every public workspace package, in pnpm's order: `{ name, dir, folder, manifest }` where `dir` is
 * absolute and `folder` is relative to the root with '/' separators (what `repository.directory` holds).
 */
export function publicPackages() {
  const [command, ...prefix] = resolved();
  const listed = JSON.parse(
    execFileSync(command, [...prefix, '-r', 'ls', '--json', '--depth', '-1'], {
      cwd: root,
      encoding: 'utf8',
      shell: process.platform === 'win32',
    }),
  );
  const packages = [];
  for (const entry of listed) {
    const folder = relative(root, entry.path).split('\\').join('/');
    if (folder === '') continue; // the root itself
    const manifest = readJson(join(entry.path, 'package.json'));
    if (manifest.private === true) continue;
    packages.push({ name: manifest.name, dir: entry.path, folder, manifest });
  }
  return packages;
}

/** Runs a command without blocking the caller (a test worker); resolves to { status, stdout, stderr }. */
export function exec(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { shell: process.platform === 'win32', ...options });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', (error) =>
      resolve({ status: -1, stdout, stderr: `could not run ${command}: ${error.message}` }),
    );
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}
