import type { PointStyle } from 'chart.js';
import { strategyList as strategies } from './strategy-list.js';

/** How a strategy is drawn in the charts: a colour, a point shape and a line dash. */
export interface Look {
  readonly color: string;
  readonly point: PointStyle;
  readonly dash: readonly number[];
}

/**
 * Okabe and Ito's palette, told apart with colour blindness, without its yellow (too faint on the
 * page's white). Seven colours, eight point shapes and five dashes: sizes with no common factor, so the
 * k-th look, which takes each from its list at k modulo the list's length, repeats only after 280.
 */
const COLORS: readonly string[] = [
  '#0072b2',
  '#d55e00',
  '#009e73',
  '#cc79a7',
  '#e69f00',
  '#56b4e9',
  '#000000',
];
const POINTS: readonly PointStyle[] = [
  'circle',
  'triangle',
  'rect',
  'rectRot',
  'star',
  'crossRot',
  'cross',
  'rectRounded',
];
const DASHES: readonly (readonly number[])[] = [[], [6, 4], [2, 3], [10, 3, 2, 3], [12, 6]];

/** The k-th look: so that no line is known by its colour alone, its point and dash change with it. */
export function nthLook(k: number): Look {
  return {
    color: COLORS[k % COLORS.length]!,
    point: POINTS[k % POINTS.length]!,
    dash: DASHES[k % DASHES.length]!,
  };
}

/** Each registered strategy's look, by its place in the registry: the same in every chart and table. */
const looks: ReadonlyMap<string, Look> = new Map(strategies.map((strategy, k) => [strategy.id, nthLook(k)]));

/** The look of the strategy with this id; an id the registry lacks gets one past every registered look. */
export function lookOf(id: string): Look {
  return looks.get(id) ?? nthLook(strategies.length);
}
