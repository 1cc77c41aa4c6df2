/** One thing wrong with a puzzle's input, located where a person would look for it (1-based). */
export interface FormatIssue {
  readonly message: string;
  readonly row?: number;
  readonly column?: number;
  /** The offending character or value, as written. */
  readonly character?: string;
}

const SHOWN = 5;

/** Thrown by parseGrid: `issues` lists what is wrong with the input and where. */
export class PuzzleFormatError extends Error {
  override readonly name = 'PuzzleFormatError';
  readonly issues: readonly FormatIssue[];

  constructor(issues: readonly FormatIssue[]) {
    const shown = issues.slice(0, SHOWN).map((issue) => issue.message);
    if (issues.length > SHOWN) shown.push(`and ${issues.length - SHOWN} more`);
    super(shown.join('; '));
    this.issues = issues;
  }
}
