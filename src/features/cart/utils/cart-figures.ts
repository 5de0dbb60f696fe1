import { giftLine } from '../../../../core/cart/gift-row';
import { priceCartLines, type LineRefusal } from '../../../../core/cart-line/cart-pricing';
import type { CartTotals } from '../../../../core/pricing/cart-totals';
import type { ComboDeal } from '../../../../core/pricing/combo-discount';
import type { CartShopRules } from '../../../../core/pricing/shop-rules';
import { smallOrderFeeHint, type SmallOrderFeeHint } from '../../../../core/pricing/small-order-fee';
import type { CartLine } from '../../../../core/pricing/types';
import type { Cents } from '../../../../core/money';
import { checkedLineOf, type CartItem, type ComboEntry } from '../stores/cart-store';

export interface CartFigures {
  /** The cart's figures over the counted rows (refused rows left out). */
  totals: CartTotals;
  /** The rows to show: every item's line, then the gift row when a tier gives one. */
  rows: { item: CartItem | null; line: CartLine; rowTotalCents: Cents; orgRowTotalCents: Cents; refusal: LineRefusal | null }[];
  feeHint: SmallOrderFeeHint;
  /** Checkout is enabled: items in the cart and subtotal ≥ min_amount (spec §5 Checkout). */
  canCheckout: boolean;
  /**
   * The shop has spend-and-save tiers, but a line at a volume (batch) price switched them off
   * (spec §4 Full-amount discount tiers): the drawer says so rather than dropping the hint silently.
   */
  spendDiscountOff: boolean;
}

/**
 * The cart's figures from core (spec §4 Full-amount discount tiers, §9 Pricing, Small order fee),
 * with core's cart pricing: the rule the server charges by, refused rows included.
 */
export function cartFigures(items: readonly CartItem[], rules: CartShopRules, combos: readonly ComboEntry[] = []): CartFigures {
  const { totals, rows: priced } = priceCartLines({
    lines: items.map(checkedLineOf),
    fullDiscountTiers: rules.tiers,
    orderLimitTimes: rules.orderLimitTimes,
    combos: { deals: combos.flatMap(comboDeal), claims: combos.map((c) => ({ comboId: c.combo_id, times: c.times })) },
  });
  const rows: CartFigures['rows'] = priced.map(({ line, total, refusal }, index) => ({
    item: items[index] ?? null,
    line,
    rowTotalCents: total.rowTotalCents,
    orgRowTotalCents: total.orgRowTotalCents,
    refusal,
  }));
  if (totals.gift) rows.push({ item: null, line: giftLine(totals.gift), rowTotalCents: 0, orgRowTotalCents: 0, refusal: null });
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
