import { createGrid, type Grid } from '@sudoku-lab/core';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import type { HintMarks } from '../explain.js';
import { FAMILY_NAMES, familiesIn, familyLabels } from '../family-marks.js';
import { keyDigit, moveCell } from '../keyboard.js';
import { builtInPuzzles } from '../puzzles.js';
import { ruleLabels } from '../rule-marks.js';
import { capitalise } from '../words.js';
import { Board } from './Board.js';

interface PuzzleBoardProps {
  readonly puzzle: Grid;
  /** Where the puzzle came from: a built-in puzzle's name, 'pasted', 'typed', 'shared' or 'generated'. */
  readonly source: string;
  readonly conflicts: ReadonlyMap<number, string>;
  readonly onChange: (puzzle: Grid, source: string) => void;
  /** A hint to draw on the grid, and the id of its sentence. */
  readonly hint?: { readonly marks: HintMarks; readonly textId: string };
  /** Buttons beside Clear the grid, under the grid (Hint, Explain). */
  readonly actions?: ReactNode;
  /** What those buttons show, under them. */
  readonly children?: ReactNode;
}

const SOURCE_WORDS: Record<string, string> = {
  pasted: 'pasted puzzle',
  typed: 'typed puzzle',
  shared: 'puzzle of the link',
  generated: 'generated puzzle',
};

/** The puzzle the strategies race on: chosen from the built-in list or typed into its grid, hints drawn on it. */
export function PuzzleBoard({
  puzzle,
  source,
  conflicts,
  onChange,
  hint,
  actions,
  children,
}: PuzzleBoardProps) {
  const id = useId();
  const [focus, setFocus] = useState(0);

  const choose = (name: string) => {
    const chosen = builtInPuzzles.find((entry) => entry.name === name);
    if (chosen) onChange(chosen.grid, chosen.name);
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
    // The rules stay: typing changes the givens, not the variant.
    onChange(createGrid(puzzle.shape, cells, puzzle.rules), 'typed');
  };

  const chosen = builtInPuzzles.find((entry) => entry.name === source);
  const families = familiesIn(puzzle.rules);
  return (
    <fieldset className="puzzle-board">
      <legend>Puzzle</legend>
      <div className="puzzle-layout">
        <div className="puzzle-main">
          <div className="row builtin">
            <label htmlFor={`${id}-builtin`}>Built-in puzzle</label>
            <select
              id={`${id}-builtin`}
              value={chosen ? source : ''}
              onChange={(event) => choose(event.target.value)}
              aria-describedby={chosen?.note ? `${id}-note` : undefined}
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
          </div>
          <Board
            label={`Puzzle grid (${puzzle.shape.name}): type digits, arrow keys move`}
            shape={puzzle.shape}
            rules={puzzle.rules}
            cells={puzzle.cells}
            marks={{ conflicts, ...(hint ? { hint: hint.marks, hintText: hint.textId } : {}) }}
            editor={{ focus, onFocusCell: setFocus, onKey }}
            testId="puzzle-grid"
          />
          {ruleLabels(puzzle.rules).length > 0 && (
            <ul className="hint rule-labels" data-testid="rule-labels">
              {ruleLabels(puzzle.rules).map((label) => (
                <li key={label}>{label}</li>
              ))}
            </ul>
          )}
          {/* The families by name; their rules one click away, so Solve stays on a phone's first screen. */}
          {families.length > 0 && (
            <details className="hint family-rules" data-testid="family-rules">
              <summary>Constraints: {families.map((family) => FAMILY_NAMES[family]).join(', ')}</summary>
              <ul className="rule-labels">
                {familyLabels(puzzle.rules, puzzle.shape).map((label) => (
                  <li key={label}>{label}</li>
                ))}
              </ul>
            </details>
          )}
          <div className="row">
            {actions}
            <button
              type="button"
              onClick={() =>
                onChange(
                  createGrid(puzzle.shape, new Array<number>(puzzle.cells.length).fill(0), puzzle.rules),
                  'typed',
                )
              }
            >
              Clear the grid
            </button>
          </div>
          {chosen?.note && (
            <p className="hint note-of-puzzle" id={`${id}-note`}>
              {chosen.note}
            </p>
          )}
        </div>
        {/* Beside the grid where there is room (a tablet), under it otherwise. */}
        <div className="puzzle-side">
          {children}
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
        </div>
      </div>
    </fieldset>
  );
}
