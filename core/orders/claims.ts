import type { OrderStatus } from '../schemas/order';
import type { Role } from './lifecycle';

/**
 * Claims on delivered lines (spec §9 Cancellation and returns; DECISIONS.md "After checkout"): the buyer
 * (or their agent) reports a line as damaged, missing, wrong or of poor quality, with a quantity and
 * photos; warehouse staff or a supervisor approve it (refund to the original payment method, or store
 * credit) or reject it with a reason. Fresh goods are claimed within 24 hours of delivery, unopened
 * dry goods within 15 days. The money of an approved claim is `claimRefund` (core/orders/claim-refund.ts).
 */

export const CLAIM_KINDS = ['damaged', 'missing', 'wrong', 'poor_quality'] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

export const CLAIM_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const CLAIM_RESOLUTIONS = ['refund', 'store_credit'] as const;
export type ClaimResolution = (typeof CLAIM_RESOLUTIONS)[number];

/** Fresh goods are inspected on receipt; unopened dry goods keep longer. */
export type ClaimGoods = 'fresh' | 'dry';
export const CLAIM_WINDOW_MS: Readonly<Record<ClaimGoods, number>> = {
  fresh: 24 * 60 * 60 * 1000,
  dry: 15 * 24 * 60 * 60 * 1000,
};

/** Orders whose goods reached the buyer. */
export const CLAIMABLE_ORDER_STATUSES: readonly OrderStatus[] = ['delivered', 'picked_up', 'finished'];
export const CLAIM_FILING_ROLES: readonly Role[] = ['buyer', 'agent', 'supervisor'];
export const CLAIM_DECIDING_ROLES: readonly Role[] = ['warehouse', 'supervisor'];

export const CLAIM_REFUSALS = [
  'orders.claim.role_not_allowed',
  'orders.claim.not_delivered',
  'orders.claim.window_closed',
  'orders.claim.qty_over_delivered',
  'orders.claim.already_decided',
] as const;
export type ClaimRefusal = (typeof CLAIM_REFUSALS)[number];

/**
 * Which window a product's goods fall under, by its category: produce, meat, seafood, dairy and eggs,
 * and frozen goods are inspected on receipt (24 hours); everything else on the shelf (rice, flour, oil,
 * sauces, drinks, containers, paper, cleaning supplies) is dry goods, claimable unopened for 15 days.
 */
export const FRESH_CATEGORY_SLUGS: ReadonlySet<string> = new Set(['produce', 'meat', 'seafood', 'dairy-eggs', 'frozen']);
export const claimGoodsOf = (categorySlug: string): ClaimGoods => (FRESH_CATEGORY_SLUGS.has(categorySlug) ? 'fresh' : 'dry');

/** The last moment a line can be claimed. */
export function claimDeadline(handedOverAt: Date, goods: ClaimGoods): Date {
  return new Date(handedOverAt.getTime() + CLAIM_WINDOW_MS[goods]);
}

export interface ClaimFilingFacts {
  role: Role;
  orderStatus: OrderStatus;
  /** When the order was delivered or picked up. */
  handedOverAt: Date | null;
  goods: ClaimGoods;
  /** The line's delivered quantity, and what earlier claims (pending or approved) already cover. */
  deliveredQty: number;
  claimedQty: number;
  qty: number;
}

/**
 * Whether a claim may be filed now: by the buyer, their agent or a supervisor, on a delivered or
 * picked-up order, within its goods' window, for no more units than were delivered and not already claimed.
 * Ownership (the buyer's own order) is checked by the route, which answers 404 for anyone else's.
 */
export function claimFilingRefusal(facts: ClaimFilingFacts, now: Date): ClaimRefusal | null {
  if (!CLAIM_FILING_ROLES.includes(facts.role)) return 'orders.claim.role_not_allowed';
  if (!CLAIMABLE_ORDER_STATUSES.includes(facts.orderStatus) || facts.handedOverAt === null) return 'orders.claim.not_delivered';
  if (now.getTime() > claimDeadline(facts.handedOverAt, facts.goods).getTime()) return 'orders.claim.window_closed';
  if (facts.qty < 1 || facts.qty > facts.deliveredQty - facts.claimedQty) return 'orders.claim.qty_over_delivered';
  return null;
}

/** Whether `role` may approve or reject a claim in `status` (once, while it is pending). */
export function claimDecisionRefusal(role: Role, status: ClaimStatus): ClaimRefusal | null {
  if (!CLAIM_DECIDING_ROLES.includes(role)) return 'orders.claim.role_not_allowed';
  return status === 'pending' ? null : 'orders.claim.already_decided';
}
