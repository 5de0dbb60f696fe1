import { DEFAULT_DELIVERY_SCHEDULE, type DeliverySchedule } from '../calendar/delivery-schedule';
import { addDays, parseClock, STORE_TIME_ZONE, zonedMoment } from '../calendar/local-time';
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

/** The instant a local wall-clock time (date + minutes since midnight) happens in the zone. */
function instantOf(date: string, minutes: number, timeZone: string, near: Date): Date {
  // Start from the wall-clock distance, then correct by what the zone says that instant is: one step
  // settles a daylight-saving change between now and the deadline.
  const here = zonedMoment(near, timeZone);
  const dayMs = (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${here.date}T00:00:00Z`)) / MINUTE_MS;
  let guess = new Date(near.getTime() - (near.getTime() % MINUTE_MS) + (dayMs + minutes - here.minutes) * MINUTE_MS);
  const seen = zonedMoment(guess, timeZone);
  const seenDay = (Date.parse(`${seen.date}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / MINUTE_MS;
  const drift = seenDay + seen.minutes - minutes;
  if (drift !== 0) guess = new Date(guess.getTime() - drift * MINUTE_MS);
  return guess;
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
  const deadline = end >= 24 * 60 ? instantOf(addDays(day, 1), end - 24 * 60, timeZone, now) : instantOf(day, end, timeZone, now);
  const minutesLeft = Math.max(1, Math.ceil((deadline.getTime() - now.getTime()) / MINUTE_MS));
  return { minutesLeft, deadline, deliveryDate: deliveryDates(now, schedule, timeZone)[0] };
}

/** Minutes as hours and minutes for the countdown's text: 192 → { hours: 3, minutes: 12 }. */
export function hoursAndMinutes(totalMinutes: number): { hours: number; minutes: number } {
  const whole = Math.max(0, Math.floor(totalMinutes));
  return { hours: Math.floor(whole / 60), minutes: whole % 60 };
}
