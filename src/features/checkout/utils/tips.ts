import { percentOf, toCents, type Cents } from '../../../../core/money';

/** Spec §2.8 tips entry: preset percentages of the goods (after coupons), or an amount typed in. */
export const TIP_PRESETS = [0, 5, 10, 15] as const;

/** The place-order body's bound (dollars). */
export const MAX_TIP_CENTS = 1000_00;

export type TipChoice = { kind: 'percent'; percent: number } | { kind: 'custom'; text: string };

export const NO_TIP: TipChoice = { kind: 'percent', percent: 0 };

/** A typed amount ('5', '5.5', '$5.50', '5,50') in cents, or null when it is not one (or out of bounds). */
export function parseTipAmount(text: string): Cents | null {
  const cleaned = text.trim().replace(/^\$/, '').replace(/\s*\$$/, '').replace(',', '.');
  if (cleaned === '') return 0;
  if (!/^\d{1,4}(\.\d{0,2})?$/.test(cleaned)) return null;
  const cents = toCents(Number(cleaned));
  return cents > MAX_TIP_CENTS ? null : cents;
}

/** The tip in cents for the goods amount `baseCents`; null when a custom amount is not valid. */
export function tipCents(choice: TipChoice, baseCents: Cents): Cents | null {
  if (choice.kind === 'custom') return parseTipAmount(choice.text);
  return Math.min(MAX_TIP_CENTS, percentOf(Math.max(0, baseCents), choice.percent));
}
