export {
  type ConflictingPuzzle,
  type Difficulty,
  difficulties,
  difficultiesFor,
  type GeneratedPuzzle,
  type GeneratorOptions,
  generateConflictingPuzzle,
  generateMultiSolutionPuzzle,
  generatePuzzle,
  generateSlowPuzzle,
  generateSolution,
  generateUnsolvablePuzzle,
  gradePuzzle,
  type MultiSolutionPuzzle,
  type PuzzleOptions,
  type SolutionOptions,
  type UnsolvableKind,
  type UnsolvableOptions,
  type UnsolvablePuzzle,
  unsolvableKinds,
} from './generate.js';
export { type NamedExpectation, type NamedPuzzle, namedPuzzle, namedPuzzles } from './named.js';
export { countSolutions } from './reference.js';
export { type CellDigit, type StepClaims, solutionProblems } from './steps.js';
