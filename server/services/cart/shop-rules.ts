import type { FastifyInstance } from 'fastify';
import type { CartShopRules } from '../../../core/pricing/shop-rules';
import { shopSaleLimit } from '../../../core/pricing/shop-rules';
import type { Locale } from '../../../core/schemas/common';
import { requireShop } from '../catalogue-lookup';
import type { CatalogueSnapshot } from '../catalogue-snapshot';
import { productName } from '../catalogue-views';
import { activeDiscountEvents } from '../shop-views';

/** Events start and end on the minute: the rules are worked out once a minute per shop and language. */
const TIME_BUCKET_MS = 60_000;

/**
 * The cart rules of a shop (core's CartShopRules) straight from the snapshot's cents: the running
 * full-amount tiers (gift names in `locale`), the special-sale limit, the small-order-fee rules, the
 * minimum spend and whether the shop is open. The renderer reads the same rules from the wire shop
 * detail (`shopRulesFromWire`).
 */
export function shopRules(app: FastifyInstance, snapshot: CatalogueSnapshot, shopId: number, locale: Locale, now: Date): CartShopRules {
  const bucket = Math.floor(now.getTime() / TIME_BUCKET_MS);
  return app.catalogue.memo(snapshot, `cart-shop:${shopId}:${locale}:${bucket}`, () => {
    const shop = requireShop(snapshot, shopId);
    const events = activeDiscountEvents(snapshot, shopId, now);
    const gifts: CartShopRules['gifts'] = {};
    const tiers = events.shop_full_discount.map((event) => {
      const giftId = event.options.gift_product_id;
      const gift = giftId === undefined ? undefined : snapshot.products.get(giftId);
      const giftName = gift ? productName(gift, locale) : null;
      if (gift && giftName !== null) gifts[giftName] = { productId: gift.id, image: gift.image };
      return { enabled: event.enabled === 1, fullAmountCents: event.options.full_amount_cents ?? 0, discountCents: event.discountAmountCents, gift: giftName };
    });
    const fee = shop.settings.service_fee;
    return {
      tiers,
      orderLimitTimes: shopSaleLimit(events.shop_product_sale, shop.settings.order_limit_times),
      feeRules: fee?.enabled ? fee.rules.map((rule) => ({ endCents: rule.end_cents, valueCents: rule.value_cents })) : [],
      minAmountCents: shop.minAmountCents,
      open: shop.open,
      gifts,
    };
  });
}
