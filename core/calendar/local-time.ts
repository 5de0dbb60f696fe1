/**
 * Calendar arithmetic in a named time zone (America/Toronto by default, spec §9) with the platform's
 * Intl only. Dates are ISO `YYYY-MM-DD` strings; weekdays are 0 = Monday … 6 = Sunday.
 */

export const STORE_TIME_ZONE = 'America/Toronto';

export interface ZonedMoment {
  date: string;
  weekday: number;
  /** Minutes since local midnight. */
  minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
/** The zone's wall clock to the minute; `withOffset` adds seconds and the UTC offset (GMT-05:00). */
function formatter(timeZone: string, withOffset = false): Intl.DateTimeFormat {
  const key = `${timeZone}|${withOffset}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      ...(withOffset ? { second: '2-digit', timeZoneName: 'longOffset' } : {}),
    });
    formatters.set(key, f);
  }
  return f;
}

/** The local date, weekday and time of an instant in the zone. */
export function zonedMoment(instant: Date, timeZone = STORE_TIME_ZONE): ZonedMoment {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(instant).map((p) => [p.type, p.value]));
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return { date, weekday: weekdayOf(date), minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** An instant as local time with its offset in the zone: 2026-11-17T10:00:00-05:00. */
export function zonedIsoDateTime(instant: Date, timeZone = STORE_TIME_ZONE): string {
  const parts = Object.fromEntries(formatter(timeZone, true).formatToParts(instant).map((p) => [p.type, p.value]));
  const offset = parts.timeZoneName === 'GMT' ? '+00:00' : String(parts.timeZoneName).replace('GMT', '');
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

const utcDay = (date: string): number => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** 0 = Monday … 6 = Sunday. */
export function weekdayOf(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

export function addDays(date: string, days: number): string {
  return new Date((utcDay(date) + days) * 86_400_000).toISOString().slice(0, 10);
}

export function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** `HH:MM` → minutes since midnight; undefined when malformed. */
export function parseClock(text: string): number | undefined {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minutes <= 24 * 60 ? minutes : undefined;
}

export const formatClock = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
