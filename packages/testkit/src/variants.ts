import {
  boxRegions,
  type Cage,
  createGrid,
  findConflicts,
  fixedRules,
  type Grid,
  type RuleKind,
  type Rules,
  ruleNames,
  type SearchContext,
  type Shape,
  type SolveResult,
  type Solver,
  shapes,
  type VariantName,
  variantNames,
} from '@sudoku-lab/core';
import type { ConformanceCase } from './case.js';
import { Random } from './random.js';

/**
 * The variants the testkit makes puzzles of (core's named variants), each one rule kind (killer also
 * the cages' sums): what the conformance suite runs, in this order, for every rule a strategy declares.
 */
export { type VariantName, variantNames };

const nine = shapes['9x9'];

/**
 * Who may not share a cell's digit, worked out from the rules themselves, cell pair by cell pair,
 * with none of core's tables: the reference stays independent of what it checks.
 */
export function referencePeers(shape: Shape, rules: Rules): number[][] {
  const { size, cellCount } = shape;
  const regions = rules.regions ?? boxRegions(shape);
  const groups = [
    ...(rules.houses ?? []).map((house) => house.cells),
    ...(rules.cages ?? []).map((cage) => cage.cells),
  ];
  const peers: number[][] = [];
  for (let a = 0; a < cellCount; a++) {
    const mine: number[] = [];
    for (let b = 0; b < cellCount; b++) {
      if (a === b) continue;
      const dr = Math.abs(Math.floor(a / size) - Math.floor(b / size));
      const dc = Math.abs((a % size) - (b % size));
      const shares =
        dr === 0 ||
        dc === 0 ||
        regions[a] === regions[b] ||
        groups.some((cells) => cells.includes(a) && cells.includes(b)) ||
        (rules.antiknight === true && dr * dc === 2) ||
        (rules.antiking === true && dr === 1 && dc === 1);
      if (shares) mine.push(b);
    }
    peers.push(mine);
  }
  return peers;
}

/** What the variant reference search reports to: core's SearchContext, or a light counter. */
type Sink = Pick<SearchContext, 'counters' | 'trace' | 'countPlacement' | 'foundSolution'>;

/**
 * The reference search for a variant: at each step the empty cell with the fewest digits that fit
 * (no peer holds it, and each of its cages can still reach its sum with different digits), every
 * such digit tried in turn (in `random` order when given). Plain and slow, and correct by reading.
 */
export function searchVariant(puzzle: Grid, sink: Sink, random?: Random): void {
  const { shape } = puzzle;
  const rules = puzzle.rules ?? {};
  const { size, cellCount } = shape;
  const peers = referencePeers(shape, rules);
  const cages: Cage[] = (rules.cages ?? []).filter((cage) => cage.sum !== undefined);
  const cagesOf: Cage[][] = Array.from({ length: cellCount }, () => []);
  for (const cage of cages) for (const cell of cage.cells) cagesOf[cell]!.push(cage);
  const cells = [...puzzle.cells];
  const { counters, trace } = sink;

  const fits = (cell: number, digit: number): boolean => {
    for (const peer of peers[cell]!) if (cells[peer] === digit) return false;
    for (const cage of cagesOf[cell]!) {
      let total = digit;
      let used = 1 << digit;
      let empty = 0;
      for (const other of cage.cells) {
        if (other === cell) continue;
        if (cells[other] === 0) empty++;
        else {
          total += cells[other]!;
          used |= 1 << cells[other]!;
        }
      }
      // The least and the most `empty` different unused digits can add up to.
      let least = 0;
      let most = 0;
      let n = 0;
      for (let d = 1; d <= size && n < empty; d++) {
        if ((used & (1 << d)) === 0) {
          least += d;
          n++;
        }
      }
      n = 0;
      for (let d = size; d >= 1 && n < empty; d--) {
        if ((used & (1 << d)) === 0) {
          most += d;
          n++;
        }
      }
      const rest = cage.sum! - total;
      if (n < empty || rest < least || rest > most) return false;
    }
    return true;
  };

  const explore = (): boolean => {
    let best = -1;
    let bestDigits: number[] = [];
    for (let cell = 0; cell < cellCount; cell++) {
      if (cells[cell] !== 0) continue;
      const digits: number[] = [];
      for (let digit = 1; digit <= size; digit++) if (fits(cell, digit)) digits.push(digit);
      if (best === -1 || digits.length < bestDigits.length) {
        best = cell;
        bestDigits = digits;
        if (digits.length === 0) break;
      }
    }
    if (best === -1) return sink.foundSolution(cells);
    if (bestDigits.length === 0) {
      trace?.({ type: 'contradiction', cell: best });
      return false;
    }
    if (bestDigits.length === 1) {
      // Forced: no choice to save or undo; a failure below is undone by the enclosing guess's backtrack.
      const digit = bestDigits[0]!;
      sink.countPlacement();
      trace?.({ type: 'place', cell: best, digit, reason: 'single' });
      cells[best] = digit;
      if (explore()) return true;
      cells[best] = 0;
      return false;
    }
    for (const digit of random === undefined ? bestDigits : random.shuffle(bestDigits)) {
      sink.countPlacement();
      counters.guesses++;
      trace?.({ type: 'guess', cell: best });
      trace?.({ type: 'place', cell: best, digit, reason: 'guess' });
      cells[best] = digit;
      if (explore()) return true;
      cells[best] = 0;
      counters.backtracks++;
      trace?.({ type: 'backtrack' });
    }
    return false;
  };
  explore();
}

/** Thrown by findVariantSolutions' sink when its placement budget runs out. */
export class VariantBudget extends Error {}

/** The solutions of a variant puzzle, up to `limit`, by the variant reference search. */
export function findVariantSolutions(
  puzzle: Grid,
  limit: number,
  { random, maxPlacements = Number.POSITIVE_INFINITY }: { random?: Random; maxPlacements?: number } = {},
): Grid[] {
  const found: Grid[] = [];
  let placements = 0;
  searchVariant(
    puzzle,
    {
      counters: { guesses: 0, backtracks: 0 },
      trace: undefined,
      countPlacement() {
        if (++placements > maxPlacements) throw new VariantBudget();
      },
      foundSolution(cells) {
        found.push(createGrid(puzzle.shape, Array.from(cells), puzzle.rules));
        return found.length >= limit;
      },
    },
    random,
  );
  return found;
}

/**
 * A jigsaw with solutions: each stack's boxes moved down one row more than the stack before,
 * wrapping round, then rows and columns shuffled (a relabelling of rows and of columns keeps a
 * jigsaw and its solutions a jigsaw and solutions), so the regions are scattered, not boxes.
 */
function jigsawRegions(random: Random): number[] {
  const rows = random.shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  const columns = random.shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  const regions = new Array<number>(81);
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      const stack = Math.floor(c / 3);
      regions[rows[r]! * 9 + columns[c]!] = 3 * Math.floor(((r + stack) % 9) / 3) + stack;
    }
  }
  return regions;
}

/**
 * Killer cages over a solution, each with its sum: every cell starts as a cage of its own, then the
 * grid's pairs of neighbouring cells, in a random order, each join their two cages where the joined
 * cage repeats no digit and keeps to a size drawn for the pair, one to four cells (so cages of every
 * size from one to four are left). The generator's `randomCages` grows each cage from a cell instead;
 * the two are kept apart on purpose, so the suite's puzzles owe nothing to the code the suite checks.
 */
export function cagesOver(solution: readonly number[], random: Random, size = 9): Cage[] {
  /** Each cell's cage, named by the index of its list in `cages`. */
  const cageOf = solution.map((_, cell) => cell);
  const cages = solution.map((_, cell) => [cell]);
  for (const [a, b] of random.shuffle(neighbourPairs(size))) {
    const [kept, joining] = [cageOf[a]!, cageOf[b]!];
    if (kept === joining) continue;
    const joined = [...cages[kept]!, ...cages[joining]!];
    const most = 1 + random.below(4);
    const digits = new Set(joined.map((cell) => solution[cell]));
    if (joined.length > most || digits.size < joined.length) continue;
    for (const cell of cages[joining]!) cageOf[cell] = kept;
    cages[kept] = joined;
    cages[joining] = [];
  }
  return cages
    .filter((cells) => cells.length > 0)
    .map((cells) => cells.sort((x, y) => x - y))
    .map((cells) => ({ cells, sum: cells.reduce((sum, cell) => sum + solution[cell]!, 0) }));
}

/** Every pair of cells side by side in a row or a column of a size x size grid, the lower index first. */
function neighbourPairs(size: number): [number, number][] {
  const pairs: [number, number][] = [];
  for (let cell = 0; cell < size * size; cell++) {
    if (cell % size < size - 1) pairs.push([cell, cell + 1]);
    if (cell + size < size * size) pairs.push([cell, cell + size]);
  }
  return pairs;
}

/**
 * The rules of a variant on 9x9: core's fixed ones, or a jigsaw's drawn regions (killer's cages need a
 * solution first: see generateVariant).
 */
function rulesOf(variant: VariantName, random: Random): Rules {
  return variant === 'jigsaw' ? { regions: jigsawRegions(random) } : fixedRules(variant);
}

/** A generated variant puzzle, its one solution, and the full board it was carved from. */
export interface GeneratedVariant {
  readonly variant: VariantName;
  readonly puzzle: Grid;
  readonly solution: Grid;
}

/**
 * A seeded 9x9 puzzle of a variant with exactly one solution (checked by the variant reference): a
 * random full board under the rules, then givens taken away in random order while the puzzle stays
 * unique, down to `minGivens` (30 by default: quick for a plain backtracker too). Killer's cages are
 * laid over the board with their sums.
 */
export function generateVariant(variant: VariantName, seed: number, minGivens = 30): GeneratedVariant {
  const random = new Random(seed);
  let rules = rulesOf(variant, random);
  const blank = createGrid(nine, new Array<number>(81).fill(0), rules);
  const [full] = findVariantSolutions(blank, 1, { random });
  if (full === undefined) throw new Error(`no ${variant} board for seed ${seed}`);
  if (variant === 'killer') rules = { cages: cagesOver(full.cells, random) };
  const solution = createGrid(nine, full.cells, rules);
  const cells = [...full.cells];
  let givens = 81;
  for (const cell of random.shuffle(cells.map((_, at) => at))) {
    if (givens <= minGivens) break;
    const digit = cells[cell]!;
    cells[cell] = 0;
    const trial = createGrid(nine, cells, rules);
    let unique: boolean;
    try {
      unique = findVariantSolutions(trial, 2, { maxPlacements: 200_000 }).length === 1;
    } catch (error) {
      if (!(error instanceof VariantBudget)) throw error;
      unique = false;
    }
    if (unique) givens--;
    else cells[cell] = digit;
  }
  return { variant, puzzle: createGrid(nine, cells, rules), solution };
}

/** The rule kind each variant needs a strategy to declare. */
export const variantRule: Readonly<Record<VariantName, RuleKind>> = {
  x: 'houses',
  windoku: 'houses',
  jigsaw: 'regions',
  antiknight: 'antiknight',
  antiking: 'antiking',
  killer: 'cages',
};

/** The seed each variant's cases are made from: fixed, so every machine runs the same cases. */
const CASE_SEED = 7;
const caseCache = new Map<VariantName, readonly ConformanceCase[]>();

/**
 * The conformance cases of a variant, made (and checked against the variant reference) on first use:
 * a unique puzzle (traced, and proved unique), several solutions, no solution, two givens that clash
 * only by the variant's rule (and for killer, givens past a cage's sum), and budgets.
 */
export function variantCases(variant: VariantName): readonly ConformanceCase[] {
  let cases = caseCache.get(variant);
  if (cases === undefined) {
    cases = Object.freeze(makeVariantCases(variant));
    caseCache.set(variant, cases);
  }
  return cases;
}

function makeVariantCases(variant: VariantName): ConformanceCase[] {
  const { puzzle, solution } = generateVariant(variant, CASE_SEED);
  const rules = puzzle.rules!;
  const random = new Random(CASE_SEED);
  const cases: ConformanceCase[] = [{ name: `${variant}: unique`, kind: 'unique', puzzle, solution }];

  cases.push({
    name: `${variant}: several solutions`,
    kind: 'several-solutions',
    puzzle: severalSolutions(puzzle, solution, random),
  });

  cases.push({
    name: `${variant}: no solution`,
    kind: 'unsolvable',
    puzzle: unsolvable(solution, puzzle, random),
  });

  const [a, b] = clashingCells(variant, rules);
  const clash = new Array<number>(81).fill(0);
  clash[a] = clash[b] = solution.cells[a]!;
  cases.push({
    name: `${variant}: conflicting givens by the variant's rule`,
    kind: 'conflicting-givens',
    puzzle: createGrid(nine, clash, rules),
    conflict: [Math.min(a, b), Math.max(a, b)],
  });
  if (variant === 'killer') {
    const cage = rules.cages!.find((c) => c.cells.length >= 2 && c.sum! <= 15)!;
    const [first, second] = cage.cells;
    const over = new Array<number>(81).fill(0);
    // Two different digits whose total passes the cage's sum.
    over[first!] = 9;
    over[second!] = Math.max(1, Math.min(8, cage.sum! - 9 + 1));
    if (over[second!]! + 9 <= cage.sum!) over[second!] = 8;
    cases.push({
      name: 'killer: givens past a cage sum',
      kind: 'conflicting-givens',
      puzzle: createGrid(nine, over, rules),
      conflict: [Math.min(first!, second!), Math.max(first!, second!)],
    });
  }
  cases.push({ name: `${variant}: budget: maxPlacements`, kind: 'placement-budget', puzzle, solution });
  cases.push({
    name: `${variant}: budget: deadline already past`,
    kind: 'deadline-passed',
    puzzle,
    solution,
  });
  return cases;
}

/**
 * The full board with digits taken away, one at a time, until it has two solutions: many givens
 * left, so a plain backtracker finds both quickly. A killer puzzle often stays unique with no givens
 * at all, so its cages lose their sums instead (cages without sums are killer cages too).
 */
function severalSolutions(puzzle: Grid, solution: Grid, random: Random): Grid {
  const rules = puzzle.rules!;
  if (rules.cages !== undefined) {
    const grid = createGrid(nine, puzzle.cells, {
      ...rules,
      cages: rules.cages.map((cage) => ({ cells: cage.cells })),
    });
    if (findVariantSolutions(grid, 2).length === 2) return grid;
    throw new Error('the killer puzzle without sums still has one solution');
  }
  const cells = [...solution.cells];
  for (const cell of random.shuffle(cells.map((_, at) => at))) {
    cells[cell] = 0;
    const grid = createGrid(nine, cells, rules);
    if (findVariantSolutions(grid, 2).length === 2) return grid;
  }
  throw new Error('no puzzle with several solutions found');
}

/**
 * The solution with a third of its cells left empty (where the puzzle has them empty) and one more
 * empty cell given a digit that clashes with no given: a puzzle with no solution and no conflict,
 * quick to refute even by plain backtracking.
 */
function unsolvable(solution: Grid, puzzle: Grid, random: Random): Grid {
  const rules = puzzle.rules!;
  const empties = random.shuffle(puzzle.cells.flatMap((digit, cell) => (digit === 0 ? [cell] : [])));
  const cells = [...solution.cells];
  for (const cell of empties.slice(0, 27)) cells[cell] = 0;
  for (const cell of empties.slice(0, 27)) {
    for (let digit = 1; digit <= 9; digit++) {
      if (digit === solution.cells[cell]) continue;
      cells[cell] = digit;
      const grid = createGrid(nine, cells, rules);
      if (findConflicts(grid).length === 0 && findVariantSolutions(grid, 1).length === 0) return grid;
    }
    cells[cell] = 0;
  }
  throw new Error('no unsolvable puzzle found');
}

/** Two cells that only the variant's own rule keeps apart: not in one row, column or box. */
function clashingCells(variant: VariantName, rules: Rules): [number, number] {
  const apart = (a: number, b: number) => {
    const [ra, ca, rb, cb] = [Math.floor(a / 9), a % 9, Math.floor(b / 9), b % 9];
    const box = (r: number, c: number) => 3 * Math.floor(r / 3) + Math.floor(c / 3);
    return ra !== rb && ca !== cb && box(ra, ca) !== box(rb, cb);
  };
  switch (variant) {
    case 'x':
      return [0, 80];
    case 'windoku':
      return [10, 30];
    case 'antiknight':
      return [2, 13];
    case 'antiking':
      return [20, 30];
    case 'jigsaw':
    case 'killer': {
      const groups =
        variant === 'jigsaw'
          ? Array.from({ length: 9 }, (_, region) =>
              rules.regions!.flatMap((r, cell) => (r === region ? [cell] : [])),
            )
          : rules.cages!.map((cage) => [...cage.cells]);
      for (const cells of groups) {
        for (const a of cells)
          for (const b of cells) if (a < b && (variant === 'killer' || apart(a, b))) return [a, b];
      }
      throw new Error(`no two cells of one ${variant === 'jigsaw' ? 'region' : 'cage'} found`);
    }
  }
}

/** A solver that does not declare a variant's rule must refuse its puzzle as 'invalid', naming the rule. */
export function checkUndeclaredRule(solver: Solver, variant: VariantName): string[] {
  const { puzzle } = variantCases(variant)[0]!;
  let result: SolveResult;
  try {
    result = solver.solve(puzzle);
  } catch (error) {
    return [`solve threw ${String(error)} on a ${variant} puzzle`];
  }
  const rule = ruleNames[variantRule[variant]];
  const failures: string[] = [];
  if (result.status !== 'invalid') failures.push(`status is '${result.status}', expected 'invalid'`);
  else if (!result.message?.includes(rule)) {
    failures.push(`the message "${result.message}" does not name the rule (${rule})`);
  }
  return failures;
}
