/**
 * Quantity rules per product (issue 20): a minimum, an optional maximum and a case increment
 * (eggs by 15 dozen). One rule for the renderer's steppers, the order guide's proposals and cart
 * calculate / place order (through `lineRefusals`).
 * Quantities are whole units; a valid quantity is min, min + step, min + 2·step … up to max.
 */
export interface QuantityRule {
  /** Smallest quantity that may be ordered (>= 1). */
  min: number;
  /** Largest quantity that may be ordered, or null for no limit. */
  max: number | null;
  /** Case increment (>= 1): valid quantities are min + k·step. */
  step: number;
}

export const NO_QUANTITY_RULE: QuantityRule = { min: 1, max: null, step: 1 };

export type QuantityIssue =
  | { code: 'below_min'; min: number }
  | { code: 'above_max'; max: number }
  | { code: 'not_multiple'; step: number; min: number };

/** The first rule `qty` breaks, or null when it may be ordered. */
export function quantityIssue(rule: QuantityRule, qty: number): QuantityIssue | null {
  if (qty < rule.min) return { code: 'below_min', min: rule.min };
  if (rule.max !== null && qty > rule.max) return { code: 'above_max', max: rule.max };
  if ((qty - rule.min) % rule.step !== 0) return { code: 'not_multiple', step: rule.step, min: rule.min };
  return null;
}

/** The largest valid quantity, or null when there is no maximum. */
export function largestValidQty(rule: QuantityRule): number | null {
  if (rule.max === null) return null;
  if (rule.max < rule.min) return null;
  return rule.min + Math.floor((rule.max - rule.min) / rule.step) * rule.step;
}

/** The next valid quantity above `qty` (a stepper's +), or `qty` when none is left. */
export function stepUp(rule: QuantityRule, qty: number): number {
  if (qty < rule.min) return rule.min;
  const next = rule.min + (Math.floor((qty - rule.min) / rule.step) + 1) * rule.step;
  const top = largestValidQty(rule);
  return top !== null && next > top ? Math.max(qty, top) : next;
}

/** The next valid quantity below `qty` (a stepper's −); 0 (remove) below the minimum. */
export function stepDown(rule: QuantityRule, qty: number): number {
  if (qty <= rule.min) return 0;
  const top = largestValidQty(rule);
  if (top !== null && qty > top) return top;
  const k = Math.ceil((qty - rule.min) / rule.step) - 1;
  return rule.min + k * rule.step;
}

/**
 * The smallest valid quantity covering `wanted` (an order guide's par − on hand), capped at the
 * maximum; 0 when nothing is wanted.
 */
export function roundUpToValid(rule: QuantityRule, wanted: number): number {
  if (wanted <= 0) return 0;
  if (wanted <= rule.min) return rule.min;
  const qty = rule.min + Math.ceil((wanted - rule.min) / rule.step) * rule.step;
  const top = largestValidQty(rule);
  return top !== null && qty > top ? top : qty;
}

/** The rule of a product: its min_qty, qty_step and max (0 = none) as published. */
export function quantityRuleOf(product: { minQty?: number | undefined; qtyStep?: number | undefined; max: number }): QuantityRule {
  const min = Math.max(1, Math.floor(product.minQty ?? 1));
  const step = Math.max(1, Math.floor(product.qtyStep ?? 1));
  return { min, max: product.max > 0 ? product.max : null, step };
}

/** The rule from wire fields (min_qty, qty_step, max); absent fields mean no rule. */
export function quantityRuleFromWire(product: { min_qty?: number | undefined; qty_step?: number | undefined; max?: number | undefined }): QuantityRule {
  return quantityRuleOf({ minQty: product.min_qty, qtyStep: product.qty_step, max: product.max ?? 0 });
}

/** True when the rule is more than "any whole quantity from 1". */
export const hasQuantityRule = (rule: QuantityRule): boolean => rule.min > 1 || rule.step > 1;

/** i18n key of each issue; params {{name}}, {{min}}, {{max}}, {{step}}. */
export const QUANTITY_ISSUE_MESSAGE_KEYS: Record<QuantityIssue['code'], string> = {
  below_min: 'cart.qtyBelowMin',
  above_max: 'cart.qtyAboveMax',
  not_multiple: 'cart.qtyNotMultiple',
};

/** The interpolation params of an issue. */
export function quantityIssueParams(issue: QuantityIssue, name: string): Record<string, string | number> {
  if (issue.code === 'below_min') return { name, min: issue.min };
  if (issue.code === 'above_max') return { name, max: issue.max };
  return { name, step: issue.step, min: issue.min };
}
