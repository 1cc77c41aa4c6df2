/**
 * The search's choice under the constraint layer: where to branch next, and what a failure teaches.
 * Core's variant counter and the csp strategy both branch with it, over one Propagation, so the
 * counter proves what csp solves with the same guesses.
 *
 * Glossary (beside propagation.ts's):
 *   branch    a cell with two or more candidates, and a digit of it: either the cell holds it (tried
 *             first) or it does not (the digit leaves the cell and the board is propagated again), so
 *             every solution is met once
 *   weight    how likely a choice at a cell is to settle others: a prior from its units and sums, and
 *             more each time a choice there ran at once into a contradiction
 *   blame     what a failure teaches: weight on the cell chosen and on the cell settled last before
 *             the contradiction, and a count against the digit tried
 *   hot digit the digit whose choices failed most lately, when it stands out: cells holding it are
 *             asked first
 */
import type { Propagation } from './propagation.js';

/**
 * How many blames are counted before every cell's weight and every digit's count are halved: a
 * failure blames one or two cells (see failed), so this is 8,192 to 16,384 failures.
 */
const FADE = 1 << 14;
/**
 * What a failure adds to its cell's weight, against the prior weight of about a hundred that its units
 * and sums give it: measured on published killers, 8 cut the guesses most (4 and 16 close behind).
 */
const BLAME = 8;
/**
 * What a hot digit adds to a cell's weight, per failure counted against it: a fifth of a blame, so
 * that a digit failing everywhere draws the search to it without drowning the cells' own weights.
 */
const HOT_SHARE = 0.2;
/**
 * The fewest candidates of a branch cell at which a digit with two places in a unit is weighed against
 * it: a cell of two candidates splits as well as any place (see choosePlace).
 */
const PLACE_FROM = 3;

/** The higher of exactly two places in a unit's mask of places, or 0 when it has one, or three or more. */
function secondOfTwo(places: number): number {
  const second = places & (places - 1);
  return second !== 0 && (second & (second - 1)) === 0 ? second : 0;
}

/** The index of a mask's one bit. */
const bitIndex = (bit: number) => 31 - Math.clz32(bit);

/**
 * Where a search under the constraint layer branches next, over one Propagation (`engine`): `choose`
 * picks the branch (`cell`, `bit`); the search says what it tried (`tried`) and when the fixpoint after
 * it failed (`failed`), and the weights learn from that; `reset` forgets it all for a new search.
 */
export class Choice {
  /** The branch choose picked: the cell, and the bit of the digit tried there first. */
  cell = -1;
  bit = 0;
  /**
   * Each cell's weight (see choose): its prior, and BLAME more each time a choice at it (its digit,
   * or that digit taken away) ran at once into a contradiction; all halved every FADE blames, so
   * that the weights follow the part of the board the search is in.
   */
  private readonly weights: Float64Array;
  /**
   * Each cell's weight before any failure: the size for each of its units and, for each propagator of
   * two or more cells it is in, twice the size less the propagator's cells (at least the size): small
   * cages and the many sums the 45 rule finds make a cell more likely to settle others.
   */
  private readonly prior: Float64Array;
  /** The cell of the last try, which a contradiction in the next fixpoint is blamed on. */
  private lastCell = -1;
  /** The digit of the last try (its bit), which a contradiction is counted against. */
  private lastBit = 0;
  /** Blames left before the weights are halved. */
  private untilFade = FADE;
  /**
   * Failures counted against each digit (index digit - 1), one a cell blamed, halved with the
   * weights: which digit fails is a passing fact of the part of the board the search is in, and with
   * up to two cells blamed a failure this quarters the counts each FADE failures or so, as ISS does
   * its value scores (quartered each FADE blames, they faded before the hot digit drew the search).
   */
  private readonly digitFailures: Float64Array;
  /** The hot digit's bit (0 for none) and what it adds to a cell's weight; a bonus below 0: not known. */
  private hotBit = 0;
  private hotBonus = -1;

  constructor(readonly engine: Propagation) {
    const { size, unitStart, propagators, cellCount } = engine.tables;
    this.weights = new Float64Array(cellCount);
    this.digitFailures = new Float64Array(size);
    this.prior = new Float64Array(cellCount);
    for (let cell = 0; cell < cellCount; cell++) {
      this.prior[cell] = size * (unitStart[cell + 1]! - unitStart[cell]!);
    }
    for (const propagator of propagators) {
      // One cell's own rule (an odd or even cell) ties it to no other cell: choosing it settles
      // nothing more for that rule.
      if (propagator.distinctOnly || propagator.cells.length < 2) continue;
      const weight = Math.max(2 * size - propagator.cells.length, size);
      for (const cell of propagator.cells) this.prior[cell]! += weight;
    }
  }

  /** Forgets every failure: the weights back to their priors, for a new search. */
  reset(): void {
    this.weights.set(this.prior);
    this.lastCell = -1;
    this.lastBit = 0;
    this.untilFade = FADE;
    this.digitFailures.fill(0);
    this.hotBonus = -1;
  }

  /** The search tries `bit` at `cell`, or takes it away: a contradiction in the next fixpoint is this try's. */
  tried(cell: number, bit: number): void {
    this.lastCell = cell;
    this.lastBit = bit;
  }

  /**
   * The fixpoint after the last try found a contradiction: blames the cell tried and, where the
   * consequences ran out, the cell settled last (a single settled on the way may be what clashed,
   * and choosing it first would have failed sooner).
   */
  failed(): void {
    if (this.lastCell >= 0) this.blame(this.lastCell);
    const last = this.lastSettled();
    if (last !== this.lastCell) this.blame(last);
  }

  /** The cell settled last, where a contradiction is shown (0 before any). */
  lastSettled(): number {
    const { engine } = this;
    return engine.logTop > 0 ? engine.log[engine.logTop - 1]! : 0;
  }

  /**
   * Picks the branch (this.cell, this.bit); false when every cell is settled. On 9x9 and smaller
   * puzzles whose rules are peers and units only (rules of one cell alone, as given candidates, are
   * taken at the start and count as none), the first cell with the fewest candidates (MRV): one
   * of two digits is right half the time, and a wrong one fails soonest; weights double the guesses
   * there, where the singles alone propagate (a cell of three or more gives way to a digit with two
   * places, firstTwoPlaces). On 16x16, where MRV cells rarely have two candidates, and where a family
   * propagates beyond peers, the cell with the largest weight / candidates: the cells in small cages
   * and many sums, and those whose choices keep failing at once, are the ones whose choice settles
   * most; the search asks them first and learns which they are. A cell holding the hot digit counts
   * its bonus on top of its weight. When that cell has PLACE_FROM or more candidates, a digit with two
   * places in a unit may split better (choosePlace), weighed against the cell's own weight per
   * candidate.
   */
  choose(): boolean {
    const { engine, weights } = this;
    const { candidates, popcount } = engine;
    if (!engine.propagating && engine.tables.size <= 9) {
      const cell = engine.fewestCandidates();
      if (cell === -1) return false;
      this.cell = cell;
      this.bit = candidates[cell]! & -candidates[cell]!;
      if (popcount[candidates[cell]!]! >= PLACE_FROM) this.firstTwoPlaces();
      return true;
    }
    const hot = this.hotDigit();
    const bonus = this.hotBonus;
    let best = -1;
    let bestScore = -1;
    for (let cell = 0; cell < candidates.length; cell++) {
      const mask = candidates[cell]!;
      const count = popcount[mask]!;
      const weight = (mask & hot) === 0 ? weights[cell]! : weights[cell]! + bonus;
      // weight / count > bestScore, without a division a cell
      if (count > 1 && weight > bestScore * count) {
        best = cell;
        bestScore = weight / count;
      }
    }
    if (best === -1) return false;
    this.cell = best;
    this.bit = candidates[best]! & -candidates[best]!;
    const count = popcount[candidates[best]!]!;
    if (count >= PLACE_FROM) this.choosePlace(weights[best]! / count);
    return true;
  }

  /**
   * A digit with two places left in a unit, tried in its heavier place (when that fails, the digit
   * leaves it and the unit's hidden single puts it in the other): a two-way split where the chosen
   * cell splits three ways or more. Its score is half the heavier place's weight, as a two-candidate
   * cell's would be; it is taken when at least the cell's score, the last such digit on ties.
   */
  private choosePlace(cellScore: number): void {
    const { places, tables } = this.engine;
    const { units, unitCount, size } = tables;
    const { weights } = this;
    let bestScore = cellScore;
    for (let unit = 0; unit < unitCount; unit++) {
      const base = unit * size;
      for (let digit = 0; digit < size; digit++) {
        const left = places[base + digit]!;
        const second = secondOfTwo(left);
        if (second === 0) continue;
        const a = units[base + bitIndex(left & -left)]!;
        const b = units[base + bitIndex(second)]!;
        const heavier = weights[a]! >= weights[b]! ? a : b;
        const score = weights[heavier]! * 0.5;
        if (score >= bestScore) {
          bestScore = score;
          this.cell = heavier;
          this.bit = 1 << digit;
        }
      }
    }
  }

  /**
   * On peers and units alone, where the fewest candidates are three or more: the first digit with two
   * places left in a unit, tried in its first place (a two-way split, as a two-candidate cell's).
   */
  private firstTwoPlaces(): void {
    const { places, tables } = this.engine;
    const { units, unitCount, size } = tables;
    for (let unit = 0; unit < unitCount; unit++) {
      const base = unit * size;
      for (let digit = 0; digit < size; digit++) {
        const left = places[base + digit]!;
        if (secondOfTwo(left) === 0) continue;
        this.cell = units[base + bitIndex(left & -left)]!;
        this.bit = 1 << digit;
        return;
      }
    }
  }

  /**
   * Counts a failure against `cell` and against the digit of the last try, halving every weight
   * (and every digit's count) each FADE blames.
   */
  private blame(cell: number): void {
    const { weights, digitFailures } = this;
    weights[cell]! += BLAME;
    digitFailures[bitIndex(this.lastBit)]!++;
    this.hotBonus = -1;
    if (--this.untilFade > 0) return;
    this.untilFade = FADE;
    for (let k = 0; k < weights.length; k++) weights[k]! *= 0.5;
    for (let k = 0; k < digitFailures.length; k++) digitFailures[k]! *= 0.5;
  }

  /**
   * The hot digit's bit, or 0: the digit with the most failures, once it has at least one a digit
   * of the grid's size and half as many again as the digit that failed least (of those that failed);
   * its bonus (hotBonus) is HOT_SHARE of a blame for each of its failures. Computed again only after
   * a failure.
   */
  private hotDigit(): number {
    if (this.hotBonus >= 0) return this.hotBit;
    const { digitFailures } = this;
    let most = 0;
    let least = Number.POSITIVE_INFINITY;
    let bit = 0;
    for (let digit = 0; digit < digitFailures.length; digit++) {
      const failures = digitFailures[digit]!;
      if (failures > most) {
        most = failures;
        bit = 1 << digit;
      }
      if (failures > 0 && failures < least) least = failures;
    }
    const stands = most >= digitFailures.length && 2 * most > 3 * least;
    this.hotBit = stands ? bit : 0;
    this.hotBonus = stands ? most * HOT_SHARE * BLAME : 0;
    return this.hotBit;
  }
}
