import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { DeliverySchedule } from '../../../core/calendar/delivery-schedule';
import type { LocalizedText } from '../../../core/schemas/common';
import { TAX_CLASSES } from '../../../core/schemas/back-office-products';
import { createdAt, updatedAt } from './columns';

/** Shops, warehouses, the catalogue, its stock and its promotions (discount events, combos). */

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
  /** The delivery calendar set in the back office; absent: today's rules (core's DEFAULT_DELIVERY_SCHEDULE). */
  delivery?: DeliverySchedule;
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
  /** Closed dates ('YYYY-MM-DD') beyond Ontario's public holidays, set in the back office. */
  closedDates: jsonb('closed_dates').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
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
    /** Quantity rule (issue 20): the smallest quantity sold and the case increment above it (eggs by 15). */
    minQty: integer('min_qty').notNull().default(1),
    qtyStep: integer('qty_step').notNull().default(1),
    /** Whether the product may be picked up at the warehouse (its category must allow it too). */
    pickupAllowed: boolean('pickup_allowed').notNull().default(true),
    /** HST class (DECISIONS "Tax"): basic groceries are zero-rated, the rest taxable at the shop's rate. */
    taxClass: text('tax_class', { enum: TAX_CLASSES }).notNull().default('taxable'),
    /** 0 listed, 1 delisted. */
    status: smallint('status').notNull().default(0),
    /**
     * The transaction that last wrote the product's prices (price, original price, special fields; set by
     * the trigger products_price_xid, migration 0022, on any write naming them, and so on every write of
     * its batch prices, which always come with one): each server's catalogue cache reads only the products
     * written since its previous read's horizon, as for stock.
     */
    priceXid: bigint('price_xid', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_sku_key').on(t.sku),
    index('products_category_idx').on(t.categoryId, t.position),
    index('products_price_xid_idx').on(t.priceXid),
  ],
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
    /**
     * The transaction that last wrote `stock` (pg_current_xact_id, set by the trigger
     * shop_products_stock_xid, migration 0015): each server's catalogue cache reads only the rows
     * written since the oldest transaction still running at its previous read (catalogue-snapshot.ts).
     */
    stockXid: bigint('stock_xid', { mode: 'number' }).notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.productId] }),
    index('shop_products_product_idx').on(t.productId),
    index('shop_products_stock_xid_idx').on(t.stockXid),
  ],
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

/**
 * One row; bumped in the same transaction as a change to prices, stock or listings, so every server's
 * cache reloads. Orders do not touch it (see `catalogueStockChanges`).
 */
export const catalogueState = pgTable('catalogue_state', {
  id: smallint('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
  /**
   * Moved instead of `version` by an edit of prices and stock only (no new product, category, listing or
   * name): servers apply it as a delta of the rows it stamped (`price_xid`, `stock_xid`), not a reload.
   */
  priceEdits: bigint('price_edits', { mode: 'number' }).notNull().default(0),
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
    /** On sale from / until (null: no limit); set in the back office. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [index('product_combos_shop_idx').on(t.shopId, t.position)],
);
