import { and, asc, eq, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { BannerInput, BannerRow } from '../../../core/schemas/banner';
import type { Locale } from '../../../core/schemas/common';
import type { Database } from '../../db/client';
import { banners, shops } from '../../db/schema';
import { badRequest, notFound } from '../../http/api-error';
import { bannerCacheFor, bannerView } from '../banners/banner-cache';
import { bumpCatalogueVersion } from '../catalogue-cache';

/**
 * The home banners in the back office (issue 19): list, add, edit, switch on or off, reorder. Each
 * change moves the catalogue edits version in its own transaction, so every server's banner cache
 * reads again (this one at once, the others within their catalogue refresh).
 */

type Row = typeof banners.$inferSelect;
type App = Pick<FastifyInstance, 'db' | 'catalogue'>;

export function bannerRowView(r: Row): BannerRow {
  return {
    ...bannerView(r),
    shop_id: r.shopId,
    locale: r.locale,
    active: r.active,
    starts_at: r.startsAt?.toISOString() ?? null,
    ends_at: r.endsAt?.toISOString() ?? null,
  };
}

export async function listBanners(db: Database, filter: { shop_id?: number; locale?: Locale }): Promise<BannerRow[]> {
  const rows = await db
    .select()
    .from(banners)
    .where(and(filter.shop_id === undefined ? undefined : eq(banners.shopId, filter.shop_id), filter.locale === undefined ? undefined : eq(banners.locale, filter.locale)))
    .orderBy(asc(banners.shopId), asc(banners.locale), asc(banners.sort), asc(banners.id));
  return rows.map(bannerRowView);
}

/** Runs a change and makes every server's banner cache read again. */
async function change<T>(app: App, run: (tx: Database) => Promise<T>): Promise<T> {
  const result = await app.db.transaction(async (tx) => {
    const value = await run(tx as unknown as Database);
    await bumpCatalogueVersion(tx);
    return value;
  });
  bannerCacheFor(app.db).invalidate();
  app.catalogue.invalidate();
  return result;
}

const columns = (input: BannerInput) => ({
  shopId: input.shop_id,
  locale: input.locale,
  title: input.title,
  image: input.image,
  imageSmall: input.image_small,
  imageWidth: input.image_width,
  imageHeight: input.image_height,
  link: input.link,
  active: input.active,
  startsAt: input.starts_at ? new Date(input.starts_at) : null,
  endsAt: input.ends_at ? new Date(input.ends_at) : null,
});

async function requireShopRow(tx: Database, shopId: number): Promise<void> {
  const [shop] = await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId)).limit(1);
  if (!shop) throw notFound('SHOP_NOT_FOUND', 'backOffice.settings.errors.shop_not_found');
}

/** A new banner goes last in its shop and language. */
export function createBanner(app: App, input: BannerInput): Promise<BannerRow> {
  return change(app, async (tx) => {
    await requireShopRow(tx, input.shop_id);
    const [last] = await tx
      .select({ sort: max(banners.sort) })
      .from(banners)
      .where(and(eq(banners.shopId, input.shop_id), eq(banners.locale, input.locale)));
    const [row] = await tx
      .insert(banners)
      .values({ ...columns(input), sort: (last?.sort ?? 0) + 10 })
      .returning();
    return bannerRowView(row!);
  });
}

/** Moving a banner to another shop or language puts it last there. */
export function updateBanner(app: App, id: number, input: BannerInput): Promise<BannerRow> {
  return change(app, async (tx) => {
    const [old] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
    if (!old) throw notFound('BANNER_NOT_FOUND', 'backOffice.banners.errors.not_found');
    await requireShopRow(tx, input.shop_id);
    let sort = old.sort;
    if (old.shopId !== input.shop_id || old.locale !== input.locale) {
      const [last] = await tx
        .select({ sort: max(banners.sort) })
        .from(banners)
        .where(and(eq(banners.shopId, input.shop_id), eq(banners.locale, input.locale)));
      sort = (last?.sort ?? 0) + 10;
    }
    const [row] = await tx
      .update(banners)
      .set({ ...columns(input), sort, updatedAt: new Date() })
      .where(eq(banners.id, id))
      .returning();
    return bannerRowView(row!);
  });
}

export function setBannerActive(app: App, id: number, active: boolean): Promise<BannerRow> {
  return change(app, async (tx) => {
    const [row] = await tx.update(banners).set({ active, updatedAt: new Date() }).where(eq(banners.id, id)).returning();
    if (!row) throw notFound('BANNER_NOT_FOUND', 'backOffice.banners.errors.not_found');
    return bannerRowView(row);
  });
}

/** `ids`: every banner of the shop and language, in the new order. */
export function reorderBanners(app: App, input: { shop_id: number; locale: Locale; ids: number[] }): Promise<BannerRow[]> {
  return change(app, async (tx) => {
    const rows = await tx
      .select({ id: banners.id })
      .from(banners)
      .where(and(eq(banners.shopId, input.shop_id), eq(banners.locale, input.locale)))
      .for('update');
    const held = new Set(rows.map((r) => r.id));
    if (held.size !== input.ids.length || !input.ids.every((id) => held.has(id))) {
      throw badRequest('BANNER_ORDER_MISMATCH', 'backOffice.banners.errors.order_mismatch');
    }
    for (const [index, id] of input.ids.entries()) {
      await tx.update(banners).set({ sort: (index + 1) * 10, updatedAt: new Date() }).where(eq(banners.id, id));
    }
    return listBanners(tx, { shop_id: input.shop_id, locale: input.locale });
  });
}
