import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { parseGrid, verifySolution } from '@sudoku-lab/core';
import { describe, expect, it } from 'vitest';
import { type ImportPeer, loadPeers, peerPackages } from './peers.js';

// The workspace installs the peers for apps/compare only: resolve them from there, as a user's project would.
const fromCompareApp = createRequire(new URL('../../../apps/compare/package.json', import.meta.url));
const installed: ImportPeer = async (name) => import(pathToFileURL(fromCompareApp.resolve(name)).href);
const notInstalled: ImportPeer = async (name) => {
  throw Object.assign(new Error(`Cannot find package '${name}'`), { code: 'ERR_MODULE_NOT_FOUND' });
};

const easy = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

describe('loadPeers', () => {
  it('wraps every installed peer as a solver whose answers check out', async () => {
    const { contenders, missing } = await loadPeers(installed);
    expect(missing).toEqual([]);
    expect(contenders.map((c) => [c.solver.id, c.kind, c.countsSolutions])).toEqual([
      ['algorithm.ts', 'peer', false],
      ['sudoku-npm', 'peer', false],
    ]);
    for (const { solver } of contenders) {
      const result = solver.solve(parseGrid(easy));
      expect(result.status).toBe('solved');
      if (result.status === 'solved') expect(verifySolution(parseGrid(easy), result.solution).ok).toBe(true);
    }
  });

  it('notes a peer that is not installed, with the install line, and loads the rest', async () => {
    const onlySudoku: ImportPeer = (name) => (name === 'sudoku' ? installed(name) : notInstalled(name));
    const { contenders, missing } = await loadPeers(onlySudoku);
    expect(contenders.map((c) => c.solver.id)).toEqual(['sudoku-npm']);
    expect(missing).toEqual([
      {
        packageName: '@algorithm.ts/sudoku',
        note: '@algorithm.ts/sudoku is not installed (npm i @algorithm.ts/sudoku to compare with it)',
      },
    ]);
  });

  it.each([
    ['no peer installed', notInstalled, /is not installed/],
    [
      'a module without the API we wrap',
      async () => ({ default: {} }),
      /did not load: .* exports no function/,
    ],
    [
      'an import that fails otherwise',
      async () => {
        throw new SyntaxError('Unexpected token');
      },
      /did not load: Unexpected token/,
    ],
  ] as const)('%s: a note for each, no contender', async (_, importer, pattern) => {
    const { contenders, missing } = await loadPeers(importer);
    expect(contenders).toEqual([]);
    expect(missing.map((m) => m.packageName)).toEqual([...peerPackages]);
    for (const { note } of missing) expect(note).toMatch(pattern);
  });
});
