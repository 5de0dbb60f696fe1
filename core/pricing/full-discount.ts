import { toCents, type Cents } from '../money';

/** A full-amount (spend threshold) discount tier, from discount_events.shop_full_discount (spec §3). */
export interface DiscountTier {
  /** enabled = 1 on the wire. */
  enabled: boolean;
  /** options.full_amount × 100. */
  fullAmountCents: Cents;
  /** discount_amount × 100. */
  discountCents: Cents;
  /** options.gift_product; null when the tier gives none. */
  gift: string | null;
}

/** The next, higher tier the customer can still reach. */
export interface NextTier {
  /** nextSaleAmount: the next tier's discount (whole cents = rounded to 2 decimals). */
  saleAmountCents: Cents;
  /** nextFullAmount: the next tier's threshold. */
  fullAmountCents: Cents;
  /** nextGift. */
  gift: string | null;
  /** availableNextHit = nextFullAmount − subtotal − discount; how much more to spend. */
  availableNextHitCents: Cents;
}

export interface FullDiscountResult {
  discountCents: Cents;
  gift: string | null;
  next: NextTier | null;
}

export const NO_FULL_DISCOUNT: FullDiscountResult = { discountCents: 0, gift: null, next: null };

/**
 * Applies the full-amount tiers (spec §4 Full-amount discount tiers) to `subtotalCents`.
 *
 * `subtotalCents` is the amount the thresholds are compared against. `computeCartTotals` passes the
 * subtotal after every other discount (special offers, discounted options, batch prices and the
 * percentage sale) but before this one. With that reading the spec's
 * availableNextHit = nextFullAmount − subtotal − discount, where subtotal is the cart subtotal after
 * this discount (= compared amount − discount), comes out as exactly what is still to be spent.
 */
export function computeFullDiscount(tiers: readonly DiscountTier[], subtotalCents: Cents): FullDiscountResult {
  const enabled = tiers
    .filter((tier) => tier.enabled)
    // Stable sort: tiers with equal thresholds keep their order, the later one wins.
    .sort((a, b) => a.fullAmountCents - b.fullAmountCents);
  if (enabled.length === 0) return NO_FULL_DISCOUNT;

  let applied = -1;
  enabled.forEach((tier, index) => {
    if (subtotalCents >= tier.fullAmountCents) applied = index;
  });

  const tier = applied >= 0 ? enabled[applied] : undefined;
  const discountCents = tier?.discountCents ?? 0;
  const gift = tier?.gift ?? null;
  const higher = enabled[applied + 1];
  if (higher === undefined) return { discountCents, gift, next: null };

  const subtotalAfterCents = subtotalCents - discountCents;
  return {
    discountCents,
    gift,
    next: {
      saleAmountCents: higher.discountCents,
      fullAmountCents: higher.fullAmountCents,
      gift: higher.gift,
      availableNextHitCents: higher.fullAmountCents - subtotalAfterCents - discountCents,
    },
  };
}

/** The wire shape of a shop_full_discount event, as far as the tiers need it (spec §3 Discount event). */
export interface FullDiscountEventWire {
  enabled: number | boolean;
  /** Dollars. */
  discount_amount: number | string;
  options: {
    /** Spend threshold in dollars. */
    full_amount: number | string;
    gift_product?: string | null;
  };
}

/** Converts shop_full_discount events (dollars) to tiers (cents). */
export function discountTiersFromEvents(events: readonly FullDiscountEventWire[]): DiscountTier[] {
  return events.map((event) => ({
    enabled: event.enabled === 1 || event.enabled === true,
    fullAmountCents: toCents(Number(event.options.full_amount)),
    discountCents: toCents(Number(event.discount_amount)),
    gift: event.options.gift_product ? event.options.gift_product : null,
  }));
}
