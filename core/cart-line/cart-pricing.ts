import { checkAddToCart, type AddToCartFailure, type AddToCartParams } from '../cart/add-to-cart-check';
import type { OptionIssue } from '../cart/option-rules';
import { quantityIssue, quantityRuleOf, type QuantityIssue } from '../cart/quantity-rule';
import { computeCartTotals, type CartTotals, type CartTotalsInput } from '../pricing/cart-totals';
import { computeRowTotal, type RowTotal } from '../pricing/row-total';
import type { CartLine } from '../pricing/types';

/**
 * Why the cart refuses a line as it stands: stock and max (spec §5 Add to cart, counted over all the
 * product's lines) or its option selection (spec §5 Options).
 */
export type LineRefusal =
  | { reason: Exclude<AddToCartFailure, 'no_quantity'>; params: AddToCartParams }
  | { reason: 'options'; issue: OptionIssue }
  | { reason: 'quantity'; issue: QuantityIssue; name: string };

/** A line with the option rule its selection breaks, as `buildCartLine` gives it. */
export interface CheckedLine {
  line: CartLine;
  issue: OptionIssue | null;
}

export interface CartPricingRow {
  line: CartLine;
  /** The row's figures: allocated with the cart when counted; priced alone when refused. */
  total: RowTotal;
  refusal: LineRefusal | null;
}

export interface CartPricing {
  /** The cart's figures over the counted lines only. */
  totals: CartTotals;
  /** Every input line, in input order. */
  rows: CartPricingRow[];
}

/**
 * The refusal of each line, by index. Stock and max are per product: its qty over all its lines is
 * checked as one add to an empty cart, and every line of a product that fails is refused.
 */
export function lineRefusals(lines: readonly CheckedLine[]): (LineRefusal | null)[] {
  const qtyByProduct = new Map<number, number>();
  for (const { line } of lines) qtyByProduct.set(line.productId, (qtyByProduct.get(line.productId) ?? 0) + line.qty);
  const byProduct = new Map<number, LineRefusal | null>();
  return lines.map(({ line, issue }) => {
    let stock = byProduct.get(line.productId);
    if (stock === undefined) {
      const qty = qtyByProduct.get(line.productId) ?? 0;
      const check = checkAddToCart({ name: line.name, qty, inCart: 0, stock: line.stock, max: line.max });
      stock = check.ok || check.reason === 'no_quantity' ? null : { reason: check.reason, params: { ...check.params, inCart: qty } };
      byProduct.set(line.productId, stock);
    }
    if (stock !== null) return stock;
    // Quantity rules (issue 20) over the product's units in the cart, as stock and max are.
    const qtyIssue = quantityIssue(quantityRuleOf(line), qtyByProduct.get(line.productId) ?? 0);
    if (qtyIssue !== null) return { reason: 'quantity', issue: qtyIssue, name: line.name };
    return issue === null ? null : { reason: 'options', issue };
  });
}

/**
 * Prices a cart the way both the renderer and the server show and charge it: lines the cart refuses
 * (out of stock, over stock, over max, options that break a rule) keep their row figures but are
 * left out of everything the cart adds up: the subtotal, the full-amount tiers, the special-offer
 * allocation, combos, the small order fee (which reads the subtotal) and the count. Lines the server
 * cannot price at all (delisted, not sold in the shop, unknown) never get here.
 */
export function priceCartLines(input: Omit<CartTotalsInput, 'lines'> & { lines: readonly CheckedLine[] }): CartPricing {
  const refusals = lineRefusals(input.lines);
  const counted: CartLine[] = [];
  for (const [index, { line }] of input.lines.entries()) if (refusals[index] === null) counted.push(line);
  const totals = computeCartTotals({ ...input, lines: counted });
  let next = 0;
  const rows = input.lines.map(({ line }, index): CartPricingRow => {
    const refusal = refusals[index] ?? null;
    if (refusal !== null) return { line, total: computeRowTotal(line), refusal };
    const priced = totals.lines[next++];
    return { line, total: priced ? priced.total : computeRowTotal(line), refusal: null };
  });
  return { totals, rows };
}

/**
 * The unit price an order line records for a priced row: the batch tier's price, the special price
 * when the row has special units, the regular price when the cart gave it none (its cap or the shop's
 * limit was used up by earlier rows), else the selling price. A row split between the two prices
 * (0 < dis_qty < qty) records the special price; its row total says the rest.
 */
export function rowUnitPriceCents(line: CartLine, total: RowTotal): number {
  if (total.pricing === 'batch' && total.tier !== null) return total.tier.priceCents;
  if (total.pricing === 'special' && total.disQty === 0) return line.orgPriceCents;
  return line.priceCents;
}
