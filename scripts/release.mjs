#!/usr/bin/env node
// `pnpm release`: the pending changesets become versions and CHANGELOG.md entries, the packages are
// built, and every public package whose version is not on the registry yet is published with
// provenance; then each published version gets its git tag. CI runs it on main (.github/workflows/ci.yml).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pendingChangesets } from './metadata.mjs';
import { resolved } from './pnpm.mjs';
import { root } from './workspace.mjs';

const usage = `usage: pnpm release [--dry-run] [--push]

  1. changeset version   pending changesets (.changeset/*.md) become versions and CHANGELOG.md entries
  2. pnpm run build      every package
  3. pnpm publish -r     each public package whose version is not on the registry yet, with provenance
  4. changeset tag       a git tag for each version published

  --dry-run  change nothing: step 1 only lists the packages the pending changesets release, step 3 runs
             with --dry-run and without provenance, step 4 is skipped
  --push     commit the versions of step 1 and push them, and push the tags of step 4 (what CI does)
  --help     this text

Publishing needs the registry's trust: npm trusted publishing from this repository's CI workflow
(no token), or an NPM_TOKEN environment variable (the first publish of a package, which trusted
publishing cannot do). See CONTRIBUTING.md, "Releases".`;

function fail(message) {
  console.error(`release: ${message}`);
  process.exit(1);
}

/** Runs a command in the root, output passed through; stops the release when it fails. */
function run(command, args, env = process.env) {
  console.log(`\n=== ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env,
    shell: process.platform === 'win32',
  });
  if (result.error) fail(`could not run ${command}: ${result.error.message}`);
  if (result.status !== 0) fail(`${command} ${args.join(' ')} failed (exit code ${result.status})`);
}

function pnpm(args, env) {
  const [command, ...prefix] = resolved();
  run(command, [...prefix, ...args], env);
}

/** A committer for the version commit where git has none configured (a CI runner). */
function gitIdentity() {
  const email = spawnSync('git', ['config', 'user.email'], { cwd: root, encoding: 'utf8' }).stdout.trim();
  if (email !== '') return [];
  return ['-c', 'user.name=sudoku-lab release', '-c', 'user.email=release@sudoku-lab.invalid'];
}

function gitChanged() {
  const status = spawnSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' });
  return status.stdout.trim() !== '';
}

/**
 * With NPM_TOKEN set: the environment for a publish that authenticates with it, through a user config
 * written for the registry npm is configured for (and removed after). Without it: the environment as it
 * is, for trusted publishing.
 */
function publishEnvironment() {
  // biome-ignore lint/suspicious/noUndeclaredEnvVars: read by the release, which is no turbo task
  const token = process.env.NPM_TOKEN;
  if (!token) return { env: process.env, cleanup() {} };
  const registry = spawnSync('npm', ['config', 'get', 'registry'], { encoding: 'utf8' }).stdout.trim();
  const { host, pathname } = new URL(registry);
  const dir = mkdtempSync(join(tmpdir(), 'sudoku-lab-release-'));
  const userconfig = join(dir, '.npmrc');
  writeFileSync(userconfig, `//${host}${pathname.replace(/\/?$/, '/')}:_authToken=\${NPM_TOKEN}\n`, {
    mode: 0o600,
  });
  return {
    env: { ...process.env, NPM_CONFIG_USERCONFIG: userconfig },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(usage);
  process.exit(0);
}
const unknown = args.find((arg) => arg !== '--dry-run' && arg !== '--push');
if (unknown) {
  console.error(`release: unknown argument ${unknown}\n\n${usage}`);
  process.exit(2);
}
const dryRun = args.includes('--dry-run');
const push = args.includes('--push') && !dryRun;

if (dryRun) {
  const pending = [...pendingChangesets()];
  console.log(`pending changesets release: ${pending.length > 0 ? pending.join(', ') : 'nothing'}`);
} else {
  if (push && gitChanged()) fail('the work tree has uncommitted changes; commit or stash them first');
  pnpm(['exec', 'changeset', 'version']);
  if (push && gitChanged()) {
    run('git', ['add', '-A']);
    run('git', [...gitIdentity(), 'commit', '-m', 'Release: version packages and changelogs']);
    run('git', ['push']);
  }
}
pnpm(['run', 'build']);
const publish = publishEnvironment();
try {
  pnpm(['publish', '-r', '--no-git-checks', ...(dryRun ? ['--dry-run'] : ['--provenance'])], publish.env);
} finally {
  publish.cleanup();
}
if (!dryRun) {
  pnpm(['exec', 'changeset', 'tag']);
  if (push) run('git', ['push', '--tags']);
}
console.log(dryRun ? '\nrelease dry run: done, nothing published' : '\nrelease: done');
