export { type Candidates, formatCandidates, parseCandidates } from './candidates.js';
export {
  candidatesOf,
  type ExplainOptions,
  type Explanation,
  explain,
  type Level,
  levelBands,
  levelOf,
  nextStep,
  type Rating,
  rate,
  type StepOptions,
  techniques,
} from './logic.js';
export { solver } from './solver.js';
export type { Mark, Step } from './state.js';
