import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './accounts';
import { products } from './catalogue';

/**
 * A buyer's order guide (issue 20): a par level per product and the product's place in the walk-in
 * order. The buyer's web guide and the agent console's guide (Alt+G) read the same rows.
 */
export const customerParLevels = pgTable(
  'customer_par_levels',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    par: integer('par').notNull().default(0),
    position: integer('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productId] }), index('customer_par_levels_customer_idx').on(t.customerId, t.position)],
);
