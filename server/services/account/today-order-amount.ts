import { and, count, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { fromCents } from '../../../core/money';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';

/** DECISIONS.md: the business day is Toronto's. */
export const BUSINESS_TIME_ZONE = 'America/Toronto';

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(instant: Date, timeZone: string): WallClock {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const n = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: n('year'), month: n('month'), day: n('day'), hour: n('hour'), minute: n('minute'), second: n('second') };
}

/** How far the zone's wall clock is ahead of UTC at this instant, in ms (Toronto: -4 h or -5 h). */
function zoneOffsetMs(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant the zone's wall clock reads 00:00 on the given calendar day. */
function zoneMidnight(year: number, month: number, day: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day);
  // Twice: the offset at the first guess may differ from the offset at midnight across a DST change.
  let guess = wall - zoneOffsetMs(new Date(wall), timeZone);
  guess = wall - zoneOffsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

/** [start, end) of the calendar day holding `now` in the zone. */
export function dayRangeIn(timeZone: string, now: Date): { start: Date; end: Date } {
  const w = wallClock(now, timeZone);
  return { start: zoneMidnight(w.year, w.month, w.day, timeZone), end: zoneMidnight(w.year, w.month, w.day + 1, timeZone) };
}

/** Spec §7 today order amount: the caller's orders created today (Toronto) and not cancelled, in dollars. */
export async function todayOrderAmount(db: Database, customerId: number, now: Date): Promise<{ amount: number; order_count: number }> {
  const { start, end } = dayRangeIn(BUSINESS_TIME_ZONE, now);
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${orders.totalCents}), 0)`.mapWith(Number), n: count() })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), gte(orders.createdAt, start), lt(orders.createdAt, end), ne(orders.status, 'cancelled')));
  return { amount: fromCents(row?.cents ?? 0), order_count: row?.n ?? 0 };
}
