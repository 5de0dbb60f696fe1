import type { Locale } from '../schemas/common';
import { groupThousands, NBSP } from './currency';

/**
 * A decimal written the page's way, up to three fraction digits: en and cn `1,234.5`, fr `1 234,5`
 * (no-break space). Built by hand like currency.ts: the same characters on server, browser and
 * Electron, and no Intl.NumberFormat, whose first use on a page loads the language's number data (on a
 * phone, ~15 ms before the catalogue's first paint).
 */
export function formatDecimal(value: number, locale: Locale): string {
  if (!Number.isFinite(value)) return String(value);
  const thousandths = Math.round(Math.abs(value) * 1000);
  const sign = value < 0 && thousandths > 0 ? '-' : '';
  const whole = String(Math.floor(thousandths / 1000));
  const fraction = String(thousandths % 1000).padStart(3, '0').replace(/0+$/, '');
  const grouped = groupThousands(whole, locale === 'fr' ? NBSP : ',');
  const point = locale === 'fr' ? ',' : '.';
  return `${sign}${grouped}${fraction ? `${point}${fraction}` : ''}`;
}

/** A catalogue number sent as text ('22.7', a weight_value): written the page's way when it is one, else as it is. */
export function formatDecimalText(value: string, locale: Locale): string {
  const number = Number(value);
  return value.trim() !== '' && Number.isFinite(number) ? formatDecimal(number, locale) : value;
}
