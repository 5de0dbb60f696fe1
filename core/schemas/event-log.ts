import { z } from 'zod';
import { localeSchema } from './common';
import { EVENT_BATCH_MAX, EVENT_DEVICES, EVENT_LOG_TOKEN_PARAM, EVENT_LOG_USER_PROOF_PARAM, EVENT_TYPES } from '../event-log/event-properties';

export * from '../event-log/event-properties';

export const eventTypeSchema = z.enum(EVENT_TYPES);

/**
 * The behaviour event log (spec §3 "Behaviour event log payload", §7 `/event/api/events`): the renderer
 * batches what a buyer does — adds to cart, product views, searches, checkout steps — and posts the
 * spec's payload. One schema for the renderer (it builds the payload) and the server (it validates it).
 *
 * The credential (§7 "a fixed bearer credential {token}") travels as `Authorization: Bearer <token>`
 * on a keepalive fetch, or as the `access_token` query parameter on `navigator.sendBeacon`, which cannot
 * set headers. It proves the payload comes from a client build, nothing more: the event log is
 * outside /api and carries no signature.
 */

const shortText = (max: number) => z.string().max(max);

export const eventPropertiesSchema = z.object({
  category: shortText(64),
  device: z.enum(EVENT_DEVICES),
  /** The quantity (add to cart), the keyword (search) or the step (checkout), as a string; optional. */
  eventValue: shortText(200).optional(),
  /** Always an empty list (§3). */
  impression: z.array(z.never()).max(0),
  /** The product's SKU; empty for events about no product (a search, a checkout step). */
  itemId: shortText(64),
  language: localeSchema.default('en'),
  /** The unit price in dollars, as a string ("12.50"); empty when no product. */
  price: z.string().regex(/^(\d{1,9}(\.\d{1,2})?)?$/),
  /** The product's own category when `category` is "super_trial". */
  super_trial: shortText(64).optional(),
});
export type EventProperties = z.infer<typeof eventPropertiesSchema>;

export const eventEntrySchema = z.object({
  eventType: eventTypeSchema,
  properties: eventPropertiesSchema,
});
export type EventEntry = z.infer<typeof eventEntrySchema>;

export const eventLogPayloadSchema = z.object({
  appVersion: shortText(20),
  /** Present only when signed in (§6). */
  userId: z.number().int().positive().max(2_147_483_647).optional(),
  shopId: z.number().int().positive().max(2_147_483_647),
  eventList: z.array(eventEntrySchema).min(1).max(EVENT_BATCH_MAX),
});
export type EventLogPayload = z.infer<typeof eventLogPayloadSchema>;

export const eventLogQuerySchema = z.object({
  [EVENT_LOG_TOKEN_PARAM]: z.string().max(200).optional(),
  /** Required with a `userId` (see EVENT_LOG_USER_PROOF_PARAM). */
  [EVENT_LOG_USER_PROOF_PARAM]: z.string().regex(/^[0-9a-f]{64}$/).optional(),
});

export const eventLogResponseSchema = z.object({ status: z.literal(1), data: z.object({ stored: z.number().int() }) });

// ——— Supervisor analytics (issue 19) ———

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A date range, both ends inclusive, in Toronto days; at most a year. */
export const analyticsQuerySchema = z
  .object({ from: isoDate, to: isoDate, shop_id: z.coerce.number().int().positive().max(2_147_483_647).optional() })
  .refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['to'] });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

export const analyticsCsvQuerySchema = z
  .object({
    from: isoDate,
    to: isoDate,
    shop_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    report: z.enum(['most_added', 'no_result_searches', 'conversion']),
  })
  .refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['to'] });

export const mostAddedRowSchema = z.object({
  sku: z.string(),
  product_name: z.string(),
  adds: z.number().int(),
  quantity: z.number().int(),
  customers: z.number().int(),
});
export const noResultSearchRowSchema = z.object({
  keyword: z.string(),
  language: z.string(),
  searches: z.number().int(),
  last_searched: z.string(),
});
export const conversionSchema = z.object({
  /** add_to_cart events in the range. */
  add_events: z.number().int(),
  /** Signed-in customers with at least one add to cart. */
  adding_customers: z.number().int(),
  /** Of those, how many placed an order in the range. */
  ordering_customers: z.number().int(),
  /** Orders placed in the range (any customer). */
  orders_placed: z.number().int(),
  /** ordering_customers / adding_customers, 0..1 (0 when nobody added). */
  rate: z.number(),
});
export type Conversion = z.infer<typeof conversionSchema>;

export const analyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  most_added: z.array(mostAddedRowSchema),
  no_result_searches: z.array(noResultSearchRowSchema),
  conversion: conversionSchema,
});
export type Analytics = z.infer<typeof analyticsSchema>;
export const analyticsResponseSchema = z.object({ status: z.literal(1), data: analyticsSchema });

/** Cart-to-order conversion rate from the counts (one rule for the page and the CSV). */
export const conversionRate = (adding: number, ordering: number): number => (adding === 0 ? 0 : ordering / adding);
