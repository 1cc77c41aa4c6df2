import { strategies } from '@sudoku-lab/registry';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { type CompareReply, type CompareRequest, summarize, type Timing } from '../compare.js';
import { readPuzzleList } from '../paste.js';
import {
  builtInPuzzles,
  type Difficulty,
  difficulties,
  type GenerateReply,
  type GenerateRequest,
  type NamedPuzzleData,
} from '../puzzles.js';
import { formatMs, lookOf, RateChart, TimeChart } from './Charts.js';
import { StrategyPicker } from './StrategyPicker.js';

type SetKind = 'generated' | 'builtin' | 'pasted';

/** A fast solve is repeated until this much time has passed: the browser's clock is coarse. */
const MIN_SAMPLE_MS = 2;

function newWorker(): Worker {
  return new Worker(new URL('../compare.worker.ts', import.meta.url), { type: 'module' });
}

/** Times the chosen strategies over a puzzle set in Web Workers and plots them. */
export function CompareView() {
  const id = useId();
  const [kind, setKind] = useState<SetKind>('generated');
  const [count, setCount] = useState(30);
  const [seed, setSeed] = useState(1);
  const [difficulty, setDifficulty] = useState<Difficulty>('hard');
  const [pasted, setPasted] = useState('');
  const [limitSeconds, setLimitSeconds] = useState(5);
  const [selected, setSelected] = useState<readonly string[]>(strategies.map((solver) => solver.id));

  const [phase, setPhase] = useState<'idle' | 'generating' | 'running' | 'done' | 'cancelled'>('idle');
  const [puzzles, setPuzzles] = useState<readonly NamedPuzzleData[]>([]);
  const [series, setSeries] = useState<readonly { id: string; name: string }[]>([]);
  const [timings, setTimings] = useState<readonly Timing[]>([]);
  const [problems, setProblems] = useState<readonly string[]>([]);
  const workers = useRef<Worker[]>([]);
  const runId = useRef(0);
  const pending = useRef<Timing[]>([]);
  const flush = useRef(0);

  const stop = useCallback(() => {
    for (const worker of workers.current) worker.terminate();
    workers.current = [];
    cancelAnimationFrame(flush.current);
  }, []);
  useEffect(() => stop, [stop]);

  /** Timings arrive fast: the page takes them in once a frame. */
  const receive = (timing: Timing) => {
    pending.current.push(timing);
    if (pending.current.length > 1) return;
    flush.current = requestAnimationFrame(() => {
      const batch = pending.current;
      pending.current = [];
      setTimings((all) => [...all, ...batch]);
    });
  };

  const time = (id: number, set: readonly NamedPuzzleData[], chosen: readonly string[]) => {
    setPuzzles(set);
    setPhase('running');
    const queue = [...chosen];
    let running = 0;
    const poolSize = Math.max(1, Math.min(chosen.length, (navigator.hardwareConcurrency || 2) - 1));
    const next = (worker: Worker) => {
      const strategyId = queue.shift();
      if (strategyId === undefined) {
        worker.terminate();
        if (--running === 0 && runId.current === id) setPhase('done');
        return;
      }
      const request: CompareRequest = {
        kind: 'run',
        runId: id,
        strategyId,
        puzzles: set,
        deadlineMs: limitSeconds * 1000,
        minSampleMs: MIN_SAMPLE_MS,
      };
      worker.postMessage(request);
    };
    for (let k = 0; k < poolSize; k++) {
      const worker = newWorker();
      workers.current.push(worker);
      running++;
      worker.onmessage = (message: MessageEvent<CompareReply>) => {
        const reply = message.data;
        if (reply.runId !== runId.current) return;
        if (reply.kind === 'timing') receive(reply.timing);
        else {
          if (reply.kind === 'failed') setProblems((all) => [...all, reply.message]);
          next(worker);
        }
      };
      worker.onerror = (event) => setProblems((all) => [...all, `a worker failed: ${event.message}`]);
      next(worker);
    }
  };

  const run = () => {
    stop();
    const id = ++runId.current;
    const chosen = selected;
    setSeries(
      chosen.map((strategyId) => ({
        id: strategyId,
        name: strategies.find((s) => s.id === strategyId)!.name,
      })),
    );
    setTimings([]);
    pending.current = [];
    setProblems([]);
    if (kind === 'generated') {
      setPhase('generating');
      const worker = newWorker();
      workers.current.push(worker);
      worker.onmessage = (message: MessageEvent<GenerateReply>) => {
        const reply = message.data;
        worker.terminate();
        if (reply.runId !== runId.current) return;
        if (reply.kind === 'failed') {
          setProblems([reply.message]);
          setPhase('idle');
        } else time(id, reply.puzzles, chosen);
      };
      const request: GenerateRequest = { kind: 'generate', runId: id, count, seed, difficulty };
      worker.postMessage(request);
    } else if (kind === 'builtin') {
      time(
        id,
        builtInPuzzles.map(({ name, grid }) => ({ name, shape: grid.shape.name, cells: [...grid.cells] })),
        chosen,
      );
    } else {
      const list = readPuzzleList(pasted);
      setProblems(list.problems.map((problem) => problem.message));
      if (list.puzzles.length === 0) {
        setProblems((all) => [...all, 'the pasted list holds no puzzle']);
        return;
      }
      time(
        id,
        list.puzzles.map(({ name, grid }) => ({ name, shape: grid.shape.name, cells: [...grid.cells] })),
        chosen,
      );
    }
  };

  const cancel = () => {
    stop();
    runId.current++;
    setPhase('cancelled');
  };

  const busy = phase === 'generating' || phase === 'running';
  const total = puzzles.length * series.length;
  const summaries = series.map((strategy) => summarize(strategy.id, timings));

  return (
    <div className="compare">
      <div className="setup">
        <fieldset>
          <legend>Puzzle set</legend>
          <SetChoice group={id} kind="generated" chosen={kind} onChoose={setKind}>
            Generated puzzles (seeded: the same set every time)
          </SetChoice>
          {kind === 'generated' && (
            <div className="indent">
              <NumberField label="How many" value={count} min={1} max={500} onChange={setCount} />
              <div className="field">
                <label htmlFor={`${id}-difficulty`}>Difficulty</label>
                <select
                  id={`${id}-difficulty`}
                  value={difficulty}
                  onChange={(event) => setDifficulty(event.target.value as Difficulty)}
                >
                  {difficulties.map((level) => (
                    <option key={level} value={level}>
                      {level}
                    </option>
                  ))}
                </select>
              </div>
              <NumberField label="First seed" value={seed} min={0} max={2 ** 31} onChange={setSeed} />
            </div>
          )}
          <SetChoice group={id} kind="builtin" chosen={kind} onChoose={setKind}>
            The built-in puzzles ({builtInPuzzles.length})
          </SetChoice>
          <SetChoice group={id} kind="pasted" chosen={kind} onChoose={setKind}>
            A pasted list
          </SetChoice>
          {kind === 'pasted' && (
            <div className="field indent">
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
        <StrategyPicker legend="Strategies to time" selected={selected} onChange={setSelected} />
        <NumberField
          label="Time limit per puzzle (seconds)"
          value={limitSeconds}
          min={1}
          max={60}
          onChange={setLimitSeconds}
        />
        <div className="row">
          <button type="button" className="primary" onClick={run} disabled={busy || selected.length === 0}>
            Run the comparison
          </button>
          <button type="button" onClick={cancel} disabled={!busy}>
            Cancel
          </button>
        </div>
        <p className="hint">
          Each strategy solves every puzzle in a Web Worker, stopping at the first solution. A solve faster
          than {MIN_SAMPLE_MS} ms is repeated until {MIN_SAMPLE_MS} ms have passed and its mean time kept.
        </p>
      </div>

      <div className="results">
        <p role="status" data-testid="compare-status">
          {phase === 'idle' && 'Choose a puzzle set and the strategies, then run the comparison.'}
          {phase === 'generating' && 'Generating the puzzles…'}
          {phase === 'running' && `Timing: ${timings.length} of ${total} solves done.`}
          {phase === 'done' && `Done: ${timings.length} solves of ${puzzles.length} puzzles.`}
          {phase === 'cancelled' && `Cancelled after ${timings.length} of ${total} solves.`}
        </p>
        {phase === 'running' && (
          <progress max={total} value={timings.length} aria-label="Solves done">
            {timings.length} of {total}
          </progress>
        )}
        {problems.length > 0 && (
          <ul className="error" role="alert">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
        {series.length > 0 && puzzles.length > 0 && (
          <>
            <h3>Time per puzzle</h3>
            <TimeChart series={series} puzzleNames={puzzles.map((puzzle) => puzzle.name)} timings={timings} />
            <h3>Puzzles per second</h3>
            <RateChart series={series} summaries={summaries} />
            <table data-testid="compare-table">
              <caption>Each strategy over the set</caption>
              <thead>
                <tr>
                  <th scope="col">Strategy</th>
                  <th scope="col">Puzzles</th>
                  <th scope="col">Solved, verified</th>
                  <th scope="col">No solution</th>
                  <th scope="col">Invalid</th>
                  <th scope="col">Stopped</th>
                  <th scope="col">Wrong</th>
                  <th scope="col">Median</th>
                  <th scope="col">Slowest</th>
                  <th scope="col">Puzzles / s</th>
                </tr>
              </thead>
              <tbody>
                {summaries.map((row, index) => (
                  <tr key={row.strategyId}>
                    <th scope="row">
                      <span
                        className="swatch"
                        style={{ background: lookOf(index).color }}
                        aria-hidden="true"
                      />
                      {series[index]!.name}
                    </th>
                    <td>{row.puzzles}</td>
                    <td>{row.verified}</td>
                    <td>{row.unsolvable}</td>
                    <td>{row.invalid}</td>
                    <td>{row.aborted}</td>
                    <td>{row.wrong}</td>
                    <td>{formatMs(row.medianMs)}</td>
                    <td>{formatMs(row.maxMs)}</td>
                    <td>
                      {row.perSecond.toLocaleString('en', {
                        maximumFractionDigits: row.perSecond < 10 ? 1 : 0,
                      })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </div>
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

function clamp(value: number, low: number, high: number): number {
  return Number.isFinite(value) ? Math.min(high, Math.max(low, Math.trunc(value))) : low;
}
