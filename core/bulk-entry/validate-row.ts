import { quantityIssue, quantityRuleFromWire } from '../cart/quantity-rule';
import { checkAddToCart } from '../cart/add-to-cart-check';
import type { ShippingType } from '../schemas/common';
import { BULK_MAX_QTY } from './bulk-lines';

/** Why a bulk-entry row cannot go into the cart as it stands (one reason a row, the first that applies). */
export const BULK_ROW_REASONS = [
  'unknown',
  'ambiguous',
  'delisted',
  'has_options',
  'weighed',
  'not_pickable',
  'out_of_stock',
  'bad_qty',
  'over_max',
  'over_stock',
  'qty_rule',
] as const;
export type BulkRowReason = (typeof BULK_ROW_REASONS)[number];

/** What validation needs of a product (core/schemas/agent SkuIndexRow has it). */
export interface BulkValidationProduct {
  /** -9999 unlimited. */
  stock: number;
  /** 0 = no per-order maximum. */
  max: number;
  min_qty?: number | undefined;
  qty_step?: number | undefined;
  need_weigh: 0 | 1;
  pickup_allowed: boolean;
  /** 0 listed, 1 delisted. */
  status: number;
  has_options: boolean;
}

export interface BulkRowProblem {
  reason: Exclude<BulkRowReason, 'unknown' | 'ambiguous'>;
  /** over_max: the max; over_stock: the stock left. */
  limit?: number;
  /** qty_rule (issue 20): the product's least quantity and case increment. */
  min?: number;
  step?: number;
}

/**
 * A matched row's problem, or null when it can be added. In this order: delisted; a product with
 * options or a weighed product (both are chosen on the product page); not pickable when the order is
 * a pickup; out of stock (stock 0; -9999 is unlimited); a quantity that is not 1..BULK_MAX_QTY;
 * more than the max or the stock (the cart's own rule, core/cart/add-to-cart-check, with nothing in
 * the cart yet: the cart reports what it already holds when the rows are added).
 */
export function validateBulkRow(product: BulkValidationProduct, qty: number | null, shippingType: ShippingType): BulkRowProblem | null {
  if (product.status !== 0) return { reason: 'delisted' };
  if (product.has_options) return { reason: 'has_options' };
  if (product.need_weigh === 1) return { reason: 'weighed' };
  if (shippingType === 'pickup' && !product.pickup_allowed) return { reason: 'not_pickable' };
  const probe = checkAddToCart({ name: '', qty: 1, inCart: 0, stock: product.stock, max: product.max });
  if (!probe.ok && probe.reason === 'out_of_stock') return { reason: 'out_of_stock' };
  if (qty === null || !Number.isInteger(qty) || qty < 1 || qty > BULK_MAX_QTY) return { reason: 'bad_qty' };
  const check = checkAddToCart({ name: '', qty, inCart: 0, stock: product.stock, max: product.max });
  if (check.ok) {
    const rule = quantityRuleFromWire(product);
    return quantityIssue(rule, qty) === null ? null : { reason: 'qty_rule', min: rule.min, step: rule.step };
  }
  if (check.reason === 'over_max' || check.reason === 'over_stock') return { reason: check.reason, limit: check.params.limit };
  return { reason: check.reason === 'out_of_stock' ? 'out_of_stock' : 'bad_qty' };
}
