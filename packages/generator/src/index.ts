export { GenerateAbortedError, GenerateOptionError } from './errors.js';
export {
  fewestClues,
  type Generated,
  type GenerateOptions,
  generate,
  generateMany,
  MAX_ATTEMPTS,
} from './generate.js';
export { type Level, levels, type Rating, variantRating } from './rating.js';
export { type Symmetry, symmetries } from './symmetry.js';
export { type Variant, variants } from './variants.js';
