import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Solver } from '@sudoku-lab/core';
import { type Contender, strategyContenders } from '@sudoku-lab/harness';
import { type ImportPeer, importFrom, loadPeers, type MissingPeer, peerIds } from '@sudoku-lab/harness/node';
import { UsageError } from '../io.js';

export type { Contender };

/** Every contender a run can choose from, and the peers that did not load. */
export interface Loaded {
  readonly all: readonly Contender[];
  readonly missing: readonly MissingPeer[];
}

const loaded = new Map<string, Promise<Loaded>>();
const importers = new Map<string, ImportPeer>();

/**
 * Every contender there is: ours, the npm peers that load (imported as installed for `peerDirectory`,
 * or through `importPeer` when given), and the solvers exported (as `solver` or `solvers`) by the
 * modules. Cached per directory and list of modules, so a worker thread loads them once.
 */
export function loadContenders(
  modules: readonly string[],
  peerDirectory: string,
  importPeer?: ImportPeer,
): Promise<Loaded> {
  const key = `${peerDirectory}\n${modules.join('\n')}`;
  let contenders = importPeer === undefined ? loaded.get(key) : undefined;
  if (contenders === undefined) {
    let importer = importPeer ?? importers.get(peerDirectory);
    if (importer === undefined) {
      importer = importFrom(peerDirectory);
      importers.set(peerDirectory, importer);
    }
    contenders = loadPeers(importer).then(async (peers) => {
      const builtIns = [...strategyContenders, ...peers.contenders];
      const extra: Contender[] = [];
      for (const path of modules) extra.push(...(await importSolvers(path, [...builtIns, ...extra])));
      return { all: [...builtIns, ...extra], missing: peers.missing };
    });
    if (importPeer === undefined) loaded.set(key, contenders);
  }
  return contenders;
}

async function importSolvers(path: string, builtIns: readonly Contender[]): Promise<Contender[]> {
  let exported: { solver?: unknown; solvers?: unknown };
  try {
    exported = await import(pathToFileURL(resolve(path)).href);
  } catch (error) {
    throw new UsageError(`cannot load solver module ${path}: ${(error as Error).message}`);
  }
  const candidates = [exported.solver, ...(Array.isArray(exported.solvers) ? exported.solvers : [])];
  const found = [...new Set(candidates)].filter(isSolver);
  if (found.length === 0) {
    throw new UsageError(`solver module ${path} exports no Solver as \`solver\` or \`solvers\``);
  }
  for (const solver of found) {
    const builtIn = builtIns.find((contender) => contender.solver.id === solver.id);
    if (builtIn !== undefined) {
      throw new UsageError(
        `solver module ${path} exports a solver with the id '${solver.id}', which is the ${builtIn.kind === 'module' ? 'module' : `built-in ${builtIn.kind}`} ${builtIn.solver.name}'s: give it an id of its own`,
      );
    }
  }
  return found.map((solver) => ({ solver, kind: 'module', countsSolutions: true, reportsStats: true }));
}

function isSolver(value: unknown): value is Solver {
  const solver = value as Partial<Solver> | null | undefined;
  return typeof solver?.id === 'string' && typeof solver.solve === 'function' && Array.isArray(solver.shapes);
}

/**
 * The contenders a --strategy value names: ids separated by commas, plus `all` (ours, the peers and
 * the modules' solvers), `ours` and `peers`. Without a value: all. Asking for a peer that did not
 * load is a UsageError that says how to install it.
 */
export function selectContenders({ all, missing }: Loaded, spec: string | undefined): Contender[] {
  if (spec === undefined) return [...all];
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
      if (contender !== undefined) {
        add(contender);
        continue;
      }
      const absent = missing.find(({ packageName }) => peerIds[packageName] === id);
      if (absent !== undefined) throw new UsageError(`--strategy ${id}: ${absent.note}`);
      const known = all.map((candidate) => candidate.solver.id).join(', ');
      throw new UsageError(`unknown strategy '${id}' (known: ${known}; or all, ours, peers)`);
    }
  }
  if (chosen.length === 0) throw new UsageError('--strategy names no strategy');
  return chosen;
}

/**
 * The contenders a run proving uniqueness (`maxSolutions` 2 or more) can have: a peer stops at the
 * first solution, so it can neither count to two nor tell unique from multiple, and a status it gave
 * there ('solved') would claim what it did not establish. Left out with a note when the run asked for
 * everyone (no --strategy, `all`); named by id or as `peers`, it is a UsageError.
 */
export function countingContenders(
  contenders: readonly Contender[],
  spec: string | undefined,
  maxSolutions: number,
): { readonly contenders: Contender[]; readonly note: string | null } {
  const uncounting = contenders.filter((contender) => !contender.countsSolutions);
  if (maxSolutions < 2 || uncounting.length === 0) return { contenders: [...contenders], note: null };
  const words = new Set((spec ?? '').split(',').map((part) => part.trim()));
  const named = uncounting.filter((contender) => words.has(contender.solver.id) || words.has('peers'));
  const ids = (list: readonly Contender[]) => list.map((contender) => contender.solver.id).join(', ');
  const why =
    'stop at the first solution and cannot count solutions, so they cannot tell unique from multiple';
  if (named.length > 0) {
    throw new UsageError(
      `--max-solutions ${maxSolutions}: ${ids(named)} ${why}; run them with --max-solutions 1`,
    );
  }
  return {
    contenders: contenders.filter((contender) => contender.countsSolutions),
    note: `${ids(uncounting)} ${why}: left out with --max-solutions ${maxSolutions}`,
  };
}
