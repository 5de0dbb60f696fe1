import { STANDING_PAYMENT_TYPES } from '../../../../core/schemas/standing-order';

/** Delivery weekdays as core/calendar counts them (0 = Monday): no Sunday delivery (DECISIONS.md). */
export const DELIVERY_WEEKDAYS = [0, 1, 2, 3, 4, 5] as const;

/** How long before the cut-off a standing order is placed (minutes). */
export const LEAD_CHOICES = [60, 120, 240] as const;

/** Pay later needs the shop's and the customer's flag, so the page offers the three everyone has. */
export const STANDING_PAYMENTS = STANDING_PAYMENT_TYPES.filter((type) => type !== 'pay_later');
