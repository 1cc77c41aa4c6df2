import type { FormatIssue, Grid } from '@sudoku-lab/core';
import { type DragEvent, useId, useState } from 'react';
import { readPuzzle } from '../paste.js';
import { puzzleText } from '../share.js';
import { capitalise } from '../words.js';

interface PastePanelProps {
  readonly puzzle: Grid;
  /** `drawingsLeftOut`: what the document drew, when the person opened it without its drawings. */
  readonly onChange: (puzzle: Grid, source: 'pasted', drawingsLeftOut?: string) => void;
}

/**
 * A puzzle of one's own, pasted in any form parsePuzzle reads, a SudokuPad or f-puzzles link, or a file
 * (an f-puzzles `.json` document) opened or dropped here; the grid copied out as text.
 */
export function PastePanel({ puzzle, onChange }: PastePanelProps) {
  const id = useId();
  const [paste, setPaste] = useState('');
  const [issues, setIssues] = useState<readonly FormatIssue[]>([]);
  // The text (pasted or a file's) refused for its drawings alone: the button reopens it without them.
  const [drawn, setDrawn] = useState<string | null>(null);

  const take = (text: string, ignoreDrawings = false) => {
    const read = readPuzzle(text, { ignoreDrawings });
    setIssues(read.ok ? [] : read.issues);
    setDrawn(!read.ok && read.drawings !== undefined ? text : null);
    if (read.ok) onChange(read.grid, 'pasted', read.drawingsLeftOut);
  };

  // A file opens at once: its text goes into the box too, to be seen and edited.
  const openFile = async (file: File | undefined) => {
    if (file === undefined) return;
    const text = await file.text();
    setPaste(text);
    take(text);
  };

  const onDrop = (event: DragEvent<HTMLFieldSetElement>) => {
    if (event.dataTransfer.files.length === 0) return;
    event.preventDefault();
    void openFile(event.dataTransfer.files[0]);
  };

  return (
    <fieldset
      className="paste"
      onDragOver={(event) => {
        if (event.dataTransfer.types.includes('Files')) event.preventDefault();
      }}
      onDrop={onDrop}
    >
      <legend>Your own puzzle</legend>
      <div className="field">
        <label htmlFor={`${id}-paste`}>Paste a puzzle</label>
        <p className="hint" id={`${id}-paste-hint`}>
          An 81-character line ('.', '0' or '_' for empty), nine rows of text (with or without '|' and '-+-'),
          a JSON board such as LeetCode's; a variant as an f-puzzles JSON document, a SudokuPad link
          (sudokupad.app/fpuzzles…) or f-puzzles link (f-puzzles.com/?load=…), or the line followed by its
          rules (X, W, N, K, R=, H=, C=).
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
          <button type="button" onClick={() => take(paste)} disabled={paste.trim() === ''}>
            Use the pasted puzzle
          </button>
          <button type="button" onClick={() => setPaste(puzzleText(puzzle))}>
            Copy the grid into the paste box
          </button>
        </div>
        <div className="row">
          <label htmlFor={`${id}-file`}>Open an f-puzzles file (or drop it here)</label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".json,application/json,.txt,text/plain"
            data-testid="puzzle-file"
            onChange={(event) => {
              void openFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
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
            {drawn !== null && (
              <button type="button" onClick={() => take(drawn, true)}>
                Open without its drawings
              </button>
            )}
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
