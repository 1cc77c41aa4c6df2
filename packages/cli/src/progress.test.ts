import type { PuzzleInput } from '@sudoku-lab/harness';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './progress.js';
import { fakeIo } from './testing.fixture.js';

function input(fraction: number | undefined): PuzzleInput {
  return { description: 'test', fraction: () => fraction, entries: async function* () {} };
}

/** Erase to the end of the line. */
const EOL = '\u001b[K';

describe('ProgressBar', () => {
  it.each([
    [
      'a terminal, a known size',
      true,
      0.5,
      [600],
      `\r[${'#'.repeat(12)}${'.'.repeat(12)}]  50%  7 puzzles  0.6 s${EOL}`,
    ],
    ['a terminal, an unknown size', true, undefined, [600], `\r7 puzzles  0.6 s${EOL}`],
    ['a terminal, one puzzle', true, undefined, [600], `\r1 puzzle  0.6 s${EOL}`, 1],
    ['a terminal, before half a second', true, 0.5, [100, 400], ''],
    ['a pipe', false, 0.5, [600, 2000], ''],
  ] as const)('%s', async (_, tty, fraction, times, expected, done: number = 7) => {
    const { io, stderr } = fakeIo(null, { tty });
    let clock = 0;
    const bar = new ProgressBar(io, input(fraction), true, () => clock);
    for (const time of times) {
      clock = time;
      bar.update(done);
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(stderr.text()).toBe(expected);
  });

  it('clears the line it drew, and only then', async () => {
    const { io, stderr } = fakeIo(null, { tty: true });
    let clock = 0;
    const bar = new ProgressBar(io, input(0.1), true, () => clock);
    bar.clear();
    clock = 1000;
    bar.update(1);
    bar.clear();
    bar.clear();
    await new Promise((resolve) => setImmediate(resolve));
    expect(stderr.text().endsWith('\u001b[K\r\u001b[K')).toBe(true);
    expect(stderr.text().split('\r\u001b[K')).toHaveLength(2);
  });
});
