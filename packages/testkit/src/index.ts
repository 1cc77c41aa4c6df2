export { breathe, eachInTurn, ITEMS_PER_BREATH } from './breathe.js';
export type { CaseKind, ConformanceCase } from './case.js';
export { conformanceCases } from './cases.js';
export {
  ABORT_GRACE_PLACEMENTS,
  checkSearchesOn,
  checkSolverContract,
  checkUndeclaredShape,
  DEADLINE_GRACE_MS,
  describeFailures,
  OVERSHOOT_DEADLINE_MS,
  OVERSHOOT_GRACE_MS,
  runCase,
  SLOW_EVENT_MICROSECONDS,
  SLOW_EVENTS_PAST_DEADLINE,
  SOON_DEADLINE_MS,
  undeclaredShapes,
} from './check.js';
export { type ConformanceOptions, describeConformance } from './conformance.js';
export { LINE_SOLUTION, type LinePuzzle, linePuzzles } from './line-puzzles.js';
export { describeNestedSolves } from './nested.js';
export { referenceSolver } from './reference.js';
export {
  countEvents,
  type GuessBoard,
  guessBoards,
  replaySolve,
  replaySteps,
  type TraceStep,
  traceSolve,
} from './trace.js';
export {
  checkUndeclaredRule,
  findVariantSolutions,
  type GeneratedVariant,
  generateVariant,
  referencePeers,
  type VariantName,
  variantCases,
  variantNames,
  variantRule,
} from './variants.js';
