import { isNotNull } from 'drizzle-orm';
import type { GroupPriceEntry } from '../../../core/pricing/group-price';
import type { Database } from '../../db/client';
import { customers, groupPrices } from '../../db/schema';

/**
 * Group prices and memberships, held in the catalogue snapshot: a change to either bumps the
 * catalogue version in its transaction (price-list routes), so every server prices with the new list
 * within its refresh interval and no per-request lookup is needed. Only customers in a group are held.
 */
export interface GroupPricing {
  /** group id → product id → entry. */
  prices: Map<number, Map<number, GroupPriceEntry>>;
  /** customer id → group id. */
  members: Map<number, number>;
}

export async function loadGroupPricing(db: Database): Promise<GroupPricing> {
  const [priceRows, memberRows] = await Promise.all([
    db.select().from(groupPrices),
    db.select({ id: customers.id, groupId: customers.groupId }).from(customers).where(isNotNull(customers.groupId)),
  ]);
  const prices = new Map<number, Map<number, GroupPriceEntry>>();
  for (const row of priceRows) {
    const entry: GroupPriceEntry | null =
      row.priceCents !== null ? { kind: 'fixed', priceCents: row.priceCents } : row.percentOffBp !== null ? { kind: 'percent', basisPoints: row.percentOffBp } : null;
    if (entry === null) continue;
    let byProduct = prices.get(row.groupId);
    if (!byProduct) prices.set(row.groupId, (byProduct = new Map()));
    byProduct.set(row.productId, entry);
  }
  const members = new Map<number, number>();
  for (const row of memberRows) if (row.groupId !== null) members.set(row.id, row.groupId);
  return { prices, members };
}

const NO_PRICES: ReadonlyMap<number, GroupPriceEntry> = new Map();

/** The customer's group (null: none, or a guest) and its entries. */
export function groupPricingFor(
  pricing: GroupPricing,
  customerId: number | null | undefined,
): { groupId: number | null; prices: ReadonlyMap<number, GroupPriceEntry> } {
  const groupId = customerId == null ? undefined : pricing.members.get(customerId);
  if (groupId === undefined) return { groupId: null, prices: NO_PRICES };
  return { groupId, prices: pricing.prices.get(groupId) ?? NO_PRICES };
}
