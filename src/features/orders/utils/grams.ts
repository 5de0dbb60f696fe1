import type { Locale } from '../../../../core/schemas/common';
import { htmlLang } from '../../../lib/locale';

/** Whole grams from the scale as a buyer reads them: 6,000 g → "6 kg", 13,540 g → "13.54 kg" (fr "13,54 kg"), 850 g → "850 g". */
export function formatGrams(grams: number, locale: Locale): string {
  const format = (value: number, digits: number) => new Intl.NumberFormat(htmlLang(locale), { maximumFractionDigits: digits }).format(value);
  return grams >= 1000 ? `${format(grams / 1000, 2)}\u00a0kg` : `${format(grams, 0)}\u00a0g`;
}
