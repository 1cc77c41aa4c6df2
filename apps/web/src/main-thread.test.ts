import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseAst, transformWithEsbuild } from 'vite';
import { describe, expect, it } from 'vitest';
import { LEFT_OUT, PROPAGATION_MEMBERS, propagationSpans, withoutPropagation } from '../main-thread.js';

const rewrite = (code: string) => withoutPropagation(code, parseAst(code));
const stub = (name: string) => `${name}${LEFT_OUT}`;

describe('the page leaves a constraint record’s propagation out', () => {
  it.each([
    [
      'a method',
      'export const a = { kind: 1, propagators(shape) { return [shape]; } };',
      [stub('propagators')],
    ],
    [
      'an arrow',
      'export const a = { propagators: (shape) => [shape], sums: () => [] };',
      PROPAGATION_MEMBERS.map(stub),
    ],
    ['a function expression', 'export const a = { sums: function (s) { return s; } };', [stub('sums')]],
    [
      'a factory’s options and the record it makes',
      'const make = (o) => ({ propagators: (s) => o.propagators(s) }); export const a = make({ propagators: () => [] });',
      [stub('propagators'), stub('propagators')],
    ],
    [
      'one inside another, rewritten once as a whole',
      'export const a = { propagators: () => ({ propagators: () => [] }) };',
      [stub('propagators')],
    ],
  ])('rewrites %s as a function that throws', (_, code, stubs) => {
    const rewritten = rewrite(code)!;
    for (const each of stubs) expect(rewritten).toContain(each);
    expect(propagationSpans(parseAst(rewritten)).length).toBe(stubs.length);
    expect(rewritten).not.toContain('[shape]');
  });

  /** Code with a member of those names that is not a record's propagation, by what it is. */
  const untouched: Record<string, string> = {
    'a destructuring':
      'export function f(t) { const { propagators, sums } = t; return [propagators, sums]; }',
    'a shorthand member': 'const propagators = () => []; export const a = { propagators };',
    'a member holding data': 'export const a = { sums: [1, 2], propagators: null };',
    'a computed key': "export const a = { ['propagators']: () => [] };",
    'another member': 'export const a = { conflicts: () => [], groups() { return []; } };',
    'a class field': 'export class C { propagators = () => []; }',
  };
  it.each(Object.entries(untouched))('leaves %s as it is', (_, code) => expect(rewrite(code)).toBeNull());

  it('the rewritten member throws, saying where propagation runs', () => {
    const code = rewrite('globalThis.record = { propagators: () => [1] };')!;
    const record = new Function(`${code}; return globalThis.record;`)() as { propagators: () => unknown };
    expect(() => record.propagators()).toThrow(/propagation runs in the workers/);
  });

  it("rewrites every propagation member of core's constraint files, and the files still parse", async () => {
    const folder = fileURLToPath(new URL('../../../packages/core/src/constraints/', import.meta.url));
    const files = readdirSync(folder).filter(
      (file) => file.endsWith('.ts') && !/\.(test|fixture)\.ts$/.test(file),
    );
    const holding: string[] = [];
    const rewritten: string[] = [];
    for (const file of files) {
      const { code } = await transformWithEsbuild(readFileSync(folder + file, 'utf8'), file);
      // A member written `propagators(` or `propagators:` (not a call `.propagators(`, not a destructuring).
      if (/(?<!\.)\bpropagators\s*[(:]/.test(code)) holding.push(file);
      const result = withoutPropagation(code, parseAst(code));
      if (result === null) continue;
      rewritten.push(file);
      expect(() => parseAst(result), file).not.toThrow();
      expect(result, file).not.toMatch(/(?<!\.)\bpropagators\s*:/);
    }
    expect(holding.length).toBeGreaterThan(10);
    expect(rewritten).toEqual(holding);
  });
});
