import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../core/schemas/common';

/**
 * Every entity of spec §3 the server owns. Money columns are integer cents (`*_cents`); text shown to
 * buyers is stored per locale (jsonb LocalizedText) except product names, which get their own columns
 * because search indexes them.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export interface SmallOrderFeeRule {
  /** Threshold in cents: the fee applies while the pre-tax amount is below it. */
  end_cents: number;
  /** Fee in cents (tax included). */
  value_cents: number;
}

export interface ShopSettings {
  service_fee: { enabled: boolean; type: 'small_order_fee'; rules: SmallOrderFeeRule[] };
  /** Shop-wide cap on special-sale units per order (<= 0 = no limit). */
  order_limit_times: number;
  payment_charge_fee_percent: number;
  delivery_time_minutes: number;
  time_zone: string;
}

export interface GeoPolygon {
  type: 'Polygon';
  coordinates: number[][][];
}

export const shops = pgTable('shops', {
  id: integer('id').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  description: jsonb('description').$type<LocalizedText>().notNull(),
  city: text('city').notNull(),
  addr: text('addr').notNull(),
  postalCode: text('postal_code').notNull(),
  lat: text('lat').notNull(),
  lng: text('lng').notNull(),
  tel: text('tel').notNull(),
  open: boolean('open').notNull().default(true),
  hours: text('hours').notNull(),
  taxRateBp: integer('tax_rate_bp').notNull().default(1300),
  minAmountCents: integer('min_amount_cents').notNull().default(0),
  customerPickup: boolean('customer_pickup').notNull().default(true),
  onlinePayment: boolean('online_payment').notNull().default(true),
  payLater: boolean('pay_later').notNull().default(false),
  steerGuestsToApp: boolean('steer_guests_to_app').notNull().default(false),
  deliveryZone: jsonb('delivery_zone').$type<GeoPolygon>().notNull(),
  settings: jsonb('settings').$type<ShopSettings>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const warehouses = pgTable('warehouses', {
  id: integer('id').primaryKey(),
  shopId: integer('shop_id').notNull().references(() => shops.id),
  city: jsonb('city').$type<LocalizedText>().notNull(),
  address: text('address').notNull(),
  postalCode: text('postal_code').notNull(),
  lat: text('lat').notNull(),
  lng: text('lng').notNull(),
  tel: text('tel').notNull(),
  img: text('img').notNull(),
  /** "day,hours" strings as the spec shows them, e.g. "Monday,13:00-16:00", "Sunday,Closed". */
  normalOperation: jsonb('normal_operation').$type<string[]>().notNull(),
  prepMinutes: integer('prep_minutes').notNull().default(60),
});

export const areas = pgTable('areas', {
  id: integer('id').primaryKey(),
  shopId: integer('shop_id').notNull().references(() => shops.id),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  province: text('province').notNull(),
  /** The area's centre: an address in the shop's zone belongs to the nearest area (spec city_id). */
  lat: doublePrecision('lat').notNull().default(0),
  lng: doublePrecision('lng').notNull().default(0),
});

export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  position: integer('position').notNull(),
  image: text('image').notNull(),
  pickupAllowed: boolean('pickup_allowed').notNull().default(true),
});

export interface ProductTag {
  tag: LocalizedText;
  color: string;
}

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    sku: text('sku').notNull(),
    categoryId: integer('category_id').notNull().references(() => categories.id),
    position: integer('position').notNull(),
    nameEn: text('name_en').notNull(),
    nameCn: text('name_cn').notNull(),
    nameFr: text('name_fr').notNull(),
    fullName: jsonb('full_name').$type<LocalizedText>().notNull(),
    propaganda: jsonb('propaganda').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    specification: jsonb('specification').$type<LocalizedText>().notNull(),
    image: text('image').notNull(),
    gallery: jsonb('gallery').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    tags: jsonb('tags').$type<ProductTag[]>().notNull().default(sql`'[]'::jsonb`),
    priceCents: integer('price_cents').notNull(),
    orgPriceCents: integer('org_price_cents').notNull(),
    unitFlag: smallint('unit_flag').notNull().default(0),
    unitCount: integer('unit_count').notNull().default(0),
    unitValue: jsonb('unit_value').$type<LocalizedText>().notNull(),
    unitPrice: jsonb('unit_price').$type<LocalizedText>().notNull(),
    isSpecial: smallint('is_special').notNull().default(0),
    disQty: integer('dis_qty').notNull().default(0),
    discountLimitTimes: integer('discount_limit_times').notNull().default(0),
    needWeigh: smallint('need_weigh').notNull().default(0),
    weightValue: text('weight_value').notNull().default(''),
    weightUnit: text('weight_unit').notNull().default(''),
    max: integer('max').notNull().default(0),
    /** 0 listed, 1 delisted. */
    status: smallint('status').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('products_sku_key').on(t.sku), index('products_category_idx').on(t.categoryId, t.position)],
);

export const productBatchPrices = pgTable(
  'product_batch_prices',
  {
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    start: integer('start').notNull(),
    /** 0 = open-ended. */
    end: integer('end').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.start] })],
);

export const productOptionGroups = pgTable(
  'product_option_groups',
  {
    id: integer('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    label: jsonb('label').$type<LocalizedText>().notNull(),
    type: text('type', { enum: ['radio', 'checkbox'] }).notNull(),
    min: integer('min').notNull().default(0),
    max: integer('max').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_option_groups_product_idx').on(t.productId)],
);

export const productOptionItems = pgTable(
  'product_option_items',
  {
    id: integer('id').primaryKey(),
    groupId: integer('group_id').notNull().references(() => productOptionGroups.id, { onDelete: 'cascade' }),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    priceCents: integer('price_cents').notNull(),
    orgPriceCents: integer('org_price_cents').notNull(),
    max: integer('max').notNull().default(0),
    /** 1 available, 0 out of stock. */
    status: smallint('status').notNull().default(1),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_option_items_group_idx').on(t.groupId)],
);

/** Which shop sells which product, and its stock there (-9999 = unlimited). */
export const shopProducts = pgTable(
  'shop_products',
  {
    shopId: integer('shop_id').notNull().references(() => shops.id),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    stock: integer('stock').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.productId] }), index('shop_products_product_idx').on(t.productId)],
);

export interface DiscountEventOptions {
  shop_name?: string;
  discount_tag?: LocalizedText;
  discount_desc?: LocalizedText;
  /** Spend threshold in cents (the wire shows full_amount in dollars). */
  full_amount_cents?: number;
  /** Product id given as a gift when the tier is reached. */
  gift_product_id?: number;
  discount_message?: LocalizedText;
  order_limit_times?: number;
  platform_discount?: number;
  merchant_discount?: number;
}

export const discountEvents = pgTable(
  'discount_events',
  {
    id: integer('id').primaryKey(),
    shopId: integer('shop_id').notNull().references(() => shops.id),
    kind: text('kind', { enum: ['shop_full_discount', 'shop_product_sale'] }).notNull(),
    discountCode: text('discount_code').notNull(),
    discountAmountCents: integer('discount_amount_cents').notNull().default(0),
    discountType: integer('discount_type').notNull().default(0),
    event: text('event').notNull().default(''),
    enabled: smallint('enabled').notNull().default(1),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    limitTimes: integer('limit_times').notNull().default(0),
    useType: text('use_type', { enum: ['internal', 'external'] }).notNull().default('external'),
    shippingType: text('shipping_type').notNull().default('all'),
    isDailyOnce: smallint('is_dailyonce').notNull().default(0),
    discountGroup: text('discount_group').notNull().default('normal_discount'),
    options: jsonb('options').$type<DiscountEventOptions>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('discount_events_shop_idx').on(t.shopId, t.kind)],
);

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
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const staffAccounts = pgTable('staff_accounts', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: ['agent', 'supervisor'] }).notNull(),
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

export interface OrderContact {
  name: string;
  tel: string;
  addr: string;
  postal_code: string;
  latitude: string;
  longitude: string;
  buzz_code: string;
  unit: string;
}

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    shopId: integer('shop_id').notNull().references(() => shops.id),
    customerId: integer('customer_id').notNull().references(() => customers.id),
    /** Staff id of the agent who placed it, or null (IS_AGENT_ORDER when set). */
    agentId: integer('agent_id').references(() => staffAccounts.id),
    orderType: smallint('order_type').notNull().default(6),
    shippingType: text('shipping_type', { enum: ['delivery', 'pickup'] }).notNull(),
    warehouseId: integer('warehouse_id').references(() => warehouses.id),
    status: text('status').notNull(),
    paymentStatus: text('payment_status').notNull(),
    paymentType: text('payment_type', { enum: ['card', 'pad', 'cash', 'pay_later'] }).notNull(),
    serviceDate: date('service_date').notNull(),
    timePreference: text('time_preference').notNull().default('asap'),
    contact: jsonb('contact').$type<OrderContact>().notNull(),
    note: text('note').notNull().default(''),
    language: text('language').notNull().default('en'),
    totalCents: integer('total_cents').notNull(),
    /** PAD: the 1% cashback voucher the order earns once the debit settles. */
    cashbackCents: integer('cashback_cents').notNull().default(0),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    index('orders_agent_idx').on(t.agentId, t.createdAt),
    uniqueIndex('orders_idempotency_key').on(t.customerId, t.idempotencyKey),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id),
    sku: text('sku').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    qty: integer('qty').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    rowTotalCents: integer('row_total_cents').notNull(),
    orgRowTotalCents: integer('org_row_total_cents').notNull(),
    options: jsonb('options').$type<StoredCartLine['options']>().notNull(),
    note: text('note').notNull().default(''),
    needWeigh: smallint('need_weigh').notNull().default(0),
    weightValue: text('weight_value').notNull().default(''),
    weightUnit: text('weight_unit').notNull().default(''),
    isGift: boolean('is_gift').notNull().default(false),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

export const orderFeeLines = pgTable(
  'order_fee_lines',
  {
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['subtotal', 'delivery_fee', 'tax', 'small_order_fee', 'channel_fee', 'discount', 'tips', 'total'],
    }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.kind] })],
);

export const orderStatusLog = pgTable(
  'order_status_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    paymentStatus: text('payment_status').notNull(),
    note: text('note').notNull().default(''),
    actor: text('actor').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_log_order_idx').on(t.orderId)],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull().default(''),
    method: text('method', { enum: ['card', 'pad', 'cash', 'pay_later'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull(),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('payments_order_idx').on(t.orderId), uniqueIndex('payments_idempotency_key').on(t.idempotencyKey)],
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

/**
 * One row; bumped in the same transaction as a change to prices, stock or listings, so every server's
 * cache reloads. Orders do not touch it (see `catalogueStockChanges`).
 */
export const catalogueState = pgTable('catalogue_state', {
  id: smallint('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * Moved (`nextval`) once after each placed order commits: the catalogue version is
 * catalogue_state.version plus this sequence's last value. A sequence is not transactional and takes
 * no row lock, so concurrent orders never queue on a hot row; CACHE 1 (the default) so every nextval
 * is visible to every session at once.
 */
export const catalogueStockChanges = pgSequence('catalogue_stock_changes', { cache: 1 });

export interface ComboItem {
  product_id: number;
  qty: number;
}

/** Combo sales (spec §2.8): products sold together at a combo price. */
export const productCombos = pgTable(
  'product_combos',
  {
    id: integer('id').primaryKey(),
    shopId: integer('shop_id').notNull().references(() => shops.id),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    tag: jsonb('tag').$type<LocalizedText>().notNull(),
    items: jsonb('items').$type<ComboItem[]>().notNull(),
    comboPriceCents: integer('combo_price_cents').notNull(),
    /** 1 on sale, 0 withdrawn. */
    status: smallint('status').notNull().default(1),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_combos_shop_idx').on(t.shopId, t.position)],
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
 * SMS login codes (spec §5 Login, DECISIONS.md): stored hashed, valid 10 minutes. A correct code is
 * exchanged for a one-time login password (hashed too) that api/webclient/login consumes.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** phone_num: country code first, digits only. */
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    loginPasswordHash: text('login_password_hash'),
    loginPasswordExpiresAt: timestamp('login_password_expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** Wrong codes tried against this code; at MAX_WRONG_CODES it is dead and a new one must be requested. */
    failedChecks: integer('failed_checks').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_phone_idx').on(t.phone, t.createdAt)],
);

/**
 * One row per phone that asked for a code: requests for one phone lock it (select … for update) so
 * the resend interval and the hourly limit are checked one request at a time. It never locks anyone
 * out: wrong codes count against the code and the client address (sign_in_failures), not the phone.
 */
export const phoneLoginGuards = pgTable('phone_login_guards', {
  phone: text('phone').primaryKey(),
  updatedAt: updatedAt(),
});

/**
 * Failed sign-in attempts per guesser (README "Sign-in"): a staff username from one client address
 * (`staff_password`), or wrong SMS codes from one client address whatever the phone (`sms_code`,
 * subject ''). An attempt is counted before it is evaluated; a full window refuses until it ends,
 * and each window that filled up doubles the next one (`strikes`).
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    kind: text('kind', { enum: ['staff_password', 'sms_code'] }).notNull(),
    subject: text('subject').notNull(),
    client: text('client').notNull(),
    failures: integer('failures').notNull(),
    strikes: integer('strikes').notNull().default(0),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.subject, t.client] })],
);

/**
 * Fixed-window hit counters shared by every server on the database: @fastify/rate-limit's store (SMS
 * codes per client, per country, in all) and the per-username ceiling of staff sign-ins.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
});

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

/** Coupon packages (api/coupon_package/…): a bundle of coupons a customer redeems once. */
export const couponPackages = pgTable('coupon_packages', {
  id: serial('id').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  description: jsonb('description').$type<LocalizedText>().notNull(),
  couponIds: jsonb('coupon_ids').$type<number[]>().notNull(),
  shopId: integer('shop_id').references(() => shops.id),
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

/** The coupons an order used (order detail 'coupons log'); user coupons also get their customer_coupons row marked used. */
export const orderCoupons = pgTable(
  'order_coupons',
  {
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id').notNull().references(() => coupons.id),
    code: text('code').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    discountCents: integer('discount_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.couponId] })],
);

/** The payment provider's customer object for one of our customers (Stripe `cus_…`, sandbox `cus_sbx_…`). */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    customerId: integer('customer_id').notNull().references(() => customers.id),
    provider: text('provider').notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.provider] })],
);

/**
 * The offline sandbox's own records, so it behaves like Stripe across restarts and servers: saved
 * payment methods (published test cards only) and intents (payment and setup).
 */
export const sandboxPaymentMethods = pgTable('sandbox_payment_methods', {
  id: text('id').primaryKey(),
  providerCustomerId: text('provider_customer_id').notNull(),
  type: text('type', { enum: ['card', 'acss_debit'] }).notNull(),
  brand: text('brand').notNull().default(''),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull().default(0),
  expYear: integer('exp_year').notNull().default(0),
  /** What a charge on it does: the test card's published behaviour. */
  behaviour: text('behaviour', { enum: ['succeed', 'decline', 'authenticate'] }).notNull(),
  detached: boolean('detached').notNull().default(false),
  createdAt: createdAt(),
});

export const sandboxIntents = pgTable('sandbox_intents', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ['payment', 'setup'] }).notNull(),
  providerCustomerId: text('provider_customer_id').notNull(),
  amountCents: integer('amount_cents').notNull().default(0),
  currency: text('currency').notNull().default('cad'),
  methodType: text('method_type', { enum: ['card', 'acss_debit'] }).notNull(),
  paymentMethodId: text('payment_method_id'),
  /** Stripe's intent statuses. */
  status: text('status').notNull(),
  /** PAD debits settle (processing → succeeded) at this time. */
  settleAt: timestamp('settle_at', { withTimezone: true }),
  lastError: text('last_error').notNull().default(''),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
  idempotencyKey: text('idempotency_key').unique(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * PAD bank accounts (spec §3 Payments, §5 PAD bank form): bound from a cheque or an online bank
 * connection; a debit needs a verified account and the accepted PAD agreement.
 */
export const padAccounts = pgTable(
  'pad_accounts',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull().references(() => customers.id),
    provider: text('provider').notNull(),
    /** The provider's acss_debit payment method. */
    providerRef: text('provider_ref').notNull().default(''),
    source: text('source', { enum: ['cheque', 'online'] }).notNull(),
    institutionNumber: text('institution_number').notNull(),
    transitNumber: text('transit_number').notNull(),
    accountLast4: text('account_last4').notNull(),
    holderName: text('holder_name').notNull(),
    /** The uploaded cheque image (PNG/JPEG, < 5 MB), kept for the bank's mandate review. */
    chequeImage: text('cheque_image'),
    chequeMime: text('cheque_mime'),
    status: text('status', { enum: ['pending', 'verified', 'failed'] }).notNull().default('pending'),
    /** Binding completes within 48 h (spec §9); the sandbox verifies at this time. */
    verifyAt: timestamp('verify_at', { withTimezone: true }),
    removed: boolean('removed').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('pad_accounts_customer_idx').on(t.customerId)],
);

/** The customer accepted the PAD agreement (spec §2.8 PAD binding: accept_pad_statement). */
export const padStatements = pgTable('pad_statements', {
  customerId: integer('customer_id').primaryKey().references(() => customers.id),
  version: text('version').notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  ipAddress: text('ip_address').notNull().default(''),
  userAgent: text('user_agent').notNull().default(''),
});

/** Webhook events already applied (providers retry; each event id is applied once). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
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
      enum: ['customer_opened', 'lines_added', 'lines_removed', 'coupon_refused', 'order_placed', 'payment_taken'],
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
