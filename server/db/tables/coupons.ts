import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../../core/schemas/common';
import { createdAt } from './columns';
import { customers } from './accounts';
import { shops } from './catalogue';

/** Coupons, the coupons a customer holds, and coupon packages. */

export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  shopId: integer('shop_id').references(() => shops.id),
  kind: text('kind', { enum: ['amount', 'percent'] }).notNull(),
  /** Cents for 'amount', basis points for 'percent'. */
  value: integer('value').notNull(),
  minSubtotalCents: integer('min_subtotal_cents').notNull().default(0),
  shippingType: text('shipping_type', { enum: ['delivery', 'pickup', 'all'] }).notNull().default('all'),
  productIds: jsonb('product_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
  stackable: boolean('stackable').notNull().default(false),
  /** Ordinary user coupons cannot be used on agent orders (spec §5). */
  userCoupon: boolean('user_coupon').notNull().default(true),
  perUserLimit: integer('per_user_limit').notNull().default(1),
  totalLimit: integer('total_limit').notNull().default(0),
  /** Switched off in the back office: no cart takes it, whatever its dates. */
  enabled: boolean('enabled').notNull().default(true),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

export const customerCoupons = pgTable(
  'customer_coupons',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull().references(() => customers.id),
    couponId: integer('coupon_id').notNull().references(() => coupons.id),
    status: text('status', { enum: ['available', 'used', 'expired'] }).notNull().default('available'),
    orderId: integer('order_id'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('customer_coupons_customer_idx').on(t.customerId)],
);

/** Coupon packages (api/coupon_package/…): a bundle of coupons a customer redeems once. */
export const couponPackages = pgTable('coupon_packages', {
  id: serial('id').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  description: jsonb('description').$type<LocalizedText>().notNull(),
  couponIds: jsonb('coupon_ids').$type<number[]>().notNull(),
  shopId: integer('shop_id').references(() => shops.id),
  /** Switched off in the back office: no longer offered, whatever its dates. */
  enabled: boolean('enabled').notNull().default(true),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

export const couponPackageRedemptions = pgTable(
  'coupon_package_redemptions',
  {
    customerId: integer('customer_id').notNull().references(() => customers.id),
    packageId: integer('package_id').notNull().references(() => couponPackages.id),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.packageId] })],
);
