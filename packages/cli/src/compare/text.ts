/** How numbers and tables are written in every output format. */

import { trimmed } from '@sudoku-lab/harness';

/** A time in ms to three significant digits, without exponents: 0.0421, 1.23, 12.3, 456, 7890. */
export function formatMs(ms: number | null): string {
  if (ms === null) return '-';
  if (ms >= 100) return Math.round(ms).toLocaleString('en-US');
  if (ms === 0) return '0';
  return Number(ms.toPrecision(3)).toString();
}

/** A rate: whole numbers with thousands separators. */
export function formatRate(rate: number | null): string {
  if (rate === null) return '-';
  return rate >= 10 ? Math.round(rate).toLocaleString('en-US') : Number(rate.toPrecision(2)).toString();
}

/** A mean count to three significant digits. */
export function formatMean(mean: number | null): string {
  return mean === null ? '-' : formatMs(mean);
}

/** A share of 0..1 as a percentage. */
export function formatShare(share: number | null): string {
  return share === null ? '-' : `${Math.round(share * 100)}%`;
}

export type Align = 'left' | 'right';

export interface Column<Row> {
  readonly title: string;
  readonly align: Align;
  readonly cell: (row: Row) => string;
}

/** Pads a cell to a width, by the columns it takes on a terminal (ANSI colour codes take none). */
export function pad(text: string, width: number, align: Align): string {
  const room = Math.max(0, width - displayWidth(text));
  return align === 'left' ? text + ' '.repeat(room) : ' '.repeat(room) + text;
}

/** Cuts a cell to at most `width` terminal columns, with '…' where it was cut. */
export function clip(text: string, width: number): string {
  if (displayWidth(text) <= width) return text;
  let out = '';
  let used = 0;
  for (const char of text) {
    const columns = charWidth(char.codePointAt(0)!);
    if (used + columns > width - 1) break;
    out += char;
    used += columns;
  }
  return `${out}…`;
}

/** Columns a text takes on a terminal: wide (CJK, fullwidth) characters two, combining marks none. */
export function displayWidth(text: string): number {
  let width = 0;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI escapes are what is stripped
  for (const char of text.replace(/\u001b\[[0-9;]*m/g, '')) width += charWidth(char.codePointAt(0)!);
  return width;
}

/** East Asian Wide and Fullwidth ranges (Unicode UAX #11), and the marks that combine with the character before. */
const WIDE: readonly (readonly [number, number])[] = [
  [0x1100, 0x115f],
  [0x2e80, 0x303e],
  [0x3041, 0x33ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xa000, 0xa4cf],
  [0xac00, 0xd7a3],
  [0xf900, 0xfaff],
  [0xfe30, 0xfe4f],
  [0xff00, 0xff60],
  [0xffe0, 0xffe6],
  [0x1f300, 0x1f64f],
  [0x1f900, 0x1f9ff],
  [0x20000, 0x3fffd],
];

function charWidth(code: number): number {
  if ((code >= 0x300 && code <= 0x36f) || code === 0x200d || (code >= 0xfe00 && code <= 0xfe0f)) return 0;
  return WIDE.some(([low, high]) => code >= low && code <= high) ? 2 : 1;
}

/** Rows as aligned text columns, two spaces apart, under a header line. */
export function textTable<Row>(
  columns: readonly Column<Row>[],
  rows: readonly Row[],
  paint = (text: string) => text,
): string {
  const cells = rows.map((row) => columns.map((column) => column.cell(row)));
  const widths = columns.map((column, c) =>
    Math.max(displayWidth(column.title), ...cells.map((line) => displayWidth(line[c]!))),
  );
  const line = (values: readonly string[]) =>
    values
      .map((value, c) => pad(value, widths[c]!, columns[c]!.align))
      .join('  ')
      .trimEnd();
  return [paint(line(columns.map((column) => column.title))), ...cells.map(line)].join('\n');
}

/** Rows as a GitHub markdown table. */
export function markdownTable<Row>(columns: readonly Column<Row>[], rows: readonly Row[]): string {
  return [markdownHeader(columns), ...rows.map((row) => markdownRow(columns, row))].join('\n');
}

export function markdownHeader<Row>(columns: readonly Column<Row>[]): string {
  const rule = columns.map((column) => (column.align === 'right' ? '---:' : '---'));
  return `| ${columns.map((column) => column.title).join(' | ')} |\n| ${rule.join(' | ')} |`;
}

export function markdownRow<Row>(columns: readonly Column<Row>[], row: Row): string {
  return `| ${columns.map((column) => column.cell(row).replace(/\|/g, '\\|')).join(' | ')} |`;
}

/** JSON.stringify with every number trimmed. */
export function toJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'number' ? trimmed(item) : item));
}
