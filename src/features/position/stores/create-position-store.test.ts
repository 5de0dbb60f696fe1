import { describe, expect, it, vi } from 'vitest';
import type { Position } from '../types/position';
import { createPositionStore, restorePosition, subscribeShopChange } from './create-position-store';

const toronto: Position = { sid: 17243, delivery_setting_id: 17243, lat: 43.65, lng: -79.38, name: 'Toronto', postcode: '' };
const torontoAgain: Position = { ...toronto, name: 'Another Toronto address' };
const ottawaPickup: Position = {
  sid: 0,
  delivery_setting_id: 0,
  warehouse_address: { address: 'Sheffield Rd', tel: '', postal_code: '', lat: 45.4, lng: -75.6, shop_id: 17244 },
};

function setup() {
  const save = vi.fn();
  const store = createPositionStore({ initialShopId: 17243, save });
  const listener = vi.fn();
  subscribeShopChange(store, listener);
  return { store, save, listener };
}

describe('position store', () => {
  it('applies guard decisions', () => {
    const { store } = setup();
    store.getState().applyGuard({ kind: 'needs-position', shopId: 0, showDialog: true });
    expect(store.getState()).toMatchObject({ shopId: 0, dialogOpen: true });
    store.getState().applyGuard({ kind: 'exempt', showDialog: false });
    expect(store.getState()).toMatchObject({ shopId: 0, dialogOpen: false });
  });

  it('keeps the dialog open until a position exists', () => {
    const { store, save } = setup();
    store.getState().openDialog();
    store.getState().closeDialog();
    expect(store.getState().dialogOpen).toBe(true);
    store.getState().choosePosition(toronto);
    expect(save).toHaveBeenCalledWith(toronto);
    expect(store.getState()).toMatchObject({ position: toronto, shopId: 17243, dialogOpen: false });
    store.getState().openDialog();
    store.getState().closeDialog();
    expect(store.getState().dialogOpen).toBe(false);
  });

  it('tells shop-change listeners only when a saved position moves to another shop', () => {
    const { store, listener } = setup();
    store.getState().choosePosition(toronto); // first choice
    store.getState().choosePosition(torontoAgain); // same shop
    store.getState().openDialog();
    expect(listener).not.toHaveBeenCalled();
    store.getState().choosePosition(ottawaPickup);
    expect(listener).toHaveBeenCalledExactlyOnceWith({ shopId: 17244, previousShopId: 17243 });
  });

  it('does not fire when a position is restored at start-up', () => {
    const { store, listener, save } = setup();
    restorePosition(store, toronto);
    expect(listener).not.toHaveBeenCalled();
    expect(save).not.toHaveBeenCalled();
  });
});
