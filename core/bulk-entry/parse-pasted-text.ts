import { type BulkEntryLine, looksLikeQty, parseQty } from './bulk-lines';
import { csvRecords } from './csv-records';

/**
 * Pasted rows (from a spreadsheet, an e-mail or a chat): one entry a line, each "SKU-or-name qty"
 * separated by a tab, a semicolon, a comma or spaces. With tabs, semicolons or commas the first
 * field is the SKU or name and the last the quantity (middle columns, such as a name beside the
 * SKU, are ignored); a line that puts the quantity first is read the other way round. With spaces
 * only, a last word that reads as a quantity is the quantity and the rest the SKU or name, so names
 * may hold spaces. A first line "SKU,QTY" (any separator, any case) is a header and skipped. Empty
 * lines are skipped; a line without a quantity asks for 1. Repeated SKUs are summed later, once
 * they are matched (resolve-entries.ts), so "abc-1" and "ABC-1" count as one.
 */
export interface ParsedPaste {
  entries: BulkEntryLine[];
  headerSkipped: boolean;
}

const HEADER_FIRST = /^(sku|code|item|product|sku or name)$/i;
const HEADER_QTY = /^(qty|quantity|quantité|quantite|数量)$/i;

export function parsePastedText(text: string): ParsedPaste {
  const entries: BulkEntryLine[] = [];
  let headerSkipped = false;
  let first = true;
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  lines.forEach((raw, index) => {
    const fields = splitLine(raw);
    if (fields.length === 0) return;
    if (first) {
      first = false;
      if (isHeader(fields)) {
        headerSkipped = true;
        return;
      }
    }
    entries.push(entryOf(fields, index + 1));
  });
  return { entries, headerSkipped };
}

/** The non-empty fields of one line, by the first separator kind the line holds. */
export function splitLine(raw: string): string[] {
  const line = raw.trim();
  if (line === '') return [];
  let fields: string[];
  if (line.includes('\t')) fields = line.split('\t');
  else if (line.includes(';')) fields = csvRecords(line, ';')[0] ?? [];
  else if (line.includes(',')) fields = csvRecords(line, ',')[0] ?? [];
  else {
    const words = line.split(/\s+/);
    const last = words[words.length - 1]!;
    fields = words.length >= 2 && looksLikeQty(last) ? [words.slice(0, -1).join(' '), last] : [line];
  }
  return fields.map((field) => field.trim()).filter((field) => field !== '');
}

function isHeader(fields: string[]): boolean {
  // "SKU QTY" separated by spaces arrives as one field.
  const spaced = fields.length === 1 ? fields[0]!.split(/\s+/) : null;
  if (spaced && spaced.length === 2) return HEADER_FIRST.test(spaced[0]!) && HEADER_QTY.test(spaced[1]!);
  if (!HEADER_FIRST.test(fields[0]!)) return false;
  return fields.length === 1 || HEADER_QTY.test(fields[fields.length - 1]!);
}

function entryOf(fields: string[], line: number): BulkEntryLine {
  if (fields.length === 1) return { line, query: fields[0]!, qty: 1, qtyText: '' };
  let query = fields[0]!;
  let qtyText = fields[fields.length - 1]!;
  // "3, GAR-001": the quantity came first.
  if (!looksLikeQty(qtyText) && looksLikeQty(query)) [query, qtyText] = [qtyText, query];
  return { line, query, qty: parseQty(qtyText), qtyText };
}
