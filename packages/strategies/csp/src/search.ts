/**
 * csp's search: constraint propagation over core's constraint layer, then a choice.
 *
 * Glossary (beside core's, in constraints/module.ts):
 *   engine    core's Propagation: every cell's candidates as a bitmask in a typed array, narrowed to a
 *             fixpoint by naked and hidden singles over every unit and by every family's propagators,
 *             each woken by the cells that changed
 *   branch    a cell with two or more candidates, and its lowest digit: either the cell holds it (tried
 *             first) or it does not (the digit leaves the cell and the board is propagated again), so
 *             every solution is met once and counting to any maxSolutions needs nothing more
 *   choice    the branch cell: the fewest candidates (see chooseCell for the tie-break and why)
 */
import {
  CHOSEN,
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
  /** The solve's context, while it runs. */
  context!: SearchContext<CspCounter>;
  private counters!: Counters<CspCounter>;
  /** How much of the engine's log of settled cells has been counted and traced. */
  private reported = 0;
  /** Each cell's failures: how many tries at it ended in a contradiction (see chooseCell). */
  private readonly failures: Float64Array;

  constructor(private readonly engine: Propagation) {
    this.board = new Uint8Array(engine.tables.cellCount);
    this.failures = new Float64Array(engine.tables.cellCount);
  }

  run(context: SearchContext<CspCounter>): void {
    const { engine } = this;
    this.context = context;
    this.counters = context.counters;
    this.failures.fill(0);
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
    const { engine, context, counters } = this;
    const { trace } = context;
    for (;;) {
      const consistent = engine.fixpoint();
      this.report();
      if (!consistent) {
        if (trace !== undefined) trace({ type: 'contradiction', cell: this.lastSettled() });
        return false;
      }
      const cell = this.chooseCell();
      if (cell === -1) {
        engine.digits(this.board);
        return context.foundSolution(this.board);
      }
      const mask = engine.candidates[cell]!;
      const bit = mask & -mask;
      engine.save(depth);
      if (trace !== undefined) trace({ type: 'guess', cell });
      engine.choose(cell, bit);
      if (this.branch(depth + 1)) return true;
      this.failures[cell]! += 1;
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

  /**
   * The branch cell: the fewest candidates, the first such cell on ties; where a family propagates
   * beyond peers and units (cage sums), weighed by how often tries at the cell have failed
   * (candidates / (1 + failures)). On a killer many cells keep three or more candidates, and the cells
   * whose tries keep failing are the ones whose choice the sums settle most: the search learns to ask
   * them first. Measured: the weights halve the time on generated killers and cut the guesses on most
   * published ones, but double them on jigsaw and classic puzzles, where the singles alone propagate.
   * -1 when every cell is settled.
   */
  private chooseCell(): number {
    const { candidates, popcount } = this.engine;
    if (!this.engine.propagating) return this.engine.fewestCandidates();
    const { failures } = this;
    let best = -1;
    let bestScore = Number.POSITIVE_INFINITY;
    for (let cell = 0; cell < candidates.length; cell++) {
      const count = popcount[candidates[cell]!]!;
      if (count < 2) continue;
      const score = count / (1 + failures[cell]!);
      if (score < bestScore) {
        best = cell;
        bestScore = score;
      }
    }
    return best;
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
      for (let k = this.reported; k < top; k++) if (logReason[k] === CHOSEN) counters.guesses++;
      this.reported = top;
      context.countPlacements(count);
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

  /** The cell settled last, where a contradiction is shown (0 before any). */
  private lastSettled(): number {
    const { engine } = this;
    return engine.logTop > 0 ? engine.log[engine.logTop - 1]! : 0;
  }
}
