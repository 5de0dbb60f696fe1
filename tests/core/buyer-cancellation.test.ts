import { describe, expect, it } from 'vitest';
import { buyerCancellation } from '../../core/orders/buyer-cancellation';
import type { OrderFacts } from '../../core/orders/lifecycle';
import { DEFAULT_SMALL_ORDER_FEE_RULES } from '../../core/pricing/small-order-fee';

/** What the buyer's order detail says about cancelling: core's own rule (canTransition, cancellationCharge) read ahead. */
const placed = new Date('2026-11-18T15:00:00Z'); // Wednesday 10:00 Toronto
const order = (over: Partial<OrderFacts> = {}): OrderFacts => ({
  status: 'accept',
  shippingType: 'delivery',
  paymentType: 'card',
  paymentStatus: 'prepaid',
  customerId: 7,
  createdAt: placed,
  packed: false,
  ...over,
});
const read = (facts: OrderFacts, now: string) =>
  buyerCancellation(facts, { customerId: 7, now: new Date(now), smallOrderFeeRules: DEFAULT_SMALL_ORDER_FEE_RULES, orderTotalCents: 133_35 });

describe('buyerCancellation', () => {
  it('23:58 Toronto on the order day: allowed, nothing kept, all of it back', () => {
    expect(read(order(), '2026-11-19T04:58:00Z')).toEqual({ allowed: true, window: 'order_day', chargeCents: 0, refundCents: 133_35, callReason: null });
  });

  it('00:01 the next day: allowed, the $9.90 small order fee kept', () => {
    expect(read(order(), '2026-11-19T05:01:00Z')).toEqual({ allowed: true, window: 'next_day', chargeCents: 9_90, refundCents: 123_45, callReason: null });
  });

  it('a card order never authorized keeps nothing the next day: there is nothing to keep it from', () => {
    expect(read(order({ status: 'processing', paymentStatus: 'unpaid' }), '2026-11-19T05:01:00Z')).toMatchObject({ allowed: true, chargeCents: 0 });
  });

  it('once packing started, or two days later, the buyer is told whom to call while staff could still cancel', () => {
    expect(read(order({ status: 'cooking' }), '2026-11-18T16:00:00Z')).toMatchObject({ allowed: false, callReason: 'orders.transition.cancel_packing_started' });
    expect(read(order({ packed: true, status: 'accept' }), '2026-11-18T16:00:00Z')).toMatchObject({ allowed: false, callReason: 'orders.transition.cancel_packing_started' });
    expect(read(order(), '2026-11-20T15:00:00Z')).toMatchObject({ allowed: false, window: 'closed', callReason: 'orders.transition.cancel_too_late' });
  });

  it('nothing to call about once the goods reached the buyer or the order is closed', () => {
    for (const status of ['delivered', 'picked_up', 'finished', 'cancelled', 'out_of_stock'] as const) {
      expect(read(order({ status }), '2026-11-18T16:00:00Z'), status).toMatchObject({ allowed: false, callReason: null });
    }
  });
});
