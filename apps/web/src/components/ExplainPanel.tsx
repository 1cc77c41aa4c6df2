import { type Grid, PuzzleFormatError } from '@sudoku-lab/core';
import {
  type Explanation,
  explain,
  nextStep,
  parseCandidates,
  type Rating,
  rate,
  type Step,
} from '@sudoku-lab/logic';
import { useId, useState } from 'react';
import { boardAfter, changesOf, stepCells, techniqueName } from '../explain.js';
import { Board } from './Board.js';

interface ExplainPanelProps {
  readonly puzzle: Grid;
}

type Shown =
  | { readonly kind: 'none' }
  | { readonly kind: 'problem'; readonly message: string }
  | { readonly kind: 'hint'; readonly step: Step | null; readonly candidates: ArrayLike<number> | null }
  | {
      readonly kind: 'explain';
      readonly explanation: Explanation;
      readonly rating: Rating;
      readonly at: number;
    };

/** Hint (the next logical step, on the user's pencil marks if given) and Explain (every step, with the rating). */
export function ExplainPanel({ puzzle }: ExplainPanelProps) {
  const id = useId();
  const [marks, setMarks] = useState('');
  const [shown, setShown] = useState<Shown>({ kind: 'none' });
  const [forPuzzle, setForPuzzle] = useState(puzzle);
  // A new puzzle makes the last hint or explanation stale.
  if (forPuzzle !== puzzle) {
    setForPuzzle(puzzle);
    setShown({ kind: 'none' });
  }

  const attempt = (work: () => Shown) => {
    try {
      setShown(work());
    } catch (error) {
      if (!(error instanceof PuzzleFormatError)) throw error;
      setShown({ kind: 'problem', message: error.message });
    }
  };
  const hint = () =>
    attempt(() => {
      const candidates = marks.trim() === '' ? null : parseCandidates(marks.trim());
      return { kind: 'hint', step: nextStep(puzzle, candidates ? { candidates } : {}), candidates };
    });
  const explainAll = () =>
    attempt(() => ({ kind: 'explain', explanation: explain(puzzle), rating: rate(puzzle), at: 1 }));
  const moveTo = (at: number) => {
    if (shown.kind === 'explain') setShown({ ...shown, at });
  };

  return (
    <fieldset className="explain">
      <legend>Hint and explanation</legend>
      <div className="row">
        <button type="button" onClick={hint}>
          Hint
        </button>
        <button type="button" onClick={explainAll}>
          Explain
        </button>
      </div>
      <details>
        <summary>Your pencil marks, for Hint</summary>
        <label htmlFor={`${id}-marks`} className="hint">
          Pencil marks: 729 characters, nine a cell in row order, the digit where it is a candidate and '.'
          where it is not (as Sudoku Explainer and tdoku write them). Empty: the puzzle's own.
        </label>
        <textarea
          id={`${id}-marks`}
          rows={3}
          spellCheck={false}
          value={marks}
          onChange={(event) => setMarks(event.target.value)}
        />
      </details>
      {shown.kind === 'problem' && (
        <div className="error" role="alert">
          {shown.message}
        </div>
      )}
      {shown.kind === 'hint' &&
        (shown.step ? (
          <StepView puzzle={puzzle} board={puzzle} step={shown.step} candidates={shown.candidates} />
        ) : (
          <p role="status" data-testid="step-text">
            No logical step applies: the board is solved, stuck, or broken.
          </p>
        ))}
      {shown.kind === 'explain' && <ExplanationView puzzle={puzzle} {...shown} onMove={moveTo} />}
    </fieldset>
  );
}

interface ExplanationViewProps {
  readonly puzzle: Grid;
  readonly explanation: Explanation;
  readonly rating: Rating;
  readonly at: number;
  readonly onMove: (at: number) => void;
}

function ExplanationView({ puzzle, explanation, rating, at, onMove }: ExplanationViewProps) {
  const { steps } = explanation;
  if (steps.length === 0) return <p role="status">Nothing to explain: no step applies.</p>;
  return (
    <>
      <p data-testid="rating">
        Rating {rating.score.toFixed(1)}, level {rating.level}
        {rating.hardest ? ` (hardest: ${techniqueName(rating.hardest)})` : ''};{' '}
        {explanation.solved ? 'logic alone solves it' : 'logic alone gets stuck'}.
      </p>
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
      <StepView
        puzzle={puzzle}
        board={boardAfter(puzzle, steps, at)}
        step={steps[at - 1]!}
        candidates={null}
      />
    </>
  );
}

interface StepViewProps {
  readonly puzzle: Grid;
  /** The board with the step applied. */
  readonly board: Grid;
  readonly step: Step;
  readonly candidates: ArrayLike<number> | null;
}

function StepView({ puzzle, board, step, candidates }: StepViewProps) {
  return (
    <div className="step-view">
      <p role="status" data-testid="step-text">
        <strong data-testid="step-technique">{techniqueName(step.technique)}</strong>: {step.text}
      </p>
      <ul aria-label="The step's changes">
        {changesOf(puzzle, step).map((change) => (
          <li key={change}>{change}</li>
        ))}
      </ul>
      <Board
        label="The step on the board"
        testId="step-board"
        shape={puzzle.shape}
        cells={board.cells}
        origins={board.cells.map((digit, cell) =>
          puzzle.cells[cell] !== 0 ? 'given' : digit !== 0 ? 'placed' : 'empty',
        )}
        candidates={candidates ? Array.from(candidates) : null}
        marks={{ step: stepCells(step) }}
      />
    </div>
  );
}
