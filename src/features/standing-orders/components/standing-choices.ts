import type { STANDING_PAYMENT_TYPES } from '../../../../core/schemas/standing-order';

/** Delivery weekdays as core/calendar counts them (0 = Monday): no Sunday delivery (DECISIONS.md). */
export const DELIVERY_WEEKDAYS = [0, 1, 2, 3, 4, 5] as const;

/** How long before the cut-off a standing order is placed (minutes). */
export const LEAD_CHOICES = [60, 120, 240] as const;

export type StandingPayment = (typeof STANDING_PAYMENT_TYPES)[number];
