import { describe, expect, it } from 'vitest';
import { parsePastedText } from '../../../core/bulk-entry/parse-pasted-text';
import { resolveEntries } from '../../../core/bulk-entry/resolve-entries';
import { sampleCsv } from '../../../core/bulk-entry/sample-csv';
import { createSkuSearchIndex } from '../../../core/bulk-entry/sku-search-index';
import { summarizeBulkRows } from '../../../core/bulk-entry/summarize-rows';
import { validateBulkRow } from '../../../core/bulk-entry/validate-row';
import { parseCsvFile } from '../../../core/bulk-entry/parse-csv-file';
import { BULK_MAX_ROWS } from '../../../core/schemas/agent';
import { CATALOGUE, skuRow } from './fixtures';

const index = createSkuSearchIndex(CATALOGUE);
const resolve = (text: string, max?: number) => resolveEntries(index, parsePastedText(text).entries, max);
const sku = (row: number) => CATALOGUE[row]!.sku;

describe('resolveEntries: repeats summed, 500 rows at most', () => {
  it('sums repeated SKUs (any case) and names of the same product, keeping first-seen order', () => {
    const { entries, overflow } = resolve('GAR-001 2\nTOM-010,1\ngar-001\t3\nPeeled Garlic 5\nTOM-010');
    expect(overflow).toBe(0);
    expect(entries.map((e) => [e.resolution.kind === 'product' ? sku(e.resolution.row) : e.query, e.qty, e.lines])).toEqual([
      ['GAR-001', 10, [1, 3, 4]],
      ['TOM-010', 2, [2, 5]],
    ]);
  });

  it('sums repeats of an unknown SKU too, but never a line whose qty is bad', () => {
    const { entries } = resolve('NOPE 1\nnope 2\nGAR-001,abc\nGAR-001 2');
    expect(entries.map((e) => [e.query, e.resolution.kind, e.qty])).toEqual([
      ['NOPE', 'unknown', 3],
      ['GAR-001', 'product', null],
      ['GAR-001', 'product', 2],
    ]);
  });

  it('an ambiguous name stays ambiguous with its candidates', () => {
    const [entry] = resolve('garlic 2').entries;
    expect(entry!.resolution).toMatchObject({ kind: 'ambiguous' });
  });

  it(`keeps ${BULK_MAX_ROWS} rows and counts the rest; repeats of kept rows still sum`, () => {
    const rows = Array.from({ length: BULK_MAX_ROWS + 20 }, (_, i) => skuRow({ product_id: i + 1, sku: `S${i}`, name: `P${i}` }));
    const big = createSkuSearchIndex(rows);
    const lines = rows.map((row) => `${row.sku} 1`);
    lines.push('S0 4');
    const { entries, overflow } = resolveEntries(big, parsePastedText(lines.join('\n')).entries);
    expect(entries).toHaveLength(BULK_MAX_ROWS);
    expect(overflow).toBe(20);
    expect(entries[0]!.qty).toBe(5);
    // Exactly 500 is not too many.
    expect(resolveEntries(big, parsePastedText(lines.slice(0, BULK_MAX_ROWS).join('\n')).entries).overflow).toBe(0);
  });

  it('a CSV upload goes through the same rules', () => {
    const parsed = parseCsvFile('\uFEFFSKU,QTY\r\nGAR-001,2\r\nGAR-001,1\r\nNOPE,1\r\n');
    expect(parsed.ok).toBe(true);
    const { entries } = resolveEntries(index, parsed.ok ? parsed.entries : []);
    expect(entries.map((e) => [e.query, e.qty, e.resolution.kind])).toEqual([
      ['GAR-001', 3, 'product'],
      ['NOPE', 1, 'unknown'],
    ]);
  });
});

describe('validateBulkRow: one reason a row', () => {
  const product = (sku: string) => CATALOGUE.find((row) => row.sku === sku)!;
  it.each([
    ['a plain product', 'GAR-001', 3, 'delivery', null],
    ['delisted (status 1)', 'OLD-900', 1, 'delivery', { reason: 'delisted' }],
    ['has options: chosen on the product page', 'BOX-1', 1, 'delivery', { reason: 'has_options' }],
    ['weighed (need_weigh 1): added from the product page', 'BEEF-1', 1, 'delivery', { reason: 'weighed' }],
    ['not pickable on a pickup order', 'FRZ-1', 1, 'pickup', { reason: 'not_pickable' }],
    ['the same product delivered is fine', 'FRZ-1', 1, 'delivery', null],
    ['out of stock (stock 0)', 'CUP-12', 1, 'delivery', { reason: 'out_of_stock' }],
    ['a bad qty', 'GAR-001', null, 'delivery', { reason: 'bad_qty' }],
    ['qty 0', 'GAR-001', 0, 'delivery', { reason: 'bad_qty' }],
    ['qty = max (stock 40, max 10)', 'RICE-25', 10, 'delivery', null],
    ['qty > max', 'RICE-25', 11, 'delivery', { reason: 'over_max', limit: 10 }],
    ['qty = stock (stock 3, no max)', 'OIL-4', 3, 'delivery', null],
    ['qty > stock', 'OIL-4', 4, 'delivery', { reason: 'over_stock', limit: 3 }],
    ['unlimited stock (-9999), no max', 'TOM-010', 99_999, 'delivery', null],
  ] as const)('%s', (_label, code, qty, shipping, expected) => {
    expect(validateBulkRow(product(code), qty, shipping)).toEqual(expected);
  });

  it.each([
    ['stock below max: stock binds', { stock: 5, max: 8 }, 6, { reason: 'over_stock', limit: 5 }],
    ['stock below max: at stock', { stock: 5, max: 8 }, 5, null],
    ['unlimited stock with a max', { stock: -9999, max: 4 }, 5, { reason: 'over_max', limit: 4 }],
    ['unlimited stock at max', { stock: -9999, max: 4 }, 4, null],
    ['stock equal to max', { stock: 6, max: 6 }, 7, { reason: 'over_max', limit: 6 }],
    ['negative stock other than -9999 is none left', { stock: -1, max: 0 }, 1, { reason: 'out_of_stock' }],
  ])('boundaries: %s', (_label, limits, qty, expected) => {
    expect(validateBulkRow(skuRow({ product_id: 1, sku: 'X', name: 'X', ...limits }), qty, 'delivery')).toEqual(expected);
  });

  it('the first reason wins: a delisted weighed product out of stock is delisted', () => {
    expect(validateBulkRow(skuRow({ product_id: 1, sku: 'X', name: 'X', status: 1, need_weigh: 1, stock: 0 }), 1, 'pickup')).toEqual({
      reason: 'delisted',
    });
  });
});

describe('summaries and the sample file', () => {
  it('sums lines, units and the subtotal in cents', () => {
    expect(summarizeBulkRows([{ price: 59.95, qty: 2 }, { price: 0.1, qty: 3 }])).toEqual({ lines: 2, units: 5, subtotal: 12_020 });
    expect(summarizeBulkRows([])).toEqual({ lines: 0, units: 0, subtotal: 0 });
  });

  it('the sample CSV holds real SKUs that would go in, and reads back through the CSV parser', () => {
    const text = sampleCsv(CATALOGUE, 'pickup');
    expect(text.startsWith('SKU,QTY\r\n')).toBe(true);
    const parsed = parseCsvFile(text);
    expect(parsed.ok).toBe(true);
    const entries = parsed.ok ? parsed.entries : [];
    expect(entries.length).toBeGreaterThanOrEqual(3);
    const { entries: resolved } = resolveEntries(index, entries);
    for (const entry of resolved) {
      expect(entry.resolution.kind).toBe('product');
      if (entry.resolution.kind === 'product') {
        expect(validateBulkRow(CATALOGUE[entry.resolution.row]!, entry.qty, 'pickup')).toBeNull();
      }
    }
  });
});
