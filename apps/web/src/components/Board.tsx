import { allDigits, cellName, digitBit, digitChar, digitsOf, type Rules, type Shape } from '@sudoku-lab/core';
import { type CSSProperties, type KeyboardEvent, memo, useEffect, useMemo, useRef } from 'react';
import type { HintMarks } from '../explain.js';
import { familyCellWords, familyMarks } from '../family-marks.js';
import type { Origin } from '../player.js';
import { type CageSides, ruleMarks } from '../rule-marks.js';
import { FamilyLayer } from './FamilyOverlay.js';

/** What a board marks besides the digits; every mark is a glyph or a line style as well as a colour. */
export interface BoardMarks {
  /** The cell of the last replayed event (a thick outline), or -1. */
  readonly last?: number;
  /** Cells the last backtrack emptied (↶). */
  readonly undone?: ReadonlySet<number>;
  /** A cell left without a digit (✕), or -1. */
  readonly contradiction?: number;
  /** Conflicting givens (!), with the conflict in words. */
  readonly conflicts?: ReadonlyMap<number, string>;
  /** Cells of a hint's or explanation's step (a double outline). */
  readonly step?: ReadonlySet<number>;
  /** Is the cell an open choice point (dashed outline). */
  readonly openGuess?: (cell: number) => boolean;
  /** A hint drawn on this board: its cells outlined, its digit ringed, its eliminations struck out. */
  readonly hint?: HintMarks;
  /** The id of the hint's sentence, which the hint's cells are described by. */
  readonly hintText?: string;
}

/** Makes the board a grid a person types into: one tab stop, arrows move, keys write. */
export interface BoardEditor {
  readonly focus: number;
  readonly onFocusCell: (cell: number) => void;
  readonly onKey: (cell: number, event: KeyboardEvent<HTMLTableCellElement>) => void;
}

export interface BoardProps {
  readonly label: string;
  readonly shape: Shape;
  readonly cells: readonly number[];
  /** The puzzle's rules beyond rows, columns and boxes: regions, cages, houses and issue #38's families are drawn. */
  readonly rules?: Rules;
  /** How each cell was filled; by default a filled cell is a given. */
  readonly origins?: readonly Origin[];
  /** Candidates (bitmasks) to draw in the empty cells, or nothing. */
  readonly candidates?: readonly number[] | null;
  readonly marks?: BoardMarks;
  readonly editor?: BoardEditor;
  /** The board as an 81-character line, for tests and for copying. */
  readonly testId?: string;
}

const ORIGIN_WORDS: Record<Origin, string> = {
  empty: 'empty',
  given: 'given',
  placed: 'placed',
  guessed: 'guessed',
};

/** A Sudoku board of any shape, read-only or (with `editor`) one a person types into. */
export function Board({
  label,
  shape,
  cells,
  rules,
  origins,
  candidates,
  marks = {},
  editor,
  testId,
}: BoardProps) {
  const { size } = shape;
  const drawn = useMemo(() => ruleMarks(shape, rules), [shape, rules]);
  const families = useMemo(() => familyMarks(shape, rules), [shape, rules]);
  const familyWords = useMemo(() => familyCellWords(shape, rules), [shape, rules]);
  const rows = Array.from({ length: size }, (_, row) => row);
  const line = cells.map(digitChar).join('');
  const { top, right, bottom, left } = families.margins;
  // The frame holds the board and its margins (a cell wide where outside clues sit); `--span` is how many
  // cells wide it is, which a phone divides its width by.
  const frame = {
    '--span': Math.max(9, size) + left + right,
    padding: [top, right, bottom, left].map((side) => `calc(var(--cell) * ${side})`).join(' '),
  } as CSSProperties;
  return (
    <div
      className={`board-frame size-${size}`}
      style={frame}
      data-margins={`${top} ${right} ${bottom} ${left}`}
    >
      <table
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: WAI-ARIA's grid pattern on a table, as its own examples write it: the editor's cells take the focus and the keys
        role="grid"
        aria-label={label}
        aria-readonly={editor === undefined}
        className={`board size-${size}`}
        data-testid={testId}
        data-cells={line}
      >
        <tbody>
          {rows.map((row) => (
            <tr key={row} className="board-row">
              {rows.map((column) => {
                const cell = row * size + column;
                const digit = cells[cell]!;
                const origin = origins?.[cell] ?? (digit === 0 ? 'empty' : 'given');
                const hintCandidates = marks.hint?.candidates.get(cell);
                return (
                  <Cell
                    key={cell}
                    shape={shape}
                    cell={cell}
                    digit={digit}
                    origin={origin}
                    candidates={digit !== 0 ? -1 : (hintCandidates ?? (candidates ? candidates[cell]! : -1))}
                    last={marks.last === cell}
                    undone={digit === 0 && (marks.undone?.has(cell) ?? false)}
                    contradiction={marks.contradiction === cell}
                    conflict={marks.conflicts?.get(cell)}
                    openGuess={marks.openGuess?.(cell) ?? false}
                    step={marks.step?.has(cell) ?? false}
                    hint={marks.hint?.cells.has(cell) ? (marks.hintText ?? '') : undefined}
                    hintUnit={marks.hint?.units.has(cell) ?? false}
                    hintDigit={digit === 0 ? (marks.hint?.placed.get(cell) ?? 0) : 0}
                    struck={marks.hint?.eliminated.get(cell) ?? 0}
                    boxRight={drawn[cell]!.regionRight}
                    boxBottom={drawn[cell]!.regionBottom}
                    cage={drawn[cell]!.cage}
                    house={drawn[cell]!.house}
                    family={familyWords[cell]!.join(', ')}
                    editor={editor}
                  />
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <FamilyLayer drawing={families} layer="under" size={size} />
      <FamilyLayer drawing={families} layer="over" size={size} />
    </div>
  );
}

interface CellProps {
  readonly shape: Shape;
  readonly cell: number;
  readonly digit: number;
  readonly origin: Origin;
  /** The candidates mask to draw, or -1 for none. */
  readonly candidates: number;
  readonly last: boolean;
  readonly undone: boolean;
  readonly contradiction: boolean;
  readonly conflict: string | undefined;
  readonly openGuess: boolean;
  readonly step: boolean;
  /** In a hint: the id of its sentence ('' when it has none); undefined when the cell is not in one. */
  readonly hint: string | undefined;
  readonly hintUnit: boolean;
  /** The digit a hint places here, or 0. */
  readonly hintDigit: number;
  /** The candidates (a mask) a hint removes here. */
  readonly struck: number;
  readonly boxRight: boolean;
  readonly boxBottom: boolean;
  /** The cage outline to draw in the cell, if it is in one. */
  readonly cage: CageSides | undefined;
  /** Is the cell in an extra house (shaded). */
  readonly house: boolean;
  /** What the cell is part of among the constraint families, in words ('' for nothing). */
  readonly family: string;
  readonly editor: BoardEditor | undefined;
}

const Cell = memo(function Cell(props: CellProps) {
  const { shape, cell, digit, origin, candidates, last, undone, contradiction, conflict, openGuess, editor } =
    props;
  const { hint, hintDigit, struck } = props;
  const ref = useRef<HTMLTableCellElement>(null);
  const focused = editor !== undefined && editor.focus === cell;
  useEffect(() => {
    // Follow the roving focus once the grid has it (never steal it from elsewhere on the page).
    if (focused && ref.current?.closest('table')?.contains(document.activeElement)) ref.current.focus();
  }, [focused]);

  const words = [
    cellName(shape, cell),
    digit === 0 ? 'empty' : `${digitChar(digit)}, ${ORIGIN_WORDS[origin]}`,
  ];
  if (openGuess) words.push('open guess');
  if (props.step) words.push('in the step');
  if (hint !== undefined) words.push('in the hint');
  if (hintDigit !== 0) words.push(`the hint places ${digitChar(hintDigit)} here`);
  if (struck !== 0) words.push(`the hint removes ${digitsOf(struck).map(digitChar).join(' and ')}`);
  if (last) words.push('last change');
  if (undone) words.push('undone by a backtrack');
  if (contradiction) words.push('no digit fits: contradiction');
  if (conflict) words.push(`conflict: ${conflict}`);
  if (props.cage?.sum !== undefined) words.push(`cage sum ${props.cage.sum}`);
  if (props.family) words.push(props.family);

  const classes = ['cell', `origin-${origin}`];
  if (props.boxRight) classes.push('box-right');
  if (props.boxBottom) classes.push('box-bottom');
  if (props.house) classes.push('house');
  if (last) classes.push('last');
  if (openGuess) classes.push('open-guess');
  if (props.step || hint !== undefined) classes.push('step');
  if (props.hintUnit) classes.push('hint-unit');
  if (contradiction) classes.push('contradiction');
  if (conflict) classes.push('conflict');

  const glyph = conflict ? '!' : contradiction ? '✕' : undone ? '↶' : origin === 'guessed' ? '?' : '';
  return (
    <td
      ref={ref}
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the cells of the board's ARIA grid
      role="gridcell"
      aria-label={words.join(', ')}
      aria-describedby={hint || undefined}
      data-hint={hint !== undefined ? 'cell' : props.hintUnit ? 'unit' : undefined}
      className={classes.join(' ')}
      tabIndex={editor === undefined ? undefined : focused ? 0 : -1}
      onFocus={editor ? () => editor.onFocusCell(cell) : undefined}
      onClick={editor ? () => ref.current?.focus() : undefined}
      onKeyDown={editor ? (event) => editor.onKey(cell, event) : undefined}
    >
      {digit !== 0 ? (
        <span className="digit">{digitChar(digit)}</span>
      ) : hintDigit !== 0 ? (
        <span className="digit hint-digit">{digitChar(hintDigit)}</span>
      ) : candidates >= 0 ? (
        <Candidates shape={shape} mask={candidates} struck={struck} />
      ) : null}
      {props.cage && <CageOutline sides={props.cage} />}
      {glyph && (
        <span className="glyph" aria-hidden="true">
          {glyph}
        </span>
      )}
    </td>
  );
});

/** A killer cage's dashed outline inside the cell, on the sides that leave the cage; its sum, on its first cell. */
function CageOutline({ sides }: { sides: CageSides }) {
  const classes = ['cage'];
  if (sides.top) classes.push('cage-top');
  if (sides.right) classes.push('cage-right');
  if (sides.bottom) classes.push('cage-bottom');
  if (sides.left) classes.push('cage-left');
  return (
    <>
      <span className={classes.join(' ')} aria-hidden="true" />
      {sides.sum !== undefined && (
        <span className="cage-sum" aria-hidden="true">
          {sides.sum}
        </span>
      )}
    </>
  );
}

/** The candidates of an empty cell; those a hint removes are struck out (a line, not a colour alone). */
function Candidates({ shape, mask, struck }: { shape: Shape; mask: number; struck: number }) {
  return (
    <span className="candidates" aria-hidden="true" style={{ ['--columns' as string]: shape.boxWidth }}>
      {digitsOf(allDigits(shape)).map((digit) =>
        struck & digitBit(digit) ? (
          <s key={digit} className="struck">
            {digitChar(digit)}
          </s>
        ) : (
          <span key={digit}>{mask & digitBit(digit) ? digitChar(digit) : ''}</span>
        ),
      )}
    </span>
  );
}
