import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { deliverySchedule } from '../../../core/calendar/delivery-schedule';
import type { Locale } from '../../../core/schemas/common';
import {
  openingDays,
  openingEntries,
  type SettingsPage,
  type ShopSettingsInput,
  type ShopSettingsView,
  type WarehouseHoursInput,
  type WarehouseHoursView,
} from '../../../core/schemas/shop-settings';
import type { Database } from '../../db/client';
import { shops, warehouses } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { bumpCatalogueVersion } from '../catalogue-cache';

/**
 * Shop settings in the back office (issue 17). Shops and warehouses are part of the catalogue
 * snapshot every storefront answer is served from (the shop detail, cart calculate, checkout options,
 * place order), so a save moves the catalogue version in its own transaction: this server reads
 * the new settings at once, every other within a second.
 */

type ShopRow = typeof shops.$inferSelect;
type WarehouseRow = typeof warehouses.$inferSelect;

export function shopSettingsView(shop: ShopRow, locale: Locale): ShopSettingsView {
  const fee = shop.settings.service_fee;
  return {
    shop_id: shop.id,
    name: shop.name[locale] || shop.name.en,
    open: shop.open,
    min_amount_cents: shop.minAmountCents,
    small_order_fee: { enabled: fee.enabled, rules: fee.rules.map((r) => ({ end_cents: r.end_cents, value_cents: r.value_cents })) },
    delivery: deliverySchedule(shop.settings.delivery),
  };
}

export function warehouseHoursView(warehouse: WarehouseRow, locale: Locale): WarehouseHoursView {
  return {
    warehouse_id: warehouse.id,
    shop_id: warehouse.shopId,
    name: warehouse.city[locale] || warehouse.city.en,
    days: openingDays(warehouse.normalOperation),
    closed_dates: warehouse.closedDates,
  };
}

/** The settings page: every shop to pick from, the chosen one's settings (the first shop by default) and its warehouses. */
export async function settingsPage(db: Database, shopId: number | undefined, locale: Locale): Promise<SettingsPage> {
  const shopRows = await db.select().from(shops).orderBy(asc(shops.id));
  const shop = shopId === undefined ? shopRows[0] : shopRows.find((s) => s.id === shopId);
  if (!shop) throw notFound('SHOP_NOT_FOUND', 'backOffice.settings.errors.shop_not_found');
  const warehouseRows = await db.select().from(warehouses).where(eq(warehouses.shopId, shop.id)).orderBy(asc(warehouses.id));
  return {
    shops: shopRows.map((s) => ({ id: s.id, name: s.name[locale] || s.name.en })),
    shop: shopSettingsView(shop, locale),
    warehouses: warehouseRows.map((w) => warehouseHoursView(w, locale)),
  };
}

export async function warehouseHours(db: Database, warehouseId: number, locale: Locale): Promise<WarehouseHoursView> {
  const [row] = await db.select().from(warehouses).where(eq(warehouses.id, warehouseId)).limit(1);
  if (!row) throw notFound('WAREHOUSE_NOT_FOUND', 'backOffice.settings.errors.warehouse_not_found');
  return warehouseHoursView(row, locale);
}

/** Saves one shop's settings (the row locked, other settings kept) and tells the catalogue. */
export async function updateShopSettings(app: Pick<FastifyInstance, 'db' | 'catalogue'>, input: ShopSettingsInput, locale: Locale): Promise<ShopSettingsView> {
  const saved = await app.db.transaction(async (tx) => {
    const [shop] = await tx.select().from(shops).where(eq(shops.id, input.shop_id)).for('update');
    if (!shop) throw notFound('SHOP_NOT_FOUND', 'backOffice.settings.errors.shop_not_found');
    const settings: ShopRow['settings'] = {
      ...shop.settings,
      service_fee: { ...shop.settings.service_fee, enabled: input.small_order_fee.enabled, rules: input.small_order_fee.rules },
      delivery: input.delivery,
    };
    const [row] = await tx
      .update(shops)
      .set({ open: input.open, minAmountCents: input.min_amount_cents, settings, updatedAt: new Date() })
      .where(eq(shops.id, shop.id))
      .returning();
    await bumpCatalogueVersion(tx);
    return row!;
  });
  app.catalogue.invalidate();
  return shopSettingsView(saved, locale);
}

/** Saves one warehouse's weekly hours and closed dates and tells the catalogue. */
export async function updateWarehouseHours(
  app: Pick<FastifyInstance, 'db' | 'catalogue'>,
  input: WarehouseHoursInput,
  locale: Locale,
): Promise<WarehouseHoursView> {
  const saved = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(warehouses)
      .set({ normalOperation: openingEntries(input.days), closedDates: input.closed_dates })
      .where(eq(warehouses.id, input.warehouse_id))
      .returning();
    if (!row) throw notFound('WAREHOUSE_NOT_FOUND', 'backOffice.settings.errors.warehouse_not_found');
    await bumpCatalogueVersion(tx);
    return row;
  });
  app.catalogue.invalidate();
  return warehouseHoursView(saved, locale);
}
