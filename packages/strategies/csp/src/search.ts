/**
 * csp's search: constraint propagation over core's constraint layer, then a choice.
 *
 * Glossary (beside core's, in constraints/module.ts):
 *   engine    core's Propagation: every cell's candidates as a bitmask in a typed array, narrowed to a
 *             fixpoint by naked and hidden singles over every unit and by every family's propagators,
 *             each woken by the cells that changed
 *   branch    a cell with two or more candidates, and a digit of it (its lowest, or one with two places
 *             left in a unit): either the cell holds it (tried first) or it does not (the digit leaves the cell and the board is propagated again), so
 *             every solution is met once and counting to any maxSolutions needs nothing more
 *   choice    the branch: a cell and a digit, where the cell is the fewest candidates or the best
 *             weight per candidate, or a digit's place when a unit has two left: core's Choice, which
 *             core's variant counter branches with too (its weights, blame and hot digit)
 */
import {
  CHOSEN,
  Choice,
  type Counters,
  HIDDEN,
  type PlaceReason,
  Propagation,
  type RuleTables,
  type SearchContext,
} from '@sudoku-lab/core';

export type CspCounter = 'eliminations';

/** A search (and its engine) a rule set, idle between solves; a solve from inside another's trace makes its own. */
const idle = new WeakMap<RuleTables, Search>();

const REASONS: readonly PlaceReason[] = ['single', 'hidden', 'guess'];

export function search(context: SearchContext<CspCounter>): void {
  const tables = context.constraints;
  let searching = idle.get(tables);
  if (searching === undefined) searching = new Search(new Propagation(tables));
  else idle.delete(tables);
  try {
    searching.run(context);
  } finally {
    searching.context = undefined!;
    idle.set(tables, searching);
  }
}

class Search {
  private readonly board: Uint8Array;
  private readonly choice: Choice;
  /** The solve's context, while it runs. */
  context!: SearchContext<CspCounter>;
  private counters!: Counters<CspCounter>;
  /** How much of the engine's log of settled cells has been counted and traced. */
  private reported = 0;

  constructor(private readonly engine: Propagation) {
    this.board = new Uint8Array(engine.tables.cellCount);
    this.choice = new Choice(engine);
  }

  run(context: SearchContext<CspCounter>): void {
    const { engine } = this;
    this.context = context;
    this.counters = context.counters;
    this.choice.reset();
    try {
      if (!engine.start(context.puzzle.cells)) return;
      this.reported = 0;
      this.branch(0);
    } finally {
      this.counters.eliminations += engine.eliminations;
    }
  }

  /** Searches from the engine's state; true when enough solutions are found. */
  private branch(depth: number): boolean {
    const { engine, context, counters, choice } = this;
    const { trace } = context;
    for (;;) {
      const consistent = engine.fixpoint();
      this.report();
      if (!consistent) {
        choice.failed();
        if (trace !== undefined) trace({ type: 'contradiction', cell: choice.lastSettled() });
        return false;
      }
      if (!choice.choose()) {
        engine.digits(this.board);
        return context.foundSolution(this.board);
      }
      const { cell, bit } = choice;
      engine.save(depth);
      if (trace !== undefined) trace({ type: 'guess', cell });
      engine.choose(cell, bit);
      choice.tried(cell, bit);
      if (this.branch(depth + 1)) return true;
      choice.tried(cell, bit);
      engine.restore(depth);
      this.reported = engine.logTop;
      counters.backtracks++;
      if (trace !== undefined) {
        trace({ type: 'backtrack' });
        trace({ type: 'eliminate', cell, digit: 32 - Math.clz32(bit) });
      }
      // Every solution with that digit here has been met: the rest have another.
      engine.keep(cell, ~bit);
    }
  }

  /** Counts (and traces) the cells the engine settled since the last report, in the order it did. */
  private report(): void {
    const { engine, context, counters } = this;
    const { log, logReason, candidates } = engine;
    const { trace } = context;
    const top = engine.logTop;
    if (trace === undefined) {
      const count = top - this.reported;
      if (count === 0) return;
      // A guess is the first cell settled after the report before it (see branch): the only one.
      const guessed = logReason[this.reported] === CHOSEN;
      this.reported = top;
      context.countPlacements(count);
      if (guessed) counters.guesses++;
      return;
    }
    for (; this.reported < top; this.reported++) {
      const cell = log[this.reported]!;
      const reason = logReason[this.reported]!;
      context.countPlacement();
      if (reason === CHOSEN) counters.guesses++;
      const mask = candidates[cell]!;
      trace({
        type: 'place',
        cell,
        digit: 32 - Math.clz32(mask),
        reason: REASONS[reason === HIDDEN ? 1 : reason === CHOSEN ? 2 : 0]!,
      });
    }
  }
}
