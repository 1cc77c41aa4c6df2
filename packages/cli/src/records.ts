import { csvRecord } from '@sudoku-lab/harness';
import type { Format } from './args.js';
import { type Io, write } from './io.js';

export type Field = string | number | boolean | null;
export type Row = Readonly<Record<string, Field>>;

/**
 * A command's records on stdout as they come: text lines (the command says how), a JSON array
 * streamed an element at a time (valid JSON whatever its length), or CSV with a header.
 */
export class RecordWriter {
  private count = 0;

  constructor(
    private readonly io: Io,
    private readonly format: Format,
    private readonly columns: readonly string[],
    private readonly text: (row: Row) => string,
  ) {}

  async add(row: Row): Promise<void> {
    const first = this.count++ === 0;
    if (this.format === 'text') return write(this.io.stdout, `${this.text(row)}\n`);
    if (this.format === 'json')
      return write(this.io.stdout, `${first ? '[\n' : ',\n'}${JSON.stringify(row)}`);
    const header = first ? `${csvRecord(this.columns)}\n` : '';
    return write(
      this.io.stdout,
      `${header}${csvRecord(this.columns.map((column) => row[column] ?? null))}\n`,
    );
  }

  async end(): Promise<void> {
    if (this.format === 'json') await write(this.io.stdout, this.count === 0 ? '[]\n' : '\n]\n');
    if (this.format === 'csv' && this.count === 0)
      await write(this.io.stdout, `${csvRecord(this.columns)}\n`);
  }
}
