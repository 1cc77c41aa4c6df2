/** How numbers and tables are written in every output format. */

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

/** Pads a cell to a width, by its visible length (ANSI colour codes do not count). */
export function pad(text: string, width: number, align: Align): string {
  const room = Math.max(0, width - visibleLength(text));
  return align === 'left' ? text + ' '.repeat(room) : ' '.repeat(room) + text;
}

function visibleLength(text: string): number {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI escapes are what is stripped
  return text.replace(/\u001b\[[0-9;]*m/g, '').length;
}

/** Rows as aligned text columns, two spaces apart, under a header line. */
export function textTable<Row>(
  columns: readonly Column<Row>[],
  rows: readonly Row[],
  paint = (text: string) => text,
): string {
  const cells = rows.map((row) => columns.map((column) => column.cell(row)));
  const widths = columns.map((column, c) =>
    Math.max(column.title.length, ...cells.map((line) => visibleLength(line[c]!))),
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

/**
 * Numbers for machine-readable output: four decimals at most (0.1 µs in a time), so that floating-point
 * noise (0.09494100000000572) does not pass for precision.
 */
export function trimmed(value: number): number {
  return Number.isInteger(value) ? value : Math.round(value * 1e4) / 1e4;
}

/** JSON.stringify with every number trimmed. */
export function toJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'number' ? trimmed(item) : item));
}

/** One CSV record: fields quoted where they hold a comma, a quote or a line break. */
export function csvRecord(fields: readonly (string | number | boolean | null | undefined)[]): string {
  return fields
    .map((field) => {
      const text =
        field === null || field === undefined
          ? ''
          : String(typeof field === 'number' ? trimmed(field) : field);
      return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
    })
    .join(',');
}
