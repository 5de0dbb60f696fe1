import type { ImportProblemCode } from '../schemas/back-office-import';
import { UNLIMITED_STOCK } from '../cart/add-to-cart-check';

/** A problem of one field before its line number is known. */
export interface RowProblem {
  column: string;
  code: ImportProblemCode;
  params: Record<string, string | number>;
}

/** Largest price a file may carry: $1,000,000.00. */
const MAX_CENTS = 100_000_000;

/** A price as an ERP writes it, in dollars: `12`, `12.5`, `12.50` (an optional `$`) → cents; anything else null. */
export function parseDollars(text: string): number | null {
  const match = /^\s*\$?\s*(\d{1,9})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents <= MAX_CENTS ? cents : null;
}

/** Cents as the file writes them: `12.50`. */
export function dollarsText(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const rest = String(Math.abs(cents % 100)).padStart(2, '0');
  return `${cents < 0 && whole === 0 ? '-' : ''}${whole}.${rest}`;
}

export const UNLIMITED_TEXT = 'unlimited';

/** `unlimited` → -9999; a whole number of units; anything else null. */
export function parseStock(text: string): number | null {
  const value = text.trim().toLowerCase();
  if (value === UNLIMITED_TEXT) return UNLIMITED_STOCK;
  if (!/^\d{1,9}$/.test(value)) return null;
  const units = Number(value);
  return units <= 2_000_000_000 ? units : null;
}

/** Stock as the file writes it; null (the shop does not sell it) is an empty field. */
export function stockText(stock: number | null): string {
  if (stock === null) return '';
  return stock === UNLIMITED_STOCK ? UNLIMITED_TEXT : String(stock);
}
