import { torontoToday } from '../../../lib/format-date';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The day after `day` ('YYYY-MM-DD'), as a calendar day. */
export function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** Orders go out the day after they are placed: the warehouse works on tomorrow's (Toronto) orders by default. */
export function defaultServiceDate(now: Date = new Date()): string {
  return nextDay(torontoToday(now));
}

/** ?date= when it is a calendar day, else the default. */
export function serviceDateOf(param: string | null, now?: Date): string {
  return param && ISO_DAY.test(param) && !Number.isNaN(Date.parse(param)) ? param : defaultServiceDate(now);
}
