/**
 * What a paste or a CSV upload asks for, before it is matched against the catalogue: one entry per
 * line (or CSV record), the SKU or name as given and the quantity.
 */
export interface BulkEntryLine {
  /** 1-based line of the pasted text, or record of the CSV file (the header is record 1). */
  line: number;
  /** The SKU or product name as given (trimmed). */
  query: string;
  /** Whole units; 1 when the line gives none; null when it gives something that is not a quantity. */
  qty: number | null;
  /** The quantity as given ('' when none). */
  qtyText: string;
}

/** The largest quantity one row may ask for; more is refused as not a quantity. */
export const BULK_MAX_QTY = 99_999;

/** '' → 1 (a line without a quantity asks for one); digits 1..BULK_MAX_QTY → that; anything else → null. */
export function parseQty(text: string): number | null {
  const trimmed = text.trim().replace(/^[x×]\s*|\s*[x×]$/giu, '');
  if (trimmed === '') return text.trim() === '' ? 1 : null;
  if (!/^\+?\d{1,6}$/.test(trimmed)) return null;
  const qty = Number(trimmed);
  return qty >= 1 && qty <= BULK_MAX_QTY ? qty : null;
}

/** A field that reads as a quantity, even a bad one (3, 2.5, -1, x4): tells the quantity column apart from names. */
export function looksLikeQty(text: string): boolean {
  return /^(?:[x×]\s*)?[+-]?\d+(?:[.,]\d+)?(?:\s*[x×])?$/iu.test(text.trim());
}
