import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Solver } from '@sudoku-lab/core';
import { type Contender, strategyContenders } from '@sudoku-lab/harness';
import { loadPeers } from '@sudoku-lab/harness/node';

export type { Contender };

/**
 * The npm solvers, wrapped by the harness. This app depends on them, so they are imported from here
 * (and so in each worker thread too).
 */
export const peers: Promise<readonly Contender[]> = loadPeers((name) => import(name)).then(
  ({ contenders }) => contenders,
);

/** Raised for a --solver-module that cannot be loaded or exports no solver. */
export class ModuleLoadError extends Error {
  override readonly name = 'ModuleLoadError';
}

const loaded = new Map<string, Promise<Contender[]>>();

/**
 * Every contender there is: ours, the peers, and the solvers exported (as `solver` or `solvers`) by the
 * given modules. Cached per list of modules, so a worker thread loads them once.
 */
export function loadContenders(modules: readonly string[] = []): Promise<Contender[]> {
  const key = modules.join('\n');
  let contenders = loaded.get(key);
  if (contenders === undefined) {
    contenders = Promise.all([peers, ...modules.map((path) => importSolvers(path))]).then(
      ([loadedPeers, ...extra]) => [...strategyContenders, ...loadedPeers, ...extra.flat()],
    );
    loaded.set(key, contenders);
  }
  return contenders;
}

async function importSolvers(path: string): Promise<Contender[]> {
  const builtIns = [...strategyContenders, ...(await peers)];
  let exported: { solver?: unknown; solvers?: unknown };
  try {
    exported = await import(pathToFileURL(resolve(path)).href);
  } catch (error) {
    throw new ModuleLoadError(`cannot load solver module ${path}: ${(error as Error).message}`);
  }
  const candidates = [exported.solver, ...(Array.isArray(exported.solvers) ? exported.solvers : [])];
  const found = [...new Set(candidates)].filter(isSolver);
  if (found.length === 0) {
    throw new ModuleLoadError(`solver module ${path} exports no Solver as \`solver\` or \`solvers\``);
  }
  for (const solver of found) {
    const builtIn = builtIns.find((contender) => contender.solver.id === solver.id);
    if (builtIn !== undefined) {
      throw new ModuleLoadError(
        `solver module ${path} exports a solver with the id '${solver.id}', which is the built-in ${builtIn.kind} ${builtIn.solver.name}'s: give it an id of its own`,
      );
    }
  }
  return found.map((solver) => ({ solver, kind: 'module', countsSolutions: true, reportsStats: true }));
}

function isSolver(value: unknown): value is Solver {
  const solver = value as Partial<Solver> | null | undefined;
  return typeof solver?.id === 'string' && typeof solver.solve === 'function' && Array.isArray(solver.shapes);
}

/** Raised for --strategies naming nothing we have. */
export class UnknownStrategyError extends Error {
  override readonly name = 'UnknownStrategyError';
}

/**
 * The contenders a --strategies value names: ids separated by commas, plus `all` (ours and the peers),
 * `ours` and `peers`. Without a value: ours, and every module-loaded solver.
 */
export function selectContenders(all: readonly Contender[], spec: string | undefined): Contender[] {
  if (spec === undefined) return all.filter((contender) => contender.kind !== 'peer');
  const chosen: Contender[] = [];
  const add = (contender: Contender) => {
    if (!chosen.includes(contender)) chosen.push(contender);
  };
  for (const id of spec.split(',').map((part) => part.trim())) {
    if (id === '') continue;
    if (id === 'all') all.forEach(add);
    else if (id === 'ours') all.filter((contender) => contender.kind === 'strategy').forEach(add);
    else if (id === 'peers') all.filter((contender) => contender.kind === 'peer').forEach(add);
    else {
      const contender = all.find((candidate) => candidate.solver.id === id);
      if (contender === undefined) {
        const known = all.map((candidate) => candidate.solver.id).join(', ');
        throw new UnknownStrategyError(`unknown strategy '${id}' (known: ${known}; or all, ours, peers)`);
      }
      add(contender);
    }
  }
  if (chosen.length === 0) throw new UnknownStrategyError('--strategies names no strategy');
  return chosen;
}
