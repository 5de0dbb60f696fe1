import { type Cents, toCents } from '../money';

/** The footer of the grid: how many rows can go in, how many units and what they come to before tiers. */
export interface BulkSummary {
  lines: number;
  units: number;
  subtotal: Cents;
}

export function summarizeBulkRows(rows: readonly { price: number; qty: number }[]): BulkSummary {
  let units = 0;
  let subtotal = 0;
  for (const row of rows) {
    units += row.qty;
    subtotal += toCents(row.price) * row.qty;
  }
  return { lines: rows.length, units, subtotal };
}
