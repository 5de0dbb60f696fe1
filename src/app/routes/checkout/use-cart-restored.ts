import { useEffect, useState } from 'react';
import { afterCartRestored, cartStore } from '../../../features/cart/stores/cart-instance';

/** The saved cart has been read back from storage (a page opened directly waits for it). */
export function useCartRestored(): boolean {
  const [restored, setRestored] = useState(() => cartStore.persist.hasHydrated());
  useEffect(() => afterCartRestored(() => setRestored(true)), []);
  return restored;
}
