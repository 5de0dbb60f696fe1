import { describe, expect, it } from 'vitest';
import { quantityIssue, roundUpToValid, stepDown, stepUp, type QuantityRule } from '../../core/cart/quantity-rule';

const eggs: QuantityRule = { min: 15, max: 60, step: 15 };

describe('quantity rule', () => {
  it('accepts min + k·step up to max and names the first broken rule', () => {
    expect(quantityIssue(eggs, 15)).toBeNull();
    expect(quantityIssue(eggs, 45)).toBeNull();
    expect(quantityIssue(eggs, 14)).toEqual({ code: 'below_min', min: 15 });
    expect(quantityIssue(eggs, 75)).toEqual({ code: 'above_max', max: 60 });
    expect(quantityIssue(eggs, 20)).toEqual({ code: 'not_multiple', step: 15, min: 15 });
  });

  it('steps by the increment from the minimum and stops at the largest valid quantity', () => {
    expect(stepUp(eggs, 0)).toBe(15);
    expect(stepUp(eggs, 15)).toBe(30);
    expect(stepUp(eggs, 20)).toBe(30);
    expect(stepUp(eggs, 60)).toBe(60);
    expect(stepDown(eggs, 30)).toBe(15);
    expect(stepDown(eggs, 20)).toBe(15);
    expect(stepDown(eggs, 15)).toBe(0);
    expect(stepUp({ min: 2, max: 9, step: 3 }, 8)).toBe(8);
  });

  it('rounds a wanted quantity up to a valid one, capped at the maximum', () => {
    expect(roundUpToValid(eggs, 0)).toBe(0);
    expect(roundUpToValid(eggs, 1)).toBe(15);
    expect(roundUpToValid(eggs, 16)).toBe(30);
    expect(roundUpToValid(eggs, 100)).toBe(60);
    expect(roundUpToValid({ min: 1, max: null, step: 1 }, 7)).toBe(7);
  });
});
