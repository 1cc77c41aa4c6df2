export { admits } from './admits.js';
export {
  Budget,
  BudgetExhaustedError,
  type BudgetOptions,
  budgetProblem,
  isCount,
  type StopReason,
  type WorkNames,
} from './budget.js';
export type { Conflict, ConflictKind, GroupKind, UnitKind } from './conflicts.js';
export { type Arrow, arrows } from './constraints/arrows.js';
export { betweenLines } from './constraints/between-lines.js';
export { type Cage, cages } from './constraints/cages.js';
export { Choice } from './constraints/choice.js';
export { cellsAMoveAway } from './constraints/geometry.js';
export { type GivenCandidate, givenCandidates } from './constraints/given-candidates.js';
export { distinctPropagator } from './constraints/groups.js';
export { houses } from './constraints/houses.js';
export { type Edge, type Kropki, type KropkiDot, kropki } from './constraints/kropki.js';
export { constraintModules, moduleOf } from './constraints/list.js';
export { type Diagonal, type LittleKiller, littleKillers } from './constraints/little-killers.js';
export type {
  ConstraintModule,
  Domains,
  FPuzzlesReading,
  Group,
  Propagator,
  StatedSum,
} from './constraints/module.js';
export { antiking, antiknight } from './constraints/moves.js';
export { nonconsecutive } from './constraints/nonconsecutive.js';
export { pairPropagator, partnersOf, partnerTable } from './constraints/pairs.js';
export { palindromes } from './constraints/palindromes.js';
export { type Parity, parity } from './constraints/parity.js';
export { CHOSEN, HIDDEN, Propagation, SINGLE } from './constraints/propagation.js';
export { type Quadruple, quadruples } from './constraints/quadruples.js';
export { regions } from './constraints/regions.js';
export { renbans } from './constraints/renbans.js';
export { type Sandwich, sandwiches } from './constraints/sandwiches.js';
export {
  boundedSumPropagator,
  combinations,
  distinctSumPropagator,
} from './constraints/sums.js';
export { thermometers } from './constraints/thermometers.js';
export { whispers, whispersGap } from './constraints/whispers.js';
export { type XV, xv } from './constraints/xv.js';
export {
  CountAbortedError,
  type Counter,
  type CountOptions,
  carvedCounter,
  countSolutions,
  defineCounter,
} from './count.js';
export type { CountEngine, CountJob, Exclusion } from './count-engine.js';
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
  popcountTable,
} from './digits.js';
export { describeValue, type FormatIssue, PuzzleFormatError } from './errors.js';
export { cageSumRange, familiesOf, kindsOf, ruleKinds, ruleNames, rulesProblem } from './families.js';
export { findConflicts } from './find-conflicts.js';
export { type FormatStyle, formatGrid } from './format.js';
export {
  type FPuzzles,
  type FPuzzlesCell,
  FPuzzlesDrawingsError,
  type FPuzzlesReadOptions,
  formatFPuzzles,
  fpuzzlesNonConstraintKeys,
  parseFPuzzles,
  splitDocumentComment,
} from './fpuzzles.js';
export {
  checkedGrid,
  countEmpty,
  createGrid,
  emptyGrid,
  type Grid,
  gridProblem,
  sameGrid,
  withRules,
} from './grid.js';
export { type Declared, refusalOf } from './handles.js';
export { Lease, type LeasePer } from './lease.js';
export { fixedRules, type VariantName, variantNames } from './named-variants.js';
export { isSeparatorLine, type ParseOptions, parseGrid, splitRow } from './parse.js';
export { hashSeed, SeededRandom, seededRandom } from './random.js';
export { type Replay, type ReplayState, replayTrace, TraceError, TraceReplayer } from './replay.js';
export { cageSumReachable } from './rule-count.js';
export { type RuleTables, ruleTablesFor } from './rule-tables.js';
export {
  boxRegions,
  diagonalHouses,
  type House,
  KING_MOVES,
  KNIGHT_MOVES,
  type RuleKind,
  type Rules,
  windowHouses,
} from './rules.js';
export {
  type ConstraintSearch,
  type Counters,
  defineSolver,
  type SearchContext,
  type StrategyDefinition,
  searchPerConstraints,
} from './search.js';
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
  CellDigit,
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
export { boxRegionMap, formatPuzzle, hasLineForm, parsePuzzle } from './variant-text.js';
export { type Verdict, verifySolution } from './verify.js';
