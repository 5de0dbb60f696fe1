import { addDays, STORE_TIME_ZONE, zonedMoment } from '../calendar/local-time';

/**
 * The buyer's cancellation clock (spec §9 Cancellation and returns; DECISIONS.md "After checkout"),
 * on the store's calendar (America/Toronto, daylight saving included):
 * - `order_day`: the calendar day the order was placed, until 23:59:59 → cancelled in full;
 * - `next_day`: the following calendar day → cancelled with the small order fee charged;
 * - `closed`: any later day → the buyer cannot cancel online (staff can).
 * Packing that has started closes the window too; `canTransition` checks that separately.
 */
export const BUYER_CANCELLATION_WINDOWS = ['order_day', 'next_day', 'closed'] as const;
export type BuyerCancellationWindow = (typeof BUYER_CANCELLATION_WINDOWS)[number];

export function buyerCancellationWindow(createdAt: Date, now: Date, timeZone = STORE_TIME_ZONE): BuyerCancellationWindow {
  const orderDay = zonedMoment(createdAt, timeZone).date;
  const today = zonedMoment(now, timeZone).date;
  // A clock a little behind the order's own timestamp is still the order day.
  if (today <= orderDay) return 'order_day';
  return today === addDays(orderDay, 1) ? 'next_day' : 'closed';
}
