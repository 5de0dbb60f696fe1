import { and, eq } from 'drizzle-orm';
import { deliveryDates } from '../../core/checkout/service-dates';
import type { TaxClass } from '../../core/schemas/back-office-products';
import type { Locale } from '../../core/schemas/common';
import { addressBook, shopProducts } from '../../server/db/schema';
import { bumpCatalogueVersion } from '../../server/services/catalogue-cache';
import type { ProductRecord } from '../../server/services/catalogue-snapshot';
import type { SignedIn, SignedInCustomer } from '../helpers/sign-in';
import type { TestApp } from '../helpers/test-app';

/** Shared set-up of the orders API tests (tests/server/orders-*.test.ts). */

export const SHOP = 17243;
/** Tuesday 17 November 2026, 10:00 in Toronto: delivery goes out Wednesday, pickup opens at 13:00 today. */
export const NOW = Date.parse('2026-11-17T15:00:00Z');
export const clock = () => new Date(NOW);
export const deliveryDate = (): string => deliveryDates(clock())[0]!;

/** Downtown Toronto, inside shop 17243's delivery zone. */
export async function addAddress(t: TestApp, customerId: number, at: { lat: number; lng: number } = { lat: 43.6535, lng: -79.3839 }): Promise<number> {
  const [row] = await t.handle.db
    .insert(addressBook)
    .values({
      customerId,
      name: 'Golden Wok',
      tel: '4165550199',
      address: '100 Queen St W, Toronto, ON',
      postalCode: 'M5H 2N2',
      latitude: String(at.lat),
      longitude: String(at.lng),
    })
    .returning({ id: addressBook.id });
  return row!.id;
}

/** A buyer with an address in the zone. */
export interface Buyer extends SignedInCustomer {
  addressId: number;
}

/** Listed products of the shop priced simply (no options, no special offer, no batch tiers), with stock. */
export async function plainProducts(t: TestApp, opts: { pickup?: boolean; shopId?: number; taxClass?: TaxClass } = {}): Promise<ProductRecord[]> {
  const snapshot = await t.app.catalogue.current();
  const shopId = opts.shopId ?? SHOP;
  const stock = snapshot.stock.get(shopId)!;
  return [...snapshot.products.values()].filter((p) => {
    const category = snapshot.categoriesById.get(p.categoryId);
    const s = stock.get(p.id);
    return (
      p.status === 0 &&
      s !== undefined &&
      (s === -9999 || s > 100) &&
      p.optionGroups.length === 0 &&
      p.isSpecial === 0 &&
      p.batchPrices.length === 0 &&
      p.max === 0 &&
      p.minQty === 1 &&
      p.qtyStep === 1 &&
      (opts.pickup === undefined || category?.pickupAllowed === opts.pickup) &&
      (opts.taxClass === undefined || p.taxClass === opts.taxClass)
    );
  });
}

/** Sets a product's stock and makes the app's catalogue see it now. */
export async function setStock(t: TestApp, productId: number, stock: number, shopId = SHOP): Promise<void> {
  await t.handle.db
    .update(shopProducts)
    .set({ stock })
    .where(and(eq(shopProducts.shopId, shopId), eq(shopProducts.productId, productId)));
  await refreshCatalogue(t);
}

export async function refreshCatalogue(t: TestApp): Promise<void> {
  await bumpCatalogueVersion(t.handle.db);
  t.app.catalogue.invalidate();
  await t.app.catalogue.current();
}

export async function stockOf(t: TestApp, productId: number, shopId = SHOP): Promise<number> {
  const [row] = await t.handle.db
    .select({ stock: shopProducts.stock })
    .from(shopProducts)
    .where(and(eq(shopProducts.shopId, shopId), eq(shopProducts.productId, productId)));
  return row!.stock;
}

export interface Line {
  product_id: number;
  qty: number;
  note?: string;
}

export function deliveryBody(addressId: number, lines: Line[], extra: Record<string, unknown> = {}) {
  return {
    shop_id: SHOP,
    shipping_type: 'delivery',
    product_items: lines.map((l) => ({ note: '', options: [], ...l })),
    payment_type: 'card',
    service_date: deliveryDate(),
    time_preference: 'asap',
    contact_id: addressId,
    ...extra,
  };
}

export function post(t: TestApp, who: SignedIn, url: string, payload: unknown, opts: { locale?: Locale; headers?: Record<string, string> } = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...who.headers(opts.locale ?? 'en'), ...(opts.headers ?? {}) },
    payload: payload as Record<string, unknown>,
  });
}

export function get(t: TestApp, who: SignedIn, url: string, locale: Locale = 'en') {
  return t.app.inject({ method: 'GET', url, headers: who.headers(locale) });
}
