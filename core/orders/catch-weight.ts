import { isWeighed } from '../cart/weight-display';

/**
 * Catch-weight units (spec §3 Product need_weigh / weight_value / weight_unit, §9 "charged at the
 * standard price and the difference refunded if the delivered weight is less"). The warehouse weighs
 * in grams; a line's standard (nominal) weight is its product's weight_value per unit.
 */

/** Grams in one unit of each weight unit products carry (the international avoirdupois pound). */
const GRAMS_PER_UNIT: Readonly<Record<string, number>> = {
  kg: 1000,
  g: 1,
  lb: 453.59237,
  oz: 28.349523125,
};

export interface WeightFieldsOfLine {
  needWeigh: number | boolean;
  weightValue: string;
  weightUnit: string;
}

/**
 * The standard weight of one unit of a line in whole grams, or null when the line is not sold by
 * catch-weight (need_weigh off, no weight, or a volume unit such as L that a scale does not read).
 * The exact weight_value is used (0.6 kg → 600 g), not the cart's display rounding to a whole number,
 * so a 0.6 kg piece is not settled against 1 kg; lb and oz round to the nearest gram (10 lb → 4,536 g).
 */
export function nominalUnitGrams(line: WeightFieldsOfLine): number | null {
  const fields = { need_weigh: line.needWeigh === true || line.needWeigh === 1 ? 1 : 0, weight_value: line.weightValue, weight_unit: line.weightUnit } as const;
  if (!isWeighed(fields)) return null;
  const perUnit = GRAMS_PER_UNIT[line.weightUnit.trim().toLowerCase()];
  if (perUnit === undefined) return null;
  const grams = Math.round(Number(line.weightValue.trim()) * perUnit);
  return grams >= 1 ? grams : null;
}
