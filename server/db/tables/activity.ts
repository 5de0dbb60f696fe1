import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { customers, staffAccounts } from './accounts';
import { orders } from './orders';

/** What happened: behaviour events, searches and the agent audit trail. */

/** Behaviour events (spec §3 event log) and, later, the agent audit trail. */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    customerId: integer('customer_id'),
    staffId: integer('staff_id'),
    shopId: integer('shop_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('events_kind_idx').on(t.kind, t.createdAt)],
);

/** One row per product search; `dot_token` ties later clicks and adds to it (search_stat_log). */
export const searchLogs = pgTable(
  'search_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    dotToken: text('dot_token').notNull().unique(),
    shopId: integer('shop_id').notNull(),
    keyword: text('keyword').notNull(),
    language: text('language').notNull(),
    resultCount: integer('result_count').notNull(),
    customerId: integer('customer_id'),
    createdAt: createdAt(),
  },
  (t) => [index('search_logs_shop_idx').on(t.shopId, t.createdAt)],
);

export const searchEvents = pgTable(
  'search_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    dotToken: text('dot_token').notNull(),
    productId: integer('product_id').notNull(),
    event: text('event', { enum: ['click', 'add_to_cart'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('search_events_token_idx').on(t.dotToken)],
);

/**
 * What an agent did for a customer (issue 7 audit): customer opened, lines added or removed, coupon
 * refused, order placed, payment taken. Written by the server where the action happens; supervisors
 * read it per order and per agent.
 */
export const agentAudit = pgTable(
  'agent_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: integer('staff_id').notNull().references(() => staffAccounts.id),
    customerId: integer('customer_id').notNull().references(() => customers.id),
    orderId: integer('order_id').references(() => orders.id),
    action: text('action', {
      enum: ['customer_opened', 'lines_added', 'lines_removed', 'coupon_refused', 'order_placed', 'payment_taken', 'order_cancelled'],
    }).notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('agent_audit_staff_idx').on(t.staffId, t.createdAt),
    index('agent_audit_customer_idx').on(t.customerId, t.createdAt),
    index('agent_audit_order_idx').on(t.orderId),
  ],
);
