import type { DeliverySchedule } from '../calendar/delivery-schedule';
import { addDays, STORE_TIME_ZONE, weekdayOf, zonedMoment } from '../calendar/local-time';
import { deliveryDates, orderDay } from '../checkout/service-dates';

/**
 * When a standing order is placed (issue 20): for every delivery date offered now whose weekday the
 * standing order names, one run due `leadMinutes` before the cut-off of the order day. Pure and
 * clock-free: the caller passes `now`.
 */

/** The instant of local `minutes` past midnight on `date` in `timeZone` (DST-safe: two corrections). */
export function localInstant(date: string, minutes: number, timeZone = STORE_TIME_ZONE): Date {
  const wanted = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  let guess = wanted;
  for (let i = 0; i < 2; i += 1) {
    const seen = zonedMoment(new Date(guess), timeZone);
    const seenAsUtc = Date.parse(`${seen.date}T00:00:00Z`) + seen.minutes * 60_000;
    guess += wanted - seenAsUtc;
  }
  return new Date(guess);
}

/** The cut-off instant of the order day `now` falls in (an order after it counts for the next day). */
export function cutoffInstant(now: Date, schedule: DeliverySchedule, timeZone = STORE_TIME_ZONE): Date {
  const [h, m] = schedule.cutoff.split(':').map(Number);
  const cutoff = Number.isFinite(h) && Number.isFinite(m) ? h! * 60 + m! : 24 * 60 - 1;
  return localInstant(orderDay(now, schedule, timeZone), cutoff, timeZone);
}

export interface StandingRunPlan {
  serviceDate: string;
  dueAt: Date;
}

/** The runs to plan now: offered delivery dates on the standing order's weekdays, due lead minutes before the cut-off. */
export function standingRunsToPlan(now: Date, schedule: DeliverySchedule, weekdays: readonly number[], leadMinutes: number): StandingRunPlan[] {
  const dueAt = new Date(cutoffInstant(now, schedule).getTime() - leadMinutes * 60_000);
  return deliveryDates(now, schedule)
    .filter((d) => weekdays.includes(weekdayOf(d)))
    .map((serviceDate) => ({ serviceDate, dueAt }));
}

/** The next delivery date (from `now`) the standing order would be placed for, within two weeks; skipped dates count. */
export function nextStandingDate(now: Date, schedule: DeliverySchedule, weekdays: readonly number[], skipDates: readonly string[] = []): string | undefined {
  const first = deliveryDates(now, schedule)[0];
  if (!first) return undefined;
  for (let i = 0, d = first; i < 14; i += 1, d = addDays(d, 1)) {
    if (weekdays.includes(weekdayOf(d)) && schedule.weekdays.includes(weekdayOf(d)) && !skipDates.includes(d)) return d;
  }
  return undefined;
}

/** The idempotency key place_order is called with: one order per standing order and delivery date. */
export const standingIdempotencyKey = (standingOrderId: number, serviceDate: string): string => `standing:${standingOrderId}:${serviceDate}`;
