import { Choice } from './constraints/choice.js';
import { Propagation } from './constraints/propagation.js';
import type { CountJob } from './count-engine.js';
import { Lease } from './lease.js';
import type { RuleTables } from './rule-tables.js';

/**
 * Counts a variant's solutions for core's countSolutions (which has checked the puzzle and options
 * and applies the budget through `job`): the constraint layer's propagation to a fixpoint (singles over
 * every unit, every family's propagation: cage combinations and the 45 rule, ...), then core's Choice
 * of a branch (the csp strategy's: weights that learn from failures), tried digit by digit: a digit
 * that fails leaves the cell, and the board is propagated again before the next. The job's
 * exclusions are candidates taken away first.
 */
export function countUnderRules(job: Omit<CountJob, 'tables'>, tables: RuleTables): void {
  choices.use(tables, (choice) => {
    const { engine } = choice;
    const banned = new Int32Array(tables.cellCount);
    for (const { cell, digit } of job.exclude) banned[cell]! |= 1 << (digit - 1);
    if (!engine.start(job.cells, banned)) return;
    choice.reset();
    search(choice, 0, job, new Uint8Array(tables.cellCount));
  });
}

// A generator counts the same rules hundreds of times: an engine a rule set, idle between counts
// (a count started from inside another's callback makes its own).
const choices = new Lease((tables: RuleTables) => new Choice(new Propagation(tables)), undefined, 'tables');

/** Returns true when the search should stop (enough solutions found). */
function search(choice: Choice, depth: number, job: Omit<CountJob, 'tables'>, board: Uint8Array): boolean {
  const { engine } = choice;
  for (;;) {
    job.step();
    if (!engine.fixpoint()) {
      choice.failed();
      return false;
    }
    if (!choice.choose()) {
      engine.digits(board);
      return job.found(board);
    }
    const { cell, bit } = choice;
    engine.save(depth);
    choice.tried(cell, bit);
    if (engine.choose(cell, bit) && search(choice, depth + 1, job, board)) return true;
    choice.tried(cell, bit);
    engine.restore(depth);
    // Every solution with this digit here is counted: the rest have another.
    if (!engine.keep(cell, ~bit)) return false;
  }
}

/** Whether `count` different digits of 1..size, none in `used`, can add up to `rest`. */
export function cageSumReachable(rest: number, count: number, used: number, size: number): boolean {
  if (count === 0) return rest === 0;
  let least = 0;
  let most = 0;
  let low = 0;
  for (let digit = 1; digit <= size && low < count; digit++) {
    if ((used & (1 << (digit - 1))) === 0) {
      least += digit;
      low++;
    }
  }
  if (low < count) return false;
  let high = 0;
  for (let digit = size; digit >= 1 && high < count; digit--) {
    if ((used & (1 << (digit - 1))) === 0) {
      most += digit;
      high++;
    }
  }
  return rest >= least && rest <= most;
}
