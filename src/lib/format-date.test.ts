import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatDateAndTime, formatDateTime, formatWeekday, torontoToday } from './format-date';

describe('format-date', () => {
  it('names weekdays as core/calendar counts them (0 = Monday)', () => {
    expect(formatWeekday(0, 'en')).toBe('Mon');
    expect(formatWeekday(5, 'en', 'long')).toBe('Saturday');
    expect(formatWeekday(2, 'cn')).toBe('周三');
    expect(formatWeekday(4, 'fr')).toBe('ven.');
  });

  it('writes an instant in Toronto time, per locale', () => {
    expect(formatDateTime('2026-03-31T18:04:00Z', 'en')).toBe('Mar 31, 2026, 2:04 PM');
    expect(formatDateTime('2026-03-31T18:04:00Z', 'cn')).toContain('14:04');
    expect(formatDateTime('not a date', 'en')).toBe('not a date');
  });

  it('splits an instant into its Toronto date and time for narrow cells', () => {
    expect(formatDateAndTime('2026-04-01T02:30:00Z', 'en')).toEqual({ date: 'Mar 31, 2026', time: '10:30 PM' });
    expect(formatDateAndTime('junk', 'en')).toEqual({ date: 'junk', time: '' });
  });

  it('writes a calendar day without shifting it across time zones', () => {
    expect(formatCalendarDay('2026-03-31', 'en')).toBe('Mar 31, 2026');
    expect(formatCalendarDay('2026-03-31', 'en', { weekday: true })).toBe('Tue, Mar 31, 2026');
    expect(formatCalendarDay('2026-03-31', 'fr')).toBe('31 mars 2026');
    expect(formatCalendarDay('31/03/2026', 'en')).toBe('31/03/2026');
  });

  it("gives Toronto's date, not UTC's, late in the evening", () => {
    // 02:30 UTC on April 1st is still March 31st in Toronto (EDT, UTC−4).
    expect(torontoToday(new Date('2026-04-01T02:30:00Z'))).toBe('2026-03-31');
  });
});
