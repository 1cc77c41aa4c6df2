import { describe, expect, it } from 'vitest';
import { breathe, eachInTurn } from './breathe.js';

/**
 * Counts the turns of the event loop: a callback that schedules itself again each time it runs, once
 * per pass of the loop's check phase. Scheduled before a breath, it runs before the breath resolves.
 */
function turnCounter() {
  const counter = { turns: 0, stopped: false };
  const tick = () => {
    if (counter.stopped) return;
    counter.turns++;
    setImmediate(tick);
  };
  setImmediate(tick);
  return counter;
}

describe('breathe', () => {
  it('resolves only after the event loop has gone round', async () => {
    const counter = turnCounter();
    expect(counter.turns, 'turns before any breath').toBe(0);
    await breathe();
    expect(counter.turns, 'turns after one breath').toBe(1);
    await breathe();
    await breathe();
    expect(counter.turns, 'turns after three breaths').toBe(3);
    counter.stopped = true;
  });
});

describe('eachInTurn', () => {
  it.each([
    { every: 1, items: 5 },
    { every: 2, items: 6 },
    { every: 3, items: 7 },
    { every: 10, items: 4 },
  ])(
    'every $every item(s) of $items: each in order, the loop going round before each chunk',
    async ({ every, items }) => {
      const counter = turnCounter();
      const seen: { item: string; index: number; turns: number }[] = [];
      const letters = Array.from({ length: items }, (_, k) => String.fromCharCode(97 + k));
      await eachInTurn(
        letters,
        (item, index) => void seen.push({ item, index, turns: counter.turns }),
        every,
      );
      counter.stopped = true;
      expect(seen).toEqual(
        letters.map((item, index) => ({ item, index, turns: Math.floor(index / every) + 1 })),
      );
    },
  );

  it('awaits work that returns a promise before the next item', async () => {
    const order: string[] = [];
    await eachInTurn([1, 2, 3], async (item) => {
      order.push(`start ${item}`);
      await breathe();
      order.push(`end ${item}`);
    });
    expect(order).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
  });

  it('takes a lazily generated iterable, and an empty one calls nothing', async () => {
    function* squares() {
      for (let k = 1; k <= 4; k++) yield k * k;
    }
    const got: number[] = [];
    await eachInTurn(squares(), (square) => void got.push(square));
    expect(got).toEqual([1, 4, 9, 16]);
    await eachInTurn([], () => {
      throw new Error('expected no call for no items');
    });
  });

  it('rejects with the first error, the items after it untouched', async () => {
    const got: number[] = [];
    const run = eachInTurn([1, 2, 3, 4], (item) => {
      if (item === 3) throw new Error('item 3 is bad');
      got.push(item);
    });
    await expect(run).rejects.toThrow('item 3 is bad');
    expect(got).toEqual([1, 2]);
  });

  it.each([0, -1, 1.5, Number.NaN])('every %s: a RangeError saying what it needs', async (every) => {
    await expect(eachInTurn([1], () => {}, every)).rejects.toThrow(
      new RangeError(`eachInTurn: every must be a whole number of items, 1 or more; got ${every}`),
    );
  });
});
