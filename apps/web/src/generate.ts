import { formatPuzzle } from '@sudoku-lab/core';
import { generate, type Level, type Variant } from '@sudoku-lab/generator';

/**
 * What the page asks the generator worker for: a level (or any) and a seed (or a fresh one), and a
 * variant ('' for classic; a variant's level is read off logic's explanation, see the generator).
 */
export interface GenerateRequest {
  readonly difficulty: Level | '';
  readonly variant?: Variant | '';
  readonly seed: string;
}

export type GenerateReply =
  | {
      readonly kind: 'generated';
      readonly line: string;
      readonly seed: string;
      readonly level: string | null;
    }
  | { readonly kind: 'failed'; readonly message: string };

/** Runs one generation (in the worker): the same request with a seed gives the same puzzle. */
export function answer(request: GenerateRequest): GenerateReply {
  try {
    const made = generate({
      ...(request.seed.trim() === '' ? {} : { seed: request.seed.trim() }),
      ...(request.variant ? { variant: request.variant } : {}),
      ...(request.difficulty === '' ? {} : { difficulty: request.difficulty }),
    });
    return {
      kind: 'generated',
      // The line form carries a variant's rules (a classic puzzle is its givens alone).
      line: formatPuzzle(made.puzzle),
      seed: made.seed,
      level: made.rating?.level ?? null,
    };
  } catch (error) {
    return { kind: 'failed', message: (error as Error).message };
  }
}
