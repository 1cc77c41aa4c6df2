// The generators are this entry's whole purpose: everything generate.ts exports is public here.
export * from './generate.js';
export { type NamedExpectation, type NamedPuzzle, namedPuzzle, namedPuzzles } from './named.js';
export { countSolutions } from './reference.js';
export { type CellDigit, type StepClaims, solutionProblems } from './steps.js';
