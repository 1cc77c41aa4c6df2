import type { PuzzleEntry } from '@sudoku-lab/harness';
import type { CheckedPuzzle, RunSink } from './run.js';

/** Drawn only once a run has taken this long, so short runs print nothing extra. */
const SHOW_AFTER_MS = 1000;
const REDRAW_MS = 200;
const BAR = 24;

/**
 * A one-line progress bar on stderr (where enabled: a TTY, or --progress): the share of the input done where its size is known,
 * puzzles done and time taken. Lines logged through it (the diagnostics) print above it.
 */
export class Progress implements RunSink {
  private read = 0;
  private done = 0;
  private drawn = false;
  private drawnAt = Number.NEGATIVE_INFINITY;
  private readonly start: number;
  private readonly timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly stream: NodeJS.WritableStream,
    private readonly enabled: boolean,
    private readonly fraction: () => number | undefined,
    /** The bar's clock in ms (the tests give one they move); only the bar reads it. */
    private readonly now: () => number = () => performance.now(),
  ) {
    this.start = now();
    // Redrawn as puzzles finish, and on a timer, so the clock moves while a slow solve holds the rest up.
    this.timer = enabled ? setInterval(() => this.draw(), REDRAW_MS).unref() : undefined;
  }

  puzzle(_entry: PuzzleEntry): void {
    this.read++;
  }

  checked(_puzzle: CheckedPuzzle): void {
    this.done++;
    if (this.enabled && this.now() - this.drawnAt >= REDRAW_MS) this.draw();
  }

  /** Writes a line to the stream, above the bar. */
  log(line: string): void {
    this.clear();
    this.stream.write(`${line}\n`);
  }

  stop(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.clear();
  }

  private draw(): void {
    const now = this.now();
    const elapsed = now - this.start;
    if (elapsed < SHOW_AFTER_MS) return;
    this.drawnAt = now;
    // The input is read ahead of the solves: scale the share read by the share of what was read that is done.
    const readShare = this.fraction();
    const share =
      readShare === undefined || this.read === 0 ? undefined : (readShare * this.done) / this.read;
    const bar =
      share === undefined
        ? ''
        : `[${'#'.repeat(Math.round(share * BAR)).padEnd(BAR, '.')}] ${String(Math.floor(share * 100)).padStart(3)}%  `;
    const line = `${bar}${this.done.toLocaleString('en-US')} puzzles  ${(elapsed / 1000).toFixed(1)} s`;
    this.stream.write(`\r${line}\u001b[K`);
    this.drawn = true;
  }

  private clear(): void {
    if (!this.drawn) return;
    this.stream.write('\r\u001b[K');
    this.drawn = false;
  }
}
