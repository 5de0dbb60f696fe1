import { describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES as M, validateProductInput, type ProductInputDraft } from '../../core/schemas/back-office-products';
import en from '../../locales/en.json';

const valid = (over: Partial<ProductInputDraft> = {}): ProductInputDraft => ({
  sku: 'RICE-25',
  category: 'rice-flour',
  name: { en: 'Jasmine rice 25 lb', cn: '茉莉香米 25 磅', fr: 'Riz jasmin 25 lb' },
  price_cents: 3299,
  stock: [{ shop_id: 1, stock: 40 }],
  ...over,
});

const messages = (input: unknown) => {
  const r = validateProductInput(input);
  return r.ok ? [] : r.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('the product a manager writes', () => {
  it('accepts a complete product and fills the defaults', () => {
    const r = validateProductInput(valid());
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value).toMatchObject({ tax_class: 'taxable', listed: true, special: null, batch_prices: [], max_per_order: 0 });
  });

  it('refuses a missing translation of the name and of a description given in one language', () => {
    expect(messages(valid({ name: { en: 'Rice', cn: '', fr: 'Riz' }, description: { en: 'Long grain', cn: '', fr: '' } }))).toEqual(
      expect.arrayContaining([`name.cn:${M.translationMissing}`]),
    );
    expect(messages(valid({ description: { en: 'Long grain', cn: '', fr: '' } }))).toEqual([
      `description.cn:${M.translationMissing}`,
      `description.fr:${M.translationMissing}`,
    ]);
  });

  it('wants the discount price below the price and the original price not below it', () => {
    expect(messages(valid({ special: { discount_price_cents: 3299, dis_qty: 1, discount_limit_times: 0 } }))).toEqual([
      `special.discount_price_cents:${M.discountNotBelowPrice}`,
    ]);
    expect(messages(valid({ original_price_cents: 3000 }))).toEqual([`original_price_cents:${M.originalBelowPrice}`]);
    expect(messages(valid({ special: { discount_price_cents: 2999, dis_qty: 1, discount_limit_times: 2 }, original_price_cents: 3500 }))).toEqual([]);
  });

  it('wants batch tiers ascending, non-overlapping and cheaper', () => {
    const ok = [
      { start: 5, end: 9, price_cents: 3100 },
      { start: 10, end: 0, price_cents: 2999 },
    ];
    expect(messages(valid({ batch_prices: ok }))).toEqual([]);
    expect(messages(valid({ batch_prices: [{ start: 5, end: 10, price_cents: 3100 }, { start: 8, end: 0, price_cents: 2999 }] }))).toEqual([
      `batch_prices.1.start:${M.batchOrder}`,
    ]);
    expect(messages(valid({ batch_prices: [{ start: 5, end: 0, price_cents: 3100 }, { start: 10, end: 0, price_cents: 2999 }] }))).toContain(
      `batch_prices.0.end:${M.batchRange}`,
    );
    expect(messages(valid({ batch_prices: [{ start: 5, end: 0, price_cents: 3400 }] }))).toEqual([`batch_prices.0.price_cents:${M.batchPriceNotBelow}`]);
    const regular = valid({}).price_cents as number;
    expect(messages(valid({ batch_prices: [{ start: 1, end: 9, price_cents: regular }, { start: 10, end: 0, price_cents: regular - 1 }] }))).toEqual([]);
    expect(messages(valid({ batch_prices: [{ start: 2, end: 0, price_cents: regular }] }))).toEqual([`batch_prices.0.price_cents:${M.batchPriceNotBelow}`]);
  });

  it('wants a weight and unit for a product sold by weight, and one stock entry per shop', () => {
    expect(messages(valid({ need_weigh: true }))).toEqual([`weight_value:${M.weightRequired}`, `weight_unit:${M.weightRequired}`]);
    expect(messages(valid({ need_weigh: true, weight_value: '2.5', weight_unit: 'lb' }))).toEqual([]);
    expect(messages(valid({ stock: [{ shop_id: 1, stock: null }, { shop_id: 1, stock: 3 }] }))).toEqual([`stock.1.shop_id:${M.shopRepeated}`]);
  });

  it('refuses a bad SKU, a negative price and a fractional stock with its own keys, all translated', () => {
    const found = messages(valid({ sku: 'no spaces', price_cents: -1, stock: [{ shop_id: 1, stock: 1.5 }] }));
    expect(found).toEqual([`sku:${M.skuInvalid}`, `price_cents:${M.priceInvalid}`, `stock.0.stock:${M.stockInvalid}`]);
    const validation = en.validation as Record<string, string>;
    for (const key of Object.values(M)) expect(validation[key.replace('validation.', '')], key).toBeTruthy();
  });

  it('checks 20,000 rows quickly (no schema built per row)', () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => valid({ sku: `SKU-${i}`, price_cents: 100 + i }));
    const started = performance.now();
    let ok = 0;
    for (const row of rows) if (validateProductInput(row).ok) ok++;
    const ms = performance.now() - started;
    expect(ok).toBe(20_000);
    console.log(`validateProductInput: 20,000 rows in ${ms.toFixed(0)} ms`);
    expect(ms).toBeLessThan(3000);
  });
});
