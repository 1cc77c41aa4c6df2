export { type Candidates, formatCandidates, parseCandidates } from './candidates.js';
export {
  type Budget,
  candidatesOf,
  type ExplainOptions,
  type Explanation,
  explain,
  type LadderName,
  type Level,
  levelBands,
  levelOf,
  nextStep,
  type Rating,
  rate,
  type Step,
  type StepOptions,
  techniques,
} from './logic.js';
export type { TechniqueId, TechniqueRecord } from './records.js';
export { solver } from './solver.js';
export type { CellRole, Mark, Role } from './state.js';
