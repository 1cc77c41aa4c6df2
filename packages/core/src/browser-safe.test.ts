import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Core runs in browsers and workers too: its code must not import Node's modules (benchmarks, which
// read the puzzle sets from disk and are not published, aside).
describe('core is browser-safe', () => {
  const dir = new URL('.', import.meta.url);
  const sources = readdirSync(dir).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.bench.ts'),
  );
  it.each(sources)('%s imports nothing from node', (file) => {
    const text = readFileSync(new URL(file, dir), 'utf8');
    expect(text).not.toMatch(/from ['"](node:|fs|path|os|worker_threads|child_process)/);
    expect(text).not.toMatch(/\bprocess\.|\bBuffer\b|\brequire\(/);
  });
});
