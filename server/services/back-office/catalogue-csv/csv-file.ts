import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

/**
 * The file's bytes ⇄ records, through csv-parse / csv-stringify (adaltas/node-csv: maintained, no
 * dependencies, synchronous APIs, RFC 4180 quoting, BOM handling, and errors that say what broke).
 * Line numbers are counted here: csv-parse's own count is the line where a record ends, and a CRLF
 * inside a quoted field counts twice there.
 */

export interface CsvLine {
  /** Line of the file where the record starts (1-based). */
  line: number;
  fields: string[];
}

export type CsvRead = { ok: true; lines: CsvLine[] } | { ok: false; line: number; reason: string };

const LINE_BREAKS = /\r\n|\r|\n/g;

export function readCsv(text: string): CsvRead {
  const records: string[][] = [];
  try {
    parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: false,
      on_record: (record: string[]) => {
        records.push(record);
        return null;
      },
    });
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'CSV_ERROR';
    // The broken record is the one after the last read.
    return { ok: false, line: startLines(records).next, reason: code };
  }
  const { starts } = startLines(records);
  const lines: CsvLine[] = [];
  records.forEach((fields, i) => {
    // A blank line is a record of one empty field: skipped, but counted.
    if (fields.length === 1 && fields[0] === '') return;
    lines.push({ line: starts[i]!, fields });
  });
  return { ok: true, lines };
}

function startLines(records: string[][]): { starts: number[]; next: number } {
  const starts: number[] = [];
  let line = 1;
  for (const fields of records) {
    starts.push(line);
    let breaks = 0;
    for (const field of fields) breaks += field.match(LINE_BREAKS)?.length ?? 0;
    line += breaks + 1;
  }
  return { starts, next: line };
}

export const CSV_BOM = '\ufeff';

/** Canonical form: a byte-order mark (spreadsheets then read UTF-8), CRLF, quotes only where needed. */
export function writeCsv(records: string[][]): string {
  return CSV_BOM + stringify(records, { record_delimiter: '\r\n' });
}
