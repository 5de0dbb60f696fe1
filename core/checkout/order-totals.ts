import { roundCents, type Cents } from '../money';

/**
 * The fee lines of an order (spec §2.8 checkout side bar, §9 Payment, DECISIONS.md): subtotal,
 * coupon discount, delivery fee, tax, small order fee (tax included), the 2% payment channel fee
 * for online card payments on the post-tax amount, tips and the total. The server computes these
 * with this module and charges its own figure; the renderer shows the same figures instantly.
 */

export const PAYMENT_TYPES = ['card', 'pad', 'cash', 'pay_later'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Basis points (1/100 of a percent). */
export const DEFAULT_TAX_RATE_BPS = 1300;
export const CARD_CHANNEL_FEE_BPS = 200;
export const PAD_CASHBACK_BPS = 100;
/** Spec §5/§9: the order amount must be larger than $0.50. */
export const MIN_PAYABLE_CENTS = 50;

export interface TotalsLine {
  /** The line's row total after product-level discounts (core row pricing). */
  rowTotalCents: Cents;
  /** The line's tax rate; the shop's rate unless the product is zero-rated. */
  taxRateBps: number;
}

export interface OrderTotalsInput {
  lines: readonly TotalsLine[];
  /** Coupons, already capped at the subtotal. */
  couponDiscountCents: Cents;
  deliveryFeeCents: Cents;
  deliveryFeeTaxRateBps?: number;
  /** Tax included (spec §9), so never taxed again. */
  smallOrderFeeCents: Cents;
  tipsCents: Cents;
  paymentType: PaymentType;
}

export type FeeLineCode =
  | 'subtotal'
  | 'discount'
  | 'delivery_fee'
  | 'tax'
  | 'small_order_fee'
  | 'channel_fee'
  | 'tips'
  | 'total';

export interface OrderTotals {
  subtotalCents: Cents;
  discountCents: Cents;
  deliveryFeeCents: Cents;
  taxCents: Cents;
  smallOrderFeeCents: Cents;
  channelFeeCents: Cents;
  tipsCents: Cents;
  totalCents: Cents;
  /** PAD: a 1% cashback voucher on the post-tax goods amount, issued once the debit settles. */
  cashbackCents: Cents;
  /** In display order; zero lines other than subtotal, tax and total are left out. */
  feeLines: { code: FeeLineCode; amountCents: Cents }[];
}

/**
 * Splits `amount` across `weights` in proportion, in whole cents, summing exactly to `amount`
 * (largest remainder), so a coupon's discount lowers each line's taxable base fairly.
 */
export function allocateCents(amount: Cents, weights: readonly Cents[]): Cents[] {
  const total = weights.reduce((sum, w) => sum + Math.max(0, w), 0);
  if (total <= 0 || amount === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (Math.max(0, w) * amount) / total);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, frac: x - Math.floor(x) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

export function computeOrderTotals(input: OrderTotalsInput): OrderTotals {
  const subtotalCents = input.lines.reduce((sum, line) => sum + line.rowTotalCents, 0);
  const discountCents = Math.min(Math.max(0, input.couponDiscountCents), Math.max(0, subtotalCents));
  const shares = allocateCents(
    discountCents,
    input.lines.map((l) => l.rowTotalCents),
  );
  const goodsTax = input.lines.reduce(
    (sum, line, i) => sum + ((line.rowTotalCents - shares[i]!) * line.taxRateBps) / 10_000,
    0,
  );
  const deliveryTax = (input.deliveryFeeCents * (input.deliveryFeeTaxRateBps ?? DEFAULT_TAX_RATE_BPS)) / 10_000;
  const taxCents = roundCents(goodsTax + deliveryTax);
  const postTaxCents = subtotalCents - discountCents + input.deliveryFeeCents + taxCents + input.smallOrderFeeCents;
  const channelFeeCents = input.paymentType === 'card' ? roundCents((postTaxCents * CARD_CHANNEL_FEE_BPS) / 10_000) : 0;
  const cashbackCents = input.paymentType === 'pad' ? roundCents((postTaxCents * PAD_CASHBACK_BPS) / 10_000) : 0;
  const tipsCents = Math.max(0, input.tipsCents);
  const totalCents = postTaxCents + channelFeeCents + tipsCents;

  const feeLines: OrderTotals['feeLines'] = [{ code: 'subtotal', amountCents: subtotalCents }];
  if (discountCents > 0) feeLines.push({ code: 'discount', amountCents: -discountCents });
  if (input.deliveryFeeCents > 0) feeLines.push({ code: 'delivery_fee', amountCents: input.deliveryFeeCents });
  feeLines.push({ code: 'tax', amountCents: taxCents });
  if (input.smallOrderFeeCents > 0) feeLines.push({ code: 'small_order_fee', amountCents: input.smallOrderFeeCents });
  if (channelFeeCents > 0) feeLines.push({ code: 'channel_fee', amountCents: channelFeeCents });
  if (tipsCents > 0) feeLines.push({ code: 'tips', amountCents: tipsCents });
  feeLines.push({ code: 'total', amountCents: totalCents });

  return {
    subtotalCents,
    discountCents,
    deliveryFeeCents: input.deliveryFeeCents,
    taxCents,
    smallOrderFeeCents: input.smallOrderFeeCents,
    channelFeeCents,
    tipsCents,
    totalCents,
    cashbackCents,
    feeLines,
  };
}
