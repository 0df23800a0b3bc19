// CSV files for Italian spreadsheets: UTF-8 with a byte-order mark (so Excel reads the
// accents), ";" between cells (the comma is the decimal separator), CRLF line ends.

export type CsvCell = string | number | boolean | null | undefined | Date;

/** Cells a spreadsheet would run as a formula are prefixed with a quote (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Euros from cents with a decimal comma and no thousands separator: 1234,50. */
export function csvMoney(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** A date and time in Europe/Rome as "22/11/2026 14:05". */
export function csvDateTime(value: Date): string {
  return value
    .toLocaleString('it-IT', {
      timeZone: 'Europe/Rome',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    })
    .replace(',', '');
}

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (value instanceof Date) text = csvDateTime(value);
  else if (typeof value === 'boolean') text = value ? 'sì' : 'no';
  else if (typeof value === 'number') text = Number.isInteger(value) ? String(value) : String(value).replace('.', ',');
  else text = value;
  // Numbers we wrote ourselves may start with "-"; text from people may not run as a formula.
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(';')}\r\n`;
}

/** A whole file: BOM, header and rows. */
export function toCsv(header: readonly string[], rows: Iterable<readonly CsvCell[]>): string {
  let out = `\uFEFF${csvLine(header)}`;
  for (const row of rows) out += csvLine(row);
  return out;
}

/** The headers of a CSV download with an ASCII file name. */
export function csvHeaders(fileName: string): Record<string, string> {
  return {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
    'Cache-Control': 'private, no-store',
  };
}
