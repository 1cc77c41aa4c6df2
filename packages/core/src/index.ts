export { type Conflict, findConflicts, type UnitKind } from './conflicts.js';
export {
  CountAbortedError,
  type CountEngine,
  type Counter,
  type CountJob,
  type CountOptions,
  countSolutions,
  defineCounter,
  type Exclusion,
} from './count.js';
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
export { type FormatIssue, PuzzleFormatError } from './errors.js';
export { type FormatStyle, formatGrid } from './format.js';
export { countEmpty, createGrid, emptyGrid, type Grid, gridProblem, sameGrid } from './grid.js';
export { Lease } from './lease.js';
export { isSeparatorLine, type ParseOptions, parseGrid, splitRow } from './parse.js';
export { type Replay, type ReplayState, replayTrace, TraceError, TraceReplayer } from './replay.js';
export { type Counters, defineSolver, type SearchContext, type StrategyDefinition } from './search.js';
export {
  allShapes,
  cellName,
  resolveShape,
  type Shape,
  type ShapeName,
  shapeOfCellCount,
  shapeOfSize,
  shapes,
} from './shape.js';
export type {
  AbortedResult,
  InvalidResult,
  MultipleResult,
  PlaceReason,
  SolvedResult,
  SolveEvent,
  SolveOptions,
  SolveOutcome,
  SolveResult,
  Solver,
  SolveStats,
  SolveStatus,
  UnsolvableResult,
} from './solver.js';
export { type ShapeTables, tablesFor } from './tables.js';
export { type Verdict, verifySolution } from './verify.js';
