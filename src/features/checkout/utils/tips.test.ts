import { describe, expect, it } from 'vitest';
import { MAX_TIP_CENTS, parseTipAmount, tipCents } from './tips';

describe('tips', () => {
  it('is a share of the goods, rounded to the cent', () => {
    expect(tipCents({ kind: 'percent', percent: 0 }, 123_45)).toBe(0);
    expect(tipCents({ kind: 'percent', percent: 5 }, 123_45)).toBe(6_17);
    expect(tipCents({ kind: 'percent', percent: 15 }, 99_99)).toBe(15_00);
    expect(tipCents({ kind: 'percent', percent: 10 }, -5_00)).toBe(0);
  });

  it('never passes the place-order bound', () => {
    expect(tipCents({ kind: 'percent', percent: 15 }, 100_000_00)).toBe(MAX_TIP_CENTS);
  });

  it('reads typed amounts the way people type them', () => {
    expect(parseTipAmount('')).toBe(0);
    expect(parseTipAmount('5')).toBe(5_00);
    expect(parseTipAmount(' 5.5 ')).toBe(5_50);
    expect(parseTipAmount('$7.25')).toBe(7_25);
    expect(parseTipAmount('5,50')).toBe(5_50);
    expect(parseTipAmount('4,50 $')).toBe(4_50);
    expect(parseTipAmount('1000')).toBe(1000_00);
  });

  it('refuses what is not an amount or is out of bounds', () => {
    expect(parseTipAmount('-3')).toBeNull();
    expect(parseTipAmount('abc')).toBeNull();
    expect(parseTipAmount('1.234')).toBeNull();
    expect(parseTipAmount('1000.01')).toBeNull();
    expect(tipCents({ kind: 'custom', text: 'ten' }, 100_00)).toBeNull();
  });
});
