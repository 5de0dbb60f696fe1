import { describe, expect, it } from 'vitest';
import { fromCents, percentOf, roundCents, toCents } from '../../core/money';

describe('money: dollars ⇄ cents at the boundary', () => {
  it('toCents removes binary noise: 0.1 + 0.2 dollars is 30 cents', () => {
    // 0.1 + 0.2 = 0.30000000000000004 in binary floating point; the intent is 30 cents.
    expect(toCents(0.1 + 0.2)).toBe(30);
  });

  it('toCents of typical wire prices', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(9.9)).toBe(990);
    expect(toCents(100)).toBe(10_000);
    expect(toCents(0)).toBe(0);
  });

  it('toCents rounds a third decimal half away from zero', () => {
    // 1.005 × 100 is 100.49999999999999 in floating point; the written amount is 100.5 → 101.
    expect(toCents(1.005)).toBe(101);
    expect(toCents(-1.005)).toBe(-101);
    expect(toCents(2.004)).toBe(200);
  });

  it('toCents never yields -0', () => {
    expect(Object.is(toCents(-0.001), 0)).toBe(true);
  });

  it('toCents refuses non-finite input', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('fromCents gives dollars and refuses fractional cents', () => {
    expect(fromCents(1250)).toBe(12.5);
    expect(fromCents(-300)).toBe(-3);
    expect(fromCents(toCents(0.1 + 0.2))).toBe(0.3);
    expect(() => fromCents(1.5)).toThrow(RangeError);
  });

  it('percentOf rounds to the cent', () => {
    // 1999 × 15 % = 299.85 → 300; 1000 × 12.5 % = 125 exactly.
    expect(percentOf(1999, 15)).toBe(300);
    expect(percentOf(1000, 12.5)).toBe(125);
    expect(roundCents(0.5)).toBe(1);
  });
});
