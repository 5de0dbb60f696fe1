import type { CartLine } from '../pricing/types';

/** The cart counter: the sum of qty (spec §3 Cart); gift rows (qty -1) and empty rows add nothing. */
export function cartCount(lines: readonly Pick<CartLine, 'qty'>[]): number {
  return lines.reduce((sum, line) => sum + (line.qty > 0 ? line.qty : 0), 0);
}
