export interface SpecialOfferAddInput {
  name: string;
  /** Special-offer units being added. */
  qty: number;
  /** Special-offer units of this product already in the cart. */
  inCart: number;
  /** The product's special cap (`specialUnitCap`: the tighter of dis_qty and discount_limit_times); 0 = no limit. */
  specialCap: number;
  /** Special-sale units of all products already in the cart (shopProductSaleItems). */
  shopSaleUnits: number;
  /** order_limit_times; ≤ 0 = no limit. */
  orderLimitTimes: number;
}

export type SpecialOfferFailure = 'over_special_limit' | 'over_shop_special_limit';

export interface SpecialOfferParams {
  name: string;
  inCart: number;
  /** The limit hit: the product's special cap, or order_limit_times. */
  limit: number;
  /** Special units still available under that limit, never below 0. */
  left: number;
}

export type SpecialOfferCheck =
  | { ok: true }
  | { ok: false; reason: SpecialOfferFailure; params: SpecialOfferParams };

export const SPECIAL_OFFER_MESSAGE_KEYS: Record<SpecialOfferFailure, readonly string[]> = {
  over_special_limit: ['cart.limitOfPurchasing', 'cart.youAlreadyHaveInCart'],
  over_shop_special_limit: ['cart.shopSpecialLimit'],
};

/**
 * The special-offer quantity rules of spec §5: a product's special units may not exceed its special
 * cap (discount_limit_times, and dis_qty where published; 0 = none), and the cart's special units may not exceed the shop's
 * order_limit_times (≤ 0 = none). The product limit is checked first.
 *
 * Pricing enforces both caps anyway (units over them are charged org_price, see
 * `allocateSpecialUnits`), so a caller may either refuse the add or warn and add.
 */
export function checkSpecialOfferAdd(input: SpecialOfferAddInput): SpecialOfferCheck {
  const limit = input.specialCap;
  if (limit > 0 && input.inCart + input.qty > limit) {
    return {
      ok: false,
      reason: 'over_special_limit',
      params: { name: input.name, inCart: input.inCart, limit, left: Math.max(0, limit - input.inCart) },
    };
  }
  const shopLimit = input.orderLimitTimes;
  if (shopLimit > 0 && input.shopSaleUnits + input.qty > shopLimit) {
    return {
      ok: false,
      reason: 'over_shop_special_limit',
      params: {
        name: input.name,
        inCart: input.shopSaleUnits,
        limit: shopLimit,
        left: Math.max(0, shopLimit - input.shopSaleUnits),
      },
    };
  }
  return { ok: true };
}
