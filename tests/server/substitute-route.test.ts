import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { substituteResponseSchema } from '../../core/schemas/agent';
import { products } from '../../server/db/schema';
import type { ProductRecord } from '../../server/services/catalogue-snapshot';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';
import { clock, plainProducts, refreshCatalogue, setStock, SHOP } from './orders-support';

/**
 * GET /api/catalogue/substitute (issue 20): what the quick-order grid offers an agent for a line the
 * shop cannot fill — core's rule (same category, unit price within 10 %, closest size) over what can
 * fill the quantity now. Public like the SKU index; bad input is a 4xx with a message.
 */
describe.each(dbTargets())('substitute lookup on %s', (target) => {
  let t: TestApp;
  let plain: ProductRecord[];

  beforeAll(async () => {
    t = await createTestApp(target, {}, { clock });
    plain = await plainProducts(t);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await closeTemplate();
  });

  const ask = (query: string, locale: 'en' | 'fr' | 'cn' = 'en') => t.app.inject({ method: 'GET', url: `/api/catalogue/substitute?${query}`, headers: t.headers(locale) });

  it('proposes core’s pick (same category and kind, price within 10 %, closest size) for the quantity asked, and nothing when none qualifies', async () => {
    const [missing, close, tooDear, tooBig, otherKind] = plain.slice(3, 8) as [ProductRecord, ProductRecord, ProductRecord, ProductRecord, ProductRecord];
    const base = { categoryId: missing.categoryId, weightValue: '1', weightUnit: 'kg' };
    await t.handle.db.update(products).set({ ...base, nameEn: 'Mustard Oil', priceCents: 1000 }).where(eq(products.id, missing.id));
    await t.handle.db.update(products).set({ ...base, nameEn: 'Vegetable Oil', weightValue: '1.1', priceCents: 1080 }).where(eq(products.id, close.id));
    await t.handle.db.update(products).set({ ...base, nameEn: 'Sesame Oil', priceCents: 1150 }).where(eq(products.id, tooDear.id));
    await t.handle.db.update(products).set({ ...base, nameEn: 'Canola Oil', weightValue: '2', priceCents: 1000 }).where(eq(products.id, tooBig.id));
    // Same category, price and size (closer than the oil), but not an oil: never proposed.
    await t.handle.db.update(products).set({ ...base, nameEn: 'Peeled Garlic', priceCents: 1000 }).where(eq(products.id, otherKind.id));
    await setStock(t, otherKind.id, 50);
    await setStock(t, missing.id, 0);
    await setStock(t, close.id, 5);
    await refreshCatalogue(t);

    const res = await ask(`shop_id=${SHOP}&product_id=${missing.id}&qty=3`);
    expect(res.statusCode, res.body).toBe(200);
    expect(substituteResponseSchema.parse(res.json()).data).toEqual({ product_id: missing.id, substitute_id: close.id });
    // Six cannot be filled by the close one (5 in stock); the other oils are too dear or too big.
    expect(substituteResponseSchema.parse((await ask(`shop_id=${SHOP}&product_id=${missing.id}&qty=6`)).json()).data.substitute_id).toBeNull();
  });

  it('refuses bad input with a message in the caller’s language', async () => {
    const bad = await ask(`shop_id=${SHOP}&product_id=${plain[0]!.id}&qty=0`, 'fr');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
    expect((await ask(`shop_id=${SHOP}&product_id=abc`)).statusCode).toBe(400);
    expect((await ask(`product_id=${plain[0]!.id}`)).statusCode).toBe(400);
    const unknown = await ask(`shop_id=${SHOP}&product_id=99999999`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'PRODUCT_NOT_FOUND', message: expect.any(String) });
    expect((await ask(`shop_id=1&product_id=${plain[0]!.id}`)).statusCode).toBe(404);
  });
});
