/**
 * One CSV record (RFC 4180): a field with a comma, quote or line break is quoted. A field a
 * spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage return) gets a
 * leading apostrophe, so a puzzle file cannot make a spreadsheet run anything.
 */
export function csvRecord(fields: readonly (string | number | boolean | null | undefined)[]): string {
  return fields
    .map((field) => {
      if (field === null || field === undefined) return '';
      let text = String(field);
      if (typeof field === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
      return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
    })
    .join(',');
}
