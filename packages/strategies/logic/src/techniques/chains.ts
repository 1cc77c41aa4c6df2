import { bitCount, digitsOf, lowestBit } from '@sudoku-lab/core';
import { CELLS, cellText, SIZE, UNIT_CELLS, unitText } from '../board.js';
import type { TechniqueId } from '../records.js';
import { Settler } from '../solutions.js';
import { type Board, eliminationStep, type Mark, type Position, type Step } from '../state.js';
import type { FinderTable } from './finders.js';

/**
 * Chains of inference on candidates. A node is a candidate: cell * 9 + digit - 1. A strong link joins
 * two nodes that cannot both be false (the only two places of a digit in a unit, the only two digits of
 * a cell); a weak link, two that cannot both be true (one digit in two peers, two digits of one cell).
 * A chain starts at node A assumed false and alternates strong and weak links: each node reached by a
 * strong link is then true. So every such node B gives "A or B", whose eliminations are those of any
 * candidate that sees both: the digit from cells seeing both ends (same digit), the cell's other digits
 * (same cell), or each end's digit from the other end's cell (two digits in peers).
 *
 * X-chains link one digit only; XY-chains strong-link within two-digit cells and weak-link between cells
 * on one digit; alternating inference chains (AIC) use every link. The search is breadth first from each
 * start, so a chain found is as short as any from that start.
 *
 * The chains read the board's houses: strong links in its units (a variant's regions and extra houses
 * of nine among them, each of which must hold every digit), weak links between its peers (a variant's
 * cage mates and chess moves among them). So one finder serves the classic ladders and the variant one.
 */
type Mode = 'x' | 'xy' | 'aic';

const cellOf = (node: number) => (node / 9) | 0;
const digitOf = (node: number) => (node % 9) + 1;

/** The most units a cell lies in, on any board the search takes (a strong link each, and the cell's own). */
const UNITS_PER_CELL = 16;

/**
 * A chain search's work space, kept in the call's workspace (see workspace.ts): per state (node * 2 +
 * on), the state it was reached from, valid where `seen` holds this search's mark; every candidate's
 * strong links (one a unit of its cell and one in the cell, at most); the search's queue; a node's
 * links (every other cell as a peer and 8 other digits, at most).
 */
const chainSearch = () => ({
  from: new Int32Array(CELLS * 9 * 2),
  seen: new Int32Array(CELLS * 9 * 2),
  mark: 0,
  strongTo: new Int16Array(CELLS * 9 * (UNITS_PER_CELL + 1)),
  strongCount: new Uint8Array(CELLS * 9),
  queue: new Int32Array(CELLS * 9 * 2),
  links: new Int32Array(CELLS + 8),
});

export function chain(mode: Mode): (state: Position) => Step | null {
  const technique = mode === 'x' ? 'x-chain' : mode === 'xy' ? 'xy-chain' : 'aic';
  const name = mode === 'x' ? 'X-chain' : mode === 'xy' ? 'XY-chain' : 'Alternating inference chain';
  return (state) => {
    const { candidates, houses } = state;
    if (houses.unitsPerCell > UNITS_PER_CELL) return null;
    const { unitCount, unitCells, peerStart, peers } = houses;
    // Each node's strong links: one a unit of its cell, and one within the cell.
    const stride = houses.unitsPerCell + 1;
    const search = state.work.scratch(chainSearch);
    const { from, seen, strongTo, strongCount, queue, links } = search;
    const has = (cell: number, digit: number) => (candidates[cell]! & (1 << (digit - 1))) !== 0;

    // The strong links of every candidate, found once per call: up to three units and the cell.
    strongCount.fill(0);
    if (mode !== 'xy') {
      for (let unit = 0; unit < unitCount; unit++) {
        for (let digit = 1; digit <= SIZE; digit++) {
          const bit = 1 << (digit - 1);
          let a = -1;
          let b = -1;
          let count = 0;
          for (let i = 0; i < SIZE && count < 3; i++) {
            const c = unitCells[unit * SIZE + i]!;
            if (candidates[c]! & bit) {
              count++;
              if (a === -1) a = c;
              else b = c;
            }
          }
          if (count !== 2) continue;
          const na = a * 9 + digit - 1;
          const nb = b * 9 + digit - 1;
          strongTo[na * stride + strongCount[na]!++] = nb;
          strongTo[nb * stride + strongCount[nb]!++] = na;
        }
      }
    }
    if (mode !== 'x') {
      for (let cell = 0; cell < CELLS; cell++) {
        const mask = candidates[cell]!;
        if (bitCount(mask) !== 2) continue;
        const na = cell * 9 + lowestBit(mask);
        const nb = cell * 9 + lowestBit(mask & (mask - 1));
        strongTo[na * stride + strongCount[na]!++] = nb;
        strongTo[nb * stride + strongCount[nb]!++] = na;
      }
    }
    // The links of a node go into `links`, their number returned: no array grows in the search.
    const strong = (node: number): number => {
      const n = strongCount[node]!;
      for (let k = 0; k < n; k++) links[k] = strongTo[node * stride + k]!;
      return n;
    };
    const weak = (node: number): number => {
      const cell = cellOf(node);
      const digit = digitOf(node);
      let n = 0;
      for (let k = peerStart[cell]!, end = peerStart[cell + 1]!; k < end; k++) {
        const peer = peers[k]!;
        if (has(peer, digit) && (mode !== 'xy' || bitCount(candidates[peer]!) === 2))
          links[n++] = peer * 9 + digit - 1;
      }
      if (mode === 'aic')
        for (let rest = candidates[cell]! & ~(1 << (digit - 1)); rest !== 0; rest &= rest - 1)
          links[n++] = cell * 9 + lowestBit(rest);
      return n;
    };

    for (let startCell = 0; startCell < CELLS; startCell++) {
      const mask = candidates[startCell]!;
      if (mask === 0 || (mode === 'xy' && bitCount(mask) !== 2)) continue;
      for (let rest = mask; rest !== 0; rest &= rest - 1) {
        const start = startCell * 9 + lowestBit(rest);
        // One start's search is at most a few thousand links: a fine grain for the deadline.
        state.checkBudgets();
        const mark = ++search.mark;
        let head = 0;
        let tail = 0;
        from[start * 2] = start * 2;
        seen[start * 2] = mark;
        queue[tail++] = start * 2;
        while (head < tail) {
          const at = queue[head++]!;
          const node = at >> 1;
          const on = at & 1;
          const count = on ? weak(node) : strong(node);
          for (let k = 0; k < count; k++) {
            const next = links[k]!;
            const to = next * 2 + (on ^ 1);
            if (seen[to] === mark) continue;
            seen[to] = mark;
            from[to] = at;
            queue[tail++] = to;
            if (on === 1) continue;
            // `next` is true whenever `start` is false.
            if (!mayConclude(state, start, next, mode)) continue;
            const eliminations = conclusions(state, start, next, mode);
            if (eliminations === null) continue;
            const path: number[] = [];
            for (let s = to; ; s = from[s]!) {
              path.push(s >> 1);
              if (s === start * 2) break;
            }
            path.reverse();
            return describe(technique, name, path, eliminations);
          }
        }
      }
    }
    return null;
  };
}

/** Whether "a or b" could prove anything: a quick test before the full one. */
function mayConclude(state: Position, a: number, b: number, mode: Mode): boolean {
  const ca = cellOf(a);
  const cb = cellOf(b);
  if (a === b) return false;
  if (digitOf(a) === digitOf(b)) return ca !== cb;
  return (
    mode === 'aic' &&
    (ca === cb ? bitCount(state.candidates[ca]!) > 2 : state.houses.seen[ca * CELLS + cb] === 1)
  );
}

/**
 * The eliminations "a or b" proves, or null when none: most pairs a search reaches prove nothing, so
 * the list is made only once there is something to put in it.
 */
function conclusions(state: Position, a: number, b: number, mode: Mode): Mark[] | null {
  if (a === b) return null;
  const { peerStart, peers, seen } = state.houses;
  const ca = cellOf(a);
  const da = digitOf(a);
  const cb = cellOf(b);
  const db = digitOf(b);
  let out: Mark[] | null = null;
  if (da === db) {
    if (ca === cb) return null;
    for (let k = peerStart[ca]!, end = peerStart[ca + 1]!; k < end; k++) {
      const cell = peers[k]!;
      if (cell !== cb && seen[cell * CELLS + cb] === 1 && state.has(cell, da))
        (out ??= []).push({ cell, digit: da });
    }
  } else if (mode === 'aic') {
    if (ca === cb) {
      for (const digit of digitsOf(state.candidates[ca]!))
        if (digit !== da && digit !== db) (out ??= []).push({ cell: ca, digit });
    } else if (seen[ca * CELLS + cb] === 1) {
      if (state.has(ca, db)) (out ??= []).push({ cell: ca, digit: db });
      if (state.has(cb, da)) (out ??= []).push({ cell: cb, digit: da });
    }
  }
  return out === null || out.length === 1 ? out : out.sort((p, q) => p.cell - q.cell || p.digit - q.digit);
}

function describe(technique: string, name: string, path: readonly number[], eliminations: Mark[]): Step {
  let notation = '';
  path.forEach((node, i) => {
    if (i > 0) notation += i % 2 === 1 ? '=' : '-';
    notation += `(${digitOf(node)})${cellText(cellOf(node))}`;
  });
  const cells = [...new Set(path.map(cellOf))];
  const changes = eliminations.map((e) => `${e.digit} from ${cellText(e.cell)}`);
  return eliminationStep(
    technique as TechniqueId,
    eliminations,
    cells,
    [],
    `${name}: ${notation}; one of its ends is true, so ${changes.length > 3 ? `${changes.slice(0, 3).join(', ')} and ${changes.length - 3} more go` : `${changes.join(', ')} ${changes.length === 1 ? 'goes' : 'go'}`}.`,
  );
}

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
      const digits = digitsOf(mask);
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
      return eliminationStep(
        'forcing-chain',
        [{ cell, digit }],
        cells(),
        [],
        `Forcing chain: were ${cellText(cell)} ${digit}, the singles it forces would end in a contradiction, so it is not ${digit}.`,
      );
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
      if (gone !== 0) for (const d of digitsOf(gone)) eliminations.push({ cell, digit: d });
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

const [xChain, xyChain, aic] = [chain('x'), chain('xy'), chain('aic')];

/** The chains' finders, by record id (see finders.ts). */
export const chainFinders = {
  'x-chain': { player: xChain, variant: xChain },
  'xy-chain': { player: xyChain, variant: xyChain },
  aic: { player: aic, variant: aic },
  'forcing-chain': { player: forcingChain },
} as const satisfies FinderTable;
