/** An option generate() cannot work with; `option` names it ('shape', 'symmetry', 'maxClues', ...). */
export class GenerateOptionError extends RangeError {
  override readonly name = 'GenerateOptionError';

  constructor(
    caller: string,
    readonly option: string,
    message: string,
  ) {
    super(`${caller}: option ${option}: ${message}`);
  }
}

/**
 * generate() stopped before it had a puzzle: the deadline passed, the signal fired, or the tries it
 * allows itself ran out (`reason`), with how many puzzles it had carved and thrown away meanwhile.
 */
export class GenerateAbortedError extends Error {
  override readonly name = 'GenerateAbortedError';

  /** `cause`: core's BudgetExhaustedError, when the caller's deadline or signal stopped it. */
  constructor(
    readonly reason: 'deadline' | 'signal' | 'attempts',
    readonly attempts: number,
    message: string,
    cause?: Error,
  ) {
    super(`generate: ${message}`, cause === undefined ? undefined : { cause });
  }
}
