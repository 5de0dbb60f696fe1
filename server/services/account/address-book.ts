import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type AddressBookEntry, type addressBookInputSchema, MAX_ADDRESS_BOOK_ENTRIES } from '../../../core/schemas/account';
import type { Database } from '../../db/client';
import { addressBook, customers } from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../http/api-error';
import type { ShopRow } from '../catalogue-snapshot';
import { shopForPoint } from '../delivery-zones';

/**
 * The customer's address book (spec §2.8 'My Address', §3 Address book entry). Every query is scoped
 * by the caller's customer id: someone else's entry answers exactly like a missing one.
 */

export type AddressInput = z.output<typeof addressBookInputSchema>;
type AddressRow = typeof addressBook.$inferSelect;

export const addressNotFound = () => notFound('ADDRESS_NOT_FOUND', 'account.address_not_found');
/** Another customer's id in a query or body (the webapp calls): refused without saying more. */
export const otherCustomer = () => new ApiError(403, 'FORBIDDEN', 'account.other_customer');

export function addressEntryView(row: AddressRow, shops: Iterable<ShopRow>): AddressBookEntry {
  const latitude = Number(row.latitude);
  const longitude = Number(row.longitude);
  return {
    id: row.id,
    name: row.name,
    tel: row.tel,
    address: row.address,
    addr: row.address,
    unit: row.unit,
    buzz_code: row.buzzCode,
    postal_code: row.postalCode,
    latitude,
    longitude,
    // The shop whose delivery zone holds the point today (zones change; so it is not stored).
    shop_id: shopForPoint(shops, latitude, longitude)?.id ?? 0,
    updated_at: row.updatedAt.toISOString(),
  };
}

const columns = (input: AddressInput) => ({
  name: input.name,
  tel: input.tel,
  address: input.address,
  unit: input.unit,
  buzzCode: input.buzz_code,
  postalCode: input.postal_code,
  latitude: String(input.latitude),
  longitude: String(input.longitude),
});

/** Newest updated first. */
export async function listAddresses(db: Database, customerId: number, shops: Iterable<ShopRow>): Promise<AddressBookEntry[]> {
  const rows = await db
    .select()
    .from(addressBook)
    .where(eq(addressBook.customerId, customerId))
    .orderBy(desc(addressBook.updatedAt), desc(addressBook.id));
  const shopList = [...shops];
  return rows.map((row) => addressEntryView(row, shopList));
}

export async function addAddress(
  db: Database,
  customerId: number,
  input: AddressInput,
  now: Date,
  shops: Iterable<ShopRow>,
): Promise<AddressBookEntry> {
  const row = await db.transaction(async (tx) => {
    // The customer's row is the lock: two adds at once cannot both pass the count check.
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
    const [held] = await tx.select({ n: count() }).from(addressBook).where(eq(addressBook.customerId, customerId));
    if ((held?.n ?? 0) >= MAX_ADDRESS_BOOK_ENTRIES) {
      throw badRequest('ADDRESS_BOOK_FULL', 'account.address_book_full', { max: MAX_ADDRESS_BOOK_ENTRIES });
    }
    const [inserted] = await tx
      .insert(addressBook)
      .values({ customerId, ...columns(input), createdAt: now, updatedAt: now })
      .returning();
    return inserted!;
  });
  return addressEntryView(row, shops);
}

export async function updateAddress(
  db: Database,
  customerId: number,
  id: number,
  input: AddressInput,
  now: Date,
  shops: Iterable<ShopRow>,
): Promise<AddressBookEntry> {
  const [row] = await db
    .update(addressBook)
    .set({ ...columns(input), updatedAt: now })
    .where(and(eq(addressBook.id, id), eq(addressBook.customerId, customerId)))
    .returning();
  if (!row) throw addressNotFound();
  return addressEntryView(row, shops);
}

export async function deleteAddress(db: Database, customerId: number, id: number): Promise<{ id: number }> {
  const [row] = await db
    .delete(addressBook)
    .where(and(eq(addressBook.id, id), eq(addressBook.customerId, customerId)))
    .returning({ id: addressBook.id });
  if (!row) throw addressNotFound();
  return { id: row.id };
}
