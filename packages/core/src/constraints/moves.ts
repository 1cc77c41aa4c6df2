/**
 * Anti-knight and anti-king: no two cells a knight's (or a king's diagonal) move apart hold the same
 * digit. One family each, made by one function: the rule is a flag, the moves make extra peers.
 */
import type { Conflict } from '../conflicts.js';
import { cellName, type Shape } from '../shape.js';
import { cellsAMoveAway, KING_MOVES, KNIGHT_MOVES } from './geometry.js';
import type { ConstraintModule, Domains, Propagator } from './module.js';

function moveFamily<K extends 'antiknight' | 'antiking'>(
  kind: K,
  name: string,
  moves: readonly (readonly [number, number])[],
  apart: string,
): ConstraintModule<K> {
  /** A placed digit leaves the cells a move away. */
  const propagatorAt = (shape: Shape, cell: number): Propagator => {
    const away = cellsAMoveAway(shape, cell, moves);
    return {
      cells: [cell],
      // What it removes, its extra peers remove already in a search that keeps peers.
      distinctOnly: true,
      propagate(domains: Domains): boolean {
        const mask = domains.candidates[cell]!;
        if ((mask & (mask - 1)) !== 0) return true;
        for (const other of away) {
          const held = domains.candidates[other]!;
          if ((held & mask) !== 0 && !domains.keep(other, held & ~mask)) return false;
        }
        return true;
      },
    };
  };
  return {
    kind,
    name,
    present: (value) => value === true,
    problem: (_shape, value) => (typeof value === 'boolean' ? null : `${kind} must be true or false`),
    normalize: (_shape, value) => (value === true ? (true as never) : undefined),
    key: (value) => value === true,
    fpuzzles: {
      keys: [kind],
      read({ doc, report }) {
        const value = doc[kind];
        if (value !== undefined && typeof value !== 'boolean') {
          report({ message: `f-puzzles "${kind}" must be true or false` });
        }
        return value === true ? (true as never) : undefined;
      },
      write(_shape, value, doc) {
        if (value === true) doc[kind] = true;
      },
    },
    groups: () => [],
    extraPeers: (shape, value, cell) => (value === true ? cellsAMoveAway(shape, cell, moves) : []),
    conflicts(shape, value, cells) {
      const conflicts: Conflict[] = [];
      if (value !== true) return conflicts;
      for (let cell = 0; cell < shape.cellCount; cell++) {
        const digit = cells[cell]!;
        if (digit === 0) continue;
        for (const other of cellsAMoveAway(shape, cell, moves)) {
          if (other > cell && cells[other] === digit) {
            conflicts.push({
              unit: kind,
              unitIndex: 0,
              digit,
              cells: [cell, other],
              message: `two ${digit}s ${apart}: ${cellName(shape, cell)} and ${cellName(shape, other)}`,
            });
          }
        }
      }
      return conflicts;
    },
    propagators: (shape, value) =>
      value === true ? Array.from({ length: shape.cellCount }, (_, cell) => propagatorAt(shape, cell)) : [],
  };
}

/** Anti-knight: no two cells a knight's move apart hold the same digit. */
export const antiknight = moveFamily(
  'antiknight',
  'the anti-knight rule',
  KNIGHT_MOVES,
  "a knight's move apart (anti-knight)",
);
/** Anti-king: no two cells a king's diagonal move apart hold the same digit. */
export const antiking = moveFamily(
  'antiking',
  'the anti-king rule',
  KING_MOVES,
  "a king's move apart (anti-king)",
);
