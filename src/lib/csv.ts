/**
 * The one CSV writer: semicolons, CRLF and a BOM, so a French spreadsheet opens the file directly with its accents
 * (the achievements export and the Steer table templates). Every cell is defused: a cell that starts like a formula
 * is written as text, so opening the file never runs anything.
 */

/** The MIME type of the files this module writes, for the download's Blob. */
export const CSV_MIME_TYPE = 'text/csv;charset=utf-8';

function csvCell(value: string): string {
  // Formula injection: a cell starting with = + - @ (or a tab or carriage return) would run in a spreadsheet.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows of cells as CSV text, the first row usually the header. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(';')).join('\r\n')}\r\n`;
}
