import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('writes the Toronto date the locale’s way', () => {
    // 02:00 UTC on April 1 is still March 31 in Toronto.
    const iso = '2026-04-01T02:00:00.000Z';
    expect(formatDate(iso, 'en')).toBe('Mar 31, 2026');
    expect(formatDate(iso, 'fr')).toBe('31 mars 2026');
    expect(formatDate(iso, 'cn')).toBe('2026年3月31日');
  });

  it('leaves text that is not a date as it is', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
  });
});
