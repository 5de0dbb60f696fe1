import { computeOrderTotals, type FeeLineCode, type OrderTotals, type PaymentType } from '../checkout/order-totals';
import { assertCents, type Cents } from '../money';
import { smallOrderFeeCents, type SmallOrderFeeRule } from '../pricing/small-order-fee';
import { lineOutcome, type PackedLineStatus } from './line-outcome';
import type { MoneyEffect } from './lifecycle';

/**
 * Settlement of a packed order (spec §9 Small order fee, Payment, Cancellation and returns;
 * DECISIONS.md "After checkout"). Checkout charged (or authorized) the ordered quantities at standard
 * weights; packing says what was delivered; settlement says what the order costs now. Every figure is
 * integer cents, and the figures after the lines come from checkout's own `computeOrderTotals`, so
 * tax, channel fee and cashback follow the one rule checkout uses.
 *
 * The readings, each chosen so that settlement never charges more than checkout and never below 0:
 * - A line settles at its row total × delivered / ordered (shorts, out of stock). A catch-weight line
 *   is charged at its standard weight and never more: min(row × delivered / ordered,
 *   row × actual grams / (ordered × standard unit grams)). The whole row scales (options included).
 * - Rounding: each line's settled figure is rounded DOWN to the cent, so rounding never costs the
 *   buyer, a full line at or over its standard weight settles to exactly its row total, and no line
 *   ever settles above it. Tax, channel fee and cashback round as checkout rounds them.
 * - Discounts (spend tiers, percentage sale, combos and coupons: one "discount" figure at checkout)
 *   stay as charged even when settlement drops the subtotal below a tier or a coupon's minimum (the
 *   shortfall is ours, not the buyer's), capped at the settled subtotal by `computeOrderTotals`.
 * - The small order fee is never added by settlement (§9: waived when the shortfall comes from
 *   unavailability or catch-weight); a fee checkout charged stays (the order was already small).
 * - When nothing at all is delivered the order is out of stock: everything goes back, fee and tips too.
 * - Delivery fee and tips stay as charged.
 */

export interface SettlementLineInput {
  lineId: number;
  orderedQty: number;
  /** The row total checkout charged (after product-level discounts). */
  rowTotalCents: Cents;
  /** The line's tax rate, as checkout taxed it (basis points). */
  taxRateBps: number;
  /** Catch-weight: the standard weight of one unit (`nominalUnitGrams`); null for lines sold by count. */
  nominalUnitGrams: number | null;
  deliveredQty: number;
  /** Catch-weight: what the delivered units weighed; null means not weighed, charged at standard weight. */
  actualWeightGrams: number | null;
  /** A spend tier's free gift (row 0): delivered or not, it does not make a delivery on its own. */
  isGift?: boolean;
}

/** The order-level figures checkout charged (order_fee_lines and orders.total_cents). */
export interface CheckoutCharges {
  /** The discount fee line as a positive figure (cart discounts and coupons together). */
  discountCents: Cents;
  deliveryFeeCents: Cents;
  smallOrderFeeCents: Cents;
  tipsCents: Cents;
  /** What the buyer was charged or authorized for: the order's total. */
  totalCents: Cents;
}

/**
 * The checkout charges of a stored order: its fee lines (order_fee_lines, the discount negative) and
 * its total. One reading for the server and the packing screen, so the discount's sign is read once.
 */
export function checkoutChargesOf(feeLines: readonly { code: FeeLineCode; amountCents: Cents }[], totalCents: Cents): CheckoutCharges {
  const fee = (code: FeeLineCode) => feeLines.find((f) => f.code === code)?.amountCents ?? 0;
  return {
    discountCents: Math.abs(fee('discount')),
    deliveryFeeCents: fee('delivery_fee'),
    smallOrderFeeCents: fee('small_order_fee'),
    tipsCents: fee('tips'),
    totalCents,
  };
}

export interface SettlementInput {
  paymentType: PaymentType;
  lines: readonly SettlementLineInput[];
  checkout: CheckoutCharges;
}

export interface SettledLine {
  lineId: number;
  status: PackedLineStatus;
  orderedQty: number;
  deliveredQty: number;
  /** Catch-weight only: the standard weight of the ordered and of the delivered units, and the scale's. */
  orderedWeightGrams: number | null;
  deliveredStandardWeightGrams: number | null;
  actualWeightGrams: number | null;
  orderedRowTotalCents: Cents;
  settledRowTotalCents: Cents;
  /** orderedRowTotal − settledRowTotal = shortCredit + weightCredit. */
  creditCents: Cents;
  /** The part of the credit for units not delivered. */
  shortCreditCents: Cents;
  /** The part of the credit for delivered units lighter than their standard weight. */
  weightCreditCents: Cents;
  taxRateBps: number;
}

export interface Settlement {
  lines: SettledLine[];
  orderedSubtotalCents: Cents;
  /** Sum of the line credits (before tax). */
  creditsCents: Cents;
  /** The settled figures (subtotal, discount, tax, small order fee, channel fee, tips, total, cashback, fee lines). */
  totals: OrderTotals;
  /** The fee checkout charged that settlement waived (only when nothing was delivered). */
  smallOrderFeeWaivedCents: Cents;
  nothingDelivered: boolean;
  chargedTotalCents: Cents;
  settledTotalCents: Cents;
  /**
   * charged − settled: what the buyer is not charged after all (an authorization captures less; a
   * payment taken in full is refunded this). Never negative when the charged figures came from
   * `computeOrderTotals` over these lines; when it is, `withinCharge` is false and the server refuses
   * to settle (409 `orders.transition.figures_changed`) rather than charge more than checkout said.
   */
  differenceCents: Cents;
  withinCharge: boolean;
}

/**
 * ⌊n / d⌋ for safe integers n ≥ 0, d ≥ 1. Exact with doubles: a quotient short of an integer k is short
 * by at least 1/d, more than half the spacing of doubles near k while n stays below 2^53, so rounding
 * never lifts it to k. A product past 2^53 (no real order: $10M × 1,000 kg) is refused instead.
 */
export function floorDiv(n: number, d: number): number {
  if (!Number.isSafeInteger(n) || n < 0 || !Number.isSafeInteger(d) || d < 1) throw new RangeError(`floorDiv: ${n} / ${d}`);
  return Math.floor(n / d);
}

function checkLine(line: SettlementLineInput): void {
  assertCents(line.rowTotalCents);
  if (line.rowTotalCents < 0) throw new RangeError(`line ${line.lineId}: negative row total`);
  if (!Number.isSafeInteger(line.orderedQty) || line.orderedQty < 0) throw new RangeError(`line ${line.lineId}: bad ordered quantity`);
  if (line.actualWeightGrams !== null && (!Number.isSafeInteger(line.actualWeightGrams) || line.actualWeightGrams < 0)) {
    throw new RangeError(`line ${line.lineId}: weight must be whole grams ≥ 0`);
  }
}

/** One line's settled figures. */
export function settleLine(line: SettlementLineInput): SettledLine {
  checkLine(line);
  const status = line.orderedQty === 0 ? 'packed' : lineOutcome(line.orderedQty, line.deliveredQty);
  const row = line.rowTotalCents;
  const byQty = line.orderedQty === 0 ? 0 : floorDiv(row * line.deliveredQty, line.orderedQty);
  const unit = line.nominalUnitGrams;
  const weighed = unit !== null && line.actualWeightGrams !== null && line.orderedQty > 0;
  const byWeight = weighed ? floorDiv(row * line.actualWeightGrams!, line.orderedQty * unit) : byQty;
  const settled = Math.min(byQty, byWeight);
  return {
    lineId: line.lineId,
    status,
    orderedQty: line.orderedQty,
    deliveredQty: line.deliveredQty,
    orderedWeightGrams: unit === null ? null : unit * line.orderedQty,
    deliveredStandardWeightGrams: unit === null ? null : unit * line.deliveredQty,
    actualWeightGrams: unit === null ? null : line.actualWeightGrams,
    orderedRowTotalCents: row,
    settledRowTotalCents: settled,
    creditCents: row - settled,
    shortCreditCents: row - byQty,
    weightCreditCents: byQty - settled,
    taxRateBps: line.taxRateBps,
  };
}

/**
 * The order's figures over settled rows (settlement and claim refunds): checkout's rule with the
 * checkout's discount, delivery fee, small order fee and tips, except that an order with nothing
 * delivered keeps none of them.
 */
export function totalsOverRows(
  paymentType: PaymentType,
  rows: readonly { settledRowTotalCents: Cents; taxRateBps: number }[],
  checkout: CheckoutCharges,
  nothingDelivered: boolean,
): OrderTotals {
  return computeOrderTotals({
    lines: rows.map((r) => ({ rowTotalCents: r.settledRowTotalCents, taxRateBps: r.taxRateBps })),
    couponDiscountCents: checkout.discountCents,
    deliveryFeeCents: nothingDelivered ? 0 : checkout.deliveryFeeCents,
    smallOrderFeeCents: nothingDelivered ? 0 : checkout.smallOrderFeeCents,
    tipsCents: nothingDelivered ? 0 : checkout.tipsCents,
    paymentType,
  });
}

export function settleOrder(input: SettlementInput): Settlement {
  const lines = input.lines.map(settleLine);
  // The same reading as `packingAction`: a gift alone is not a delivery.
  const nothingDelivered = input.lines.every((l) => l.isGift === true || l.deliveredQty === 0);
  const totals = totalsOverRows(input.paymentType, lines, input.checkout, nothingDelivered);
  const orderedSubtotalCents = lines.reduce((sum, l) => sum + l.orderedRowTotalCents, 0);
  const chargedTotalCents = input.checkout.totalCents;
  const differenceCents = chargedTotalCents - totals.totalCents;
  return {
    lines,
    orderedSubtotalCents,
    creditsCents: lines.reduce((sum, l) => sum + l.creditCents, 0),
    totals,
    smallOrderFeeWaivedCents: input.checkout.smallOrderFeeCents - totals.smallOrderFeeCents,
    nothingDelivered,
    chargedTotalCents,
    settledTotalCents: totals.totalCents,
    differenceCents,
    withinCharge: differenceCents >= 0,
  };
}

/**
 * What a cancelled order keeps (§9): nothing when the buyer cancels on the order day or staff cancel
 * (`void_or_refund_all`); the small order fee on the next day (`charge_fee`) — the fee the shop's rules
 * set for an order with no goods left ($9.90, tax included, no channel fee on it), never more than
 * the order's own total.
 */
export function cancellationCharge(input: { money: MoneyEffect; smallOrderFeeRules: readonly SmallOrderFeeRule[]; orderTotalCents: Cents }): Cents {
  if (input.money !== 'charge_fee') return 0;
  return Math.min(smallOrderFeeCents({ rules: input.smallOrderFeeRules, subtotalCents: 0 }), Math.max(0, input.orderTotalCents));
}
