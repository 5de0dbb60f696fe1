import { useStore } from 'zustand';
import { DEFAULT_SHOP_ID } from '../../../config/shop';
import { createPositionStore, restorePosition, subscribeShopChange, type PositionState, type ShopChangeListener } from './create-position-store';
import { loadSavedPosition, savePosition } from './position-persistence';

/** The renderer's one position store, synced to the 'position' cookie. */
export const positionStore = createPositionStore({ initialShopId: DEFAULT_SHOP_ID, save: savePosition });

export function usePositionStore<T>(selector: (state: PositionState) => T): T {
  return useStore(positionStore, selector);
}

/**
 * For the cart (a later issue): `onShopChange(({ shopId, previousShopId }) => clearCart())`.
 * Fires after the visitor confirms a position in a different shop (the "jump to a new store"
 * prompt), never for the first position nor at start-up. The position dialog then goes home.
 * A cart restored at start-up should still compare its own shop with `positionStore.getState().shopId`.
 */
export function onShopChange(listener: ShopChangeListener): () => void {
  return subscribeShopChange(positionStore, listener);
}

let restoring: Promise<void> | undefined;

/**
 * The saved position ("the position cookie or the current state", spec §2.2): state first; the cookie
 * is read once at start-up and again whenever the state has none (another tab may have chosen one).
 */
export async function currentSavedPosition() {
  if (!positionStore.getState().position) {
    restoring ??= loadSavedPosition().then((saved) => {
      if (saved && !positionStore.getState().position) restorePosition(positionStore, saved);
    });
    await restoring;
    restoring = undefined;
  }
  return positionStore.getState().position;
}
