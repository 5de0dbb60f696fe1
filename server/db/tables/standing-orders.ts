import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { addressBook, customers, staffAccounts } from './accounts';
import { products, shops } from './catalogue';
import { orders } from './orders';
import { createdAt, updatedAt } from './columns';

/**
 * Standing orders (issue 20): a saved cart placed automatically for chosen delivery weekdays, a set
 * number of minutes before the shop's cut-off, through the same place-order path with the idempotency
 * key `standing:<id>:<date>`. The scheduler's jobs live in standing_order_runs (one row per standing
 * order and delivery date) and are claimed with `FOR UPDATE SKIP LOCKED`, so with several API
 * instances each one is placed exactly once.
 */
export const standingOrders = pgTable(
  'standing_orders',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    /** The buyer's address-book entry the order is delivered to. */
    contactId: integer('contact_id')
      .notNull()
      .references(() => addressBook.id),
    /** Delivery weekdays, 0 = Monday … 6 = Sunday (core calendar's numbering). */
    weekdays: jsonb('weekdays').$type<number[]>().notNull(),
    /** Placed this many minutes before the cut-off of the order day. */
    leadMinutes: integer('lead_minutes').notNull().default(120),
    paymentType: text('payment_type').notNull(),
    paused: boolean('paused').notNull().default(false),
    /** Delivery dates ('YYYY-MM-DD') the buyer skipped. */
    skipDates: jsonb('skip_dates').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    note: text('note').notNull().default(''),
    /** The agent who set it up for the customer, else null. */
    createdByAgent: integer('created_by_agent').references(() => staffAccounts.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('standing_orders_customer').on(t.customerId)],
);

export const standingOrderLines = pgTable(
  'standing_order_lines',
  {
    id: serial('id').primaryKey(),
    standingOrderId: integer('standing_order_id')
      .notNull()
      .references(() => standingOrders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    qty: integer('qty').notNull(),
    note: text('note').notNull().default(''),
    /** The unit price when the line was saved (or last placed): a change is named in the notice. */
    lastUnitPriceCents: integer('last_unit_price_cents'),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('standing_order_lines_order').on(t.standingOrderId)],
);

export const STANDING_RUN_STATUSES = ['pending', 'running', 'placed', 'skipped', 'failed'] as const;

/** One job per standing order and delivery date: planned when the date opens, claimed when due. */
export const standingOrderRuns = pgTable(
  'standing_order_runs',
  {
    id: serial('id').primaryKey(),
    standingOrderId: integer('standing_order_id')
      .notNull()
      .references(() => standingOrders.id, { onDelete: 'cascade' }),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: STANDING_RUN_STATUSES }).notNull().default('pending'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    orderId: integer('order_id').references(() => orders.id),
    /** The refusal's message key when the order could not be placed. */
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('standing_order_runs_date').on(t.standingOrderId, t.serviceDate), index('standing_order_runs_due').on(t.status, t.dueAt)],
);

/**
 * Read-back of an agent's order (issue 20): the customer gets a summary with a single-use confirm
 * link; only the SHA-256 of the token is stored.
 */
export const orderReadbacks = pgTable('order_readbacks', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id),
  tokenHash: text('token_hash').notNull().unique(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
});

export const SUBSTITUTION_PREFERENCES = ['never', 'ask', 'similar'] as const;
export const SUBSTITUTION_OFFER_STATUSES = ['pending', 'accepted', 'refused'] as const;

/** A substitute proposed by core's rule for a line that cannot be filled; 'ask me' customers decide by link. */
export const substitutionOffers = pgTable(
  'substitution_offers',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    substituteProductId: integer('substitute_product_id')
      .notNull()
      .references(() => products.id),
    qty: integer('qty').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    status: text('status', { enum: SUBSTITUTION_OFFER_STATUSES }).notNull().default('pending'),
    tokenHash: text('token_hash').unique(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('substitution_offers_order').on(t.orderId)],
);
