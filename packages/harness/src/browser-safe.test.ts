import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The files the root entry reaches, following its relative imports. */
function reachable(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(new URL(file, import.meta.url), 'utf8');
    for (const [, target] of text.matchAll(/from '\.\/([\w.-]+)\.js'/g)) visit(`./${target}.ts`);
  };
  visit(entry);
  return [...seen];
}

// The root runs in browsers and Web Workers (the web app's comparison): only the /node entry may use Node.
describe('the root entry is browser-safe', () => {
  const files = reachable('./index.ts');

  it('reaches the modules it re-exports, and not the node entry', () => {
    expect(files).toEqual(expect.arrayContaining(['./list.ts', './timing.ts', './summary.ts']));
    expect(files).not.toContain('./node.ts');
  });

  it.each(files)('%s imports nothing from node', (file) => {
    const text = readFileSync(new URL(file, import.meta.url), 'utf8');
    expect(text).not.toMatch(/from ['"](node:|fs|path|os|worker_threads|child_process)/);
    expect(text).not.toMatch(/\bprocess\.|\bBuffer\b|\brequire\(/);
  });
});
