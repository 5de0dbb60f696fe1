import { giftLine } from '../../../../core/cart/gift-row';
import { computeCartTotals, type CartTotals } from '../../../../core/pricing/cart-totals';
import { discountTiersFromEvents, type DiscountTier } from '../../../../core/pricing/full-discount';
import {
  smallOrderFeeHint,
  smallOrderFeeRulesFromWire,
  type SmallOrderFeeHint,
  type SmallOrderFeeRule,
} from '../../../../core/pricing/small-order-fee';
import type { CartLine } from '../../../../core/pricing/types';
import { toCents, type Cents } from '../../../../core/money';
import type { ShopDetail } from '../../../../core/schemas/shop';
import { toCartLine, type CartItem, type ComboEntry } from '../stores/cart-store';
import type { ComboDeal } from '../../../../core/pricing/combo-discount';

/** What the cart needs from the shop detail (spec §3 Shop detail), in cents. */
export interface CartShopRules {
  tiers: DiscountTier[];
  orderLimitTimes: number;
  feeRules: SmallOrderFeeRule[];
  minAmountCents: Cents;
  open: boolean;
  /** Gift names → image, for the gift row. */
  giftImages: Record<string, string>;
}

export const NO_SHOP_RULES: CartShopRules = {
  tiers: [],
  orderLimitTimes: 0,
  feeRules: [],
  minAmountCents: 0,
  open: true,
  giftImages: {},
};

export function shopRulesFromDetail(shop: ShopDetail): CartShopRules {
  const events = shop.discount_events.shop_full_discount;
  const giftImages: Record<string, string> = {};
  for (const event of events) {
    const gift = event.options.gift_product;
    if (gift) giftImages[gift.product_name] = gift.product_image;
  }
  return {
    tiers: discountTiersFromEvents(
      events.map((event) => ({
        enabled: event.enabled,
        discount_amount: event.discount_amount,
        options: { full_amount: event.options.full_amount ?? 0, gift_product: event.options.gift_product?.product_name ?? null },
      })),
    ),
    orderLimitTimes: shop.discount_events.shop_product_sale[0]?.options.order_limit_times ?? shop.order_limit_times,
    feeRules: smallOrderFeeRulesFromWire(shop.service_fee),
    minAmountCents: toCents(shop.min_amount),
    open: shop.open === 1,
    giftImages,
  };
}

export interface CartFigures {
  totals: CartTotals;
  /** The rows to show: every item's line, then the gift row when a tier gives one. */
  rows: { item: CartItem | null; line: CartLine; rowTotalCents: Cents; orgRowTotalCents: Cents }[];
  feeHint: SmallOrderFeeHint;
  /** Checkout is enabled: items in the cart and subtotal ≥ min_amount (spec §5 Checkout). */
  canCheckout: boolean;
  /**
   * The shop has spend-and-save tiers, but a line at a volume (batch) price switched them off
   * (spec §4 Full-amount discount tiers): the drawer says so rather than dropping the hint silently.
   */
  spendDiscountOff: boolean;
}

/** The cart's figures from core (spec §4 Full-amount discount tiers, §9 Pricing, Small order fee). */
export function cartFigures(items: readonly CartItem[], rules: CartShopRules, combos: readonly ComboEntry[] = []): CartFigures {
  const lines = items.map(toCartLine);
  const totals = computeCartTotals({
    lines,
    fullDiscountTiers: rules.tiers,
    orderLimitTimes: rules.orderLimitTimes,
    combos: { deals: combos.flatMap(comboDeal), claims: combos.map((c) => ({ comboId: c.combo_id, times: c.times })) },
  });
  const rows: CartFigures['rows'] = totals.lines.map(({ line, total }, index) => ({
    item: items[index] ?? null,
    line,
    rowTotalCents: total.rowTotalCents,
    orgRowTotalCents: total.orgRowTotalCents,
  }));
  if (totals.gift) rows.push({ item: null, line: giftLine(totals.gift), rowTotalCents: 0, orgRowTotalCents: 0 });
  const feeHint: SmallOrderFeeHint =
    items.length === 0 ? { kind: 'none' } : smallOrderFeeHint({ rules: rules.feeRules, subtotalCents: totals.subtotalCents });
  return {
    totals,
    rows,
    feeHint,
    canCheckout: totals.count > 0 && totals.subtotalCents >= rules.minAmountCents,
    spendDiscountOff: totals.hasBatchPrice && rules.tiers.some((tier) => tier.enabled),
  };
}

function comboDeal(entry: ComboEntry): ComboDeal[] {
  if (!entry.deal) return [];
  return [
    {
      comboId: entry.combo_id,
      priceCents: entry.deal.price_cents,
      items: entry.deal.items.map((i) => ({ productId: i.product_id, qty: i.qty, unitPriceCents: i.unit_price_cents })),
    },
  ];
}
