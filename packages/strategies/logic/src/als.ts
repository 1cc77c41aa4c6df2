import { bitCount, CELLS, cellsText, digitsIn, PEERS, unitCells, unitText } from './board.js';
import type { Board, Mark, Step } from './state.js';

/**
 * Sets of cells as three 27-bit words (cells 0-26, 27-53, 54-80), so "every cell that sees all of
 * these" is an AND of peer sets.
 */
type CellSet = [number, number, number];

const PEER_SETS: readonly CellSet[] = Array.from({ length: CELLS }, (_, cell) => {
  const set: CellSet = [0, 0, 0];
  for (let k = cell * 20; k < cell * 20 + 20; k++) add(set, PEERS[k]!);
  return set;
});

function add(set: CellSet, cell: number): void {
  set[(cell / 27) | 0]! |= 1 << (cell % 27);
}

/** An almost locked set: n empty cells of one unit holding n + 1 digits between them. */
interface Als {
  readonly cells: readonly number[];
  readonly set: CellSet;
  readonly digits: number;
  readonly unit: number;
  /** Per digit (index digit - 1): the set of its cells that hold the digit. */
  readonly holding: readonly CellSet[];
  /** Per digit: the cells that see every cell of the set holding it. */
  readonly seeing: readonly CellSet[];
}

const MAX_CELLS = 3;

const digitsOf = (state: Board, cells: readonly number[]) => {
  let digits = 0;
  for (const cell of cells) digits |= state.candidates[cell]!;
  return digits;
};

/**
 * The n-cell subsets of `cells` holding n + 1 digits between them, in the order of `combinations`.
 * Digits only add up as cells join, so a partial set already over n + 1 is dropped with all it
 * would grow into.
 */
function lockable(state: Board, cells: readonly number[], n: number): number[][] {
  const out: number[][] = [];
  const picked: number[] = [];
  const walk = (from: number, digits: number) => {
    if (bitCount(digits) > n + 1) return;
    if (picked.length === n) {
      if (bitCount(digits) === n + 1) out.push(picked.slice());
      return;
    }
    for (let i = from; i <= cells.length - (n - picked.length); i++) {
      picked.push(cells[i]!);
      walk(i + 1, digits | state.candidates[cells[i]!]!);
      picked.pop();
    }
  };
  walk(0, 0);
  return out;
}

function almostLockedSets(state: Board): Als[] {
  const found = new Map<string, Als>();
  for (let unit = 0; unit < 27; unit++) {
    const open = unitCells[unit]!.filter((cell) => state.cells[cell] === 0);
    // A cell of an n-cell set holds at most n + 1 digits.
    const small = open.filter((cell) => bitCount(state.candidates[cell]!) <= MAX_CELLS + 1);
    for (let n = 1; n <= Math.min(MAX_CELLS, open.length - 1); n++) {
      for (const cells of lockable(state, small, n)) {
        const digits = digitsOf(state, cells);
        const key = cells.join(',');
        if (found.has(key)) continue;
        const set: CellSet = [0, 0, 0];
        for (const cell of cells) add(set, cell);
        const holding: CellSet[] = [];
        const seeing: CellSet[] = [];
        for (let digit = 1; digit <= 9; digit++) {
          const h: CellSet = [0, 0, 0];
          const s: CellSet = [0x7ffffff, 0x7ffffff, 0x7ffffff];
          for (const cell of cells) {
            if (!state.has(cell, digit)) continue;
            add(h, cell);
            for (let w = 0; w < 3; w++) s[w]! &= PEER_SETS[cell]![w]!;
          }
          holding.push(h);
          seeing.push(s);
        }
        found.set(key, { cells, set, digits, unit, holding, seeing });
      }
    }
  }
  return [...found.values()];
}

/**
 * ALS-XZ: two almost locked sets A and B share a restricted common digit x (every x of A sees every x
 * of B, so at most one of them holds x). Then one of them is locked without x, so for another common
 * digit z one of them holds z: z leaves every cell outside them that sees all their z cells.
 */
export function alsXz(state: Board): Step | null {
  const sets = almostLockedSets(state);
  for (let i = 0; i < sets.length; i++) {
    const a = sets[i]!;
    // Hundreds of sets on an open board make hundreds of thousands of pairs: look at the clock per set.
    state.checkBudgets();
    for (let j = i + 1; j < sets.length; j++) {
      const b = sets[j]!;
      const common = a.digits & b.digits;
      if (bitCount(common) < 2) continue;
      if ((a.set[0] & b.set[0]) | (a.set[1] & b.set[1]) | (a.set[2] & b.set[2])) continue;
      for (const x of digitsIn(common)) {
        // Every x of B among the cells that see every x of A.
        const [bx, ax] = [b.holding[x - 1]!, a.seeing[x - 1]!];
        if ((bx[0] & ~ax[0]) | (bx[1] & ~ax[1]) | (bx[2] & ~ax[2])) continue;
        const eliminations: Mark[] = [];
        for (const z of digitsIn(common & ~(1 << (x - 1)))) {
          const [sa, sb] = [a.seeing[z - 1]!, b.seeing[z - 1]!];
          for (let w = 0; w < 3; w++) {
            let victims = sa[w]! & sb[w]! & ~a.set[w]! & ~b.set[w]!;
            while (victims !== 0) {
              const cell = w * 27 + 31 - Math.clz32(victims & -victims);
              victims &= victims - 1;
              if (state.has(cell, z)) eliminations.push({ cell, digit: z });
            }
          }
        }
        if (eliminations.length === 0) continue;
        const zText = digitsIn(common & ~(1 << (x - 1))).join('/');
        return {
          technique: 'als-xz',
          placements: [],
          eliminations: eliminations.sort((p, q) => p.cell - q.cell || p.digit - q.digit),
          cells: [...a.cells, ...b.cells],
          units: [a.unit, b.unit],
          text: `ALS-XZ: ${cellsText(a.cells)} (${unitText(a.unit)}) and ${cellsText(b.cells)} (${unitText(b.unit)}) are almost locked sets that cannot both hold ${x}, so one of them holds each of ${zText}; cells that see all of a digit's places in both lose it.`,
        };
      }
    }
  }
  return null;
}
