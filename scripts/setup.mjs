#!/usr/bin/env node
// `npm run setup`: what a fresh clone needs before its first comparison, in as few minutes as may be.
// Installs the dependencies (with the pnpm package.json pins, fetched by npx where none is on PATH),
// builds the commands (the compare app and the CLI, with the packages they run) without type
// declarations, which only a publish needs and which take most of a build's time, and runs a first
// comparison. `pnpm build` builds everything with its declarations (turbo keeps the two builds apart).
import { runPnpm } from './pnpm.mjs';

/** The environment variable tsup.config.ts reads: "0" builds JavaScript only. */
export const TYPES_VARIABLE = 'SUDOKU_LAB_BUILD_TYPES';

export const steps = [
  { name: 'install the dependencies', args: ['install', '--frozen-lockfile'] },
  {
    name: 'build the compare app and the CLI (JavaScript only)',
    args: ['exec', 'turbo', 'run', 'build', '--filter=@sudoku-lab/compare...', '--filter=@sudoku-lab/cli...'],
    env: { [TYPES_VARIABLE]: '0' },
  },
  { name: 'a first comparison', args: ['run', 'compare'] },
];

if (process.argv[1] !== undefined && import.meta.url === `file://${process.argv[1]}`) {
  // `pnpm build:apps` (setup.mjs build): the build step alone, after a change, before `pnpm bench`.
  const only = process.argv[2] === 'build' ? steps.filter(({ args }) => args.includes('build')) : steps;
  for (const { name, args, env } of only) {
    console.log(`\n=== ${name}: pnpm ${args.join(' ')}`);
    const code = runPnpm(args, { env: { ...process.env, ...env } });
    if (code !== 0) {
      console.error(`\nsetup: ${name} failed (exit code ${code}); see above`);
      process.exit(code);
    }
  }
}
