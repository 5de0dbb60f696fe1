import { describe, expect, it } from 'vitest';
import { formatServiceDate, formatSlot } from './format-service';

describe('service date and slot labels', () => {
  it('writes the calendar day without shifting it across time zones', () => {
    expect(formatServiceDate('2026-03-06', 'en')).toBe('Fri, Mar 6');
    expect(formatServiceDate('2026-03-06', 'fr')).toMatch(/ven\.? 6 mars/);
    expect(formatServiceDate('2026-03-06', 'cn')).toMatch(/3月6日/);
    expect(formatServiceDate('not-a-date', 'en')).toBe('not-a-date');
  });

  it('writes 30-minute slots the locale’s way', () => {
    expect(formatSlot('13:30', 'en')).toBe('1:30 PM');
    expect(formatSlot('08:00', 'cn')).toMatch(/^0?8:00$/);
    expect(formatSlot('13:30', 'fr')).toMatch(/13 h 30|13:30/);
  });
});
