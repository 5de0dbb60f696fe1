import { lazy, Suspense } from 'react';
import { useCartStore, useCartUi } from '../stores/cart-instance';

const CartOverlays = lazy(() => import('./cart-overlays').then((m) => ({ default: m.CartOverlays })));

/**
 * Mounts the drawer, dialogs and sync once they are needed (the drawer opened, an alert to show, or
 * items in the cart), so the first page's JS stays small.
 */
export function LazyCart() {
  const needed = useCartUi((s) => s.wanted || s.dialog !== null);
  const hasItems = useCartStore((s) => s.items.length > 0);
  if (!needed && !hasItems) return null;
  return (
    <Suspense fallback={null}>
      <CartOverlays />
    </Suspense>
  );
}
