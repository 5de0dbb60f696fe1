import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * The behaviour event log (spec §3, §7 `/event/api/events`, issue 19): one row per event of a batch
 * the renderer posted. The fields the supervisor's analytics group by are columns; the rest of the
 * event's properties stay in `properties`. `customer_id` is the payload's userId (signed-in buyers only).
 */
export const behaviourEvents = pgTable(
  'behaviour_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventType: text('event_type').notNull(),
    customerId: integer('customer_id'),
    shopId: integer('shop_id').notNull(),
    itemId: text('item_id').notNull(),
    category: text('category').notNull(),
    device: text('device').notNull(),
    language: text('language').notNull(),
    eventValue: text('event_value'),
    /** The price as sent, in cents (null when the event names no product). */
    priceCents: integer('price_cents'),
    appVersion: text('app_version').notNull(),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('behaviour_events_type_idx').on(t.eventType, t.createdAt),
    index('behaviour_events_customer_idx').on(t.customerId, t.createdAt),
  ],
);
