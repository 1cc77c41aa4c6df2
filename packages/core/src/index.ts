export { findConflicts, type Conflict, type UnitKind } from './conflicts.js';
export {
  allDigits,
  bitCount,
  charDigit,
  digitBit,
  digitChar,
  digitRange,
  digitsOf,
  lowestDigit,
} from './digits.js';
export { PuzzleFormatError, type FormatIssue } from './errors.js';
export { formatGrid, type FormatStyle } from './format.js';
export { countEmpty, createGrid, emptyGrid, gridProblem, sameGrid, type Grid } from './grid.js';
export { parseGrid, type ParseOptions } from './parse.js';
export { replayTrace, TraceError, TraceReplayer, type Replay, type ReplayState } from './replay.js';
export { defineSolver, type SearchContext, type StrategyDefinition } from './search.js';
export {
  allShapes,
  cellName,
  resolveShape,
  shapeOfCellCount,
  shapeOfSize,
  shapes,
  type Shape,
  type ShapeName,
} from './shape.js';
export type {
  PlaceReason,
  SolveEvent,
  SolveOptions,
  SolveResult,
  SolveStats,
  SolveStatus,
  Solver,
} from './solver.js';
export { tablesFor, type ShapeTables } from './tables.js';
export { verifySolution, type Verdict } from './verify.js';
