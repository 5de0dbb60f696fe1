import { asc, eq } from 'drizzle-orm';
import {
  type CatalogueCsvProduct,
  type CatalogueHeader,
  atLine,
  catalogueRecord,
  readCatalogueHeader,
  readCatalogueRecord,
} from '../../../../core/back-office/catalogue-csv';
import type { RowProblem } from '../../../../core/back-office/csv-values';
import { type QuickRow, readQuickHeader, readQuickRecord } from '../../../../core/back-office/quick-csv';
import {
  IMPORT_MAX_ROWS,
  type ImportKind,
  type ImportProblem,
} from '../../../../core/schemas/back-office-import';
import type { Database } from '../../../db/client';
import { catalogueState, categories, productBatchPrices, products, shopProducts, shops } from '../../../db/schema';
import { readCsv, type CsvLine } from './csv-file';

/** A read transaction or the database: both run the same queries. */
type Reader = Pick<Database, 'select' | 'execute'>;

export interface StoredProduct {
  id: number;
  position: number;
  categoryId: number;
  product: CatalogueCsvProduct;
}

/** What a dry run compares a file with: the catalogue as the manager's file describes it. */
export interface ImportCatalogue {
  version: number;
  categoryIds: Map<string, number>;
  categoryImages: Map<number, string>;
  shopIds: number[];
  bySku: Map<string, StoredProduct>;
}

export async function loadImportCatalogue(db: Reader): Promise<ImportCatalogue> {
  const [state] = await db.select({ version: catalogueState.version }).from(catalogueState).where(eq(catalogueState.id, 1));
  const categoryRows = await db.select({ id: categories.id, slug: categories.slug, image: categories.image }).from(categories);
  const shopRows = await db.select({ id: shops.id }).from(shops).orderBy(asc(shops.id));
  const productRows = await db
    .select({
      id: products.id,
      sku: products.sku,
      categoryId: products.categoryId,
      position: products.position,
      status: products.status,
      nameEn: products.nameEn,
      nameCn: products.nameCn,
      nameFr: products.nameFr,
      description: products.description,
      needWeigh: products.needWeigh,
      weightValue: products.weightValue,
      weightUnit: products.weightUnit,
      priceCents: products.priceCents,
      orgPriceCents: products.orgPriceCents,
      isSpecial: products.isSpecial,
      disQty: products.disQty,
      discountLimitTimes: products.discountLimitTimes,
      max: products.max,
      minQty: products.minQty,
      qtyStep: products.qtyStep,
      tags: products.tags,
      taxClass: products.taxClass,
      pickupAllowed: products.pickupAllowed,
    })
    .from(products);
  const batchRows = await db.select().from(productBatchPrices).orderBy(asc(productBatchPrices.productId), asc(productBatchPrices.start));
  const stockRows = await db.select({ shopId: shopProducts.shopId, productId: shopProducts.productId, stock: shopProducts.stock }).from(shopProducts);

  const slugById = new Map(categoryRows.map((c) => [c.id, c.slug]));
  const shopIds = shopRows.map((s) => s.id);
  const byId = new Map<number, StoredProduct>();
  const bySku = new Map<string, StoredProduct>();
  for (const row of productRows) {
    const stock: Record<number, number | null> = {};
    for (const shopId of shopIds) stock[shopId] = null;
    const stored: StoredProduct = {
      id: row.id,
      position: row.position,
      categoryId: row.categoryId,
      product: {
        sku: row.sku,
        category: slugById.get(row.categoryId) ?? '',
        listed: row.status === 0,
        name: { en: row.nameEn, cn: row.nameCn, fr: row.nameFr },
        description: row.description,
        need_weigh: row.needWeigh === 1,
        weight_value: row.weightValue,
        weight_unit: row.weightUnit,
        price_cents: row.priceCents,
        org_price_cents: row.orgPriceCents,
        is_special: row.isSpecial === 1,
        dis_qty: row.disQty,
        discount_limit_times: row.discountLimitTimes,
        batch_prices: [],
        max: row.max,
        min_qty: row.minQty,
        qty_step: row.qtyStep,
        tags: row.tags,
        tax_class: row.taxClass,
        pickup_allowed: row.pickupAllowed,
        stock,
      },
    };
    byId.set(row.id, stored);
    bySku.set(row.sku, stored);
  }
  for (const b of batchRows) byId.get(b.productId)?.product.batch_prices.push({ start: b.start, end: b.end, price_cents: b.priceCents });
  for (const s of stockRows) {
    const stored = byId.get(s.productId);
    if (stored) stored.product.stock[s.shopId] = s.stock;
  }
  return {
    version: Number(state?.version ?? 0),
    categoryIds: new Map(categoryRows.map((c) => [c.slug, c.id])),
    categoryImages: new Map(categoryRows.map((c) => [c.id, c.image])),
    shopIds,
    bySku,
  };
}

export type RowStatus = 'new' | 'changed' | 'unchanged';

export interface FullPlanRow {
  line: number;
  status: RowStatus;
  product: CatalogueCsvProduct;
  stored: StoredProduct | undefined;
}

export interface QuickPlanRow {
  line: number;
  status: RowStatus;
  stored: StoredProduct;
  row: QuickRow;
  /** The shops whose stock the row sets. */
  shopIds: number[];
}

export type ImportPlan =
  | { kind: 'full'; problems: ImportProblem[]; rows: FullPlanRow[]; shopIds: number[] }
  | { kind: 'quick'; problems: ImportProblem[]; rows: QuickPlanRow[] };

const fileProblem = (code: ImportProblem['code'], params: ImportProblem['params'] = {}, line = 0): ImportProblem => ({
  line,
  column: '',
  code,
  params,
});

/** Header and data lines, or the problem that stops the whole file. */
function readLines(csv: string): { header: CsvLine; data: CsvLine[] } | ImportProblem {
  const read = readCsv(csv);
  if (!read.ok) return fileProblem('malformed_csv', { reason: read.reason }, read.line);
  const [header, ...data] = read.lines;
  if (!header) return fileProblem('empty_file');
  if (data.length > IMPORT_MAX_ROWS) return fileProblem('too_many_rows', { max: IMPORT_MAX_ROWS, rows: data.length });
  return { header, data };
}

const sameRecord = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/** Every row's problems, and what applying the file would do to each product. Pure reading: no writes. */
export function planImport(kind: ImportKind, csv: string, catalogue: ImportCatalogue): ImportPlan {
  const lines = readLines(csv);
  if ('code' in lines) return kind === 'full' ? { kind, problems: [lines], rows: [], shopIds: [] } : { kind, problems: [lines], rows: [] };
  return kind === 'full' ? planFull(lines.header, lines.data, catalogue) : planQuick(lines.header, lines.data, catalogue);
}

function planFull(headerLine: CsvLine, data: CsvLine[], catalogue: ImportCatalogue): ImportPlan {
  const { header, problems: headerProblems } = readCatalogueHeader(headerLine.fields, catalogue.shopIds);
  const problems = atLine(headerLine.line, headerProblems);
  if (problems.some((p) => p.code === 'missing_column' || p.code === 'duplicate_column')) return { kind: 'full', problems, rows: [], shopIds: [] };
  const context = { categories: new Set(catalogue.categoryIds.keys()), current: (sku: string) => catalogue.bySku.get(sku)?.product };
  const firstLine = new Map<string, number>();
  const rows: FullPlanRow[] = [];
  for (const { line, fields } of data) {
    const rowProblems = fieldCountProblems(fields, headerLine.fields.length);
    const { product, problems: fieldProblems } = readCatalogueRecord(fields, header, context);
    rowProblems.push(...fieldProblems);
    const sku = product?.sku ?? (fields[header.index.get('sku') ?? -1] ?? '').trim();
    if (sku !== '') {
      const first = firstLine.get(sku);
      if (first !== undefined) rowProblems.push({ column: 'sku', code: 'duplicate_sku', params: { value: sku, first_line: first } });
      else firstLine.set(sku, line);
    }
    if (rowProblems.length > 0 || !product) {
      problems.push(...atLine(line, rowProblems));
      continue;
    }
    const stored = catalogue.bySku.get(product.sku);
    rows.push({ line, product, stored, status: fullRowStatus(product, stored, header) });
  }
  return { kind: 'full', problems, rows, shopIds: header.shopIds };
}

function fullRowStatus(product: CatalogueCsvProduct, stored: StoredProduct | undefined, header: CatalogueHeader): RowStatus {
  if (!stored) return 'new';
  return sameRecord(catalogueRecord(product, header.shopIds), catalogueRecord(stored.product, header.shopIds)) ? 'unchanged' : 'changed';
}

function fieldCountProblems(fields: readonly string[], expected: number): RowProblem[] {
  return fields.length === expected ? [] : [{ column: '', code: 'field_count', params: { found: fields.length, expected } }];
}

function planQuick(headerLine: CsvLine, data: CsvLine[], catalogue: ImportCatalogue): ImportPlan {
  const { header, problems: headerProblems } = readQuickHeader(headerLine.fields);
  const problems = atLine(headerLine.line, headerProblems);
  if (!header) return { kind: 'quick', problems, rows: [] };
  const firstLine = new Map<string, number>();
  const rows: QuickPlanRow[] = [];
  for (const { line, fields } of data) {
    const rowProblems = fieldCountProblems(fields, headerLine.fields.length);
    const { row, problems: fieldProblems } = readQuickRecord(fields, header);
    rowProblems.push(...fieldProblems);
    const stored = row ? catalogue.bySku.get(row.sku) : undefined;
    let shopIds: number[] = [];
    if (row) {
      if (!stored) rowProblems.push({ column: 'sku', code: 'unknown_sku', params: { value: row.sku } });
      else {
        shopIds = catalogue.shopIds.filter((id) => stored.product.stock[id] !== null && (row.shop_id === null || row.shop_id === id));
        if (row.shop_id !== null && !catalogue.shopIds.includes(row.shop_id)) rowProblems.push({ column: 'shop', code: 'unknown_shop', params: { value: row.shop_id } });
        else if (shopIds.length === 0) rowProblems.push({ column: row.shop_id === null ? 'sku' : 'shop', code: 'not_sold_in_shop', params: { value: row.sku } });
        if (stored.product.is_special && stored.product.price_cents >= row.price_cents) {
          rowProblems.push({ column: 'price', code: 'special_not_below_price', params: { value: (stored.product.price_cents / 100).toFixed(2) } });
        }
      }
      for (const key of [`${row.sku}\u0000${row.shop_id ?? '*'}`, ...(row.shop_id === null ? [] : [`${row.sku}\u0000*`])]) {
        const first = firstLine.get(key);
        if (first !== undefined) rowProblems.push({ column: 'sku', code: 'duplicate_sku', params: { value: row.sku, first_line: first } });
      }
      firstLine.set(`${row.sku}\u0000${row.shop_id ?? '*'}`, line);
      if (row.shop_id === null) firstLine.set(`${row.sku}\u0000*`, line);
    }
    if (rowProblems.length > 0 || !row || !stored) {
      problems.push(...atLine(line, rowProblems));
      continue;
    }
    const unchanged = stored.product.org_price_cents === row.price_cents && shopIds.every((id) => stored.product.stock[id] === row.stock);
    rows.push({ line, stored, row, shopIds, status: unchanged ? 'unchanged' : 'changed' });
  }
  return { kind: 'quick', problems, rows };
}

export function countRows(plan: ImportPlan): { new_rows: number; changed_rows: number; unchanged_rows: number } {
  const rows: { status: RowStatus }[] = plan.rows;
  return {
    new_rows: rows.filter((r) => r.status === 'new').length,
    changed_rows: rows.filter((r) => r.status === 'changed').length,
    unchanged_rows: rows.filter((r) => r.status === 'unchanged').length,
  };
}

