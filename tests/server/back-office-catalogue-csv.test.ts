import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importAppliedResponseSchema, importDryRunResponseSchema, type ImportKind } from '../../core/schemas/back-office-import';
import { apiErrorSchema } from '../../core/schemas/common';
import { recordHistoryResponseSchema } from '../../core/schemas/back-office';
import { stockText } from '../../core/back-office/csv-values';
import { catalogueState, categories, products, shopProducts } from '../../server/db/schema';
import { readCsv, writeCsv } from '../../server/services/back-office/catalogue-csv/csv-file';
import { catalogueRecords, generatedCatalogueProducts } from '../../bench/support/catalogue-file';
import { signInStaff, type SignedIn } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';

/**
 * Catalogue import and export by CSV (issue 17): a dry run lists every row's problem with its line,
 * apply changes everything or nothing, and export gives back what was imported, byte for byte.
 */

afterAll(async () => {
  await closeTemplate();
});

describe.each(dbTargets())('catalogue CSV import and export on %s', (target) => {
  let t: TestApp;
  let manager: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(target);
    manager = await signInStaff(t, 'manager');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const exportFile = async (kind: ImportKind) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/back-office/catalogue/export?kind=${kind}`, headers: manager.headers() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(kind === 'full' ? /attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.csv"/ : /filename="stock-prices-/);
    return res.body;
  };
  const dryRun = async (kind: ImportKind, csv: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/back-office/catalogue/import/dry-run', headers: manager.headers(), payload: { kind, csv } });
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    return importDryRunResponseSchema.parse(res.json()).data;
  };
  const apply = (kind: ImportKind, csv: string, token: string, locale: 'en' | 'fr' = 'en', fileName?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/back-office/catalogue/import/apply',
      headers: manager.headers(locale),
      payload: { kind, csv, token, ...(fileName ? { file_name: fileName } : {}) },
    });
  const history = async (productId: number) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/back-office/products/${productId}/history`, headers: manager.headers() });
    expect(res.statusCode, res.body).toBe(200);
    return recordHistoryResponseSchema.parse(res.json()).data.entries;
  };
  const version = async () => (await t.handle.db.select().from(catalogueState))[0]!.version;

  it('refuses a file with five kinds of bad rows, naming each line and column, and changes nothing', async () => {
    const before = await exportFile('full');
    const lines = before.split('\r\n');
    const header = lines[0]!.replace(/^\ufeff/, '');
    const columns = header.split(',');
    const record = (edit: Record<string, string>, from = 1) => {
      const fields = readCsv(lines[from]!).ok ? (readCsv(lines[from]!) as { ok: true; lines: { fields: string[] }[] }).lines[0]!.fields : [];
      for (const [column, value] of Object.entries(edit)) fields[columns.indexOf(column)] = value;
      return fields;
    };
    const file = writeCsv([
      columns,
      record({ sku: 'NEW-1', description_en: 'Two\nlines, and a comma' }), // line 2-3: fine
      record({ sku: 'NEW-2', category: 'no-such-category' }), // line 4
      record({ sku: 'NEW-3', price: '12,50' }), // line 5
      record({ sku: 'NEW-1' }), // line 6: duplicate of line 2
      record({ sku: 'NEW-4', name_fr: '' }), // line 7
      record({ sku: 'NEW-5', [columns.find((c) => c.startsWith('stock_'))!]: 'lots' }), // line 8
    ]);
    const report = await dryRun('full', file);
    const seen = report.problems.map((p) => [p.line, p.column, p.code]);
    expect(seen, JSON.stringify(report.problems)).toEqual([
      [4, 'category', 'unknown_category'],
      [5, 'price', 'bad_price'],
      [6, 'sku', 'duplicate_sku'],
      [7, 'name_fr', 'missing_translation'],
      [8, columns.find((c) => c.startsWith('stock_')), 'bad_stock'],
    ]);
    expect(report.problems[2]!.params).toMatchObject({ first_line: 2 });
    expect(report.new_rows).toBe(1);

    const v = await version();
    const refused = await apply('full', file, report.token, 'fr');
    expect(refused.statusCode).toBe(400);
    expect(apiErrorSchema.parse(refused.json())).toMatchObject({ error: 'IMPORT_HAS_PROBLEMS' });
    expect(await version()).toBe(v);
    expect(await exportFile('full')).toBe(before);
    expect(await t.handle.db.select().from(products).where(eq(products.sku, 'NEW-1'))).toHaveLength(0);
  });

  it('carries each product\'s HST class and pickup flag: bad values are row problems, good ones reach the storefront and come back in the export', async () => {
    const before = await exportFile('full');
    const lines = before.split('\r\n');
    const columns = lines[0]!.replace(/^\ufeff/, '').split(',');
    expect(columns.slice(columns.indexOf('tags'), columns.indexOf('tags') + 3)).toEqual(['tags', 'tax_class', 'pickup']);
    const records = (readCsv(before) as { ok: true; lines: { fields: string[] }[] }).lines.map((l) => l.fields);
    // A taxable product that can be picked up (a container), and a zero-rated one.
    const at = (sku: string) => records.findIndex((r) => r[0] === sku);
    const [container] = await t.handle.db.select().from(products).where(eq(products.sku, 'CT-1001'));
    const [rice] = await t.handle.db.select().from(products).where(eq(products.sku, 'RC-1001'));
    expect([container!.taxClass, container!.pickupAllowed, rice!.taxClass]).toEqual(['taxable', true, 'zero_rated']);
    expect(records[at('CT-1001')]![columns.indexOf('tax_class')]).toBe('taxable');
    expect(records[at('CT-1001')]![columns.indexOf('pickup')]).toBe('yes');
    expect(records[at('RC-1001')]![columns.indexOf('tax_class')]).toBe('zero_rated');

    const edited = (sku: string, edit: Record<string, string>) => {
      const fields = [...records[at(sku)]!];
      for (const [column, value] of Object.entries(edit)) fields[columns.indexOf(column)] = value;
      return fields;
    };
    const bad = writeCsv([
      columns,
      edited('CT-1001', { tax_class: 'exempt' }), // line 2
      edited('RC-1001', { pickup: 'maybe' }), // line 3
      edited('RC-1002', { tax_class: '' }), // line 4
    ]);
    const refused = await dryRun('full', bad);
    expect(refused.problems.map((p) => [p.line, p.column, p.code])).toEqual([
      [2, 'tax_class', 'bad_choice'],
      [3, 'pickup', 'bad_yes_no'],
      [4, 'tax_class', 'bad_choice'],
    ]);
    expect(refused.problems[0]!.params).toEqual({ value: 'exempt', choices: 'zero_rated, taxable' });

    const good = writeCsv([columns, edited('CT-1001', { tax_class: 'zero_rated', pickup: 'no' }), edited('RC-1001', { tax_class: 'Taxable' })]);
    const report = await dryRun('full', good);
    expect(report).toMatchObject({ problem_count: 0, changed_rows: 2 });
    const res = await apply('full', good, report.token);
    expect(res.statusCode, res.body).toBe(200);
    const [c] = await t.handle.db.select().from(products).where(eq(products.sku, 'CT-1001'));
    const [r] = await t.handle.db.select().from(products).where(eq(products.sku, 'RC-1001'));
    expect([c!.taxClass, c!.pickupAllowed, r!.taxClass, r!.pickupAllowed]).toEqual(['zero_rated', false, 'taxable', true]);
    // The menu's product summary: the container's category allows pickup, the product no longer does.
    const snapshot = await t.app.catalogue.current();
    expect(snapshot.products.get(c!.id)).toMatchObject({ taxClass: 'zero_rated', pickupAllowed: false });
    const shopId = [...snapshot.stock.entries()].find(([, stock]) => stock.has(c!.id))![0];
    const product = await t.app.inject({ method: 'GET', url: `/api/webclient/product?shop_id=${shopId}&product_id=${c!.id}`, headers: manager.headers() });
    expect(product.statusCode, product.body).toBe(200);
    expect(product.json().data.pickup_allowed).toBe(false);
    const exported = (readCsv(await exportFile('full')) as { ok: true; lines: { fields: string[] }[] }).lines.map((l) => l.fields);
    const row = exported.find((f) => f[0] === 'CT-1001')!;
    expect([row[columns.indexOf('tax_class')], row[columns.indexOf('pickup')]]).toEqual(['zero_rated', 'no']);
    expect(exported.find((f) => f[0] === 'RC-1001')![columns.indexOf('tax_class')]).toBe('taxable');

    // Back as they were, by the same file format.
    const restore = writeCsv([columns, records[at('CT-1001')]!, records[at('RC-1001')]!]);
    const back = await dryRun('full', restore);
    expect((await apply('full', restore, back.token)).statusCode).toBe(200);
    expect(await exportFile('full')).toBe(before);
  });

  it('names the line of an unclosed quote, and refuses a file other than the dry run\'s', async () => {
    const file = 'sku,price,stock\r\nRIC-1001,10.00,5\r\n"RIC-1002,10.00,5\r\nRIC-1003,1.00,2\r\n';
    const report = await dryRun('quick', file);
    expect(report.problems).toEqual([{ line: 3, column: '', code: 'malformed_csv', params: { reason: 'CSV_QUOTE_NOT_CLOSED' } }]);
    const good = await dryRun('quick', 'sku,price,stock\nRIC-1001,10.00,5\n');
    const other = await apply('quick', 'sku,price,stock\nRIC-1001,1.00,5\n', good.token);
    expect(other.statusCode).toBe(409);
    expect(apiErrorSchema.parse(other.json()).error).toBe('IMPORT_STALE');
  });

  it('a quick file sets the regular price and the stock, and the storefront sees them', async () => {
    const [product] = await t.handle.db.select().from(products).where(eq(products.isSpecial, 0)).limit(1);
    const sold = await t.handle.db.select().from(shopProducts).where(eq(shopProducts.productId, product!.id));
    expect(sold.length).toBeGreaterThan(0);
    const file = `\ufeffSKU,Price,Stock\r\n${product!.sku},$43.21,17\r\nNOPE-1,1.00,1\r\n`;
    const refused = await dryRun('quick', file);
    expect(refused.problems.map((p) => [p.line, p.column, p.code])).toEqual([[3, 'sku', 'unknown_sku']]);

    const ok = `SKU,Price,Stock\r\n${product!.sku},$43.21,17\r\n`;
    const report = await dryRun('quick', ok);
    expect(report).toMatchObject({ problem_count: 0, changed_rows: 1, unchanged_rows: 0 });
    const before = await t.app.catalogue.current();
    const res = await apply('quick', ok, report.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(importAppliedResponseSchema.parse(res.json()).data.changed_rows).toBe(1);
    const after = await t.app.catalogue.current();
    expect(after.version).toBeGreaterThan(before.version);
    const seen = after.products.get(product!.id)!;
    expect([seen.priceCents, seen.orgPriceCents]).toEqual([4321, 4321]);
    for (const row of sold) expect(after.stock.get(row.shopId)!.get(product!.id)).toBe(17);
    expect((await exportFile('quick')).split('\r\n')).toContain(`${product!.sku},43.21,17,${sold[0]!.shopId}`);
  });

  it("carries the quantity rule: a bad one is refused on its line by the product's rule, a good one is applied and written in the product's history", async () => {
    const exported = await exportFile('full');
    const read = readCsv(exported);
    if (!read.ok) throw new Error('export unreadable');
    const [header, ...rows] = read.lines.map((l) => l.fields);
    const col = (name: string) => header!.indexOf(name);
    expect(col('min_qty')).toBeGreaterThan(-1);
    expect(col('qty_step')).toBe(col('min_qty') + 1);
    const [ruled] = await t.handle.db.select().from(products).where(eq(products.qtyStep, 2)).limit(1);
    expect(ruled, 'the demo catalogue sells something by the case').toBeTruthy();
    const ruledRow = rows.find((r) => r[0] === ruled!.sku)!;
    expect([ruledRow[col('min_qty')], ruledRow[col('qty_step')]]).toEqual([String(ruled!.minQty), String(ruled!.qtyStep)]);

    const plain = rows.filter((r) => r[col('min_qty')] === '1' && r[col('max_per_order')] === '0').slice(0, 4);
    const edit = (row: string[], changes: Record<string, string>) => {
      const copy = [...row];
      for (const [name, value] of Object.entries(changes)) copy[col(name)] = value;
      return copy;
    };
    const bad = writeCsv([
      header!,
      edit(plain[0]!, { min_qty: '0' }), // line 2
      edit(plain[1]!, { qty_step: 'two' }), // line 3
      edit(plain[2]!, { min_qty: '30', max_per_order: '20' }), // line 4
    ]);
    const refused = await dryRun('full', bad);
    expect(refused.problems.map((p) => [p.line, p.column, p.code, p.params.message])).toEqual([
      [2, 'min_qty', 'rule', 'validation.product_qty_rule_invalid'],
      [3, 'qty_step', 'bad_integer', undefined],
      [4, 'min_qty', 'rule', 'validation.product_min_qty_above_max'],
    ]);
    expect((await apply('full', bad, refused.token)).statusCode).toBe(400);

    const good = writeCsv([header!, edit(plain[3]!, { min_qty: '6', qty_step: '6' })]);
    const report = await dryRun('full', good);
    expect(report).toMatchObject({ problem_count: 0, changed_rows: 1 });
    const res = await apply('full', good, report.token, 'en', 'cases.csv');
    expect(res.statusCode, res.body).toBe(200);
    const [stored] = await t.handle.db.select().from(products).where(eq(products.sku, plain[3]![0]!));
    expect([stored!.minQty, stored!.qtyStep]).toEqual([6, 6]);
    const [entry] = await history(stored!.id);
    expect(entry).toMatchObject({ action: 'import', staff: expect.any(String) });
    expect(entry!.changes).toEqual([
      { field: 'min_qty', before: '1', after: '6' },
      { field: 'qty_step', before: '1', after: '6' },
      { field: 'import', before: null, after: 'cases.csv, line 2' },
    ]);
    // The export carries it back as written.
    expect((await exportFile('full')).split('\r\n')).toContain(writeCsv([edit(plain[3]!, { min_qty: '6', qty_step: '6' })]).replace(/^\ufeff/, '').split('\r\n')[0]);
  });

  it('takes a file exported before the quantity-rule columns: an existing SKU keeps its rule, a new one gets none, and the export still writes them and re-imports unchanged', async () => {
    const read = readCsv(await exportFile('full'));
    if (!read.ok) throw new Error('export unreadable');
    const [header, ...rows] = read.lines.map((l) => l.fields);
    const dropped = [header!.indexOf('min_qty'), header!.indexOf('qty_step')];
    const old = (row: readonly string[]) => row.filter((_, i) => !dropped.includes(i));
    const [ruled] = await t.handle.db.select().from(products).where(eq(products.qtyStep, 2)).limit(1);
    const ruledRow = rows.find((r) => r[0] === ruled!.sku)!;
    const plainRow = rows.find((r) => r[header!.indexOf('min_qty')] === '1' && r[header!.indexOf('qty_step')] === '1' && r[0] !== ruled!.sku)!;
    const price = header!.indexOf('price');
    const repriced = [...ruledRow];
    repriced[price] = (Number(repriced[price]) + 1).toFixed(2);
    const fresh = [...plainRow];
    fresh[0] = 'OLD-EXPORT-NEW-1';

    // The whole old file is taken: every row unchanged but the repriced one, and the new SKU.
    const oldFile = writeCsv([old(header!), ...rows.filter((r) => r !== ruledRow).map(old), old(repriced), old(fresh)]);
    const report = await dryRun('full', oldFile);
    expect(report.problems).toEqual([]);
    expect(report).toMatchObject({ problem_count: 0, new_rows: 1, changed_rows: 1, unchanged_rows: rows.length - 1 });
    const res = await apply('full', oldFile, report.token);
    expect(res.statusCode, res.body).toBe(200);
    const [kept] = await t.handle.db.select().from(products).where(eq(products.sku, ruled!.sku));
    expect([kept!.minQty, kept!.qtyStep, kept!.priceCents]).toEqual([ruled!.minQty, ruled!.qtyStep, ruled!.priceCents + 100]);
    const [added] = await t.handle.db.select().from(products).where(eq(products.sku, 'OLD-EXPORT-NEW-1'));
    expect([added!.minQty, added!.qtyStep]).toEqual([1, 1]);

    // An old file whose other fields break the kept rule is refused on that row: the rule is checked.
    const minQty = header!.indexOf('min_qty');
    const caseRow = rows.find((r) => Number(r[minQty]) > 1 && r[0] !== ruled!.sku);
    expect(caseRow, 'the demo catalogue has a product with a minimum').toBeTruthy();
    const capped = [...caseRow!];
    capped[header!.indexOf('max_per_order')] = String(Number(caseRow![minQty]) - 1);
    const refused = await dryRun('full', writeCsv([old(header!), old(capped)]));
    expect(refused.problems.map((p) => [p.line, p.code, p.params.message])).toEqual([[2, 'rule', 'validation.product_min_qty_above_max']]);

    // Export still writes both columns, and that file re-imports with nothing to change, byte for byte.
    const exported = await exportFile('full');
    expect(exported.split('\r\n')[0]).toContain('max_per_order,min_qty,qty_step,tags');
    const again = await dryRun('full', exported);
    expect(again).toMatchObject({ problem_count: 0, new_rows: 0, changed_rows: 0 });
    expect((await apply('full', exported, again.token)).statusCode).toBe(200);
    expect(await exportFile('full')).toBe(exported);
  });

  it("a quick file's changes are in each product's history, naming the file and the line", async () => {
    const [product] = await t.handle.db.select().from(products).where(eq(products.isSpecial, 0)).limit(1);
    const sold = await t.handle.db.select().from(shopProducts).where(eq(shopProducts.productId, product!.id));
    const file = `sku,price,stock\r\n${product!.sku},${((product!.priceCents + 111) / 100).toFixed(2)},41\r\n`;
    const report = await dryRun('quick', file);
    expect(report.changed_rows, JSON.stringify(report.problems)).toBe(1);
    expect((await apply('quick', file, report.token, 'en', 'erp-prices.csv')).statusCode).toBe(200);
    const [entry] = await history(product!.id);
    expect(entry?.action).toBe('import');
    expect(entry!.changes).toContainEqual({ field: 'price', before: (product!.orgPriceCents / 100).toFixed(2), after: ((product!.priceCents + 111) / 100).toFixed(2) });
    expect(entry!.changes).toContainEqual({ field: `stock_${sold[0]!.shopId}`, before: stockText(sold[0]!.stock), after: '41' });
    expect(entry!.changes).toContainEqual({ field: 'import', before: null, after: 'erp-prices.csv, line 2' });
  });

  it('imports 20,000 rows within the targets, and export gives back the same bytes', async () => {
    const current = await exportFile('full');
    const read = readCsv(current);
    if (!read.ok) throw new Error('export unreadable');
    const [header, ...rows] = read.lines.map((l) => l.fields);
    const shopIds = header!.filter((c) => c.startsWith('stock_')).map((c) => Number(c.slice(6)));
    const slugs = (await t.handle.db.select({ slug: categories.slug }).from(categories)).map((c) => c.slug);
    const generated = catalogueRecords(generatedCatalogueProducts(20_000, slugs, shopIds), shopIds).slice(1);
    const all = [...rows, ...generated].sort((a, b) => (a[0]! < b[0]! ? -1 : a[0]! > b[0]! ? 1 : 0));
    const file = writeCsv([header!, ...all]);

    let started = performance.now();
    const report = await dryRun('full', file);
    const validateMs = performance.now() - started;
    expect(report).toMatchObject({ problem_count: 0, new_rows: 20_000, changed_rows: 0, unchanged_rows: rows.length });
    started = performance.now();
    const res = await apply('full', file, report.token);
    const applyMs = performance.now() - started;
    expect(res.statusCode, res.body).toBe(200);
    console.log(`${target}: 20,000 rows validated in ${Math.round(validateMs)} ms, applied in ${Math.round(applyMs)} ms`);
    expect(validateMs).toBeLessThan(5000);
    expect(applyMs).toBeLessThan(15_000);

    const exported = await exportFile('full');
    expect(exported === file).toBe(true);
    const again = await dryRun('full', exported);
    expect(again).toMatchObject({ problem_count: 0, new_rows: 0, changed_rows: 0, unchanged_rows: 20_000 + rows.length });
    const noop = await apply('full', exported, again.token);
    expect(noop.statusCode).toBe(200);
    expect(await exportFile('full')).toBe(exported);

    // Generated products sold by the case came through; each new product's history names the import once.
    const minQty = header!.indexOf('min_qty');
    const cased = generated.find((r) => r[minQty] === '2')!;
    const [stored] = await t.handle.db.select().from(products).where(eq(products.sku, cased[0]!));
    expect([stored!.minQty, stored!.qtyStep]).toEqual([2, 2]);
    const entries = await history(stored!.id);
    expect(entries.map((e) => e.action)).toEqual(['import']);
    expect(entries[0]!.changes).toEqual([{ field: 'import', before: null, after: `catalogue.csv, line ${all.indexOf(cased) + 2}` }]);
  }, 120_000);
});
