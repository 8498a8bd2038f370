/**
 * CSV as RFC 4180 writes it (docs/admin.md#csv-export): fields separated by commas, records by CRLF, quotes doubled
 * inside a quoted field. A field is quoted when any spreadsheet could end the cell inside it: a comma, a double quote,
 * CR or LF (RFC 4180), a semicolon (the separator Excel uses where the locale's decimal mark is a comma) or a tab
 * (LibreOffice offers tab, comma and semicolon together), so "Acme;=HYPERLINK(…)" stays one cell of text and no
 * formula starts inside it. Protected against formula injection (OWASP's "CSV injection"): a text cell that starts
 * with = + - @ (or their full-width forms, which Excel in East Asian locales may take for them), after any spaces,
 * or with a tab or a line break, is prefixed with a single quote, so a spreadsheet shows it as text instead of running it. Numbers
 * and booleans are the server's own and written as they are.
 */

export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^(?:[\t\r\n]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;
const NEEDS_QUOTES = /[",;\t\r\n]/;

function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvRecord = (values: CsvValue[]) => `${values.map(csvCell).join(',')}\r\n`;

/**
 * A row of a list as CSV cells, one per field of the list's answer: nested values (lines, scores, details) as
 * JSON, the assignee by name.
 */
export function csvValues(row: Record<string, unknown>, columns: readonly string[]): CsvValue[] {
  return columns.map((column) => {
    const value = row[column];
    if (column === 'assignedTo') return (value as { name?: string } | null | undefined)?.name ?? '';
    if (value !== null && typeof value === 'object') return JSON.stringify(value);
    return value as CsvValue;
  });
}
