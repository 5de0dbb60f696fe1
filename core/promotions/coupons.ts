import { roundCents, type Cents } from '../money';

/**
 * Coupons (spec §5 Checkout and payment, §7 promo validate, §8 Payment). Pure and in cents.
 *
 * Readings chosen:
 * - eligible subtotal = the cart subtotal (after the full-amount discount), or, when the coupon
 *   names products, the sum of those products' row totals;
 * - the threshold (min subtotal) is compared against the eligible subtotal;
 * - amount coupons give min(value, eligible); percent coupons give value basis points of the
 *   eligible subtotal, rounded half away from zero, never more than it;
 * - a combination holds at most one non-stackable coupon, any number of stackable ones, no coupon
 *   twice, and never discounts more than the cart subtotal.
 */

export type CouponKind = 'amount' | 'percent';
export type CouponShippingType = 'delivery' | 'pickup' | 'all';

export interface Coupon {
  id: number;
  code: string;
  kind: CouponKind;
  /** Cents for 'amount', basis points for 'percent'. */
  value: number;
  minSubtotalCents: Cents;
  shippingType: CouponShippingType;
  /** Non-empty: only these products' lines count. */
  productIds: readonly number[];
  stackable: boolean;
  /** An ordinary user coupon: refused on agent orders (spec §5). */
  userCoupon: boolean;
  /** Uses per customer; 0 = unlimited. */
  perUserLimit: number;
  /** null = every shop. */
  shopId: number | null;
  /** Epoch milliseconds. */
  startsAt: number;
  endsAt: number;
}

export interface CouponCartLine {
  productId: number;
  rowTotalCents: Cents;
}

export interface CouponCart {
  shopId: number;
  shippingType: 'delivery' | 'pickup';
  subtotalCents: Cents;
  lines: readonly CouponCartLine[];
  /** Placed by an agent on the customer's behalf. */
  agentOrder: boolean;
  /** Epoch milliseconds. */
  now: number;
}

export type CouponRefusal =
  | 'other_shop'
  | 'not_started'
  | 'expired'
  | 'agent_order'
  | 'used_up'
  | 'shipping_type'
  | 'no_eligible_products'
  | 'below_minimum'
  | 'no_discount';

export type CouponCheck =
  | { ok: true; eligibleCents: Cents; discountCents: Cents }
  | { ok: false; reason: CouponRefusal; eligibleCents: Cents };

/** i18n key of each refusal (params: code, min). */
export const COUPON_REFUSAL_MESSAGE_KEYS: Record<CouponRefusal | 'not_found' | 'not_combinable', string> = {
  not_found: 'coupon.notFound',
  other_shop: 'coupon.otherShop',
  not_started: 'coupon.notStarted',
  expired: 'coupon.expired',
  agent_order: 'coupon.agentOrder',
  used_up: 'coupon.usedUp',
  shipping_type: 'coupon.pickupOnly',
  no_eligible_products: 'coupon.noEligibleProducts',
  below_minimum: 'coupon.belowMinimum',
  no_discount: 'coupon.noDiscount',
  not_combinable: 'coupon.notCombinable',
};

/** The part of the cart a coupon applies to. */
export function eligibleSubtotalCents(coupon: Pick<Coupon, 'productIds'>, cart: Pick<CouponCart, 'subtotalCents' | 'lines'>): Cents {
  if (coupon.productIds.length === 0) return cart.subtotalCents;
  const scope = new Set(coupon.productIds);
  let sum = 0;
  for (const line of cart.lines) if (scope.has(line.productId)) sum += Math.max(0, line.rowTotalCents);
  return Math.min(sum, cart.subtotalCents);
}

/** A coupon's discount on an eligible amount: amount, or basis points; never more than the amount. */
export function couponDiscountCents(coupon: Pick<Coupon, 'kind' | 'value'>, eligibleCents: Cents): Cents {
  if (eligibleCents <= 0) return 0;
  const raw = coupon.kind === 'amount' ? coupon.value : roundCents((eligibleCents * coupon.value) / 10_000);
  return Math.max(0, Math.min(raw, eligibleCents));
}

/** Whether a coupon applies to a cart, and its discount. `usedCount`: the customer's past uses. */
export function checkCoupon(coupon: Coupon, cart: CouponCart, usedCount = 0): CouponCheck {
  const eligibleCents = eligibleSubtotalCents(coupon, cart);
  const fail = (reason: CouponRefusal): CouponCheck => ({ ok: false, reason, eligibleCents });
  if (coupon.shopId !== null && coupon.shopId !== cart.shopId) return fail('other_shop');
  if (cart.now < coupon.startsAt) return fail('not_started');
  if (cart.now > coupon.endsAt) return fail('expired');
  if (coupon.userCoupon && cart.agentOrder) return fail('agent_order');
  if (coupon.perUserLimit > 0 && usedCount >= coupon.perUserLimit) return fail('used_up');
  if (coupon.shippingType !== 'all' && coupon.shippingType !== cart.shippingType) return fail('shipping_type');
  if (coupon.productIds.length > 0 && !cart.lines.some((l) => coupon.productIds.includes(l.productId) && l.rowTotalCents > 0)) {
    return fail('no_eligible_products');
  }
  if (eligibleCents < coupon.minSubtotalCents) return fail('below_minimum');
  const discountCents = couponDiscountCents(coupon, eligibleCents);
  if (discountCents <= 0) return fail('no_discount');
  return { ok: true, eligibleCents, discountCents };
}

export interface CouponChoice {
  coupon: Coupon;
  discountCents: Cents;
}

export interface CouponCombination {
  /** Chosen coupons, sorted by code. */
  chosen: CouponChoice[];
  /** Sum of their discounts, capped at the cart subtotal. */
  discountCents: Cents;
}

/** Exhaustive search up to this many candidates (2^12 subsets); greedy beyond. */
export const EXHAUSTIVE_LIMIT = 12;

function total(choices: readonly CouponChoice[], capCents: Cents): Cents {
  return Math.min(capCents, choices.reduce((sum, c) => sum + c.discountCents, 0));
}

/** Better: larger discount, then fewer coupons, then the smaller list of codes. */
function better(a: readonly CouponChoice[], aTotal: Cents, b: readonly CouponChoice[], bTotal: Cents): boolean {
  if (aTotal !== bTotal) return aTotal > bTotal;
  if (a.length !== b.length) return a.length < b.length;
  return codes(a).join('\n') < codes(b).join('\n');
}

const codes = (choices: readonly CouponChoice[]): string[] => choices.map((c) => c.coupon.code).sort();
const byCode = (a: CouponChoice, b: CouponChoice): number => (a.coupon.code < b.coupon.code ? -1 : a.coupon.code > b.coupon.code ? 1 : 0);

/**
 * The combination of coupons giving the largest total discount (spec §2.8 'calculate optimal'):
 * candidates are the coupons that apply on their own (`checkCoupon`), each counted once (by code);
 * at most one non-stackable coupon; the total never exceeds the cart subtotal.
 */
export function bestCouponCombination(
  coupons: readonly Coupon[],
  cart: CouponCart,
  usedCount: (coupon: Coupon) => number = () => 0,
): CouponCombination {
  const seen = new Set<string>();
  const candidates: CouponChoice[] = [];
  for (const coupon of coupons) {
    if (seen.has(coupon.code)) continue;
    seen.add(coupon.code);
    const check = checkCoupon(coupon, cart, usedCount(coupon));
    if (check.ok) candidates.push({ coupon, discountCents: check.discountCents });
  }
  candidates.sort(byCode);
  const cap = cart.subtotalCents;

  let best: CouponChoice[] = [];
  let bestTotal = 0;
  if (candidates.length <= EXHAUSTIVE_LIMIT) {
    for (let mask = 1; mask < 1 << candidates.length; mask++) {
      const set = candidates.filter((_, i) => (mask & (1 << i)) !== 0);
      if (set.filter((c) => !c.coupon.stackable).length > 1) continue;
      const t = total(set, cap);
      if (better(set, t, best, bestTotal)) {
        best = set;
        bestTotal = t;
      }
    }
  } else {
    // Greedy: each non-stackable coupon (or none) as the base, then stackables by size while they add.
    const stackables = candidates.filter((c) => c.coupon.stackable).sort((a, b) => b.discountCents - a.discountCents || byCode(a, b));
    const bases: (CouponChoice | null)[] = [null, ...candidates.filter((c) => !c.coupon.stackable)];
    for (const base of bases) {
      const set: CouponChoice[] = base ? [base] : [];
      for (const s of stackables) {
        if (total(set, cap) >= cap) break;
        set.push(s);
      }
      const t = total(set, cap);
      if (better(set, t, best, bestTotal)) {
        best = [...set];
        bestTotal = t;
      }
    }
  }
  return { chosen: [...best].sort(byCode), discountCents: bestTotal };
}
