import type { FamilyDrawing, Mark } from '../family-marks.js';

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

function MarkElement({ mark }: { mark: Mark }) {
  const data = { 'data-family': mark.family, 'data-part': mark.part };
  switch (mark.shape) {
    case 'circle':
      return (
        <circle
          {...data}
          cx={mark.cx}
          cy={mark.cy}
          r={mark.r}
          fill={mark.fill ?? 'none'}
          stroke={mark.stroke}
          strokeWidth={mark.strokeWidth}
        />
      );
    case 'rect':
      return (
        <rect
          {...data}
          x={mark.x}
          y={mark.y}
          width={mark.width}
          height={mark.height}
          rx={mark.rx}
          fill={mark.fill ?? 'none'}
          stroke={mark.stroke}
          strokeWidth={mark.strokeWidth}
        />
      );
    case 'path':
      return (
        <path
          {...data}
          d={mark.d}
          fill="none"
          stroke={mark.stroke}
          strokeWidth={mark.strokeWidth}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      );
    case 'text':
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
}
