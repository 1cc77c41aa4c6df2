import type { Grid } from '@sudoku-lab/core';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  boardAfter,
  changesOf,
  endWords,
  type HintMarks,
  ratingWords,
  sentenceOf,
  stepCells,
} from '../explain.js';
import { cancelled, type RatingShown, type Shown, shownAfter } from '../explainer-state.js';
import {
  EXPLAIN_DEADLINE_MS,
  type ExplanationView,
  HINT_DEADLINE_MS,
  type LogicReply,
  type LogicRequest,
  puzzleData,
  type StepView,
  seconds,
} from '../logic-work.js';
import { Board } from './Board.js';

/** Hint and Explain for one puzzle: what is shown, and the person's pencil marks Hint works on. */
export interface Explainer {
  readonly shown: Shown;
  /** The hint drawn on the puzzle board, while one is shown. */
  readonly hint: HintMarks | null;
  /** The id of the hint's sentence, which the board's hinted cells point to. */
  readonly textId: string;
  readonly pencilMarks: string;
  readonly setPencilMarks: (text: string) => void;
  readonly showHint: () => void;
  readonly showExplanation: () => void;
  /** Ends the task in progress (the worker with it); the board and the pencil marks stay as they are. */
  readonly cancel: () => void;
  readonly moveTo: (at: number) => void;
}

/**
 * The state behind Hint and Explain. Logic runs in a Web Worker (src/logic.worker.ts), started at each
 * request and ended when it has answered, when Cancel is pressed, or when the board changes: the worker
 * chunk, and logic with it, loads only when first asked for. A hint belongs to the board it was found
 * on: a new or edited puzzle, or new pencil marks, clear it (and the explanation) from the board.
 */
export function useExplainer(puzzle: Grid): Explainer {
  const textId = useId();
  const [pencilMarks, setMarks] = useState('');
  const [shown, setShown] = useState<Shown>({ kind: 'none' });
  const [forPuzzle, setForPuzzle] = useState(puzzle);
  const worker = useRef<Worker | null>(null);
  /** The puzzle the worker is working on. */
  const asked = useRef<Grid | null>(null);
  const stop = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
  }, []);
  useEffect(() => stop, [stop]);
  // A new puzzle ends the task for the old one.
  useEffect(() => {
    if (asked.current !== puzzle) stop();
  }, [puzzle, stop]);
  if (forPuzzle !== puzzle) {
    setForPuzzle(puzzle);
    setShown({ kind: 'none' });
  }

  const start = (request: LogicRequest) => {
    stop();
    const current = new Worker(new URL('../logic.worker.ts', import.meta.url), { type: 'module' });
    worker.current = current;
    asked.current = puzzle;
    const since = performance.now();
    setShown({ kind: 'working', task: request.task, since, steps: 0 });
    current.onmessage = (message: MessageEvent<LogicReply>) => {
      if (worker.current !== current) return;
      const reply = message.data;
      if (reply.kind !== 'explained' && reply.kind !== 'progress') stop();
      setShown((now) => shownAfter(now, reply, puzzle, performance.now()));
    };
    current.onerror = (event) => {
      event.preventDefault();
      if (worker.current !== current) return;
      stop();
      setShown({
        kind: 'problem',
        message: 'Logic could not start in this browser (its worker failed to load).',
      });
    };
    current.postMessage(request);
  };

  return {
    shown,
    hint: shown.kind === 'hint' ? shown.marks : null,
    textId,
    pencilMarks,
    setPencilMarks: (text) => {
      setMarks(text);
      if (shown.kind === 'hint' || (shown.kind === 'working' && shown.task === 'hint')) {
        stop();
        setShown({ kind: 'none' });
      }
    },
    showHint: () =>
      start({ task: 'hint', puzzle: puzzleData(puzzle), pencilMarks, deadlineMs: HINT_DEADLINE_MS }),
    showExplanation: () =>
      start({ task: 'explain', puzzle: puzzleData(puzzle), deadlineMs: EXPLAIN_DEADLINE_MS }),
    cancel: () => {
      stop();
      setShown(cancelled(shown));
    },
    moveTo: (at) => {
      if (shown.kind === 'explain') setShown({ ...shown, at });
    },
  };
}

/** The Hint and Explain buttons, under the puzzle grid. */
export function ExplainButtons({ explainer }: { explainer: Explainer }) {
  return (
    <>
      <button type="button" onClick={explainer.showHint}>
        Hint
      </button>
      <button type="button" onClick={explainer.showExplanation}>
        Explain
      </button>
    </>
  );
}

/** What Hint or Explain found: the hint's words (its marks are on the puzzle grid), or the explanation. */
export function ExplainOutput({ explainer, puzzle }: { explainer: Explainer; puzzle: Grid }) {
  const { shown, textId } = explainer;
  switch (shown.kind) {
    case 'none':
      return null;
    case 'working':
      return (
        <Working
          what={shown.task === 'hint' ? 'Looking for a hint' : 'Explaining the puzzle'}
          deadlineMs={shown.task === 'hint' ? HINT_DEADLINE_MS : EXPLAIN_DEADLINE_MS}
          since={shown.since}
          steps={shown.task === 'explain' ? shown.steps : undefined}
          onCancel={explainer.cancel}
        />
      );
    case 'problem':
      return (
        <div className="error" role="alert" data-testid="logic-problem">
          {shown.message}
        </div>
      );
    case 'note':
      return (
        <p role="status" data-testid="logic-note">
          {shown.message}
        </p>
      );
    case 'hint':
      return (
        <div className="step-view hint-view">
          <StepWords
            puzzle={puzzle}
            step={shown.step}
            textId={textId}
            where={shown.onPencilMarks ? 'on your pencil marks; marked on the grid' : 'marked on the grid'}
          />
          <p className="hint">
            On the grid: the hint's cells in a double outline, the digit it places ringed, the candidates it
            removes struck out{shown.onPencilMarks ? ' (among your pencil marks)' : ''}.
          </p>
        </div>
      );
    case 'explain':
      return (
        <ExplanationShown
          puzzle={puzzle}
          {...shown}
          textId={textId}
          onMove={explainer.moveTo}
          onCancel={explainer.cancel}
        />
      );
  }
}

/** The seconds since `since` (a performance.now() time), counted up while shown. */
function useElapsed(since: number): number {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(performance.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.floor((now - since) / 1000));
}

/** Logic at work in its worker: what it does, for how long so far, its deadline, and Cancel. */
function Working({
  what,
  deadlineMs,
  since,
  steps,
  onCancel,
}: {
  what: string;
  deadlineMs: number;
  since: number;
  /** The steps found so far, where logic reports them (shown from the first). */
  steps?: number | undefined;
  onCancel: () => void;
}) {
  const elapsed = useElapsed(since);
  return (
    <div className="logic-working">
      <span role="status" data-testid="logic-working">
        {what}…
      </span>
      {/* Counters, not news: a live region here would speak every second. */}
      <output data-testid="logic-elapsed" aria-label="seconds so far" aria-live="off">
        {elapsed} s
      </output>
      {steps !== undefined && steps > 0 && (
        <output data-testid="logic-steps" aria-live="off">
          {steps} step{steps === 1 ? '' : 's'} so far
        </output>
      )}
      <span className="hint">(logic stops at {seconds(deadlineMs)})</span>
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

/** The person's own pencil marks, which Hint then works on. */
export function PencilMarks({ explainer }: { explainer: Explainer }) {
  const id = useId();
  return (
    <details className="pencil-marks">
      <summary>Your pencil marks, for Hint</summary>
      <label htmlFor={`${id}-marks`} className="hint">
        Pencil marks: 729 characters, nine a cell in row order, the digit where it is a candidate and '.'
        where it is not (as Sudoku Explainer and tdoku write them). Empty: the puzzle's own.
      </label>
      <textarea
        id={`${id}-marks`}
        rows={3}
        spellCheck={false}
        value={explainer.pencilMarks}
        onChange={(event) => explainer.setPencilMarks(event.target.value)}
      />
    </details>
  );
}

interface ExplanationShownProps {
  readonly puzzle: Grid;
  readonly explanation: ExplanationView;
  readonly rating: RatingShown;
  readonly at: number;
  readonly textId: string;
  readonly onMove: (at: number) => void;
  readonly onCancel: () => void;
}

/** The whole explanation, a step at a time, each on a board of its own (the board after that step). */
function ExplanationShown({
  puzzle,
  explanation,
  rating,
  at,
  textId,
  onMove,
  onCancel,
}: ExplanationShownProps) {
  const { steps } = explanation;
  return (
    <div className="step-view">
      {rating.kind === 'pending' ? (
        <Working
          what="Rating the puzzle"
          deadlineMs={EXPLAIN_DEADLINE_MS}
          since={rating.since}
          onCancel={onCancel}
        />
      ) : (
        <p data-testid="rating">
          {rating.kind === 'rated' ? ratingWords(rating.rating) : `No rating: ${rating.message}`}
        </p>
      )}
      <p role="status" data-testid="explain-end">
        {endWords(explanation, EXPLAIN_DEADLINE_MS)}
      </p>
      {steps.length > 0 && (
        <StepsShown puzzle={puzzle} steps={steps} at={at} textId={textId} onMove={onMove} />
      )}
    </div>
  );
}

/** Next, Previous and Last step through the steps, and the step shown on its board. */
function StepsShown({
  puzzle,
  steps,
  at,
  textId,
  onMove,
}: {
  puzzle: Grid;
  steps: readonly StepView[];
  at: number;
  textId: string;
  onMove: (at: number) => void;
}) {
  const step = steps[at - 1]!;
  const board = boardAfter(puzzle, steps, at);
  return (
    <>
      <div className="row">
        <button type="button" onClick={() => onMove(at - 1)} disabled={at <= 1}>
          Previous
        </button>
        <button type="button" onClick={() => onMove(at + 1)} disabled={at >= steps.length}>
          Next
        </button>
        <button type="button" onClick={() => onMove(steps.length)} disabled={at >= steps.length}>
          Last step
        </button>
        <output data-testid="step-position">
          Step {at} of {steps.length}
        </output>
      </div>
      <StepWords puzzle={puzzle} step={step} textId={textId} where="on the board below" />
      <Board
        label="The step on the board"
        testId="step-board"
        shape={puzzle.shape}
        rules={puzzle.rules}
        cells={board.cells}
        origins={board.cells.map((digit, cell) =>
          puzzle.cells[cell] !== 0 ? 'given' : digit !== 0 ? 'placed' : 'empty',
        )}
        marks={{ step: stepCells(step) }}
      />
    </>
  );
}

/** A step's technique and sentence, and its changes as a list. */
function StepWords({
  puzzle,
  step,
  textId,
  where,
}: {
  puzzle: Grid;
  step: StepView;
  textId: string;
  where: string;
}) {
  return (
    <>
      <p role="status" data-testid="step-text" id={textId}>
        <strong data-testid="step-technique">{step.name}</strong>: {sentenceOf(step)}
      </p>
      <ul aria-label={`The step's changes, ${where}`}>
        {changesOf(puzzle, step).map((change) => (
          <li key={change}>{change}</li>
        ))}
      </ul>
    </>
  );
}
