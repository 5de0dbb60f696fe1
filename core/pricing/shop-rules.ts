import { toCents, type Cents } from '../money';
import type { ShopDetail } from '../schemas/shop';
import { discountTiersFromEvents, type DiscountTier } from './full-discount';
import { smallOrderFeeRulesFromWire, type SmallOrderFeeRule } from './small-order-fee';

/** What the cart needs from a shop (spec §3 Shop detail, Discount event), in cents. */
export interface CartShopRules {
  tiers: DiscountTier[];
  /** The shop-wide cap on special units, ≤ 0 = none (see `shopSaleLimit`). */
  orderLimitTimes: number;
  feeRules: SmallOrderFeeRule[];
  minAmountCents: Cents;
  /** The shop takes orders now (spec §2.4: a closed shop shows 'closed' instead of checkout). */
  open: boolean;
  /** Gift name (what the tiers carry) → the gift product. */
  gifts: Record<string, { productId: number; image: string }>;
}

export const NO_SHOP_RULES: CartShopRules = { tiers: [], orderLimitTimes: 0, feeRules: [], minAmountCents: 0, open: true, gifts: {} };

/**
 * The shop-wide special-sale limit (spec §3: shop_product_sale[0].options.order_limit_times): the
 * first running product-sale event's figure when it gives one, else the shop's own setting.
 */
export function shopSaleLimit(productSaleEvents: readonly { options: { order_limit_times?: number } }[], shopSetting: number): number {
  return productSaleEvents[0]?.options.order_limit_times ?? shopSetting;
}

/** The rules from the wire shop detail (dollars), as the renderer reads them. */
export function shopRulesFromWire(shop: ShopDetail): CartShopRules {
  const events = shop.discount_events.shop_full_discount;
  const gifts: CartShopRules['gifts'] = {};
  for (const event of events) {
    const gift = event.options.gift_product;
    if (gift) gifts[gift.product_name] = { productId: gift.product_id, image: gift.product_image };
  }
  return {
    tiers: discountTiersFromEvents(
      events.map((event) => ({
        enabled: event.enabled,
        discount_amount: event.discount_amount,
        options: { full_amount: event.options.full_amount ?? 0, gift_product: event.options.gift_product?.product_name ?? null },
      })),
    ),
    orderLimitTimes: shopSaleLimit(shop.discount_events.shop_product_sale, shop.order_limit_times),
    feeRules: smallOrderFeeRulesFromWire(shop.service_fee),
    minAmountCents: toCents(shop.min_amount),
    open: shop.open === 1,
    gifts,
  };
}
