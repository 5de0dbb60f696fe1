import { fromCents, toCents } from '../money';
import { groupPriceFromWire, withGroupPrice, type GroupPriceEntry } from '../pricing/group-price';
import type { PricedProduct } from '../pricing/types';
import type { ProductSummary } from '../schemas/catalogue';
import type { GroupPriceOverlay } from '../schemas/price-lists';

/** The overlay's entries by product id. */
export function groupPriceMap(overlay: GroupPriceOverlay | undefined | null): ReadonlyMap<number, GroupPriceEntry> {
  if (!overlay || overlay.prices.length === 0) return EMPTY;
  return new Map(overlay.prices.map((p) => [p.product_id, groupPriceFromWire(p.price)]));
}
const EMPTY: ReadonlyMap<number, GroupPriceEntry> = new Map();

/**
 * A wire product (menu card, product page, search hit, cart row) as a group's buyer is offered it:
 * `withGroupPrice` on its cents, written back in the wire's fields. The shared catalogue answers
 * never carry group prices; the renderer lays the buyer's own over them with this.
 */
export function summaryWithGroupPrice<T extends ProductSummary>(summary: T, entry: GroupPriceEntry | undefined | null): T {
  if (!entry) return summary;
  const priceCents = toCents(summary.price);
  const product: PricedProduct = {
    productId: summary.product_id,
    name: summary.product_name,
    priceCents,
    orgPriceCents: summary.org_price > 0 ? toCents(summary.org_price) : priceCents,
    isSpecial: summary.is_special === 1,
    disQty: summary.dis_qty,
    discountLimitTimes: summary.discount_limit_times,
    batchPrice: summary.batch_price.map((t) => ({ start: t.start, end: t.end, priceCents: toCents(t.price) })),
    stock: summary.stock,
    max: summary.max,
  };
  const priced = withGroupPrice(product, entry);
  if (priced === product) return summary;
  const special = priced.isSpecial && priced.priceCents < priced.orgPriceCents;
  return {
    ...summary,
    price: fromCents(priced.priceCents),
    org_price: fromCents(priced.orgPriceCents),
    discount: fromCents(Math.max(0, priced.orgPriceCents - priced.priceCents)),
    discount_price: special ? fromCents(priced.priceCents) : 0,
    is_special: priced.isSpecial ? 1 : 0,
    batch_price: priced.batchPrice.map((t) => ({ start: t.start, end: t.end, price: fromCents(t.priceCents) })),
  };
}

/**
 * A quick-order (SKU index) row's unit price for a group's buyer: the index carries one price, no
 * offer details, so this is `withGroupPrice` on a product sold at that price with no special offer.
 * The cart line (built from the full product) and the server charge the exact rule.
 */
export function unitPriceWithGroupPrice(price: number, entry: GroupPriceEntry | undefined | null): number {
  if (!entry) return price;
  const cents = toCents(price);
  const priced = withGroupPrice({ productId: 0, name: '', priceCents: cents, orgPriceCents: cents, isSpecial: false, disQty: 0, discountLimitTimes: 0, batchPrice: [], stock: 0, max: 0 }, entry);
  return fromCents(priced.priceCents);
}
