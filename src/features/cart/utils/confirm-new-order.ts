import type { TFunction } from 'i18next';
import { cartUiStore } from '../stores/cart-instance';

/**
 * The cart's "Create new order?" question (spec §5: the cart holds another shop's items), asked
 * through the cart's own dialog host; resolves true when confirmed, false when dismissed.
 */
export function confirmNewOrder(t: TFunction): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const unsubscribe = cartUiStore.subscribe((state) => {
      if (state.dialog !== null || settled) return;
      // The host closes the dialog before it runs onConfirm: wait a tick so a confirmation wins.
      window.setTimeout(() => {
        if (settled) return;
        settled = true;
        unsubscribe();
        resolve(false);
      }, 0);
    });
    cartUiStore.getState().showDialog({
      kind: 'confirm',
      message: t('cart.createNewOrder'),
      confirmLabel: t('cart.createNewOrderConfirm'),
      onConfirm: () => {
        if (settled) return;
        settled = true;
        unsubscribe();
        resolve(true);
      },
    });
  });
}
