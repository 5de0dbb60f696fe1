import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '../../../core/schemas/account';
import { createdAt, updatedAt } from './columns';
import { products, shops } from './catalogue';
import { customerGroups } from './price-lists';

/** Customers and staff, their sessions, and what a customer keeps: addresses, cart, favourites, recently viewed, restock reminders. */

export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  phone: text('phone').notNull().unique(),
  name: text('name').notNull().default(''),
  email: text('email').notNull().default(''),
  emailVerified: boolean('email_verified').notNull().default(false),
  avatar: text('avatar').notNull().default(''),
  inviteCode: text('invite_code').notNull().default(''),
  creditCents: integer('credit_cents').notNull().default(0),
  language: text('language').notNull().default('en'),
  /** Restaurants on credit terms may choose 'Pay Later' at checkout (DECISIONS.md: flagged accounts). */
  payLater: boolean('pay_later').notNull().default(false),
  /** Pay-later credit limit (back office, issue 17): unpaid pay-later orders + a new one may not pass it; null = no limit. */
  creditLimitCents: integer('credit_limit_cents'),
  /** Pay-later invoices are due this many days after delivery; null = not set. */
  paymentTermsDays: integer('payment_terms_days'),
  /** The customer group whose price list the customer buys at (issue 17); at most one. */
  groupId: integer('group_id').references(() => customerGroups.id, { onDelete: 'set null' }),
  /** Issue 20: 'never' substitute, 'ask' me by link, or 'similar' item allowed. */
  substitutionPreference: text('substitution_preference', { enum: ['never', 'ask', 'similar'] }).notNull().default('ask'),
  /** Issue 20: an agent's order waits for the customer's read-back confirmation before it is charged. */
  readbackRequired: boolean('readback_required').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const staffAccounts = pgTable('staff_accounts', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: STAFF_ROLES }).notNull(),
  name: text('name').notNull(),
  /** For password-reset mail; '' when none. */
  email: text('email').notNull().default(''),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** sha-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind', { enum: ['customer', 'staff', 'agent_customer'] }).notNull(),
    customerId: integer('customer_id').references(() => customers.id),
    staffId: integer('staff_id').references(() => staffAccounts.id),
    /** An agent link's: the staff sign-in that issued it; the link works only while that one does. */
    issuedBy: bigint('issued_by', { mode: 'number' }).references((): AnyPgColumn => sessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_customer_idx').on(t.customerId), index('sessions_staff_idx').on(t.staffId)],
);

export const addressBook = pgTable(
  'address_book',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull().references(() => customers.id),
    name: text('name').notNull(),
    tel: text('tel').notNull(),
    address: text('address').notNull(),
    unit: text('unit').notNull().default(''),
    buzzCode: text('buzz_code').notNull().default(''),
    postalCode: text('postal_code').notNull(),
    latitude: text('latitude').notNull(),
    longitude: text('longitude').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('address_book_customer_idx').on(t.customerId)],
);

export interface StoredCartLine {
  product_id: number;
  qty: number;
  note: string;
  options: { group_id: number; items: { item_id: number; qty: number }[] }[];
}

export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id),
    shopId: integer('shop_id').notNull().references(() => shops.id),
    shippingType: text('shipping_type', { enum: ['delivery', 'pickup'] }).notNull(),
    items: jsonb('items').$type<StoredCartLine[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('carts_customer_key').on(t.customerId)],
);

export const favourites = pgTable(
  'favourites',
  {
    customerId: integer('customer_id').notNull().references(() => customers.id),
    productId: integer('product_id').notNull().references(() => products.id),
    shopId: integer('shop_id').notNull().references(() => shops.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productId] })],
);

/** Products a customer looked at (api/recently_product), newest first, the last 30 kept. */
export const recentlyViewed = pgTable(
  'recently_viewed',
  {
    customerId: integer('customer_id').notNull().references(() => customers.id),
    productId: integer('product_id').notNull().references(() => products.id),
    shopId: integer('shop_id').notNull().references(() => shops.id),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productId] }), index('recently_viewed_customer_idx').on(t.customerId, t.viewedAt)],
);

/** Arrival (restock) reminders: tell this phone and e-mail when the product is back. */
export const restockReminders = pgTable(
  'restock_reminders',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id').notNull().references(() => shops.id),
    productId: integer('product_id').notNull().references(() => products.id),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    language: text('language').notNull().default('en'),
    customerId: integer('customer_id').references(() => customers.id),
    createdAt: createdAt(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('restock_reminders_unique').on(t.productId, t.shopId, t.email)],
);
