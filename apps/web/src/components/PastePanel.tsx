import { type FormatIssue, formatGrid, formatPuzzle, type Grid } from '@sudoku-lab/core';
import { useId, useState } from 'react';
import { readPuzzle } from '../paste.js';
import { capitalise } from '../words.js';

interface PastePanelProps {
  readonly puzzle: Grid;
  readonly onChange: (puzzle: Grid, source: 'pasted') => void;
}

/** A puzzle of one's own, pasted in any form parsePuzzle reads; the grid copied out as text. */
export function PastePanel({ puzzle, onChange }: PastePanelProps) {
  const id = useId();
  const [paste, setPaste] = useState('');
  const [issues, setIssues] = useState<readonly FormatIssue[]>([]);

  const takePaste = () => {
    const read = readPuzzle(paste);
    setIssues(read.ok ? [] : read.issues);
    if (read.ok) onChange(read.grid, 'pasted');
  };

  return (
    <fieldset className="paste">
      <legend>Your own puzzle</legend>
      <div className="field">
        <label htmlFor={`${id}-paste`}>Paste a puzzle</label>
        <p className="hint" id={`${id}-paste-hint`}>
          An 81-character line ('.', '0' or '_' for empty), nine rows of text (with or without '|' and '-+-'),
          a JSON board such as LeetCode's; a variant as an f-puzzles JSON document or as the line followed by
          its rules (X, W, N, K, R=, H=, C=).
        </p>
        <textarea
          id={`${id}-paste`}
          aria-describedby={`${id}-paste-hint${issues.length > 0 ? ` ${id}-paste-error` : ''}`}
          aria-invalid={issues.length > 0}
          rows={4}
          spellCheck={false}
          value={paste}
          onChange={(event) => setPaste(event.target.value)}
        />
        <div className="row">
          <button type="button" onClick={takePaste} disabled={paste.trim() === ''}>
            Use the pasted puzzle
          </button>
          <button
            type="button"
            onClick={() => setPaste(puzzle.rules ? formatPuzzle(puzzle) : formatGrid(puzzle, 'pretty'))}
          >
            Copy the grid into the paste box
          </button>
        </div>
        {issues.length > 0 && (
          <div className="error" role="alert" id={`${id}-paste-error`} data-testid="paste-error">
            <p>
              <span aria-hidden="true">✗ </span>The paste is not a puzzle:
            </p>
            <ul>
              {issues.map((issue) => (
                <li key={issue.message}>{capitalise(issue.message)}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <p className="hint">
        Or type into the puzzle grid: Tab into it, move with the arrow keys (Home, End, Page Up, Page Down
        jump), type a digit; 0, '.', space or Delete clears.
      </p>
    </fieldset>
  );
}
