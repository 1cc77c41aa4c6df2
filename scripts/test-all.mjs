#!/usr/bin/env node
// The one command that runs every check: installs what is missing (pnpm, the dependencies),
// then lint, typecheck and every package's tests. Stops at the first step that fails.
import { runPnpm } from './pnpm.mjs';

const steps = [
  ['install the dependencies', ['install', '--frozen-lockfile']],
  ['lint', ['run', 'lint']],
  ['typecheck', ['run', 'typecheck']],
  ['test', ['run', 'test:unit']],
];

for (const [name, args] of steps) {
  console.log(`\n=== ${name}: pnpm ${args.join(' ')}`);
  const code = runPnpm(args);
  if (code !== 0) {
    console.error(`\n${name} failed (exit code ${code})`);
    process.exit(code);
  }
}
console.log('\nall checks passed');
