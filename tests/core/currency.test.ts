import { describe, expect, it } from 'vitest';
import { formatCents, NBSP } from '../../core/format/currency';

describe('currency display', () => {
  it('en and cn: "$" prefix, dot decimal', () => {
    expect(formatCents(1250, 'en')).toBe('$12.50');
    expect(formatCents(1250, 'cn')).toBe('$12.50');
  });

  it('fr: comma decimal and " $" suffix with a no-break space', () => {
    expect(NBSP).toBe('\u00a0');
    expect(formatCents(1250, 'fr')).toBe('12,50\u00a0$');
  });

  it('thousands are grouped', () => {
    expect(formatCents(123_456_789, 'en')).toBe('$1,234,567.89');
    expect(formatCents(123_456_789, 'fr')).toBe('1\u00a0234\u00a0567,89\u00a0$');
    expect(formatCents(100_000, 'en')).toBe('$1,000.00');
  });

  it('negative amounts carry a leading minus', () => {
    expect(formatCents(-300, 'en')).toBe('-$3.00');
    expect(formatCents(-300, 'fr')).toBe('-3,00\u00a0$');
  });

  it('small amounts keep two decimals', () => {
    expect(formatCents(0, 'en')).toBe('$0.00');
    expect(formatCents(5, 'en')).toBe('$0.05');
    expect(formatCents(990, 'fr')).toBe('9,90\u00a0$');
  });

  it('fractional cents are refused', () => {
    expect(() => formatCents(12.5, 'en')).toThrow(RangeError);
  });
});
