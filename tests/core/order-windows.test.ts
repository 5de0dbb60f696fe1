import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_SCHEDULE } from '../../core/calendar/delivery-schedule';
import { countdownAt, cutoffCountdown, ORDER_WINDOW_DAYS, orderWindows } from '../../core/checkout/cutoff-countdown';
import { formatDeliveryDay } from '../../core/format/delivery-day';

const wire = (now: Date, schedule = DEFAULT_DELIVERY_SCHEDULE) =>
  orderWindows(now, schedule).map((w) => ({ ends_at: w.deadline.toISOString(), delivery_date: w.deliveryDate ?? null }));

describe('order windows (the countdown the shop detail lists)', () => {
  it('lists a week of order days, each ending where the next begins', () => {
    const windows = orderWindows(new Date('2026-11-25T10:00:00-05:00'));
    expect(windows).toHaveLength(ORDER_WINDOW_DAYS);
    const ends = windows.map((w) => w.deadline.getTime());
    for (let i = 1; i < ends.length; i++) expect(ends[i]).toBeGreaterThan(ends[i - 1]!);
    // Midnight cut-off: each window ends at Toronto midnight, a day apart.
    expect(windows[0]!.deadline.toISOString()).toBe('2026-11-26T05:00:00.000Z');
    expect(windows[1]!.deadline.toISOString()).toBe('2026-11-27T05:00:00.000Z');
  });

  it('read at any later minute, they say what cutoffCountdown says then (across the daylight-saving change too)', () => {
    const schedule = { ...DEFAULT_DELIVERY_SCHEDULE, cutoff: '14:00' };
    for (const start of ['2026-11-25T13:30:00-05:00', '2027-03-12T09:00:00-05:00', '2026-12-23T16:00:00-05:00']) {
      const from = new Date(start);
      const windows = wire(from, schedule);
      // Every 97 minutes over the next five days.
      for (let t = from.getTime(); t < from.getTime() + 5 * 86_400_000; t += 97 * 60_000) {
        const now = new Date(t);
        const expected = cutoffCountdown(now, schedule);
        const got = countdownAt(now, windows);
        expect(got?.minutesLeft, now.toISOString()).toBe(expected.minutesLeft);
        expect(got?.window.delivery_date, now.toISOString()).toBe(expected.deliveryDate ?? null);
      }
    }
  });

  it('says nothing once every listed window has ended', () => {
    const windows = wire(new Date('2026-11-25T10:00:00-05:00'));
    expect(countdownAt(new Date('2026-12-15T10:00:00-05:00'), windows)).toBeUndefined();
  });

  it('writes the delivery day in each language', () => {
    expect(formatDeliveryDay('2026-11-26', 'en')).toBe('Thursday, Nov 26');
    expect(formatDeliveryDay('2026-11-26', 'fr')).toBe('jeudi 26 nov.');
    expect(formatDeliveryDay('2026-11-26', 'cn')).toBe('11月26日星期四');
  });
});
