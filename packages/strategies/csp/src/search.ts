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

/** An engine a rule set, idle between solves; a solve from inside another's trace makes its own. */
const idle = new WeakMap<RuleTables, Propagation>();

const REASONS: readonly PlaceReason[] = ['single', 'hidden', 'guess'];

export function search(context: SearchContext<CspCounter>): void {
  const tables = context.constraints;
  let engine = idle.get(tables);
  if (engine === undefined) engine = new Propagation(tables);
  else idle.delete(tables);
  try {
    new Search(context, engine).run();
  } finally {
    idle.set(tables, engine);
  }
}

class Search {
  private readonly board: Uint8Array;
  private readonly counters: Counters<CspCounter>;
  /** How much of the engine's log of settled cells has been counted and traced. */
  private reported = 0;
  /** Each cell's failures: how many tries at it ended in a contradiction (see chooseCell). */
  private readonly failures: Float64Array;

  constructor(
    private readonly context: SearchContext<CspCounter>,
    private readonly engine: Propagation,
  ) {
    this.board = new Uint8Array(context.constraints.cellCount);
    this.failures = new Float64Array(context.constraints.cellCount);
    this.counters = context.counters;
  }

  run(): void {
    const { engine, context } = this;
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
   * The branch cell: the fewest candidates, weighed by how often tries at the cell have failed
   * (candidates / (1 + failures)), the first such cell on ties. On a classic puzzle, where the singles
   * settle most cells, this is the plain fewest-candidates rule until the search meets contradictions;
   * on a killer, where many cells keep three or more candidates, the cells whose tries keep failing
   * are the ones whose choice settles the most, so the search learns to ask them first.
   * -1 when every cell is settled.
   */
  private chooseCell(): number {
    const { candidates, popcount } = this.engine;
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
