import { describe, expect, it } from 'vitest';
import { isSoldByUnit, isWeighed, quantityDisplay } from '../../core/cart/weight-display';

const weighed = { need_weigh: 1 as const, weight_value: '2.6', weight_unit: 'kg' };

describe('weighed-product display', () => {
  it('qty × (weight_value rounded to a whole number) followed by weight_unit', () => {
    // 2.6 → 3; 3 × 3 = 9 kg.
    expect(quantityDisplay(3, weighed)).toEqual({ amount: 9, unit: 'kg', text: '9 kg' });
    // 2.4 → 2; 3 × 2 = 6.
    expect(quantityDisplay(3, { ...weighed, weight_value: '2.4' }).amount).toBe(6);
    // 2.5 rounds up to 3; 2 × 3 = 6 lb.
    expect(quantityDisplay(2, { ...weighed, weight_value: '2.5', weight_unit: 'lb' }).text).toBe('6 lb');
  });

  it('non-weighed items fall back to "ct"', () => {
    expect(quantityDisplay(3, { ...weighed, need_weigh: 0 })).toEqual({ amount: 3, unit: 'ct', text: '3 ct' });
  });

  it('weight display needs need_weigh 1, a unit and a positive numeric value', () => {
    expect(isWeighed(weighed)).toBe(true);
    expect(isWeighed({ ...weighed, weight_unit: '' })).toBe(false);
    expect(isWeighed({ ...weighed, weight_value: '' })).toBe(false);
    expect(isWeighed({ ...weighed, weight_value: 'abc' })).toBe(false);
    expect(isWeighed({ ...weighed, weight_value: '0' })).toBe(false);
    expect(quantityDisplay(4, { ...weighed, weight_unit: '' }).text).toBe('4 ct');
  });
});

describe('sold by unit', () => {
  const unit = { unit_flag: 1, unit_count: 12, unit_value: '$0.85/can' };
  it('unit_flag 1, unit_count > 0 and unit_value present', () => {
    expect(isSoldByUnit(unit)).toBe(true);
    expect(isSoldByUnit({ ...unit, unit_flag: 0 })).toBe(false);
    expect(isSoldByUnit({ ...unit, unit_count: 0 })).toBe(false);
    expect(isSoldByUnit({ ...unit, unit_value: '' })).toBe(false);
  });
});
