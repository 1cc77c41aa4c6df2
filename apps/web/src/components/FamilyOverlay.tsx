import { shapes } from '@sudoku-lab/core';
import { FAMILY_SAMPLES, type Family, type FamilyDrawing, familyMarks, type Mark } from '../family-marks.js';

/**
 * One layer of a puzzle's family marks (family-marks.ts): an SVG over the grid and its margins, in cell
 * units, scaled with the board. It takes no clicks: the cells under it stay the ones typed into.
 */
export function FamilyLayer({
  drawing,
  layer,
  size,
}: {
  drawing: FamilyDrawing;
  layer: 'under' | 'over';
  size: number;
}) {
  const marks = drawing[layer];
  if (marks.length === 0) return null;
  const { top, right, bottom, left } = drawing.margins;
  return (
    <svg
      className={`family-layer family-${layer}`}
      viewBox={`${-left} ${-top} ${size + left + right} ${size + top + bottom}`}
      aria-hidden="true"
      data-layer={layer}
    >
      {marks.map((mark, i) => (
        // The marks are a fixed list per puzzle: their place is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <MarkElement key={i} mark={mark} />
      ))}
    </svg>
  );
}

/** One mark as its SVG element, named by `data-family` and `data-part`. */
export function MarkElement({ mark }: { mark: Mark }) {
  const data = { 'data-family': mark.family, 'data-part': mark.part };
  if (mark.shape === 'text') {
    return (
      <text
        {...data}
        x={mark.x}
        y={mark.y}
        fontSize={mark.size}
        fill={mark.fill}
        className={mark.halo ? 'halo' : undefined}
        textAnchor="middle"
        dominantBaseline="central"
      >
        {mark.text}
      </text>
    );
  }
  // The shapes share their paint: an outline, and a fill where one is given (a path never has one).
  const paint = { ...data, fill: mark.fill ?? 'none', stroke: mark.stroke, strokeWidth: mark.strokeWidth };
  switch (mark.shape) {
    case 'circle':
      return <circle {...paint} cx={mark.cx} cy={mark.cy} r={mark.r} />;
    case 'rect':
      return <rect {...paint} x={mark.x} y={mark.y} width={mark.width} height={mark.height} rx={mark.rx} />;
    case 'path':
      return <path {...paint} fill="none" d={mark.d} strokeLinecap="round" strokeLinejoin="round" />;
  }
}

/** A family's sample for the legend: a few cells of a small grid with the family drawn on them. */
export function FamilySample({ family }: { family: Family }) {
  const sample = FAMILY_SAMPLES[family];
  if (sample === undefined) return null;
  const shape = shapes['4x4'];
  const drawing = familyMarks(shape, sample.rules);
  const [x, y, width, height] = sample.view;
  const cells: [number, number][] = [];
  for (let row = Math.max(0, y); row < y + height; row++) {
    for (let column = Math.max(0, x); column < x + width; column++) cells.push([column, row]);
  }
  return (
    <svg
      className="family-sample"
      viewBox={`${x - 0.05} ${y - 0.05} ${width + 0.1} ${height + 0.1}`}
      style={{ width: `${width * 1.5}rem`, height: `${height * 1.5}rem` }}
      aria-hidden="true"
      data-sample={family}
    >
      {cells.map(([column, row]) => (
        <rect
          key={`${column},${row}`}
          x={column}
          y={row}
          width={1}
          height={1}
          fill="#ffffff"
          stroke="#8c959f"
          strokeWidth={0.03}
        />
      ))}
      <g className="family-under">
        {drawing.under.map((mark, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of marks
          <MarkElement key={i} mark={mark} />
        ))}
      </g>
      {drawing.over.map((mark, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of marks
        <MarkElement key={i} mark={mark} />
      ))}
    </svg>
  );
}
