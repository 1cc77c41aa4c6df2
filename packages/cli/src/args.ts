import { type ParseArgsConfig, parseArgs } from 'node:util';
import { type ListOptions, printable } from '@sudoku-lab/harness';
import { UsageError } from './io.js';

type Options = NonNullable<ParseArgsConfig['options']>;

/** The format option every command that prints records shares. */
export const formats = ['text', 'json', 'csv'] as const;
export type Format = (typeof formats)[number];

/**
 * argv read against a command's options, strictly: an unknown option, a missing value or a value
 * given to a switch is a UsageError naming the option.
 */
export function readArgs<T extends Options>(
  argv: readonly string[],
  options: T,
): ReturnType<typeof parseArgs<{ options: T; allowPositionals: true; strict: true }>> {
  try {
    return parseArgs({ args: negativesJoined(argv, options), allowPositionals: true, options, strict: true });
  } catch (error) {
    const { code, message } = error as Error & { code?: string };
    const option = printable(/'([^']+)'/.exec(message)?.[1] ?? '');
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') throw new UsageError(`unknown option '${option}'`);
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
      const name = option.replace(/^-\w, /, '').replace(/ <value>$/, '');
      throw new UsageError(
        `option '${name}' ${/argument missing/.test(message) ? 'needs a value' : 'takes no value'}`,
      );
    }
    throw new UsageError(printable(message.split('\n')[0]!));
  }
}

/**
 * argv with a negative number given as an option's value joined to its option (`-t -5` -> `--timeout=-5`,
 * `-t -.5` too): parseArgs would read `-5` as an option, and the message would say nothing of the value.
 * Then the option's own check names it ("--timeout takes a time ..., not '-5'"). Every command reads
 * its options through here (compare and pnpm bench too): the one rule for a value that starts with '-'.
 */
function negativesJoined(argv: readonly string[], options: Options): string[] {
  const valued = new Map<string, string>();
  for (const [name, option] of Object.entries(options)) {
    if (option.type !== 'string') continue;
    valued.set(`--${name}`, name);
    if (option.short !== undefined) valued.set(`-${option.short}`, name);
  }
  const joined: string[] = [];
  for (let at = 0; at < argv.length; at++) {
    const word = argv[at]!;
    const name = valued.get(word);
    const next = argv[at + 1];
    if (word === '--') {
      joined.push(...argv.slice(at));
      break;
    }
    if (name !== undefined && next !== undefined && /^-\.?\d/.test(next)) {
      joined.push(`--${name}=${next}`);
      at++;
    } else joined.push(word);
  }
  return joined;
}

/** "1 puzzle", "2 puzzles", "1,000 puzzles": a count with its noun as a person writes it. */
export function counted(count: number, noun: string, plural = `${noun}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? noun : plural}`;
}

/** A whole number option within [least, most], or a UsageError naming the option and its range. */
export function wholeNumber(flag: string, text: string, least: number, most: number): number {
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || value < least || value > most) {
    throw new UsageError(
      `${flag} takes a whole number from ${least.toLocaleString('en-US')} to ${most.toLocaleString('en-US')}, not '${printable(text)}'`,
    );
  }
  return value;
}

export function oneOf<T extends string>(flag: string, text: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(text)) {
    throw new UsageError(`${flag} takes ${allowed.join(', ')}, not '${printable(text)}'`);
  }
  return text as T;
}

/**
 * The option of every command that reads puzzles: open f-puzzles documents with their drawings (text,
 * circles, rectangles, lines, cages with no sum) left out, where they are refused by default.
 */
export const drawingsSpec = { 'ignore-drawings': { type: 'boolean' } } as const;

/** The list reader's options as --ignore-drawings sets them. */
export function drawingsOption(values: { 'ignore-drawings'?: boolean }): ListOptions {
  return { ignoreDrawings: values['ignore-drawings'] === true };
}

/** The help of --ignore-drawings, the same in every command, its text from column `at` (the help's own). */
export function drawingsHelp(at: number): string {
  const lines = [
    'open an f-puzzles document with its drawings (text, circles,',
    'rectangles, lines, cages with no sum) left out; without it such a',
    'document is refused, as a drawing may hold a rule the solver cannot',
    'see (stderr notes what was left out)',
  ];
  const flag = '  --ignore-drawings';
  return lines.map((line, k) => `${(k === 0 ? flag : '').padEnd(at)}${line}`).join('\n');
}

/** The option every command that prints records takes. (--help is main's: it wins over any other word.) */
export const formatSpec = { format: { type: 'string', short: 'f' } } as const;

export function formatOption<F extends string = Format>(
  text: string | undefined,
  allowed: readonly F[] = formats as unknown as readonly F[],
): F | 'text' {
  return text === undefined ? 'text' : oneOf('--format', text, allowed);
}

/**
 * A time option: "500" (milliseconds), "500ms", "2s", "1.5s", from `least` to `most` ms; anything
 * else (a negative number, a unit it does not know) is a UsageError naming the option and the value.
 */
export function duration(flag: string, text: string, least: number, most: number): number {
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s)?$/.exec(text.trim());
  const ms = match ? Number(match[1]) * (match[2] === 's' ? 1000 : 1) : Number.NaN;
  if (!(ms >= least && ms <= most)) {
    const why = /^\s*-/.test(text) ? ': a time cannot be negative' : '';
    throw new UsageError(
      `${flag} takes a time from ${spokenMs(least)} to ${spokenMs(most)} (500, meaning ms, 500ms or 2s), not '${printable(text)}'${why}`,
    );
  }
  return ms;
}

function spokenMs(ms: number): string {
  return ms >= 1000 && ms % 1000 === 0 ? `${(ms / 1000).toLocaleString('en-US')} s` : `${ms} ms`;
}
