import { readdirSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * logic's layers, lowest first: a source file imports code only from its own layer or a lower one.
 * A type-only import (`import type`) may reach any layer but the records' (which import nothing):
 * it leaves nothing behind at run time. The README's "Layers" table is this list.
 */
const LAYERS: readonly { readonly name: string; readonly files: readonly string[]; readonly what: string }[] =
  [
    {
      name: 'records',
      files: ['records.ts'],
      what: 'the technique records: ids, names, scores, rating rules (data)',
    },
    {
      name: 'glossary',
      files: [
        'board.ts',
        'candidates.ts',
        'memo.ts',
        'solutions.ts',
        'variants/board.ts',
        'variants/text.ts',
        'variants/constraint-names.ts',
      ],
      what: "the board's tables and words, pencil marks, the memo tables, the solution settler",
    },
    { name: 'chaining', files: ['chaining/'], what: "Sudoku Explainer's chaining engine and producers" },
    {
      name: 'state',
      files: ['state.ts', 'workspace.ts', 'failure-memo.ts', 'variants/state.ts'],
      what: 'the board a finder reads, and the workspace that holds its caches',
    },
    {
      name: 'finders',
      files: [
        'techniques/',
        'variants/basics.ts',
        'variants/killer.ts',
        'variants/constraint-rules.ts',
        'variants/assumed-digit.ts',
      ],
      what: 'one file a family of techniques; the finders on a variant board',
    },
    {
      name: 'policy',
      files: ['policy.ts'],
      what: 'which finder serves each record on each ladder; the ladders',
    },
    {
      name: 'api',
      files: ['rating.ts', 'logic.ts', 'solver.ts', 'index.ts'],
      what: 'rate, explain, nextStep, the solver',
    },
  ];

const src = new URL('./', import.meta.url);

/** Every source file under src (tests, benches, fixtures and corpus checks left out), as a path from src. */
function sources(dir = ''): string[] {
  return readdirSync(new URL(dir, src)).flatMap((name) => {
    const path = `${dir}${name}`;
    if (statSync(new URL(path, src)).isDirectory()) return sources(`${path}/`);
    return /^[\w-]+\.ts$/.test(name) ? [path] : [];
  });
}

function layerOf(path: string): number {
  return LAYERS.findIndex(({ files }) =>
    files.some((f) => (f.endsWith('/') ? path.startsWith(f) : path === f)),
  );
}

/** The files of ours a source imports (or re-exports from): each path from src, and whether for types only. */
function importsOf(path: string): { path: string; typeOnly: boolean }[] {
  const text = readFileSync(new URL(path, src), 'utf8');
  const found: { path: string; typeOnly: boolean }[] = [];
  for (const match of text.matchAll(/^(import|export)\s+(type\s+)?[^;]*?from\s+'(\.[^']+)'/gm)) {
    const target = new URL(match[3]!.replace(/\.js$/, '.ts'), new URL(path, src)).href.slice(src.href.length);
    found.push({ path: target, typeOnly: match[2] !== undefined });
  }
  return found;
}

/** The README's table of the layers, as LAYERS gives it. */
function layersTable(): string {
  return [
    '| layer | files (under src/) | what |',
    '| --- | --- | --- |',
    ...LAYERS.map(
      ({ name, files, what }) => `| ${name} | ${files.map((f) => `\`${f}\``).join(', ')} | ${what} |`,
    ),
  ].join('\n');
}

describe("logic's layers", () => {
  it('hold every source file', () => {
    expect(sources().filter((path) => layerOf(path) === -1)).toEqual([]);
  });

  it('are kept: no file imports code from a layer above its own, and the records import nothing', () => {
    const wrong: string[] = [];
    for (const path of sources()) {
      const own = layerOf(path);
      for (const target of importsOf(path)) {
        const theirs = layerOf(target.path);
        if (own === 0) wrong.push(`${path} imports ${target.path}`);
        else if (!target.typeOnly && theirs > own)
          wrong.push(`${path} (${LAYERS[own]!.name}) imports ${target.path} (${LAYERS[theirs]!.name})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("are the README's table", () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const table = readme.split('<!-- layers -->')[1]?.split('<!-- /layers -->')[0]?.trim();
    expect(table).toBe(layersTable());
  });
});
