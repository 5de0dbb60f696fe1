import { describe, expect, it, vi } from 'vitest';
import type { AddressBookEntry } from '../../../core/schemas/account';

// The module's own instance reads platform storage; these tests build stores on a memory storage.
vi.mock('../../platform', () => ({
  platform: { storage: { get: async () => null, set: async () => {}, remove: async () => {} } },
}));

const { CONTACT_STORAGE_KEY, checkoutContactStore, contactFromAddressEntry, createCheckoutContactStore } = await import(
  './checkout-contact'
);
const { signIn, signOut } = await import('./session-store');

const entry: AddressBookEntry = {
  id: 12,
  name: 'Golden Wok',
  tel: '14165550123',
  address: '100 Queen St W, Toronto, ON M5H 2N2',
  addr: '100 Queen St W, Toronto, ON M5H 2N2',
  unit: '204',
  buzz_code: '1234',
  postal_code: 'M5H 2N2',
  latitude: 43.6535,
  longitude: -79.3839,
  shop_id: 17243,
  updated_at: '2026-01-05T12:00:00.000Z',
};

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('contactFromAddressEntry', () => {
  it('maps an address-book entry onto the spec §3 Contact fields', () => {
    expect(contactFromAddressEntry(entry)).toEqual({
      name: 'Golden Wok',
      tel: '14165550123',
      addr: '100 Queen St W, Toronto, ON M5H 2N2',
      postal_code: 'M5H 2N2',
      latitude: 43.6535,
      longitude: -79.3839,
      buzz_code: '1234',
      unit: '204',
      contact_id: 12,
      shop_id: 17243,
    });
  });

  it('falls back to addr when address is empty', () => {
    expect(contactFromAddressEntry({ ...entry, address: '', addr: '1 Main St' }).addr).toBe('1 Main St');
  });
});

describe('checkout contact store', () => {
  it("persists the contact under 'contact' and reads it back", async () => {
    const storage = memoryStorage();
    const store = createCheckoutContactStore(storage);
    store.getState().setContact(contactFromAddressEntry(entry));
    const saved = JSON.parse(storage.map.get(CONTACT_STORAGE_KEY)!) as { state: { contact: { contact_id: number } } };
    expect(saved.state.contact.contact_id).toBe(12);

    const again = createCheckoutContactStore(storage);
    await again.persist.rehydrate();
    expect(again.getState().contact?.addr).toBe(entry.address);
  });

  it('forgets the contact when the customer signs out', () => {
    signIn({
      token: 't',
      expires_at: new Date(Date.now() + 60_000).toISOString(),
      user: {
        cid: 1, aid: 0, type: 'customer', staff_role: '', username: '14165550123', name: '', phone_num: '14165550123',
        phone: '+1 416-555-0123', email: '', email_verified: false, avatar: '', created_at: '', credit: 0,
        invite_code: '', order_count: 0, coupons_count: 0, language: 'en',
      },
    });
    checkoutContactStore.getState().setContact(contactFromAddressEntry(entry));
    signOut('logout');
    expect(checkoutContactStore.getState().contact).toBeNull();
  });
});
