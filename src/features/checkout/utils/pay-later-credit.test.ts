import { describe, expect, it } from 'vitest';
import type { OrderQuote } from '../../../../core/schemas/checkout';
import { payLaterCreditExceeded } from './pay-later-credit';

const quote = (total: number, channelFee = 0): OrderQuote => ({
  fee_lines: [
    { code: 'subtotal', amount: total - channelFee },
    ...(channelFee > 0 ? [{ code: 'channel_fee' as const, amount: channelFee }] : []),
    { code: 'total', amount: total },
  ],
  total,
  cashback: 0,
  coupons: [],
  messages: [],
  not_pickable_product_ids: [],
  payable: true,
  refusal: null,
});

describe('payLaterCreditExceeded', () => {
  it('compares the unpaid balance plus the order, without the card fee, with the limit', () => {
    const credit = { limit: 120, unpaid: 100 };
    expect(payLaterCreditExceeded(credit, quote(20))).toBeNull();
    expect(payLaterCreditExceeded(credit, quote(20.01))).toEqual({ limitCents: 12000, unpaidCents: 10000 });
    // A card quote of $20.40 is $20.00 on terms.
    expect(payLaterCreditExceeded(credit, quote(20.4, 0.4))).toBeNull();
    expect(payLaterCreditExceeded(null, quote(1000))).toBeNull();
    expect(payLaterCreditExceeded(credit, undefined)).toBeNull();
  });
});
