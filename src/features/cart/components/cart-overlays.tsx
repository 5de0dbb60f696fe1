import { useCartSync } from '../hooks/use-cart-sync';
import { CartDialogHost } from './cart-dialog-host';
import { CartDrawer } from './cart-drawer';

/** The lazily loaded part of the cart: the drawer, its dialogs and the server sync. */
export function CartOverlays() {
  useCartSync();
  return (
    <>
      <CartDrawer />
      <CartDialogHost />
    </>
  );
}
