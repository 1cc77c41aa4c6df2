export { type CaseKind, type ConformanceCase, conformanceCases } from './cases.js';
export {
  ABORT_GRACE_PLACEMENTS,
  checkSolverContract,
  checkUndeclaredShape,
  DEADLINE_GRACE_MS,
  runCase,
  SOON_DEADLINE_MS,
  undeclaredShapes,
} from './check.js';
export { type ConformanceOptions, describeConformance } from './conformance.js';
export { describeNestedSolves } from './nested.js';
export { referenceSolver } from './reference.js';
