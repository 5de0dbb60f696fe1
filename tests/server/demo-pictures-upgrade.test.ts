import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSources } from '../../core/catalogue/product-image';
import { menuResponseSchema, productResponseSchema } from '../../core/schemas/catalogue';
import { catalogueState, categories, products } from '../../server/db/schema';
import { seedDemoIfEmpty } from '../../server/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';

/**
 * A database seeded before the demo pictures became WebP points at SVG files that are gone. The start-up
 * seed step moves those demo pictures to the new names; uploaded pictures stay as they are.
 */
describe.each(dbTargets())('demo pictures of an older database on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await closeTemplate();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: t.headers() });
  const serves = async (image: string) => {
    for (const entry of (imageSources(image).srcSet ?? image).split(', ')) {
      const res = await t.app.inject({ method: 'GET', url: entry.split(' ')[0]! });
      if (res.statusCode !== 200 || !String(res.headers['content-type']).startsWith('image/')) return false;
    }
    return true;
  };

  it('shows the WebP pictures after a restart, keeps an uploaded picture, and moves the catalogue version', async () => {
    const db = t.handle.db;
    // As the first seeds stored them.
    await db.execute(sql`
      update ${products} set image = regexp_replace(image, '\\.webp$', '.svg'),
        gallery = jsonb_build_array(regexp_replace(image, '\\.webp$', '.svg'))`);
    await db.execute(sql`update ${categories} set image = regexp_replace(image, '\\.webp$', '.svg')`);
    const [uploaded] = await db.select({ id: products.id }).from(products).orderBy(products.id).limit(1);
    await db
      .update(products)
      .set({ image: '/resources/warehouses/etobicoke.svg', gallery: ['/resources/warehouses/etobicoke.svg'] })
      .where(eq(products.id, uploaded!.id));
    const [before] = await db.select({ version: catalogueState.version }).from(catalogueState);

    expect(await seedDemoIfEmpty(db)).toBe(false);
    t.app.catalogue.invalidate();

    const [after] = await db.select({ version: catalogueState.version }).from(catalogueState);
    expect(after!.version).toBeGreaterThan(before!.version);
    const menu = menuResponseSchema.parse((await get('/api/webclient/menu?shop_id=17243')).json());
    const shown = menu.data.menus.flatMap((m) => [m.category.image, ...m.products.map((p) => p.product_image)]);
    expect(shown.filter((image) => image.endsWith('.svg') && image.startsWith('/resources/catalogue/'))).toEqual([]);
    for (const m of menu.data.menus.slice(0, 3)) {
      expect(await serves(m.category.image), m.category.image).toBe(true);
      expect(await serves(m.products[1]!.product_image), m.products[1]!.product_image).toBe(true);
    }

    const kept = productResponseSchema.parse((await get(`/api/webclient/product?shop_id=17243&product_id=${uploaded!.id}`)).json());
    expect(kept.data.product_image).toBe('/resources/warehouses/etobicoke.svg');
    const other = menu.data.menus.flatMap((m) => m.products).find((p) => p.product_id !== uploaded!.id)!;
    const detail = productResponseSchema.parse((await get(`/api/webclient/product?shop_id=17243&product_id=${other.product_id}`)).json());
    expect(detail.data.gallery).toEqual([detail.data.product_image]);
    expect(detail.data.product_image).toMatch(/^\/resources\/catalogue\/[a-z-]+\/[A-Z]+-\d+\.webp$/);
    expect(await serves(detail.data.gallery[0]!)).toBe(true);

    // A second start changes nothing more.
    expect(await seedDemoIfEmpty(db)).toBe(false);
    const [again] = await db.select({ version: catalogueState.version }).from(catalogueState);
    expect(again!.version).toBe(after!.version);
  });
});
