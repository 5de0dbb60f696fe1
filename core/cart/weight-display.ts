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
  /** weight_unit, or "ct". */
  unit: string;
  /** `${amount} ${unit}`, one normal space between. */
  text: string;
}

/**
 * A cart cell's quantity (spec §2.4): weighed products show qty × (weight_value rounded to a whole
 * number) followed by weight_unit; other items show qty and "ct".
 */
export function quantityDisplay(qty: number, product: WeightFields): QuantityDisplay {
  if (!isWeighed(product)) return { amount: qty, unit: DEFAULT_UNIT_LABEL, text: `${qty} ${DEFAULT_UNIT_LABEL}` };
  const amount = qty * Math.round(Number(product.weight_value.trim()));
  const unit = product.weight_unit.trim();
  return { amount, unit, text: `${amount} ${unit}` };
}

/** Sold by unit: unit_flag 1, unit_count > 0 and a unit_value present (spec §3 Product). */
export function isSoldByUnit(product: SoldByUnitFields): boolean {
  return product.unit_flag === 1 && product.unit_count > 0 && product.unit_value.trim() !== '';
}
