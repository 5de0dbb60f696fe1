import { describe, expect, it } from 'vitest';
import { closedToday, parseOperatingHours } from './operating-hours';

const HOURS = ['Monday,13:00-16:00', 'Friday,13:00-16:00', 'Saturday,Closed', 'Sunday, closed'];

describe('operating hours', () => {
  it('splits "day,hours" and spots Closed', () => {
    expect(parseOperatingHours(HOURS)).toEqual([
      { day: 'Monday', hours: '13:00-16:00', closed: false },
      { day: 'Friday', hours: '13:00-16:00', closed: false },
      { day: 'Saturday', hours: 'Closed', closed: true },
      { day: 'Sunday', hours: 'closed', closed: true },
    ]);
  });

  it('judges today in Toronto; a day without hours is closed', () => {
    // 2026-01-05 is a Monday; 03:00 UTC is still Sunday evening in Toronto.
    expect(closedToday(HOURS, new Date('2026-01-05T17:00:00Z'))).toBe(false);
    expect(closedToday(HOURS, new Date('2026-01-05T03:00:00Z'))).toBe(true);
    expect(closedToday(HOURS, new Date('2026-01-07T17:00:00Z'))).toBe(true); // Wednesday: not listed
  });
});
