import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_SCHEDULE } from '../../core/calendar/delivery-schedule';
import { cutoffCountdown, hoursAndMinutes } from '../../core/checkout/cutoff-countdown';

/** An instant given as Toronto wall time (EST −05:00 or EDT −04:00 as written). */
const at = (iso: string) => new Date(iso);

describe('cut-off countdown', () => {
  it('at 23:58 on a Friday: two minutes left, for Saturday', () => {
    const c = cutoffCountdown(at('2026-11-27T23:58:00-05:00'));
    expect(c.minutesLeft).toBe(2);
    expect(c.deadline.toISOString()).toBe('2026-11-28T05:00:00.000Z');
    expect(c.deliveryDate).toBe('2026-11-28');
  });

  it('at 23:58 on a Saturday: two minutes left, for Monday (never on Sunday)', () => {
    const c = cutoffCountdown(at('2026-11-28T23:58:00-05:00'));
    expect(c.minutesLeft).toBe(2);
    expect(c.deliveryDate).toBe('2026-11-30');
  });

  it('a Saturday morning counts down to midnight for Monday', () => {
    const c = cutoffCountdown(at('2026-11-28T10:00:00-05:00'));
    expect(hoursAndMinutes(c.minutesLeft)).toEqual({ hours: 14, minutes: 0 });
    expect(c.deliveryDate).toBe('2026-11-30');
  });

  it('at 23:58 the day before Christmas: the holidays and the observed Boxing Day push delivery to Tuesday', () => {
    // 2026: Christmas is a Friday, Boxing Day a Saturday observed on Monday the 28th.
    const c = cutoffCountdown(at('2026-12-24T23:58:00-05:00'));
    expect(c.minutesLeft).toBe(2);
    expect(c.deliveryDate).toBe('2026-12-29');
  });

  it('after a shop cut-off it runs to the next day’s cut-off and names the delivery day after it', () => {
    const schedule = { ...DEFAULT_DELIVERY_SCHEDULE, cutoff: '14:00' };
    // Wednesday 13:30: 31 minutes (the cut-off's own minute still counts), delivery Thursday.
    const before = cutoffCountdown(at('2026-11-25T13:30:00-05:00'), schedule);
    expect(before.minutesLeft).toBe(31);
    expect(before.deliveryDate).toBe('2026-11-26');
    // Wednesday 15:00: the order day is Thursday, so until Thursday 14:01, delivery Friday.
    const after = cutoffCountdown(at('2026-11-25T15:00:00-05:00'), schedule);
    expect(hoursAndMinutes(after.minutesLeft)).toEqual({ hours: 23, minutes: 1 });
    expect(after.deliveryDate).toBe('2026-11-27');
  });

  it('counts real minutes across the end of daylight saving time', () => {
    // Saturday 31 Oct 2026 13:00 EDT, cut-off 12:00: the order day is Sunday and clocks go back at 02:00,
    // so Sunday 12:01 EST is 24 h 01 min away, not the 23 h 01 min the wall clocks show.
    const c = cutoffCountdown(at('2026-10-31T13:00:00-04:00'), { ...DEFAULT_DELIVERY_SCHEDULE, cutoff: '12:00' });
    expect(c.deadline.toISOString()).toBe('2026-11-01T17:01:00.000Z');
    expect(hoursAndMinutes(c.minutesLeft)).toEqual({ hours: 24, minutes: 1 });
    expect(c.deliveryDate).toBe('2026-11-02');
  });

  it('rounds a part minute up, so the last seconds still read one minute', () => {
    const c = cutoffCountdown(at('2026-11-25T23:59:30-05:00'));
    expect(c.minutesLeft).toBe(1);
    expect(c.deliveryDate).toBe('2026-11-26');
  });
});
