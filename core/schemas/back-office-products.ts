import { z } from 'zod';
import { LOCALES, okEnvelope, pagedRowsSchema, pageQueryFields, type LocalizedText } from './common';

/**
 * A product as a manager writes it (issue 17): the back office's form, its create and update routes and
 * every row of a catalogue CSV import go through this one schema. Messages are i18n keys under
 * `validation.` (translated where they are shown: the server's error handler, the form, the import's
 * dry-run report).
 *
 * Prices are integer cents. How the fields map to the stored product (spec §3):
 * - not on special: stored price = `price_cents`, stored org_price = `original_price_cents` (or the price
 *   when 0: no crossed-out figure);
 * - on special: stored price = `special.discount_price_cents`, stored org_price = `price_cents`, is_special 1
 *   (the storefront crosses out the regular price, so `original_price_cents` is not used then).
 */

export const TAX_CLASSES = ['zero_rated', 'taxable'] as const;
export const taxClassSchema = z.enum(TAX_CLASSES);
export type TaxClass = z.infer<typeof taxClassSchema>;
export const DEFAULT_TAX_CLASS: TaxClass = 'taxable';

/** Stock in `shop_products` meaning "never runs out". */
export const UNLIMITED_STOCK = -9999;

export const PRODUCT_LIMITS = {
  skuChars: 64,
  nameChars: 200,
  textChars: 5000,
  maxCents: 100_000_000,
  maxStock: 10_000_000,
  maxQty: 100_000,
  batchTiers: 10,
  tags: 10,
  shops: 100,
} as const;

/** The i18n keys of the product rules (all exist in locales/*.json). */
export const PRODUCT_MESSAGES = {
  skuInvalid: 'validation.product_sku_invalid',
  translationMissing: 'validation.product_translation_missing',
  tooLong: 'validation.too_long',
  categoryRequired: 'validation.product_category_required',
  priceInvalid: 'validation.product_price_invalid',
  originalBelowPrice: 'validation.product_original_below_price',
  discountNotBelowPrice: 'validation.product_discount_not_below_price',
  quantityInvalid: 'validation.product_quantity_invalid',
  weightRequired: 'validation.product_weight_required',
  weightInvalid: 'validation.product_weight_invalid',
  batchOrder: 'validation.product_batch_order',
  batchRange: 'validation.product_batch_range',
  batchPriceNotBelow: 'validation.product_batch_price_not_below',
  stockInvalid: 'validation.product_stock_invalid',
  shopRepeated: 'validation.product_shop_repeated',
  colorInvalid: 'validation.product_color_invalid',
  tooMany: 'validation.product_too_many',
  qtyRuleInvalid: 'validation.product_qty_rule_invalid',
  minQtyAboveMax: 'validation.product_min_qty_above_max',
} as const;
const M = PRODUCT_MESSAGES;

const SKU = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const WEIGHT = /^\d{1,6}(\.\d{1,3})?$/;
const COLOR = /^#[0-9A-Fa-f]{6}$/;

export const WEIGHT_UNITS = ['lb', 'kg', 'g', 'oz'] as const;

const cents = () => z.number({ error: M.priceInvalid }).int(M.priceInvalid).min(0, M.priceInvalid).max(PRODUCT_LIMITS.maxCents, M.priceInvalid);
const quantity = () => z.number({ error: M.quantityInvalid }).int(M.quantityInvalid).min(0, M.quantityInvalid).max(PRODUCT_LIMITS.maxQty, M.quantityInvalid);
const text = (max: number) => z.string().trim().max(max, M.tooLong);

/** Names: every language filled in. */
const requiredName = () => z.string({ error: M.translationMissing }).trim().min(1, M.translationMissing).max(PRODUCT_LIMITS.nameChars, M.tooLong);
const requiredText = z.object({ en: requiredName(), cn: requiredName(), fr: requiredName() }, { error: M.translationMissing });

/** Descriptions: may be empty, but then in every language (the rule is `missingTranslations`). */
const optionalText = (max: number) =>
  z.object({ en: text(max).default(''), cn: text(max).default(''), fr: text(max).default('') }).default({ en: '', cn: '', fr: '' });

export const productBatchTierSchema = z.object({
  /** First quantity of the tier (≥ 1). */
  start: quantity().min(1, M.quantityInvalid),
  /** Last quantity of the tier, 0 = and above (only the last tier). */
  end: quantity(),
  price_cents: cents(),
});
export type ProductBatchTier = z.infer<typeof productBatchTierSchema>;

export const productShopStockSchema = z.object({
  shop_id: z.number().int().positive(),
  /** null = unlimited (stored as -9999). */
  stock: z.number({ error: M.stockInvalid }).int(M.stockInvalid).min(0, M.stockInvalid).max(PRODUCT_LIMITS.maxStock, M.stockInvalid).nullable(),
});
export type ProductShopStock = z.infer<typeof productShopStockSchema>;

export const productSpecialSchema = z.object({
  discount_price_cents: cents(),
  /** Units of one order at the discount price (0 = every unit, within discount_limit_times). */
  dis_qty: quantity(),
  /** Cap on special units per order (0 = no cap). */
  discount_limit_times: quantity(),
});

export const productTagSchema = z.object({
  tag: requiredText,
  color: z.string().regex(COLOR, M.colorInvalid),
});

/** The fields, without the rules between them (the patch schema is this, partial). */
export const productFieldsSchema = z.object({
  sku: z.string().trim().min(1, M.skuInvalid).max(PRODUCT_LIMITS.skuChars, M.skuInvalid).regex(SKU, M.skuInvalid),
  /** A category id or slug. */
  category: z.union([z.number().int().positive(), z.string().trim().min(1, M.categoryRequired).max(100, M.tooLong)], { error: M.categoryRequired }),
  name: requiredText,
  full_name: optionalText(PRODUCT_LIMITS.nameChars),
  description: optionalText(PRODUCT_LIMITS.textChars),
  specification: optionalText(PRODUCT_LIMITS.textChars),
  propaganda: optionalText(PRODUCT_LIMITS.nameChars),
  /** Sold by weight (catch weight): priced per unit at `weight_value` `weight_unit`, settled on the real weight. */
  need_weigh: z.boolean().default(false),
  weight_value: z.string().trim().max(12, M.weightInvalid).default(''),
  weight_unit: z.union([z.enum(WEIGHT_UNITS), z.literal('')], { error: M.weightInvalid }).default(''),
  price_cents: cents(),
  /** Crossed-out "was" price when not on special; 0 = none. */
  original_price_cents: cents().default(0),
  special: productSpecialSchema.nullable().default(null),
  batch_prices: z.array(productBatchTierSchema).max(PRODUCT_LIMITS.batchTiers, M.tooMany).default([]),
  stock: z.array(productShopStockSchema).max(PRODUCT_LIMITS.shops, M.tooMany).default([]),
  /** Most units per order, 0 = no limit. */
  max_per_order: quantity().default(0),
  /** Quantity rule (issue 20): least units per order and the case increment above it (1 = none). */
  min_qty: quantity().min(1, M.qtyRuleInvalid).default(1),
  qty_step: quantity().min(1, M.qtyRuleInvalid).default(1),
  tags: z.array(productTagSchema).max(PRODUCT_LIMITS.tags, M.tooMany).default([]),
  pickup_allowed: z.boolean().default(true),
  tax_class: taxClassSchema.default(DEFAULT_TAX_CLASS),
  listed: z.boolean().default(true),
});
export type ProductInput = z.infer<typeof productFieldsSchema>;
/** What a form or a CSV row gives before defaults are filled in. */
export type ProductInputDraft = z.input<typeof productFieldsSchema>;

export interface ProductIssue {
  path: (string | number)[];
  /** An i18n key under `validation.`. */
  message: string;
}

/** Languages a localized text is missing when some other language has it. */
export function missingTranslations(value: LocalizedText): (keyof LocalizedText)[] {
  const filled = LOCALES.filter((l) => value[l].trim() !== '');
  return filled.length === 0 || filled.length === LOCALES.length ? [] : LOCALES.filter((l) => value[l].trim() === '');
}

/**
 * The rules between fields (pure, no schema built per call: a 20,000-row import runs it per row).
 * An empty list means the product is consistent.
 */
export function productRuleIssues(p: ProductInput): ProductIssue[] {
  const issues: ProductIssue[] = [];
  for (const field of ['full_name', 'description', 'specification', 'propaganda'] as const) {
    for (const locale of missingTranslations(p[field])) issues.push({ path: [field, locale], message: M.translationMissing });
  }
  p.tags.forEach((tag, i) => {
    for (const locale of missingTranslations(tag.tag)) issues.push({ path: ['tags', i, 'tag', locale], message: M.translationMissing });
  });
  if (p.need_weigh) {
    if (p.weight_value === '') issues.push({ path: ['weight_value'], message: M.weightRequired });
    else if (!WEIGHT.test(p.weight_value) || Number(p.weight_value) <= 0) issues.push({ path: ['weight_value'], message: M.weightInvalid });
    if (p.weight_unit === '') issues.push({ path: ['weight_unit'], message: M.weightRequired });
  } else if (p.weight_value !== '' && (!WEIGHT.test(p.weight_value) || Number(p.weight_value) <= 0)) {
    issues.push({ path: ['weight_value'], message: M.weightInvalid });
  }
  if (p.price_cents <= 0) issues.push({ path: ['price_cents'], message: M.priceInvalid });
  if (p.original_price_cents > 0 && p.original_price_cents < p.price_cents) {
    issues.push({ path: ['original_price_cents'], message: M.originalBelowPrice });
  }
  if (p.special && p.special.discount_price_cents >= p.price_cents) {
    issues.push({ path: ['special', 'discount_price_cents'], message: M.discountNotBelowPrice });
  }
  issues.push(...batchTierIssues(p.batch_prices, p.price_cents));
  // The quantity rule (issue 20) must leave something to order: the least quantity within the most.
  if (p.max_per_order > 0 && p.min_qty > p.max_per_order) issues.push({ path: ['min_qty'], message: M.minQtyAboveMax });
  const seen = new Set<number>();
  p.stock.forEach((s, i) => {
    if (seen.has(s.shop_id)) issues.push({ path: ['stock', i, 'shop_id'], message: M.shopRepeated });
    seen.add(s.shop_id);
  });
  return issues;
}

/**
 * Batch tiers: ascending, non-overlapping, each `end` ≥ its `start`, only the last open-ended (end 0),
 * each tier's unit price below the regular price (a first tier from 1 unit may equal it) and below the tier
 * before it.
 */
export function batchTierIssues(tiers: readonly ProductBatchTier[], priceCents: number): ProductIssue[] {
  const issues: ProductIssue[] = [];
  let previous: ProductBatchTier | undefined;
  tiers.forEach((tier, i) => {
    const openEnded = tier.end === 0;
    if ((openEnded && i !== tiers.length - 1) || (!openEnded && tier.end < tier.start)) {
      issues.push({ path: ['batch_prices', i, 'end'], message: M.batchRange });
    }
    if (previous && (previous.end === 0 || tier.start <= previous.end || tier.start <= previous.start)) {
      issues.push({ path: ['batch_prices', i, 'start'], message: M.batchOrder });
    }
    // A first tier from 1 unit may sit at the regular price (the demo catalogue and ERPs write tiers so).
    const aboveRegular = tier.price_cents > priceCents || (tier.price_cents === priceCents && !(i === 0 && tier.start === 1));
    if (aboveRegular || (previous && tier.price_cents >= previous.price_cents)) {
      issues.push({ path: ['batch_prices', i, 'price_cents'], message: M.batchPriceNotBelow });
    }
    previous = tier;
  });
  return issues;
}

const addIssues = (p: ProductInput, ctx: z.RefinementCtx) => {
  for (const issue of productRuleIssues(p)) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
};

/** POST /api/back-office/products and the form: the fields and their rules. */
export const productInputSchema = productFieldsSchema.superRefine(addIssues);

/**
 * PATCH /api/back-office/products/:id: any subset of the fields (just the price, just one shop's stock:
 * `stock` lists only the shops it changes). The server merges it with the stored product and runs
 * `productRuleIssues` on the result.
 */
type FieldShape = typeof productFieldsSchema.shape;
type WithoutDefault<T> = T extends z.ZodDefault<infer Inner> ? Inner : T;
/** `.partial()` would keep the defaults (zod 4 fills them in for absent keys): a patch names only what it changes. */
const patchShape = Object.fromEntries(
  Object.entries(productFieldsSchema.shape).map(([key, field]) => [key, (field instanceof z.ZodDefault ? field.unwrap() : field).optional()]),
) as { [K in keyof FieldShape]: z.ZodOptional<WithoutDefault<FieldShape[K]>> };
export const productPatchSchema = z.object(patchShape);
export type ProductPatch = z.infer<typeof productPatchSchema>;

export type ProductValidation = { ok: true; value: ProductInput } | { ok: false; issues: ProductIssue[] };

/**
 * One product (a form's values, a CSV row turned into the draft shape) checked against the fields and
 * the rules. Pure and allocation-light: the schema is built once at module load, so a 20,000-row import
 * calls this per row.
 */
export function validateProductInput(input: unknown): ProductValidation {
  const parsed = productFieldsSchema.safeParse(input);
  if (!parsed.success) {
    return { ok: false, issues: parsed.error.issues.map((i) => ({ path: i.path as (string | number)[], message: i.message })) };
  }
  const issues = productRuleIssues(parsed.data);
  return issues.length === 0 ? { ok: true, value: parsed.data } : { ok: false, issues };
}

/** Stored stock of one shop from the form's value, and back. */
export const stockToStored = (stock: number | null): number => (stock === null ? UNLIMITED_STOCK : stock);
export const stockFromStored = (stock: number): number | null => (stock === UNLIMITED_STOCK ? null : stock);

// ─── The products API (GET/POST/PATCH /api/back-office/products…) ────────────────────────────────────

export const PRODUCT_SORTS = ['sku', 'name', 'category', 'price', 'stock', 'updated'] as const;
export const PRODUCT_LISTED_FILTERS = ['all', 'listed', 'delisted'] as const;
export const PRODUCT_STOCK_FILTERS = ['all', 'out', 'low', 'unlimited'] as const;
export const PRODUCT_PAGE_SIZES = [25, 50, 100] as const;
/** At or below this many units (and above 0) a product counts as low on stock. */
export const LOW_STOCK_UNITS = 10;

/** GET /api/back-office/products: server-side search, filters, sorting and paging (20,000 products stay fast). */
export const productListQuerySchema = z.object({
  /** SKU prefix or words of a name in any language. */
  q: z.string().trim().max(100).default(''),
  category_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  listed: z.enum(PRODUCT_LISTED_FILTERS).default('all'),
  /** Stock filters read `shop_id`'s stock (the first shop when absent). */
  stock: z.enum(PRODUCT_STOCK_FILTERS).default('all'),
  shop_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  tax_class: taxClassSchema.optional(),
  sort: z.enum(PRODUCT_SORTS).default('sku'),
  dir: z.enum(['asc', 'desc']).default('asc'),
  ...pageQueryFields(PRODUCT_PAGE_SIZES, 50),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productListRowSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.object({ en: z.string(), cn: z.string(), fr: z.string() }),
  category_id: z.number().int(),
  image: z.string(),
  /** The regular price (before any special). */
  price_cents: z.number().int(),
  /** The special's price when on special. */
  special_price_cents: z.number().int().nullable(),
  /** Per shop: null = unlimited. */
  stock: z.array(z.object({ shop_id: z.number().int(), stock: z.number().int().nullable() })),
  need_weigh: z.boolean(),
  tax_class: taxClassSchema,
  listed: z.boolean(),
  updated_at: z.string(),
});
export type ProductListRow = z.infer<typeof productListRowSchema>;

export const productListSchema = pagedRowsSchema(productListRowSchema);
export type ProductList = z.infer<typeof productListSchema>;
export const productListResponseSchema = okEnvelope(productListSchema);

/** GET /api/back-office/products/facets: what the filters and the form choose from. */
export const productFacetsSchema = z.object({
  categories: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.object({ en: z.string(), cn: z.string(), fr: z.string() }) })),
  shops: z.array(z.object({ id: z.number().int(), name: z.object({ en: z.string(), cn: z.string(), fr: z.string() }) })),
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;
export const productFacetsResponseSchema = okEnvelope(productFacetsSchema);

/**
 * GET /api/back-office/products/:id, and the answer of create, update and picture upload: the product
 * as the form edits it (`category` is the category id), with its id, picture and last change.
 */
export const productRecordSchema = productFieldsSchema.extend({
  id: z.number().int(),
  category: z.number().int(),
  image: z.string(),
  updated_at: z.string(),
});
export type ProductRecord = z.infer<typeof productRecordSchema>;
export const productRecordResponseSchema = okEnvelope(productRecordSchema);

export const productIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Picture upload: PNG, JPEG or WebP, at most 5 MB, as base64 (bare or a data: URL). */
export const PRODUCT_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const PRODUCT_PICTURE_MAX_CHARS = Math.ceil(PRODUCT_PICTURE_MAX_BYTES / 3) * 4 + 64;
export const productPictureBodySchema = z.object({
  data: z.string({ error: 'validation.picture_invalid' }).min(1, 'validation.picture_invalid').max(PRODUCT_PICTURE_MAX_CHARS, 'validation.picture_too_large'),
});
export type ProductPictureBody = z.infer<typeof productPictureBodySchema>;
