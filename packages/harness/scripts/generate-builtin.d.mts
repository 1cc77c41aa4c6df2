export interface GeneratedEntry {
  readonly name: string;
  readonly text: string;
  readonly about: string;
}
export function builtinEntries(): GeneratedEntry[];
export function builtinSource(): string;
