/** One thing wrong with a puzzle's input, located where a person would look for it (1-based). */
export interface FormatIssue {
  readonly message: string;
  readonly row?: number;
  readonly column?: number;
  /** The offending character or value, as written (raw: escape it before showing it to a person). */
  readonly character?: string;
}

const SHOWN = 5;

/**
 * Characters that would act rather than show on a terminal or in a log: C0 and C1 controls, DEL, line
 * and paragraph separators, and the bidirectional overrides that can make text read backwards.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Text safe to put in a message: every control character written as its escape (ESC as \u001b). */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * Thrown by parseGrid: `issues` lists what is wrong with the input and where. Messages never hold a
 * raw control character from the input: they are escaped, so printing one is safe.
 */
export class PuzzleFormatError extends Error {
  override readonly name = 'PuzzleFormatError';
  readonly issues: readonly FormatIssue[];

  constructor(issues: readonly FormatIssue[]) {
    const safe = issues.map((issue) => ({ ...issue, message: printable(issue.message) }));
    const shown = safe.slice(0, SHOWN).map((issue) => issue.message);
    if (safe.length > SHOWN) shown.push(`and ${safe.length - SHOWN} more`);
    super(shown.join('; '));
    this.issues = safe;
  }
}

/**
 * A value as a message shows it: its kind, and for a primitive the value itself (a string cut at 20
 * characters, its control characters escaped). Never calls the value's own toString.
 */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  switch (typeof value) {
    case 'string':
      return `"${printable(value.length > 20 ? `${value.slice(0, 20)}…` : value)}"`;
    case 'number':
    case 'boolean':
    case 'bigint':
      return `${typeof value} ${String(value)}`;
    case 'object':
      return 'an object';
    case 'function':
      return 'a function';
    case 'symbol':
      return 'a symbol';
    default:
      return 'undefined';
  }
}
