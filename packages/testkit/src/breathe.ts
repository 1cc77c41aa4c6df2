/**
 * Long tests and the event loop.
 *
 * A vitest worker reports to the runner over messages whose replies it must read within a fixed time
 * (a minute, not configurable). A test body that computes for a long time without returning to the
 * event loop leaves those replies unread, and on a busy machine the minute can pass: the run then fails
 * with "Timeout calling onTaskUpdate" though every test passed. Node's loop runs its timers before it
 * reads messages, so once the minute has passed, returning to the loop is too late: a long test has to
 * return to it all along. These helpers do, at points decided by counted work (an item, a chunk of
 * items), never by a clock, so where a test yields is the same on every machine.
 */

/** The macrotask a browser-like environment falls back to where Node's setImmediate is absent. */
const nextTurn: (callback: () => void) => unknown =
  typeof setImmediate === 'function' ? setImmediate : (callback) => setTimeout(callback, 0);

/**
 * Resolves once the event loop has gone round: the messages and I/O that arrived meanwhile have been
 * read (setImmediate runs after the loop's poll for I/O). Await it between pieces of a long test.
 */
export function breathe(): Promise<void> {
  return new Promise((resolve) => nextTurn(resolve));
}

/** How many items `eachInTurn` works through between two breaths unless told. */
export const ITEMS_PER_BREATH = 1;

/**
 * Calls `work` on each item in order (awaiting it when it returns a promise), letting the event loop
 * go round before the first item and after every `every` items. The items may be any iterable,
 * generated lazily. Rejects with the first error `work` throws, the items after it left untouched.
 *
 * ```ts
 * await eachInTurn(puzzles, (puzzle, index) => {
 *   expect(solver.solve(puzzle).status, `puzzle ${index + 1}`).toBe('solved');
 * });
 * ```
 */
export async function eachInTurn<T>(
  items: Iterable<T>,
  work: (item: T, index: number) => void | Promise<void>,
  every: number = ITEMS_PER_BREATH,
): Promise<void> {
  if (!Number.isInteger(every) || every < 1) {
    throw new RangeError(`eachInTurn: every must be a whole number of items, 1 or more; got ${every}`);
  }
  let index = 0;
  for (const item of items) {
    if (index % every === 0) await breathe();
    await work(item, index);
    index++;
  }
}
