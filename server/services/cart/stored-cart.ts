import { eq } from 'drizzle-orm';
import { type CartSelectionLine, type MergedCartLine, mergeCartLines, toMergedLine } from '../../../core/cart-line/merge-lines';
import { selectionFits } from '../../../core/cart-line/selection';
import type { ShippingType } from '../../../core/schemas/common';
import type { Database } from '../../db/client';
import { carts, customers, type StoredCartLine } from '../../db/schema';
import { badRequest } from '../../http/api-error';
import { recordAudit } from '../agent/audit';
import { diffCartLines } from '../agent/cart-diff';
import type { CatalogueSnapshot } from '../catalogue-snapshot';

/**
 * The signed-in customer's cart on the server (spec §4 Cart, Sync; DECISIONS.md: a guest's cart stays
 * on the device and merges in at login). One row per customer: the shop, the shipping type and the
 * lines as the client sends them (never the gift row, which pricing adds).
 */

/** Whether the line's option groups and items all belong to its product (unknown products are pricing's to report). */
function optionsKnown(snapshot: CatalogueSnapshot, line: CartSelectionLine): boolean {
  if (line.options.length === 0) return true;
  const product = snapshot.products.get(line.product_id);
  return !product || selectionFits(product.optionGroups, line.options);
}

/** A guest line naming options its product does not have: the same 400 as cart calculate. */
export function assertOptionsKnown(snapshot: CatalogueSnapshot, lines: readonly CartSelectionLine[]): void {
  const bad = lines.find((line) => !optionsKnown(snapshot, line));
  if (bad) throw badRequest('OPTION_NOT_FOUND', 'cart.optionNotFound', { productId: bad.product_id });
}

/** Writes the customer's one cart row (created or replaced); answers its id. */
async function upsertCart(
  db: Pick<Database, 'insert'>,
  cart: { customerId: number; shopId: number; shippingType: ShippingType; items: StoredCartLine[]; now: Date },
): Promise<number> {
  const { customerId, shopId, shippingType, items, now } = cart;
  const [row] = await db
    .insert(carts)
    .values({ customerId, shopId, shippingType, items, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: carts.customerId, set: { shopId, shippingType, items, updatedAt: now } })
    .returning({ id: carts.id });
  return row!.id;
}

/** Saves the cart the client just priced; answers the cart id. */
export async function saveCustomerCart(
  db: Database,
  cart: { customerId: number; shopId: number; shippingType: ShippingType; lines: readonly CartSelectionLine[]; now: Date },
): Promise<number> {
  return upsertCart(db, { ...cart, items: cart.lines.map(toMergedLine) });
}

/**
 * An agent's session saving the customer's cart (issue 7 audit): the same save as saveCustomerCart,
 * in one transaction with the audit of what the agent added or removed against the stored lines.
 */
export async function saveAgentCart(
  db: Database,
  snapshot: CatalogueSnapshot | undefined,
  cart: { customerId: number; agentId: number; shopId: number; shippingType: ShippingType; lines: readonly CartSelectionLine[]; now: Date },
): Promise<number> {
  const items: StoredCartLine[] = cart.lines.map(toMergedLine);
  return db.transaction(async (tx) => {
    const [stored] = await tx.select({ items: carts.items }).from(carts).where(eq(carts.customerId, cart.customerId)).for('update');
    const cartId = await upsertCart(tx, { ...cart, items });
    await auditCartChange(tx, snapshot, { ...cart, before: stored?.items ?? [], after: items });
    return cartId;
  });
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

async function auditCartChange(
  tx: Tx,
  snapshot: CatalogueSnapshot | undefined,
  change: { customerId: number; agentId: number; before: readonly StoredCartLine[]; after: readonly StoredCartLine[]; now: Date },
): Promise<void> {
  const { added, removed } = diffCartLines(change.before, change.after, snapshot);
  const base = { staffId: change.agentId, customerId: change.customerId, now: change.now };
  if (added.length > 0) await recordAudit(tx, { ...base, action: 'lines_added', detail: { lines: added } });
  if (removed.length > 0) await recordAudit(tx, { ...base, action: 'lines_removed', detail: { lines: removed } });
}

export interface MergedCart {
  /** The customer's cart row id (created, empty, when the customer had none). */
  cartId: number;
  /** The lines to price and show for the requested shop and shipping type. */
  lines: MergedCartLine[];
}

/**
 * Merges the guest's lines into the stored cart of the same shop and shipping type and saves the
 * result. A stored cart of another shop or shipping type is replaced by a non-empty guest cart; with
 * an empty guest cart the answer is an empty cart and the stored one stays. Stored lines whose
 * options the product no longer has are dropped rather than failing the merge.
 */
export async function mergeIntoCustomerCart(
  db: Database,
  snapshot: CatalogueSnapshot,
  merge: {
    customerId: number;
    shopId: number;
    shippingType: ShippingType;
    guestLines: readonly CartSelectionLine[];
    now: Date;
    /** An agent's session: what the merge adds or drops is audited. */
    agentId?: number | null;
  },
): Promise<MergedCart> {
  const { customerId, shopId, shippingType, guestLines, now } = merge;
  assertOptionsKnown(snapshot, guestLines);
  return db.transaction(async (tx) => {
    // The customer's row is the lock: two merges at once (two tabs signing in) apply one after the other.
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
    const [stored] = await tx.select().from(carts).where(eq(carts.customerId, customerId)).limit(1);
    const sameCart = stored !== undefined && stored.shopId === shopId && stored.shippingType === shippingType;
    const guest = guestLines.filter((line) => line.qty >= 1);
    if (stored && !sameCart && guest.length === 0) return { cartId: stored.id, lines: [] };
    const base = sameCart ? stored.items.filter((line) => optionsKnown(snapshot, line)) : [];
    const lines = mergeCartLines(base, guest);
    const items: StoredCartLine[] = lines;
    const cartId = await upsertCart(tx, { customerId, shopId, shippingType, items, now });
    if (merge.agentId != null) {
      await auditCartChange(tx, snapshot, { customerId, agentId: merge.agentId, before: stored?.items ?? [], after: items, now });
    }
    return { cartId, lines };
  });
}
