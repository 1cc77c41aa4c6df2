import { bitCount, CELLS, cellText, digitsIn, SIZE, UNIT_CELLS, unitText } from './board.js';
import { Settler } from './solutions.js';
import type { Board, Mark, Step } from './state.js';

/**
 * Forcing chains (dynamic, in Sudoku Explainer's terms): take a cell's candidates, or a digit's places in
 * a unit, one of which must be true; assume each in turn and follow the singles (naked and hidden) it
 * forces. A branch that ends in a contradiction shows its assumption false. Otherwise what every branch
 * forces (a digit placed, a candidate gone) is true whichever holds. Small choices first: two or three
 * branches.
 */
const BRANCHES = 3;

/** The singles' work lists, kept in the call's workspace (see workspace.ts). */
const settler = () => new Settler();

export function forcingChain(state: Board): Step | null {
  const branch: Uint16Array[] = [];
  const base = new Uint16Array(2 * CELLS);
  for (let cell = 0; cell < CELLS; cell++) {
    base[cell] = state.cells[cell]!;
    base[CELLS + cell] = state.candidates[cell]!;
  }
  const settling = state.work.scratch(settler);
  const follow = (k: number, cell: number, digit: number): boolean => {
    branch[k] ??= new Uint16Array(2 * CELLS);
    const s = branch[k]!;
    s.set(base);
    return settling.place(s, cell, digit) && settling.settle(s);
  };

  for (let size = 2; size <= BRANCHES; size++) {
    // A cell's candidates.
    for (let cell = 0; cell < CELLS; cell++) {
      const mask = state.candidates[cell]!;
      if (bitCount(mask) !== size) continue;
      const digits = digitsIn(mask);
      const choices = digits.map((digit) => ({ cell, digit }));
      // The premise is worded only for a step found: most tries find none.
      const step = verdict(
        state,
        choices,
        follow,
        () => `${cellText(cell)} is ${digits.join(', ').replace(/, (\d)$/, ' or $1')}`,
      );
      if (step !== null) return step;
    }
    // A digit's places in a unit.
    for (let unit = 0; unit < 27; unit++) {
      for (let digit = 1; digit <= SIZE; digit++) {
        const places = state.places(unit, digit);
        if (bitCount(places) !== size) continue;
        const choices: Mark[] = [];
        for (let i = 0; i < SIZE; i++)
          if (places & (1 << i)) choices.push({ cell: UNIT_CELLS[unit * SIZE + i]!, digit });
        const where = () => {
          const cells = choices.map((c) => cellText(c.cell));
          return `${digit} in ${unitText(unit)} is at ${cells.join(', ').replace(/, (r\dc\d)$/, ' or $1')}`;
        };
        const step = verdict(state, choices, follow, where);
        if (step !== null) return step;
      }
    }
  }
  return null;

  function verdict(
    state: Board,
    choices: readonly Mark[],
    follow: (k: number, cell: number, digit: number) => boolean,
    premise: () => string,
  ): Step | null {
    // Each choice follows two or three branches through singles: a fine grain for the deadline.
    state.checkBudgets();
    const cells = () => [...new Set(choices.map((c) => c.cell))];
    // The first branch that fails decides: the branches after it need not be followed.
    for (let k = 0; k < choices.length; k++) {
      const { cell, digit } = choices[k]!;
      if (follow(k, cell, digit)) continue;
      return {
        technique: 'forcing-chain',
        placements: [],
        eliminations: [{ cell, digit }],
        cells: cells(),
        units: [],
        text: `Forcing chain: were ${cellText(cell)} ${digit}, the singles it forces would end in a contradiction, so it is not ${digit}.`,
      };
    }
    const n = choices.length;
    const placements: Mark[] = [];
    const eliminations: Mark[] = [];
    for (let cell = 0; cell < CELLS; cell++) {
      if (state.cells[cell] !== 0) continue;
      let digit = branch[0]![cell]!;
      for (let k = 1; k < n && digit !== 0; k++) if (branch[k]![cell] !== digit) digit = 0;
      if (digit !== 0) {
        placements.push({ cell, digit });
        continue;
      }
      // A candidate gone in every branch: neither placed there nor left as a candidate.
      let kept = 0;
      for (let k = 0; k < n; k++) {
        const s = branch[k]!;
        kept |= s[cell] !== 0 ? 1 << (s[cell]! - 1) : s[CELLS + cell]!;
      }
      const gone = state.candidates[cell]! & ~kept;
      if (gone !== 0) for (const d of digitsIn(gone)) eliminations.push({ cell, digit: d });
    }
    if (placements.length + eliminations.length === 0) return null;
    const said = [
      ...placements.map((p) => `${cellText(p.cell)} = ${p.digit}`),
      ...eliminations.map((e) => `${cellText(e.cell)} not ${e.digit}`),
    ];
    const shown =
      said.length > 3 ? `${said.slice(0, 3).join(', ')} and ${said.length - 3} more` : said.join(' and ');
    return {
      technique: 'forcing-chain',
      placements,
      eliminations,
      cells: cells(),
      units: [],
      text: `Forcing chain: ${premise()}; each leads by singles to ${shown}, so that holds.`,
    };
  }
}
