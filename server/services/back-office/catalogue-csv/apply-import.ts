import { createHash } from 'node:crypto';
import { and, inArray, sql } from 'drizzle-orm';
import { catalogueRecord, catalogueHeader } from '../../../../core/back-office/catalogue-csv';
import { dollarsText, stockText } from '../../../../core/back-office/csv-values';
import { quickRecord, QUICK_EXPORT_COLUMNS } from '../../../../core/back-office/quick-csv';
import {
  IMPORT_MAX_PROBLEMS_SHOWN,
  type ImportApplied,
  type ImportDryRun,
  type ImportKind,
} from '../../../../core/schemas/back-office-import';
import type { Database } from '../../../db/client';
import { productBatchPrices, shopProducts } from '../../../db/schema';
import { ApiError } from '../../../http/api-error';
import { bumpCatalogueVersion } from '../../catalogue-cache';
import { CATALOGUE_WRITE_LOCK } from '../catalogue-lock';
import { type AuditWrite, writeRecordAudits } from '../record-audit';
import { writeCsv } from './csv-file';
import { countRows, type FullPlanRow, type ImportCatalogue, loadImportCatalogue, planImport, type QuickPlanRow } from './import-catalogue';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Rows per statement: well under PostgreSQL's 65,535 parameters with ~25 columns a row. */
const CHUNK = 500;

function chunks<T>(rows: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Names the file, its kind and the catalogue version the dry run compared it with. */
export function importToken(kind: ImportKind, csv: string, version: number): string {
  return createHash('sha256').update(`${kind}\u0000${version}\u0000`).update(csv).digest('hex');
}

export async function dryRunImport(db: Database, kind: ImportKind, csv: string): Promise<ImportDryRun> {
  const catalogue = await loadImportCatalogue(db);
  const plan = planImport(kind, csv, catalogue);
  return {
    kind,
    rows: plan.rows.length + new Set(plan.problems.filter((p) => p.line > 1).map((p) => p.line)).size,
    ...countRows(plan),
    problem_count: plan.problems.length,
    problems: plan.problems.slice(0, IMPORT_MAX_PROBLEMS_SHOWN),
    token: importToken(kind, csv, catalogue.version),
  };
}


/**
 * Applies the file the dry run named, in one transaction: it is planned again inside it, against the
 * catalogue as it is then; a different file, a catalogue changed since the dry run, or any problem
 * refuses the whole file. The catalogue version moves in the same transaction.
 */
export async function applyImport(db: Database, kind: ImportKind, csv: string, token: string, staffId: number, fileName = ''): Promise<ImportApplied> {
  return db.transaction(async (tx) => {
    await tx.execute(CATALOGUE_WRITE_LOCK);
    const catalogue = await loadImportCatalogue(tx);
    if (importToken(kind, csv, catalogue.version) !== token) throw new ApiError(409, 'IMPORT_STALE', 'backOffice.import.errors.stale');
    const plan = planImport(kind, csv, catalogue);
    if (plan.problems.length > 0) throw new ApiError(400, 'IMPORT_HAS_PROBLEMS', 'backOffice.import.errors.has_problems', { count: plan.problems.length });
    const source = fileName.trim() === '' ? (kind === 'full' ? 'catalogue.csv' : 'stock-prices.csv') : fileName.trim();
    if (plan.kind === 'full') {
      const rows = plan.rows.filter((r) => r.status !== 'unchanged');
      const ids = await writeFull(tx, rows, plan.shopIds, catalogue);
      await writeRecordAudits(tx, rows.map((row, i) => fullRowAudit(row, ids[i]!, plan.shopIds, source, staffId)));
    } else {
      const rows = plan.rows.filter((r) => r.status !== 'unchanged');
      await writeQuick(tx, rows);
      await writeRecordAudits(tx, quickAudits(rows, source, staffId));
    }
    const counts = countRows(plan);
    // A quick file writes prices and stock of listed products only: every server applies it as a delta.
    if (counts.new_rows + counts.changed_rows > 0) await bumpCatalogueVersion(tx, plan.kind === 'quick' ? 'prices' : 'structure');
    return { kind, ...counts };
  });
}

/**
 * The history an import leaves: one entry per product it created or changed, naming the file and the
 * line — what a manager reading one product's history wants, rather than one entry about the whole
 * file. A changed product's entry lists the file's columns that changed, before and after; a created
 * product's entry names only the file and line (its values are the product itself), which keeps a
 * 20,000-row import from writing its file a second time into the history.
 */
const importNote = (source: string, line: number) => `${source}, line ${line}`;

function fullRowAudit(row: FullPlanRow, productId: number, shopIds: number[], source: string, staffId: number): AuditWrite {
  const note = importNote(source, row.line);
  if (!row.stored) return { subject: 'product', subjectId: productId, action: 'import', staffId, before: null, after: { import: note } };
  const columns = catalogueHeader(shopIds);
  const next = catalogueRecord(row.product, shopIds);
  const previous = catalogueRecord(row.stored.product, shopIds);
  const before: Record<string, string> = {};
  const after: Record<string, string> = {};
  columns.forEach((column, i) => {
    if (previous[i] === next[i]) return;
    before[column] = previous[i]!;
    after[column] = next[i]!;
  });
  after.import = note;
  return { subject: 'product', subjectId: productId, action: 'import', staffId, before, after };
}

function quickAudits(rows: QuickPlanRow[], source: string, staffId: number): AuditWrite[] {
  const byProduct = new Map<number, AuditWrite & { before: Record<string, unknown>; after: Record<string, unknown> }>();
  for (const r of rows) {
    let entry = byProduct.get(r.stored.id);
    if (!entry) {
      entry = { subject: 'product', subjectId: r.stored.id, action: 'import', staffId, before: {}, after: {} };
      byProduct.set(r.stored.id, entry);
    }
    if (r.stored.product.org_price_cents !== r.row.price_cents) {
      entry.before.price = dollarsText(r.stored.product.org_price_cents);
      entry.after.price = dollarsText(r.row.price_cents);
    }
    for (const shopId of r.shopIds) {
      const was = r.stored.product.stock[shopId] ?? null;
      if (was === r.row.stock) continue;
      entry.before[`stock_${shopId}`] = stockText(was);
      entry.after[`stock_${shopId}`] = stockText(r.row.stock);
    }
    entry.after.import = importNote(source, r.line);
  }
  return [...byProduct.values()];
}

const EMPTY_TEXT = { en: '', cn: '', fr: '' };

/** Writes the rows; answers each row's product id, in the rows' order. */
async function writeFull(tx: Tx, rows: FullPlanRow[], shopIds: number[], catalogue: ImportCatalogue): Promise<number[]> {
  if (rows.length === 0) return [];
  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
  const maxId = rowsOf<{ id: number }>(await tx.execute(sql`select coalesce(max(id), 0)::int as id from products`));
  let nextId = Number(maxId[0]?.id ?? 0);
  const positionResult = await tx.execute(sql`select category_id, coalesce(max(position), 0)::int as position from products group by category_id`);
  const lastPosition = new Map(rowsOf<{ category_id: number; position: number }>(positionResult).map((r) => [r.category_id, r.position]));

  const ids: number[] = [];
  const values = rows.map(({ product, stored }) => {
    const categoryId = catalogue.categoryIds.get(product.category)!;
    let id = stored?.id;
    let position = stored?.position;
    if (id === undefined) {
      id = ++nextId;
      position = (lastPosition.get(categoryId) ?? 0) + 1;
      lastPosition.set(categoryId, position);
    }
    ids.push(id);
    const image = catalogue.categoryImages.get(categoryId) ?? '';
    return {
      id,
      sku: product.sku,
      category_id: categoryId,
      position: position!,
      name_en: product.name.en,
      name_cn: product.name.cn,
      name_fr: product.name.fr,
      full_name: product.name,
      propaganda: EMPTY_TEXT,
      description: product.description,
      specification: EMPTY_TEXT,
      image,
      gallery: image === '' ? [] : [image],
      tags: product.tags,
      price_cents: product.price_cents,
      org_price_cents: product.org_price_cents,
      unit_value: EMPTY_TEXT,
      unit_price: EMPTY_TEXT,
      is_special: product.is_special ? 1 : 0,
      dis_qty: product.dis_qty,
      discount_limit_times: product.discount_limit_times,
      need_weigh: product.need_weigh ? 1 : 0,
      weight_value: product.weight_value,
      weight_unit: product.weight_unit,
      max: product.max,
      min_qty: product.min_qty,
      qty_step: product.qty_step,
      tax_class: product.tax_class,
      pickup_allowed: product.pickup_allowed,
      status: product.listed ? 0 : 1,
    };
  });
  // Each chunk travels as one JSON parameter that jsonb_to_recordset turns into rows: one statement
  // of a few thousand rows costs about what one row costs through a parameter list per value.
  for (const chunk of chunks(values, 5000)) {
    await tx.execute(sql`
      insert into products (id, sku, category_id, position, name_en, name_cn, name_fr, full_name, propaganda, description,
        specification, image, gallery, tags, price_cents, org_price_cents, unit_value, unit_price, is_special, dis_qty,
        discount_limit_times, need_weigh, weight_value, weight_unit, max, min_qty, qty_step, tax_class, pickup_allowed, status)
      select id, sku, category_id, position, name_en, name_cn, name_fr, full_name, propaganda, description,
        specification, image, gallery, tags, price_cents, org_price_cents, unit_value, unit_price, is_special, dis_qty,
        discount_limit_times, need_weigh, weight_value, weight_unit, max, min_qty, qty_step, tax_class, pickup_allowed, status
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as x(id int, sku text, category_id int, position int,
        name_en text, name_cn text, name_fr text, full_name jsonb, propaganda jsonb, description jsonb, specification jsonb,
        image text, gallery jsonb, tags jsonb, price_cents int, org_price_cents int, unit_value jsonb, unit_price jsonb,
        is_special smallint, dis_qty int, discount_limit_times int, need_weigh smallint, weight_value text, weight_unit text,
        max int, min_qty int, qty_step int, tax_class text, pickup_allowed boolean, status smallint)
      on conflict (sku) do update set
        category_id = excluded.category_id, name_en = excluded.name_en, name_cn = excluded.name_cn, name_fr = excluded.name_fr,
        description = excluded.description, tags = excluded.tags, price_cents = excluded.price_cents,
        org_price_cents = excluded.org_price_cents, is_special = excluded.is_special, dis_qty = excluded.dis_qty,
        discount_limit_times = excluded.discount_limit_times, need_weigh = excluded.need_weigh,
        weight_value = excluded.weight_value, weight_unit = excluded.weight_unit, max = excluded.max,
        min_qty = excluded.min_qty, qty_step = excluded.qty_step,
        tax_class = excluded.tax_class, pickup_allowed = excluded.pickup_allowed,
        status = excluded.status, updated_at = now()`);
  }
  for (const chunk of chunks(ids, 5000)) await tx.delete(productBatchPrices).where(inArray(productBatchPrices.productId, chunk));
  const tiers = rows.flatMap(({ product }, i) => product.batch_prices.map((b) => ({ product_id: ids[i]!, start: b.start, end: b.end, price_cents: b.price_cents })));
  for (const chunk of chunks(tiers, 10_000)) {
    await tx.execute(sql`
      insert into product_batch_prices (product_id, start, "end", price_cents)
      select product_id, start, "end", price_cents
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as x(product_id int, start int, "end" int, price_cents int)`);
  }
  if (shopIds.length === 0) return ids;
  for (const chunk of chunks(ids, 5000)) {
    await tx.delete(shopProducts).where(and(inArray(shopProducts.productId, chunk), inArray(shopProducts.shopId, shopIds)));
  }
  const stock = rows.flatMap(({ product }, i) =>
    shopIds.flatMap((shopId) => {
      const units = product.stock[shopId];
      return units === null || units === undefined ? [] : [{ shop_id: shopId, product_id: ids[i]!, stock: units }];
    }),
  );
  for (const chunk of chunks(stock, 10_000)) {
    await tx.execute(sql`
      insert into shop_products (shop_id, product_id, stock)
      select shop_id, product_id, stock from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as x(shop_id int, product_id int, stock int)`);
  }
  return ids;
}

async function writeQuick(tx: Tx, rows: QuickPlanRow[]): Promise<void> {
  for (const chunk of chunks(rows, 1000)) {
    const list = sql.join(
      chunk.map((r) => sql`(${r.stored.id}::int, ${r.row.price_cents}::int)`),
      sql`, `,
    );
    await tx.execute(sql`
      update products p set
        org_price_cents = v.price,
        price_cents = case when p.is_special = 1 then p.price_cents else v.price end,
        updated_at = now()
      from (values ${list}) as v(id, price)
      where p.id = v.id`);
  }
  const stock = rows.flatMap((r) => r.shopIds.map((shopId) => ({ productId: r.stored.id, shopId, stock: r.row.stock })));
  for (const chunk of chunks(stock, 1000)) {
    const list = sql.join(
      chunk.map((s) => sql`(${s.productId}::int, ${s.shopId}::int, ${s.stock}::int)`),
      sql`, `,
    );
    await tx.execute(sql`
      update shop_products sp set stock = v.stock, updated_at = now()
      from (values ${list}) as v(product_id, shop_id, stock)
      where sp.product_id = v.product_id and sp.shop_id = v.shop_id`);
  }
}

/** The catalogue as a file of the given kind, in canonical form (rows by SKU). */
export async function exportCatalogue(db: Database, kind: ImportKind): Promise<string> {
  const catalogue = await loadImportCatalogue(db);
  const stored = [...catalogue.bySku.values()].sort((a, b) => (a.product.sku < b.product.sku ? -1 : a.product.sku > b.product.sku ? 1 : 0));
  if (kind === 'full') {
    return writeCsv([catalogueHeader(catalogue.shopIds), ...stored.map((s) => catalogueRecord(s.product, catalogue.shopIds))]);
  }
  const records: string[][] = [[...QUICK_EXPORT_COLUMNS]];
  for (const s of stored) {
    for (const shopId of catalogue.shopIds) {
      const units = s.product.stock[shopId];
      if (units === null || units === undefined) continue;
      records.push(quickRecord({ sku: s.product.sku, price_cents: s.product.org_price_cents, stock: units, shop_id: shopId }));
    }
  }
  return writeCsv(records);
}

