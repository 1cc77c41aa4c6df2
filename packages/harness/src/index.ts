export { type BuiltinPuzzle, builtinInput, builtinPuzzle, builtinPuzzles } from './builtin.js';
export { type Contender, type ContenderInfo, strategyContender } from './contender.js';
export { csvRecord, trimmed } from './csv.js';
export { Histogram } from './histogram.js';
export { fpuzzlesPart, isPuzzleLink, type LinkReading, linkDocument, readLink } from './links.js';
export {
  type ListItem,
  type ListOptions,
  linesInput,
  looksLikeJsonPuzzle,
  type PuzzleEntry,
  type PuzzleInput,
  PuzzleListReader,
  parsePuzzleJson,
  printable,
  readPuzzleLines,
  readPuzzleList,
} from './list.js';
export {
  compareTimes,
  type Estimate,
  formatRatio,
  PAIRED_SAMPLE,
  PairedTimes,
  pairedRatio,
  type Ratio,
  RESAMPLES,
  type Relative,
  type Tie,
  verdictLines,
  verdictWarnings,
} from './paired.js';
export {
  defaultSettings,
  LARGE_SET,
  REPEAT_RANGE,
  type RunSettings,
  repeatFor,
  SMALL_SET_SOLVES,
  settingLimits,
} from './settings.js';
export { strategyContenders } from './strategies.js';
export { NOISY_SPREAD, noiseWarning, Summary, type SummaryRow } from './summary.js';
export {
  BATCH,
  type Clock,
  median,
  REPEAT_ENOUGH_MS,
  type SolveBatch,
  solveBatch,
  timeSolves,
  WARMUP_SOLVES,
  WARMUP_STRETCH,
  warmedUp,
  warmUpBatch,
} from './timing.js';
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
