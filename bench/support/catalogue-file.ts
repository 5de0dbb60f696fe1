import { type CatalogueCsvProduct, catalogueHeader, catalogueRecord } from '../../core/back-office/catalogue-csv';
import { UNLIMITED_STOCK } from '../../core/cart/add-to-cart-check';

/**
 * A full catalogue file of `count` new products in canonical form, spread over the given categories
 * and shops, with Chinese and French text, quoted commas and line breaks, batch prices and tags:
 * what bench:import and the round-trip test import.
 */
export function generatedCatalogueProducts(count: number, categories: readonly string[], shopIds: readonly number[]): CatalogueCsvProduct[] {
  const list: CatalogueCsvProduct[] = [];
  for (let i = 0; i < count; i++) {
    const n = String(i + 1).padStart(5, '0');
    const cents = 199 + ((i * 37) % 9800);
    const weighed = i % 7 === 0;
    const stock: Record<number, number | null> = {};
    shopIds.forEach((shopId, s) => {
      stock[shopId] = (i + s) % 5 === 0 ? null : (i + s) % 3 === 0 ? UNLIMITED_STOCK : (i * 13 + s) % 400;
    });
    list.push({
      sku: `IMP-${n}`,
      category: categories[i % categories.length]!,
      listed: i % 11 !== 0,
      name: { en: `Imported item ${n}, case`, cn: `进口商品 ${n}`, fr: `Article importé ${n}, « caisse »` },
      description:
        i % 3 === 0
          ? { en: '', cn: '', fr: '' }
          : { en: `Line one of ${n}.\nLine two, with "quotes".`, cn: `第一行 ${n}\n第二行`, fr: `Première ligne ${n}.\nDeuxième ligne : été` },
      need_weigh: weighed,
      weight_value: weighed ? '2.5' : '',
      weight_unit: weighed ? 'kg' : '',
      price_cents: cents,
      org_price_cents: i % 4 === 0 ? cents + 100 : cents,
      is_special: i % 4 === 0,
      dis_qty: i % 4 === 0 ? 5 : 0,
      discount_limit_times: i % 4 === 0 ? 2 : 0,
      batch_prices:
        i % 4 !== 0 && i % 5 === 0
          ? [
              { start: 10, end: 49, price_cents: cents - 20 },
              { start: 50, end: 0, price_cents: cents - 50 },
            ]
          : [],
      max: i % 9 === 0 ? 20 : 0,
      // Some products sold by the case (issue 20): at least 2, then by 2.
      min_qty: i % 7 === 0 ? 2 : 1,
      qty_step: i % 7 === 0 ? 2 : 1,
      tags: i % 6 === 0 ? [{ tag: { en: 'New', cn: '新品', fr: 'Nouveau' }, color: '#2563EB' }] : [],
      tax_class: i % 3 === 1 ? 'taxable' : 'zero_rated',
      pickup_allowed: i % 8 !== 0,
      stock,
    });
  }
  return list;
}

/** Records (header first) of the given products, sorted by SKU as export writes them. */
export function catalogueRecords(list: readonly CatalogueCsvProduct[], shopIds: readonly number[]): string[][] {
  const sorted = [...list].sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0));
  const ids = [...shopIds].sort((a, b) => a - b);
  return [catalogueHeader(ids), ...sorted.map((p) => catalogueRecord(p, ids))];
}
