import type { Shape } from './shape.js';

/**
 * Unit and peer tables for one shape, computed once and shared. Flat typed arrays, so a solver's
 * inner loop reads them without allocating: cell c's peers are peers[c * peerCount ... + peerCount].
 */
export interface ShapeTables {
  readonly shape: Shape;
  readonly size: number;
  readonly cellCount: number;
  /** 3 * size: rows first (0..size-1), then columns, then boxes. */
  readonly unitCount: number;
  /** Unit u's cells: units[u * size ... + size]. */
  readonly units: Uint16Array;
  /** Cell c's row, column and box unit: unitsOfCell[c * 3 ... + 3]. */
  readonly unitsOfCell: Uint16Array;
  /** How many peers every cell has (20 on 9x9). */
  readonly peerCount: number;
  /** Cell c's peers: peers[c * peerCount ... + peerCount], ascending. */
  readonly peers: Uint16Array;
  readonly rowOf: Uint8Array;
  readonly columnOf: Uint8Array;
  readonly boxOf: Uint8Array;
}

const cache = new Map<string, ShapeTables>();

/** The tables of a shape; built on first use, then the same object every time. */
export function tablesFor(shape: Shape): ShapeTables {
  let tables = cache.get(shape.name);
  if (tables === undefined) {
    tables = buildTables(shape);
    cache.set(shape.name, tables);
  }
  return tables;
}

function buildTables(shape: Shape): ShapeTables {
  const { size, cellCount, boxHeight, boxWidth } = shape;
  const rowOf = new Uint8Array(cellCount);
  const columnOf = new Uint8Array(cellCount);
  const boxOf = new Uint8Array(cellCount);
  const boxesPerBand = size / boxWidth;
  for (let cell = 0; cell < cellCount; cell++) {
    const row = Math.floor(cell / size);
    const column = cell % size;
    rowOf[cell] = row;
    columnOf[cell] = column;
    boxOf[cell] = Math.floor(row / boxHeight) * boxesPerBand + Math.floor(column / boxWidth);
  }

  const unitCount = 3 * size;
  const units = new Uint16Array(unitCount * size);
  const filled = new Uint8Array(unitCount);
  const unitsOfCell = new Uint16Array(cellCount * 3);
  for (let cell = 0; cell < cellCount; cell++) {
    const mine = [rowOf[cell]!, size + columnOf[cell]!, 2 * size + boxOf[cell]!];
    mine.forEach((unit, k) => {
      unitsOfCell[cell * 3 + k] = unit;
      units[unit * size + filled[unit]!++] = cell;
    });
  }

  const peerCount = 2 * (size - 1) + size - boxHeight - boxWidth + 1;
  const peers = new Uint16Array(cellCount * peerCount);
  for (let cell = 0; cell < cellCount; cell++) {
    const set = new Set<number>();
    for (let k = 0; k < 3; k++) {
      const unit = unitsOfCell[cell * 3 + k]!;
      for (const other of units.subarray(unit * size, unit * size + size)) if (other !== cell) set.add(other);
    }
    [...set]
      .sort((a, b) => a - b)
      .forEach((peer, i) => {
        peers[cell * peerCount + i] = peer;
      });
  }

  return Object.freeze({
    shape,
    size,
    cellCount,
    unitCount,
    units,
    unitsOfCell,
    peerCount,
    peers,
    rowOf,
    columnOf,
    boxOf,
  });
}
