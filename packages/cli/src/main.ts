import { printable } from '@sudoku-lab/harness';
import { InputError, runBin } from '@sudoku-lab/harness/node';
import { compareUsage, runCompare } from './compare.js';
import { generateUsage, runGenerateCommand } from './generate.js';
import { exitCode, type Io, UsageError } from './io.js';
import { explainUsage, hintUsage, rateUsage, runLogic, runRate } from './logic.js';
import { runSolve, solveUsage } from './solve.js';
import { version } from './version.js';

/** The top-level help: every command, one line each. */
export const usage = `Usage: sudoku-lab COMMAND [options]

Solve, explain, rate and make Sudoku puzzles.

Commands:
  solve [FILE|-|PUZZLE]    solve each puzzle with a strategy, every answer checked
  hint PUZZLE              the next step a person would take, and why
  explain PUZZLE           every step from the puzzle to its solution, in words
  rate [FILE|-|PUZZLE]     score, level and hardest technique of each puzzle
  generate                 new puzzles with exactly one solution, one a line
  compare [FILE...]        our strategies on the same puzzles: statuses and speed, answers checked

Options:
  -h, --help               this text; 'sudoku-lab COMMAND --help' for a command's own
  -v, --version            the version

A FILE holds one puzzle a line ('#' comments), a variant as an f-puzzles document (one a line, over
several lines, or a JSON array of them) or link; '-' or a pipe reads stdin. A malformed line is named
with FILE:LINE on stderr and the rest goes on.

Exit status: 0 done; 1 a wrong answer or a failure (a puzzle not solved or rated, logic stuck);
2 bad usage or bad input (an unknown option, a missing file, a malformed line, no puzzle at all);
130 compare stopped by Ctrl-C (after the table of what finished).
NO_COLOR turns colour off, FORCE_COLOR=1 on (FORCE_COLOR=0 off); without either, a terminal gets it.

Examples:
  sudoku-lab solve 4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......
  sudoku-lab generate --count 20 --difficulty hard | sudoku-lab rate
  sudoku-lab hint 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
`;

type Command = (argv: readonly string[], io: Io) => Promise<number>;

/** Each command, and its help (null: the command prints its own). */
const commands: Readonly<Record<string, { readonly run: Command; readonly usage: string | null }>> = {
  solve: { run: runSolve, usage: solveUsage },
  hint: { run: (argv, io) => runLogic('hint', argv, io), usage: hintUsage },
  explain: { run: (argv, io) => runLogic('explain', argv, io), usage: explainUsage },
  rate: { run: runRate, usage: rateUsage },
  generate: { run: runGenerateCommand, usage: generateUsage },
  compare: { run: runCompare, usage: compareUsage },
};

/** --help or -h among a command's words (before a '--'): the help wins over anything else on the line. */
function asksHelp(argv: readonly string[]): boolean {
  const end = argv.indexOf('--');
  return (end === -1 ? argv : argv.slice(0, end)).some((word) => word === '--help' || word === '-h');
}

/**
 * The sudoku-lab command: argv without the node and script words; resolves to the exit status.
 * Usage and input errors are one line on stderr naming the command, and status 2.
 */
export async function main(argv: readonly string[], io: Io): Promise<number> {
  const [first, ...rest] = argv;
  if (first === undefined || first === '-h' || first === '--help' || first === 'help') {
    const topic = first === 'help' ? rest[0] : undefined;
    if (topic !== undefined && topic in commands) return main([topic, '--help'], io);
    (first === undefined ? io.stderr : io.stdout).write(usage);
    return first === undefined ? exitCode.usage : exitCode.done;
  }
  if (first === '-v' || first === '--version') {
    io.stdout.write(`${version()}\n`);
    return exitCode.done;
  }
  const command = Object.hasOwn(commands, first) ? commands[first] : undefined;
  if (command === undefined) {
    const what = first.startsWith('-') ? 'option' : 'command';
    io.stderr.write(
      `sudoku-lab: unknown ${what} '${printable(first)}'; commands: ${Object.keys(commands).join(', ')} (sudoku-lab --help)\n`,
    );
    return exitCode.usage;
  }
  if (command.usage !== null && asksHelp(rest)) {
    io.stdout.write(command.usage);
    return exitCode.done;
  }
  try {
    return await command.run(rest, io);
  } catch (error) {
    if (error instanceof UsageError || error instanceof InputError) {
      const hint = error instanceof UsageError ? ` (sudoku-lab ${first} --help)` : '';
      io.stderr.write(`sudoku-lab ${first}: ${printable(error.message)}${hint}\n`);
      return exitCode.usage;
    }
    throw error;
  }
}

/**
 * The sudoku-lab command as a process runs it (the bin of @sudoku-lab/cli, and of sudoku-lab): a stdout
 * closed early (| head) ends it quietly, a closed stderr is survived, an internal error exits 3.
 */
export function runSudokuLab(): Promise<void> {
  return runBin('sudoku-lab', process, main);
}
