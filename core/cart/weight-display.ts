import type { ProductSummary } from '../schemas/catalogue';

/** The unit label of items that are not weighed (spec §2.4, §9 Pricing). */
export const DEFAULT_UNIT_LABEL = 'ct';

export type WeightFields = Pick<ProductSummary, 'need_weigh' | 'weight_value' | 'weight_unit'>;
export type SoldByUnitFields = Pick<ProductSummary, 'unit_flag' | 'unit_count' | 'unit_value'>;

/**
 * Whether weight display applies. The spec says only that it is judged from need_weigh,
 * weight_value and weight_unit together; reading chosen: need_weigh 1, a non-empty weight_unit and
 * a weight_value that parses to a number above 0.
 */
export function isWeighed(product: WeightFields): boolean {
  const value = Number(product.weight_value.trim());
  return product.need_weigh === 1 && product.weight_unit.trim() !== '' && Number.isFinite(value) && value > 0;
}

export interface QuantityDisplay {
  /** qty × rounded weight for weighed products, else qty. */
  amount: number;
  /** weight_unit, or "ct" (a code: `quantityText` translates it). */
  unit: string;
}

/**
 * A cart cell's quantity (spec §2.4): weighed products show qty × (weight_value rounded to a whole
 * number) followed by weight_unit; other items show qty and "ct".
 */
export function quantityDisplay(qty: number, product: WeightFields): QuantityDisplay {
  if (!isWeighed(product)) return { amount: qty, unit: DEFAULT_UNIT_LABEL };
  return { amount: qty * Math.round(Number(product.weight_value.trim())), unit: product.weight_unit.trim() };
}

/**
 * The units the locale files translate (`units.<code>`): "ct" and the weight units products carry.
 * Codes are lower case; a product's weight_unit is matched without regard to case ("KG", "mL").
 */
export const UNIT_CODES = ['ct', 'kg', 'lb', 'g', 'oz', 'l', 'ml'] as const;
export type UnitCode = (typeof UNIT_CODES)[number];

export function unitCode(unit: string): UnitCode | null {
  const code = unit.trim().toLowerCase();
  return (UNIT_CODES as readonly string[]).includes(code) ? (code as UnitCode) : null;
}

/** The part of i18next's `t` the unit labels need (core imports no i18n library). */
export interface UnitTranslator {
  (key: `units.${UnitCode}`, options: { count: number }): string;
  (key: 'units.quantity', options: { amount: number | string; unit: string }): string;
}

/**
 * A unit label in the reader's language ("ct" → "件" in cn, "unités" in fr; "kg" → "公斤" in cn),
 * plural by `count`. A unit we have no translation for is shown as the product gives it.
 */
export function unitLabel(unit: string, count: number, t: UnitTranslator): string {
  const code = unitCode(unit);
  return code ? t(`units.${code}`, { count }) : unit.trim();
}

/** "3 ct", "9 kg", "3 件", "9 公斤", "3 unités": a quantity as the cart, checkout, orders and invoice show it. */
export function quantityText(qty: number, product: WeightFields, t: UnitTranslator): string {
  const { amount, unit } = quantityDisplay(qty, product);
  return t('units.quantity', { amount, unit: unitLabel(unit, amount, t) });
}

/** Sold by unit: unit_flag 1, unit_count > 0 and a unit_value present (spec §3 Product). */
export function isSoldByUnit(product: SoldByUnitFields): boolean {
  return product.unit_flag === 1 && product.unit_count > 0 && product.unit_value.trim() !== '';
}
