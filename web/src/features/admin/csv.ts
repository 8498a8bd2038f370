/** One CSV column: its header and how to read a row's value. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
}

/** A number-like text (a phone number, an amount) that a spreadsheet would not run as a formula. */
const NUMBER_LIKE = /^[+-]?[\d\s().,-]*\d[\d\s().,-]*$/;

/**
 * A cell as CSV text (RFC 4180): quoted when it holds a comma, a quote or a
 * line break, quotes doubled. Text that a spreadsheet would run as a formula
 * (starting with =, +, -, @, tab or carriage return; OWASP "CSV injection") gets
 * a leading apostrophe, except number-like text such as "+1 212 555 0147".
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !NUMBER_LIKE.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The rows as CSV: a header line, then one line per row, CRLF line ends. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Saves CSV text as a file (with a byte-order mark so spreadsheet programs read UTF-8). */
export function downloadCsv(fileName: string, csv: string) {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Let the download start before the address is revoked.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
