export { type BuiltinPuzzle, builtinInput, builtinPuzzle, builtinPuzzles } from './builtin.js';
export { type Contender, strategyContenders } from './contender.js';
export { csvRecord, trimmed } from './csv.js';
export { Histogram } from './histogram.js';
export {
  type ListItem,
  linesInput,
  type PuzzleEntry,
  type PuzzleInput,
  PuzzleListReader,
  printable,
  readPuzzleLines,
  readPuzzleList,
} from './list.js';
export { defaultSettings, type RunSettings, settingLimits } from './settings.js';
export {
  NOISY_SPREAD,
  noiseWarning,
  type Relative,
  relativeRates,
  Summary,
  type SummaryRow,
} from './summary.js';
export { BATCH, median, type SolveBatch, solveBatch, timeSolves } from './timing.js';
export { type CheckedOutcomes, crossCheck, judge } from './verdict.js';
export {
  abortedOutcome,
  fromWire,
  type Outcome,
  type Status,
  statuses,
  toWire,
  type WirePuzzle,
} from './wire.js';
