import { describe, expect, it } from 'vitest';
import { computeOrderTotals, DEFAULT_TAX_RATE_BPS, type PaymentType } from '../../core/checkout/order-totals';
import { nominalUnitGrams } from '../../core/orders/catch-weight';
import { cancellationCharge, checkoutChargesOf, floorDiv, settleLine, settleOrder, type SettlementInput, type SettlementLineInput } from '../../core/orders/settlement';
import { settlementView } from '../../core/orders/settlement-view';
import { settlementViewSchema } from '../../core/schemas/fulfilment';
import { DEFAULT_SMALL_ORDER_FEE_RULES } from '../../core/pricing/small-order-fee';

const HST = DEFAULT_TAX_RATE_BPS;

/**
 * The scenario: a $104.73 order (no small order fee at checkout) with two catch-weight lines
 * and one line that goes short.
 * - A: chicken breast, one 5 kg case at $42.50 → row 4,250; weighed 4,820 g.
 * - B: salmon portions, two of 1.25 lb at $17.99 → row 3,598; 1.25 lb = 566.99 g → 567 g a unit,
 *   1,134 g ordered; weighed 1,050 g.
 * - C: rice, three bags at $8.75 → row 2,625; only one delivered.
 */
function scenario(paymentType: PaymentType, delivered = { a: 4_820, b: 1_050, c: 1 }): SettlementInput {
  const lines: SettlementLineInput[] = [
    { lineId: 1, orderedQty: 1, rowTotalCents: 4_250, taxRateBps: HST, nominalUnitGrams: 5_000, deliveredQty: 1, actualWeightGrams: delivered.a },
    { lineId: 2, orderedQty: 2, rowTotalCents: 3_598, taxRateBps: HST, nominalUnitGrams: 567, deliveredQty: 2, actualWeightGrams: delivered.b },
    { lineId: 3, orderedQty: 3, rowTotalCents: 2_625, taxRateBps: HST, nominalUnitGrams: null, deliveredQty: delivered.c, actualWeightGrams: null },
  ];
  // What checkout charged, by checkout's own rule.
  const checkout = computeOrderTotals({
    lines: lines.map((l) => ({ rowTotalCents: l.rowTotalCents, taxRateBps: l.taxRateBps })),
    couponDiscountCents: 0,
    deliveryFeeCents: 0,
    smallOrderFeeCents: 0,
    tipsCents: 0,
    paymentType,
  });
  return {
    paymentType,
    lines,
    checkout: { discountCents: 0, deliveryFeeCents: 0, smallOrderFeeCents: 0, tipsCents: 0, totalCents: checkout.totalCents },
  };
}

describe('settlement of a packed order (spec §9, issue 15 scenario)', () => {
  it('card: lighter weights and a short line lower the capture; the small order fee stays waived', () => {
    const s = settleOrder(scenario('card'));
    // Checkout: subtotal 10,473; tax 13 % = 1,361.49 → 1,361; post-tax 11,834; card fee 2 % = 236.68 → 237; total 12,071.
    expect(s.chargedTotalCents).toBe(12_071);
    // A: ⌊4,250 × 4,820 / (1 × 5,000)⌋ = ⌊4,097.0⌋ = 4,097 (credit 153, all weight).
    // B: ⌊3,598 × 1,050 / (2 × 567)⌋ = ⌊3,777,900 / 1,134⌋ = ⌊3,331.48⌋ = 3,331 (credit 267).
    // C: ⌊2,625 × 1 / 3⌋ = 875 (credit 1,750, all short).
    expect(s.lines.map((l) => l.settledRowTotalCents)).toEqual([4_097, 3_331, 875]);
    expect(s.lines.map((l) => [l.shortCreditCents, l.weightCreditCents])).toEqual([
      [0, 153],
      [0, 267],
      [1_750, 0],
    ]);
    expect(s.lines.map((l) => l.status)).toEqual(['packed', 'packed', 'short']);
    expect(s.lines[1]).toMatchObject({ orderedWeightGrams: 1_134, deliveredStandardWeightGrams: 1_134, actualWeightGrams: 1_050 });
    expect(s.creditsCents).toBe(153 + 267 + 1_750);
    // Settled: subtotal 8,303 ($83.03, under $100 — but the shortfall is ours: no fee added);
    // tax 13 % = 1,079.39 → 1,079; post-tax 9,382; card fee 2 % = 187.64 → 188; total 9,570.
    expect(s.totals).toMatchObject({ subtotalCents: 8_303, taxCents: 1_079, smallOrderFeeCents: 0, channelFeeCents: 188, totalCents: 9_570 });
    expect(s.totals.feeLines).toEqual([
      { code: 'subtotal', amountCents: 8_303 },
      { code: 'tax', amountCents: 1_079 },
      { code: 'channel_fee', amountCents: 188 },
      { code: 'total', amountCents: 9_570 },
    ]);
    // The authorization of 12,071 is captured at 9,570: 2,501 never leaves the buyer's card.
    expect(s.settledTotalCents).toBe(9_570);
    expect(s.differenceCents).toBe(2_501);
    expect(s.withinCharge).toBe(true);
  });

  it('PAD: no channel fee, the debit is the settled amount and the cashback is 1 % of it', () => {
    const s = settleOrder(scenario('pad'));
    // Checkout: post-tax 11,834 (no channel fee); cashback 118.34 → 118.
    expect(s.chargedTotalCents).toBe(11_834);
    // Settled: 8,303 + 1,079 = 9,382; cashback 93.82 → 94.
    expect(s.totals).toMatchObject({ totalCents: 9_382, channelFeeCents: 0, cashbackCents: 94 });
    expect(s.differenceCents).toBe(2_452);
  });

  it('cash: invoiced at the settled amount, no fee and no cashback', () => {
    const s = settleOrder(scenario('cash'));
    expect(s.totals).toMatchObject({ totalCents: 9_382, channelFeeCents: 0, cashbackCents: 0 });
  });

  it('a full order at its standard weights settles to exactly what checkout charged', () => {
    const s = settleOrder(scenario('card', { a: 5_000, b: 1_134, c: 3 }));
    expect(s.settledTotalCents).toBe(12_071);
    expect(s.differenceCents).toBe(0);
    expect(s.creditsCents).toBe(0);
  });

  it('a heavier delivered weight is charged at the standard weight, never more', () => {
    const s = settleOrder(scenario('card', { a: 5_900, b: 2_000, c: 3 }));
    expect(s.lines.map((l) => l.settledRowTotalCents)).toEqual([4_250, 3_598, 2_625]);
    expect(s.differenceCents).toBe(0);
  });

  it('keeps the checkout discount (capped at the settled subtotal) and a fee checkout charged', () => {
    // Ordered 6,000 + 2,000 = 8,000 with a $10 coupon and the $9.90 fee (under $100 at checkout).
    const lines: SettlementLineInput[] = [
      { lineId: 1, orderedQty: 4, rowTotalCents: 6_000, taxRateBps: HST, nominalUnitGrams: null, deliveredQty: 1, actualWeightGrams: null },
      { lineId: 2, orderedQty: 1, rowTotalCents: 2_000, taxRateBps: HST, nominalUnitGrams: null, deliveredQty: 0, actualWeightGrams: null },
    ];
    const checkout = { discountCents: 1_000, deliveryFeeCents: 0, smallOrderFeeCents: 990, tipsCents: 300, totalCents: 0 };
    // Checkout: 8,000 − 1,000 = 7,000; tax 910; + fee 990 → 8,900; cash: + tips 300 = 9,200.
    checkout.totalCents = 9_200;
    const s = settleOrder({ paymentType: 'cash', lines, checkout });
    // Settled: line 1 ⌊6,000 × 1 / 4⌋ = 1,500; line 2 0. Subtotal 1,500 − 1,000 = 500; tax 65; fee 990 stays; tips 300:
    // 500 + 65 + 990 + 300 = 1,855.
    expect(s.totals).toMatchObject({ subtotalCents: 1_500, discountCents: 1_000, taxCents: 65, smallOrderFeeCents: 990, tipsCents: 300, totalCents: 1_855 });
    expect(s.lines[1]!.status).toBe('out_of_stock');
    expect(s.smallOrderFeeWaivedCents).toBe(0);
    // Nearly nothing delivered: the discount stops at the subtotal, never below zero goods.
    const tiny = settleOrder({ paymentType: 'cash', lines: [{ ...lines[0]!, rowTotalCents: 800, deliveredQty: 1 }, lines[1]!], checkout });
    expect(tiny.totals).toMatchObject({ subtotalCents: 200, discountCents: 200, taxCents: 0, totalCents: 990 + 300 });
  });

  it('nothing delivered: the order keeps nothing, fee and tips included', () => {
    const input = scenario('card', { a: 0, b: 0, c: 0 });
    const s = settleOrder({
      ...input,
      lines: input.lines.map((l) => ({ ...l, deliveredQty: 0, actualWeightGrams: null })),
      checkout: { ...input.checkout, smallOrderFeeCents: 990, tipsCents: 500, totalCents: 13_566 },
    });
    expect(s.nothingDelivered).toBe(true);
    expect(s.settledTotalCents).toBe(0);
    expect(s.smallOrderFeeWaivedCents).toBe(990);
    expect(s.lines.every((l) => l.status === 'out_of_stock')).toBe(true);
  });

  it('says when the charged figures are below what the lines give (the server then refuses)', () => {
    const input = scenario('card', { a: 5_000, b: 1_134, c: 3 });
    const s = settleOrder({ ...input, checkout: { ...input.checkout, totalCents: 12_000 } });
    expect(s.differenceCents).toBe(-71);
    expect(s.withinCharge).toBe(false);
  });
});

describe('rounding of a settled line (always down to the cent, in the buyer’s favour)', () => {
  const line = (over: Partial<SettlementLineInput>): SettlementLineInput => ({
    lineId: 1,
    orderedQty: 3,
    rowTotalCents: 1_000,
    taxRateBps: HST,
    nominalUnitGrams: null,
    deliveredQty: 3,
    actualWeightGrams: null,
    ...over,
  });

  it('a third of $10.00 is $3.33, two thirds $6.66; the credit takes the remaining cents', () => {
    expect(settleLine(line({ deliveredQty: 1 })).settledRowTotalCents).toBe(333);
    expect(settleLine(line({ deliveredQty: 2 }))).toMatchObject({ settledRowTotalCents: 666, creditCents: 334, shortCreditCents: 334 });
  });

  it('one gram under the standard weight takes a cent off only when it is worth a cent', () => {
    // $10.00 for 3 × 1,000 g: 2,999 g → ⌊1,000 × 2,999 / 3,000⌋ = ⌊999.67⌋ = 999.
    expect(settleLine(line({ nominalUnitGrams: 1_000, actualWeightGrams: 2_999 })).settledRowTotalCents).toBe(999);
    // $0.10 for 1 × 1,000 g: 999 g → ⌊9.99⌋ = 9.
    expect(settleLine(line({ orderedQty: 1, deliveredQty: 1, rowTotalCents: 10, nominalUnitGrams: 1_000, actualWeightGrams: 999 })).settledRowTotalCents).toBe(9);
  });

  it('short and light together: the lower of the two, the credit split between them', () => {
    // 3 ordered × 1,000 g at $10.00, 2 delivered weighing 1,800 g: by qty ⌊666.67⌋ = 666, by weight ⌊600⌋ = 600.
    const l = settleLine(line({ nominalUnitGrams: 1_000, deliveredQty: 2, actualWeightGrams: 1_800 }));
    expect(l).toMatchObject({ status: 'short', settledRowTotalCents: 600, shortCreditCents: 334, weightCreditCents: 66, creditCents: 400 });
    // 2 delivered weighing 2,500 g (heavier than their 2,000 g): charged for two standard units.
    expect(settleLine(line({ nominalUnitGrams: 1_000, deliveredQty: 2, actualWeightGrams: 2_500 })).settledRowTotalCents).toBe(666);
  });

  it('a weighed line with no weight entered is charged at the standard weight of what was delivered', () => {
    expect(settleLine(line({ nominalUnitGrams: 1_000, deliveredQty: 2 })).settledRowTotalCents).toBe(666);
  });

  it('floorDiv is exact near 2^53 and refuses what it cannot divide exactly', () => {
    expect(floorDiv(9_007_199_254_740_990, 3)).toBe(3_002_399_751_580_330);
    expect(floorDiv(9_007_199_254_740_989, 9_007_199_254_740_990)).toBe(0);
    expect(floorDiv(7, 7)).toBe(1);
    expect(floorDiv(0, 5)).toBe(0);
    expect(() => floorDiv(2 ** 53, 3)).toThrow(RangeError);
    expect(() => floorDiv(5, 0)).toThrow(RangeError);
  });
});

describe('standard weight of a catch-weight unit', () => {
  it('reads kg, lb, g and oz exactly, not the cart display rounding', () => {
    expect(nominalUnitGrams({ needWeigh: 1, weightValue: '0.6', weightUnit: 'kg' })).toBe(600);
    expect(nominalUnitGrams({ needWeigh: 1, weightValue: '22.7', weightUnit: 'kg' })).toBe(22_700);
    expect(nominalUnitGrams({ needWeigh: 1, weightValue: '10', weightUnit: 'lb' })).toBe(4_536);
    expect(nominalUnitGrams({ needWeigh: 1, weightValue: '1.25', weightUnit: 'LB' })).toBe(567);
    expect(nominalUnitGrams({ needWeigh: 1, weightValue: '500', weightUnit: 'g' })).toBe(500);
    expect(nominalUnitGrams({ needWeigh: 1, weightValue: '16', weightUnit: 'oz' })).toBe(454);
  });

  it('is null for lines sold by count or by volume', () => {
    expect(nominalUnitGrams({ needWeigh: 0, weightValue: '5', weightUnit: 'kg' })).toBeNull();
    expect(nominalUnitGrams({ needWeigh: 1, weightValue: '', weightUnit: 'kg' })).toBeNull();
    expect(nominalUnitGrams({ needWeigh: 1, weightValue: '2', weightUnit: 'L' })).toBeNull();
    expect(nominalUnitGrams({ needWeigh: 1, weightValue: '0.0001', weightUnit: 'kg' })).toBeNull();
  });
});

describe('cancellation charge (§9)', () => {
  it('nothing on the order day or when staff cancel; the small order fee on the next day', () => {
    const rules = DEFAULT_SMALL_ORDER_FEE_RULES;
    expect(cancellationCharge({ money: 'void_or_refund_all', smallOrderFeeRules: rules, orderTotalCents: 12_071 })).toBe(0);
    expect(cancellationCharge({ money: 'charge_fee', smallOrderFeeRules: rules, orderTotalCents: 12_071 })).toBe(990);
    // Never more than the order itself; a shop without the fee charges nothing.
    expect(cancellationCharge({ money: 'charge_fee', smallOrderFeeRules: rules, orderTotalCents: 600 })).toBe(600);
    expect(cancellationCharge({ money: 'charge_fee', smallOrderFeeRules: [], orderTotalCents: 12_071 })).toBe(0);
  });
});

describe('reading a stored order and showing a settlement', () => {
  it('checkout charges come from the stored fee lines, the discount turned positive', () => {
    const charges = checkoutChargesOf(
      [
        { code: 'subtotal', amountCents: 8_000 },
        { code: 'discount', amountCents: -1_000 },
        { code: 'tax', amountCents: 910 },
        { code: 'small_order_fee', amountCents: 990 },
        { code: 'tips', amountCents: 300 },
        { code: 'total', amountCents: 9_200 },
      ],
      9_200,
    );
    expect(charges).toEqual({ discountCents: 1_000, deliveryFeeCents: 0, smallOrderFeeCents: 990, tipsCents: 300, totalCents: 9_200 });
  });

  it('the wire view is in dollars and passes its schema', () => {
    const view = settlementView(settleOrder(scenario('card')));
    expect(settlementViewSchema.parse(view)).toEqual(view);
    expect(view).toMatchObject({ charged_total: 120.71, settled_total: 95.7, difference: 25.01, credits: 21.7 });
    expect(view.lines[1]).toEqual({
      line_id: 2,
      status: 'packed',
      ordered_qty: 2,
      delivered_qty: 2,
      ordered_weight_grams: 1_134,
      actual_weight_grams: 1_050,
      ordered_row_total: 35.98,
      settled_row_total: 33.31,
      credit: 2.67,
    });
  });
});
