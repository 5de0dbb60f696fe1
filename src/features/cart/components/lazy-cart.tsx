import { lazy, Suspense } from 'react';
import { withAllStrings } from '../../../lib/i18n';
import { isSignedIn, useSession } from '../../../lib/session/session-store';
import { useCartStore, useCartUi } from '../stores/cart-instance';

const CartOverlays = lazy(() =>
  withAllStrings(() => import('./cart-overlays')).then((m) => ({ default: m.CartOverlays })),
);

/**
 * Mounts the drawer, dialogs and sync once they are needed (the drawer opened, an alert to show,
 * items in the cart, or a signed-in customer whose server cart follows every change), so the first
 * page's JS stays small.
 */
export function LazyCart() {
  const needed = useCartUi((s) => s.wanted || s.dialog !== null);
  const hasItems = useCartStore((s) => s.items.length > 0);
  const signedIn = useSession(isSignedIn);
  if (!needed && !hasItems && !signedIn) return null;
  return (
    <Suspense fallback={null}>
      <CartOverlays />
    </Suspense>
  );
}
