import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeOrderTotals, PAYMENT_TYPES } from '../../core/checkout/order-totals';
import { claimRefund, type ClaimedUnits } from '../../core/orders/claim-refund';
import { floorDiv, settleOrder, type SettlementInput, type SettlementLineInput } from '../../core/orders/settlement';
import { DEFAULT_SMALL_ORDER_FEE_RULES, smallOrderFeeCents } from '../../core/pricing/small-order-fee';

/**
 * Properties of settlement over generated orders: the charged figures are what checkout's own rule
 * gives for the ordered lines (fee from the shop's rule, coupon, tips, any payment type, 0 % and 13 %
 * lines), the packing is any delivered quantity and weight. Fixed seed; FC_SEED / FC_RUNS override.
 */
const SEED = Number(process.env.FC_SEED ?? 1515);
const RUNS = Number(process.env.FC_RUNS ?? 2_000);

const orderedLine = fc.record({
  orderedQty: fc.integer({ min: 1, max: 40 }),
  unitCents: fc.integer({ min: 0, max: 50_000 }),
  taxRateBps: fc.constantFrom(0, 1300),
  nominalUnitGrams: fc.option(fc.integer({ min: 1, max: 25_000 }), { nil: null }),
  /** Share of the ordered units delivered, and of their standard weight on the scale (0..1.5). */
  deliveredShare: fc.double({ min: 0, max: 1, noNaN: true }),
  weightShare: fc.option(fc.double({ min: 0, max: 1.5, noNaN: true }), { nil: null }),
});

const order = fc.record({
  lines: fc.array(orderedLine, { minLength: 1, maxLength: 12 }),
  paymentType: fc.constantFrom(...PAYMENT_TYPES),
  couponCents: fc.integer({ min: 0, max: 30_000 }),
  tipsCents: fc.integer({ min: 0, max: 2_000 }),
});

type GeneratedOrder = typeof order extends fc.Arbitrary<infer T> ? T : never;

function input(o: GeneratedOrder): SettlementInput {
  const lines: SettlementLineInput[] = o.lines.map((l, i) => {
    const deliveredQty = Math.floor(l.deliveredShare * l.orderedQty);
    const weighed = l.nominalUnitGrams !== null && l.weightShare !== null;
    return {
      lineId: i + 1,
      orderedQty: l.orderedQty,
      rowTotalCents: l.orderedQty * l.unitCents,
      taxRateBps: l.taxRateBps,
      nominalUnitGrams: l.nominalUnitGrams,
      deliveredQty,
      actualWeightGrams: weighed ? Math.round(deliveredQty * l.nominalUnitGrams! * l.weightShare!) : null,
    };
  });
  const subtotal = lines.reduce((s, l) => s + l.rowTotalCents, 0);
  const fee = smallOrderFeeCents({ rules: DEFAULT_SMALL_ORDER_FEE_RULES, subtotalCents: subtotal });
  const discount = Math.min(o.couponCents, subtotal);
  const checkout = computeOrderTotals({
    lines: lines.map((l) => ({ rowTotalCents: l.rowTotalCents, taxRateBps: l.taxRateBps })),
    couponDiscountCents: discount,
    deliveryFeeCents: 0,
    smallOrderFeeCents: fee,
    tipsCents: o.tipsCents,
    paymentType: o.paymentType,
  });
  return {
    paymentType: o.paymentType,
    lines,
    checkout: { discountCents: discount, deliveryFeeCents: 0, smallOrderFeeCents: fee, tipsCents: o.tipsCents, totalCents: checkout.totalCents },
  };
}

const isCents = (n: number) => Number.isSafeInteger(n) && n >= 0;
const params = { seed: SEED, numRuns: RUNS };

describe('settlement properties', () => {
  it('never charges more than checkout, and every figure is a whole, non-negative number of cents', () => {
    fc.assert(
      fc.property(order, (o) => {
        const s = settleOrder(input(o));
        expect(s.settledTotalCents).toBeLessThanOrEqual(s.chargedTotalCents);
        expect(s.withinCharge).toBe(true);
        expect(isCents(s.differenceCents)).toBe(true);
        const { totals } = s;
        for (const figure of [totals.subtotalCents, totals.discountCents, totals.taxCents, totals.smallOrderFeeCents, totals.channelFeeCents, totals.tipsCents, totals.totalCents, totals.cashbackCents, s.creditsCents]) {
          expect(isCents(figure)).toBe(true);
        }
        for (const line of s.lines) {
          expect(isCents(line.settledRowTotalCents) && isCents(line.shortCreditCents) && isCents(line.weightCreditCents)).toBe(true);
          expect(line.settledRowTotalCents).toBeLessThanOrEqual(line.orderedRowTotalCents);
          expect(line.shortCreditCents + line.weightCreditCents).toBe(line.creditCents);
        }
        // The fee lines add up to the total, as checkout's do.
        const sum = totals.feeLines.filter((f) => f.code !== 'total').reduce((a, f) => a + f.amountCents, 0);
        expect(sum).toBe(totals.totalCents);
        // Settlement never adds a small order fee.
        expect(totals.smallOrderFeeCents).toBeLessThanOrEqual(input(o).checkout.smallOrderFeeCents);
      }),
      params,
    );
  });

  it('a full packing at the standard weights settles to exactly what checkout charged', () => {
    fc.assert(
      fc.property(order, (o) => {
        const full = input(o);
        const s = settleOrder({ ...full, lines: full.lines.map((l) => ({ ...l, deliveredQty: l.orderedQty, actualWeightGrams: l.nominalUnitGrams === null ? null : l.nominalUnitGrams * l.orderedQty })) });
        expect(s.differenceCents).toBe(0);
      }),
      params,
    );
  });

  it('claims: each refund is whole and non-negative, and all of them never exceed the settled total', () => {
    const claims = fc.array(fc.record({ line: fc.nat(), share: fc.double({ min: 0, max: 1, noNaN: true }) }), { maxLength: 6 });
    fc.assert(
      fc.property(order, claims, (o, wanted) => {
        const packed = input(o);
        const settled = settleOrder(packed).settledTotalCents;
        const approved: ClaimedUnits[] = [];
        const left = new Map(packed.lines.map((l) => [l.lineId, l.deliveredQty]));
        let refunded = 0;
        for (const w of wanted) {
          const line = packed.lines[w.line % packed.lines.length]!;
          const qty = Math.max(1, Math.floor(w.share * left.get(line.lineId)!));
          const result = claimRefund({ order: packed, approvedBefore: approved, claim: { lineId: line.lineId, qty }, smallOrderFeeRules: DEFAULT_SMALL_ORDER_FEE_RULES });
          if (left.get(line.lineId)! < qty) {
            expect(result.ok).toBe(false);
            continue;
          }
          if (!result.ok) throw new Error(result.reason);
          expect(isCents(result.refundCents) && isCents(result.smallOrderFeeDeductedCents)).toBe(true);
          expect(result.totalBeforeCents).toBe(settled - refunded);
          refunded += result.refundCents;
          expect(result.totalAfterCents).toBe(settled - refunded);
          approved.push({ lineId: line.lineId, qty });
          left.set(line.lineId, left.get(line.lineId)! - qty);
        }
        expect(refunded).toBeLessThanOrEqual(settled);
      }),
      { ...params, numRuns: Math.ceil(RUNS / 4) },
    );
  });

  it('floorDiv agrees with exact integer division', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (n, d) => {
        expect(floorDiv(n, d)).toBe(Number(BigInt(n) / BigInt(d)));
      }),
      { seed: SEED, numRuns: 20_000 },
    );
  });
});
