import { emptyGrid, type FormatIssue, formatGrid, type Grid } from '@sudoku-lab/core';
import { type KeyboardEvent, useId, useState } from 'react';
import { keyDigit, moveCell } from '../keyboard.js';
import { readPuzzle } from '../paste.js';
import { builtInPuzzles } from '../puzzles.js';
import { Board } from './Board.js';

interface PuzzleInputProps {
  readonly puzzle: Grid;
  /** Where the puzzle came from: a built-in puzzle's name, 'pasted' or 'typed'. */
  readonly source: string;
  readonly conflicts: ReadonlyMap<number, string>;
  readonly onChange: (puzzle: Grid, source: string) => void;
}

const SOURCE_WORDS: Record<string, string> = {
  pasted: 'pasted puzzle',
  typed: 'typed puzzle',
  shared: 'puzzle of the link',
  generated: 'generated puzzle',
};

/** Choose the puzzle: from the built-in list, by pasting it, or by typing into the grid. */
export function PuzzleInput({ puzzle, source, conflicts, onChange }: PuzzleInputProps) {
  const id = useId();
  const [paste, setPaste] = useState('');
  const [issues, setIssues] = useState<readonly FormatIssue[]>([]);
  const [focus, setFocus] = useState(0);

  const choose = (name: string) => {
    const chosen = builtInPuzzles.find((entry) => entry.name === name);
    if (chosen) onChange(chosen.grid, chosen.name);
  };

  const takePaste = () => {
    const read = readPuzzle(paste);
    setIssues(read.ok ? [] : read.issues);
    if (read.ok) onChange(read.grid, 'pasted');
  };

  const onKey = (cell: number, event: KeyboardEvent<HTMLTableCellElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const moved = moveCell(cell, event.key, puzzle.shape.size);
    if (moved !== null) {
      event.preventDefault();
      setFocus(moved);
      return;
    }
    const digit = keyDigit(event.key, puzzle.shape.size);
    if (digit === null || puzzle.cells[cell] === digit) return;
    event.preventDefault();
    const cells = [...puzzle.cells];
    cells[cell] = digit;
    onChange({ shape: puzzle.shape, cells }, 'typed');
  };

  const chosen = builtInPuzzles.find((entry) => entry.name === source);
  return (
    <fieldset className="puzzle-input">
      <legend>Puzzle</legend>
      <div className="field">
        <label htmlFor={`${id}-builtin`}>Built-in puzzle</label>
        <select
          id={`${id}-builtin`}
          value={chosen ? source : ''}
          onChange={(event) => choose(event.target.value)}
        >
          <option value="" disabled>
            {SOURCE_WORDS[source] ?? 'choose one'}
          </option>
          {builtInPuzzles.map((entry) => (
            <option key={entry.name} value={entry.name}>
              {entry.name}
            </option>
          ))}
        </select>
        {chosen?.note && <p className="hint">{chosen.note}</p>}
      </div>

      <div className="field">
        <label htmlFor={`${id}-paste`}>Paste a puzzle</label>
        <p className="hint" id={`${id}-paste-hint`}>
          An 81-character line ('.', '0' or '_' for empty), nine rows of text (with or without '|' and '-+-'),
          or a JSON board such as LeetCode's.
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
        <button type="button" onClick={takePaste} disabled={paste.trim() === ''}>
          Use the pasted puzzle
        </button>
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

      <div className="field">
        <p className="label" id={`${id}-grid-label`}>
          Or type into the grid
        </p>
        <p className="hint" id={`${id}-grid-hint`}>
          Tab into the grid, move with the arrow keys (Home, End, Page Up, Page Down jump), type a digit; 0,
          '.', space or Delete clears.
        </p>
        <Board
          label={`Puzzle grid (${puzzle.shape.name}): type digits, arrow keys move`}
          shape={puzzle.shape}
          cells={puzzle.cells}
          marks={{ conflicts }}
          editor={{ focus, onFocusCell: setFocus, onKey }}
          testId="puzzle-grid"
        />
        <div className="row">
          <button type="button" onClick={() => onChange(emptyGrid(puzzle.shape), 'typed')}>
            Clear the grid
          </button>
          <button type="button" onClick={() => setPaste(formatGrid(puzzle, 'pretty'))}>
            Copy the grid into the paste box
          </button>
        </div>
      </div>
      {conflicts.size > 0 && (
        <div className="error" role="status" data-testid="conflicts">
          <p>
            <span aria-hidden="true">! </span>Conflicting givens (marked ! in the grids):
          </p>
          <ul>
            {[...new Set(conflicts.values())].map((message) => (
              <li key={message}>{capitalise(message)}</li>
            ))}
          </ul>
        </div>
      )}
    </fieldset>
  );
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
