import { createStore } from 'zustand/vanilla';
import type { LatLng, Position } from '../types/position';
import { shopIdOf } from '../utils/position-codec';
import type { PositionGuardDecision } from '../utils/position-guard';

export interface PositionState {
  /** The saved position (cookie-backed), null until the visitor chooses one. */
  position: Position | null;
  /** Spec §3 App-wide shopId: set by the position guard; 0 while a position is needed. */
  shopId: number;
  /** isShowPositionDialog. */
  dialogOpen: boolean;
  /** The browser's own location once known (USER_LATLNG): warehouse distances and address bias. */
  browserLatLng: LatLng | null;

  /** Applies the guard's decision for the page being opened. */
  applyGuard: (decision: PositionGuardDecision) => void;
  /** Saves a chosen position, makes its shop current and closes the dialog. */
  choosePosition: (position: Position) => void;
  openDialog: () => void;
  /** Ignored while no position exists: the dialog is mandatory then (spec §2.6). */
  closeDialog: () => void;
  setBrowserLatLng: (latLng: LatLng) => void;
}

export interface PositionStoreDeps {
  initialShopId: number;
  /** Persists a chosen position (the cookie). */
  save: (position: Position) => void;
}

export function createPositionStore({ initialShopId, save }: PositionStoreDeps) {
  return createStore<PositionState>()((set, get) => ({
    position: null,
    shopId: initialShopId,
    dialogOpen: false,
    browserLatLng: null,

    applyGuard: (decision) => {
      if (decision.kind === 'exempt') set({ dialogOpen: false });
      else set({ shopId: decision.shopId, dialogOpen: decision.showDialog });
    },
    choosePosition: (position) => {
      save(position);
      set({ position, shopId: shopIdOf(position), dialogOpen: false });
    },
    openDialog: () => set({ dialogOpen: true }),
    closeDialog: () => {
      if (get().position) set({ dialogOpen: false });
    },
    setBrowserLatLng: (browserLatLng) => set({ browserLatLng }),
  }));
}

export type PositionStore = ReturnType<typeof createPositionStore>;

/** Restores a position read at start-up (cookie) without saving it again. */
export function restorePosition(store: PositionStore, position: Position): void {
  store.setState({ position });
}

export type ShopChangeListener = (change: { shopId: number; previousShopId: number }) => void;

/**
 * Calls `listener` after a saved position moves to a different shop: the visitor confirmed "jump to a
 * new store" (spec §4 Position). Not called for the first choice of a position, nor at start-up,
 * nor when the same shop is chosen again. Returns the unsubscribe function.
 */
export function subscribeShopChange(store: PositionStore, listener: ShopChangeListener): () => void {
  return store.subscribe((state, previous) => {
    if (state.position === previous.position || !state.position || !previous.position) return;
    const shopId = shopIdOf(state.position);
    const previousShopId = shopIdOf(previous.position);
    if (shopId !== previousShopId) listener({ shopId, previousShopId });
  });
}
