import { useEffect } from 'react';
import { lineNamesFrom } from '../../../../core/cart-line/line-text';
import type { CartCalculateResult } from '../../../../core/schemas/cart';
import { useLocale } from '../../../hooks/use-locale';
import { apiRequest } from '../../../lib/api-client';
import { isSignedIn, sessionStore, useSession } from '../../../lib/session/session-store';
import { useCartShopRules } from '../api/get-shop-rules';
import { cartStore, cartUiStore, useCartStore, useCartUi } from '../stores/cart-instance';
import { calculateBody } from '../utils/calculate-body';

/** Spec §9 Timing style debounce: the server hears about a change once the customer pauses. */
const SYNC_DEBOUNCE_MS = 300;

/**
 * POST /api/webclient/cart/calculate after changes (debounced) and after a language switch: keeps the
 * server's cart_id, its per-line messages and its names in the current language (the rows are
 * relabelled, so the drawer and checkout never show a name in the language a row was added in). The
 * figures shown stay the client's own core figures. A guest's empty cart is
 * not sent; a signed-in customer's is (the server keeps that customer's cart, emptied too).
 */
export function useCartSync(): void {
  const locale = useLocale();
  const items = useCartStore((s) => s.items);
  const shopId = useCartStore((s) => s.shopId);
  const shippingType = useCartStore((s) => s.shippingType);
  const codes = useCartStore((s) => s.discountCodes);
  const signedIn = useSession(isSignedIn);
  const paused = useCartUi((s) => s.syncPaused);
  const { rules, loaded } = useCartShopRules(shopId);
  const shopRules = loaded ? rules : undefined;

  useEffect(() => {
    if (items.length === 0) cartUiStore.getState().setMessages([]);
    if (paused || shopId <= 0 || (items.length === 0 && !signedIn)) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      if (cartUiStore.getState().syncPaused) return;
      // Signed out meanwhile (logout clears the cart): the customer's server cart is left as it was.
      if (items.length === 0 && !isSignedIn(sessionStore.getState())) return;
      apiRequest<CartCalculateResult>('/api/webclient/cart/calculate', {
        locale,
        method: 'POST',
        body: calculateBody(cartStore.getState(), shopRules),
        signal: controller.signal,
      })
        .then((result) => {
          cartStore.getState().setSyncCartId(result.cart_id);
          cartUiStore.getState().setMessages(result.messages);
          // The answer speaks the current language: rows added in another take its names (no-op when equal).
          cartStore.getState().relabel(lineNamesFrom(result.menu.filter((line) => !line.is_gift)));
        })
        .catch(() => {
          // Offline or the server is busy: the cart keeps working on the client's figures.
        });
    }, SYNC_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [items, shopId, shippingType, codes, locale, signedIn, paused, shopRules]);
}
