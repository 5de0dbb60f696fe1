import type { DriverStop } from '../../../../core/schemas/fulfilment';

/** How a stop reads on the card: out for delivery, packed and still at the warehouse, or delivered. */
export type StopState = 'delivering' | 'waiting' | 'delivered';

export function stopState(stop: Pick<DriverStop, 'status' | 'can_deliver'>): StopState {
  if (stop.can_deliver) return 'delivering';
  if (stop.status === 'delivered' || stop.status === 'finished') return 'delivered';
  return 'waiting';
}

/** A `tel:` link for the address-book forms we store (4165550100, 14165550100, +86…). */
export function telHref(tel: string): string {
  const digits = tel.replace(/\D+/g, '');
  if (digits.length === 10) return `tel:+1${digits}`;
  return `tel:+${digits}`;
}

/** Grams as kilograms for the card: 3050 → '3.05' (the locale's decimal sign). */
export function kilograms(grams: number, lang: string): string {
  return new Intl.NumberFormat(lang, { maximumFractionDigits: 3 }).format(grams / 1000);
}
