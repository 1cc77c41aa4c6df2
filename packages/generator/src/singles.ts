import { bitCount, type ShapeTables } from '@sudoku-lab/core';

/**
 * Glossary (beside core's cell, digit, unit, peers, candidates):
 *   single   a cell with one candidate left (naked), or a digit with one place left in a unit (hidden)
 *   settle   place singles until none is left, or until a cell or a unit runs out of room
 *   stray    a digit singles placed that differs from the full board the puzzle was carved from
 *
 * Singles are the cheap half of proving a removal. A puzzle with one solution S, less a clue c, keeps
 * that one solution iff it has no solution with c's digit ruled out at c. Rule it out, settle: most
 * of the time a cell or a unit runs out of room, and that proves it (singles only draw sound
 * conclusions, so a contradiction means there is no solution at all). When it does not,
 * findSolution() searches on from the settled board for one solution, which is a second one; the rare
 * search that gives up leaves the settled board for a prover, and the strays say whether S can still
 * be among its solutions.
 *
 * Candidates are bitmasks, bit d-1 for digit d, as in core. One Singles per shape is kept and reused:
 * a check allocates nothing.
 */
export class Singles {
  /** The board: the puzzle's clues, then every digit singles placed. */
  readonly cells: Int32Array;
  /** How many placed digits differ from the full board given to load(). */
  strays = 0;
  private readonly candidates: Int32Array;
  /** The digits each unit holds, a bit a digit. */
  private readonly held: Int32Array;
  /** Cells found to have one candidate, waiting to be placed. */
  private readonly queue: Int32Array;
  private queued = 0;
  private solution: ArrayLike<number> = [];
  private readonly all: number;
  private readonly board: Int32Array;
  /** Boards saved before each guess of findSolution(): cells, candidates, held, strays, level after level. */
  private readonly saved: Int32Array;
  private readonly frame: number;
  /** Guesses findSolution() made since load(), and where it gives up. */
  guesses = 0;
  private limit = 0;

  constructor(private readonly tables: ShapeTables) {
    const { cellCount, unitCount } = tables;
    // One buffer, so that a guess saves and restores the board in one copy.
    this.board = new Int32Array(2 * cellCount + unitCount);
    this.cells = this.board.subarray(0, cellCount);
    this.candidates = this.board.subarray(cellCount, 2 * cellCount);
    this.held = this.board.subarray(2 * cellCount);
    // A cell is queued when its candidates fall to one, which happens once per cell and load.
    this.queue = new Int32Array(tables.cellCount);
    this.all = (1 << tables.size) - 1;
    this.frame = 2 * tables.cellCount + tables.unitCount + 1;
    // A guess fills a cell, so the search goes at most one level a cell deep.
    this.saved = new Int32Array(this.frame * (tables.cellCount + 1));
  }

  /**
   * Loads a puzzle carved from `solution` (so its clues agree: each unit holds a digit once) and works
   * out every empty cell's candidates. False when an empty cell has none.
   */
  load(puzzle: ArrayLike<number>, solution: ArrayLike<number>): boolean {
    const { cellCount, unitsOfCell } = this.tables;
    const { cells, candidates, held } = this;
    this.solution = solution;
    this.strays = 0;
    this.queued = 0;
    this.guesses = 0;
    held.fill(0);
    for (let cell = 0; cell < cellCount; cell++) {
      const digit = puzzle[cell]!;
      cells[cell] = digit;
      if (digit === 0) continue;
      const bit = 1 << (digit - 1);
      const at = cell * 3;
      held[unitsOfCell[at]!]! |= bit;
      held[unitsOfCell[at + 1]!]! |= bit;
      held[unitsOfCell[at + 2]!]! |= bit;
    }
    for (let cell = 0; cell < cellCount; cell++) {
      if (cells[cell] !== 0) {
        candidates[cell] = 0;
        continue;
      }
      const at = cell * 3;
      const left =
        this.all & ~(held[unitsOfCell[at]!]! | held[unitsOfCell[at + 1]!]! | held[unitsOfCell[at + 2]!]!);
      if (left === 0) return false;
      candidates[cell] = left;
      if ((left & (left - 1)) === 0) this.queue[this.queued++] = cell;
    }
    return true;
  }

  /** Rules `digit` out of the empty cell. False when it was the cell's last candidate. */
  ruleOut(cell: number, digit: number): boolean {
    const left = this.candidates[cell]! & ~(1 << (digit - 1));
    this.candidates[cell] = left;
    if (left === 0) return false;
    if ((left & (left - 1)) === 0) this.queue[this.queued++] = cell;
    return true;
  }

  /**
   * Places `digit` in the empty cell and takes it from the peers' candidates. False when that leaves a
   * peer without candidates, or the digit is not a candidate of the cell.
   */
  place(cell: number, digit: number): boolean {
    const bit = 1 << (digit - 1);
    const { candidates, cells, held } = this;
    if ((candidates[cell]! & bit) === 0) return false;
    cells[cell] = digit;
    candidates[cell] = 0;
    if (digit !== this.solution[cell]) this.strays++;
    const { unitsOfCell, peers, peerCount } = this.tables;
    const at = cell * 3;
    held[unitsOfCell[at]!]! |= bit;
    held[unitsOfCell[at + 1]!]! |= bit;
    held[unitsOfCell[at + 2]!]! |= bit;
    for (let i = cell * peerCount, end = i + peerCount; i < end; i++) {
      const peer = peers[i]!;
      const was = candidates[peer]!;
      if ((was & bit) === 0) continue;
      const left = was ^ bit;
      if (left === 0) return false;
      candidates[peer] = left;
      if ((left & (left - 1)) === 0) this.queue[this.queued++] = peer;
    }
    return true;
  }

  /**
   * Places naked and hidden singles until there are none. False on a contradiction: a cell without
   * candidates, or a digit a unit lacks with no place left in it. True: the board is as far as
   * singles take it (full, or with cells that have two candidates or more).
   */
  settle(): boolean {
    const { units, unitCount, size } = this.tables;
    const { cells, candidates, held } = this;
    for (;;) {
      while (this.queued > 0) {
        const cell = this.queue[--this.queued]!;
        if (cells[cell] !== 0) continue;
        const bit = candidates[cell]!;
        if (!this.place(cell, 32 - Math.clz32(bit))) return false;
      }
      let placed = false;
      for (let unit = 0; unit < unitCount; unit++) {
        const lacking = this.all & ~held[unit]!;
        if (lacking === 0) continue;
        let once = 0;
        let twice = 0;
        const from = unit * size;
        for (let i = from; i < from + size; i++) {
          const mask = candidates[units[i]!]!;
          twice |= once & mask;
          once |= mask;
        }
        if ((lacking & ~once) !== 0) return false;
        for (let hidden = once & ~twice & lacking; hidden !== 0; hidden &= hidden - 1) {
          const bit = hidden & -hidden;
          let i = from;
          while (i < from + size && (candidates[units[i]!]! & bit) === 0) i++;
          // Gone when a single placed in this sweep took the digit's last place in the unit.
          if (i === from + size || !this.place(units[i]!, 32 - Math.clz32(bit))) return false;
          placed = true;
        }
      }
      if (!placed && this.queued === 0) return true;
    }
  }

  /**
   * Looks for a solution of the settled board by depth-first search: guess at the cell with the
   * fewest candidates, settle, go on. The full board's digit is tried first: a second solution differs
   * from it in few cells (an unavoidable set), so that order tends to reach one sooner. Returns 1 when
   * it found one (then in `cells`), 0 when there is none, and -1 when it gave up after `limit` guesses
   * (then `cells` holds the settled board again, for a prover to go on from).
   */
  findSolution(limit: number): 1 | 0 | -1 {
    this.limit = this.guesses + limit;
    const stopped = this.search(0);
    if (this.guesses <= this.limit) return stopped ? 1 : 0;
    this.restore(0);
    return -1;
  }

  /** True when the search stops: a solution found, or the guesses used up. */
  private search(level: number): boolean {
    const { cellCount } = this.tables;
    const { cells, candidates } = this;
    let best = -1;
    let fewest = 99;
    for (let cell = 0; cell < cellCount; cell++) {
      if (cells[cell] !== 0) continue;
      const count = bitCount(candidates[cell]!);
      if (count < fewest) {
        best = cell;
        fewest = count;
        if (count === 2) break;
      }
    }
    if (best === -1) return true;
    const at = level * this.frame;
    this.save(at);
    const first = candidates[best]! & (1 << (this.solution[best]! - 1));
    let left = candidates[best]! & ~first;
    let bit = first !== 0 ? first : left & -left;
    left &= ~bit;
    for (;;) {
      if (++this.guesses > this.limit) return true;
      if (this.place(best, 32 - Math.clz32(bit)) && this.settle() && this.search(level + 1)) return true;
      if (left === 0) return false;
      this.restore(at);
      bit = left & -left;
      left &= ~bit;
    }
  }

  /** Copies the board (cells, candidates, held, one after the other in `board`) and the strays to `at`. */
  private save(at: number): void {
    const { board, saved } = this;
    for (let i = 0; i < board.length; i++) saved[at + i] = board[i]!;
    saved[at + board.length] = this.strays;
  }

  private restore(at: number): void {
    const { board, saved } = this;
    for (let i = 0; i < board.length; i++) board[i] = saved[at + i]!;
    this.strays = saved[at + board.length]!;
    // The board saved was settled: no single waits.
    this.queued = 0;
  }
}
