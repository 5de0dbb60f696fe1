import type { Locale } from '../../../../core/schemas/common';
import type { OrderDetail, OrderStatus, OrderSummary, PaymentStatus } from '../../../../core/schemas/order';
import { htmlLang } from '../../../lib/locale';

/** DECISIONS.md: every date and time is Toronto's. */
const TIME_ZONE = 'America/Toronto';

/** '2026-03-31T18:04:00Z' → 'Mar 31, 2026, 2:04 PM' (en), '2026年3月31日 14:04' (cn), '31 mars 2026, 14 h 04' (fr). */
export function formatDateTime(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(htmlLang(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE }).format(date);
}

/** A calendar day 'YYYY-MM-DD' written the locale's way with its weekday ('Tue, Mar 31, 2026'); no time zone shift. */
export function formatServiceDate(day: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
  return new Intl.DateTimeFormat(htmlLang(locale), { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(date);
}

/** Spec §4: an unpaid online order can still be paid (after a failure too), unless it was cancelled. */
export function canPay(order: Pick<OrderSummary, 'status' | 'payment_status' | 'payment_type'>): boolean {
  return (
    (order.payment_type === 'card' || order.payment_type === 'pad') &&
    (order.payment_status === 'unpaid' || order.payment_status === 'failed') &&
    order.status !== 'cancelled' &&
    order.status !== 'out_of_stock'
  );
}

export type Tone = 'brand' | 'warning' | 'danger' | 'muted' | 'info';

export function orderStatusTone(status: OrderStatus): Tone {
  switch (status) {
    case 'finished':
    case 'delivered':
    case 'picked_up':
      return 'brand';
    case 'cancelled':
    case 'out_of_stock':
      return 'danger';
    case 'wait_pickup':
    case 'delivering':
      return 'info';
    default:
      return 'warning';
  }
}

export function paymentStatusTone(status: PaymentStatus): Tone {
  switch (status) {
    case 'paid':
    case 'prepaid':
      return 'brand';
    case 'failed':
    case 'timeout':
      return 'danger';
    case 'refund':
      return 'muted';
    default:
      return 'warning';
  }
}

/** The fee lines in display order, zero lines other than subtotal, tax and total left out. */
export function visibleFeeLines(lines: OrderDetail['fee_lines']): OrderDetail['fee_lines'] {
  return lines.filter((line) => line.code === 'subtotal' || line.code === 'tax' || line.code === 'total' || Math.abs(line.amount) >= 0.005);
}
