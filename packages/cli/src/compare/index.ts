export { duration, readArgs, wholeNumber } from '../args.js';
export { UsageError } from '../io.js';
export {
  type CliOptions,
  DEFAULT_TIMEOUT_MS,
  DEFAULT_WARMUP_MS,
  defaultWorkers,
  type FormatName,
  formatNames,
  MAX_WORKERS,
  type PeerHelp,
  parseCommandLine,
  type Repeat,
  usage,
} from './args.js';
export { type CompareHost, colourWanted, compare } from './command.js';
export {
  type Contender,
  countingContenders,
  type Loaded,
  loadContenders,
  selectContenders,
} from './contenders.js';
export { allowedMs, type Executor, inlineExecutor, poolExecutor } from './executor.js';
export {
  allReports,
  collector,
  createReport,
  Output,
  type Report,
  type RunInfo,
  readingNotes,
} from './report.js';
export { type CheckedPuzzle, type RunOptions, type RunSink, type RunTotals, runComparison } from './run.js';
export { runAndReport, type Session } from './session.js';
export { displayWidth, formatRate } from './text.js';
