import type { Grid } from '@sudoku-lab/core';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { applicable } from '../applicable.js';
import { conflictMarks, type StrategyRun } from '../outcome.js';
import { firstPuzzle } from '../puzzles.js';
import { sharedPuzzle, shareUrl } from '../share.js';
import { ReplayClock, SPEEDS, speedLabel } from '../speed.js';
import { strategyList as strategies } from '../strategy-list.js';
import { ExplainButtons, ExplainOutput, PencilMarks, useExplainer } from './ExplainPanel.js';
import { GeneratePanel } from './GeneratePanel.js';
import { Legend } from './Legend.js';
import { PastePanel } from './PastePanel.js';
import { PuzzleBoard } from './PuzzleBoard.js';
import { StrategyPanel } from './StrategyPanel.js';
import { StrategyPicker } from './StrategyPicker.js';
import { DEADLINE_MS, useStrategyRuns } from './useStrategyRuns.js';

/** A frame of the replay spends at most this long applying events, so the page keeps answering. */
const FRAME_BUDGET_MS = 8;
const DEFAULT_SPEED = SPEEDS.indexOf(100);

/**
 * The puzzle (with Hint and Explain on it) and the race come first, so a phone's first screen shows both;
 * choosing the puzzle otherwise, the strategies and the pencil marks come after.
 */
export function WatchView() {
  const id = useId();
  // A shared link (?puzzle=...) opens on its puzzle; a malformed one says why and opens on the first puzzle.
  const [shared] = useState(() => sharedPuzzle(window.location.search));
  const opened = shared && 'grid' in shared ? shared : null;
  const [puzzle, setPuzzle] = useState<Grid>(opened?.grid ?? firstPuzzle.grid);
  const [source, setSource] = useState(opened ? 'shared' : firstPuzzle.name);
  /** What the puzzle's document drew, when the person opened it without its drawings; else null. */
  const [drawingsLeftOut, setDrawingsLeftOut] = useState<string | null>(null);
  const [seed, setSeed] = useState<string | undefined>(opened?.seed);
  const [copied, setCopied] = useState<string | null>(null);
  const [selected, setSelected] = useState<readonly string[]>(strategies.map((solver) => solver.id));
  const [playing, setPlaying] = useState(false);
  const [skipping, setSkipping] = useState(false);
  const [speedIndex, setSpeedIndex] = useState(DEFAULT_SPEED);
  const [, setFrame] = useState(0);
  const { puzzle: solved, runs, start, clear, restart } = useStrategyRuns();
  const runsRef = useRef(runs);
  runsRef.current = runs;

  const explainer = useExplainer(puzzle);
  const conflicts = useMemo(() => conflictMarks(puzzle), [puzzle]);
  const solvedConflicts = useMemo(
    () => (solved ? conflictMarks(solved) : new Map<number, string>()),
    [solved],
  );
  const players = runs.flatMap((run) => (run.player ? [run.player] : []));
  const allDone = runs.length > 0 && runs.every((run) => run.phase === 'failed' || run.player?.done);
  const speed = SPEEDS[speedIndex]!;
  // A strategy that does not handle the puzzle's rules (or shape) is named, not raced.
  const chosen = useMemo(() => applicable(puzzle, selected, strategies), [puzzle, selected]);
  const idleRuns = useMemo(
    () => chosen.racing.map((strategyId): StrategyRun => ({ strategyId, phase: 'waiting' })),
    [chosen],
  );

  // The replay loop: once a frame, every board advances by the events due at the chosen speed, within
  // a time budget shared by the boards, then the page draws once.
  useEffect(() => {
    if (!playing) return;
    const clock = new ReplayClock();
    let last = performance.now();
    let handle = 0;
    const tick = (now: number) => {
      const due = clock.due(skipping ? Number.POSITIVE_INFINITY : speed, now - last);
      last = now;
      const active = runsRef.current.flatMap((run) => (run.player && !run.player.done ? [run.player] : []));
      for (const player of active) player.advance(due, FRAME_BUDGET_MS / active.length);
      if (active.length > 0) setFrame((frame) => frame + 1);
      const waiting = runsRef.current.some((run) => run.phase === 'solving');
      if (!waiting && active.every((player) => player.done)) {
        setPlaying(false);
        setSkipping(false);
        return;
      }
      handle = requestAnimationFrame(tick);
    };
    handle = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(handle);
  }, [playing, skipping, speed]);

  const changePuzzle = (grid: Grid, from: string, seedOf?: string) => {
    // Typing into the board keeps the puzzle's notice; another puzzle has no drawings left out.
    if (from !== 'typed') setDrawingsLeftOut(null);
    setPuzzle(grid);
    setSource(from);
    setSeed(seedOf);
    setCopied(null);
    window.history.replaceState(null, '', shareUrl(window.location.href, grid, seedOf));
    setPlaying(false);
    clear();
  };
  const copyLink = async () => {
    const link = shareUrl(window.location.href, puzzle, seed);
    try {
      await navigator.clipboard.writeText(link);
      setCopied(`Copied: ${link}`);
    } catch {
      setCopied(`Copy this link: ${link}`);
    }
  };
  const solve = () => {
    start(puzzle, chosen.racing);
    setSkipping(false);
    setPlaying(true);
  };
  const play = () => {
    if (allDone) restart();
    setPlaying(true);
  };
  const step = () => {
    setPlaying(false);
    for (const player of players) player.step(1);
    setFrame((frame) => frame + 1);
  };

  return (
    <div className="watch">
      <div className="puzzle-area">
        {shared && 'issues' in shared && (
          <div className="error" role="alert" data-testid="link-error">
            The link's puzzle could not be read ({shared.issues.map((issue) => issue.message).join('; ')}), so
            the page opened on the first built-in puzzle.
          </div>
        )}
        {drawingsLeftOut !== null && (
          <div className="notice" role="status" data-testid="drawings-notice">
            Opened without its drawings ({drawingsLeftOut}): the solvers do not see them, so a rule written
            only as a drawing is not kept.
          </div>
        )}
        <PuzzleBoard
          puzzle={puzzle}
          source={source}
          conflicts={conflicts}
          onChange={changePuzzle}
          hint={explainer.hint ? { marks: explainer.hint, textId: explainer.textId } : undefined}
          actions={<ExplainButtons explainer={explainer} />}
        >
          <ExplainOutput explainer={explainer} puzzle={puzzle} />
        </PuzzleBoard>
      </div>

      <div className="replay">
        <fieldset className="controls">
          <legend>Solve and replay</legend>
          <button type="button" className="primary" onClick={solve} disabled={chosen.racing.length === 0}>
            Solve
          </button>
          {selected.length === 0 && <span className="hint">Choose at least one strategy.</span>}
          {playing ? (
            <button type="button" onClick={() => setPlaying(false)}>
              Pause
            </button>
          ) : (
            <button type="button" onClick={play} disabled={players.length === 0}>
              Play
            </button>
          )}
          <button type="button" onClick={step} disabled={players.length === 0 || allDone}>
            Step
          </button>
          <button type="button" onClick={restart} disabled={players.length === 0}>
            Restart
          </button>
          <button
            type="button"
            onClick={() => {
              setSkipping(true);
              setPlaying(true);
            }}
            disabled={players.length === 0 || allDone}
          >
            Skip to the end
          </button>
          <div className="speed">
            <label htmlFor={`${id}-speed`}>Speed</label>
            <input
              id={`${id}-speed`}
              type="range"
              min={0}
              max={SPEEDS.length - 1}
              step={1}
              value={speedIndex}
              aria-valuetext={speedLabel(speed)}
              onChange={(event) => setSpeedIndex(Number(event.target.value))}
            />
            <output htmlFor={`${id}-speed`}>{speedLabel(speed)}</output>
          </div>
        </fieldset>

        {chosen.left.length > 0 && (
          <div className="hint not-applicable" data-testid="not-applicable">
            <p>Not applicable to this puzzle:</p>
            <ul>
              {chosen.left.map((entry) => (
                <li key={entry.strategyId}>
                  {entry.name}: {entry.reason}
                </li>
              ))}
            </ul>
          </div>
        )}
        {/* Before Solve, the race area already shows every chosen strategy on the puzzle. */}
        <div className="panels" data-testid="race">
          {(runs.length === 0 ? idleRuns : runs).map((run) => (
            <StrategyPanel
              key={run.strategyId}
              solver={strategies.find((solver) => solver.id === run.strategyId)!}
              puzzle={solved ?? puzzle}
              run={run}
              conflicts={solved ? solvedConflicts : conflicts}
            />
          ))}
        </div>
        <Legend rules={puzzle.rules} />
      </div>
      <div className="setup">
        <GeneratePanel seed={seed} onGenerated={(grid, from) => changePuzzle(grid, 'generated', from)} />
        <div className="row share">
          <button type="button" onClick={copyLink}>
            Copy link
          </button>
          <output className="hint" data-testid="copied">
            {copied}
          </output>
        </div>
        <PastePanel
          puzzle={puzzle}
          onChange={(grid, from, leftOut) => {
            changePuzzle(grid, from);
            if (leftOut !== undefined) setDrawingsLeftOut(leftOut);
          }}
        />
        <fieldset className="hint-options">
          <legend>Hint on your marks</legend>
          <PencilMarks explainer={explainer} />
        </fieldset>
        <StrategyPicker legend="Strategies to run" selected={selected} onChange={setSelected} />
        <p className="hint">
          Solve runs each strategy in its own Web Worker, stopping after {DEADLINE_MS / 1000} s; a second,
          untraced solve looks for another solution to prove the first is the only one.
        </p>
      </div>
    </div>
  );
}
