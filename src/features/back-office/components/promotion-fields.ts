import { toCents } from '../../../../core/money';
import type { PromotionKind } from '../../../../core/schemas/back-office-promotions';

/**
 * What each promotion form shows, and the form's text values ↔ the core payload (cents, instants).
 * The payload is then checked with the kind's core schema before it is sent.
 */
export type FieldSpec =
  | { name: string; type: 'shop'; allShops?: boolean }
  | { name: string; type: 'datetime' }
  | { name: string; type: 'money'; label: string }
  | { name: string; type: 'int'; label: string }
  | { name: string; type: 'optional_id'; label: string }
  | { name: string; type: 'localized'; label: string; required: boolean }
  | { name: string; type: 'code' }
  | { name: string; type: 'coupon_value' }
  | { name: string; type: 'select'; label: string; options: readonly string[]; optionLabel: string }
  | { name: string; type: 'checkbox'; label: string }
  | { name: string; type: 'coupons' }
  | { name: string; type: 'items' };

const window: FieldSpec[] = [
  { name: 'starts_at', type: 'datetime' },
  { name: 'ends_at', type: 'datetime' },
];

export const PROMOTION_FIELDS: Record<PromotionKind, FieldSpec[]> = {
  tier: [
    { name: 'shop_id', type: 'shop' },
    { name: 'threshold_cents', type: 'money', label: 'threshold' },
    { name: 'discount_cents', type: 'money', label: 'discount' },
    { name: 'gift_product_id', type: 'optional_id', label: 'gift_product_id' },
    { name: 'label', type: 'localized', label: 'label', required: false },
    ...window,
  ],
  coupon: [
    { name: 'code', type: 'code' },
    { name: 'name', type: 'localized', label: 'name', required: true },
    { name: 'shop_id', type: 'shop', allShops: true },
    { name: 'kind', type: 'select', label: 'kind', options: ['amount', 'percent'], optionLabel: 'kind_' },
    { name: 'value', type: 'coupon_value' },
    { name: 'min_subtotal_cents', type: 'money', label: 'min_subtotal' },
    { name: 'per_user_limit', type: 'int', label: 'per_user_limit' },
    { name: 'shipping_type', type: 'select', label: 'shipping_type', options: ['all', 'delivery', 'pickup'], optionLabel: 'shipping.' },
    { name: 'user_coupon', type: 'checkbox', label: 'user_coupon' },
    { name: 'stackable', type: 'checkbox', label: 'stackable' },
    ...window,
  ],
  package: [
    { name: 'name', type: 'localized', label: 'name', required: true },
    { name: 'description', type: 'localized', label: 'description', required: false },
    { name: 'shop_id', type: 'shop', allShops: true },
    { name: 'coupon_ids', type: 'coupons' },
    ...window,
  ],
  combo: [
    { name: 'shop_id', type: 'shop' },
    { name: 'name', type: 'localized', label: 'name', required: true },
    { name: 'tag', type: 'localized', label: 'tag', required: false },
    { name: 'items', type: 'items' },
    { name: 'combo_price_cents', type: 'money', label: 'combo_price' },
    ...window,
  ],
  special_limit: [{ name: 'shop_id', type: 'shop' }, { name: 'order_limit_times', type: 'int', label: 'order_limit_times' }, ...window],
};

/** The form's state: strings for inputs, booleans, id lists and item rows. */
export type FormValues = Record<string, unknown>;

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant → the browser's local `YYYY-MM-DDTHH:mm` for a datetime-local input. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const fromLocalInput = (value: string): string => {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
};

const dollars = (cents: unknown) => (typeof cents === 'number' ? (cents / 100).toFixed(2) : '');
const centsOf = (text: unknown): number => {
  const n = Number(String(text).trim());
  return String(text).trim() === '' || !Number.isFinite(n) ? Number.NaN : toCents(n);
};
const intOf = (text: unknown): number => (String(text).trim() === '' ? Number.NaN : Number(text));

/** Starting values: a stored promotion's fields, or a new one's defaults (starts now, ends in 30 days). */
export function initialValues(kind: PromotionKind, fields: Record<string, unknown> | null, firstShop: number | null): FormValues {
  const values: FormValues = {};
  const now = Date.now();
  for (const spec of PROMOTION_FIELDS[kind]) {
    const stored = fields?.[spec.name];
    switch (spec.type) {
      case 'shop':
        values[spec.name] = fields ? (stored === null ? '' : String(stored)) : firstShop === null ? '' : String(firstShop);
        break;
      case 'datetime':
        values[spec.name] = toLocalInput(typeof stored === 'string' ? stored : new Date(spec.name === 'starts_at' ? now : now + 30 * 86_400_000).toISOString());
        break;
      case 'money':
        values[spec.name] = dollars(stored);
        break;
      case 'coupon_value':
        values[spec.name] = fields ? (fields.kind === 'amount' ? dollars(stored) : String(stored)) : '';
        break;
      case 'int':
        values[spec.name] = typeof stored === 'number' ? String(stored) : spec.name === 'per_user_limit' ? '1' : '';
        break;
      case 'optional_id':
        values[spec.name] = typeof stored === 'number' ? String(stored) : '';
        break;
      case 'localized':
        values[spec.name] = (stored as Record<string, string> | undefined) ?? { en: '', cn: '', fr: '' };
        break;
      case 'code':
        values[spec.name] = typeof stored === 'string' ? stored : '';
        break;
      case 'select':
        values[spec.name] = typeof stored === 'string' ? stored : spec.options[0];
        break;
      case 'checkbox':
        values[spec.name] = typeof stored === 'boolean' ? stored : spec.name === 'user_coupon';
        break;
      case 'coupons':
        values[spec.name] = Array.isArray(stored) ? stored : [];
        break;
      case 'items':
        values[spec.name] = Array.isArray(stored)
          ? (stored as { product_id: number; qty: number }[]).map((i) => ({ product_id: String(i.product_id), qty: String(i.qty) }))
          : [
              { product_id: '', qty: '1' },
              { product_id: '', qty: '1' },
            ];
        break;
    }
  }
  return values;
}

/** The form's values → the kind's payload (before the core schema checks it). */
export function toPayload(kind: PromotionKind, values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const spec of PROMOTION_FIELDS[kind]) {
    const value = values[spec.name];
    switch (spec.type) {
      case 'shop':
        body[spec.name] = value === '' ? (spec.allShops ? null : Number.NaN) : Number(value);
        break;
      case 'datetime':
        body[spec.name] = fromLocalInput(String(value));
        break;
      case 'money':
        body[spec.name] = centsOf(value);
        break;
      case 'coupon_value':
        body[spec.name] = values.kind === 'amount' ? centsOf(value) : intOf(value);
        break;
      case 'int':
        body[spec.name] = intOf(value);
        break;
      case 'optional_id':
        body[spec.name] = String(value).trim() === '' ? null : intOf(value);
        break;
      case 'items':
        body[spec.name] = (value as { product_id: string; qty: string }[]).map((i) => ({ product_id: intOf(i.product_id), qty: intOf(i.qty) }));
        break;
      default:
        body[spec.name] = value;
    }
  }
  return body;
}
