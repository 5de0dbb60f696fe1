import { addDays, isoDate, weekdayOf } from './local-time';

/**
 * Ontario's public holidays under the Employment Standards Act (DECISIONS.md: pickup is closed on
 * them, and nothing is delivered). A holiday on a weekend is observed on the next working day(s).
 */

/** Easter Sunday (anonymous Gregorian algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

/** The n-th given weekday (0 = Monday) of a month. */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  const first = isoDate(year, month, 1);
  const offset = (weekday - weekdayOf(first) + 7) % 7;
  return addDays(first, offset + (n - 1) * 7);
}

/** Victoria Day: the Monday before May 25. */
function victoriaDay(year: number): string {
  const may24 = isoDate(year, 5, 24);
  return addDays(may24, -weekdayOf(may24));
}

export type OntarioHoliday =
  | 'new_year'
  | 'family_day'
  | 'good_friday'
  | 'victoria_day'
  | 'canada_day'
  | 'labour_day'
  | 'thanksgiving'
  | 'christmas'
  | 'boxing_day';

const cache = new Map<number, Map<string, OntarioHoliday>>();

/** Every closed date of a year (holidays and their observed weekdays) → which holiday. */
export function ontarioHolidays(year: number): Map<string, OntarioHoliday> {
  const hit = cache.get(year);
  if (hit) return hit;
  const days = new Map<string, OntarioHoliday>();
  const fixed: [string, OntarioHoliday][] = [
    [isoDate(year, 1, 1), 'new_year'],
    [isoDate(year, 7, 1), 'canada_day'],
    [isoDate(year, 12, 25), 'christmas'],
    [isoDate(year, 12, 26), 'boxing_day'],
  ];
  for (const [date, name] of fixed) days.set(date, name);
  days.set(nthWeekday(year, 2, 0, 3), 'family_day');
  days.set(addDays(easterSunday(year), -2), 'good_friday');
  days.set(victoriaDay(year), 'victoria_day');
  days.set(nthWeekday(year, 9, 0, 1), 'labour_day');
  days.set(nthWeekday(year, 10, 0, 2), 'thanksgiving');
  // A fixed holiday on a weekend is observed on the next weekday that is not already a holiday
  // (Christmas on Sunday → Tuesday, Boxing Day keeping Monday; Christmas on Saturday → Monday, Boxing Day → Tuesday).
  for (const [date, name] of fixed) {
    if (weekdayOf(date) < 5) continue;
    let observed = addDays(date, 7 - weekdayOf(date));
    while (days.has(observed) || weekdayOf(observed) >= 5) observed = addDays(observed, 1);
    days.set(observed, name);
  }
  cache.set(year, days);
  return days;
}

export function ontarioHoliday(date: string): OntarioHoliday | undefined {
  return ontarioHolidays(Number(date.slice(0, 4))).get(date);
}
