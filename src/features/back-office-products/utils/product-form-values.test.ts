import { describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES, productRecordSchema, type ProductRecord } from '../../../../core/schemas/back-office-products';
import {
  blankValues,
  centsFromInput,
  checkValues,
  isPlacedField,
  patchBetween,
  valuesFromRecord,
  wholeFromInput,
  type ProductFormValues,
} from './product-form-values';

const record: ProductRecord = productRecordSchema.parse({
  id: 7,
  sku: 'PRD-1007',
  category: 3,
  name: { en: 'Russet Potatoes', cn: '褐皮土豆', fr: 'Pommes de terre Russet' },
  price_cents: 3495,
  batch_prices: [
    { start: 1, end: 4, price_cents: 3495 },
    { start: 5, end: 0, price_cents: 3295 },
  ],
  stock: [
    { shop_id: 17243, stock: 40 },
    { shop_id: 17244, stock: null },
  ],
  tags: [{ tag: { en: 'Local', cn: '本地', fr: 'Local' }, color: '#15803D' }],
  image: '',
  updated_at: '2026-11-28T10:00:00.000Z',
});

const filled = (): ProductFormValues => ({
  ...blankValues([17243, 17244]),
  sku: 'NEW-1',
  category: '3',
  name: { en: 'Leeks', cn: '韭葱', fr: 'Poireaux' },
  price: '12.50',
});

describe('money and whole numbers typed in the form', () => {
  it('turns dollars into exact cents, a French comma too, and refuses anything else', () => {
    expect(centsFromInput('12.5')).toBe(1250);
    expect(centsFromInput('0.29')).toBe(29);
    expect(centsFromInput('1,005'.replace(',', ''))).toBe(100500);
    expect(centsFromInput('12,50')).toBe(1250);
    expect(centsFromInput(' $4.10 ')).toBe(410);
    expect(centsFromInput('', 0)).toBe(0);
    expect(centsFromInput('')).toBeNaN();
    expect(centsFromInput('1.005')).toBeNaN();
    expect(centsFromInput('-3')).toBeNaN();
    expect(centsFromInput('abc')).toBeNaN();
  });

  it('reads whole numbers only', () => {
    expect(wholeFromInput('7')).toBe(7);
    expect(wholeFromInput('', 0)).toBe(0);
    expect(wholeFromInput('2.5')).toBeNaN();
  });
});

describe('checkValues (core validateProductInput over the form)', () => {
  it('accepts a complete product and gives the payload in cents', () => {
    const check = checkValues(filled());
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.value.price_cents).toBe(1250);
    expect(check.value.category).toBe(3);
    expect(check.value.stock).toEqual([
      { shop_id: 17243, stock: 0 },
      { shop_id: 17244, stock: 0 },
    ]);
  });

  it('puts a missing Chinese name under that input', () => {
    const values = filled();
    values.name.cn = '  ';
    const check = checkValues(values);
    expect(check).toEqual({ ok: false, errors: { 'name.cn': PRODUCT_MESSAGES.translationMissing } });
    expect(isPlacedField('name.cn', values)).toBe(true);
  });

  it('names the row of a tier and the shop of a stock by their own keys, not by their index', () => {
    const values = valuesFromRecord(record, [17243, 17244]);
    values.price = '30.00';
    const tiers = checkValues(values);
    expect(tiers.ok).toBe(false);
    if (tiers.ok) return;
    expect(tiers.errors[`batch_prices.${values.batch_prices[0]!.key}.price_cents`]).toBe(PRODUCT_MESSAGES.batchPriceNotBelow);
    for (const field of Object.keys(tiers.errors)) expect(isPlacedField(field, values)).toBe(true);

    const stock = valuesFromRecord(record, [17243, 17244]);
    stock.stock = stock.stock.map((s) => (s.shop_id === 17244 ? { ...s, mode: 'count', count: 'x' } : s));
    const check = checkValues(stock);
    expect(check).toEqual({ ok: false, errors: { 'stock.17244': PRODUCT_MESSAGES.stockInvalid } });
    expect(isPlacedField('stock.17244', stock)).toBe(true);
  });

  it('refuses a price that is not a figure with the price message, and an empty category', () => {
    const values = { ...filled(), price: '12.5.0', category: '' };
    const check = checkValues(values);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.price_cents).toBe(PRODUCT_MESSAGES.priceInvalid);
    expect(check.errors.category).toBe(PRODUCT_MESSAGES.categoryRequired);
  });
});

describe('patchBetween (what a PATCH sends)', () => {
  it('round-trips a stored product without a change', () => {
    const check = checkValues(valuesFromRecord(record, [17243, 17244]));
    expect(check.ok).toBe(true);
    if (check.ok) expect(patchBetween(record, check.value)).toEqual({});
  });

  it('sends the new price and only the shop whose stock changed', () => {
    const values = valuesFromRecord(record, [17243, 17244]);
    values.price = '36.50';
    values.stock = values.stock.map((s) => (s.shop_id === 17243 ? { ...s, count: '7' } : s));
    const check = checkValues(values);
    expect(check.ok).toBe(true);
    if (check.ok) expect(patchBetween(record, check.value)).toEqual({ price_cents: 3650, stock: [{ shop_id: 17243, stock: 7 }] });
  });

  it('offers no "not sold" for a shop that already sells the product', () => {
    const values = valuesFromRecord(record, [17243, 17244, 17245]);
    expect(values.stock.map((s) => [s.shop_id, s.mode, s.stored])).toEqual([
      [17243, 'count', true],
      [17244, 'unlimited', true],
      [17245, 'none', false],
    ]);
  });
});
