import { describe, expect, it } from 'vitest';
import { formatGrams } from './grams';

describe('formatGrams', () => {
  it('writes kilograms from 1 kg, grams below, in the reader’s number format', () => {
    expect(formatGrams(6_000, 'en')).toBe('6\u00a0kg');
    expect(formatGrams(13_540, 'en')).toBe('13.54\u00a0kg');
    expect(formatGrams(13_540, 'fr')).toBe('13,54\u00a0kg');
    expect(formatGrams(850, 'cn')).toBe('850\u00a0g');
  });
});
