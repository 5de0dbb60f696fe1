import { assertCents, type Cents } from '../money';
import type { Locale } from '../schemas/common';

/**
 * U+00A0 NO-BREAK SPACE. fr uses it both before the ' $' suffix and between thousands, so an
 * amount never wraps across lines; it is the only space the formatter emits.
 */
export const NBSP = '\u00a0';

export function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * Formats cents for display (spec §9 App: in fr the decimal separator is a comma and ' $' is a
 * suffix, otherwise '$' is a prefix):
 * - en, cn: `$1,234.50`, negative `-$3.00`;
 * - fr: `1 234,50 $` (no-break spaces), negative `-3,00 $`.
 * Built by hand rather than with Intl so server, browser and Electron print the same characters.
 */
export function formatCents(cents: Cents, locale: Locale): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100));
  const fraction = String(abs % 100).padStart(2, '0');
  if (locale === 'fr') return `${sign}${groupThousands(whole, NBSP)},${fraction}${NBSP}$`;
  return `${sign}$${groupThousands(whole, ',')}.${fraction}`;
}
