import { type SQL, sql } from 'drizzle-orm';
import { addDays, STORE_TIME_ZONE } from '../../core/calendar/local-time';

/** The instant a store calendar day (YYYY-MM-DD) starts, in SQL; daylight saving included. */
const storeDayStart = (date: string): SQL => sql`(${date}::date::timestamp at time zone ${STORE_TIME_ZONE})`;

/** Conditions keeping a timestamptz column within the store's calendar days `from`..`to`, both included. */
export function withinStoreDays(column: SQL, from: string | undefined, to: string | undefined): SQL[] {
  const conditions: SQL[] = [];
  if (from) conditions.push(sql`${column} >= ${storeDayStart(from)}`);
  if (to) conditions.push(sql`${column} < ${storeDayStart(addDays(to, 1))}`);
  return conditions;
}
