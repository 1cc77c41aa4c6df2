/**
 * Nishio's question answered without its chain: does assuming a digit at a cell, or not there, lead
 * to a clash? Sudoku Explainer's Nishio chains follow one digit (no naked singles): a digit on turns it
 * off in the cell's peers, and a house left with one place for it turns that place on. Everything such
 * a chain reads is the digit's plane, so the question is a small propagation over nine houses.
 *
 * The producer asks it first and builds a run, with every node's parents, only where the answer is
 * yes: on most boards that reach Nishio no assumption clashes, and the runs were all its time.
 *
 * Why the answer is the run's. The facts a Nishio run can reach are closed under two rules, each
 * read on the board the run started from:
 *   1. a cell on turns off the digit in every peer holding it;
 *   2. a house that held the digit in two places or more, with all but one of them off, turns the last
 *      one on; with all of them off there is a clash.
 * The run applies the same rules in its own order (on nodes first; an off node leaves the board once
 * its consequences are read), and stops at the first potential it finds both on and off. Each fact it
 * finds follows from the rules, so a clash of the run is a clash of the rules. The other way: a run
 * that ends without a clash has read every off node, and what it holds is then closed under both rules
 * (in a house, the last of its off nodes to be read saw all but one place gone and turned that one on;
 * in a house with every place off, the second-last saw one place left and turned it on, a clash when
 * that one came off), so it holds all the rules imply, clash-free. Whether a clash is reached is thus
 * the same in any order, and this propagation may take the shortest.
 */
import { lowestBit } from '@sudoku-lab/core';
import { HOUSES, PEERS, POSITION, UNIT_CELLS } from './graph.js';

const UNKNOWN = 0;
const ON = 1;
const OFF = 2;

/** A chainer's scratch for digit trials: each trial fills it anew. */
export class DigitTrial {
  /** Each cell's state in the trial: unknown, on or off. */
  private readonly state = new Uint8Array(81);
  /** Each house's places still open for the digit (9-bit masks), and whether it had two or more. */
  private readonly open = new Uint16Array(27);
  private readonly several = new Uint8Array(27);
  /** Facts to apply, as cell * 2 + (on ? 1 : 0): at most 20 for each cell turned on, 3 for each turned off. */
  private readonly pending = new Int16Array(2048);

  /**
   * Whether assuming `digit` (0..8) on at `cell`, or off there, clashes. `grid` holds each cell's
   * candidates as a 9-bit mask and `places` each house's places of each digit (places[unit * 9 + d]).
   */
  clashes(grid: Uint16Array, places: Uint16Array, cell: number, digit: number, on: boolean): boolean {
    const { state, open, several, pending } = this;
    const bit = 1 << digit;
    state.fill(UNKNOWN);
    for (let unit = 0; unit < 27; unit++) {
      const mask = places[unit * 9 + digit]!;
      open[unit] = mask;
      several[unit] = (mask & (mask - 1)) !== 0 ? 1 : 0;
    }
    let top = 0;
    pending[top++] = cell * 2 + (on ? 1 : 0);
    while (top > 0) {
      const fact = pending[--top]!;
      const at = fact >> 1;
      if ((fact & 1) === 1) {
        if (state[at] === OFF) return true;
        if (state[at] === ON) continue;
        state[at] = ON;
        for (let k = at * 20; k < at * 20 + 20; k++) {
          const peer = PEERS[k]!;
          if ((grid[peer]! & bit) !== 0 && state[peer] !== OFF) pending[top++] = peer * 2;
        }
      } else {
        if (state[at] === ON) return true;
        if (state[at] === OFF) continue;
        state[at] = OFF;
        for (let k = 0; k < 3; k++) {
          const unit = HOUSES[at * 3 + k]!;
          const left = (open[unit]! &= ~(1 << POSITION[at * 3 + k]!));
          if (several[unit] === 0) continue;
          if (left === 0) return true;
          if ((left & (left - 1)) === 0) pending[top++] = UNIT_CELLS[unit * 9 + lowestBit(left)]! * 2 + 1;
        }
      }
    }
    return false;
  }
}
