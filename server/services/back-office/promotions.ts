import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TFunction } from 'i18next';
import { formatCents } from '../../../core/format/currency';
import { promotionStatus, tierLadderConflict, type TierStep } from '../../../core/promotions/promotion-status';
import type {
  ComboInput,
  CouponInput,
  CouponPackageInput,
  PromotionAuditEntry,
  PromotionInputs,
  PromotionKind,
  PromotionRow,
  SpecialLimitInput,
  SpendTierInput,
} from '../../../core/schemas/back-office-promotions';
import type { Locale, LocalizedText } from '../../../core/schemas/common';
import type { Database } from '../../db/client';
import {
  couponPackages,
  coupons,
  discountEvents,
  productCombos,
  products,
  promotionAudit,
  shopProducts,
  shops,
  staffAccounts,
} from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../http/api-error';
import { translator } from '../../i18n';
import { bumpCatalogueVersion } from '../catalogue-cache';
import { couponCacheFor } from '../promotions/coupon-cache';

/**
 * Promotions in the back office (issue 17). Each kind is kept where the storefront already reads it:
 * spend tiers and the special limit in discount_events (through the catalogue snapshot), coupons and
 * packages in their tables (coupon cache, coupon package routes), combos in product_combos (snapshot).
 * Every create, edit and switch-off writes the row, its audit entry and the catalogue version in one
 * transaction; this server's caches are then told at once (other servers see the version within 1 s).
 */

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Fields = Record<string, unknown>;

interface Stored {
  id: number;
  shopId: number | null;
  enabled: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  fields: Fields;
  title: (locale: Locale, t: TFunction) => string;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const windowOf = (input: { starts_at: string; ends_at: string }) => ({ startsAt: new Date(input.starts_at), endsAt: new Date(input.ends_at) });
const emptyText: LocalizedText = { en: '', cn: '', fr: '' };
const LOCALES: Locale[] = ['en', 'cn', 'fr'];
const invalid = (key: string, params?: Record<string, string | number>) => badRequest('PROMOTION_INVALID', `validation.${key}`, params);

async function requireShopRow(tx: Tx, shopId: number | null): Promise<void> {
  if (shopId === null) return;
  const [row] = await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId)).limit(1);
  if (!row) throw invalid('promo_shop_unknown');
}

async function nextId(tx: Tx, table: typeof discountEvents | typeof productCombos): Promise<number> {
  const [row] = await tx.select({ id: sql<number>`coalesce(max(${table.id}), 0) + 1` }).from(table);
  return Number(row?.id ?? 1);
}

// ---- spend tiers (discount_events shop_full_discount) ------------------------------------------

type EventRow = typeof discountEvents.$inferSelect;

function tierFields(row: EventRow): SpendTierInput {
  return {
    shop_id: row.shopId,
    threshold_cents: row.options.full_amount_cents ?? 0,
    discount_cents: row.discountAmountCents,
    gift_product_id: row.options.gift_product_id ?? null,
    label: row.options.discount_tag ?? emptyText,
    starts_at: iso(row.startDate) ?? '',
    ends_at: iso(row.endDate) ?? '',
  };
}

function tierTag(input: SpendTierInput, locale: Locale): string {
  const params = { threshold: formatCents(input.threshold_cents, locale), off: formatCents(input.discount_cents, locale) };
  const t = translator(locale);
  if (input.discount_cents === 0) return t('backOffice.promotions.tier_tag_gift', params);
  return t(input.gift_product_id === null ? 'backOffice.promotions.tier_tag' : 'backOffice.promotions.tier_tag_and_gift', params);
}

async function checkTier(tx: Tx, input: SpendTierInput, id: number | null): Promise<void> {
  await requireShopRow(tx, input.shop_id);
  if (input.gift_product_id !== null) {
    const [gift] = await tx.select({ id: products.id }).from(products).where(eq(products.id, input.gift_product_id)).limit(1);
    if (!gift) throw invalid('promo_gift_unknown');
  }
  const others = await tx
    .select()
    .from(discountEvents)
    .where(and(eq(discountEvents.shopId, input.shop_id), eq(discountEvents.kind, 'shop_full_discount'), eq(discountEvents.enabled, 1)));
  const step = (r: EventRow): TierStep => ({
    id: r.id,
    thresholdCents: r.options.full_amount_cents ?? 0,
    discountCents: r.discountAmountCents,
    startsAt: r.startDate?.getTime() ?? null,
    endsAt: r.endDate?.getTime() ?? null,
  });
  const window = windowOf(input);
  const conflict = tierLadderConflict(
    { id, thresholdCents: input.threshold_cents, discountCents: input.discount_cents, startsAt: window.startsAt.getTime(), endsAt: window.endsAt.getTime() },
    others.map(step),
  );
  if (conflict) {
    throw invalid(conflict.reason === 'same_threshold' ? 'promo_tier_same_threshold' : 'promo_tier_not_ascending', {
      threshold: formatCents(conflict.tier.thresholdCents, 'en'),
    });
  }
}

function tierValues(input: SpendTierInput) {
  const label = input.label.en || input.label.cn || input.label.fr ? input.label : Object.fromEntries(LOCALES.map((l) => [l, tierTag(input, l)])) as LocalizedText;
  const window = windowOf(input);
  return {
    shopId: input.shop_id,
    discountAmountCents: input.discount_cents,
    startDate: window.startsAt,
    endDate: window.endsAt,
    options: {
      full_amount_cents: input.threshold_cents,
      ...(input.gift_product_id !== null ? { gift_product_id: input.gift_product_id } : {}),
      discount_tag: label,
    },
    updatedAt: new Date(),
  };
}

// ---- the shop-wide special limit (discount_events shop_product_sale) --------------------------

function specialFields(row: EventRow): SpecialLimitInput {
  return { shop_id: row.shopId, order_limit_times: row.options.order_limit_times ?? 0, starts_at: iso(row.startDate) ?? '', ends_at: iso(row.endDate) ?? '' };
}

/** The storefront reads the first running product-sale event: two running at once would be ambiguous. */
async function checkSpecial(tx: Tx, input: SpecialLimitInput, id: number | null): Promise<void> {
  await requireShopRow(tx, input.shop_id);
  const window = windowOf(input);
  const others = await tx
    .select()
    .from(discountEvents)
    .where(and(eq(discountEvents.shopId, input.shop_id), eq(discountEvents.kind, 'shop_product_sale'), eq(discountEvents.enabled, 1)));
  const clash = others.find(
    (o) =>
      o.id !== id &&
      (o.startDate?.getTime() ?? -Infinity) <= window.endsAt.getTime() &&
      window.startsAt.getTime() <= (o.endDate?.getTime() ?? Infinity),
  );
  if (clash) throw invalid('promo_special_overlap');
}

// ---- coupons --------------------------------------------------------------------------------------

type CouponRow = typeof coupons.$inferSelect;

function couponFields(row: CouponRow): CouponInput {
  return {
    code: row.code,
    name: row.name,
    shop_id: row.shopId,
    kind: row.kind,
    value: row.kind === 'percent' ? Math.round(row.value / 100) : row.value,
    min_subtotal_cents: row.minSubtotalCents,
    shipping_type: row.shippingType,
    per_user_limit: row.perUserLimit,
    user_coupon: row.userCoupon,
    stackable: row.stackable,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
  };
}

async function checkCoupon(tx: Tx, input: CouponInput, id: number | null): Promise<void> {
  await requireShopRow(tx, input.shop_id);
  const [taken] = await tx
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(sql`upper(${coupons.code}) = ${input.code}`, id === null ? undefined : ne(coupons.id, id)))
    .limit(1);
  if (taken) throw new ApiError(409, 'COUPON_CODE_TAKEN', 'validation.promo_code_taken', { code: input.code });
}

function couponValues(input: CouponInput) {
  return {
    code: input.code,
    name: input.name,
    shopId: input.shop_id,
    kind: input.kind,
    // Percent coupons are stored in basis points.
    value: input.kind === 'percent' ? input.value * 100 : input.value,
    minSubtotalCents: input.min_subtotal_cents,
    shippingType: input.shipping_type,
    perUserLimit: input.per_user_limit,
    userCoupon: input.user_coupon,
    stackable: input.stackable,
    ...windowOf(input),
  };
}

// ---- coupon packages ------------------------------------------------------------------------------

type PackageRow = typeof couponPackages.$inferSelect;

function packageFields(row: PackageRow): CouponPackageInput {
  return {
    name: row.name,
    description: row.description,
    shop_id: row.shopId,
    coupon_ids: row.couponIds,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
  };
}

async function checkPackage(tx: Tx, input: CouponPackageInput): Promise<void> {
  await requireShopRow(tx, input.shop_id);
  const found = await tx.select({ id: coupons.id }).from(coupons).where(inArray(coupons.id, input.coupon_ids));
  if (found.length !== input.coupon_ids.length) throw invalid('promo_coupon_unknown');
}

// ---- combos --------------------------------------------------------------------------------------

type ComboRow = typeof productCombos.$inferSelect;

function comboFields(row: ComboRow): ComboInput {
  return {
    shop_id: row.shopId,
    name: row.name,
    tag: row.tag,
    items: row.items.map((i) => ({ product_id: i.product_id, qty: i.qty })),
    combo_price_cents: row.comboPriceCents,
    starts_at: iso(row.startsAt) ?? '',
    ends_at: iso(row.endsAt) ?? '',
  };
}

/** Every item sold in the shop, and the combo cheaper than its items bought apart. */
async function checkCombo(tx: Tx, input: ComboInput): Promise<void> {
  await requireShopRow(tx, input.shop_id);
  const ids = input.items.map((i) => i.product_id);
  const sold = await tx
    .select({ id: products.id, priceCents: products.priceCents })
    .from(products)
    .innerJoin(shopProducts, and(eq(shopProducts.productId, products.id), eq(shopProducts.shopId, input.shop_id)))
    .where(inArray(products.id, ids));
  if (sold.length !== ids.length) throw invalid('promo_combo_product_unknown');
  const price = new Map(sold.map((p) => [p.id, p.priceCents]));
  const regular = input.items.reduce((sum, i) => sum + (price.get(i.product_id) ?? 0) * i.qty, 0);
  if (input.combo_price_cents >= regular) throw invalid('promo_combo_price_too_high', { regular: formatCents(regular, 'en') });
}

// ---- one interface over the kinds ---------------------------------------------------------------

interface KindStore<K extends PromotionKind> {
  load(tx: Tx | Database, id: number): Promise<Stored | undefined>;
  list(db: Database): Promise<Stored[]>;
  create(tx: Tx, input: PromotionInputs[K]): Promise<number>;
  update(tx: Tx, id: number, input: PromotionInputs[K]): Promise<void>;
  switchOff(tx: Tx, id: number): Promise<void>;
}

const eventStored = (row: EventRow): Stored => {
  const tier = row.kind === 'shop_full_discount';
  return {
    id: row.id,
    shopId: row.shopId,
    enabled: row.enabled === 1,
    startsAt: row.startDate,
    endsAt: row.endDate,
    fields: tier ? tierFields(row) : specialFields(row),
    title: (locale, t) =>
      tier ? (row.options.discount_tag?.[locale] || tierTag(tierFields(row), locale)) : t('backOffice.promotions.special_title', { limit: row.options.order_limit_times ?? 0 }),
  };
};

function eventStore<K extends 'tier' | 'special_limit'>(kind: K): KindStore<K> {
  const eventKind = kind === 'tier' ? 'shop_full_discount' : 'shop_product_sale';
  const where = (id: number) => and(eq(discountEvents.id, id), eq(discountEvents.kind, eventKind));
  return {
    async load(tx, id) {
      const [row] = await tx.select().from(discountEvents).where(where(id)).limit(1);
      return row ? eventStored(row) : undefined;
    },
    async list(db) {
      return (await db.select().from(discountEvents).where(eq(discountEvents.kind, eventKind)).orderBy(desc(discountEvents.id))).map(eventStored);
    },
    async create(tx, input) {
      const id = await nextId(tx, discountEvents);
      if (kind === 'tier') {
        const tier = input as SpendTierInput;
        await checkTier(tx, tier, null);
        await tx.insert(discountEvents).values({ id, kind: eventKind, discountCode: `TIER-${id}`, ...tierValues(tier) });
      } else {
        const limit = input as SpecialLimitInput;
        await checkSpecial(tx, limit, null);
        await tx.insert(discountEvents).values({
          id,
          kind: eventKind,
          discountCode: `SALE-${id}`,
          shopId: limit.shop_id,
          ...(({ startsAt, endsAt }) => ({ startDate: startsAt, endDate: endsAt }))(windowOf(limit)),
          options: { order_limit_times: limit.order_limit_times },
        });
      }
      return id;
    },
    async update(tx, id, input) {
      if (kind === 'tier') {
        const tier = input as SpendTierInput;
        await checkTier(tx, tier, id);
        await tx.update(discountEvents).set(tierValues(tier)).where(where(id));
      } else {
        const limit = input as SpecialLimitInput;
        await checkSpecial(tx, limit, id);
        const window = windowOf(limit);
        await tx
          .update(discountEvents)
          .set({ shopId: limit.shop_id, startDate: window.startsAt, endDate: window.endsAt, options: { order_limit_times: limit.order_limit_times }, updatedAt: new Date() })
          .where(where(id));
      }
    },
    async switchOff(tx, id) {
      await tx.update(discountEvents).set({ enabled: 0, updatedAt: new Date() }).where(where(id));
    },
  };
}

/** The common part of a coupon, package or combo row as the list and the audit read it. */
const storedRow = (
  row: { id: number; shopId: number | null; startsAt: Date | null; endsAt: Date | null },
  enabled: boolean,
  fields: Fields,
  title: Stored['title'],
): Stored => ({ id: row.id, shopId: row.shopId, enabled, startsAt: row.startsAt, endsAt: row.endsAt, fields, title });

const couponStored = (row: CouponRow) => storedRow(row, row.enabled, couponFields(row), (locale) => `${row.code} · ${row.name[locale]}`);
const packageStored = (row: PackageRow) => storedRow(row, row.enabled, packageFields(row), (locale) => row.name[locale]);
const comboStored = (row: ComboRow) => storedRow(row, row.status === 1, comboFields(row), (locale) => row.name[locale]);
const packageValues = (input: PromotionInputs['package']) => ({
  name: input.name,
  description: input.description,
  shopId: input.shop_id,
  couponIds: input.coupon_ids,
  ...windowOf(input),
});

const STORES: { [K in PromotionKind]: KindStore<K> } = {
  tier: eventStore('tier'),
  special_limit: eventStore('special_limit'),
  coupon: {
    async load(tx, id) {
      const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).limit(1);
      return row ? couponStored(row) : undefined;
    },
    async list(db) {
      return (await db.select().from(coupons).orderBy(desc(coupons.id))).map(couponStored);
    },
    async create(tx, input) {
      await checkCoupon(tx, input, null);
      const [row] = await tx.insert(coupons).values(couponValues(input)).returning({ id: coupons.id });
      return row!.id;
    },
    async update(tx, id, input) {
      await checkCoupon(tx, input, id);
      await tx.update(coupons).set(couponValues(input)).where(eq(coupons.id, id));
    },
    async switchOff(tx, id) {
      await tx.update(coupons).set({ enabled: false }).where(eq(coupons.id, id));
    },
  },
  package: {
    async load(tx, id) {
      const [row] = await tx.select().from(couponPackages).where(eq(couponPackages.id, id)).limit(1);
      return row ? packageStored(row) : undefined;
    },
    async list(db) {
      return (await db.select().from(couponPackages).orderBy(desc(couponPackages.id))).map(packageStored);
    },
    async create(tx, input) {
      await checkPackage(tx, input);
      const [row] = await tx.insert(couponPackages).values(packageValues(input)).returning({ id: couponPackages.id });
      return row!.id;
    },
    async update(tx, id, input) {
      await checkPackage(tx, input);
      await tx.update(couponPackages).set(packageValues(input)).where(eq(couponPackages.id, id));
    },
    async switchOff(tx, id) {
      await tx.update(couponPackages).set({ enabled: false }).where(eq(couponPackages.id, id));
    },
  },
  combo: {
    async load(tx, id) {
      const [row] = await tx.select().from(productCombos).where(eq(productCombos.id, id)).limit(1);
      return row ? comboStored(row) : undefined;
    },
    async list(db) {
      return (await db.select().from(productCombos).orderBy(asc(productCombos.shopId), asc(productCombos.position), asc(productCombos.id))).map(comboStored);
    },
    async create(tx, input) {
      await checkCombo(tx, input);
      const id = await nextId(tx, productCombos);
      const [pos] = await tx
        .select({ next: sql<number>`coalesce(max(${productCombos.position}), -1) + 1` })
        .from(productCombos)
        .where(eq(productCombos.shopId, input.shop_id));
      await tx.insert(productCombos).values({
        id,
        shopId: input.shop_id,
        name: input.name,
        tag: input.tag,
        items: input.items,
        comboPriceCents: input.combo_price_cents,
        position: Number(pos?.next ?? 0),
        ...windowOf(input),
      });
      return id;
    },
    async update(tx, id, input) {
      await checkCombo(tx, input);
      await tx
        .update(productCombos)
        .set({ shopId: input.shop_id, name: input.name, tag: input.tag, items: input.items, comboPriceCents: input.combo_price_cents, ...windowOf(input) })
        .where(eq(productCombos.id, id));
    },
    async switchOff(tx, id) {
      await tx.update(productCombos).set({ status: 0 }).where(eq(productCombos.id, id));
    },
  },
};

function rowView(kind: PromotionKind, s: Stored, locale: Locale, t: TFunction, now: Date): PromotionRow {
  return {
    kind,
    id: s.id,
    title: s.title(locale, t),
    shop_id: s.shopId,
    starts_at: iso(s.startsAt),
    ends_at: iso(s.endsAt),
    enabled: s.enabled,
    status: promotionStatus({ enabled: s.enabled, startsAt: s.startsAt?.getTime() ?? null, endsAt: s.endsAt?.getTime() ?? null }, now.getTime()),
    fields: s.fields,
  };
}

export async function listPromotions(db: Database, kind: PromotionKind, locale: Locale, t: TFunction, now: Date): Promise<PromotionRow[]> {
  return (await STORES[kind].list(db)).map((s) => rowView(kind, s, locale, t, now));
}

const promotionNotFound = () => notFound('PROMOTION_NOT_FOUND', 'backOffice.promotions.not_found');

export interface Change<K extends PromotionKind> {
  kind: K;
  staffId: number;
  locale: Locale;
  t: TFunction;
  now: Date;
}

/** Writes the change, its audit entry and the catalogue version in one transaction; then tells the caches. */
async function change<K extends PromotionKind>(
  app: FastifyInstance,
  c: Change<K>,
  action: 'create' | 'edit' | 'switch_off',
  write: (tx: Tx, store: KindStore<K>) => Promise<number>,
  id: number | null,
): Promise<PromotionRow> {
  const store = STORES[c.kind] as KindStore<K>;
  const after = await app.db.transaction(async (tx) => {
    const before = id === null ? undefined : await store.load(tx, id);
    if (id !== null && !before) throw promotionNotFound();
    const savedId = await write(tx, store);
    const saved = (await store.load(tx, savedId))!;
    const afterFields = { ...saved.fields, enabled: saved.enabled };
    const beforeFields = before ? { ...before.fields, enabled: before.enabled } : null;
    if (action === 'create' || JSON.stringify(beforeFields) !== JSON.stringify(afterFields)) {
      await tx.insert(promotionAudit).values({ kind: c.kind, promotionId: savedId, action, staffId: c.staffId, before: beforeFields, after: afterFields, createdAt: c.now });
      await bumpCatalogueVersion(tx);
    }
    return saved;
  });
  app.catalogue.invalidate();
  couponCacheFor(app.db).invalidate();
  return rowView(c.kind, after, c.locale, c.t, c.now);
}

export function createPromotion<K extends PromotionKind>(app: FastifyInstance, c: Change<K>, input: PromotionInputs[K]): Promise<PromotionRow> {
  return change(app, c, 'create', (tx, store) => store.create(tx, input), null);
}

export function editPromotion<K extends PromotionKind>(app: FastifyInstance, c: Change<K>, id: number, input: PromotionInputs[K]): Promise<PromotionRow> {
  return change(app, c, 'edit', async (tx, store) => (await store.update(tx, id, input), id), id);
}

export function switchOffPromotion(app: FastifyInstance, c: Change<PromotionKind>, id: number): Promise<PromotionRow> {
  return change(app, c, 'switch_off', async (tx, store) => (await store.switchOff(tx, id), id), id);
}

export async function promotionHistory(db: Database, kind: PromotionKind, id: number): Promise<PromotionAuditEntry[]> {
  if (!(await STORES[kind].load(db, id))) throw promotionNotFound();
  const rows = await db
    .select({ audit: promotionAudit, name: staffAccounts.name, username: staffAccounts.username })
    .from(promotionAudit)
    .innerJoin(staffAccounts, eq(staffAccounts.id, promotionAudit.staffId))
    .where(and(eq(promotionAudit.kind, kind), eq(promotionAudit.promotionId, id)))
    .orderBy(desc(promotionAudit.createdAt), desc(promotionAudit.id));
  return rows.map(({ audit, name, username }) => ({
    id: audit.id,
    action: audit.action,
    staff: name || username,
    at: audit.createdAt.toISOString(),
    before: audit.before,
    after: audit.after,
  }));
}

export async function promotionChoices(db: Database, locale: Locale) {
  const [shopRows, couponRows] = await Promise.all([
    db.select({ id: shops.id, name: shops.name }).from(shops).orderBy(asc(shops.id)),
    db.select({ id: coupons.id, code: coupons.code }).from(coupons).orderBy(asc(coupons.code)),
  ]);
  return { shops: shopRows.map((s) => ({ id: s.id, name: s.name[locale] })), coupons: couponRows };
}
