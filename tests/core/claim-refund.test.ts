import { describe, expect, it } from 'vitest';
import { DEFAULT_TAX_RATE_BPS } from '../../core/checkout/order-totals';
import { claimRefund, type ClaimRefundInput } from '../../core/orders/claim-refund';
import { claimDeadline, claimDecisionRefusal, claimFilingRefusal, type ClaimFilingFacts } from '../../core/orders/claims';
import type { SettlementInput } from '../../core/orders/settlement';
import { DEFAULT_SMALL_ORDER_FEE_RULES } from '../../core/pricing/small-order-fee';

const HST = DEFAULT_TAX_RATE_BPS;
const rules = DEFAULT_SMALL_ORDER_FEE_RULES;

/** The card order as packed (tests/core/settlement.test.ts): settled total 9,570. */
const packedScenario: SettlementInput = {
  paymentType: 'card',
  lines: [
    { lineId: 1, orderedQty: 1, rowTotalCents: 4_250, taxRateBps: HST, nominalUnitGrams: 5_000, deliveredQty: 1, actualWeightGrams: 4_820 },
    { lineId: 2, orderedQty: 2, rowTotalCents: 3_598, taxRateBps: HST, nominalUnitGrams: 567, deliveredQty: 2, actualWeightGrams: 1_050 },
    { lineId: 3, orderedQty: 3, rowTotalCents: 2_625, taxRateBps: HST, nominalUnitGrams: null, deliveredQty: 1, actualWeightGrams: null },
  ],
  checkout: { discountCents: 0, deliveryFeeCents: 0, smallOrderFeeCents: 0, tipsCents: 0, totalCents: 12_071 },
};

/**
 * A $120.00 card order delivered in full: X one case at $90.00, Y four packs at $7.50.
 * Checkout and settlement: 12,000 + tax 1,560 = 13,560; card fee 2 % = 271.2 → 271; total 13,831.
 */
const fullOrder: SettlementInput = {
  paymentType: 'card',
  lines: [
    { lineId: 10, orderedQty: 1, rowTotalCents: 9_000, taxRateBps: HST, nominalUnitGrams: null, deliveredQty: 1, actualWeightGrams: null },
    { lineId: 11, orderedQty: 4, rowTotalCents: 3_000, taxRateBps: HST, nominalUnitGrams: null, deliveredQty: 4, actualWeightGrams: null },
  ],
  checkout: { discountCents: 0, deliveryFeeCents: 0, smallOrderFeeCents: 0, tipsCents: 0, totalCents: 13_831 },
};

const refund = (over: Partial<ClaimRefundInput>) => claimRefund({ order: fullOrder, approvedBefore: [], claim: { lineId: 11, qty: 1 }, smallOrderFeeRules: rules, ...over });

describe('refund of an approved claim (spec §9)', () => {
  it('the issue scenario: a damaged salmon portion is refunded with its tax and card fee', () => {
    const r = claimRefund({ order: packedScenario, approvedBefore: [], claim: { lineId: 2, qty: 1 }, smallOrderFeeRules: rules });
    // Line 2 settled 3,331 for 2 portions; keeps ⌊3,331 × 1 / 2⌋ = 1,665. Subtotal 4,097 + 1,665 + 875 = 6,637;
    // tax 862.81 → 863; post-tax 7,500; card fee 150; total 7,650. Refund 9,570 − 7,650 = 1,920.
    // No fee kept back: the goods were already under $100 from the short line (our shortfall, §9 waiver).
    expect(r).toEqual({
      ok: true,
      goodsRefundCents: 1_920,
      smallOrderFeeDeductedCents: 0,
      refundCents: 1_920,
      totalBeforeCents: 9_570,
      totalAfterCents: 7_650,
      cashbackBeforeCents: 0,
      cashbackAfterCents: 0,
    });
  });

  it('a return that keeps the order at $100 or more refunds in full', () => {
    // Two of Y back: Y keeps ⌊3,000 × 2 / 4⌋ = 1,500; subtotal 10,500; tax 1,365; post-tax 11,865;
    // card fee 237.3 → 237; total 12,102. Refund 13,831 − 12,102 = 1,729.
    expect(refund({ claim: { lineId: 11, qty: 2 } })).toMatchObject({ refundCents: 1_729, smallOrderFeeDeductedCents: 0, totalAfterCents: 12_102 });
  });

  it('the return that brings the goods under $100 has the small order fee deducted, once', () => {
    const first = { lineId: 11, qty: 2 };
    // After the first claim (12,102), the last two of Y: subtotal 9,000; tax 1,170; post-tax 10,170;
    // card fee 203.4 → 203; total 10,373. Goods refund 12,102 − 10,373 = 1,729, less the $9.90 fee = 739.
    const second = refund({ approvedBefore: [first], claim: { lineId: 11, qty: 2 } });
    expect(second).toMatchObject({ goodsRefundCents: 1_729, smallOrderFeeDeductedCents: 990, refundCents: 739, totalBeforeCents: 12_102, totalAfterCents: 11_363 });
    // A third claim (the case of X): the goods were already under $100, so nothing more is kept back.
    // Subtotal 0: total 0; goods refund 10,373; the invoice total before it counts the fee kept: 11,363.
    const third = refund({ approvedBefore: [first, { lineId: 11, qty: 2 }], claim: { lineId: 10, qty: 1 } });
    expect(third).toMatchObject({ goodsRefundCents: 10_373, smallOrderFeeDeductedCents: 0, refundCents: 10_373, totalBeforeCents: 11_363, totalAfterCents: 990 });
  });

  it('never refunds below zero when the fee is more than the return', () => {
    // After two of Y back (12,102), one more: subtotal 9,750; tax 1,267.5 → 1,268; post-tax 11,018;
    // card fee 220.36 → 220; total 11,238. Goods refund 864, all of it kept back (fee 990 capped at 864).
    const r = refund({ approvedBefore: [{ lineId: 11, qty: 2 }], claim: { lineId: 11, qty: 1 } });
    expect(r).toMatchObject({ goodsRefundCents: 864, smallOrderFeeDeductedCents: 864, refundCents: 0, totalAfterCents: 12_102 });
  });

  it('an order that paid the small order fee at checkout has nothing deducted', () => {
    const small: SettlementInput = {
      paymentType: 'pad',
      lines: [{ lineId: 1, orderedQty: 2, rowTotalCents: 5_000, taxRateBps: HST, nominalUnitGrams: null, deliveredQty: 2, actualWeightGrams: null }],
      // 5,000 + 650 tax + 990 fee = 6,640; PAD cashback 66.4 → 66.
      checkout: { discountCents: 0, deliveryFeeCents: 0, smallOrderFeeCents: 990, tipsCents: 0, totalCents: 6_640 },
    };
    // One of two back: 2,500 + 325 + 990 = 3,815; refund 2,825; cashback 38.15 → 38.
    const r = claimRefund({ order: small, approvedBefore: [], claim: { lineId: 1, qty: 1 }, smallOrderFeeRules: rules });
    expect(r).toMatchObject({ refundCents: 2_825, smallOrderFeeDeductedCents: 0, cashbackBeforeCents: 66, cashbackAfterCents: 38 });
  });

  it('refuses more units than were delivered and not already returned', () => {
    expect(refund({ claim: { lineId: 11, qty: 5 } })).toEqual({ ok: false, reason: 'orders.claim.qty_over_delivered' });
    expect(refund({ approvedBefore: [{ lineId: 11, qty: 3 }], claim: { lineId: 11, qty: 2 } })).toEqual({ ok: false, reason: 'orders.claim.qty_over_delivered' });
    expect(refund({ claim: { lineId: 11, qty: 0 } })).toEqual({ ok: false, reason: 'orders.claim.qty_over_delivered' });
    // A short line: only the delivered unit can be claimed.
    expect(claimRefund({ order: packedScenario, approvedBefore: [], claim: { lineId: 3, qty: 2 }, smallOrderFeeRules: rules }).ok).toBe(false);
  });
});

describe('who may file and decide a claim, and until when', () => {
  const deliveredAt = new Date('2026-11-18T15:00:00Z');
  const facts = (over: Partial<ClaimFilingFacts>): ClaimFilingFacts => ({
    role: 'buyer',
    orderStatus: 'delivered',
    handedOverAt: deliveredAt,
    goods: 'fresh',
    deliveredQty: 4,
    claimedQty: 0,
    qty: 1,
    ...over,
  });
  const at = (iso: string) => new Date(iso);

  it('fresh goods within 24 hours of delivery, unopened dry goods within 15 days', () => {
    expect(claimDeadline(deliveredAt, 'fresh').toISOString()).toBe('2026-11-19T15:00:00.000Z');
    expect(claimFilingRefusal(facts({}), at('2026-11-19T15:00:00Z'))).toBeNull();
    expect(claimFilingRefusal(facts({}), at('2026-11-19T15:00:01Z'))).toBe('orders.claim.window_closed');
    expect(claimFilingRefusal(facts({ goods: 'dry' }), at('2026-12-03T15:00:00Z'))).toBeNull();
    expect(claimFilingRefusal(facts({ goods: 'dry' }), at('2026-12-03T15:00:01Z'))).toBe('orders.claim.window_closed');
  });

  it('the buyer, their agent or a supervisor files; never a driver or the warehouse', () => {
    const now = at('2026-11-18T16:00:00Z');
    for (const role of ['buyer', 'agent', 'supervisor'] as const) expect(claimFilingRefusal(facts({ role }), now)).toBeNull();
    for (const role of ['driver', 'warehouse'] as const) expect(claimFilingRefusal(facts({ role }), now)).toBe('orders.claim.role_not_allowed');
  });

  it('only on goods handed over, for units delivered and not claimed yet', () => {
    const now = at('2026-11-18T16:00:00Z');
    expect(claimFilingRefusal(facts({ orderStatus: 'delivering', handedOverAt: null }), now)).toBe('orders.claim.not_delivered');
    expect(claimFilingRefusal(facts({ orderStatus: 'picked_up' }), now)).toBeNull();
    expect(claimFilingRefusal(facts({ orderStatus: 'finished' }), now)).toBeNull();
    expect(claimFilingRefusal(facts({ qty: 4, claimedQty: 1 }), now)).toBe('orders.claim.qty_over_delivered');
    expect(claimFilingRefusal(facts({ qty: 3, claimedQty: 1 }), now)).toBeNull();
  });

  it('warehouse staff or a supervisor decide, once', () => {
    expect(claimDecisionRefusal('warehouse', 'pending')).toBeNull();
    expect(claimDecisionRefusal('supervisor', 'pending')).toBeNull();
    expect(claimDecisionRefusal('driver', 'pending')).toBe('orders.claim.role_not_allowed');
    expect(claimDecisionRefusal('agent', 'pending')).toBe('orders.claim.role_not_allowed');
    expect(claimDecisionRefusal('buyer', 'pending')).toBe('orders.claim.role_not_allowed');
    expect(claimDecisionRefusal('supervisor', 'approved')).toBe('orders.claim.already_decided');
    expect(claimDecisionRefusal('warehouse', 'rejected')).toBe('orders.claim.already_decided');
  });
});
