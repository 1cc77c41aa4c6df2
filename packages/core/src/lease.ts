import type { Shape } from './shape.js';
import type { ShapeTables } from './tables.js';

/** What a Lease keeps one idle state of: a shape (every table of it alike), or each set of tables apart. */
export type LeasePer = 'shape' | 'tables';

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
 * A state built for one set of rules (dlx's links, norvig's search, core's count under rules) serves
 * only the tables it was built from: `new Lease(make, clear, 'tables')` keeps one idle state for each
 * tables object instead of each shape, let go with the tables (core makes one a classic shape, and one
 * a variant puzzle's rules).
 *
 * A state that serves every shape (core's own search context) is leased with the key null instead of
 * a shape's tables: `new Lease<T, null>(make)`, then `lease.use(null, work)`.
 */
export class Lease<T, Key extends { readonly shape: Shape } | null = ShapeTables> {
  /** The idle state of each shape, by name ('' for the key null); undefined while it is out. */
  private readonly idle: Record<string, T | undefined> = Object.create(null);
  /** With per 'tables': such a record for each tables object, let go with it. */
  private readonly idleOf = new WeakMap<object, Record<string, T | undefined>>();

  /**
   * `make` builds a state for a shape, the first time a solve of that shape finds none idle. `clear`,
   * when given, is called on a state each time it comes back, so that an idle state holds nothing of
   * the solve that used it (its trace callback, its puzzle). `per` says what one idle state serves.
   */
  constructor(
    private readonly make: (tables: Key) => T,
    private readonly clear?: (state: T) => void,
    private readonly per: LeasePer = 'shape',
  ) {}

  /** Runs `work` with a state for `tables`' shape (or for `tables`, with per 'tables'), and takes the state back when it ends. */
  use<R>(tables: Key, work: (state: T) => R): R {
    const idle = this.per === 'shape' || tables === null ? this.idle : this.idleFor(tables);
    const shape = tables === null ? '' : tables.shape.name;
    let state = idle[shape];
    if (state === undefined) state = this.make(tables);
    else idle[shape] = undefined;
    try {
      return work(state);
    } finally {
      this.clear?.(state);
      idle[shape] = state;
    }
  }

  /** The record of idle states of one tables object, made at its first use. */
  private idleFor(tables: object): Record<string, T | undefined> {
    let idle = this.idleOf.get(tables);
    if (idle === undefined) {
      idle = Object.create(null) as Record<string, T | undefined>;
      this.idleOf.set(tables, idle);
    }
    return idle;
  }
}
