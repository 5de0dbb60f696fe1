import { DEFAULT_DELIVERY_SCHEDULE, type DeliverySchedule, isClosedDate, isDeliveryDay } from '../calendar/delivery-schedule';
import { addDays, formatClock, parseClock, STORE_TIME_ZONE, weekdayOf, zonedMoment } from '../calendar/local-time';

/**
 * When an order can arrive or be picked up (spec §9 Delivery and pickup, DECISIONS.md): delivery is
 * the next delivery day 08:00–23:00. The shop's schedule (core/calendar/delivery-schedule.ts, set in
 * the back office) says which weekdays are delivered, when the order day ends, whether Friday orders
 * may choose between the next two delivery days and which days are closed; its defaults are today's
 * rules: never on Sunday, so Saturday and Sunday orders go out Monday, Friday orders may choose
 * Saturday or Monday, the day ends at 23:59 Toronto time, nothing moves on Ontario public holidays.
 * Pickup follows the warehouse's own hours and closed dates, allowing one hour of preparation.
 */

export const DELIVERY_WINDOW = { start: 8 * 60, end: 23 * 60 } as const;
/** Spec §9: preorder shifts are 30-minute slots. */
export const SLOT_MINUTES = 30;
export const PICKUP_PREPARATION_MINUTES = 60;

const FRIDAY = 4;
/** No schedule closes more than a year in a row: past it, nothing is offered. */
const LOOK_AHEAD_DAYS = 400;

/** The first delivery day on or after `date`, or undefined when none comes within the look-ahead. */
function nextDeliveryDay(date: string, schedule: DeliverySchedule): string | undefined {
  let day = date;
  for (let i = 0; i < LOOK_AHEAD_DAYS; i += 1, day = addDays(day, 1)) if (isDeliveryDay(day, schedule)) return day;
  return undefined;
}

/** The order's local date: the day it was placed, or the next one when placed after the cut-off. */
export function orderDay(now: Date, schedule: DeliverySchedule = DEFAULT_DELIVERY_SCHEDULE, timeZone = STORE_TIME_ZONE): string {
  const { date, minutes } = zonedMoment(now, timeZone);
  const cutoff = parseClock(schedule.cutoff) ?? 24 * 60;
  return minutes > cutoff ? addDays(date, 1) : date;
}

/** Delivery dates offered for an order placed at `now`, earliest first (one, or two on Fridays). */
export function deliveryDates(now: Date, schedule: DeliverySchedule = DEFAULT_DELIVERY_SCHEDULE, timeZone = STORE_TIME_ZONE): string[] {
  const day = orderDay(now, schedule, timeZone);
  const candidates = [nextDeliveryDay(addDays(day, 1), schedule)];
  // Friday: Saturday, or what Monday's order would get (the weekend's orders go out then).
  if (schedule.friday_choice && weekdayOf(day) === FRIDAY) candidates.push(nextDeliveryDay(addDays(day, 3), schedule));
  return [...new Set(candidates.filter((d): d is string => d !== undefined))].sort();
}

/** 30-minute 'arrive around' slots of the delivery window: 08:00 … 22:30. */
export function deliverySlots(): string[] {
  const slots: string[] = [];
  for (let m = DELIVERY_WINDOW.start; m + SLOT_MINUTES <= DELIVERY_WINDOW.end; m += SLOT_MINUTES) slots.push(formatClock(m));
  return slots;
}

/** The weekday names of stored warehouse hours (spec §3 Warehouse), 0 = Monday. */
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** A warehouse's "Day,HH:MM-HH:MM" entries (spec §3 Warehouse) → opening minutes per weekday. */
export function openingHours(entries: readonly string[]): Map<number, { open: number; close: number }> {
  const hours = new Map<number, { open: number; close: number }>();
  for (const entry of entries) {
    const [dayName = '', ...rest] = entry.split(',');
    const weekday = (WEEKDAY_NAMES as readonly string[]).indexOf(dayName.trim());
    const [from = '', to = ''] = rest.join(',').split('-');
    const open = parseClock(from);
    const close = parseClock(to);
    if (weekday >= 0 && open !== undefined && close !== undefined && close > open) hours.set(weekday, { open, close });
  }
  return hours;
}

export interface PickupDay {
  date: string;
  /** 'HH:MM' slot starts, every 30 minutes, each at least one hour after `now`. */
  slots: string[];
}

/** A warehouse's own closed dates ('YYYY-MM-DD', beyond Ontario's public holidays). */
export type WarehouseClosures = readonly string[];

/** Pickup days within `days` days of `now` with at least one slot left, earliest first. */
export function pickupDays(
  now: Date,
  entries: readonly string[],
  days = 7,
  timeZone = STORE_TIME_ZONE,
  closedDates: WarehouseClosures = [],
): PickupDay[] {
  const hours = openingHours(entries);
  const here = zonedMoment(now, timeZone);
  const result: PickupDay[] = [];
  for (let i = 0; i < days; i += 1) {
    const date = addDays(here.date, i);
    const open = hours.get(weekdayOf(date));
    if (!open || isClosedDate(date, { ontario_holidays: true, closed_dates: closedDates })) continue;
    const earliest = i === 0 ? Math.max(open.open, here.minutes + PICKUP_PREPARATION_MINUTES) : open.open;
    const first = Math.ceil(earliest / SLOT_MINUTES) * SLOT_MINUTES;
    const slots: string[] = [];
    for (let m = first; m + SLOT_MINUTES <= open.close; m += SLOT_MINUTES) slots.push(formatClock(m));
    if (slots.length > 0) result.push({ date, slots });
  }
  return result;
}
