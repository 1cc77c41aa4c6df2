/**
 * A measured time rounded to four decimals: a timer's floating-point noise (0.09494100000000572)
 * does not pass for precision. Whole numbers stay as they are.
 */
export function trimmed(value: number): number {
  return Number.isInteger(value) ? value : Math.round(value * 1e4) / 1e4;
}

/**
 * One CSV record (RFC 4180): a field holding a comma, a quote or a line break is quoted, numbers are
 * trimmed. A text a spreadsheet would run as a formula (it starts with =, +, -, @, a tab or a carriage
 * return: a puzzle name, a message) is quoted with a ' before it, which the spreadsheet shows as text.
 */
export function csvRecord(fields: readonly (string | number | boolean | null | undefined)[]): string {
  return fields
    .map((field) => {
      if (field === null || field === undefined) return '';
      if (typeof field !== 'string') return String(typeof field === 'number' ? trimmed(field) : field);
      if (/^[=+\-@\t\r]/.test(field)) return `"'${field.replace(/"/g, '""')}"`;
      return /[",\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field;
    })
    .join(',');
}
