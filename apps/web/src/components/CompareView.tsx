import {
  BATCH,
  defaultSettings,
  LARGE_SET,
  noiseWarning,
  type Outcome,
  printable,
  REPEAT_RANGE,
  type Relative,
  readPuzzleList,
  repeatFor,
  SMALL_SET_SOLVES,
  type SummaryRow,
  settingLimits,
  toWire,
  verdictLines,
  verdictWarnings,
  WARMUP_SOLVES,
} from '@sudoku-lab/harness';
import { type ReactNode, useId, useRef, useState } from 'react';
import { BATCH_TICKS } from '../batch-timing.js';
import { type Answers, type ComparedPuzzle, type CompareReply, requestsFor, summarize } from '../compare.js';
import { listedContenders } from '../compare-contenders.js';
import { lookOf } from '../looks.js';
import { builtInPuzzles } from '../puzzles.js';
import { forThePage, REPEAT_LABEL, speedRows } from '../relative.js';
import { formatMs } from '../words.js';
import { useWorkerRuns } from '../worker-runs.js';
import { RateChart, TimeChart } from './Charts.js';
import { StrategyPicker } from './StrategyPicker.js';

type SetKind = 'builtin' | 'pasted';

function newWorker(): Worker {
  return new Worker(new URL('../compare.worker.ts', import.meta.url), { type: 'module' });
}

/** Times the chosen strategies over a puzzle set in Web Workers, as the command line does, and plots them. */
export function CompareView() {
  const id = useId();
  const [kind, setKind] = useState<SetKind>('builtin');
  const [pasted, setPasted] = useState('');
  const [limitSeconds, setLimitSeconds] = useState(defaultSettings.timeoutMs / 1000);
  /** Timed solves of each puzzle; null: as the command line's `--repeat auto` chooses for the set. */
  const [repeat, setRepeat] = useState<number | null>(null);
  const [selected, setSelected] = useState<readonly string[]>(listedContenders.map((c) => c.solver.id));

  const [phase, setPhase] = useState<'idle' | 'running' | 'done' | 'cancelled'>('idle');
  const [puzzles, setPuzzles] = useState<readonly ComparedPuzzle[]>([]);
  const [chosen, setChosen] = useState<typeof listedContenders>([]);
  const [answers, setAnswers] = useState<Answers>([]);
  const [solves, setSolves] = useState(0);
  const [problems, setProblems] = useState<readonly string[]>([]);
  const [tickMs, setTickMs] = useState<number | null>(null);
  const [repeatUsed, setRepeatUsed] = useState(0);
  const results = useRef<HTMLDivElement>(null);
  const runRow = useRef<HTMLDivElement>(null);
  const workers = useWorkerRuns();

  const time = (id: number, set: readonly ComparedPuzzle[], contenders: typeof listedContenders) => {
    setPuzzles(set);
    setChosen(contenders);
    setAnswers(set.map(() => contenders.map(() => undefined)));
    setSolves(0);
    setPhase('running');
    // As the command line repeats a small set: each puzzle's time is the median of several solves.
    const settings = {
      ...defaultSettings,
      timeoutMs: limitSeconds * 1000,
      repeat: repeat ?? repeatFor(set.length),
    };
    setRepeatUsed(settings.repeat);
    const queue = requestsFor(
      id,
      set,
      contenders.map((c) => c.solver.id),
      settings,
    );
    const column = new Map(contenders.map((c, k) => [c.solver.id, k]));
    let running = 0;
    const poolSize = Math.max(1, Math.min(queue.length, (navigator.hardwareConcurrency || 2) - 1));
    const next = (worker: Worker) => {
      const request = queue.shift();
      if (request === undefined) {
        worker.terminate();
        if (--running === 0 && workers.current(id)) setPhase('done');
        return;
      }
      worker.postMessage(request);
    };
    const take = (strategyId: string, first: number, outcomes: readonly Outcome[]) => {
      const k = column.get(strategyId)!;
      setAnswers((all) =>
        all.map((row, p) =>
          p < first || p >= first + outcomes.length
            ? row
            : row.map((old, c) => (c === k ? outcomes[p - first] : old)),
        ),
      );
      setSolves((count) => count + outcomes.length);
    };
    for (let k = 0; k < poolSize; k++) {
      const worker = workers.add(newWorker());
      running++;
      worker.onmessage = (message: MessageEvent<CompareReply>) => {
        const reply = message.data;
        if (!workers.current(reply.runId)) return;
        if (reply.kind === 'outcomes') {
          take(reply.strategyId, reply.first, reply.outcomes);
          setTickMs(reply.tickMs);
        } else setProblems((all) => [...all, reply.message]);
        next(worker);
      };
      worker.onerror = (event) => setProblems((all) => [...all, `a worker failed: ${event.message}`]);
      next(worker);
    }
  };

  const run = () => {
    const id = workers.begin();
    const contenders = listedContenders.filter((c) => selected.includes(c.solver.id));
    setProblems([]);
    setTickMs(null);
    // The results start under the Run button; where the window is short and they would start low in
    // it, scroll the button to the top, with the results under it.
    requestAnimationFrame(() => {
      const top = results.current?.getBoundingClientRect().top;
      if (top !== undefined && top > window.innerHeight / 2)
        runRow.current?.scrollIntoView({ block: 'start' });
    });
    if (kind === 'builtin') {
      time(
        id,
        builtInPuzzles.map(({ name, grid }) => ({ name, ...toWire(grid) })),
        contenders,
      );
      return;
    }
    const entries = readPuzzleList('pasted', pasted);
    const listed = entries.flatMap((entry) =>
      entry.grid === undefined ? [] : [{ name: entry.name ?? entry.source, ...toWire(entry.grid) }],
    );
    const bad = entries.flatMap((entry) =>
      entry.error === undefined ? [] : [`${entry.source}: ${entry.error}`],
    );
    if (listed.length === 0) bad.push('the pasted list holds no puzzle');
    setProblems(bad);
    if (listed.length > 0) time(id, listed, contenders);
  };

  const cancel = () => {
    workers.end();
    setPhase('cancelled');
  };

  const busy = phase === 'running';
  const total = puzzles.length * chosen.length;
  const series = chosen.map((c) => ({ id: c.solver.id, name: c.solver.name }));
  const { rows, outcomes, relative } = summarize(chosen, puzzles, answers, defaultSettings.maxSolutions);
  const done = phase === 'done';

  return (
    <div className="compare">
      <div className="setup">
        <fieldset>
          <legend>Puzzle set</legend>
          <SetChoice group={id} kind="builtin" chosen={kind} onChoose={setKind}>
            The built-in set ({builtInPuzzles.length} puzzles, the command line's)
          </SetChoice>
          <SetChoice group={id} kind="pasted" chosen={kind} onChoose={setKind}>
            A pasted list
          </SetChoice>
          {kind === 'pasted' && (
            <div className="field">
              <label htmlFor={`${id}-list`}>
                Puzzles, one a line ('#' starts a comment; after a puzzle, its name)
              </label>
              <textarea
                id={`${id}-list`}
                rows={6}
                spellCheck={false}
                value={pasted}
                onChange={(event) => setPasted(event.target.value)}
              />
            </div>
          )}
        </fieldset>
        <StrategyPicker legend="Strategies to time" selected={selected} onChange={setSelected} brief />
        <fieldset>
          <legend>Timing</legend>
          <NumberField
            label="Time limit per puzzle (seconds)"
            value={limitSeconds}
            min={1}
            max={60}
            onChange={setLimitSeconds}
          />
          <RepeatField value={repeat} onChange={setRepeat} />
        </fieldset>
      </div>
      <div className="row run" ref={runRow}>
        <button type="button" className="primary" onClick={run} disabled={busy || selected.length === 0}>
          Run the comparison
        </button>
        <button type="button" onClick={cancel} disabled={!busy}>
          Cancel
        </button>
      </div>

      <div className="results" ref={results} data-testid="compare-results">
        <p role="status" data-testid="compare-status">
          {phase === 'idle' && 'Choose a puzzle set and the strategies, then run the comparison.'}
          {phase === 'running' && `Timing: ${solves} of ${total} solves done.`}
          {phase === 'done' && `Done: ${solves} solves of ${puzzles.length} puzzles.`}
          {phase === 'cancelled' && `Cancelled after ${solves} of ${total} solves.`}
          {phase !== 'idle' &&
            ` ${repeatUsed} timed solve${repeatUsed === 1 ? '' : 's'} of each puzzle at most.`}
        </p>
        {tickMs !== null && <ClockNote tickMs={tickMs} />}
        {phase === 'running' && (
          <progress max={total} value={solves} aria-label="Solves done">
            {solves} of {total}
          </progress>
        )}
        {problems.length > 0 && (
          <ul className="error" role="alert">
            {problems.map((problem) => (
              <li key={problem}>{printable(problem)}</li>
            ))}
          </ul>
        )}
        {done && relative !== null && <Verdict relative={relative} rows={rows} names={series} />}
        {series.length > 0 && puzzles.length > 0 && (
          <>
            <SummaryTable rows={rows} names={series.map((s) => s.name)} />
            <div className="charts">
              <div>
                <h3>Time per puzzle</h3>
                <TimeChart
                  series={series}
                  puzzleNames={puzzles.map((puzzle) => puzzle.name)}
                  answers={outcomes}
                />
              </div>
              <div>
                <h3>Puzzles per second</h3>
                <RateChart series={series} summaries={rows} />
              </div>
            </div>
          </>
        )}
      </div>
      <p className="hint">
        Timed as the command line times (<code>sudoku-compare</code>, through @sudoku-lab/harness): in a Web
        Worker, each strategy first solves its first {BATCH} puzzles and the built-in ones untimed for at
        least {defaultSettings.warmupMs} ms and {WARMUP_SOLVES} solves, then each puzzle several times (
        {repeatFor(builtInPuzzles.length)} for the built-in set, or as many as "{REPEAT_LABEL}" says), each
        solve timed alone, stopping at the first solution; a puzzle's time is the median of its solves, so a
        solve the machine held up does not count. A solve shorter than {BATCH_TICKS} steps of the browser's
        clock (5 µs on a cross-origin isolated page, 100 µs elsewhere) is timed again in batches: the puzzle
        solved over and over until the batch lasts {BATCH_TICKS} steps, the batch's time divided by its
        solves. The speeds compared are the geometric mean of the per-puzzle time ratios, with 95% intervals
        from resampling the puzzles. Every answer is checked against the puzzle and the rules.
      </p>
    </div>
  );
}

/** What the worker's clock reads in, and what the page did about it. */
function ClockNote({ tickMs }: { tickMs: number }) {
  const isolated = globalThis.crossOriginIsolated === true;
  return (
    <p className="hint" data-testid="compare-clock">
      The clock reads in steps of {formatMs(tickMs)}
      {isolated ? ' (the page is cross-origin isolated)' : ' (the page is not cross-origin isolated)'}: a
      solve shorter than {formatMs(BATCH_TICKS * tickMs)} is timed in batches of solves.
    </p>
  );
}

/**
 * The verdict, as the command line gives it: each strategy against the fastest, in words ("3.6 times
 * slower") with the 95% interval, the order and how sure it is, and the warnings.
 */
function Verdict({
  relative,
  rows,
  names,
}: {
  relative: Relative;
  rows: readonly SummaryRow[];
  names: readonly { id: string; name: string }[];
}) {
  const nameOf = (strategy: string) => names.find((entry) => entry.id === strategy)?.name ?? strategy;
  const order = verdictLines(relative).filter((line) => line.startsWith('Fastest first:'));
  const noise = noiseWarning(rows);
  const warnings = [...verdictWarnings(relative), ...(noise === null ? [] : [noise])].map(forThePage);
  return (
    <div data-testid="compare-verdict" className="verdict">
      <div className="wide">
        <table data-testid="compare-relative">
          <caption>
            Speed against {nameOf(relative.baseline)} (the fastest): the geometric mean of the per-puzzle time
            ratios, with its 95% interval
          </caption>
          <thead>
            <tr>
              <th scope="col">Strategy</th>
              <th scope="col">Speed</th>
              <th scope="col">95% interval</th>
              <th scope="col">Puzzles</th>
            </tr>
          </thead>
          <tbody>
            <tr data-strategy={relative.baseline} data-ratio="1">
              <th scope="row">
                <Swatch strategy={relative.baseline} />
                {nameOf(relative.baseline)}
              </th>
              <td>the fastest</td>
              <td />
              <td>{relative.puzzles}</td>
            </tr>
            {speedRows(relative).map((row) => (
              <tr key={row.strategy} data-strategy={row.strategy} data-ratio={row.ratio}>
                <th scope="row">
                  <Swatch strategy={row.strategy} />
                  {nameOf(row.strategy)}
                </th>
                <td>{row.speed}</td>
                <td>{row.interval}</td>
                <td>{row.puzzles}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {order.map((line) => (
        <p key={line}>{printable(line)}</p>
      ))}
      {warnings.map((line) => (
        <p key={line} className="error">
          {printable(line)}
        </p>
      ))}
    </div>
  );
}

function Swatch({ strategy }: { strategy: string }) {
  return <span className="swatch" style={{ background: lookOf(strategy).color }} aria-hidden="true" />;
}

/** The summary the command line prints, a row per strategy. */
function SummaryTable({ rows, names }: { rows: readonly SummaryRow[]; names: readonly string[] }) {
  const ms = (value: number | null) => (value === null ? '-' : formatMs(value));
  return (
    <div className="wide">
      <table data-testid="compare-table">
        <caption>Each strategy over the set</caption>
        <thead>
          <tr>
            <th scope="col">Strategy</th>
            <th scope="col">Puzzles</th>
            <th scope="col">Solved</th>
            <th scope="col">Several solutions</th>
            <th scope="col">No solution</th>
            <th scope="col">Invalid</th>
            <th scope="col">Stopped</th>
            <th scope="col">Wrong</th>
            <th scope="col">Mean ± sd</th>
            <th scope="col">Median</th>
            <th scope="col">p95</th>
            <th scope="col">Slowest</th>
            <th scope="col">Puzzles / s</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.strategy}>
              <th scope="row">
                <Swatch strategy={row.strategy} />
                {names[index]}
              </th>
              <td>{row.puzzles}</td>
              <td>{row.solved}</td>
              <td>{row.multiple}</td>
              <td>{row.unsolvable}</td>
              <td>{row.invalid}</td>
              <td>{row.aborted}</td>
              <td>{row.wrong}</td>
              <td>{row.meanMs === null ? '-' : `${ms(row.meanMs)} ± ${ms(row.sdMs)}`}</td>
              <td>{ms(row.medianMs)}</td>
              <td>{ms(row.p95Ms)}</td>
              <td>{ms(row.maxMs)}</td>
              <td data-rate={row.puzzlesPerSecond ?? ''}>
                {row.puzzlesPerSecond === null
                  ? '-'
                  : row.puzzlesPerSecond.toLocaleString(
                      'en',
                      row.puzzlesPerSecond < 10
                        ? { maximumSignificantDigits: 2 }
                        : { maximumFractionDigits: 0 },
                    )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SetChoice({
  group,
  kind,
  chosen,
  onChoose,
  children,
}: {
  group: string;
  kind: SetKind;
  chosen: SetKind;
  onChoose: (kind: SetKind) => void;
  children: ReactNode;
}) {
  return (
    <div className="check">
      <input
        type="radio"
        id={`${group}-${kind}`}
        name={`${group}-set`}
        checked={kind === chosen}
        onChange={() => onChoose(kind)}
      />
      <label htmlFor={`${group}-${kind}`}>{children}</label>
    </div>
  );
}

/** A labelled whole-number input that keeps its value between `min` and `max`. */
function NumberField(props: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type="number"
        min={props.min}
        max={props.max}
        value={props.value}
        onChange={(event) => props.onChange(clamp(Number(event.target.value), props.min, props.max))}
      />
    </div>
  );
}

/**
 * The command line's --repeat: timed solves of each puzzle, the median counting; empty for its
 * `auto`, which `repeatFor` gives for the set's size.
 */
function RepeatField({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (value: number | null) => void;
}) {
  const id = useId();
  const { least, most } = settingLimits.repeat;
  return (
    <div className="field">
      <label htmlFor={id}>{REPEAT_LABEL}</label>
      <input
        id={id}
        type="number"
        min={least}
        max={most}
        placeholder="auto"
        value={value ?? ''}
        aria-describedby={`${id}-about`}
        onChange={(event) =>
          onChange(event.target.value === '' ? null : clamp(Number(event.target.value), least, most))
        }
      />
      <span className="hint" id={`${id}-about`}>
        Empty: auto, as the command line's <code>--repeat auto</code>: {REPEAT_RANGE.least} to{' '}
        {REPEAT_RANGE.most} for a set under {LARGE_SET.toLocaleString('en')} puzzles (so that a strategy
        solves about {SMALL_SET_SOLVES} times; {repeatFor(builtInPuzzles.length)} for the built-in set), else
        1. More steadies the times on a busy machine.
      </span>
    </div>
  );
}

function clamp(value: number, low: number, high: number): number {
  return Number.isFinite(value) ? Math.min(high, Math.max(low, Math.trunc(value))) : low;
}
