import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers, staffAccounts } from './accounts';

/**
 * Holds on customers (back office, issue 17): while a hold is open (released_at null) the customer
 * cannot place an order, by themselves or through an agent, and sees the manager's reason. Rows are
 * never deleted: the history says who set and who released each hold, and when.
 */
export const customerHolds = pgTable(
  'customer_holds',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The manager's words, shown to the buyer as written. */
    reason: text('reason').notNull(),
    setBy: integer('set_by')
      .notNull()
      .references(() => staffAccounts.id),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
    releasedBy: integer('released_by').references(() => staffAccounts.id),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    // At most one open hold per customer.
    uniqueIndex('customer_holds_open_key').on(t.customerId).where(sql`${t.releasedAt} is null`),
    index('customer_holds_customer_idx').on(t.customerId, t.id),
  ],
);
