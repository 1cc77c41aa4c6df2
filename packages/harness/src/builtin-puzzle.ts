/** A puzzle of the built-in set. */
export interface BuiltinPuzzle {
  /** Short, stable, lower-case: 'everest', '9x9-hard-2'. */
  readonly name: string;
  /** The puzzle in line form: a character a cell, row-major, '.' for empty. */
  readonly text: string;
  /** Where it comes from, for people. */
  readonly about: string;
}
