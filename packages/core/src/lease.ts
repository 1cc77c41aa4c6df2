import type { ShapeTables } from './tables.js';

/**
 * What a strategy keeps between solves so that a solve allocates nothing (its stack of states, its
 * work lists), one per shape, lent to one solve at a time.
 *
 * Solves run one at a time, with one exception: a solve begun from inside another solve's trace
 * callback, while the other's state is in use. The rule, the same for every strategy: a solve takes
 * the shape's idle state when there is one, and when there is none (it is out, with a solve further
 * up the stack) makes a fresh one; either way the state comes back when the solve ends, however it
 * ends (solved, aborted by a budget, or a callback that threw). The outer solve's state is never
 * touched by the nested one, so both end as they would alone. One idle state a shape is kept.
 *
 * A state that serves every shape (core's own search context) is leased with the key null instead of
 * a shape's tables: `new Lease<T, null>(make)`, then `lease.use(null, work)`.
 */
export class Lease<T, Key extends ShapeTables | null = ShapeTables> {
  /** The idle state of each shape, by name ('' for the key null); undefined while it is out. */
  private readonly idle: Record<string, T | undefined> = Object.create(null);

  /**
   * `make` builds a state for a shape, the first time a solve of that shape finds none idle. `clear`,
   * when given, is called on a state each time it comes back, so that an idle state holds nothing of
   * the solve that used it (its trace callback, its puzzle).
   */
  constructor(
    private readonly make: (tables: Key) => T,
    private readonly clear?: (state: T) => void,
  ) {}

  /** Runs `work` with a state for `tables`' shape, and takes the state back when it ends. */
  use<R>(tables: Key, work: (state: T) => R): R {
    const shape = tables === null ? '' : tables.shape.name;
    let state = this.idle[shape];
    if (state === undefined) state = this.make(tables);
    else this.idle[shape] = undefined;
    try {
      return work(state);
    } finally {
      this.clear?.(state);
      this.idle[shape] = state;
    }
  }
}
