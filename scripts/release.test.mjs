import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exec, publicPackages, root } from './workspace.mjs';

const release = join(root, 'scripts', 'release.mjs');
// Child processes are awaited, never run synchronously: the test worker's event loop keeps running.
const run = (args) => exec(process.execPath, [release, ...args], { cwd: root });
const status = async () => (await exec('git', ['status', '--porcelain'], { cwd: root })).stdout;

describe('pnpm release', () => {
  it('says how it works with --help, and refuses an unknown argument with exit code 2', async () => {
    expect(await run(['--help'])).toMatchObject({
      status: 0,
      stdout: expect.stringContaining('changeset version'),
    });
    const bad = await run(['--publish-everything']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('unknown argument --publish-everything');
  });

  it('--dry-run builds and goes through the publish of every public package, changing nothing', async () => {
    const before = await status();
    // Run without blocking the test worker: the build in it may take minutes.
    const result = await exec(process.execPath, [release, '--dry-run'], { cwd: root });
    expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
    const output = `${result.stdout}${result.stderr}`;
    for (const { name, manifest } of publicPackages())
      expect(output).toContain(`+ ${name}@${manifest.version}`);
    expect(await status()).toBe(before);
  });
});

describe('the CI workflow', () => {
  const workflow = readFileSync(join(root, '.github', 'workflows', 'ci.yml'), 'utf8');
  const commands = [...workflow.matchAll(/^\s*(?:- )?run: (.+)$/gm)].map((match) => match[1].trim());

  it('runs the README test command, and the release through the project script', () => {
    expect(commands).toContain('npm test');
    expect(commands).toContain('node scripts/pnpm.mjs run release --push');
  });

  it.each(commands.map((command) => [command]))('runs only the project own scripts: %s', (command) => {
    expect(command).toMatch(/^(npm test|node scripts\/[a-z-]+\.mjs( |$))/);
  });
});
