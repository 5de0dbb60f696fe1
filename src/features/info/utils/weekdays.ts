import type { Locale } from '../../../../core/schemas/common';
import { htmlLang } from '../../../lib/locale';

/** Monday first, as the delivery rules and the warehouses' "day,hours" entries are written. */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** 2024-01-01 was a Monday: day i of the week is that date plus i days. */
const MONDAY = Date.UTC(2024, 0, 1);

/** Intl tag: French dates and times as written in Canada ("13 h 00"). */
const intlTag = (locale: Locale) => (locale === 'fr' ? 'fr-CA' : htmlLang(locale));

/**
 * The weekday's name in the locale (Intl), capitalized to start a table cell ("Lundi", "星期一");
 * `midSentence` keeps French lower case after the first word ("Lundi au vendredi").
 */
export function weekdayName(day: number, locale: Locale, midSentence = false): string {
  const name = new Intl.DateTimeFormat(intlTag(locale), { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(MONDAY + day * 86_400_000),
  );
  if (midSentence && locale === 'fr') return name;
  return name.charAt(0).toLocaleUpperCase(intlTag(locale)) + name.slice(1);
}

/** "13:00" → "1:00 PM" (en), "13 h 00" (fr), "13:00" (cn). */
export function clockTime(hhmm: string, locale: Locale): string {
  const [h, m] = hhmm.split(':').map(Number);
  if (h === undefined || m === undefined || !Number.isFinite(h) || !Number.isFinite(m)) return hhmm;
  return new Intl.DateTimeFormat(intlTag(locale), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1, h, m)),
  );
}

export interface OpeningRun {
  /** First and last weekday index of a run of days with the same hours. */
  from: number;
  to: number;
  /** "13:00-16:00", or null when closed. */
  hours: { open: string; close: string } | null;
}

/**
 * A warehouse's "day,hours" list (spec §3 Warehouse: "Monday,13:00-16:00", "Sunday,Closed") as runs of
 * consecutive days with the same hours: Monday–Friday 13:00–16:00, Saturday–Sunday closed.
 */
export function openingRuns(normalOperation: readonly string[]): OpeningRun[] {
  const byDay = new Map<string, string>();
  for (const entry of normalOperation) {
    const [day, hours] = entry.split(',');
    if (day && hours) byDay.set(day.trim(), hours.trim());
  }
  const runs: OpeningRun[] = [];
  WEEKDAYS.forEach((day, index) => {
    const raw = byDay.get(day) ?? 'Closed';
    const match = /^(\d{1,2}:\d{2})\s*-\s*(\d{1,2}:\d{2})$/.exec(raw);
    const hours = match ? { open: match[1]!, close: match[2]! } : null;
    const last = runs.at(-1);
    if (last && last.to === index - 1 && last.hours?.open === hours?.open && last.hours?.close === hours?.close) {
      last.to = index;
    } else {
      runs.push({ from: index, to: index, hours });
    }
  });
  return runs;
}
