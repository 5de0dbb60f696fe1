import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  LOW_STOCK_UNITS,
  productInputSchema,
  stockFromStored,
  stockToStored,
  type ProductFacets,
  type ProductInput,
  type ProductList,
  type ProductListQuery,
  type ProductPatch,
  type ProductRecord,
} from '../../../core/schemas/back-office-products';
import type { Locale } from '../../../core/schemas/common';
import type { Database } from '../../db/client';
import { categories, productBatchPrices, products, shopProducts, shops } from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../http/api-error';
import { RequestValidationError } from '../../http/zod-validation';
import { bumpCatalogueVersion } from '../catalogue-cache';
import { CATALOGUE_WRITE_LOCK } from './catalogue-lock';
import { writeRecordAudit } from './record-audit';

/**
 * Back office, products (issue 17): the catalogue as a manager searches it (server-side filters,
 * sorting and paging: 20,000 products answer in a few milliseconds), and one product created or
 * changed through core's product schema. Every write takes the catalogue write lock (imports take it
 * too) and moves the catalogue version in its transaction, so every server's snapshot, menu and search
 * index show the change.
 */

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Reader = Pick<Database, 'select' | 'execute'>;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The shop whose stock the list's stock filter and sort read: the one asked for, else the first. */
async function stockShop(db: Reader, shopId: number | undefined): Promise<number> {
  if (shopId !== undefined) {
    const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId));
    if (!shop) throw badRequest('SHOP_UNKNOWN', 'validation.product_shop_unknown');
    return shop.id;
  }
  const [first] = await db.select({ id: shops.id }).from(shops).orderBy(asc(shops.id)).limit(1);
  return first?.id ?? 0;
}

const NAME_COLUMN: Record<Locale, SQL> = { en: sql`p.name_en`, cn: sql`p.name_cn`, fr: sql`p.name_fr` };

/** `%`, `_` and `\` are literal in a search box. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listProducts(db: Reader, query: ProductListQuery, locale: Locale): Promise<ProductList> {
  const shopId = await stockShop(db, query.shop_id);
  const where: SQL[] = [];
  if (query.q !== '') {
    const words = query.q.split(/\s+/).filter(Boolean);
    const skuPrefix = `${likeText(query.q)}%`;
    const nameMatch = sql.join(
      words.map((w) => {
        const like = `%${likeText(w)}%`;
        return sql`(p.name_en ilike ${like} or p.name_cn ilike ${like} or p.name_fr ilike ${like})`;
      }),
      sql` and `,
    );
    where.push(sql`(p.sku ilike ${skuPrefix} or (${nameMatch}))`);
  }
  if (query.category_id !== undefined) where.push(sql`p.category_id = ${query.category_id}`);
  if (query.listed !== 'all') where.push(sql`p.status = ${query.listed === 'listed' ? 0 : 1}`);
  if (query.tax_class !== undefined) where.push(sql`p.tax_class = ${query.tax_class}`);
  if (query.stock === 'out') where.push(sql`sp.stock = 0`);
  if (query.stock === 'low') where.push(sql`sp.stock > 0 and sp.stock <= ${LOW_STOCK_UNITS}`);
  if (query.stock === 'unlimited') where.push(sql`sp.stock = -9999`);
  const whereSql = where.length > 0 ? sql`where ${sql.join(where, sql` and `)}` : sql``;

  const dir = query.dir === 'desc' ? sql`desc` : sql`asc`;
  const order: Record<ProductListQuery['sort'], SQL> = {
    sku: sql`p.sku ${dir}`,
    name: sql`${NAME_COLUMN[locale]} ${dir}, p.sku asc`,
    category: sql`c.position ${dir}, p.position asc, p.sku asc`,
    price: sql`(case when p.is_special = 1 then p.org_price_cents else p.price_cents end) ${dir}, p.sku asc`,
    // Unlimited counts as the most; not sold in the shop as the least.
    stock: sql`(case when sp.stock = -9999 then 2147483647 else coalesce(sp.stock, -1) end) ${dir}, p.sku asc`,
    updated: sql`p.updated_at ${dir}, p.sku asc`,
  };
  const offset = (query.page - 1) * query.page_size;
  const from = sql`from products p join categories c on c.id = p.category_id
    left join shop_products sp on sp.product_id = p.id and sp.shop_id = ${shopId}`;
  const pageRows = rowsOf<{
    id: number;
    sku: string;
    name_en: string;
    name_cn: string;
    name_fr: string;
    category_id: number;
    image: string;
    price_cents: number;
    org_price_cents: number;
    is_special: number;
    need_weigh: number;
    tax_class: ProductRecord['tax_class'];
    status: number;
    updated_at: string | Date;
    total: number;
  }>(
    // One scan gives the page and the count (a window over the filtered rows), not two.
    await db.execute(sql`
      select p.id, p.sku, p.name_en, p.name_cn, p.name_fr, p.category_id, p.image, p.price_cents, p.org_price_cents,
        p.is_special, p.need_weigh, p.tax_class, p.status, p.updated_at, count(*) over ()::int as total
      ${from} ${whereSql}
      order by ${order[query.sort]}
      limit ${query.page_size} offset ${offset}`),
  );
  // A page past the end has no row to carry the count.
  const total =
    pageRows[0]?.total ??
    (query.page === 1 ? 0 : (rowsOf<{ total: number }>(await db.execute(sql`select count(*)::int as total ${from} ${whereSql}`))[0]?.total ?? 0));
  const ids = pageRows.map((r) => r.id);
  const stockRows =
    ids.length === 0
      ? []
      : await db
          .select({ productId: shopProducts.productId, shopId: shopProducts.shopId, stock: shopProducts.stock })
          .from(shopProducts)
          .where(inArray(shopProducts.productId, ids))
          .orderBy(asc(shopProducts.shopId));
  const stockOf = new Map<number, { shop_id: number; stock: number | null }[]>();
  for (const s of stockRows) {
    const list = stockOf.get(s.productId) ?? [];
    list.push({ shop_id: s.shopId, stock: stockFromStored(s.stock) });
    stockOf.set(s.productId, list);
  }
  return {
    rows: pageRows.map((r) => ({
      id: r.id,
      sku: r.sku,
      name: { en: r.name_en, cn: r.name_cn, fr: r.name_fr },
      category_id: r.category_id,
      image: r.image,
      price_cents: r.is_special === 1 ? r.org_price_cents : r.price_cents,
      special_price_cents: r.is_special === 1 ? r.price_cents : null,
      stock: stockOf.get(r.id) ?? [],
      need_weigh: r.need_weigh === 1,
      tax_class: r.tax_class,
      listed: r.status === 0,
      updated_at: new Date(r.updated_at).toISOString(),
    })),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}

export async function productFacets(db: Reader): Promise<ProductFacets> {
  const categoryRows = await db
    .select({ id: categories.id, slug: categories.slug, name: categories.name })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
  const shopRows = await db.select({ id: shops.id, name: shops.name }).from(shops).orderBy(asc(shops.id));
  return { categories: categoryRows, shops: shopRows };
}

/** One product as the form edits it (the stored fields mapped back: see core back-office-products). */
export async function productRecord(db: Reader, productId: number): Promise<ProductRecord> {
  const [p] = await db.select().from(products).where(eq(products.id, productId));
  if (!p) throw notFound('PRODUCT_NOT_FOUND', 'errors.product_not_found');
  const tiers = await db
    .select({ start: productBatchPrices.start, end: productBatchPrices.end, price_cents: productBatchPrices.priceCents })
    .from(productBatchPrices)
    .where(eq(productBatchPrices.productId, productId))
    .orderBy(asc(productBatchPrices.start));
  const stock = await db
    .select({ shop_id: shopProducts.shopId, stock: shopProducts.stock })
    .from(shopProducts)
    .where(eq(shopProducts.productId, productId))
    .orderBy(asc(shopProducts.shopId));
  const special = p.isSpecial === 1;
  return {
    id: p.id,
    sku: p.sku,
    category: p.categoryId,
    name: { en: p.nameEn, cn: p.nameCn, fr: p.nameFr },
    full_name: p.fullName,
    description: p.description,
    specification: p.specification,
    propaganda: p.propaganda,
    need_weigh: p.needWeigh === 1,
    weight_value: p.weightValue,
    weight_unit: p.weightUnit as ProductRecord['weight_unit'],
    price_cents: special ? p.orgPriceCents : p.priceCents,
    original_price_cents: special || p.orgPriceCents === p.priceCents ? 0 : p.orgPriceCents,
    special: special ? { discount_price_cents: p.priceCents, dis_qty: p.disQty, discount_limit_times: p.discountLimitTimes } : null,
    batch_prices: tiers,
    stock: stock.map((s) => ({ shop_id: s.shop_id, stock: stockFromStored(s.stock) })),
    max_per_order: p.max,
    min_qty: p.minQty,
    qty_step: p.qtyStep,
    tags: p.tags,
    pickup_allowed: p.pickupAllowed,
    tax_class: p.taxClass,
    listed: p.status === 0,
    image: p.image,
    updated_at: p.updatedAt.toISOString(),
  };
}

/** The stored columns of a product input (prices as the storefront reads them: spec §3). */
function storedColumns(p: ProductInput, categoryId: number) {
  const special = p.special;
  return {
    sku: p.sku,
    categoryId,
    nameEn: p.name.en,
    nameCn: p.name.cn,
    nameFr: p.name.fr,
    // A product's full name falls back to its name (the product page titles with it).
    fullName: p.full_name.en === '' ? p.name : p.full_name,
    propaganda: p.propaganda,
    description: p.description,
    specification: p.specification,
    tags: p.tags,
    priceCents: special ? special.discount_price_cents : p.price_cents,
    orgPriceCents: special ? p.price_cents : p.original_price_cents > 0 ? p.original_price_cents : p.price_cents,
    isSpecial: special ? 1 : 0,
    disQty: special?.dis_qty ?? 0,
    discountLimitTimes: special?.discount_limit_times ?? 0,
    needWeigh: p.need_weigh ? 1 : 0,
    weightValue: p.weight_value,
    weightUnit: p.weight_unit,
    max: p.max_per_order,
    minQty: p.min_qty,
    qtyStep: p.qty_step,
    pickupAllowed: p.pickup_allowed,
    taxClass: p.tax_class,
    status: p.listed ? 0 : 1,
    updatedAt: new Date(),
  };
}

async function categoryIdOf(tx: Tx, category: number | string): Promise<{ id: number; image: string }> {
  const [row] = await tx
    .select({ id: categories.id, image: categories.image })
    .from(categories)
    .where(typeof category === 'number' ? eq(categories.id, category) : eq(categories.slug, category));
  if (!row) throw badRequest('PRODUCT_CATEGORY_UNKNOWN', 'validation.product_category_unknown');
  return row;
}

async function checkSkuFree(tx: Tx, sku: string, productId: number | null): Promise<void> {
  const [taken] = await tx.select({ id: products.id }).from(products).where(sql`lower(${products.sku}) = lower(${sku})`);
  if (taken && taken.id !== productId) throw new ApiError(409, 'PRODUCT_SKU_TAKEN', 'validation.product_sku_taken', { sku });
}

async function checkShops(tx: Tx, stock: ProductInput['stock']): Promise<void> {
  if (stock.length === 0) return;
  const ids = stock.map((s) => s.shop_id);
  const known = await tx.select({ id: shops.id }).from(shops).where(inArray(shops.id, ids));
  if (known.length !== new Set(ids).size) throw badRequest('PRODUCT_SHOP_UNKNOWN', 'validation.product_shop_unknown');
}

async function writeTiersAndStock(tx: Tx, productId: number, p: Pick<ProductInput, 'batch_prices' | 'stock'>, replaceTiers: boolean): Promise<void> {
  if (replaceTiers) {
    await tx.delete(productBatchPrices).where(eq(productBatchPrices.productId, productId));
    if (p.batch_prices.length > 0) {
      await tx.insert(productBatchPrices).values(p.batch_prices.map((b) => ({ productId, start: b.start, end: b.end, priceCents: b.price_cents })));
    }
  }
  for (const s of p.stock) {
    await tx
      .insert(shopProducts)
      .values({ shopId: s.shop_id, productId, stock: stockToStored(s.stock) })
      .onConflictDoUpdate({ target: [shopProducts.shopId, shopProducts.productId], set: { stock: stockToStored(s.stock), updatedAt: new Date() } });
  }
}

/**
 * Everything of a product but its prices and stock: an edit that leaves it alone is applied by every
 * server as a delta of the rows it wrote (bumpCatalogueVersion 'prices'), not a reload. A shop newly
 * selling the product is a stock row too.
 */
function shapeOf(record: ProductRecord): string {
  const { price_cents: _price, original_price_cents: _original, special: _special, batch_prices: _tiers, stock: _stock, updated_at: _updated, ...shape } = record;
  return JSON.stringify(shape);
}

/** A product's editable fields, as its history keeps them (not its id or timestamp). */
function audited(record: ProductRecord): Record<string, unknown> {
  const { id: _id, updated_at: _updated, ...fields } = record;
  return fields;
}

export async function createProduct(db: Database, input: ProductInput, staffId: number): Promise<ProductRecord> {
  const id = await db.transaction(async (tx) => {
    await tx.execute(CATALOGUE_WRITE_LOCK);
    const category = await categoryIdOf(tx, input.category);
    await checkSkuFree(tx, input.sku, null);
    await checkShops(tx, input.stock);
    const [next] = rowsOf<{ id: number; position: number }>(
      await tx.execute(sql`select (select coalesce(max(id), 0) + 1 from products)::int as id,
        (select coalesce(max(position), 0) + 1 from products where category_id = ${category.id})::int as position`),
    );
    const productId = next!.id;
    await tx.insert(products).values({
      id: productId,
      position: next!.position,
      image: category.image,
      gallery: category.image === '' ? [] : [category.image],
      unitValue: { en: '', cn: '', fr: '' },
      unitPrice: { en: '', cn: '', fr: '' },
      ...storedColumns(input, category.id),
    });
    await writeTiersAndStock(tx, productId, input, true);
    await writeRecordAudit(tx, { subject: 'product', subjectId: productId, action: 'create', staffId, before: null, after: audited(await productRecord(tx, productId)) });
    await bumpCatalogueVersion(tx);
    return productId;
  });
  return productRecord(db, id);
}

/**
 * Changes the fields the patch names: the stored product merged with it must pass core's rules (a
 * new price below the special's price is refused, as on the form). `stock` changes only the shops it
 * lists; `batch_prices`, when present, replaces the tiers.
 */
export async function updateProduct(db: Database, productId: number, patch: ProductPatch, staffId: number): Promise<ProductRecord> {
  await db.transaction(async (tx) => {
    await tx.execute(CATALOGUE_WRITE_LOCK);
    const stored = await productRecord(tx, productId);
    const stockByShop = new Map(stored.stock.map((s) => [s.shop_id, s]));
    for (const s of patch.stock ?? []) stockByShop.set(s.shop_id, s);
    const { id: _id, image: _image, updated_at: _updated, ...fields } = stored;
    const merged = { ...fields, ...patch, stock: [...stockByShop.values()] };
    const parsed = productInputSchema.safeParse(merged);
    // The merged product is what the rules judge; its issues are answered as the body's, in the caller's language.
    if (!parsed.success) throw new RequestValidationError(productInputSchema, merged, 'body');
    const product = parsed.data;
    const category = await categoryIdOf(tx, product.category);
    if (patch.sku !== undefined) await checkSkuFree(tx, product.sku, productId);
    await checkShops(tx, patch.stock ?? []);
    await tx.update(products).set(storedColumns(product, category.id)).where(eq(products.id, productId));
    await writeTiersAndStock(tx, productId, { batch_prices: product.batch_prices, stock: patch.stock ?? [] }, patch.batch_prices !== undefined);
    const after = await productRecord(tx, productId);
    await writeRecordAudit(tx, { subject: 'product', subjectId: productId, action: 'edit', staffId, before: audited(stored), after: audited(after) });
    await bumpCatalogueVersion(tx, shapeOf(stored) === shapeOf(after) ? 'prices' : 'structure');
  });
  return productRecord(db, productId);
}

/** Sets a product's picture (a name `product_pictures` serves) and moves the catalogue version. */
export async function setProductImage(db: Database, productId: number, image: string, staffId: number): Promise<ProductRecord> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ image: products.image }).from(products).where(eq(products.id, productId));
    const updated = await tx.update(products).set({ image, gallery: [image], updatedAt: new Date() }).where(eq(products.id, productId)).returning({ id: products.id });
    if (updated.length === 0) throw notFound('PRODUCT_NOT_FOUND', 'errors.product_not_found');
    await writeRecordAudit(tx, { subject: 'product', subjectId: productId, action: 'picture', staffId, before: { image: before?.image ?? null }, after: { image } });
    await bumpCatalogueVersion(tx);
  });
  return productRecord(db, productId);
}
