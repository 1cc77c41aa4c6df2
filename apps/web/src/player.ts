import { type Grid, type SolveEvent, TraceReplayer } from '@sudoku-lab/core';
import { decodeEvent } from './trace.js';

/** How a cell came to hold what it holds, for the board's marks. */
export type Origin = 'empty' | 'given' | 'placed' | 'guessed';

/** Counts of the events replayed so far: the counters a board shows live. */
export interface LiveCounts {
  placements: number;
  /** 'guess' events: choice points where the board was saved. */
  guesses: number;
  backtracks: number;
  eliminations: number;
  contradictions: number;
  solutions: number;
}

/** How often `advance` looks at the clock. */
const CLOCK_EVERY = 256;

/**
 * Replays an encoded trace one event at a time on core's TraceReplayer, keeping what a viewer marks:
 * how each cell was filled, the cell of the last event, the cells the last backtrack emptied, the open
 * choice points. A trace that does not replay stops with `error` set instead of throwing.
 */
export class TracePlayer {
  readonly replayer: TraceReplayer;
  position = 0;
  readonly counts: LiveCounts = {
    placements: 0,
    guesses: 0,
    backtracks: 0,
    eliminations: 0,
    contradictions: 0,
    solutions: 0,
  };
  origins: Origin[];
  /** The cell the last event named, or -1. */
  lastCell = -1;
  lastEvent: SolveEvent | null = null;
  /** Cells the last backtrack emptied (marked while they stay empty). */
  undone = new Set<number>();
  /** The cell of the last contradiction, until the next backtrack, or -1. */
  contradiction = -1;
  /** Index of the first 'solution' event replayed, or -1. */
  solutionAt = -1;
  error: string | null = null;
  /** Cells of the guesses still open, innermost last. */
  private readonly openGuesses: number[] = [];
  private readonly savedOrigins: Origin[][] = [];

  constructor(
    readonly puzzle: Grid,
    readonly events: Int32Array,
  ) {
    this.replayer = new TraceReplayer(puzzle);
    this.origins = puzzle.cells.map((digit) => (digit === 0 ? 'empty' : 'given'));
  }

  get length(): number {
    return this.events.length;
  }

  get done(): boolean {
    return this.error !== null || this.position >= this.events.length;
  }

  get cells(): readonly number[] {
    return this.replayer.state.cells;
  }

  get candidates(): readonly number[] {
    return this.replayer.state.candidates;
  }

  /** Guesses still open: the depth of the saved-board stack. */
  get depth(): number {
    return this.replayer.depth;
  }

  /** Is `cell` the cell of an open choice point. */
  isOpenGuess(cell: number): boolean {
    return this.openGuesses.includes(cell);
  }

  /** Applies up to `count` events; returns how many it applied. */
  step(count = 1): number {
    const from = this.position;
    while (this.position - from < count && !this.done) this.applyNext();
    return this.position - from;
  }

  /**
   * Applies up to `count` events but stops once `budgetMs` has passed, so a frame of a fast replay never
   * holds the page up. Returns how many it applied.
   */
  advance(count: number, budgetMs: number, now: () => number = () => performance.now()): number {
    const stopAt = now() + budgetMs;
    let applied = 0;
    while (applied < count && !this.done) {
      applied += this.step(Math.min(CLOCK_EVERY, count - applied));
      if (now() >= stopAt) break;
    }
    return applied;
  }

  private applyNext(): void {
    const event = decodeEvent(this.events[this.position]!);
    try {
      this.replayer.apply(event);
    } catch (error) {
      this.error = error instanceof Error ? error.message : String(error);
      return;
    }
    this.position++;
    this.lastEvent = event;
    this.note(event);
  }

  /** Keeps the marks in step with the board the replayer now holds. */
  private note(event: SolveEvent): void {
    switch (event.type) {
      case 'place': {
        this.counts.placements++;
        const guessed = event.reason === 'guess' || this.openGuesses.at(-1) === event.cell;
        this.origins[event.cell] = guessed ? 'guessed' : 'placed';
        this.undone.delete(event.cell);
        this.lastCell = event.cell;
        return;
      }
      case 'eliminate':
        this.counts.eliminations++;
        this.lastCell = event.cell;
        return;
      case 'guess':
        this.counts.guesses++;
        this.openGuesses.push(event.cell);
        this.savedOrigins.push([...this.origins]);
        this.lastCell = event.cell;
        return;
      case 'backtrack': {
        this.counts.backtracks++;
        const before = this.origins;
        this.origins = this.savedOrigins.pop()!;
        this.openGuesses.pop();
        this.undone = new Set();
        before.forEach((origin, cell) => {
          if (origin !== 'empty' && this.origins[cell] === 'empty') this.undone.add(cell);
        });
        this.contradiction = -1;
        this.lastCell = -1;
        return;
      }
      case 'contradiction':
        this.counts.contradictions++;
        this.contradiction = event.cell;
        this.lastCell = event.cell;
        return;
      case 'solution':
        this.counts.solutions++;
        if (this.solutionAt === -1) this.solutionAt = this.position - 1;
        return;
    }
  }
}
