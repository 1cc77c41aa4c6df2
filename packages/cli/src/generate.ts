import { runGenerate } from '@sudoku-lab/generator/command';
import type { Io } from './io.js';

/**
 * A stream that writes through to `stream` with the generator's own command name replaced by ours,
 * so its help and messages say `sudoku-lab generate`.
 */
function renamed<S extends NodeJS.WritableStream & { readonly isTTY?: boolean }>(stream: S): S {
  return new Proxy(stream, {
    get(target, key, receiver) {
      if (key === 'write') {
        return (chunk: unknown, ...rest: unknown[]) =>
          (target.write as (...args: unknown[]) => boolean)(
            typeof chunk === 'string' ? chunk.replaceAll('sudoku-generate', 'sudoku-lab generate') : chunk,
            ...rest,
          );
      }
      const value = Reflect.get(target, key, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** `sudoku-lab generate`: the generator's own command (options, help, exit statuses), under our name. */
export function runGenerateCommand(argv: readonly string[], io: Io): Promise<number> {
  return runGenerate(argv, { stdout: renamed(io.stdout), stderr: renamed(io.stderr) });
}
