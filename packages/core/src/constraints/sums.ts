/**
 * Sums over cells, the propagation of killer cages and of the sums the "45 rule" implies:
 *   combination  a set of different digits (a mask) with a given count and sum
 *   fitting      a combination holding every digit placed in the cells, every one of its digits a
 *                candidate somewhere, and some digit of it a candidate of every cell; on up to FILLED
 *                open cells, one the cells can take one digit each (a filling)
 * Each cell keeps only digits of some fitting combination (on few open cells, those some filling
 * gives it); a digit in every fitting combination with one place left goes there, and with none is a
 * contradiction.
 */
import { largestSum, smallestSum } from '../digits.js';
import { type ComboFiller, comboFiller } from './fillings.js';
import type { Domains, Propagator } from './module.js';
import { cellUnitsOf } from './sight.js';

const combinationCache = new Map<string, Int32Array>();

/** Every set of `count` different digits 1..size adding up to `sum`, as masks; computed once. */
export function combinations(size: number, count: number, sum: number): Int32Array {
  const key = `${size}:${count}:${sum}`;
  let found = combinationCache.get(key);
  if (found !== undefined) return found;
  const masks: number[] = [];
  const walk = (from: number, left: number, rest: number, mask: number) => {
    if (left === 0) {
      if (rest === 0) masks.push(mask);
      return;
    }
    for (let digit = from; digit <= size && digit <= rest; digit++) {
      walk(digit + 1, left - 1, rest - digit, mask | (1 << (digit - 1)));
    }
  };
  walk(1, count, sum, 0);
  found = Int32Array.from(masks);
  combinationCache.set(key, found);
  return found;
}

/** The smallest and largest sums of `count` different digits 1..size. */
export function cageSumRange(size: number, count: number): readonly [number, number] {
  const least = (count * (count + 1)) / 2;
  const most = count * size - (count * (count - 1)) / 2;
  return [least, most];
}

/**
 * The units that share two or more cells with `cells`, each as the places it holds (bit k for cells[k])
 * and its other cells: where a digit the cells must hold, with all its places in one unit, leaves the
 * rest of that unit. `inside` marks a unit holding all of `cells`: its other cells hold every digit the
 * cells do not, so a combination whose missing digits have no place there does not fit.
 */
interface Reach {
  readonly places: number;
  readonly others: Int32Array;
  readonly inside: boolean;
}

function reachOf(cells: readonly number[], units: readonly (readonly number[])[]): Reach[] {
  const unitsOf = cellUnitsOf(units);
  // The units met, in the order met, and the places each holds: a sum's cells meet a handful of units,
  // so a short list looked through beats a map, and the build runs mostly before the compiler
  // optimises it (every sum of every puzzle comes here).
  const met: number[] = [];
  const placesOf: number[] = [];
  for (let k = 0; k < cells.length; k++) {
    const ofCell = unitsOf[cells[k]!] ?? [];
    for (let i = 0; i < ofCell.length; i++) {
      const unit = ofCell[i]!;
      const at = met.indexOf(unit);
      if (at === -1) {
        met.push(unit);
        placesOf.push(1 << k);
      } else placesOf[at]! |= 1 << k;
    }
  }
  // In the units' order, as a sort of the units met gave them.
  const order = met.map((_, at) => at).sort((a, b) => met[a]! - met[b]!);
  const found: Reach[] = [];
  for (let o = 0; o < order.length; o++) {
    const unit = met[order[o]!]!;
    const places = placesOf[order[o]!]!;
    if ((places & (places - 1)) === 0) continue;
    const unitCells = units[unit]!;
    const others: number[] = [];
    for (let i = 0; i < unitCells.length; i++) if (!cells.includes(unitCells[i]!)) others.push(unitCells[i]!);
    found.push({ places, others: Int32Array.from(others), inside: places === (1 << cells.length) - 1 });
  }
  return found;
}

/** Whether two cells share one of the units `unitsOf` lists. */
function shareUnit(unitsOf: readonly (readonly number[])[], a: number, b: number): boolean {
  const ofA = unitsOf[a];
  const ofB = unitsOf[b];
  return ofA !== undefined && ofB !== undefined && ofA.some((unit) => ofB.includes(unit));
}

/**
 * Up to this many open cells, a combination fits only when the cells can take its digits one each, and
 * each cell keeps the digits it takes in some filling (fillings.ts): {1, 8} with 1 in one cell only
 * leaves the other 8. On more cells a filling costs more than it removes.
 */
const FILLED = 3;
/**
 * What a distinct sum's run works out and drops when it returns, shared by every such sum as the
 * fillers are (a propagator runs at a time, and none runs another): made a sum, these were most of the
 * small arrays a killer's cached tables keep alive. The open cells, their candidates and their
 * indices into the sum's cells as the first pass read them (the later loops read these instead of
 * the board: only the run's own keeps change them meanwhile), what the fillers keep of each, and each
 * required digit's places in the cells (bit k for cells[k]), gathered in one pass over the open cells.
 */
const CELL_COLUMNS = ['open', 'openMask', 'openAt', 'keep'] as const;
let cellScratch = scratchColumns(CELL_COLUMNS, 16);
const placesOf = new Int32Array(32);

/** A shared scratch: an array of `rows` zeros for each name, made again longer when a sum needs more rows. */
function scratchColumns<Name extends string>(names: readonly Name[], rows: number): Record<Name, Int32Array> {
  const columns = {} as Record<Name, Int32Array>;
  for (const name of names) columns[name] = new Int32Array(rows);
  return columns;
}

/**
 * What a signed sum's run works out for each group of its cells and drops when it returns, shared by
 * every such sum as above: each group's candidates, the sums of its n and n - 1 smallest and largest
 * digits (n its open cells), its open cells and the sum of its settled digits.
 */
const GROUP_COLUMNS = ['union', 'low', 'high', 'openOf', 'base', 'lowRest', 'highRest'] as const;
let groupScratch = scratchColumns(GROUP_COLUMNS, 16);

/** The fillers for 1 ... FILLED open cells, made as first needed (shared: a propagator runs at a time). */
const fillers: ComboFiller[] = [];

/**
 * Cells whose digits differ and add up to `sum`: the combination tables' propagation (see the glossary).
 * Given the puzzle's `units`, a digit every fitting combination holds leaves the other cells of a unit
 * that holds all its places in the cells (a cage inside a row, a pair of places inside a box), and a
 * unit holding all the cells must have a place for every digit a combination leaves out. Given each
 * cell's `peers` as well, such a digit leaves every cell outside that sees all its places, through
 * whatever unit, cage or extra peer: a pair {1, 9} in one row of a sum takes 1 and 9 from a cell of
 * the next cage that shares one place's cage and the other's column. `late` (by default, over more
 * cells than are summed exactly) makes it wait for everything else (see Propagator's late).
 */
export function distinctSumPropagator(
  size: number,
  cells: readonly number[],
  sum: number,
  units: readonly (readonly number[])[] = [],
  peers?: readonly (readonly number[])[],
  late = cells.length > FILLED,
): Propagator {
  const count = cells.length;
  const all = (1 << size) - 1;
  // The combinations of the cells left open for what the settled ones leave (open * (sum + 1) + rest),
  // looked up as the search first needs them.
  // Made at the first propagation: a puzzle's setup builds many sums the search hardly wakes.
  let byOpen: (Int32Array | null)[] | null = null;
  const reach = reachOf(cells, units);
  const containing = reach.filter((unit) => unit.inside).map((unit) => unit.others);
  if (count > cellScratch.open.length) cellScratch = scratchColumns(CELL_COLUMNS, count);
  // Each digit's places whose cells outside were last found or left without it, and where the search
  // stood then (Domains' level and epochs): while both hold, those cells still lack it.
  const clearedPlaces = new Int32Array(size);
  const clearedLevel = new Int32Array(size);
  const clearedEpoch = new Float64Array(size);
  // The cells outside that see every one of a set of places (bit k for cells[k]), worked out as a set
  // of places first needs them: the search meets few of the 2^count sets. Sums over more cells than a
  // 9x9 unit (on larger grids) keep to the units, not to hold 2^count entries a sum. The list is made
  // at the first look: many sums of a puzzle never get there.
  const seesPeers = peers !== undefined && count <= 9;
  let seeing: (Int32Array | undefined)[] | null = null;
  const seeAll = (places: number): Int32Array => {
    seeing ??= new Array<Int32Array | undefined>(1 << count);
    let found = seeing[places];
    if (found === undefined) {
      let common: number[] | null = null;
      for (let k = 0; k < count; k++) {
        if ((places & (1 << k)) === 0) continue;
        const own = peers![cells[k]!] ?? [];
        common =
          common === null
            ? own.filter((cell) => !cells.includes(cell))
            : common.filter((cell) => own.includes(cell));
      }
      found = seeing[places] = Int32Array.from(common ?? []);
    }
    return found;
  };
  return {
    cells,
    late,
    propagate(domains: Domains): boolean {
      const { candidates } = domains;
      const { open, openMask, openAt, keep } = cellScratch;
      let placed = 0;
      let placedSum = 0;
      let union = 0;
      let opened = 0;
      for (let k = 0; k < count; k++) {
        const mask = candidates[cells[k]!]!;
        if ((mask & (mask - 1)) === 0) {
          if ((placed & mask) !== 0) return false;
          placed |= mask;
          placedSum += 32 - Math.clz32(mask);
        } else {
          openMask[opened] = mask;
          openAt[opened] = k;
          open[opened++] = cells[k]!;
          union |= mask;
        }
      }
      const rest = sum - placedSum;
      if (opened === 0) return rest === 0;
      if (rest < 0) return false;
      union &= ~placed;
      // The digits the other cells of each unit holding all the cells can still take.
      let outside = all;
      for (let u = 0; u < containing.length; u++) {
        const others = containing[u]!;
        let left = 0;
        for (let k = 0; k < others.length; k++) left |= candidates[others[k]!]!;
        outside &= left;
      }
      const lacking = all & ~placed & ~outside;
      const at = opened * (sum + 1) + rest;
      byOpen ??= new Array((count + 1) * (sum + 1)).fill(null);
      const combos = byOpen[at] ?? (byOpen[at] = combinations(size, opened, rest));
      let allowed = 0;
      let required = -1;
      const fill = opened <= FILLED ? (fillers[opened] ??= comboFiller(opened)) : null;
      if (fill !== null) keep.fill(0, 0, opened);
      next: for (let i = 0; i < combos.length; i++) {
        const combo = combos[i]!;
        if ((combo & ~union) !== 0 || (lacking & ~combo) !== 0) continue;
        if (fill !== null) {
          if (!fill(candidates, open, combo, keep)) continue;
        } else for (let k = 0; k < opened; k++) if ((openMask[k]! & combo) === 0) continue next;
        allowed |= combo;
        required &= combo;
      }
      if (allowed === 0) return false;
      for (let k = 0; k < opened; k++) {
        const mask = openMask[k]!;
        const kept = fill !== null ? keep[k]! : allowed;
        if ((mask & ~kept) !== 0) {
          if (!domains.keep(open[k]!, mask & kept)) return false;
          openMask[k] = mask & kept;
        }
      }
      if (required === 0) return true;
      for (let digits = required; digits !== 0; digits &= digits - 1)
        placesOf[31 - Math.clz32(digits & -digits)] = 0;
      // The settled cells hold none of the required digits (the combinations leave theirs out).
      for (let k = 0; k < opened; k++) {
        const place = 1 << openAt[k]!;
        for (let digits = openMask[k]! & required; digits !== 0; digits &= digits - 1) {
          placesOf[31 - Math.clz32(digits & -digits)]! |= place;
        }
      }
      // A place gathered above may have lost its digit to a single settled in this loop: the places
      // are then more than the digit has, which only weakens what follows (the keep wakes this again).
      for (let digits = required; digits !== 0; digits &= digits - 1) {
        const bit = digits & -digits;
        const places = placesOf[31 - Math.clz32(bit)]!;
        if (places === 0) return false;
        if ((places & (places - 1)) === 0) {
          if (!domains.keep(cells[31 - Math.clz32(places)]!, bit)) return false;
          continue;
        }
        if (seesPeers) {
          const digit = 31 - Math.clz32(bit);
          const { epochs } = domains;
          if (epochs !== undefined && clearedPlaces[digit] === places) {
            const at = clearedLevel[digit]!;
            if (at <= domains.level! && epochs[at] === clearedEpoch[digit]) continue;
          }
          const others = seeAll(places);
          for (let k = 0; k < others.length; k++) {
            const cell = others[k]!;
            if ((candidates[cell]! & bit) !== 0 && !domains.keep(cell, ~bit)) return false;
          }
          if (epochs !== undefined) {
            const level = domains.level!;
            clearedPlaces[digit] = places;
            clearedLevel[digit] = level;
            clearedEpoch[digit] = epochs[level]!;
          }
          continue;
        }
        for (let u = 0; u < reach.length; u++) {
          const unit = reach[u]!;
          if ((places & ~unit.places) !== 0) continue;
          const others = unit.others;
          for (let k = 0; k < others.length; k++) {
            const cell = others[k]!;
            if ((candidates[cell]! & bit) !== 0 && !domains.keep(cell, ~bit)) return false;
          }
        }
      }
      return true;
    },
  };
}

/**
 * Cells (digits may repeat, except where cells share one of `units`) adding up to `sum`: each cell's
 * digits bounded by what the others' candidates leave. For the sums the 45 rule finds outside a house.
 */
export function boundedSumPropagator(
  cells: readonly number[],
  sum: number,
  units: readonly (readonly number[])[] = [],
  late?: boolean,
): Propagator {
  return signedSumPropagator(cells, [], sum, units, late);
}

/**
 * The cells of one sign cut into groups that each lie in one of `units`, so their digits differ: a group
 * of n cells adds up to at least its candidates' n smallest digits, not n times the smallest of one.
 */
function differingGroups(
  cells: readonly number[],
  positive: number,
  units: readonly (readonly number[])[],
): Int32Array {
  const unitsOf = cellUnitsOf(units);
  const together = (a: number, b: number) => shareUnit(unitsOf, a, b);
  const groupOf = new Int32Array(cells.length);
  const members: number[][] = [];
  for (let k = 0; k < cells.length; k++) {
    const g = members.findIndex(
      (group) =>
        k < positive === group[0]! < positive && group.every((other) => together(cells[other]!, cells[k]!)),
    );
    if (g === -1) {
      groupOf[k] = members.length;
      members.push([k]);
    } else {
      groupOf[k] = g;
      members[g]!.push(k);
    }
  }
  return groupOf;
}

// The two sums looked up for masks of digits 1..9 (mask * 16 + n), as the propagators run them at every
// wake; larger grids count them, and so does a mask with bits past the grid's digits (admits' one-pass
// look keeps ~bit as it is).
/** The 32 bits of `word` in reverse order (bit i to bit 31 - i). */
function reverseBits(word: number): number {
  let x = word;
  x = ((x >>> 1) & 0x55555555) | ((x & 0x55555555) << 1);
  x = ((x >>> 2) & 0x33333333) | ((x & 0x33333333) << 2);
  x = ((x >>> 4) & 0x0f0f0f0f) | ((x & 0x0f0f0f0f) << 4);
  x = ((x >>> 8) & 0x00ff00ff) | ((x & 0x00ff00ff) << 8);
  return (x >>> 16) | (x << 16);
}

const tableBits = 9;
const smallestTable = new Int8Array(16 << tableBits);
const largestTable = new Int8Array(16 << tableBits);
for (let mask = 0; mask < 1 << tableBits; mask++) {
  for (let n = 0; n < 16; n++) {
    smallestTable[(mask << 4) | n] = smallestSum(mask, n);
    largestTable[(mask << 4) | n] = largestSum(mask, n);
  }
}

function smallest(mask: number, n: number): number {
  return mask >= 0 && mask < 1 << tableBits && n < 16
    ? smallestTable[(mask << 4) | n]!
    : smallestSum(mask, n);
}

function largest(mask: number, n: number): number {
  return mask >= 0 && mask < 1 << tableBits && n < 16 ? largestTable[(mask << 4) | n]! : largestSum(mask, n);
}

/**
 * The digits of `plus` less those of `minus` (digits may repeat, except where cells of one sign share
 * one of `units`) make `sum`: the 45 rule's innies less its outies. Each cell is bounded by what the
 * others' candidates leave, cells that must differ counted as different digits; with two or three cells
 * left open, each keeps only the digits the others complete.
 */
export function signedSumPropagator(
  plus: readonly number[],
  minus: readonly number[],
  sum: number,
  units: readonly (readonly number[])[] = [],
  late = plus.length + minus.length > FILLED,
): Propagator {
  const given = [...plus, ...minus];
  const count = given.length;
  const positive = plus.length;
  // The cells in groups one after the other, the added ones first: group g is cells[start[g]..start[g + 1]).
  const givenGroup = differingGroups(given, positive, units);
  const order = given.map((_, k) => k);
  order.sort((a, b) => (a < positive ? 0 : 1) - (b < positive ? 0 : 1) || givenGroup[a]! - givenGroup[b]!);
  const cells = order.map((k) => given[k]!);
  const groupOf = new Int32Array(count);
  const starts: number[] = [];
  for (let k = 0; k < count; k++) {
    if (k === 0 || givenGroup[order[k]!] !== givenGroup[order[k - 1]!]) starts.push(k);
    groupOf[k] = starts.length - 1;
  }
  const groups = starts.length;
  // The added groups come first: group g adds when g < adding groups.
  let addingGroups = 0;
  while (addingGroups < groups && starts[addingGroups]! < positive) addingGroups++;
  const start = new Int32Array(groups + 1);
  // Index loops: the sums are built once a puzzle, mostly before the compiler optimises them.
  for (let g = 0; g < groups; g++) start[g] = starts[g]!;
  start[groups] = count;
  if (groups > groupScratch.union.length) groupScratch = scratchColumns(GROUP_COLUMNS, groups);
  return {
    cells,
    late,
    propagate(domains: Domains): boolean {
      const { candidates } = domains;
      const { union, low, high, openOf, base, lowRest, highRest } = groupScratch;
      // How many cells are open, the two last open, the signed sum of the settled ones, the smallest
      // and largest the signed digits can add up to, and the widest group's span.
      let open = 0;
      let first = -1;
      let second = -1;
      let third = -1;
      let settled = 0;
      let least = 0;
      let most = 0;
      let spread = 0;
      for (let g = 0; g < groups; g++) {
        const adding = g < addingGroups;
        // A group's settled digits count as themselves, its open cells by the digits left to them: a
        // settled cell's digit is no longer one the others may take.
        let mask = 0;
        let placed = 0;
        let placedSum = 0;
        // The group's open cells, counted as they come (a settled cell's digit differs from the rest of
        // its group's, or fails below); a cell with no digit left counts as open, never among the last.
        let n = 0;
        for (let k = start[g]!, end = start[g + 1]!; k < end; k++) {
          const digits = candidates[cells[k]!]!;
          if ((digits & (digits - 1)) !== 0) {
            mask |= digits;
            n++;
            third = second;
            second = first;
            first = k;
          } else if (digits === 0) {
            n++;
            open--;
          } else {
            if ((placed & digits) !== 0) return false;
            placed |= digits;
            const digit = 32 - Math.clz32(digits);
            placedSum += digit;
            settled += adding ? digit : -digit;
          }
        }
        open += n;
        mask &= ~placed;
        union[g] = mask;
        openOf[g] = n;
        base[g] = placedSum;
        if (n > 0) {
          const bottom = 32 - Math.clz32(mask & -mask);
          const top = 32 - Math.clz32(mask);
          if (top - bottom > spread) spread = top - bottom;
        }
        if (n <= 1) {
          low[g] = placedSum + (n === 0 ? 0 : 32 - Math.clz32(mask & -mask));
          high[g] = placedSum + (n === 0 ? 0 : 32 - Math.clz32(mask));
          if (n === 1 && mask === 0) return false;
        } else {
          const smallestOpen = smallest(mask, n);
          if (smallestOpen === -1) return false;
          low[g] = placedSum + smallestOpen;
          high[g] = placedSum + largest(mask, n);
        }
        if (adding) {
          least += low[g]!;
          most += high[g]!;
        } else {
          least -= high[g]!;
          most -= low[g]!;
        }
      }
      if (least > sum || most < sum) return false;
      if (open === 0 || least === most) return true;
      // No cell's bounds move while the sum is as far from both ends as the widest group spans.
      if (open === 2) return pair(domains, second, first, sum - settled);
      if (open === 3) return triple(domains, third, second, first, sum - settled);
      if (sum - least >= spread && most - sum >= spread) return true;
      for (let g = 0; g < groups; g++) {
        const n = openOf[g]!;
        lowRest[g] = base[g]! + (n <= 1 ? 0 : smallest(union[g]!, n - 1));
        highRest[g] = base[g]! + (n <= 1 ? 0 : largest(union[g]!, n - 1));
      }
      for (let k = 0; k < count; k++) {
        const cell = cells[k]!;
        const mask = candidates[cell]!;
        if ((mask & (mask - 1)) === 0) continue;
        const g = groupOf[k]!;
        // This cell's digit is what the sum leaves after the others (its group's other cells counted
        // by the group's candidates), within their bounds.
        let from: number;
        let to: number;
        if (k < positive) {
          from = sum - (most - high[g]! + highRest[g]!);
          to = sum - (least - low[g]! + lowRest[g]!);
        } else {
          from = least + high[g]! - highRest[g]! - sum;
          to = most + low[g]! - lowRest[g]! - sum;
        }
        let keep = mask;
        if (from > 1) keep &= ~((1 << (from - 1)) - 1);
        if (to < 31) keep &= (1 << Math.max(to, 0)) - 1;
        if (keep !== mask && !domains.keep(cell, keep)) return false;
      }
      return true;
    },
  };

  /** The two open cells (indices a < b into cells) make `target`: each keeps the digits the other completes. */
  function pair(domains: Domains, a: number, b: number, target: number): boolean {
    const { candidates } = domains;
    const cellA = cells[a]!;
    const cellB = cells[b]!;
    const maskA = candidates[cellA]!;
    const maskB = candidates[cellB]!;
    const signA = a < positive ? 1 : -1;
    const signB = b < positive ? 1 : -1;
    const differ = groupOf[a] === groupOf[b];
    let keepA = 0;
    let keepB = 0;
    for (let rest = maskA; rest !== 0; rest &= rest - 1) {
      const x = 32 - Math.clz32(rest & -rest);
      const y = (target - signA * x) * signB;
      if (y >= 1 && y <= 31 && (maskB & (1 << (y - 1))) !== 0 && !(differ && x === y)) {
        keepA |= 1 << (x - 1);
        keepB |= 1 << (y - 1);
      }
    }
    if (keepA === 0) return false;
    if (keepA !== maskA && !domains.keep(cellA, keepA)) return false;
    if (keepB !== maskB && !domains.keep(cellB, keepB)) return false;
    return true;
  }

  /**
   * The three open cells (indices into cells) make `target`: each keeps the digits the other two
   * complete, cells of one group taking different digits (bounds alone let a digit stand whose partners
   * are spoken for).
   */
  function triple(domains: Domains, a: number, b: number, c: number, target: number): boolean {
    const { candidates } = domains;
    const maskA = candidates[cells[a]!]!;
    const maskB = candidates[cells[b]!]!;
    const maskC = candidates[cells[c]!]!;
    const signA = a < positive ? 1 : -1;
    const signB = b < positive ? 1 : -1;
    const signC = c < positive ? 1 : -1;
    const differAB = groupOf[a] === groupOf[b];
    const differAC = groupOf[a] === groupOf[c];
    const differBC = groupOf[b] === groupOf[c];
    let keepA = 0;
    let keepB = 0;
    let keepC = 0;
    // For each x, the y that have a z are a mask: with B and C of one sign, y + z is fixed and the
    // partners of C's digits are C mirrored; of two signs, y - z is fixed and they are C shifted. So
    // a digit of A costs a few word operations rather than a loop over B's digits.
    const alike = signB === signC;
    const mirroredC = alike ? reverseBits(maskC) : 0;
    for (let restA = maskA; restA !== 0; restA &= restA - 1) {
      const x = 32 - Math.clz32(restA & -restA);
      // signB * y + signC * z = r: y + z = s (one sign) or y - z = s (two signs).
      const s = (target - signA * x) * signB;
      let ys: number;
      if (alike) ys = s < 2 || s > 33 ? 0 : maskB & (mirroredC >>> (33 - s));
      else ys = s <= -32 || s >= 32 ? 0 : maskB & (s >= 0 ? maskC << s : maskC >>> -s);
      if (ys === 0) continue;
      if (differAB) ys &= ~(1 << (x - 1));
      if (differAC) {
        // The y whose z would be x.
        const y = alike ? s - x : x + s;
        if (y >= 1 && y <= 31) ys &= ~(1 << (y - 1));
      }
      if (differBC) {
        // The y equal to its z: s / 2 (one sign), or every y when s is 0 (two signs).
        if (alike) {
          if ((s & 1) === 0 && s >= 2 && s <= 62) ys &= ~(1 << (s / 2 - 1));
        } else if (s === 0) ys = 0;
      }
      if (ys === 0) continue;
      keepA |= 1 << (x - 1);
      keepB |= ys;
      keepC |= alike ? reverseBits(ys) >>> (33 - s) : s >= 0 ? ys >>> s : ys << -s;
    }
    if (keepA === 0) return false;
    if (keepA !== maskA && !domains.keep(cells[a]!, keepA)) return false;
    if (keepB !== maskB && !domains.keep(cells[b]!, keepB)) return false;
    if (keepC !== maskC && !domains.keep(cells[c]!, keepC)) return false;
    return true;
  }
}
