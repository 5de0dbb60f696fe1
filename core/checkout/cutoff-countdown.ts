import { DEFAULT_DELIVERY_SCHEDULE, type DeliverySchedule } from '../calendar/delivery-schedule';
import { parseClock, STORE_TIME_ZONE, zonedMoment } from '../calendar/local-time';
import { deliveryDates, orderDay } from './service-dates';

/**
 * "Order within 3 h 12 min for delivery Thursday, Nov 26" (issue 20): how long an order placed now
 * still counts for the current order day, and the first delivery date that order gets. Past the
 * cut-off the order day is tomorrow (`orderDay`), so the countdown runs to tomorrow's cut-off and
 * names the delivery day that follows it: the same rules that date the order at checkout.
 */
export interface CutoffCountdown {
  /** Whole minutes left until the cut-off passes (at least 1 while the countdown shows). */
  minutesLeft: number;
  /** The instant the order day ends: the first minute after the cut-off, in the store's zone. */
  deadline: Date;
  /** 'YYYY-MM-DD': the earliest delivery date an order placed now is offered; undefined when none. */
  deliveryDate: string | undefined;
}

const MINUTE_MS = 60_000;

/** A local date and minutes since its midnight as milliseconds on a zone-free clock (minutes may pass 24 h). */
const wallMs = (date: string, minutes: number): number => Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE_MS;

/** The instant a local wall-clock time happens in the zone, found from `near`'s offset. */
function instantOf(date: string, minutes: number, timeZone: string, near: Date): Date {
  const target = wallMs(date, minutes);
  const nearMinute = near.getTime() - (near.getTime() % MINUTE_MS);
  const here = zonedMoment(near, timeZone);
  const guess = target - (wallMs(here.date, here.minutes) - nearMinute);
  // One correction settles a daylight-saving change between `near` and the target.
  const seen = zonedMoment(new Date(guess), timeZone);
  return new Date(guess - (wallMs(seen.date, seen.minutes) - target));
}

export function cutoffCountdown(
  now: Date,
  schedule: DeliverySchedule = DEFAULT_DELIVERY_SCHEDULE,
  timeZone = STORE_TIME_ZONE,
): CutoffCountdown {
  const day = orderDay(now, schedule, timeZone);
  const cutoff = parseClock(schedule.cutoff) ?? 24 * 60 - 1;
  // The order day lasts through the cut-off's own minute: 23:59 means until midnight.
  const end = cutoff + 1;
  const deadline = instantOf(day, end, timeZone, now);
  const minutesLeft = Math.max(1, Math.ceil((deadline.getTime() - now.getTime()) / MINUTE_MS));
  return { minutesLeft, deadline, deliveryDate: deliveryDates(now, schedule, timeZone)[0] };
}

/** How many order days the shop detail lists ahead (a week: the countdown outlives a tab left open). */
export const ORDER_WINDOW_DAYS = 7;

/**
 * The order days from `now` on, each as `cutoffCountdown` sees it from its first instant: when it ends
 * and the first delivery an order placed in it gets. The shop detail lists them (issue 16), so the
 * browser counts down with `countdownAt` and no time-zone arithmetic of its own: building the
 * platform's zoned date formatter cost a phone's first page a 40 ms task (160 ms at Lighthouse's 4×).
 */
export function orderWindows(
  now: Date,
  schedule: DeliverySchedule = DEFAULT_DELIVERY_SCHEDULE,
  timeZone = STORE_TIME_ZONE,
  days = ORDER_WINDOW_DAYS,
): CutoffCountdown[] {
  const windows: CutoffCountdown[] = [];
  let at = now;
  for (let i = 0; i < days; i++) {
    const window = cutoffCountdown(at, schedule, timeZone);
    windows.push(window);
    // The deadline is the next order day's first minute.
    at = window.deadline;
  }
  return windows;
}

/**
 * The countdown at `now` from listed order windows (`ends_at` an ISO instant, in order): the first
 * window still open and the whole minutes left in it, as `cutoffCountdown` counts them; undefined
 * once every listed window has ended.
 */
export function countdownAt<W extends { ends_at: string }>(now: Date, windows: readonly W[]): { minutesLeft: number; window: W } | undefined {
  const time = now.getTime();
  for (const window of windows) {
    const ends = Date.parse(window.ends_at);
    if (ends > time) return { minutesLeft: Math.max(1, Math.ceil((ends - time) / MINUTE_MS)), window };
  }
  return undefined;
}

/** Minutes as hours and minutes for the countdown's text: 192 → { hours: 3, minutes: 12 }. */
export function hoursAndMinutes(totalMinutes: number): { hours: number; minutes: number } {
  const whole = Math.max(0, Math.floor(totalMinutes));
  return { hours: Math.floor(whole / 60), minutes: whole % 60 };
}
