import { bitCount, digitsOf } from '@sudoku-lab/core';
import { cellsText, cellText } from '../board.js';
import { type CellRole, eliminationStep, type Mark, type Step } from '../state.js';
import type { FinderTable } from '../techniques/finders.js';
import { placesOf, seenByAllOf } from './basics.js';
import type { Group } from './board.js';
import type { VariantState } from './state.js';
import { leavesText, lossText } from './text.js';

/**
 * The killer basics: what a cage's sum says about its cells (cage combinations), a digit every
 * combination of a cage holds and that fits it in one line or region only (pointing out of a cage),
 * and the rule of 45 (innies and outies: a row, column or region adds up to 45, so the cells of it
 * that cages wholly inside do not cover make up the difference).
 */

const ALL = 0x1ff;

/** Every digit set of `count` digits from `allowed` that adds up to `sum`, as masks, ascending. */
function digitSets(count: number, sum: number, allowed: number): number[] {
  const out: number[] = [];
  const walk = (from: number, left: number, total: number, mask: number) => {
    if (left === 0) {
      if (total === sum) out.push(mask);
      return;
    }
    for (let d = from; d <= 9; d++) {
      if ((allowed & (1 << (d - 1))) === 0) continue;
      if (total + d > sum) return;
      walk(d + 1, left - 1, total + d, mask | (1 << (d - 1)));
    }
  };
  walk(1, count, 0, 0);
  return out;
}

/**
 * Which candidates of `cells` take part in a placement of exactly the digits of `set`, one digit a
 * cell (the cells all differ: a cage): masks, one a cell, or null when there is none. Forward and
 * backward sweeps over the cells, each state the digits used so far, so a nine-cell cage costs a few
 * thousand steps rather than 9! tries.
 */
function supportIn(cells: readonly number[], marks: readonly number[], set: number): number[] | null {
  const n = cells.length;
  if (n <= SMALL_CAGE) return smallSupportIn(marks, set);
  const forward: Uint8Array[] = [];
  let reach = new Uint8Array(ALL + 1);
  reach[0] = 1;
  for (let i = 0; i < n; i++) {
    forward.push(reach);
    const next = new Uint8Array(ALL + 1);
    const options = marks[i]! & set;
    for (let used = 0; used <= ALL; used++) {
      if (!reach[used]) continue;
      for (let rest = options & ~used; rest !== 0; rest &= rest - 1) next[used | (rest & -rest)] = 1;
    }
    reach = next;
  }
  if (!reach[set]) return null;
  // backward[i]: the digit sets cells i..n-1 can take together.
  let back = new Uint8Array(ALL + 1);
  back[0] = 1;
  const support = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    const options = marks[i]! & set;
    const before = forward[i]!;
    for (let used = 0; used <= ALL; used++) {
      if (!before[used]) continue;
      for (let rest = options & ~used; rest !== 0; rest &= rest - 1) {
        const bit = rest & -rest;
        if (back[set & ~used & ~bit]) support[i]! |= bit;
      }
    }
    const next = new Uint8Array(ALL + 1);
    for (let used = 0; used <= ALL; used++) {
      if (!back[used]) continue;
      for (let rest = options & ~used; rest !== 0; rest &= rest - 1) next[used | (rest & -rest)] = 1;
    }
    back = next;
  }
  return support;
}

/** Up to this many empty cells, trying every placement is quicker than the sweeps (at most 5! of them). */
const SMALL_CAGE = 5;

/** supportIn for a few cells: every placement of the set's digits tried, one digit a cell. */
function smallSupportIn(marks: readonly number[], set: number): number[] | null {
  const n = marks.length;
  const support = new Array<number>(n).fill(0);
  const chosen = new Array<number>(n).fill(0);
  let found = false;
  const walk = (i: number, used: number) => {
    if (i === n) {
      found = true;
      for (let k = 0; k < n; k++) support[k]! |= chosen[k]!;
      return;
    }
    for (let rest = marks[i]! & set & ~used; rest !== 0; rest &= rest - 1) {
      chosen[i] = rest & -rest;
      walk(i + 1, used | chosen[i]!);
    }
  };
  walk(0, 0);
  return found ? support : null;
}

/** A sum cage as the candidates leave it: its digit sets still possible, and each empty cell's support. */
interface CageView {
  readonly cage: Group;
  readonly empty: readonly number[];
  /** The digits written in it. */
  readonly placed: number;
  /** Each possible digit set of the whole cage (written digits included). */
  readonly sets: readonly number[];
  /** What each empty cell can still be, by the sum. */
  readonly support: readonly number[];
}

function viewOf(state: VariantState, cage: Group): CageView | null {
  const { cells, candidates } = state;
  let placed = 0;
  let total = 0;
  const empty: number[] = [];
  for (const cell of cage.cells) {
    if (cells[cell] === 0) empty.push(cell);
    else {
      placed |= 1 << (cells[cell]! - 1);
      total += cells[cell]!;
    }
  }
  if (empty.length === 0) return null;
  const marks = empty.map((cell) => candidates[cell]!);
  let open = 0;
  for (const mask of marks) open |= mask;
  const sets: number[] = [];
  const support = new Array<number>(empty.length).fill(0);
  for (const set of digitSets(empty.length, cage.sum - total, open & ~placed)) {
    const found = supportIn(empty, marks, set);
    if (found === null) continue;
    sets.push(set | placed);
    found.forEach((mask, i) => {
      support[i]! |= mask;
    });
  }
  return { cage, empty, placed, sets, support };
}

/** "1+2+7 or 1+3+6", or "one of 7 digit sets" where there are many. */
function setsText(sets: readonly number[]): string {
  if (sets.length > 4) return `one of ${sets.length} digit sets`;
  const words = sets.map((set) => digitsOf(set).join('+'));
  return words.length === 1 ? words[0]! : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

const patternRoles = (cells: readonly number[]): CellRole[] =>
  cells.map((cell) => ({ cell, role: 'pattern' }));

/**
 * Cage combinations: the digit sets of a cage's size that make its sum, less those its cells'
 * candidates cannot take, leave each cell only the digits of some set it can hold in a whole
 * placement of the cage; the rest go.
 */
export function cageCombinations(state: VariantState): Step | null {
  for (const cage of state.board.sumCages) {
    const view = viewOf(state, cage);
    if (view === null || view.sets.length === 0) continue;
    const eliminations: Mark[] = [];
    view.empty.forEach((cell, i) => {
      const gone = state.candidates[cell]! & ~view.support[i]!;
      for (const digit of digitsOf(gone)) eliminations.push({ cell, digit });
    });
    if (eliminations.length === 0) continue;
    const size = cage.cells.length;
    return eliminationStep(
      'cage-combinations',
      eliminations,
      [...cage.cells],
      [],
      `Cage combinations: ${cage.name} (${size} cell${size > 1 ? 's' : ''}) can only be ${setsText(view.sets)} with the candidates left, so ${lossText(eliminations)}.`,
      { cages: [cage.index], roles: patternRoles(cage.cells) },
    );
  }
  return null;
}

/**
 * Pointing out of a cage: a digit every possible set of a cage holds must go in the cage; where its
 * places there all see other cells (the rest of a line or region the places share), it leaves them.
 * With one place left, it goes there.
 */
export function cagePointing(state: VariantState): Step | null {
  for (const cage of state.board.sumCages) {
    const view = viewOf(state, cage);
    if (view === null || view.sets.length === 0) continue;
    let must = ALL;
    for (const set of view.sets) must &= set;
    must &= ~view.placed;
    for (const digit of digitsOf(must)) {
      const places = placesOf(state, view.empty, digit);
      if (places.length === 0) continue;
      const why = `${cage.name} must hold a ${digit} (every digit set left has one)`;
      if (places.length === 1) {
        const cell = places[0]!;
        return {
          technique: 'cage-pointing',
          placements: [{ cell, digit }],
          eliminations: [],
          cells: [...cage.cells],
          units: [],
          cages: [cage.index],
          roles: cage.cells.map((c) => ({ cell: c, role: c === cell ? 'target' : 'pattern' })),
          text: `Pointing out of a cage: ${why}, and only ${cellText(cell)} can take it, so it is ${digit}.`,
        };
      }
      const targets = seenByAllOf(state, places, digit).filter((cell) => !cage.cells.includes(cell));
      if (targets.length === 0) continue;
      const within =
        state.board.units.find((unit) => places.every((cell) => unit.cells.includes(cell))) ?? null;
      return eliminationStep(
        'cage-pointing',
        targets.map((cell) => ({ cell, digit })),
        places,
        within === null ? [] : [within.unit],
        `Pointing out of a cage: ${why}, and it fits only ${cellsText(places)}${within === null ? '' : ` in ${within.name}`}, so it leaves ${leavesText(targets, within, state.board.houses, places)}.`,
        { cages: [cage.index] },
      );
    }
  }
  return null;
}

/**
 * What a few cells that must add up to `sum` can each still be: cells that see each other differ,
 * others may repeat. Masks, one a cell; all zero when no filling adds up.
 */
function sumSupport(state: VariantState, cells: readonly number[], sum: number, withSum: boolean): number[] {
  const support = new Array<number>(cells.length).fill(0);
  const chosen = new Array<number>(cells.length).fill(0);
  const marks = cells.map((cell) => state.candidates[cell]!);
  const walk = (i: number, total: number) => {
    if (i === cells.length) {
      if (!withSum || total === sum) {
        for (let k = 0; k < chosen.length; k++) support[k]! |= 1 << (chosen[k]! - 1);
      }
      return;
    }
    for (const digit of digitsOf(marks[i]!)) {
      if (withSum && total + digit > sum) break;
      let clash = false;
      for (let k = 0; k < i && !clash; k++) clash = chosen[k] === digit && state.sees(cells[k]!, cells[i]!);
      if (clash) continue;
      chosen[i] = digit;
      walk(i + 1, total + digit);
    }
  };
  walk(0, 0);
  return support;
}

/** The most cells the rule of 45 looks at a time: beyond it, players (and the search) stop. */
const MOST_LEFT_OVER = 4;

interface Area {
  readonly name: string;
  readonly cells: readonly number[];
  readonly units: readonly number[];
  /** How many units it is: it adds up to 45 times this. */
  readonly count: number;
}

/** The areas the rule of 45 reads: runs of one to three adjacent rows or columns, each region, and two regions side by side. */
function areasOf(state: VariantState): Area[] {
  const { units } = state.board;
  const areas: Area[] = [];
  for (const [kind, base] of [
    ['row', 0],
    ['column', 9],
  ] as const) {
    for (let count = 1; count <= 3; count++) {
      for (let first = 0; first + count <= 9; first++) {
        const run = Array.from({ length: count }, (_, k) => base + first + k);
        areas.push({
          name: count === 1 ? `${kind} ${first + 1}` : `${kind}s ${first + 1}-${first + count}`,
          cells: run.flatMap((unit) => units[unit]!.cells),
          units: run,
          count,
        });
      }
    }
  }
  for (let unit = 18; unit < 27; unit++) {
    areas.push({ name: units[unit]!.name, cells: units[unit]!.cells, units: [unit], count: 1 });
  }
  // Two regions side by side (sharing an edge): boxes 1 and 2, or two jigsaw regions that touch.
  const regionOf = new Array<number>(81);
  for (let unit = 18; unit < 27; unit++) for (const cell of units[unit]!.cells) regionOf[cell] = unit;
  const touching = new Set<number>();
  for (let cell = 0; cell < 81; cell++) {
    for (const next of [cell % 9 < 8 ? cell + 1 : -1, cell + 9 < 81 ? cell + 9 : -1]) {
      const [a, b] = [regionOf[cell]!, next === -1 ? -1 : regionOf[next]!];
      if (b !== -1 && a !== b) touching.add(Math.min(a, b) * 32 + Math.max(a, b));
    }
  }
  for (const pair of [...touching].sort((x, y) => x - y)) {
    const [a, b] = [Math.floor(pair / 32), pair % 32];
    areas.push({
      name: `${units[a]!.name} and ${units[b]!.name}`,
      cells: [...units[a]!.cells, ...units[b]!.cells],
      units: [a, b],
      count: 2,
    });
  }
  return areas;
}

/**
 * The rule of 45 (innies and outies): an area of whole rows, columns or regions adds up to 45 a
 * unit. Take away the sums of the cages wholly inside it and what is left is the sum of its cells
 * they do not cover (the innies); where cages that stick out cover those, the cells they hold
 * outside (the outies) add up to what those cages hold beyond the area. A few such cells with a known
 * sum lose the candidates no filling of that sum uses (the digits their other rules allow, with
 * equal digits only in cells that do not see each other).
 */
export function ruleOf45(state: VariantState): Step | null {
  const { board, cells } = state;
  if (board.sumCages.length === 0) return null;
  // Cages that share a cell would count it twice: the rule then is not read.
  const seen = new Set<number>();
  for (const cage of board.sumCages)
    for (const cell of cage.cells)
      if (seen.has(cell)) return null;
      else seen.add(cell);
  for (const area of areasOf(state)) {
    const inArea = new Set(area.cells);
    const inside: Group[] = [];
    const across: Group[] = [];
    for (const cage of board.sumCages) {
      const n = cage.cells.filter((cell) => inArea.has(cell)).length;
      if (n === cage.cells.length) inside.push(cage);
      else if (n > 0) across.push(cage);
    }
    const insideSum = inside.reduce((total, cage) => total + cage.sum, 0);
    const covered = new Set(inside.flatMap((cage) => cage.cells));
    const innies = area.cells.filter((cell) => !covered.has(cell));
    const total = 45 * area.count;
    const tries: { kind: 'innies' | 'outies'; group: number[]; sum: number; explain: string }[] = [];
    if (inside.length > 0 && innies.length > 0) {
      tries.push({
        kind: 'innies',
        group: innies,
        sum: total - insideSum,
        explain: `${area.name} add${area.units.length === 1 ? 's' : ''} up to ${total}; the cages wholly inside make ${insideSum}`,
      });
    }
    const acrossCells = new Set(across.flatMap((cage) => cage.cells));
    if (across.length > 0 && innies.every((cell) => acrossCells.has(cell))) {
      const acrossSum = across.reduce((sum, cage) => sum + cage.sum, 0);
      const outies = [...acrossCells].filter((cell) => !inArea.has(cell)).sort((a, b) => a - b);
      tries.push({
        kind: 'outies',
        group: outies,
        sum: insideSum + acrossSum - total,
        explain: `${area.name} add${area.units.length === 1 ? 's' : ''} up to ${total}; the cages inside and across ${area.units.length === 1 ? 'it' : 'them'} make ${insideSum + acrossSum}`,
      });
    }
    for (const { kind, group, sum, explain } of tries) {
      const empty = group.filter((cell) => cells[cell] === 0);
      const left = sum - group.reduce((s, cell) => s + cells[cell]!, 0);
      if (empty.length === 0 || empty.length > MOST_LEFT_OVER) continue;
      const bySum = sumSupport(state, empty, left, true);
      if (bySum.every((mask) => mask === 0)) continue;
      // Only what the sum rules out: what the cells' own differences rule out is a subset's to say.
      const byRules = sumSupport(state, empty, left, false);
      const lone = empty.length === 1;
      const what =
        `${lone ? 'the' : ''} ${kind === 'innies' ? (lone ? 'innie' : 'innies') : lone ? 'outie' : 'outies'} ${cellsText(empty)}`.trim();
      const makes = `so ${what} ${lone ? 'is' : 'make'} ${left}`;
      const roles: CellRole[] = [
        ...area.cells
          .filter((cell) => !empty.includes(cell))
          .map((cell) => ({ cell, role: 'pattern' as const })),
        ...empty.map((cell) => ({ cell, role: 'pivot' as const })),
      ];
      const cages = [...inside, ...(kind === 'outies' ? across : [])].map((cage) => cage.index);
      if (lone && bitCount(bySum[0]!) === 1 && state.has(empty[0]!, left)) {
        return {
          technique: 'rule-of-45',
          placements: [{ cell: empty[0]!, digit: left }],
          eliminations: [],
          cells: empty,
          units: [...area.units],
          cages,
          roles,
          text: `Rule of 45: ${explain}, ${makes}.`,
        };
      }
      const eliminations: Mark[] = [];
      empty.forEach((cell, i) => {
        for (const digit of digitsOf(byRules[i]! & ~bySum[i]!)) eliminations.push({ cell, digit });
      });
      if (eliminations.length === 0) continue;
      return eliminationStep(
        'rule-of-45',
        eliminations,
        empty,
        [...area.units],
        `Rule of 45: ${explain}, ${makes}: ${lossText(eliminations)}.`,
        { cages, roles },
      );
    }
  }
  return null;
}

/** The killer techniques' finders, by record id (see ../techniques/finders.ts). */
export const killerFinders = {
  'cage-combinations': { variant: cageCombinations },
  'rule-of-45': { variant: ruleOf45 },
  'cage-pointing': { variant: cagePointing },
} as const satisfies FinderTable;
