import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TFunction } from 'i18next';
import { payLaterRoomCents, paymentTypeRefusal } from '../../../core/checkout/checkout-rules';
import {
  computeOrderTotals,
  MIN_PAYABLE_CENTS,
  type OrderTotals,
  type PaymentType,
} from '../../../core/checkout/order-totals';
import { formatCents } from '../../../core/format/currency';
import { checkCoupon, type CouponCart } from '../../../core/promotions/coupons';
import { type Cents, fromCents, toCents } from '../../../core/money';
import { smallOrderFeeCents } from '../../../core/pricing/small-order-fee';
import type { CartLineInput, CartMessage, ComboClaimInput } from '../../../core/schemas/cart';
import type { OrderQuote, OrderQuoteBody } from '../../../core/schemas/checkout';
import type { Locale, ShippingType } from '../../../core/schemas/common';
import type { PromoValidateResult } from '../../../core/schemas/promo';
import { customerCoupons } from '../../db/schema';
import { type PricedCart, priceCart } from '../cart/price-cart';
import { type CatalogueSnapshot, priceVersion, type ProductRecord, type ShopRow } from '../catalogue-snapshot';
import { productName } from '../catalogue-views';
import type { OrderingStanding } from '../customers/ordering-standing';
import { couponCacheFor, type CouponSet, type StoredCoupon } from '../promotions/coupon-cache';
import { validateCoupons } from '../promotions/validate-coupons';

/**
 * The one pricing of an order (spec §4 Checkout, §5 Checkout and payment, §9 Payment / Small order
 * fee; DECISIONS.md): the quote shows it and place_order charges it. Cart pricing (`priceCart`),
 * coupons (`validateCoupons`, so an agent's session never uses user coupons), free next-day
 * delivery, the shop's small order fee whenever the goods subtotal is under its threshold (the
 * dialog is only UX), tips, and `computeOrderTotals` with each line's HST rate (core's `lineTaxRateBps`: zero-rated
 * basic groceries 0, taxable lines at the shop's 13 %). When the order
 * cannot be placed as it stands, `refusal` says why, as an i18n key place_order throws as is.
 */

export interface OrderPricingInput {
  shopId: number;
  shippingType: ShippingType;
  lines: readonly CartLineInput[];
  /** Combos added to the cart (product_combo_items). */
  combos: readonly ComboClaimInput[];
  promoCodes: readonly string[];
  paymentType: PaymentType;
  tipsCents: Cents;
  /** The caller: an agent's session (agentId set) never gets user coupons. */
  customer: { customerId: number; agentId: number | null };
  /** The caller's pay-later terms, balance and hold (issue 17); may still be loading while the cart is priced. */
  customerStanding: OrderingStanding | PromiseLike<OrderingStanding>;
  locale: Locale;
  t: TFunction;
  now: Date;
}

/** The pricing input of a quote or place-order body: the two calls price an order the same way. */
export function orderPricingInput(
  body: Pick<OrderQuoteBody, 'shop_id' | 'shipping_type' | 'product_items' | 'product_combo_items' | 'promo_codes' | 'payment_type' | 'tips'>,
  caller: { customerId: number; agentId: number | null },
  context: { customerStanding: OrderPricingInput['customerStanding']; locale: Locale; t: TFunction; now: Date },
): OrderPricingInput {
  return {
    shopId: body.shop_id,
    shippingType: body.shipping_type,
    lines: body.product_items,
    combos: body.product_combo_items,
    promoCodes: body.promo_codes,
    paymentType: body.payment_type,
    tipsCents: toCents(body.tips),
    customer: { customerId: caller.customerId, agentId: caller.agentId },
    ...context,
  };
}

export interface OrderRefusal {
  /** 409 for stock, 403 for a customer on hold, 400 otherwise. */
  statusCode: 400 | 403 | 409;
  code: string;
  messageKey: string;
  params: Record<string, string | number>;
}

export interface AppliedCoupon {
  coupon: StoredCoupon;
  discountCents: Cents;
}

export interface OrderPricing {
  snapshot: CatalogueSnapshot;
  shop: ShopRow;
  cart: PricedCart;
  coupons: PromoValidateResult;
  appliedCoupons: AppliedCoupon[];
  /** The cart's own discounts below its row totals (spend-and-save, percentage sale, combos), before coupons. */
  cartDiscountCents: Cents;
  totals: OrderTotals;
  notPickableProductIds: number[];
  refusal: OrderRefusal | null;
  /** The wire answer of the quote (refusal translated). */
  quote: OrderQuote;
}

/** Messages that mean a line cannot be ordered as it stands (price changes and special limits only inform). */
const STOCK_CODES = new Set<CartMessage['code']>(['out_of_stock', 'over_stock']);
const REFUSING_CODES = new Set<CartMessage['code']>(['delisted', 'not_in_shop', 'options_invalid', 'over_max', 'quantity_rule']);

const refuse = (statusCode: OrderRefusal['statusCode'], code: string, messageKey: string, params: Record<string, string | number> = {}): OrderRefusal => ({
  statusCode,
  code,
  messageKey,
  params,
});

/** "Rice 20 kg (3 left), Canola oil (none left)" in the caller's language. */
export function stockShortageList(items: readonly { name: string; available: number }[], t: TFunction): string {
  return items.map(({ name, available }) => t('orders.units_left', { name, count: Math.max(0, available) })).join(t('orders.list_separator'));
}

function productNames(snapshot: CatalogueSnapshot, ids: readonly number[], locale: Locale): string {
  return ids
    .map((id) => snapshot.products.get(id))
    .filter((p): p is ProductRecord => p !== undefined)
    .map((p) => productName(p, locale))
    .join(', ');
}

/** Applied user coupons the customer does not hold (no 'available' row): they cannot be used. */
async function userCouponsNotHeld(app: FastifyInstance, customerId: number, applied: readonly AppliedCoupon[]): Promise<StoredCoupon[]> {
  const user = applied.filter((a) => a.coupon.userCoupon).map((a) => a.coupon);
  if (user.length === 0) return [];
  const rows = await app.db
    .select({ couponId: customerCoupons.couponId })
    .from(customerCoupons)
    .where(
      and(
        eq(customerCoupons.customerId, customerId),
        eq(customerCoupons.status, 'available'),
        inArray(
          customerCoupons.couponId,
          user.map((c) => c.id),
        ),
      ),
    );
  const held = new Set(rows.map((r) => r.couponId));
  return user.filter((c) => !held.has(c.id));
}

/**
 * Whether coupon validation can change anything: codes were entered, or a public coupon of this
 * shop would apply to this cart even before counting the customer's past uses (uses only ever
 * refuse more). Otherwise the answer is known without pricing the cart again or reading the uses.
 */
function couponsMayApply(set: CouponSet, input: OrderPricingInput, cart: PricedCart): boolean {
  if (input.promoCodes.length > 0) return true;
  const couponCart: CouponCart = {
    shopId: input.shopId,
    shippingType: input.shippingType,
    subtotalCents: cart.totals.subtotalCents,
    lines: cart.lines,
    agentOrder: input.customer.agentId !== null,
    now: input.now.getTime(),
  };
  return set.publicCoupons.some((coupon) => checkCoupon(coupon, couponCart, 0).ok);
}

/** What validateCoupons answers when nothing applies and nothing was entered. */
function noCoupons(shopId: number, cart: PricedCart): PromoValidateResult {
  const subtotal = fromCents(cart.totals.subtotalCents);
  return { shop_id: shopId, auto_matched: true, coupons: [], applied_codes: [], discount: 0, subtotal, subtotal_after_coupons: subtotal };
}

export async function priceOrder(app: FastifyInstance, input: OrderPricingInput): Promise<OrderPricing> {
  const { locale, t } = input;
  const cart = await priceCart(app, { shopId: input.shopId, shippingType: input.shippingType, lines: input.lines, combos: input.combos, locale, t, customerId: input.customer.customerId });
  const snapshot = await app.catalogue.current();
  const shop = snapshot.shops.get(input.shopId)!;
  const couponSet = await couponCacheFor(app.db).current(priceVersion(snapshot.read));
  const coupons = couponsMayApply(couponSet, input, cart)
    ? await validateCoupons(
        app,
        {
          shop_id: input.shopId,
          auto_match: 1,
          product_items: [...input.lines],
          product_combo_items: [...input.combos],
          shipping_type: input.shippingType,
          promo_codes: [...input.promoCodes],
          agent_order: input.customer.agentId === null ? 0 : 1,
        },
        locale,
        t,
        input.now.getTime(),
        input.customer,
      )
    : noCoupons(input.shopId, cart);
  const appliedCoupons: AppliedCoupon[] = coupons.coupons.flatMap((result) => {
    const coupon = result.applied ? couponSet.byCode.get(result.code.toUpperCase()) : undefined;
    return coupon ? [{ coupon, discountCents: toCents(result.discount) }] : [];
  });
  const couponCents = appliedCoupons.reduce((sum, a) => sum + a.discountCents, 0);

  const goods = cart.totals;
  // Whatever the cart takes off below its rows' totals (full-amount tier, percentage sale, combos).
  const rowsCents = cart.lines.reduce((sum, line) => sum + line.rowTotalCents, 0);
  const cartDiscountCents = Math.max(0, rowsCents - goods.subtotalCents);
  const totals = computeOrderTotals({
    lines: cart.lines.map((line) => ({ rowTotalCents: line.rowTotalCents, taxRateBps: line.taxRateBps })),
    couponDiscountCents: cartDiscountCents + couponCents,
    // Free next-day delivery (spec §9).
    deliveryFeeCents: 0,
    deliveryFeeTaxRateBps: shop.taxRateBp,
    smallOrderFeeCents: goods.lines.length > 0 ? smallOrderFeeCents({ rules: cart.rules.feeRules, subtotalCents: goods.subtotalCents }) : 0,
    tipsCents: input.tipsCents,
    paymentType: input.paymentType,
  });

  const messages = cart.result.messages;
  const notPickableProductIds = [...new Set(messages.filter((m) => m.code === 'not_pickable').map((m) => m.product_id))];
  const refusal = await (async (): Promise<OrderRefusal | null> => {
    // Issue 17: a customer on hold orders nothing, by themselves or through an agent, and reads why.
    const standing = await input.customerStanding;
    if (standing.holdReason !== null) return refuse(403, 'CUSTOMER_ON_HOLD', 'orders.customer_on_hold', { reason: standing.holdReason });
    // Spec §8 "The shop is currently closed!": a closed shop takes no order (the drawer shows 'closed' too).
    if (!cart.rules.open) return refuse(400, 'SHOP_CLOSED', 'cart.closed');
    if (input.lines.length === 0) return refuse(400, 'EMPTY_CART', 'orders.empty_cart');
    const stock = messages.filter((m) => STOCK_CODES.has(m.code));
    if (stock.length > 0) {
      const shopStock = snapshot.stock.get(input.shopId);
      const items = [...new Set(stock.map((m) => m.product_id))].map((id) => {
        const product = snapshot.products.get(id);
        return { name: product ? productName(product, locale) : String(id), available: shopStock?.get(id) ?? 0 };
      });
      return refuse(409, 'OUT_OF_STOCK', 'orders.out_of_stock', { items: stockShortageList(items, t) });
    }
    const refused = messages.filter((m) => REFUSING_CODES.has(m.code));
    if (refused.length > 0 || goods.lines.length === 0) {
      return refuse(400, 'LINES_REFUSED', 'orders.lines_refused', { details: refused.map((m) => m.message).join(' ') });
    }
    if (input.shippingType === 'pickup' && notPickableProductIds.length > 0) {
      return refuse(400, 'NOT_PICKABLE', 'orders.not_pickable', { names: productNames(snapshot, notPickableProductIds, locale) });
    }
    if (goods.subtotalCents < cart.rules.minAmountCents) {
      return refuse(400, 'BELOW_MIN_AMOUNT', 'orders.min_spend', { amount: formatCents(cart.rules.minAmountCents, locale) });
    }
    const paymentRefusal = paymentTypeRefusal(
      input.paymentType,
      { shippingType: input.shippingType, payLaterAllowed: shop.payLater && standing.payLater, credit: standing.credit },
      totals.totalCents,
    );
    if (paymentRefusal === 'cash_on_pickup') return refuse(400, 'CASH_ON_PICKUP', 'orders.cash_on_pickup');
    if (paymentRefusal === 'pay_later_not_allowed') return refuse(400, 'PAY_LATER_NOT_ALLOWED', 'orders.pay_later_not_allowed');
    if (paymentRefusal === 'pay_later_over_limit') {
      return refuse(400, 'PAY_LATER_OVER_LIMIT', 'orders.pay_later_over_limit', {
        limit: formatCents(standing.credit.limitCents ?? 0, locale),
        unpaid: formatCents(standing.credit.unpaidCents, locale),
        room: formatCents(payLaterRoomCents(standing.credit) ?? 0, locale),
      });
    }
    const notHeld = await userCouponsNotHeld(app, input.customer.customerId, appliedCoupons);
    if (notHeld.length > 0) {
      return refuse(400, 'COUPON_NOT_HELD', 'orders.coupon_not_held', { code: notHeld.map((c) => c.code).join(', ') });
    }
    if (totals.totalCents < MIN_PAYABLE_CENTS) {
      return refuse(400, 'BELOW_MIN_PAYABLE', 'orders.min_payable', { amount: formatCents(MIN_PAYABLE_CENTS, locale) });
    }
    return null;
  })();

  const quote: OrderQuote = {
    fee_lines: totals.feeLines.map((line) => ({ code: line.code, amount: fromCents(line.amountCents) })),
    total: fromCents(totals.totalCents),
    cashback: fromCents(totals.cashbackCents),
    coupons: coupons.coupons,
    messages,
    not_pickable_product_ids: notPickableProductIds,
    payable: refusal === null,
    refusal: refusal === null ? null : t(refusal.messageKey, refusal.params),
  };
  return { snapshot, shop, cart, coupons, appliedCoupons, cartDiscountCents, totals, notPickableProductIds, refusal, quote };
}
