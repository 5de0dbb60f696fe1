import { type BulkEntryLine, parseQty } from './bulk-lines';
import { csvRecords, detectDelimiter } from './csv-records';

/**
 * An uploaded CSV file with a SKU,QTY header (any case, any column order, other columns ignored;
 * comma, or semicolon as European spreadsheets write it). Quoted fields, a byte-order mark and CRLF
 * line ends are handled. A record with an empty quantity asks for 1; blank records are skipped.
 */
export type ParsedCsv = { ok: true; entries: BulkEntryLine[] } | { ok: false; error: 'empty' | 'missing_header' };

export function parseCsvFile(text: string): ParsedCsv {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const firstLine = body.split(/\r\n|\n|\r/).find((line) => line.trim() !== '');
  if (firstLine === undefined) return { ok: false, error: 'empty' };
  const records = csvRecords(body, detectDelimiter(firstLine));
  const headerAt = records.findIndex((record) => record.some((field) => field.trim() !== ''));
  const header = records[headerAt]!.map((field) => field.trim().toLowerCase());
  const skuColumn = header.indexOf('sku');
  const qtyColumn = header.findIndex((name) => name === 'qty' || name === 'quantity');
  if (skuColumn < 0) return { ok: false, error: 'missing_header' };

  const entries: BulkEntryLine[] = [];
  for (let r = headerAt + 1; r < records.length; r++) {
    const record = records[r]!;
    const query = (record[skuColumn] ?? '').trim();
    const qtyText = qtyColumn >= 0 ? (record[qtyColumn] ?? '').trim() : '';
    if (query === '' && qtyText === '') continue;
    entries.push({ line: r + 1, query, qty: parseQty(qtyText), qtyText });
  }
  return { ok: true, entries };
}
