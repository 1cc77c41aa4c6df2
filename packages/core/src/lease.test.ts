import { describe, expect, it } from 'vitest';
import { Lease } from './lease.js';
import { type RuleTables, ruleTablesFor } from './rule-tables.js';
import { shapes } from './shape.js';
import { type ShapeTables, tablesFor } from './tables.js';

/** A state that records which shape it was made for and how many solves used it. */
interface Kept {
  readonly id: number;
  readonly shape: string;
  uses: number;
}

function counting() {
  let made = 0;
  const lease = new Lease<Kept>((tables: ShapeTables) => ({
    id: ++made,
    shape: tables.shape.name,
    uses: 0,
  }));
  const use = (tables: ShapeTables, work: (state: Kept) => void = () => {}) =>
    lease.use(tables, (state) => {
      state.uses++;
      work(state);
      return state;
    });
  return { use, made: () => made };
}

const nine = tablesFor(shapes['9x9']);
const four = tablesFor(shapes['4x4']);

describe('Lease', () => {
  it('makes a state at the first use of a shape and lends the same one to every later use', () => {
    const { use, made } = counting();
    const first = use(nine);
    expect(use(nine)).toBe(first);
    expect(use(nine).uses).toBe(3);
    expect(made()).toBe(1);
  });

  it('keeps one state a shape, each made for its own shape', () => {
    const { use, made } = counting();
    const a = use(nine);
    const b = use(four);
    expect(b).not.toBe(a);
    expect([a.shape, b.shape]).toEqual(['9x9', '4x4']);
    expect(use(nine)).toBe(a);
    expect(use(four)).toBe(b);
    expect(made()).toBe(2);
  });

  it('lends a nested use, several deep, a fresh state, never the one in use above it', () => {
    const { use, made } = counting();
    const seen: Kept[] = [];
    const nest = (depth: number) => (state: Kept) => {
      seen.push(state);
      if (depth > 0) use(nine, nest(depth - 1));
    };
    use(nine, nest(3));
    expect(new Set(seen).size).toBe(4);
    expect(made()).toBe(4);
    // Afterwards one idle state is kept, and every use takes it again.
    const after = use(nine);
    expect(seen).toContain(after);
    expect(use(nine)).toBe(after);
    expect(made()).toBe(4);
  });

  it('lets nested uses of another shape take that shape’s idle state', () => {
    const { use, made } = counting();
    const small = use(four);
    let inner: Kept | undefined;
    use(nine, () => {
      inner = use(four);
    });
    expect(inner).toBe(small);
    expect(made()).toBe(2);
  });

  it('takes the state back when the work throws, and passes the error on', () => {
    const { use, made } = counting();
    const first = use(nine);
    expect(() =>
      use(nine, () => {
        throw new Error('stopped');
      }),
    ).toThrow('stopped');
    expect(use(nine)).toBe(first);
    expect(made()).toBe(1);
  });

  it('clears a state each time it comes back, also after a throw, before another use takes it', () => {
    const cleared: string[] = [];
    const lease = new Lease(
      () => ({ holding: '' }),
      (state) => {
        cleared.push(state.holding);
        state.holding = '';
      },
    );
    lease.use(nine, (state) => {
      state.holding = 'first';
    });
    expect(() =>
      lease.use(nine, (state) => {
        expect(state.holding).toBe('');
        state.holding = 'second';
        throw new Error('stopped');
      }),
    ).toThrow('stopped');
    lease.use(nine, (state) => expect(state.holding).toBe(''));
    expect(cleared).toEqual(['first', 'second', '']);
  });

  it('returns what the work returns', () => {
    const lease = new Lease(() => [1, 2, 3]);
    expect(lease.use(nine, (state) => state.length)).toBe(3);
  });

  it('keeps one state for every shape under the key null, and a nested use of it gets a fresh one', () => {
    let made = 0;
    const lease = new Lease<{ id: number }, null>(() => ({ id: ++made }));
    const outer = lease.use(null, (state) => {
      const inner = lease.use(null, (nested) => nested);
      expect(inner).not.toBe(state);
      return state;
    });
    expect(made).toBe(2);
    // The outer state came back last: it is the idle one.
    expect(lease.use(null, (state) => state)).toBe(outer);
    expect(made).toBe(2);
  });

  it("with per 'tables', keeps a state for each tables object, two sets of rules of one shape apart", () => {
    let made = 0;
    const lease = new Lease((tables: RuleTables) => ({ id: ++made, tables }), undefined, 'tables');
    const classic = ruleTablesFor(shapes['9x9'], {});
    const diagonal = ruleTablesFor(shapes['9x9'], { antiknight: true });
    const a = lease.use(classic, (state) => state);
    const b = lease.use(diagonal, (state) => state);
    expect(b).not.toBe(a);
    expect([a.tables, b.tables]).toEqual([classic, diagonal]);
    expect(lease.use(classic, (state) => state)).toBe(a);
    expect(lease.use(diagonal, (state) => state)).toBe(b);
    // A nested use of the same tables gets a fresh state; the outer one is idle again afterwards.
    const inner = lease.use(classic, () => lease.use(classic, (state) => state));
    expect(inner).not.toBe(a);
    expect(made).toBe(3);
  });
});
