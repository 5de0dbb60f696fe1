import type { TFunction } from 'i18next';
import { formatPhone } from '../../../core/account/phone';
import { lineIsTaxed } from '../../../core/checkout/tax-class';
import { STORE_TIME_ZONE } from '../../../core/calendar/local-time';
import { isWeighed, quantityText } from '../../../core/cart/weight-display';
import { formatCents } from '../../../core/format/currency';
import { toCents } from '../../../core/money';
import { FALLBACK_LOCALE, LOCALES, type Locale } from '../../../core/schemas/common';
import type { OrderDetail } from '../../../core/schemas/order';

/**
 * The words and figures an invoice and a receipt e-mail share, in the order's language: money in
 * the §9 format, dates in Toronto time, the service time, payment labels and the issuer's details.
 */

/** The issuer printed on every invoice (a registrant must show its GST/HST number). */
export const COMPANY = {
  legalName: 'Supply Desk Wholesale Inc.',
  brand: 'Supply Desk',
  addressLines: ['2300 Markham Rd, Scarborough', 'Toronto, ON M1B 2W4'],
  phone: formatPhone('18885550199'),
  email: 'orders@supplydesk.ca',
  taxNumber: '81234 5678 RT0001',
} as const;

const INTL_LOCALE: Record<Locale, string> = { en: 'en-CA', fr: 'fr-CA', cn: 'zh-CN' };

/** A locale from a stored order language ('en', 'fr', 'cn'), English for anything else. */
export function orderLocale(language: string): Locale {
  return (LOCALES as readonly string[]).includes(language) ? (language as Locale) : FALLBACK_LOCALE;
}

/** Dollars (the order payload's unit) in the locale's money format: `$12.34`, fr `12,34 $`. */
export const money = (dollars: number, locale: Locale): string => formatCents(toCents(dollars), locale);

/**
 * ICU puts narrow and thin no-break spaces into dates and times ("10:15 a.m.", "10 h 15"); the
 * invoice fonts have no glyph for them, so they become ordinary no-break spaces.
 */
export const plainSpaces = (text: string): string => text.replace(/[\u2009\u202f]/g, '\u00a0');

/** A tax rate in basis points as a percentage in the locale's format: `13%`, fr `13 %`. */
export function percentText(bps: number, locale: Locale): string {
  const f = new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'percent', maximumFractionDigits: 2 });
  return plainSpaces(f.format(bps / 10_000));
}

/**
 * What the HST marker means (DECISIONS "Tax": the invoice shows which lines were taxed), for the
 * goods lines of an order: the marker and the rate, or that no line was taxed.
 */
export function taxLegendText(lines: readonly Pick<OrderDetail['lines'][number], 'tax_rate_bps'>[], locale: Locale, t: TFunction): string {
  const rates = [...new Set(lines.map((l) => l.tax_rate_bps).filter(lineIsTaxed))].sort((a, b) => a - b);
  if (rates.length === 0) return t('invoice.tax_legend_none');
  return t('invoice.tax_legend', { marker: t('invoice.tax_marker'), rate: rates.map((bps) => percentText(bps, locale)).join(', ') });
}

/** An instant (ISO string or Date) as a Toronto date and time: `Nov. 20, 2026, 10:15 a.m.`. */
export function formatDateTime(instant: string | Date, locale: Locale): string {
  const f = new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'medium', timeStyle: 'short', timeZone: STORE_TIME_ZONE });
  return plainSpaces(f.format(new Date(instant)));
}

/** An instant as a Toronto calendar date: `Nov. 21, 2026`. */
export function formatDate(instant: string | Date, locale: Locale): string {
  const f = new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'medium', timeZone: STORE_TIME_ZONE });
  return plainSpaces(f.format(new Date(instant)));
}

/** A `YYYY-MM-DD` service date with its weekday: `Mon, Nov. 23, 2026`; anything else as written. */
export function formatServiceDate(date: string, locale: Locale): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  const f = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return plainSpaces(f.format(new Date(`${date}T12:00:00Z`)));
}

/** `asap` or an 'arrive around' slot start. */
export function timePreferenceText(preference: string, t: TFunction): string {
  return preference === 'asap' ? t('invoice.asap') : t('invoice.arrive_around', { time: preference });
}

export function methodText(order: Pick<OrderDetail, 'shipping_type'>, t: TFunction): string {
  return t(order.shipping_type === 'pickup' ? 'invoice.pickup' : 'invoice.delivery');
}

export function serviceDateLabel(order: Pick<OrderDetail, 'shipping_type'>, t: TFunction): string {
  return t(order.shipping_type === 'pickup' ? 'invoice.pickup_date' : 'invoice.delivery_date');
}

export const paymentTypeText = (order: Pick<OrderDetail, 'payment_type'>, t: TFunction): string =>
  t(`invoice.payment_type.${order.payment_type}`);

export const paymentStatusText = (order: Pick<OrderDetail, 'payment_status'>, t: TFunction): string =>
  t(`invoice.payment_status.${order.payment_status}`);

/** The discount line has one name everywhere (drawer, checkout, order pages, invoice): `fees.discount`. */
export const feeLineLabel = (code: OrderDetail['fee_lines'][number]['code'], t: TFunction): string =>
  code === 'discount' ? t('fees.discount') : t(`invoice.fee.${code}`);

/**
 * A catch-weight line's estimated weight, as the cart showed it (qty × the whole-number standard
 * weight, spec §9 Pricing), or undefined for a line sold by count.
 */
export function estimatedWeight(
  line: Pick<OrderDetail['lines'][number], 'qty' | 'need_weigh' | 'weight_value' | 'weight_unit'>,
  t: TFunction,
): string | undefined {
  return isWeighed(line) ? quantityText(line.qty, line, t) : undefined;
}

/** A weight in grams as the scale read it: `6 kg`, `13.5 kg` (fr `13,5 kg`), `800 g`. */
export function gramsText(grams: number, locale: Locale): string {
  const f = new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 3 });
  return grams >= 1000 ? `${f.format(grams / 1000)}\u00a0kg` : `${f.format(grams)}\u00a0g`;
}
