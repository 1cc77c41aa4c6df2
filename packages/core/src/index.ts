export { admits } from './admits.js';
export { type Conflict, type ConflictKind, findConflicts, type UnitKind } from './conflicts.js';
export { type Cage, cages } from './constraints/cages.js';
export { cellsAMoveAway } from './constraints/geometry.js';
export { distinctPropagator } from './constraints/groups.js';
export { houses } from './constraints/houses.js';
export { constraintModules, moduleOf } from './constraints/list.js';
export type { ConstraintModule, Domains, FPuzzlesReading, Group, Propagator } from './constraints/module.js';
export { antiking, antiknight } from './constraints/moves.js';
export { CHOSEN, HIDDEN, Propagation, popcountTable, SINGLE } from './constraints/propagation.js';
export { regions } from './constraints/regions.js';
export { boundedSumPropagator, combinations, distinctSumPropagator } from './constraints/sums.js';
export {
  CountAbortedError,
  type CountEngine,
  type Counter,
  type CountJob,
  type CountOptions,
  carvedCounter,
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
  lowestBit,
  lowestDigit,
} from './digits.js';
export { type FormatIssue, PuzzleFormatError } from './errors.js';
export { type FormatStyle, formatGrid } from './format.js';
export { type FPuzzles, type FPuzzlesCell, formatFPuzzles, parseFPuzzles } from './fpuzzles.js';
export {
  checkedGrid,
  countEmpty,
  createGrid,
  describeValue,
  emptyGrid,
  type Grid,
  gridProblem,
  sameGrid,
  withRules,
} from './grid.js';
export { Lease } from './lease.js';
export { budgetProblem, isCount } from './options.js';
export { isSeparatorLine, type ParseOptions, parseGrid, splitRow } from './parse.js';
export { seededRandom } from './random.js';
export { type Replay, type ReplayState, replayTrace, TraceError, TraceReplayer } from './replay.js';
export { cageSumReachable } from './rule-count.js';
export { type GroupKind, type RuleTables, ruleTablesFor } from './rule-tables.js';
export {
  boxRegions,
  cageSumRange,
  diagonalHouses,
  familiesOf,
  type House,
  KING_MOVES,
  KNIGHT_MOVES,
  kindsOf,
  type RuleKind,
  type Rules,
  ruleKinds,
  ruleNames,
  rulesProblem,
  windowHouses,
} from './rules.js';
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
export { boxRegionMap, formatPuzzle, parsePuzzle } from './variant-text.js';
export { type Verdict, verifySolution } from './verify.js';
