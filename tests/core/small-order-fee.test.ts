import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SMALL_ORDER_FEE_RULES,
  smallOrderFeeCents,
  smallOrderFeeHint,
  smallOrderFeeRulesFromWire,
} from '../../core/pricing/small-order-fee';

// The shop's service_fee as on the wire: $9.90 below $100.00.
const rules = smallOrderFeeRulesFromWire({ enabled: 1, rules: [{ end: 100, value: 9.9 }] });

describe('small order fee', () => {
  it('wire rules convert to cents', () => {
    expect(rules).toEqual([{ endCents: 10_000, valueCents: 990 }]);
    expect(DEFAULT_SMALL_ORDER_FEE_RULES).toEqual(rules);
  });

  it('hint shows what is still needed: end − (amount + subtotal)', () => {
    // $60.00 → still 100.00 − 60.00 = $40.00; fee $9.90.
    expect(smallOrderFeeHint({ rules, subtotalCents: 6000 })).toEqual({
      kind: 'fee',
      remainingCents: 4000,
      feeCents: 990,
      endCents: 10_000,
    });
    // amount $20.00 + subtotal $70.55 = $90.55 → still $9.45.
    expect(smallOrderFeeHint({ rules, subtotalCents: 7055, amountCents: 2000 })).toMatchObject({ remainingCents: 945 });
  });

  it('one cent below $100.00 still pays', () => {
    expect(smallOrderFeeHint({ rules, subtotalCents: 9999 })).toMatchObject({ kind: 'fee', remainingCents: 1 });
    expect(smallOrderFeeCents({ rules, subtotalCents: 9999 })).toBe(990);
  });

  it('waived at exactly $100.00 and above', () => {
    expect(smallOrderFeeHint({ rules, subtotalCents: 10_000 })).toEqual({ kind: 'waived' });
    expect(smallOrderFeeCents({ rules, subtotalCents: 10_000 })).toBe(0);
    expect(smallOrderFeeCents({ rules, subtotalCents: 25_000 })).toBe(0);
    // amount $30.00 + subtotal $70.00 = $100.00.
    expect(smallOrderFeeHint({ rules, subtotalCents: 7000, amountCents: 3000 })).toEqual({ kind: 'waived' });
  });

  it('the first rule in the shop order whose end exceeds the total applies', () => {
    const tiered = smallOrderFeeRulesFromWire({ rules: [{ end: '50', value: '14.90' }, { end: 100, value: 9.9 }] });
    // $30.00 < $50 → first rule: still $20.00, fee $14.90.
    expect(smallOrderFeeHint({ rules: tiered, subtotalCents: 3000 })).toEqual({
      kind: 'fee',
      remainingCents: 2000,
      feeCents: 1490,
      endCents: 5000,
    });
    // $60.00: $50 passed → second rule: still $40.00, fee $9.90.
    expect(smallOrderFeeHint({ rules: tiered, subtotalCents: 6000 })).toMatchObject({ remainingCents: 4000, feeCents: 990 });
  });

  it('no rules: no hint and no fee; a disabled service fee has no rules', () => {
    expect(smallOrderFeeHint({ rules: [], subtotalCents: 100 })).toEqual({ kind: 'none' });
    expect(smallOrderFeeCents({ rules: [], subtotalCents: 100 })).toBe(0);
    expect(smallOrderFeeRulesFromWire({ enabled: 0, rules: [{ end: 100, value: 9.9 }] })).toEqual([]);
    expect(smallOrderFeeRulesFromWire(undefined)).toEqual([]);
  });
});
