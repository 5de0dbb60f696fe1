import { check, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { LocalizedText } from '../../../core/schemas/common';
import { createdAt, updatedAt } from './columns';
import { products } from './catalogue';

/**
 * Customer groups and their price lists (issue 17). A customer belongs to at most one group
 * (customers.group_id); a group may price some products its own way: a fixed unit price in cents or a
 * percentage off in basis points (core/pricing/group-price.ts says how it meets special offers).
 */
export const customerGroups = pgTable('customer_groups', {
  id: serial('id').primaryKey(),
  /** The group's name per locale (a manager types en; cn and fr fall back to it when empty). */
  name: jsonb('name').$type<LocalizedText>().notNull(),
  note: text('note').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const groupPrices = pgTable(
  'group_prices',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => customerGroups.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** A fixed unit price, or null when the entry is a percentage off. */
    priceCents: integer('price_cents'),
    /** A percentage off in basis points (1000 = 10 %), or null when the entry is a fixed price. */
    percentOffBp: integer('percent_off_bp'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.productId] }),
    index('group_prices_product').on(t.productId),
    check('group_prices_one_kind', sql`(${t.priceCents} is null) <> (${t.percentOffBp} is null)`),
    check('group_prices_price', sql`${t.priceCents} is null or ${t.priceCents} >= 0`),
    check('group_prices_percent', sql`${t.percentOffBp} is null or (${t.percentOffBp} > 0 and ${t.percentOffBp} <= 10000)`),
  ],
);
