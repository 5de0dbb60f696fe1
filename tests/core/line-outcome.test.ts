import { describe, expect, it } from 'vitest';
import { lineOutcome, type PackableLine, packingAction, packingProblems } from '../../core/orders/line-outcome';
import { nextPaymentStatus, PAYMENT_EVENTS } from '../../core/orders/payment-status';
import { PAYMENT_STATUSES } from '../../core/schemas/order';

const lines: PackableLine[] = [
  { lineId: 1, orderedQty: 2, nominalUnitGrams: 5_000, isGift: false },
  { lineId: 2, orderedQty: 3, nominalUnitGrams: null, isGift: false },
  { lineId: 3, orderedQty: 1, nominalUnitGrams: null, isGift: true },
];

describe('line outcomes', () => {
  it('packed in full, short or out of stock by the delivered quantity', () => {
    expect(lineOutcome(3, 3)).toBe('packed');
    expect(lineOutcome(3, 2)).toBe('short');
    expect(lineOutcome(3, 1)).toBe('short');
    expect(lineOutcome(3, 0)).toBe('out_of_stock');
    expect(() => lineOutcome(3, 4)).toThrow(RangeError);
    expect(() => lineOutcome(3, -1)).toThrow(RangeError);
    expect(() => lineOutcome(3, 1.5)).toThrow(RangeError);
  });
});

describe('what the packing screen must fill in', () => {
  it('a complete packing has no problems', () => {
    expect(
      packingProblems(lines, [
        { lineId: 1, deliveredQty: 2, actualWeightGrams: 9_640 },
        { lineId: 2, deliveredQty: 1, actualWeightGrams: null },
        { lineId: 3, deliveredQty: 1, actualWeightGrams: null },
      ]),
    ).toEqual([]);
    // A catch-weight line that delivered nothing needs no weight.
    expect(packingProblems(lines, [{ lineId: 1, deliveredQty: 0, actualWeightGrams: null }, { lineId: 2, deliveredQty: 3, actualWeightGrams: null }, { lineId: 3, deliveredQty: 0, actualWeightGrams: null }])).toEqual([]);
  });

  it('names every line missing, unknown, twice, over its order, or with a weight problem', () => {
    expect(
      packingProblems(lines, [
        { lineId: 1, deliveredQty: 2, actualWeightGrams: null },
        { lineId: 2, deliveredQty: 4, actualWeightGrams: null },
        { lineId: 2, deliveredQty: 1, actualWeightGrams: null },
        { lineId: 9, deliveredQty: 1, actualWeightGrams: null },
      ]),
    ).toEqual([
      { lineId: 1, problem: 'orders.pack.weight_required' },
      { lineId: 2, problem: 'orders.pack.over_ordered' },
      { lineId: 2, problem: 'orders.pack.duplicate_line' },
      { lineId: 9, problem: 'orders.pack.unknown_line' },
      { lineId: 3, problem: 'orders.pack.line_missing' },
    ]);
    expect(packingProblems(lines.slice(1, 2), [{ lineId: 2, deliveredQty: 3, actualWeightGrams: 500 }])).toEqual([{ lineId: 2, problem: 'orders.pack.weight_not_weighed' }]);
  });

  it('an order with none of its charged lines delivered is out of stock, even with its gift', () => {
    expect(packingAction(lines, [{ lineId: 1, deliveredQty: 0, actualWeightGrams: null }, { lineId: 2, deliveredQty: 0, actualWeightGrams: null }, { lineId: 3, deliveredQty: 1, actualWeightGrams: null }])).toBe('mark_out_of_stock');
    expect(packingAction(lines, [{ lineId: 1, deliveredQty: 0, actualWeightGrams: null }, { lineId: 2, deliveredQty: 1, actualWeightGrams: null }])).toBe('pack');
  });
});

describe('payment status events', () => {
  it('follow the order: authorized, settled at packing, then paid or refunded', () => {
    expect(nextPaymentStatus('unpaid', 'authorized')).toBe('prepaid');
    expect(nextPaymentStatus('failed', 'authorized')).toBe('prepaid');
    expect(nextPaymentStatus('prepaid', 'settled')).toBe('waiting_adjust');
    expect(nextPaymentStatus('unpaid', 'settled')).toBe('waiting_adjust'); // cash and pay later: invoiced
    expect(nextPaymentStatus('paid', 'settled')).toBe('waiting_adjust'); // charged in full before: difference pending
    expect(nextPaymentStatus('waiting_adjust', 'money_received')).toBe('paid');
    expect(nextPaymentStatus('waiting_adjust', 'money_failed')).toBe('failed');
    expect(nextPaymentStatus('failed', 'money_received')).toBe('paid');
    expect(nextPaymentStatus('prepaid', 'refunded')).toBe('refund'); // a released authorization
    expect(nextPaymentStatus('paid', 'refunded')).toBe('refund');
    expect(nextPaymentStatus('refund', 'refunded')).toBe('refund'); // a second claim
  });

  it('refuse events that make no sense from where the payment is', () => {
    expect(nextPaymentStatus('paid', 'authorized')).toBeNull();
    expect(nextPaymentStatus('refund', 'settled')).toBeNull();
    expect(nextPaymentStatus('unpaid', 'refunded')).toBeNull();
    expect(nextPaymentStatus('prepaid', 'money_received')).toBeNull();
    expect(nextPaymentStatus('paid', 'money_failed')).toBeNull();
    // Every status × event has an answer (a status or null), never an exception.
    for (const s of PAYMENT_STATUSES) for (const e of PAYMENT_EVENTS) expect(() => nextPaymentStatus(s, e)).not.toThrow();
  });
});
