import type { Cents } from '../money';

/**
 * Combo sales (spec §2.8, §3 product_combo_items): products bought together at a combo price. A combo
 * added N times ('add N combos to cart') takes, per set, the items' regular prices minus the combo
 * price off the cart, for as many whole sets as the cart still holds: removing an item drops the
 * combos it completed, and each unit counts towards one combo only.
 */

export interface ComboDeal {
  comboId: number;
  priceCents: Cents;
  items: readonly { productId: number; qty: number; unitPriceCents: Cents }[];
}

export interface ComboClaim {
  comboId: number;
  times: number;
}

export interface ComboDiscount {
  discountCents: Cents;
  /** Per claimed combo: the sets the cart completes and what they take off. */
  applied: { comboId: number; times: number; discountCents: Cents }[];
}

export const NO_COMBO_DISCOUNT: ComboDiscount = { discountCents: 0, applied: [] };

/** `units`: units of each product in the cart (lines without options; gift rows excluded). */
export function comboDiscount(deals: readonly ComboDeal[], claims: readonly ComboClaim[], units: ReadonlyMap<number, number>): ComboDiscount {
  if (claims.length === 0) return NO_COMBO_DISCOUNT;
  const byId = new Map(deals.map((d) => [d.comboId, d]));
  const left = new Map(units);
  const applied: ComboDiscount['applied'] = [];
  let discountCents = 0;
  for (const claim of claims) {
    const deal = byId.get(claim.comboId);
    if (!deal || deal.items.length === 0 || claim.times <= 0) continue;
    let sets = Math.floor(claim.times);
    for (const item of deal.items) sets = Math.min(sets, item.qty > 0 ? Math.floor((left.get(item.productId) ?? 0) / item.qty) : 0);
    if (sets <= 0) continue;
    for (const item of deal.items) left.set(item.productId, (left.get(item.productId) ?? 0) - sets * item.qty);
    const regular = deal.items.reduce((sum, item) => sum + item.unitPriceCents * item.qty, 0);
    const saving = Math.max(0, regular - deal.priceCents) * sets;
    discountCents += saving;
    applied.push({ comboId: deal.comboId, times: sets, discountCents: saving });
  }
  return { discountCents, applied };
}
