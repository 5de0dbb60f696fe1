import { describe, expect, it } from 'vitest';
import { easterSunday, ontarioHoliday, ontarioHolidays } from '../../core/calendar/ontario-holidays';
import { zonedMoment } from '../../core/calendar/local-time';
import { deliveryDates, deliverySlots, pickupDays } from '../../core/checkout/service-dates';

/** An instant given as Toronto wall time (EST −05:00 or EDT −04:00 as written). */
const at = (iso: string) => new Date(iso);
const HOURS = ['Monday,13:00-16:00', 'Tuesday,13:00-16:00', 'Wednesday,13:00-16:00', 'Thursday,13:00-16:00', 'Friday,13:00-16:00'];

describe('Ontario public holidays', () => {
  it('computes Easter and the moving Mondays', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    const names = [...ontarioHolidays(2026)].map(([d, n]) => `${d} ${n}`).sort();
    expect(names).toEqual([
      '2026-01-01 new_year',
      '2026-02-16 family_day',
      '2026-04-03 good_friday',
      '2026-05-18 victoria_day',
      '2026-07-01 canada_day',
      '2026-09-07 labour_day',
      '2026-10-12 thanksgiving',
      '2026-12-25 christmas',
      '2026-12-26 boxing_day',
      '2026-12-28 boxing_day', // Boxing Day 2026 is a Saturday: observed Monday
    ]);
  });

  it('moves weekend Christmas and Boxing Day to the next free weekdays', () => {
    // 2027: Christmas Saturday, Boxing Day Sunday → Monday 27 and Tuesday 28.
    expect(ontarioHoliday('2027-12-27')).toBe('christmas');
    expect(ontarioHoliday('2027-12-28')).toBe('boxing_day');
    // 2022: Christmas Sunday, Boxing Day Monday → Christmas observed Tuesday 27.
    expect(ontarioHoliday('2022-12-26')).toBe('boxing_day');
    expect(ontarioHoliday('2022-12-27')).toBe('christmas');
    expect(ontarioHoliday('2026-11-23')).toBeUndefined();
  });
});

describe('delivery dates', () => {
  it('is the next day, with the day ending at 23:59 Toronto time', () => {
    // Monday 23:59 Toronto → Tuesday; a minute later it is Tuesday in Toronto → Wednesday.
    expect(deliveryDates(at('2026-11-23T23:59:00-05:00'))).toEqual(['2026-11-24']);
    expect(deliveryDates(at('2026-11-24T00:00:00-05:00'))).toEqual(['2026-11-25']);
    // 03:30 UTC on Tuesday is still Monday evening in Toronto.
    expect(zonedMoment(at('2026-11-24T03:30:00Z')).date).toBe('2026-11-23');
    expect(deliveryDates(at('2026-11-24T03:30:00Z'))).toEqual(['2026-11-24']);
  });

  it('offers Saturday or Monday on Friday, and Monday for weekend orders', () => {
    expect(deliveryDates(at('2026-11-27T10:00:00-05:00'))).toEqual(['2026-11-28', '2026-11-30']);
    expect(deliveryDates(at('2026-11-28T10:00:00-05:00'))).toEqual(['2026-11-30']);
    expect(deliveryDates(at('2026-11-29T10:00:00-05:00'))).toEqual(['2026-11-30']);
  });

  it('skips public holidays and Sundays', () => {
    // Thursday before Good Friday 2026 → Saturday 4 April.
    expect(deliveryDates(at('2026-04-02T12:00:00-04:00'))).toEqual(['2026-04-04']);
    // Sunday before Victoria Day → Tuesday.
    expect(deliveryDates(at('2026-05-17T12:00:00-04:00'))).toEqual(['2026-05-19']);
    // Christmas Eve 2026 (Thursday) → Christmas and Boxing Day closed, Sunday, observed Monday → Tuesday 29.
    expect(deliveryDates(at('2026-12-24T12:00:00-05:00'))).toEqual(['2026-12-29']);
  });

  it('slots run 08:00 to 22:30 in 30 minutes', () => {
    const slots = deliverySlots();
    expect(slots[0]).toBe('08:00');
    expect(slots.at(-1)).toBe('22:30');
    expect(slots).toHaveLength(30);
  });
});

describe('pickup days', () => {
  it('allows an hour of preparation today and rounds to the next half hour', () => {
    const days = pickupDays(at('2026-11-23T13:10:00-05:00'), HOURS, 3);
    expect(days[0]).toEqual({ date: '2026-11-23', slots: ['14:30', '15:00', '15:30'] });
    expect(days[1]?.slots).toEqual(['13:00', '13:30', '14:00', '14:30', '15:00', '15:30']);
  });

  it('drops today once the last slot has passed, and weekends and holidays', () => {
    const days = pickupDays(at('2026-11-27T15:10:00-05:00'), HOURS, 4);
    // Friday too late; Saturday and Sunday closed; Monday open.
    expect(days.map((d) => d.date)).toEqual(['2026-11-30']);
    expect(pickupDays(at('2026-12-24T17:00:00-05:00'), HOURS, 6).map((d) => d.date)).toEqual(['2026-12-29']);
  });
});
