import {
  levels as generatorLevels,
  variants as generatorVariants,
  type Level,
  type Variant,
} from '@sudoku-lab/generator';

/**
 * The generator's menus for the page: its levels (logic's, easiest first) and its variants. The app's
 * build writes them out as data (`vite.config.ts`), so the first view does not carry the generator and
 * logic, whose code the generator worker loads.
 */
export const levels: readonly Level[] = [...generatorLevels];
export const variants: readonly Variant[] = [...generatorVariants];
