import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defineSolver, shapes } from '@sudoku-lab/core';
import type { Contender } from './contender.js';

/**
 * The npm solvers we compare with. None is a dependency of ours (npm `sudoku` is GPL): each is
 * imported at run time, only where the user has installed it.
 */
export const peerPackages = ['@algorithm.ts/sudoku', 'sudoku'] as const;
/** The npm name of a peer. */
export type PeerPackage = (typeof peerPackages)[number];

/** The solver id each peer answers to, so that asking for a missing one can name its install line. */
export const peerIds: Readonly<Record<PeerPackage, string>> = Object.freeze({
  '@algorithm.ts/sudoku': 'algorithm.ts',
  sudoku: 'sudoku-npm',
});

/** Imports a package by its name; throws (code ERR_MODULE_NOT_FOUND or MODULE_NOT_FOUND) when it is not there. */
export type ImportPeer = (packageName: string) => Promise<unknown>;

/** A peer that did not load, and what to do about it. */
export interface MissingPeer {
  readonly packageName: PeerPackage;
  readonly note: string;
}

/** What loadPeers found: the peers that loaded, as contenders, and a note for each that did not. */
export interface LoadedPeers {
  readonly contenders: readonly Contender[];
  readonly missing: readonly MissingPeer[];
}

/**
 * Imports a peer as installed for `directory`: resolved from there (where `npm i` put it), then,
 * failing that, from beside this package (a global install, or an app that depends on the peers).
 * A directory, unlike a function, crosses to a worker thread, which imports the peers again.
 */
export function importFrom(directory: string): ImportPeer {
  return async (packageName) => {
    let path: string | undefined;
    try {
      path = createRequire(join(directory, 'package.json')).resolve(packageName);
    } catch {
      path = undefined;
    }
    return path === undefined ? import(packageName) : import(pathToFileURL(path).href);
  };
}

/** The user's copy first (resolved from the working directory), then one beside this package. */
export const importFromWorkingDirectory: ImportPeer = (packageName) => importFrom(process.cwd())(packageName);

/**
 * Every peer that loads, wrapped to the Solver contract, and a note for each that does not (not
 * installed, or not the API we wrap). A missing peer never stops a run.
 */
export async function loadPeers(importPeer: ImportPeer = importFromWorkingDirectory): Promise<LoadedPeers> {
  const contenders: Contender[] = [];
  const missing: MissingPeer[] = [];
  for (const packageName of peerPackages) {
    try {
      contenders.push(wrappers[packageName](await importPeer(packageName)));
    } catch (error) {
      missing.push({ packageName, note: whyMissing(packageName, error) });
    }
  }
  return { contenders, missing };
}

function whyMissing(packageName: string, error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') {
    return `${packageName} is not installed (npm i ${packageName} to compare with it)`;
  }
  return `${packageName} did not load: ${(error as Error)?.message ?? String(error)}`;
}

/** A named export of an ES module, or of a CommonJS one (whose exports sit under `default`). */
function exported(module: unknown, name: string, packageName: string): unknown {
  const namespace = module as Record<string, unknown> | null;
  const value = namespace?.[name] ?? (namespace?.default as Record<string, unknown> | undefined)?.[name];
  if (typeof value !== 'function') throw new Error(`${packageName} exports no function ${name}`);
  return value;
}

interface DancingLinks {
  solve(board: number[], answer: number[]): boolean;
}
type DancingLinksClass = new (options: { childMatrixWidth: number }) => DancingLinks;
type Board = (number | null)[];

const wrappers: Record<PeerPackage, (module: unknown) => Contender> = {
  '@algorithm.ts/sudoku'(module) {
    const SudokuSolver = exported(module, 'SudokuSolver', '@algorithm.ts/sudoku') as DancingLinksClass;
    // Building one allocates its node arrays, so one is kept a box width.
    const byBoxWidth = new Map<number, DancingLinks>();
    const dancingLinks = (boxWidth: number) => {
      let solver = byBoxWidth.get(boxWidth);
      if (solver === undefined) {
        solver = new SudokuSolver({ childMatrixWidth: boxWidth });
        byBoxWidth.set(boxWidth, solver);
      }
      return solver;
    };
    /**
     * Knuth's dancing links over the exact-cover matrix. Square boxes only (4x4, 9x9, 16x16), digits
     * as 0..size-1 with -1 for empty; it stops at the first solution (so it cannot tell unique from
     * multiple) and cannot be stopped once started.
     */
    const solver = defineSolver({
      id: 'algorithm.ts',
      name: '@algorithm.ts/sudoku (dancing links)',
      description:
        "The npm package @algorithm.ts/sudoku: Knuth's Algorithm X with dancing links, first solution only.",
      shapes: [shapes['4x4'], shapes['9x9'], shapes['16x16']],
      search(context) {
        const { puzzle } = context;
        const board = puzzle.cells.map((digit) => digit - 1);
        const answer = new Array<number>(board.length);
        if (dancingLinks(puzzle.shape.boxWidth).solve(board, answer)) {
          context.foundSolution(answer.map((digit) => digit + 1));
        }
      },
    });
    return {
      solver,
      kind: 'peer',
      countsSolutions: false,
      reportsStats: false,
      note: '@algorithm.ts/sudoku (MIT): square boxes only; first solution only; ignores deadlines',
    };
  },
  sudoku(module) {
    const solvepuzzle = exported(module, 'solvepuzzle', 'sudoku') as (board: Board) => Board | null;
    /**
     * Blagovest Dachev's port of David Bau's solver: deduce singles, then guess at the cell or place
     * with the fewest options, in random order. 9x9 only, digits 0..8 with null for empty, first
     * solution only, and it cannot be stopped once started.
     */
    const solver = defineSolver({
      id: 'sudoku-npm',
      name: 'sudoku (npm, David Bau)',
      description: "The npm package sudoku: David Bau's deduce-then-guess solver, first solution only.",
      shapes: [shapes['9x9']],
      search(context) {
        const board = context.puzzle.cells.map((digit) => (digit === 0 ? null : digit - 1));
        const answer = solvepuzzle(board);
        if (answer !== null) context.foundSolution(answer.map((digit) => (digit ?? -1) + 1));
      },
    });
    return {
      solver,
      kind: 'peer',
      countsSolutions: false,
      reportsStats: false,
      note: 'sudoku (GPL-3.0): 9x9 only; first solution only; ignores deadlines; guesses in random order',
    };
  },
};
