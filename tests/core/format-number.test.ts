import { describe, expect, it } from 'vitest';
import { formatDecimal, formatDecimalText } from '../../core/format/number';

describe('decimals written the page’s way', () => {
  it('uses the language’s separators, up to three fraction digits, like Intl does', () => {
    expect(formatDecimal(4.5, 'en')).toBe('4.5');
    expect(formatDecimal(4.5, 'fr')).toBe('4,5');
    expect(formatDecimal(1.23456, 'cn')).toBe('1.235');
    expect(formatDecimal(1500, 'en')).toBe('1,500');
    expect(formatDecimal(1234.5, 'fr')).toBe('1\u00a0234,5');
    expect(formatDecimal(-0.25, 'en')).toBe('-0.25');
    expect(formatDecimal(-0.0001, 'en')).toBe('0');
    expect(formatDecimal(22.7, 'fr')).toBe('22,7');
    for (const value of [0, 0.5, 2.25, 22.68, 1000, 45.359, 100000.1]) {
      expect(formatDecimal(value, 'en')).toBe(value.toLocaleString('en-CA', { maximumFractionDigits: 3 }));
    }
  });

  it('formats a catalogue number sent as text, and leaves other text as it is', () => {
    expect(formatDecimalText('22.7', 'fr')).toBe('22,7');
    expect(formatDecimalText('about 2', 'en')).toBe('about 2');
    expect(formatDecimalText('', 'en')).toBe('');
  });
});
