import { type Grid, PuzzleFormatError } from '@sudoku-lab/core';
import {
  candidatesOf,
  type Explanation,
  explain,
  nextStep,
  parseCandidates,
  type Rating,
  rate,
  type Step,
} from '@sudoku-lab/logic';
import { useId, useState } from 'react';
import {
  boardAfter,
  changesOf,
  type HintMarks,
  hintMarks,
  sentenceOf,
  stepCells,
  techniqueName,
} from '../explain.js';
import { Board } from './Board.js';

type Shown =
  | { readonly kind: 'none' }
  | { readonly kind: 'problem'; readonly message: string }
  | {
      readonly kind: 'hint';
      readonly step: Step | null;
      readonly marks: HintMarks | null;
      readonly onPencilMarks: boolean;
    }
  | {
      readonly kind: 'explain';
      readonly explanation: Explanation;
      readonly rating: Rating;
      readonly at: number;
    };

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
  readonly moveTo: (at: number) => void;
}

/**
 * The state behind Hint and Explain. A hint belongs to the board it was found on: a new or edited puzzle,
 * or new pencil marks, clear it (and the explanation) from the board.
 */
export function useExplainer(puzzle: Grid): Explainer {
  const textId = useId();
  const [pencilMarks, setMarks] = useState('');
  const [shown, setShown] = useState<Shown>({ kind: 'none' });
  const [forPuzzle, setForPuzzle] = useState(puzzle);
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
  return {
    shown,
    hint: shown.kind === 'hint' ? shown.marks : null,
    textId,
    pencilMarks,
    setPencilMarks: (text) => {
      setMarks(text);
      if (shown.kind === 'hint') setShown({ kind: 'none' });
    },
    showHint: () =>
      attempt(() => {
        const typed = pencilMarks.trim() === '' ? null : parseCandidates(pencilMarks.trim());
        const step = nextStep(puzzle, typed ? { candidates: typed } : {});
        const marks = step ? hintMarks(puzzle, step, typed ?? candidatesOf(puzzle)) : null;
        return { kind: 'hint', step, marks, onPencilMarks: typed !== null };
      }),
    showExplanation: () =>
      attempt(() => ({ kind: 'explain', explanation: explain(puzzle), rating: rate(puzzle), at: 1 })),
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
    case 'problem':
      return (
        <div className="error" role="alert">
          {shown.message}
        </div>
      );
    case 'hint':
      return shown.step ? (
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
      ) : (
        <p role="status" data-testid="step-text">
          No logical step applies: the board is solved, stuck, or broken.
        </p>
      );
    case 'explain':
      return <ExplanationView puzzle={puzzle} {...shown} textId={textId} onMove={explainer.moveTo} />;
  }
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

interface ExplanationViewProps {
  readonly puzzle: Grid;
  readonly explanation: Explanation;
  readonly rating: Rating;
  readonly at: number;
  readonly textId: string;
  readonly onMove: (at: number) => void;
}

/** The whole explanation, a step at a time, each on a board of its own (the board after that step). */
function ExplanationView({ puzzle, explanation, rating, at, textId, onMove }: ExplanationViewProps) {
  const { steps } = explanation;
  if (steps.length === 0) return <p role="status">Nothing to explain: no step applies.</p>;
  const step = steps[at - 1]!;
  const board = boardAfter(puzzle, steps, at);
  return (
    <div className="step-view">
      <p data-testid="rating">
        Rating{' '}
        {rating.score === null
          ? 'none (not one solution)'
          : `${rating.score.toFixed(1)} (EP ${rating.pearl?.toFixed(1)}, ED ${rating.diamond?.toFixed(1)})`}
        , level {rating.level ?? '-'}
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
    </div>
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
  step: Step;
  textId: string;
  where: string;
}) {
  return (
    <>
      <p role="status" data-testid="step-text" id={textId}>
        <strong data-testid="step-technique">{step.record.name}</strong>: {sentenceOf(step)}
      </p>
      <ul aria-label={`The step's changes, ${where}`}>
        {changesOf(puzzle, step).map((change) => (
          <li key={change}>{change}</li>
        ))}
      </ul>
    </>
  );
}
