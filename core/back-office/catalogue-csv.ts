import type { ImportProblem, ImportProblemCode } from '../schemas/back-office-import';
import type { LocalizedText } from '../schemas/common';
import { UNLIMITED_STOCK } from '../cart/add-to-cart-check';
import {
  PRODUCT_MESSAGES,
  type ProductInput,
  type ProductInputDraft,
  stockToStored,
  TAX_CLASSES,
  type TaxClass,
  validateProductInput,
} from '../schemas/back-office-products';
import { dollarsText, parseDollars, parseStock, stockText, type RowProblem } from './csv-values';

/**
 * The full catalogue file: one row per product, the fields a manager edits, as a distributor's ERP
 * writes them (prices in dollars, yes/no, one stock column per shop). This module maps a record of
 * text fields to a product and back, and nothing else: the file's bytes are read and written on the
 * server; the product's rules are checked by the product schema after this mapping.
 *
 * Canonical form (what export writes, so export → import → export is byte-identical): these columns in
 * this order, then `stock_<shop id>` for every shop in id order; prices with two decimals; yes/no;
 * the HST class as `zero_rated` or `taxable` (DECISIONS "Tax"); pickup allowed as yes/no;
 * `unlimited` or a whole number of units, empty where the shop does not sell the product; the quantity
 * rule as two whole numbers (`min_qty`, `qty_step`; 1 and 1 = no rule, empty reads as 1); rows by SKU.
 *
 * Export always writes every column; import also takes a file without the quantity-rule columns (an
 * export made before issue 20 added them): see OPTIONAL_CATALOGUE_COLUMNS.
 */
export const CATALOGUE_COLUMNS = [
  'sku',
  'category',
  'listed',
  'name_en',
  'name_cn',
  'name_fr',
  'description_en',
  'description_cn',
  'description_fr',
  'sold_by',
  'weight_value',
  'weight_unit',
  'price',
  'original_price',
  'special_price',
  'special_qty',
  'special_limit',
  'batch_prices',
  'max_per_order',
  'min_qty',
  'qty_step',
  'tags',
  'tax_class',
  'pickup',
] as const;
export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number];

/**
 * Columns a file may leave out: a missing one keeps the product's current value (an existing SKU) or
 * takes the default (a new one) — see CatalogueRowContext.current. An empty cell still reads as 1.
 */
export const OPTIONAL_CATALOGUE_COLUMNS: readonly CatalogueColumn[] = ['min_qty', 'qty_step'];
const QUANTITY_RULE_DEFAULT = 1;

export const STOCK_COLUMN_PREFIX = 'stock_';
export const stockColumn = (shopId: number) => `${STOCK_COLUMN_PREFIX}${shopId}`;

export interface CatalogueBatchPrice {
  start: number;
  /** 0 = open-ended. */
  end: number;
  price_cents: number;
}

export interface CatalogueTag {
  tag: LocalizedText;
  color: string;
}

/** A product as the full file carries it. */
export interface CatalogueCsvProduct {
  sku: string;
  category: string;
  listed: boolean;
  name: LocalizedText;
  description: LocalizedText;
  need_weigh: boolean;
  weight_value: string;
  weight_unit: string;
  price_cents: number;
  org_price_cents: number;
  is_special: boolean;
  dis_qty: number;
  discount_limit_times: number;
  batch_prices: CatalogueBatchPrice[];
  max: number;
  /** Quantity rule (issue 20): least units per order and the case increment above it (1 = none). */
  min_qty: number;
  qty_step: number;
  tags: CatalogueTag[];
  /** HST class: zero-rated basic grocery or taxable at the shop's rate. */
  tax_class: TaxClass;
  /** The product may be picked up (its category must allow it too). */
  pickup_allowed: boolean;
  /** Shop id → stock (-9999 unlimited), or null where the shop does not sell it. Only the file's shops. */
  stock: Record<number, number | null>;
}

export interface CatalogueHeader {
  /** Column name → index in the record. */
  index: Map<string, number>;
  /** The shops whose stock columns the file has, in column order. */
  shopIds: number[];
}

const YES = 'yes';
const NO = 'no';

/** The header as written in canonical form for the given shops. */
export function catalogueHeader(shopIds: readonly number[]): string[] {
  return [...CATALOGUE_COLUMNS, ...[...shopIds].sort((a, b) => a - b).map(stockColumn)];
}

/** Reads the header line: every base column once, stock columns only for known shops. */
export function readCatalogueHeader(fields: readonly string[], knownShopIds: readonly number[]): { header: CatalogueHeader; problems: RowProblem[] } {
  const index = new Map<string, number>();
  const shopIds: number[] = [];
  const problems: RowProblem[] = [];
  fields.forEach((raw, i) => {
    const name = raw.trim().toLowerCase();
    if (index.has(name)) {
      problems.push({ column: raw, code: 'duplicate_column', params: { column: raw } });
      return;
    }
    if ((CATALOGUE_COLUMNS as readonly string[]).includes(name)) {
      index.set(name, i);
    } else if (name.startsWith(STOCK_COLUMN_PREFIX) && /^\d{1,9}$/.test(name.slice(STOCK_COLUMN_PREFIX.length))) {
      const shopId = Number(name.slice(STOCK_COLUMN_PREFIX.length));
      if (!knownShopIds.includes(shopId)) problems.push({ column: raw, code: 'unknown_shop', params: { value: shopId } });
      else {
        index.set(name, i);
        shopIds.push(shopId);
      }
    } else {
      problems.push({ column: raw, code: 'unknown_column', params: { column: raw } });
    }
  });
  for (const column of CATALOGUE_COLUMNS) {
    if (!index.has(column) && !OPTIONAL_CATALOGUE_COLUMNS.includes(column)) problems.push({ column, code: 'missing_column', params: { column } });
  }
  return { header: { index, shopIds }, problems };
}

function parseYesNo(text: string, column: string, problems: RowProblem[], fallback = false): boolean {
  const value = text.trim().toLowerCase();
  if (value === YES) return true;
  if (value === NO || value === '') return fallback && value === '' ? fallback : false;
  problems.push({ column, code: 'bad_yes_no', params: { value: text } });
  return fallback;
}

function parseCount(text: string, column: string, problems: RowProblem[], empty = 0): number {
  const value = text.trim();
  if (value === '') return empty;
  if (!/^\d{1,9}$/.test(value)) {
    problems.push({ column, code: 'bad_integer', params: { value: text } });
    return 0;
  }
  return Number(value);
}

/** `1-9:12.50;10-49:11.00;50+:10.00` — quantity ranges, the last one open-ended with `+`. */
export function parseBatchPrices(text: string): CatalogueBatchPrice[] | null {
  const value = text.trim();
  if (value === '') return [];
  const tiers: CatalogueBatchPrice[] = [];
  for (const part of value.split(';')) {
    const match = /^\s*(\d{1,6})\s*(?:-\s*(\d{1,6})|(\+))\s*:\s*(\S+)\s*$/.exec(part);
    if (!match) return null;
    const cents = parseDollars(match[4]!);
    if (cents === null) return null;
    tiers.push({ start: Number(match[1]), end: match[3] ? 0 : Number(match[2]), price_cents: cents });
  }
  return tiers;
}

export function batchPricesText(tiers: readonly CatalogueBatchPrice[]): string {
  return tiers.map((t) => `${t.start}${t.end === 0 ? '+' : `-${t.end}`}:${dollarsText(t.price_cents)}`).join(';');
}

/** `Sale|特价|Spécial|#E4572E;New|新品|Nouveau|#2563EB` — each tag in en|cn|fr and its colour. */
export function parseTags(text: string): CatalogueTag[] | null {
  const value = text.trim();
  if (value === '') return [];
  const tags: CatalogueTag[] = [];
  for (const part of value.split(';')) {
    const bits = part.split('|').map((bit) => bit.trim());
    if (bits.length !== 4 || bits.slice(0, 3).some((bit) => bit === '') || !/^#[0-9A-Fa-f]{6}$/.test(bits[3]!)) return null;
    tags.push({ tag: { en: bits[0]!, cn: bits[1]!, fr: bits[2]! }, color: bits[3]!.toUpperCase() });
  }
  return tags;
}

export function tagsText(tags: readonly CatalogueTag[]): string {
  return tags.map((t) => `${t.tag.en}|${t.tag.cn}|${t.tag.fr}|${t.color.toUpperCase()}`).join(';');
}

const PRICE_COLUMNS = new Set(['price', 'original_price', 'special_price', 'batch_prices']);

export interface CatalogueRowContext {
  categories: ReadonlySet<string>;
  /** The stored quantity rule of an existing SKU, for a file without those columns (none: a new product). */
  current?: (sku: string) => Pick<CatalogueCsvProduct, 'min_qty' | 'qty_step'> | undefined;
}

/** Where a product-schema issue shows in the file: its path → the column. */
function issueColumn(path: readonly (string | number)[], shopIds: readonly number[], draft: ProductInputDraft): string {
  const [head, second] = path;
  switch (head) {
    case 'name':
    case 'description':
      return typeof second === 'string' ? `${head}_${second}` : `${head}_en`;
    case 'price_cents':
      return 'price';
    case 'original_price_cents':
      return 'original_price';
    case 'special':
      return second === 'dis_qty' ? 'special_qty' : second === 'discount_limit_times' ? 'special_limit' : 'special_price';
    case 'stock': {
      const shopId = typeof second === 'number' ? draft.stock?.[second]?.shop_id : undefined;
      return shopId !== undefined && shopIds.includes(shopId) ? stockColumn(shopId) : '';
    }
    case 'need_weigh':
      return 'sold_by';
    case 'pickup_allowed':
      return 'pickup';
    default:
      return typeof head === 'string' && (CATALOGUE_COLUMNS as readonly string[]).includes(head) ? head : '';
  }
}

/**
 * One data record → the product it describes, or its problems (each naming its column). This reads
 * the field shapes (prices in dollars, yes/no, lists, a known category); the product's rules are the
 * product schema's (`validateProductInput`), run on the draft this builds.
 */
export function readCatalogueRecord(
  fields: readonly string[],
  header: CatalogueHeader,
  context: CatalogueRowContext,
): { product: CatalogueCsvProduct | null; problems: RowProblem[] } {
  const problems: RowProblem[] = [];
  const field = (column: string) => {
    const at = header.index.get(column);
    return at === undefined ? '' : (fields[at] ?? '');
  };
  const category = field('category').trim();
  if (category !== '' && !context.categories.has(category)) problems.push({ column: 'category', code: 'unknown_category', params: { value: category } });

  const texts = (base: 'name' | 'description'): LocalizedText => ({ en: field(`${base}_en`), cn: field(`${base}_cn`), fr: field(`${base}_fr`) });

  const soldBy = field('sold_by').trim().toLowerCase();
  if (soldBy !== 'unit' && soldBy !== 'weight') problems.push({ column: 'sold_by', code: 'bad_choice', params: { value: field('sold_by'), choices: 'unit, weight' } });

  const money = (column: string, required: boolean): number | undefined => {
    const text = field(column);
    if (text.trim() === '' && !required) return undefined;
    const cents = parseDollars(text);
    if (cents === null) problems.push({ column, code: text.trim() === '' ? 'required' : 'bad_price', params: { value: text } });
    return cents ?? 0;
  };
  const price = money('price', true)!;
  const original = money('original_price', false);
  const specialPrice = money('special_price', false);

  const taxClass = field('tax_class').trim().toLowerCase();
  if (!(TAX_CLASSES as readonly string[]).includes(taxClass)) {
    problems.push({ column: 'tax_class', code: 'bad_choice', params: { value: field('tax_class'), choices: TAX_CLASSES.join(', ') } });
  }

  const batch = parseBatchPrices(field('batch_prices'));
  if (batch === null) problems.push({ column: 'batch_prices', code: 'bad_batch_prices', params: { value: field('batch_prices') } });
  const tags = parseTags(field('tags'));
  if (tags === null) problems.push({ column: 'tags', code: 'bad_tags', params: { value: field('tags') } });

  // A column the file leaves out keeps the stored value (checked against the file's other fields).
  const quantityRule = (column: 'min_qty' | 'qty_step'): number =>
    header.index.has(column)
      ? parseCount(field(column), column, problems, QUANTITY_RULE_DEFAULT)
      : (context.current?.(field('sku').trim())?.[column] ?? QUANTITY_RULE_DEFAULT);

  const stock: { shop_id: number; stock: number | null }[] = [];
  for (const shopId of header.shopIds) {
    const column = stockColumn(shopId);
    const text = field(column);
    if (text.trim() === '') continue;
    const units = parseStock(text);
    if (units === null) problems.push({ column, code: 'bad_stock', params: { value: text } });
    else stock.push({ shop_id: shopId, stock: units === UNLIMITED_STOCK ? null : units });
  }

  const draft: ProductInputDraft = {
    sku: field('sku'),
    category,
    name: texts('name'),
    description: texts('description'),
    need_weigh: soldBy === 'weight',
    weight_value: field('weight_value'),
    weight_unit: field('weight_unit').trim() as ProductInputDraft['weight_unit'],
    price_cents: price,
    original_price_cents: original ?? 0,
    special:
      specialPrice === undefined
        ? null
        : { discount_price_cents: specialPrice, dis_qty: parseCount(field('special_qty'), 'special_qty', problems), discount_limit_times: parseCount(field('special_limit'), 'special_limit', problems) },
    batch_prices: batch ?? [],
    stock,
    max_per_order: parseCount(field('max_per_order'), 'max_per_order', problems),
    // Empty means no rule; the product schema refuses 0 and a minimum above the most per order.
    min_qty: quantityRule('min_qty'),
    qty_step: quantityRule('qty_step'),
    tags: tags ?? [],
    tax_class: (TAX_CLASSES as readonly string[]).includes(taxClass) ? (taxClass as TaxClass) : undefined,
    pickup_allowed: parseYesNo(field('pickup'), 'pickup', problems, true),
    listed: parseYesNo(field('listed'), 'listed', problems, true),
  };
  const checked = validateProductInput(draft);
  if (!checked.ok) {
    // Prices are compared with the price: an unreadable price says nothing about the others.
    const priceRefused = problems.some((p) => p.column === 'price');
    for (const issue of checked.issues) {
      const column = issueColumn(issue.path, header.shopIds, draft);
      // A field already refused for its shape is not refused again for what that shape became.
      if (column !== '' && problems.some((p) => p.column === column)) continue;
      if (priceRefused && PRICE_COLUMNS.has(column)) continue;
      const code = issue.message === PRODUCT_MESSAGES.translationMissing ? 'missing_translation' : 'rule';
      problems.push({ column, code, params: code === 'rule' ? { message: issue.message } : {} });
    }
  }
  if (problems.length > 0 || !checked.ok) return { product: null, problems };
  return { product: storedShape(checked.value, header.shopIds), problems };
}

/** The product input as stored (spec §3 fields), for the file's shops: see back-office-products.ts. */
export function storedShape(p: ProductInput, shopIds: readonly number[]): CatalogueCsvProduct {
  const stock: Record<number, number | null> = {};
  for (const shopId of shopIds) stock[shopId] = null;
  for (const s of p.stock) stock[s.shop_id] = stockToStored(s.stock);
  return {
    sku: p.sku,
    category: String(p.category),
    listed: p.listed,
    name: p.name,
    description: p.description,
    need_weigh: p.need_weigh,
    weight_value: p.weight_value,
    weight_unit: p.weight_unit,
    price_cents: p.special ? p.special.discount_price_cents : p.price_cents,
    org_price_cents: p.special ? p.price_cents : p.original_price_cents > 0 ? p.original_price_cents : p.price_cents,
    is_special: p.special !== null,
    dis_qty: p.special?.dis_qty ?? 0,
    discount_limit_times: p.special?.discount_limit_times ?? 0,
    batch_prices: p.batch_prices,
    max: p.max_per_order,
    min_qty: p.min_qty,
    qty_step: p.qty_step,
    tags: p.tags,
    tax_class: p.tax_class,
    pickup_allowed: p.pickup_allowed,
    stock,
  };
}

/** A product as a record in canonical form, for the given shops' stock columns (in that order). */
export function catalogueRecord(product: CatalogueCsvProduct, shopIds: readonly number[]): string[] {
  const record: Record<CatalogueColumn, string> = {
    sku: product.sku,
    category: product.category,
    listed: product.listed ? YES : NO,
    name_en: product.name.en,
    name_cn: product.name.cn,
    name_fr: product.name.fr,
    description_en: product.description.en,
    description_cn: product.description.cn,
    description_fr: product.description.fr,
    sold_by: product.need_weigh ? 'weight' : 'unit',
    weight_value: product.weight_value,
    weight_unit: product.weight_unit,
    price: dollarsText(product.is_special ? product.org_price_cents : product.price_cents),
    original_price: product.is_special || product.org_price_cents === product.price_cents ? '' : dollarsText(product.org_price_cents),
    special_price: product.is_special ? dollarsText(product.price_cents) : '',
    special_qty: product.is_special ? String(product.dis_qty) : '',
    special_limit: product.is_special ? String(product.discount_limit_times) : '',
    batch_prices: batchPricesText(product.batch_prices),
    max_per_order: String(product.max),
    min_qty: String(product.min_qty),
    qty_step: String(product.qty_step),
    tags: tagsText(product.tags),
    tax_class: product.tax_class,
    pickup: product.pickup_allowed ? YES : NO,
  };
  return [...CATALOGUE_COLUMNS.map((column) => record[column]), ...shopIds.map((id) => stockText(product.stock[id] ?? null))];
}

/** Problems of one row with its line number. */
export const atLine = (line: number, problems: readonly RowProblem[]): ImportProblem[] =>
  problems.map((p) => ({ line, column: p.column, code: p.code, params: p.params }));

export type { ImportProblemCode };
