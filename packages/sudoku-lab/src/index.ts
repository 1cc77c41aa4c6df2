export {
  countSolutions,
  explain,
  generate,
  hint,
  isUnique,
  type PuzzleInput,
  type RateOptions,
  type Rating,
  rate,
  solve,
  strategyFor,
} from './sudoku.js';
