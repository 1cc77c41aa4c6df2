// Gets the yardstick, the Interactive Sudoku Solver, into the gitignored data folder (or --to DIR):
// HEAD of a local git repository (a clone or a bare mirror) with --from GIT_DIR, else a shallow clone
// of github.com/sigh/Interactive-Sudoku-Solver. It records the commit it took. It is run once; the
// other scripts find it there (or take --iss DIR).
//
//   node scripts/yardstick/get-iss.mjs [--from GIT_DIR] [--to DIR]

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { defaultIssDir, findIss } from './iss.mjs';

const URL = 'https://github.com/sigh/Interactive-Sudoku-Solver.git';

const { values } = parseArgs({
  options: { from: { type: 'string' }, to: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
});
if (values.help) {
  console.log('Usage: node scripts/yardstick/get-iss.mjs [--from GIT_DIR] [--to DIR]');
  process.exit(0);
}
const to = resolve(values.to ?? defaultIssDir);
const git = (...args) =>
  execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });

rmSync(to, { recursive: true, force: true });
mkdirSync(to, { recursive: true });
let commit;
if (values.from !== undefined) {
  const from = resolve(values.from);
  if (!existsSync(from)) {
    console.error(`get-iss: no git repository at ${from}`);
    process.exit(1);
  }
  commit = git('-C', from, 'rev-parse', 'HEAD').trim();
  // `git archive` writes HEAD's tree without the repository, which works for a bare mirror too.
  execFileSync('sh', ['-c', 'git -C "$1" archive HEAD | tar -x -C "$2"', 'sh', from, to], {
    stdio: 'inherit',
  });
} else {
  git('clone', '--quiet', '--depth', '1', URL, to);
  commit = git('-C', to, 'rev-parse', 'HEAD').trim();
  rmSync(join(to, '.git'), { recursive: true, force: true });
}
writeFileSync(join(to, '.yardstick-commit'), `${commit}\n`);
if (findIss(to) === null) {
  console.error(`get-iss: ${to} does not hold the solver's js/sudoku_parser.js and data/collections.js`);
  process.exit(1);
}
console.log(`The Interactive Sudoku Solver at ${commit} is in ${to}`);
