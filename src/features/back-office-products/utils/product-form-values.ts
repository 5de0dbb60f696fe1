import { dollarsText, parseDollars } from '../../../../core/back-office/csv-values';
import {
  DEFAULT_TAX_CLASS,
  validateProductInput,
  type ProductInput,
  type ProductIssue,
  type ProductPatch,
  type ProductRecord,
  type TaxClass,
  type WEIGHT_UNITS,
} from '../../../../core/schemas/back-office-products';
import { LOCALES, type Locale } from '../../../../core/schemas/common';

/**
 * The product form's values (what the inputs hold: text, dollars as typed) and the way to and from
 * core's product payload (cents, whole numbers). The form validates the payload with core's
 * `validateProductInput`, the very rule the server applies.
 */

export type Texts = Record<Locale, string>;
export const TEXT_FIELDS = ['name', 'full_name', 'propaganda', 'description', 'specification'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

/** One shop's stock: not sold there, a count, or unlimited. */
export interface ShopStockValue {
  shop_id: number;
  mode: 'none' | 'count' | 'unlimited';
  count: string;
  /** Already sold there (stored): a patch cannot take a shop away, so the form offers no "not sold". */
  stored: boolean;
}

export interface TierValue {
  key: number;
  start: string;
  end: string;
  price: string;
}

export interface TagValue {
  key: number;
  text: Texts;
  color: string;
}

export interface ProductFormValues extends Record<TextField, Texts> {
  sku: string;
  category: string;
  need_weigh: boolean;
  weight_value: string;
  weight_unit: '' | (typeof WEIGHT_UNITS)[number];
  price: string;
  original_price: string;
  on_special: boolean;
  discount_price: string;
  dis_qty: string;
  discount_limit_times: string;
  batch_prices: TierValue[];
  stock: ShopStockValue[];
  max_per_order: string;
  min_qty: string;
  qty_step: string;
  tags: TagValue[];
  pickup_allowed: boolean;
  tax_class: TaxClass;
  listed: boolean;
}

const emptyTexts = (): Texts => ({ en: '', cn: '', fr: '' });
let nextKey = 1;
export const newRowKey = () => nextKey++;

/** Dollars as an input shows them: `12.50`, empty for none. */
export const dollarsInput = (cents: number, emptyWhenZero = false): string => (emptyWhenZero && cents === 0 ? '' : dollarsText(cents));

/**
 * Dollars typed in an input to cents, exactly (no floating point): `12`, `12.5`, `12,50` (a French
 * decimal comma), `$12.50`. Empty is `empty`; anything else is NaN, which core's schema refuses with
 * the price message.
 */
export function centsFromInput(text: string, empty: number = Number.NaN): number {
  const trimmed = text.trim().replace(/\s/g, '');
  if (trimmed === '') return empty;
  const cents = parseDollars(trimmed.replace(',', '.'));
  return cents === null ? Number.NaN : cents;
}

/** A whole number typed in an input; empty is `empty`, anything else NaN (refused by the schema). */
export function wholeFromInput(text: string, empty: number = Number.NaN): number {
  const trimmed = text.trim();
  if (trimmed === '') return empty;
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export function blankValues(shopIds: number[]): ProductFormValues {
  return {
    sku: '',
    category: '',
    name: emptyTexts(),
    full_name: emptyTexts(),
    propaganda: emptyTexts(),
    description: emptyTexts(),
    specification: emptyTexts(),
    need_weigh: false,
    weight_value: '',
    weight_unit: '',
    price: '',
    original_price: '',
    on_special: false,
    discount_price: '',
    dis_qty: '0',
    discount_limit_times: '0',
    batch_prices: [],
    stock: shopIds.map((shop_id) => ({ shop_id, mode: 'count', count: '0', stored: false })),
    max_per_order: '0',
    min_qty: '1',
    qty_step: '1',
    tags: [],
    pickup_allowed: true,
    tax_class: DEFAULT_TAX_CLASS,
    listed: true,
  };
}

export function valuesFromRecord(record: ProductRecord, shopIds: number[]): ProductFormValues {
  const stored = new Map(record.stock.map((s) => [s.shop_id, s.stock]));
  const allShops = [...shopIds, ...record.stock.map((s) => s.shop_id).filter((id) => !shopIds.includes(id))];
  return {
    sku: record.sku,
    category: String(record.category),
    name: { ...record.name },
    full_name: { ...record.full_name },
    propaganda: { ...record.propaganda },
    description: { ...record.description },
    specification: { ...record.specification },
    need_weigh: record.need_weigh,
    weight_value: record.weight_value,
    weight_unit: record.weight_unit,
    price: dollarsInput(record.price_cents),
    original_price: dollarsInput(record.original_price_cents, true),
    on_special: record.special !== null,
    discount_price: record.special ? dollarsInput(record.special.discount_price_cents) : '',
    dis_qty: String(record.special?.dis_qty ?? 0),
    discount_limit_times: String(record.special?.discount_limit_times ?? 0),
    batch_prices: record.batch_prices.map((tier) => ({ key: newRowKey(), start: String(tier.start), end: String(tier.end), price: dollarsInput(tier.price_cents) })),
    stock: allShops.map((shop_id) => {
      const stock = stored.get(shop_id);
      if (stock === undefined) return { shop_id, mode: 'none', count: '0', stored: false };
      return stock === null ? { shop_id, mode: 'unlimited', count: '0', stored: true } : { shop_id, mode: 'count', count: String(stock), stored: true };
    }),
    max_per_order: String(record.max_per_order),
    min_qty: String(record.min_qty),
    qty_step: String(record.qty_step),
    tags: record.tags.map((tag) => ({ key: newRowKey(), text: { ...tag.tag }, color: tag.color })),
    pickup_allowed: record.pickup_allowed,
    tax_class: record.tax_class,
    listed: record.listed,
  };
}

/** The shops the draft's `stock` lists, in its order (an issue's index in `stock` names one of them). */
export const stockedShops = (values: ProductFormValues): ShopStockValue[] => values.stock.filter((s) => s.mode !== 'none');

/** The payload core validates and the server stores (before defaults are filled in). */
export function draftFromValues(values: ProductFormValues): Record<string, unknown> {
  const category = values.category.trim();
  return {
    sku: values.sku.trim(),
    category: /^\d+$/.test(category) ? Number(category) : category === '' ? undefined : category,
    name: values.name,
    full_name: values.full_name,
    propaganda: values.propaganda,
    description: values.description,
    specification: values.specification,
    need_weigh: values.need_weigh,
    weight_value: values.weight_value.trim(),
    weight_unit: values.weight_unit,
    price_cents: centsFromInput(values.price),
    original_price_cents: centsFromInput(values.original_price, 0),
    special: values.on_special
      ? {
          discount_price_cents: centsFromInput(values.discount_price),
          dis_qty: wholeFromInput(values.dis_qty, 0),
          discount_limit_times: wholeFromInput(values.discount_limit_times, 0),
        }
      : null,
    batch_prices: values.batch_prices.map((tier) => ({ start: wholeFromInput(tier.start), end: wholeFromInput(tier.end, 0), price_cents: centsFromInput(tier.price) })),
    stock: stockedShops(values).map((s) => ({ shop_id: s.shop_id, stock: s.mode === 'unlimited' ? null : wholeFromInput(s.count) })),
    max_per_order: wholeFromInput(values.max_per_order, 0),
    min_qty: wholeFromInput(values.min_qty, 1),
    qty_step: wholeFromInput(values.qty_step, 1),
    tags: values.tags.map((tag) => ({ tag: tag.text, color: tag.color.trim() })),
    pickup_allowed: values.pickup_allowed,
    tax_class: values.tax_class,
    listed: values.listed,
  };
}

/**
 * Where a core issue is shown: a key per input (`name.cn`, `batch_prices.<row key>.price_cents`,
 * `stock.<shop id>`, `tags.<row key>.tag.fr`), so the message sits under the field it is about.
 */
export function fieldOfIssue(issue: ProductIssue, values: ProductFormValues): string {
  const [head, index, ...rest] = issue.path;
  if (head === 'stock' && typeof index === 'number') return `stock.${stockedShops(values)[index]?.shop_id ?? index}`;
  if (head === 'batch_prices' && typeof index === 'number') return ['batch_prices', values.batch_prices[index]?.key ?? index, ...rest].join('.');
  if (head === 'tags' && typeof index === 'number') return ['tags', values.tags[index]?.key ?? index, ...rest].join('.');
  if (head === 'special') return ['special', index ?? 'discount_price_cents'].join('.');
  return issue.path.join('.');
}

export type FieldErrors = Record<string, string>;

export type FormCheck = { ok: true; value: ProductInput } | { ok: false; errors: FieldErrors };

/** Core's rule over the form: the payload, or an i18n key per field (the first issue of each). */
export function checkValues(values: ProductFormValues): FormCheck {
  const result = validateProductInput(draftFromValues(values));
  if (result.ok) return result;
  const errors: FieldErrors = {};
  for (const issue of result.issues) errors[fieldOfIssue(issue, values)] ??= issue.message;
  return { ok: false, errors };
}

/** The fields of `next` that differ from `before` (stock: only the shops that changed), for a PATCH. */
export function patchBetween(before: ProductInput, next: ProductInput): ProductPatch {
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof ProductInput)[]) {
    if (key === 'stock') continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(next[key])) patch[key] = next[key];
  }
  const was = new Map(before.stock.map((s) => [s.shop_id, s.stock]));
  const stock = next.stock.filter((s) => !was.has(s.shop_id) || was.get(s.shop_id) !== s.stock);
  if (stock.length > 0) patch.stock = stock;
  return patch as ProductPatch;
}

/** Languages in the order the form shows them. */
export const FORM_LANGUAGES: readonly Locale[] = LOCALES;

const PLACED_TOP = new Set(['sku', 'category', 'weight_value', 'weight_unit', 'max_per_order', 'min_qty', 'qty_step', 'price_cents', 'original_price_cents', 'batch_prices', 'stock', 'tags']);

/** Whether the form shows a message for this field key under an input (else the form lists it at the top). */
export function isPlacedField(field: string, values: ProductFormValues): boolean {
  if (PLACED_TOP.has(field)) return true;
  const parts = field.split('.');
  const [head, second, third, fourth] = parts;
  if ((TEXT_FIELDS as readonly string[]).includes(head!)) return parts.length === 2 && (FORM_LANGUAGES as readonly string[]).includes(second!);
  if (head === 'special') return values.on_special && ['discount_price_cents', 'dis_qty', 'discount_limit_times'].includes(second!);
  if (head === 'batch_prices') return values.batch_prices.some((tier) => String(tier.key) === second) && ['start', 'end', 'price_cents'].includes(third!);
  if (head === 'stock') return parts.length === 2 && values.stock.some((s) => String(s.shop_id) === second);
  if (head === 'tags') {
    if (!values.tags.some((tag) => String(tag.key) === second)) return false;
    return third === 'color' ? parts.length === 3 : third === 'tag' && (FORM_LANGUAGES as readonly string[]).includes(fourth!);
  }
  return false;
}
