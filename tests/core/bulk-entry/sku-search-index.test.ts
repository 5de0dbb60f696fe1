import { describe, expect, it } from 'vitest';
import { createSkuSearchIndex, resolveQuery, suggestProducts } from '../../../core/bulk-entry/sku-search-index';
import { CATALOGUE, skuRow } from './fixtures';

const index = createSkuSearchIndex(CATALOGUE);
const skus = (rows: number[]) => rows.map((row) => CATALOGUE[row]!.sku);

describe('suggestProducts: exact SKU, then SKU prefix, then name words', () => {
  it.each([
    ['an exact SKU, any case', 'gar-001', ['GAR-001']],
    ['a SKU prefix', 'GAR', ['GAR-001', 'GAR-002']],
    ['a SKU prefix before names', 'tom', ['TOM-010', 'TOM-011', 'DUP-1']],
    ['a name word prefix', 'garl', ['GAR-002', 'GAR-001']],
    ['every typed word must match a name word', 'tom che', ['TOM-011']],
    ['words in any order', 'tomatoes roma', ['TOM-010', 'DUP-1']],
    ['accents do not matter', 'pates fraiches', ['PÂTE-1']],
    ['Chinese by substring', '去皮', ['CN-1']],
    ['nothing matches', 'zzz', []],
    ['blank', '   ', []],
  ])('%s: %j', (_label, typed, expected) => {
    expect(skus(suggestProducts(index, typed))).toEqual(expected);
  });

  it('a name starting with what was typed ranks first, then listed before delisted', () => {
    const rows = [
      skuRow({ product_id: 1, sku: 'A', name: 'Old Cheddar Sharp', status: 1 }),
      skuRow({ product_id: 2, sku: 'B', name: 'Mild Cheddar' }),
      skuRow({ product_id: 3, sku: 'C', name: 'Cheddar Block' }),
      skuRow({ product_id: 4, sku: 'D', name: 'Aged Cheddar' }),
    ];
    const small = createSkuSearchIndex(rows);
    expect(suggestProducts(small, 'ched').map((row) => rows[row]!.sku)).toEqual(['C', 'D', 'B', 'A']);
  });

  it('gives at most 8, exact SKU first even when prefixes sort before it', () => {
    const rows = Array.from({ length: 30 }, (_, i) => skuRow({ product_id: i + 1, sku: `AB${String(i).padStart(2, '0')}`, name: `Item ${i}` }));
    rows.push(skuRow({ product_id: 99, sku: 'AB', name: 'Exact' }));
    const big = createSkuSearchIndex(rows);
    const found = suggestProducts(big, 'ab').map((row) => rows[row]!.sku);
    expect(found).toHaveLength(8);
    expect(found.slice(0, 3)).toEqual(['AB', 'AB00', 'AB01']);
  });

  it('stays fast over 20,000 products (an index, not a scan a keystroke)', () => {
    const rows = Array.from({ length: 20_000 }, (_, i) =>
      skuRow({ product_id: i + 1, sku: `SKU-${i}`, name: `Line${i % 10} Grade${i % 6} Product ${i} Tomatoes` }),
    );
    const big = createSkuSearchIndex(rows);
    const started = performance.now();
    for (const typed of ['s', 'sk', 'sku-1', 'to', 'tom', 'line3 gra', 'product 1999', 'grade2 tomatoes line4']) {
      expect(suggestProducts(big, typed).length).toBeGreaterThan(0);
    }
    // Eight keystrokes; a scan with sorting of every name took far longer than this.
    expect(performance.now() - started).toBeLessThan(400);
  });
});

describe('resolveQuery: what a pasted SKU or name stands for', () => {
  it.each([
    ['exact SKU', 'GAR-001', { kind: 'product', sku: 'GAR-001' }],
    ['exact SKU, other case and spaces', '  gar-001 ', { kind: 'product', sku: 'GAR-001' }],
    ['a numeric SKU', '10023', { kind: 'product', sku: '10023' }],
    ['a full name only one product has', 'peeled garlic', { kind: 'product', sku: 'GAR-001' }],
    ['words only one name has', 'cherry tom', { kind: 'product', sku: 'TOM-011' }],
    ['a delisted product still resolves (to be flagged delisted)', 'OLD-900', { kind: 'product', sku: 'OLD-900' }],
    ['an unknown SKU', 'NOPE-1', { kind: 'unknown' }],
    ['a SKU prefix is not a SKU', 'TOM-01', { kind: 'unknown' }],
  ] as [string, string, { kind: 'product'; sku: string } | { kind: 'unknown' }][])('%s', (_label, typed, expected) => {
    const found = resolveQuery(index, typed);
    if (expected.kind === 'product') {
      expect(found.kind).toBe('product');
      expect(found.kind === 'product' && CATALOGUE[found.row]!.sku).toBe(expected.sku);
    } else {
      expect(found).toEqual(expected);
    }
  });

  it.each([
    ['two products with the same name', 'Roma Tomatoes', ['TOM-010', 'DUP-1']],
    ['words several names have', 'garlic', ['GAR-002', 'GAR-001']],
    ['a word many names have', 'tomatoes', ['TOM-011', 'TOM-010', 'DUP-1']],
  ])('ambiguous: %s lists the candidates', (_label, typed, expected) => {
    const found = resolveQuery(index, typed);
    expect(found.kind).toBe('ambiguous');
    expect(found.kind === 'ambiguous' && skus(found.candidates).sort()).toEqual([...expected].sort());
  });
});
