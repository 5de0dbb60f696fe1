import { useStore } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import type { AddressBookEntry } from '../../../core/schemas/account';
import { platform } from '../../platform';
import { onSignOut } from './session-store';

/**
 * The checkout's delivery contact (spec §3 Contact: name, tel, addr, postal_code, latitude,
 * longitude, buzz_code, unit), chosen in the address book (?enableSelect=1) or set by an agent link
 * (§2.9). Shared so the address book writes it and the checkout reads it; kept in platform storage
 * under 'contact' and dropped at sign-out (it belongs to one customer).
 */
export interface CheckoutContact {
  name: string;
  tel: string;
  addr: string;
  postal_code: string;
  latitude: number;
  longitude: number;
  buzz_code: string;
  unit: string;
  /** The address-book entry it came from (the spec's contact_id); 0 when typed elsewhere. */
  contact_id: number;
  /** The shop that delivers there (0 = outside every delivery zone). */
  shop_id: number;
}

export const CONTACT_STORAGE_KEY = 'contact';

/** An address-book entry as the checkout contact. */
export function contactFromAddressEntry(entry: AddressBookEntry): CheckoutContact {
  return {
    name: entry.name,
    tel: entry.tel,
    addr: entry.address || entry.addr,
    postal_code: entry.postal_code,
    latitude: entry.latitude,
    longitude: entry.longitude,
    buzz_code: entry.buzz_code,
    unit: entry.unit,
    contact_id: entry.id,
    shop_id: entry.shop_id,
  };
}

export interface CheckoutContactState {
  contact: CheckoutContact | null;
  setContact: (contact: CheckoutContact) => void;
  clearContact: () => void;
}

export function createCheckoutContactStore(storage: StateStorage) {
  return createStore<CheckoutContactState>()(
    persist(
      (set) => ({
        contact: null,
        setContact: (contact) => set({ contact }),
        clearContact: () => set({ contact: null }),
      }),
      {
        name: CONTACT_STORAGE_KEY,
        version: 1,
        storage: createJSONStorage(() => storage),
        partialize: (state) => ({ contact: state.contact }),
      },
    ),
  );
}

export const checkoutContactStore = createCheckoutContactStore({
  getItem: (key) => platform.storage.get(key),
  setItem: (key, value) => platform.storage.set(key, value),
  removeItem: (key) => platform.storage.remove(key),
});

onSignOut(() => checkoutContactStore.getState().clearContact());

export function useCheckoutContact<T>(selector: (state: CheckoutContactState) => T): T {
  return useStore(checkoutContactStore, selector);
}
