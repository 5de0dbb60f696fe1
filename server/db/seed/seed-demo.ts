import { count, sql } from 'drizzle-orm';
import type { Database } from '../client';
import {
  areas,
  catalogueState,
  categories,
  coupons,
  discountEvents,
  productBatchPrices,
  productOptionGroups,
  productCombos,
  productOptionItems,
  products,
  shopProducts,
  shops,
  warehouses,
} from '../schema';
import { demoCategories, demoProducts, type DemoProduct } from './demo-catalogue';
import { seedDemoBannersIfNone } from './demo-banners';
import { seedDemoCouponPackages } from './demo-coupon-packages';
import { seedDemoCustomers } from './demo-customers';
import { demoAreas, demoCombos, demoCoupons, demoDiscountEvents, demoShops, demoWarehouses } from './demo-shops';
import { seedDemoStaff } from './demo-staff';

/** Rows per insert statement: keeps each statement well under PostgreSQL's parameter limit. */
const CHUNK = 200;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** The gifts of the spend tiers: a case of napkins and a box of gloves, if the catalogue has them. */
function giftProducts(list: DemoProduct[]): number[] {
  const find = (pattern: RegExp) => list.find((p) => p.status === 0 && pattern.test(p.name.en))?.id;
  return [find(/napkin/i), find(/glove/i)].filter((id): id is number => id !== undefined);
}

export function productRow(p: DemoProduct) {
  return {
    id: p.id,
    sku: p.sku,
    categoryId: p.category_id,
    position: p.position,
    nameEn: p.name.en,
    nameCn: p.name.cn,
    nameFr: p.name.fr,
    fullName: p.full_name,
    propaganda: p.propaganda,
    description: p.description,
    specification: p.specification,
    image: `/resources/${p.image}`,
    gallery: [`/resources/${p.image}`],
    tags: p.tags,
    priceCents: p.price_cents,
    orgPriceCents: p.org_price_cents,
    unitFlag: p.unit_flag,
    unitCount: p.unit_count,
    unitValue: p.unit_value,
    unitPrice: p.unit_price,
    isSpecial: p.is_special,
    disQty: p.dis_qty,
    discountLimitTimes: p.discount_limit_times,
    needWeigh: p.need_weigh,
    weightValue: p.weight_value,
    weightUnit: p.weight_unit,
    max: p.max,
    minQty: p.min_qty,
    qtyStep: p.qty_step,
    taxClass: p.tax_class,
    pickupAllowed: p.pickup_allowed,
    status: p.status,
  };
}

/** Loads shops, warehouses, catalogue, promotions and coupons; extra products (benchmarks) may be added. */
export async function seedDemo(db: Database, extraProducts: DemoProduct[] = []): Promise<void> {
  const list = [...demoProducts, ...extraProducts];
  await db.transaction(async (tx) => {
    await tx.insert(shops).values(demoShops.map((s) => ({ ...s })));
    await tx.insert(warehouses).values(demoWarehouses);
    await tx.insert(areas).values(demoAreas);
    await tx.insert(categories).values(
      demoCategories.map((c) => ({
        id: c.id,
        slug: c.slug,
        name: c.name,
        position: c.position,
        image: `/resources/${c.image}`,
        pickupAllowed: c.pickup_allowed,
      })),
    );
    await insertChunked(list.map(productRow), (chunk) => tx.insert(products).values(chunk));
    await insertChunked(
      list.flatMap((p) =>
        p.batch_prices.map((b) => ({ productId: p.id, start: b.start, end: b.end, priceCents: b.price_cents })),
      ),
      (chunk) => tx.insert(productBatchPrices).values(chunk),
    );
    const groups = list.flatMap((p) => p.options.map((g, position) => ({ product: p, group: g, position })));
    await insertChunked(
      groups.map(({ product, group, position }) => ({
        id: group.id,
        productId: product.id,
        label: group.label,
        type: group.type,
        min: group.min,
        max: group.max,
        position,
      })),
      (chunk) => tx.insert(productOptionGroups).values(chunk),
    );
    await insertChunked(
      groups.flatMap(({ group }) =>
        group.items.map((item, position) => ({
          id: item.id,
          groupId: group.id,
          name: item.name,
          priceCents: item.price_cents,
          orgPriceCents: item.org_price_cents,
          max: item.max,
          status: item.status,
          position,
        })),
      ),
      (chunk) => tx.insert(productOptionItems).values(chunk),
    );
    await insertChunked(
      list.flatMap((p) => p.shop_ids.map((shopId) => ({ shopId, productId: p.id, stock: p.stock }))),
      (chunk) => tx.insert(shopProducts).values(chunk),
    );
    await tx.insert(discountEvents).values(demoDiscountEvents(giftProducts(list)));
    await tx.insert(coupons).values(demoCoupons);
    const combos = demoCombos((name, shopId) =>
      list.find((p) => p.name.en === name && p.status === 0 && p.stock !== 0 && p.shop_ids.includes(shopId))?.id,
    );
    if (combos.length > 0) await tx.insert(productCombos).values(combos);
    await tx.insert(catalogueState).values({ id: 1, version: 1 });
  });
  await seedDemoBannersIfNone(db);
  await seedDemoCouponPackages(db);
  await seedDemoStaff(db);
  await seedDemoCustomers(db);
}

/** A demo picture as the first seeds stored it: one generated SVG per product or category. */
const OLD_DEMO_PICTURE = '^(/resources/catalogue/[a-z0-9-]+/[A-Za-z0-9-]+)\\.svg$';
/** Its logical WebP name (core/catalogue/product-image.ts), as a regexp_replace replacement. */
const NEW_DEMO_PICTURE = '\\1.webp';

/**
 * Databases seeded before the demo pictures became WebP (core/catalogue/product-image.ts) point at SVG
 * files that no longer exist: their demo product and category pictures move to the new names, and the
 * catalogue version moves so clients drop what they cached. Other pictures (uploads) are left alone.
 * Returns how many products and categories changed.
 */
export async function upgradeDemoPictures(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const productRows = await tx.execute(sql`
      update ${products}
      set image = regexp_replace(image, ${OLD_DEMO_PICTURE}, ${NEW_DEMO_PICTURE}),
          gallery = coalesce(
            (select jsonb_agg(regexp_replace(g.value, ${OLD_DEMO_PICTURE}, ${NEW_DEMO_PICTURE}) order by g.n)
             from jsonb_array_elements_text(${products.gallery}) with ordinality as g(value, n)),
            '[]'::jsonb)
      where image ~ ${OLD_DEMO_PICTURE}
      returning id`);
    const categoryRows = await tx.execute(sql`
      update ${categories}
      set image = regexp_replace(image, ${OLD_DEMO_PICTURE}, ${NEW_DEMO_PICTURE})
      where image ~ ${OLD_DEMO_PICTURE}
      returning id`);
    const changed = rowCount(productRows) + rowCount(categoryRows);
    if (changed > 0) await tx.update(catalogueState).set({ version: sql`${catalogueState.version} + 1` });
    return changed;
  });
}

/** Rows of a `returning` statement, from node-postgres (`rows`) or PGlite (`rows` too, or an array). */
function rowCount(result: unknown): number {
  if (Array.isArray(result)) return result.length;
  const rows = (result as { rows?: unknown[] }).rows;
  return rows?.length ?? 0;
}

/** Seeds only an empty database, so restarts keep what users did (bringing old demo pictures up to date). */
export async function seedDemoIfEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(shops);
  if ((row?.n ?? 0) > 0) {
    await upgradeDemoPictures(db);
    // A demo database made before the home banners existed gets them.
    await seedDemoBannersIfNone(db);
    return false;
  }
  await seedDemo(db);
  return true;
}
