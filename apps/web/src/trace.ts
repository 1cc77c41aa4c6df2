import type { PlaceReason, SolveEvent } from '@sudoku-lab/core';

/**
 * A trace travels from the solving worker to the page as one Int32Array (transferred, not copied):
 * a million events cost 4 MB and no object per event. One event a number:
 *   bits 0-2 the type, bits 3-4 the place reason, bits 5-9 the digit, bits 10 and up the cell.
 */
const TYPES = ['place', 'eliminate', 'guess', 'backtrack', 'contradiction', 'solution'] as const;
const REASONS: readonly PlaceReason[] = ['single', 'hidden', 'guess', 'try'];

export function encodeEvent(event: SolveEvent): number {
  const type = TYPES.indexOf(event.type);
  switch (event.type) {
    case 'place':
      return type | (REASONS.indexOf(event.reason) << 3) | (event.digit << 5) | (event.cell << 10);
    case 'eliminate':
      return type | (event.digit << 5) | (event.cell << 10);
    case 'guess':
    case 'contradiction':
      return type | (event.cell << 10);
    default:
      return type;
  }
}

export function decodeEvent(code: number): SolveEvent {
  const type = TYPES[code & 7];
  const digit = (code >>> 5) & 31;
  const cell = code >>> 10;
  switch (type) {
    case 'place':
      return { type, cell, digit, reason: REASONS[(code >>> 3) & 3]! };
    case 'eliminate':
      return { type, cell, digit };
    case 'guess':
    case 'contradiction':
      return { type, cell };
    case 'backtrack':
    case 'solution':
      return { type };
    default:
      throw new RangeError(`${code} is not an encoded solve event`);
  }
}

/** What a recorder saw: the first `events` of the trace, and counts over all of it. */
export interface RecordedTrace {
  /** The encoded events kept, at most the cap. */
  readonly events: Int32Array;
  /** Every event of the solve, kept or not. */
  readonly total: number;
  /** Eliminations in the whole trace: a strategy without any keeps no candidates worth showing. */
  readonly eliminations: number;
}

/**
 * Collects a solve's trace up to `cap` events; past the cap it only counts, so a very long solve still
 * returns its result and the page replays a bounded trace.
 */
export class TraceRecorder {
  private buffer = new Int32Array(1024);
  private kept = 0;
  private total = 0;
  private eliminations = 0;

  constructor(readonly cap: number) {}

  /** The solver's onEvent. */
  readonly record = (event: SolveEvent): void => {
    this.total++;
    if (event.type === 'eliminate') this.eliminations++;
    if (this.kept >= this.cap) return;
    if (this.kept === this.buffer.length) {
      const grown = new Int32Array(Math.min(this.cap, this.buffer.length * 2));
      grown.set(this.buffer);
      this.buffer = grown;
    }
    this.buffer[this.kept++] = encodeEvent(event);
  };

  finish(): RecordedTrace {
    return { events: this.buffer.slice(0, this.kept), total: this.total, eliminations: this.eliminations };
  }
}
