import { roundCents, type Cents } from '../money';
import type { PricedProduct } from './types';

/**
 * A customer group's price for one product (issue 17): a fixed unit price, or a percentage off in
 * basis points (1000 = 10 %).
 */
export type GroupPriceEntry = { kind: 'fixed'; priceCents: Cents } | { kind: 'percent'; basisPoints: number };

/** The product's regular unit price: the selling price, or for a special offer the price its units beyond the offer pay. */
export function regularPriceCents(product: Pick<PricedProduct, 'isSpecial' | 'priceCents' | 'orgPriceCents'>): Cents {
  return product.isSpecial ? product.orgPriceCents : product.priceCents;
}

/**
 * The group's unit price for a product: the fixed price, or the regular price less the percentage,
 * rounded to the cent half away from zero (core/money's `roundCents`).
 */
export function groupUnitPriceCents(product: Pick<PricedProduct, 'isSpecial' | 'priceCents' | 'orgPriceCents'>, entry: GroupPriceEntry): Cents {
  if (entry.kind === 'fixed') return entry.priceCents;
  return roundCents((regularPriceCents(product) * (10_000 - entry.basisPoints)) / 10_000);
}

/**
 * The product as a group's buyer is offered it: the group price becomes that buyer's regular price,
 * and the buyer always pays the lowest price they qualify for, never more than the public one:
 * - no special offer: the selling price is the lower of the group price and the selling price;
 * - a special offer cheaper than the group price stays (with its caps: `dis_qty`, `discount_limit_times`,
 *   the shop's limit); the units beyond it pay the group price instead of the original price;
 * - a special offer no cheaper than the group price is dropped: every unit pays the group price;
 * - batch tiers stay, each at the lower of its price and the group price (more units never cost more per unit).
 * The original price shown struck through stays the public one, except under a kept special offer,
 * where it is the price the units beyond the offer pay (the row's figures then add up).
 * Options are priced as they are. No entry: the product unchanged.
 */
export function withGroupPrice<T extends PricedProduct>(product: T, entry: GroupPriceEntry | undefined | null): T {
  if (!entry) return product;
  const group = groupUnitPriceCents(product, entry);
  const regular = regularPriceCents(product);
  if (group >= regular) return product;
  const batchPrice = product.batchPrice.length === 0 ? product.batchPrice : product.batchPrice.map((tier) => (tier.priceCents > group ? { ...tier, priceCents: group } : tier));
  if (product.isSpecial && product.priceCents < group) return { ...product, orgPriceCents: group, batchPrice };
  return { ...product, priceCents: group, isSpecial: false, batchPrice };
}

/** An entry as the wire writes it (core/schemas/price-lists.ts groupPriceWireSchema). */
export type GroupPriceWireEntry = { kind: 'fixed'; price_cents: number } | { kind: 'percent'; percent_off_bp: number };

export const groupPriceFromWire = (wire: GroupPriceWireEntry): GroupPriceEntry =>
  wire.kind === 'fixed' ? { kind: 'fixed', priceCents: wire.price_cents } : { kind: 'percent', basisPoints: wire.percent_off_bp };

export const groupPriceToWire = (entry: GroupPriceEntry): GroupPriceWireEntry =>
  entry.kind === 'fixed' ? { kind: 'fixed', price_cents: entry.priceCents } : { kind: 'percent', percent_off_bp: entry.basisPoints };
