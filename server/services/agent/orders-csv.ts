/**
 * CSV of the agent order table (GET /api/agent/orders/export): RFC 4180 (CRLF line ends, fields
 * quoted when they hold a comma, quote or line break, quotes doubled), UTF-8 with a byte-order mark
 * so Excel reads accents and Chinese, and cells that a spreadsheet would run as a formula
 * (= + - @, and tab / carriage return) prefixed with a single quote (OWASP CSV injection).
 */

export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  // Numbers are ours (totals, ids) and may be negative: only text is guarded.
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
