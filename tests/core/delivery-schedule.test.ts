import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_SCHEDULE, deliverySchedule, isCalendarDate, type DeliverySchedule } from '../../core/calendar/delivery-schedule';
import { deliveryDates, orderDay, pickupDays } from '../../core/checkout/service-dates';
import { openingDays, openingEntries, shopSettingsBodySchema, warehouseHoursBodySchema } from '../../core/schemas/shop-settings';

const at = (iso: string) => new Date(iso);
const schedule = (change: Partial<DeliverySchedule>): DeliverySchedule => ({ ...DEFAULT_DELIVERY_SCHEDULE, ...change });
const HOURS = ['Monday,13:00-16:00', 'Tuesday,13:00-16:00', 'Wednesday,13:00-16:00', 'Thursday,13:00-16:00', 'Friday,13:00-16:00', 'Saturday,Closed', 'Sunday,Closed'];

describe('the delivery calendar with a shop’s settings', () => {
  it('the defaults are the rules before settings existed', () => {
    expect(deliverySchedule(undefined)).toEqual(DEFAULT_DELIVERY_SCHEDULE);
    expect(deliverySchedule({ cutoff: '18:00' })).toEqual({ ...DEFAULT_DELIVERY_SCHEDULE, cutoff: '18:00' });
    // tests/core/service-dates.test.ts holds the rules themselves (they run on these defaults).
    expect(deliveryDates(at('2026-11-27T10:00:00-05:00'), DEFAULT_DELIVERY_SCHEDULE)).toEqual(['2026-11-28', '2026-11-30']);
  });

  it('an order after the cut-off counts as the next day’s', () => {
    const evening = schedule({ cutoff: '18:00' });
    expect(orderDay(at('2026-11-17T18:00:00-05:00'), evening)).toBe('2026-11-17');
    expect(orderDay(at('2026-11-17T18:01:00-05:00'), evening)).toBe('2026-11-18');
    expect(deliveryDates(at('2026-11-17T18:00:00-05:00'), evening)).toEqual(['2026-11-18']);
    expect(deliveryDates(at('2026-11-17T18:01:00-05:00'), evening)).toEqual(['2026-11-19']);
    // Thursday after the cut-off is a Friday order: Saturday or Monday.
    expect(deliveryDates(at('2026-11-19T19:00:00-05:00'), evening)).toEqual(['2026-11-21', '2026-11-23']);
  });

  it('delivers only on the chosen weekdays, and the Friday choice can be switched off', () => {
    // Monday, Wednesday, Friday only: a Tuesday order goes Wednesday, a Wednesday order Friday.
    const mwf = schedule({ weekdays: [0, 2, 4] });
    expect(deliveryDates(at('2026-11-17T10:00:00-05:00'), mwf)).toEqual(['2026-11-18']);
    expect(deliveryDates(at('2026-11-18T10:00:00-05:00'), mwf)).toEqual(['2026-11-20']);
    // Friday: no Saturday delivery, so only Monday.
    expect(deliveryDates(at('2026-11-20T10:00:00-05:00'), mwf)).toEqual(['2026-11-23']);
    expect(deliveryDates(at('2026-11-20T10:00:00-05:00'), schedule({ friday_choice: false }))).toEqual(['2026-11-21']);
    // Sunday delivered: a Saturday order goes Sunday.
    expect(deliveryDates(at('2026-11-21T10:00:00-05:00'), schedule({ weekdays: [0, 1, 2, 3, 4, 5, 6] }))).toEqual(['2026-11-22']);
  });

  it('skips the shop’s closed dates, and Ontario holidays only while that rule is on', () => {
    expect(deliveryDates(at('2026-11-17T10:00:00-05:00'), schedule({ closed_dates: ['2026-11-18', '2026-11-19'] }))).toEqual(['2026-11-20']);
    // Thursday before Good Friday 2026.
    expect(deliveryDates(at('2026-04-02T12:00:00-04:00'))).toEqual(['2026-04-04']);
    expect(deliveryDates(at('2026-04-02T12:00:00-04:00'), schedule({ ontario_holidays: false }))).toEqual(['2026-04-03']);
    // Closed for more than the look-ahead: nothing is offered rather than looping.
    expect(deliveryDates(at('2026-11-17T10:00:00-05:00'), schedule({ weekdays: [0], closed_dates: Array.from({ length: 60 }, (_, i) => new Date(Date.UTC(2026, 10, 23 + 7 * i)).toISOString().slice(0, 10)) })))
      .toEqual([]);
  });

  it('pickup skips the warehouse’s closed dates', () => {
    const days = pickupDays(at('2026-11-17T10:00:00-05:00'), HOURS, 4, undefined, ['2026-11-18']);
    expect(days.map((d) => d.date)).toEqual(['2026-11-17', '2026-11-19', '2026-11-20']);
  });
});

describe('the settings payloads', () => {
  const shop = {
    shop_id: 1,
    open: true,
    min_amount_cents: 0,
    small_order_fee: { enabled: true, rules: [{ end_cents: 10_000, value_cents: 990 }] },
    delivery: DEFAULT_DELIVERY_SCHEDULE,
  };

  it('accepts today’s settings and sorts days and dates', () => {
    const parsed = shopSettingsBodySchema.parse({ ...shop, delivery: { ...shop.delivery, weekdays: [5, 0, 2], closed_dates: ['2026-12-31', '2026-12-24'] } });
    expect(parsed.delivery.weekdays).toEqual([0, 2, 5]);
    expect(parsed.delivery.closed_dates).toEqual(['2026-12-24', '2026-12-31']);
  });

  it.each([
    [{ min_amount_cents: -1 }, 'validation.amount_invalid'],
    [{ min_amount_cents: 0.5 }, 'validation.amount_invalid'],
    [{ small_order_fee: { enabled: true, rules: [{ end_cents: 5000, value_cents: 100 }, { end_cents: 5000, value_cents: 200 }] } }, 'validation.fee_rules_ascending'],
    [{ small_order_fee: { enabled: true, rules: [{ end_cents: 5000, value_cents: -1 }] } }, 'validation.amount_invalid'],
    [{ delivery: { ...DEFAULT_DELIVERY_SCHEDULE, cutoff: '7:00' } }, 'validation.clock_invalid'],
    [{ delivery: { ...DEFAULT_DELIVERY_SCHEDULE, weekdays: [] } }, 'validation.weekdays_required'],
    [{ delivery: { ...DEFAULT_DELIVERY_SCHEDULE, closed_dates: ['2026-13-01'] } }, 'validation.date_invalid'],
    [{ delivery: { ...DEFAULT_DELIVERY_SCHEDULE, closed_dates: ['2026-12-24', '2026-12-24'] } }, 'validation.dates_repeated'],
  ])('refuses %j with %s', (change, message) => {
    const result = shopSettingsBodySchema.safeParse({ ...shop, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });

  it('dates must exist', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-2-01')).toBe(false);
  });

  it('warehouse hours round-trip the stored entries and need open before close', () => {
    const days = openingDays(HOURS);
    expect(days[0]).toEqual({ weekday: 0, closed: false, open: '13:00', close: '16:00' });
    expect(days[5]).toMatchObject({ weekday: 5, closed: true });
    expect(openingEntries(days)).toEqual(HOURS);
    expect(warehouseHoursBodySchema.safeParse({ warehouse_id: 1, days, closed_dates: [] }).success).toBe(true);
    const reversed = days.map((d) => (d.weekday === 0 ? { ...d, open: '16:00', close: '13:00' } : d));
    expect(warehouseHoursBodySchema.safeParse({ warehouse_id: 1, days: reversed, closed_dates: [] }).error?.issues[0]?.message).toBe('validation.opening_order');
    // A closed day keeps whatever times it had.
    expect(warehouseHoursBodySchema.safeParse({ warehouse_id: 1, days: reversed.map((d) => (d.weekday === 0 ? { ...d, closed: true } : d)), closed_dates: [] }).success).toBe(true);
    expect(warehouseHoursBodySchema.safeParse({ warehouse_id: 1, days: days.slice(1), closed_dates: [] }).success).toBe(false);
  });
});
