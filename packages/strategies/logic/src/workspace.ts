import { Lease } from '@sudoku-lab/core';
import { Chainer } from './chaining/chainer.js';
import type { ChainingConfig } from './chaining/propagation.js';

/**
 * What one call of logic (a rate, an explanation, a next step) works in from step to step: a chainer
 * for each of Sudoku Explainer's chaining producers, with its runs and buffers, and the scratch of the
 * techniques that need some (see `scratch`), each made the first time it is asked for and reused by
 * every later step, so a step allocates none of them again.
 *
 * Kept between calls through core's Lease, like every strategy's kept state: a call takes the idle
 * workspace, or makes a fresh one when it is out (with a call further up the stack, as when a rate is
 * begun inside a solve's trace callback), and gives it back however it ends.
 */
export class Workspace {
  private readonly chainers = new Map<ChainingConfig, Chainer>();
  private readonly scratches = new Map<() => unknown, unknown>();

  /** The chainer of a producer's configuration (the same object each time it asks). */
  chainer(config: ChainingConfig): Chainer {
    let chainer = this.chainers.get(config);
    if (chainer === undefined) {
      chainer = new Chainer(config);
      this.chainers.set(config, chainer);
    }
    return chainer;
  }

  /**
   * A technique's scratch, as `make` makes it: the same object each time the same `make` asks. A
   * technique keeps its work space here rather than in its module, so that no call sees another's.
   */
  scratch<T>(make: () => T): T {
    let found = this.scratches.get(make) as T | undefined;
    if (found === undefined) {
      found = make();
      this.scratches.set(make, found);
    }
    return found;
  }

  /** Drops what the last call left behind that is not ours: its budget check (a closure over its board). */
  release(): void {
    for (const chainer of this.chainers.values()) chainer.release();
  }
}

/** The idle workspace, lent to one call at a time (logic's boards are all 9x9: one key serves). */
export const workspaces = new Lease<Workspace, null>(
  () => new Workspace(),
  (work) => work.release(),
);
