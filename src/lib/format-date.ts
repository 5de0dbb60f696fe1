import type { Locale } from '../../core/schemas/common';
import { htmlLang } from './locale';

/** DECISIONS.md: every date and time is Toronto's. */
const TIME_ZONE = 'America/Toronto';

/** '2026-03-31T18:04:00Z' → 'Mar 31, 2026, 2:04 PM' (en), '2026年3月31日 14:04' (cn), '31 mars 2026, 14 h 04' (fr). */
export function formatDateTime(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(htmlLang(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE }).format(date);
}

/** A calendar day 'YYYY-MM-DD' written the locale's way ('Mar 31, 2026'); no time zone shift. `weekday` adds 'Tue, '. */
export function formatCalendarDay(day: string, locale: Locale, opts: { weekday?: boolean } = {}): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
  return new Intl.DateTimeFormat(htmlLang(locale), {
    weekday: opts.weekday ? 'short' : undefined,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** Today's calendar day in Toronto as 'YYYY-MM-DD' (date inputs and range defaults). */
export function torontoToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** An instant split for narrow cells: the Toronto date ('Mar 31, 2026') and time ('2:04 PM'). */
export function formatDateAndTime(iso: string, locale: Locale): { date: string; time: string } {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return { date: iso, time: '' };
  const lang = htmlLang(locale);
  return {
    date: new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: TIME_ZONE }).format(date),
    time: new Intl.DateTimeFormat(lang, { timeStyle: 'short', timeZone: TIME_ZONE }).format(date),
  };
}

/** The name of weekday `index` as core/calendar counts them (0 = Monday … 6 = Sunday): 'Mon' / 'Monday', '周一', 'lun.'. */
export function formatWeekday(index: number, locale: Locale, width: 'short' | 'long' = 'short'): string {
  // 2024-01-01 was a Monday.
  const date = new Date(Date.UTC(2024, 0, 1 + index, 12));
  return new Intl.DateTimeFormat(htmlLang(locale), { weekday: width, timeZone: 'UTC' }).format(date);
}
