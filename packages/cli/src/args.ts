import { type ParseArgsConfig, parseArgs } from 'node:util';
import { printable } from '@sudoku-lab/harness';
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
    return parseArgs({ args: [...argv], options, allowPositionals: true, strict: true });
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

/** The option every command that prints records takes. (--help is main's: it wins over any other word.) */
export const formatSpec = { format: { type: 'string', short: 'f' } } as const;

export function formatOption(text: string | undefined): Format {
  return text === undefined ? 'text' : oneOf('--format', text, formats);
}
