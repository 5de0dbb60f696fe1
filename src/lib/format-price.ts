import { formatCents } from '../../core/format/currency';
import { toCents } from '../../core/money';
import type { Locale } from '../../core/schemas/common';

/** Wire prices are dollars; core formats cents (fr `12,50 $`, en/cn `$12.50`). */
export function formatPrice(dollars: number, locale: Locale): string {
  return formatCents(toCents(dollars), locale);
}
