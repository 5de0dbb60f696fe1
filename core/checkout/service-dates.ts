import { ontarioHoliday } from '../calendar/ontario-holidays';
import { addDays, formatClock, parseClock, STORE_TIME_ZONE, weekdayOf, zonedMoment } from '../calendar/local-time';

/**
 * When an order can arrive or be picked up (spec §9 Delivery and pickup, DECISIONS.md): delivery is
 * next day 08:00–23:00, never on Sunday; Saturday and Sunday orders go out Monday; Friday orders may
 * choose Saturday or Monday; the day ends at 23:59 Toronto time; nothing moves on Ontario public
 * holidays. Pickup follows the warehouse's own hours, allowing one hour of preparation.
 */

export const DELIVERY_WINDOW = { start: 8 * 60, end: 23 * 60 } as const;
/** Spec §9: preorder shifts are 30-minute slots. */
export const SLOT_MINUTES = 30;
export const PICKUP_PREPARATION_MINUTES = 60;

const SUNDAY = 6;

/** The next date on or after `date` that is neither a Sunday nor a public holiday. */
function nextDeliveryDay(date: string): string {
  let day = date;
  while (weekdayOf(day) === SUNDAY || ontarioHoliday(day)) day = addDays(day, 1);
  return day;
}

/** Delivery dates offered for an order placed at `now`, earliest first (one, or two on Fridays). */
export function deliveryDates(now: Date, timeZone = STORE_TIME_ZONE): string[] {
  const { date, weekday } = zonedMoment(now, timeZone);
  const candidates =
    weekday === 4
      ? [addDays(date, 1), addDays(date, 3)] // Friday: Saturday or Monday
      : weekday === 5
        ? [addDays(date, 2)] // Saturday → Monday
        : weekday === 6
          ? [addDays(date, 1)] // Sunday → Monday
          : [addDays(date, 1)];
  return [...new Set(candidates.map(nextDeliveryDay))].sort();
}

/** 30-minute 'arrive around' slots of the delivery window: 08:00 … 22:30. */
export function deliverySlots(): string[] {
  const slots: string[] = [];
  for (let m = DELIVERY_WINDOW.start; m + SLOT_MINUTES <= DELIVERY_WINDOW.end; m += SLOT_MINUTES) slots.push(formatClock(m));
  return slots;
}

const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** A warehouse's "Day,HH:MM-HH:MM" entries (spec §3 Warehouse) → opening minutes per weekday. */
export function openingHours(entries: readonly string[]): Map<number, { open: number; close: number }> {
  const hours = new Map<number, { open: number; close: number }>();
  for (const entry of entries) {
    const [dayName = '', ...rest] = entry.split(',');
    const weekday = WEEKDAY_NAMES.indexOf(dayName.trim());
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

/** Pickup days within `days` days of `now` with at least one slot left, earliest first. */
export function pickupDays(now: Date, entries: readonly string[], days = 7, timeZone = STORE_TIME_ZONE): PickupDay[] {
  const hours = openingHours(entries);
  const here = zonedMoment(now, timeZone);
  const result: PickupDay[] = [];
  for (let i = 0; i < days; i += 1) {
    const date = addDays(here.date, i);
    const open = hours.get(weekdayOf(date));
    if (!open || ontarioHoliday(date)) continue;
    const earliest = i === 0 ? Math.max(open.open, here.minutes + PICKUP_PREPARATION_MINUTES) : open.open;
    const first = Math.ceil(earliest / SLOT_MINUTES) * SLOT_MINUTES;
    const slots: string[] = [];
    for (let m = first; m + SLOT_MINUTES <= open.close; m += SLOT_MINUTES) slots.push(formatClock(m));
    if (slots.length > 0) result.push({ date, slots });
  }
  return result;
}
