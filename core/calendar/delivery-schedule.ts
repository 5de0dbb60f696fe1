import { ontarioHoliday } from './ontario-holidays';
import { isoDate, weekdayOf } from './local-time';

/**
 * A shop's delivery calendar as its manager sets it (issue 17, shop settings; DECISIONS.md
 * "Delivery dates"). The defaults are the rules every shop had before they became data: orders until
 * 23:59 Toronto time count for that day, delivery Monday to Saturday, Friday orders may choose
 * Saturday or the next delivery day, nothing on Ontario public holidays.
 */
export interface DeliverySchedule {
  /** 'HH:MM' local time: an order placed after it counts as placed the next day. */
  cutoff: string;
  /** Weekdays delivered, 0 = Monday … 6 = Sunday. */
  weekdays: number[];
  /** Friday orders may also choose the delivery day after the first one offered (Saturday or Monday). */
  friday_choice: boolean;
  /** Closed on Ontario's public holidays (and their observed weekdays). */
  ontario_holidays: boolean;
  /** Further closed dates ('YYYY-MM-DD'): the shop's own holidays and closures. */
  closed_dates: string[];
}

export const DEFAULT_DELIVERY_SCHEDULE: DeliverySchedule = {
  cutoff: '23:59',
  weekdays: [0, 1, 2, 3, 4, 5],
  friday_choice: true,
  ontario_holidays: true,
  closed_dates: [],
};

/** The stored schedule with today's rules for whatever it leaves out (shops saved before it existed). */
export function deliverySchedule(stored: Partial<DeliverySchedule> | null | undefined): DeliverySchedule {
  return { ...DEFAULT_DELIVERY_SCHEDULE, ...(stored ?? {}) };
}

/** 'YYYY-MM-DD' that names a real calendar day. */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && isoDate(year, month, day) === text;
}

/** A day nothing moves on: an Ontario public holiday (when the rule is on) or one of the listed closures. */
export function isClosedDate(date: string, closures: { ontario_holidays: boolean; closed_dates: readonly string[] }): boolean {
  return (closures.ontario_holidays && ontarioHoliday(date) !== undefined) || closures.closed_dates.includes(date);
}

/** Whether `date` is a delivery day of the schedule. */
export function isDeliveryDay(date: string, schedule: DeliverySchedule): boolean {
  return schedule.weekdays.includes(weekdayOf(date)) && !isClosedDate(date, schedule);
}
