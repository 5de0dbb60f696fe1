import { payLaterOverLimit, type PayLaterCredit } from '../../../../core/checkout/checkout-rules';
import { toCents } from '../../../../core/money';
import type { CheckoutOptions, OrderQuote } from '../../../../core/schemas/checkout';

/**
 * Issue 17: the customer's pay-later credit when this order would pass it, or null. The quote's
 * total is for the chosen payment type; Pay Later has no channel fee, so a card quote's fee is taken
 * off before the same core rule the server applies.
 */
export function payLaterCreditExceeded(credit: CheckoutOptions['pay_later_credit'], quote: OrderQuote | null | undefined): PayLaterCredit | null {
  if (!credit || !quote) return null;
  const channelFeeCents = quote.fee_lines.filter((line) => line.code === 'channel_fee').reduce((sum, line) => sum + toCents(line.amount), 0);
  const payLaterTotalCents = toCents(quote.total) - channelFeeCents;
  const cents: PayLaterCredit = { limitCents: toCents(credit.limit), unpaidCents: toCents(credit.unpaid) };
  return payLaterOverLimit(cents, payLaterTotalCents) ? cents : null;
}
