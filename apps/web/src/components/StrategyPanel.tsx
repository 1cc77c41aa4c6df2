import type { Grid } from '@sudoku-lab/core';
import { describeOutcome, type StrategyRun } from '../outcome.js';
import type { Origin } from '../player.js';
import type { StrategyInfo } from '../strategy-list.js';
import { Board } from './Board.js';
import { TRACE_CAP } from './useStrategyRuns.js';

interface StrategyPanelProps {
  readonly solver: StrategyInfo;
  readonly puzzle: Grid;
  readonly run: StrategyRun;
  readonly conflicts: ReadonlyMap<number, string>;
}

const number = (value: number) => value.toLocaleString('en');
const TONE_GLYPH = { good: '✓', bad: '✗', note: 'ℹ' } as const;

/** One strategy's board: its replay while it runs, then its verified answer. */
export function StrategyPanel({ solver, puzzle, run, conflicts }: StrategyPanelProps) {
  const { player } = run;
  const finished = run.phase === 'failed' || (player?.done ?? false);
  const outcome = finished ? describeOutcome(puzzle, run) : null;
  const showCandidates = (run.eliminations ?? 0) > 0;
  const capped = player !== undefined && (run.totalEvents ?? 0) > player.length;

  let cells: readonly number[] = puzzle.cells;
  let origins: readonly Origin[] | undefined;
  if (outcome && !outcome.fromReplay) {
    cells = outcome.board.cells;
    origins = cells.map((digit, cell) =>
      puzzle.cells[cell] !== 0 ? 'given' : digit !== 0 ? 'placed' : 'empty',
    );
  } else if (player) {
    cells = player.cells;
    origins = player.origins;
  }
  const onReplay = player !== undefined && (outcome === null || outcome.fromReplay);

  return (
    <section className="panel" aria-labelledby={`panel-${solver.id}`} data-strategy={solver.id}>
      <h3 id={`panel-${solver.id}`}>{solver.name}</h3>
      <p className="description">{solver.description}</p>
      <p
        className={`status tone-${outcome?.tone ?? 'note'}`}
        role="status"
        data-testid={`status-${solver.id}`}
      >
        {outcome ? (
          <>
            <span aria-hidden="true">{TONE_GLYPH[outcome.tone]} </span>
            {outcome.title}
          </>
        ) : run.phase === 'waiting' ? (
          'Ready: press Solve'
        ) : run.phase === 'solving' ? (
          'Solving in a worker…'
        ) : (
          `Replaying: event ${number(player?.position ?? 0)} of ${number(player?.length ?? 0)}`
        )}
      </p>
      {capped && (
        <p className="note" data-testid={`cap-${solver.id}`}>
          <span aria-hidden="true">⚠ </span>
          Long trace: the solve made {number(run.totalEvents ?? 0)} events; the replay shows the first{' '}
          {number(TRACE_CAP)}, then the strategy's answer.
        </p>
      )}
      <Board
        label={`${solver.name}'s board`}
        testId={`board-${solver.id}`}
        shape={puzzle.shape}
        rules={puzzle.rules}
        cells={cells}
        origins={origins}
        candidates={showCandidates && onReplay ? player!.candidates : null}
        marks={{
          conflicts,
          ...(onReplay && player
            ? {
                last: outcome ? -1 : player.lastCell,
                undone: player.undone,
                contradiction: player.contradiction,
                // A finished board shows its answer: the guesses still open when a capped replay stopped are no longer news.
                ...(outcome ? {} : { openGuess: (cell: number) => player.isOpenGuess(cell) }),
              }
            : {}),
        }}
      />
      {player && <Counters run={run} />}
      {outcome && (
        <ul className="details" data-testid={`details-${solver.id}`}>
          {outcome.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Counters({ run }: { run: StrategyRun }) {
  const player = run.player!;
  const { counts } = player;
  const rows: [string, string][] = [
    ['Events', `${number(player.position)} / ${number(player.length)}`],
    ['Placements', number(counts.placements)],
    ['Guess events', number(counts.guesses)],
    ['Backtracks', number(counts.backtracks)],
    ['Open guesses', number(player.depth)],
  ];
  if ((run.eliminations ?? 0) > 0) rows.splice(4, 0, ['Eliminations', number(counts.eliminations)]);
  const stats = run.result?.stats;
  return (
    <>
      <dl className="counters" aria-label="Counters of the replay so far">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {player.done && stats && (
        <p className="stats">
          Solve: {run.timeMs?.toFixed(1)} ms with the trace;{' '}
          {Object.entries(stats)
            .map(([name, value]) => `${name} ${number(value)}`)
            .join(', ')}
          .
        </p>
      )}
    </>
  );
}
