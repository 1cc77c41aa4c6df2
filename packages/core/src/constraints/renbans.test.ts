import { describe, expect, it } from 'vitest';
import { seededRandom } from '../random.js';
import { at, Candidates, maskOf, nine, nineUnits } from './board.fixture.js';
import type { Line } from './lines.js';
import { renbans } from './renbans.js';

/** Candidates whose keep is the fixture's, promising (or not) that singles have left their peers. */
class Spread extends Candidates {
  constructor(readonly singlesSpread: boolean) {
    super();
  }
}

/** Each cell's peers: its rows, columns and boxes' other cells, and the other cells of its lines. */
function peersOf(lines: readonly Line[]): number[][] {
  return Array.from({ length: 81 }, (_, cell) => {
    const peers = new Set<number>();
    for (const group of [...nineUnits, ...lines])
      if (group.includes(cell)) for (const other of group) peers.add(other);
    peers.delete(cell);
    return [...peers].sort((a, b) => a - b);
  });
}

/** The renban propagators of `lines` as an engine gets them: with the units and every cell's peers. */
function propagatorsOf(lines: readonly Line[]) {
  return renbans.propagators(nine, lines, nineUnits, peersOf(lines));
}

/** Takes each single's digit from its peers until none is left to take; false when a cell empties. */
function spreadSingles(candidates: Int32Array, peers: readonly (readonly number[])[]): boolean {
  for (let changed = true; changed; ) {
    changed = false;
    for (let cell = 0; cell < 81; cell++) {
      const mask = candidates[cell]!;
      if ((mask & (mask - 1)) !== 0) continue;
      for (const peer of peers[cell]!) {
        if ((candidates[peer]! & mask) === 0) continue;
        candidates[peer]! &= ~mask;
        if (candidates[peer] === 0) return false;
        changed = true;
      }
    }
  }
  return true;
}

const diagonal: Line = [at(3, 2), at(2, 3), at(1, 4)];
const pair: Line = [at(2, 1), at(1, 2)];
const bent: Line = [at(5, 5), at(5, 6), at(6, 6), at(7, 6)];

describe('renbans on domains whose singles have left their peers', () => {
  it.each([
    ['a settled run of three', [diagonal], 'r3c2=4 r2c3=5 r1c4=3', true],
    ['three settled digits too far apart', [diagonal], 'r3c2=4 r2c3=6 r1c4=3', false],
    ['a settled pair one apart', [pair], 'r2c1=9 r1c2=8', true],
    ['a settled pair two apart', [pair], 'r2c1=7 r1c2=9', false],
    ['a settled bent line of four with a gap', [bent], 'r5c5=1 r5c6=2 r6c6=3 r7c6=5', false],
  ])('%s: holds is %s', (_name, lines, givens, holds) => {
    const domains = new Spread(true);
    for (const part of givens.split(' ')) {
      const [, row, column, digit] = /^r(\d)c(\d)=(\d)$/.exec(part)!.map(Number);
      domains.candidates[at(row!, column!)] = maskOf(digit!);
    }
    expect(propagatorsOf(lines).every((propagator) => propagator.propagate(domains))).toBe(holds);
  });

  it("leaves a settled digit's peers to the domains that promise it, and no others", () => {
    // r1c4 settled on 5 with its peers untouched: a domains that does not promise the spread takes
    // the 5 from r1c5 (a peer of the line's only 5); one that promises it leaves that to its engine.
    const run = (singlesSpread: boolean) => {
      const domains = new Spread(singlesSpread);
      domains.candidates[at(1, 4)] = maskOf(5);
      propagatorsOf([diagonal])[0]!.propagate(domains);
      return domains.candidates[at(1, 5)]!;
    };
    expect(run(false) & maskOf(5)).toBe(0);
    expect(run(true) & maskOf(5)).not.toBe(0);
  });

  it('narrows a board whose singles have left their peers exactly as without the promise', () => {
    // Random boards around a classic solution: each cell keeps its solution's digit, settled on it
    // or beside a few others, and the singles leave their peers; the lines then run on a copy that
    // promises the spread and on one that does not.
    const lines: Line[] = [diagonal, pair, bent, [at(7, 1), at(8, 2), at(9, 3)], [at(9, 8), at(9, 9)]];
    const peers = peersOf(lines);
    const solution = (cell: number) =>
      ((Math.floor(cell / 9) * 3 + Math.floor(cell / 27) + (cell % 9)) % 9) + 1;
    const random = seededRandom(38);
    let compared = 0;
    for (let trial = 0; trial < 400; trial++) {
      const start = new Int32Array(81);
      for (let cell = 0; cell < 81; cell++) {
        const own = maskOf(solution(cell));
        start[cell] = random() < 0.3 ? own : own | Math.floor(random() * 512);
      }
      if (!spreadSingles(start, peers)) continue;
      const promised = new Spread(true);
      const plain = new Spread(false);
      promised.candidates.set(start);
      plain.candidates.set(start);
      // After each line, the singles it settled leave their peers on both, so the promise holds again.
      for (const propagator of propagatorsOf(lines)) {
        const held = propagator.propagate(plain);
        expect(propagator.propagate(promised)).toBe(held);
        if (!held) break;
        expect([...promised.candidates]).toEqual([...plain.candidates]);
        if (!spreadSingles(plain.candidates, peers) || !spreadSingles(promised.candidates, peers)) break;
      }
      compared++;
    }
    expect(compared).toBeGreaterThan(100);
  });
});
