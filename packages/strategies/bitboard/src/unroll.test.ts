import { readFileSync } from 'node:fs';
import { SeededRandom, shapes } from '@sudoku-lab/core';
import { generateSolution } from '@sudoku-lab/testkit/puzzles';
import { describe, expect, it } from 'vitest';
import { begin, end, rolledCount, unrolledCount, withUnrolled } from '../scripts/unroll.mjs';
import { At, Frame, makeMemory } from './layout.js';
import { settle } from './search.js';

type Count = ReturnType<typeof rolledCount>;

/** A search's memory, for its table of summaries (At.Summary). */
const memory = makeMemory();

const source = readFileSync(new URL('./search.ts', import.meta.url), 'utf8');

/**
 * The generated lines as src/search.ts holds them, made a function of (m, at) that returns what they
 * leave in their variables: the `!` after each read is TypeScript's alone, so it is dropped.
 */
function unrolledIn(text: string): (m: ArrayLike<number>, at: number) => Count {
  const lines = text.slice(text.indexOf(`${begin}\n`) + begin.length + 1, text.indexOf(`${end}\n`));
  return new Function(
    'm',
    'at',
    `${lines.replaceAll(']!', ']')}\nreturn { total, pick, mays, musts, must4 };`,
  ) as (m: ArrayLike<number>, at: number) => Count;
}
const unrolled = unrolledIn(source);

/** Whole numbers below `bound`, from core's seeded stream: the same inputs on every run. */
function numbers(seed: string) {
  const random = new SeededRandom(seed);
  return (bound: number) => random.below(bound);
}

/** Where a line's nine summaries start in a state: bands 0..2, then stacks 3..5. */
const lineAt = (line: number) => (line < 3 ? Frame.Bands + line : Frame.Stacks + line - 3);

/**
 * Settled states of real positions: the cells of solved boards, some of them kept as givens (17 to
 * 45), the rules run to their fixpoint on them.
 */
function settledStates(count: number): Int32Array[] {
  const next = numbers('25');
  const states: Int32Array[] = [];
  for (let seed = 0; states.length < count; seed++) {
    const solution = generateSolution({ shape: shapes['9x9'], seed });
    const keep = 17 + next(29);
    const cells = [...solution.cells];
    for (let open = 81 - keep; open > 0; ) {
      const cell = next(81);
      if (cells[cell] !== 0) {
        cells[cell] = 0;
        open--;
      }
    }
    const { state } = settle({ shape: shapes['9x9'], cells });
    if (state !== null) states.push(state);
  }
  return states;
}

describe('the generated count in search.ts', () => {
  it('is what scripts/unroll.mjs writes (run `pnpm --filter @sudoku-lab/bitboard generate` after changing it)', () => {
    const source = readFileSync(new URL('./search.ts', import.meta.url), 'utf8');
    expect(source).toContain(`${begin}\n${unrolledCount()}\n${end}\n`);
    expect(withUnrolled(source)).toBe(source);
  });

  it('reads each of the nine digits once, a digit three numbers after the one before', () => {
    const reads = [...unrolledCount().matchAll(/m\[at(?: \+ (\d+))?\]/g)].map((match) =>
      Number(match[1] ?? 0),
    );
    expect(reads).toEqual([0, 3, 6, 9, 12, 15, 18, 21, 24]);
  });

  it('says where the marks are missing', () => {
    expect(() => withUnrolled('function tripletRule() {}\n')).toThrow(/lacks the lines/);
  });
});

describe('the generated count against the loop it unrolls (scripts/unroll.mjs, rolledCount)', () => {
  it('gives what the loop gives on the lines of settled positions', () => {
    const states = settledStates(300);
    const differ: string[] = [];
    let open = 0;
    for (const [index, state] of states.entries()) {
      for (let line = 0; line < 6; line++) {
        const expected = rolledCount(state, lineAt(line));
        if (expected.total > 9) open++;
        const got = unrolled(state, lineAt(line));
        if (JSON.stringify(got) !== JSON.stringify(expected)) {
          differ.push(
            `state ${index}, line ${line}: ${JSON.stringify(got)}, not ${JSON.stringify(expected)}`,
          );
        }
      }
    }
    expect(differ).toEqual([]);
    // The positions are not all settled to one layout a digit: most lines have digits left to place.
    expect(open).toBeGreaterThan(states.length);
  });

  it("gives what the loop gives on 20,000 lines of nine summaries drawn from bitboard's own table", () => {
    const next = numbers('7');
    const m = new Int32Array(27);
    const differ: string[] = [];
    for (let trial = 0; trial < 20_000; trial++) {
      for (let digit = 0; digit < 9; digit++) m[digit * 3] = memory[At.Summary + next(512)]!;
      const expected = rolledCount(m, 0);
      const got = unrolled(m, 0);
      if (JSON.stringify(got) !== JSON.stringify(expected) && differ.length < 5) {
        differ.push(
          `[${[...m].filter((_, k) => k % 3 === 0)}]: ${JSON.stringify(got)}, not ${JSON.stringify(expected)}`,
        );
      }
    }
    expect(differ).toEqual([]);
  });

  it('is told apart from a count with one digit left out', () => {
    // The comparison can fail: the lines with digit 8's turn removed differ from the loop.
    const lastTurn = source.lastIndexOf('    s = m[at + 24]!;');
    const shorter = `${source.slice(0, lastTurn)}${source.slice(source.indexOf(`${end}\n`))}`;
    const short = unrolledIn(shorter);
    const m = new Int32Array(27);
    m[24] = memory[At.Summary + 0o421]!;
    expect(short(m, 0)).not.toEqual(rolledCount(m, 0));
  });
});

describe('rolledCount', () => {
  it('counts, per minirow, the digits that may and must take it, saturating at three, and the fourth that must', () => {
    const next = numbers('11');
    const m = new Int32Array(27);
    for (let trial = 0; trial < 2_000; trial++) {
      for (let digit = 0; digit < 9; digit++) m[digit * 3] = memory[At.Summary + next(512)]!;
      const summaries = Array.from({ length: 9 }, (_, digit) => m[digit * 3]!);
      const counts = summaries.map((s) => s & 7);
      const field = (shift: number, atLeast: number) =>
        [...Array(9).keys()].reduce(
          (bits, minirow) =>
            summaries.filter((s) => ((s >>> shift) >> minirow) & 1).length >= atLeast
              ? bits | (1 << minirow)
              : bits,
          0,
        );
      const fields = (shift: number) => field(shift, 1) | (field(shift, 2) << 9) | (field(shift, 3) << 18);
      const open = counts.map((count, digit) => [count, digit] as const).filter(([count]) => count >= 2);
      const fewest = open.reduce((best, entry) => (entry[0] < best[0] ? entry : best), [99, 9] as const);
      const count = rolledCount(m, 0);
      expect(count.total).toBe(counts.reduce((a, b) => a + b, 0));
      expect(count.mays).toBe(fields(3));
      expect(count.musts).toBe(fields(12));
      expect(count.must4).toBe(field(12, 4));
      if (open.length > 0) expect(count.pick).toBe((fewest[0] << 4) | fewest[1]);
      else expect(count.pick).toBeGreaterThanOrEqual(0x70);
    }
  });
});
