import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { CartMessage } from '../../../../core/schemas/cart';
import { serializeCookie, TEN_YEARS_SECONDS } from '../../../lib/cookies';
import { platform } from '../../../platform';
import { createCartStore, type CartState } from './cart-store';

/** The renderer's one cart, kept in platform storage (SUPPLY_SHOPPING_CART) with the 'ids' cookie. */
export const cartStore = createCartStore({
  storage: {
    getItem: (key) => platform.storage.get(key),
    setItem: (key, value) => platform.storage.set(key, value),
    removeItem: (key) => platform.storage.remove(key),
  },
  // Spec §3 Cookies: 'ids', a comma list of cart product ids, kept 10 years.
  writeIds: (ids) => {
    document.cookie = serializeCookie('ids', ids.join(','), { maxAge: TEN_YEARS_SECONDS });
  },
});

export function useCartStore<T>(selector: (state: CartState) => T): T {
  return useStore(cartStore, selector);
}

/** Runs `callback` once the saved cart has been read back (at once when it already has). */
export function afterCartRestored(callback: () => void): () => void {
  if (cartStore.persist.hasHydrated()) {
    callback();
    return () => {};
  }
  return cartStore.persist.onFinishHydration(() => callback());
}

export type CartDialog =
  | { kind: 'alert'; message: string }
  | { kind: 'confirm'; message: string; confirmLabel: string; onConfirm: () => void }
  | { kind: 'small-order-fee'; message: string; onAddMore: () => void; onProceed: () => void };

interface CartUiState {
  /** The drawer is open (OPEN_DRAWER, spec §9 App events). */
  open: boolean;
  /** The drawer module has been asked for once: it stays mounted afterwards. */
  wanted: boolean;
  dialog: CartDialog | null;
  /** The server's per-line notes from the last cart calculate (stale price, stock, delisted, pickup). */
  messages: CartMessage[];
  /** The server cart is being merged at sign-in: calculate waits, so it cannot overwrite the stored cart first. */
  syncPaused: boolean;
  setOpen: (open: boolean) => void;
  showDialog: (dialog: CartDialog) => void;
  closeDialog: () => void;
  setMessages: (messages: CartMessage[]) => void;
}

export const cartUiStore = createStore<CartUiState>()((set) => ({
  open: false,
  wanted: false,
  dialog: null,
  messages: [],
  syncPaused: false,
  setOpen: (open) => set(open ? { open, wanted: true } : { open }),
  showDialog: (dialog) => set({ dialog }),
  closeDialog: () => set({ dialog: null }),
  setMessages: (messages) => set({ messages }),
}));

export function useCartUi<T>(selector: (state: CartUiState) => T): T {
  return useStore(cartUiStore, selector);
}

/** Runs `task` (the sign-in merge) with the cart sync held back until it settles. */
export async function withCartSyncPaused<T>(task: () => Promise<T>): Promise<T> {
  cartUiStore.setState({ syncPaused: true });
  try {
    return await task();
  } finally {
    cartUiStore.setState({ syncPaused: false });
  }
}
