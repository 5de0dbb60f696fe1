import { useEffect } from 'react';
import type { CartCalculateBody, CartCalculateResult } from '../../../../core/schemas/cart';
import { useLocale } from '../../../hooks/use-locale';
import { apiRequest } from '../../../lib/api-client';
import { isSignedIn, sessionStore, useSession } from '../../../lib/session/session-store';
import { cartStore, cartUiStore, useCartStore, useCartUi } from '../stores/cart-instance';
import { toCartLine, type CartState } from '../stores/cart-store';
import { fromCents } from '../../../../core/money';
import { computeRowTotal } from '../../../../core/pricing/row-total';

/** Spec §9 Timing style debounce: the server hears about a change once the customer pauses. */
const SYNC_DEBOUNCE_MS = 300;

/** The calculate body (spec §3 Cart info payload) from the stored cart; prices are sent only to be compared. */
export function calculateBody(state: Pick<CartState, 'shopId' | 'shippingType' | 'items' | 'syncCartId' | 'discountCodes' | 'comboItems'>): CartCalculateBody {
  return {
    shop_id: state.shopId,
    shipping_type: state.shippingType,
    cart_id: state.syncCartId,
    promo_codes: state.discountCodes.map((code) => code.code),
    product_combo_items: state.comboItems,
    product_items: state.items.map((item) => ({
      product_id: item.product.product_id,
      qty: item.qty,
      note: item.note,
      options: item.options.map((group) => ({
        group_id: group.id,
        items: group.items
          .filter((option) => option.checked === 1)
          .map((option) => ({ item_id: option.id, qty: Math.max(option.qty ?? 0, 1) })),
      })),
      price: item.product.price,
      row_total: fromCents(computeRowTotal(toCartLine(item)).rowTotalCents),
    })),
  };
}

/**
 * POST /api/webclient/cart/calculate after changes (debounced): keeps the server's cart_id and its
 * per-line messages. The figures shown stay the client's own core figures. A guest's empty cart is
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
        body: calculateBody(cartStore.getState()),
        signal: controller.signal,
      })
        .then((result) => {
          cartStore.getState().setSyncCartId(result.cart_id);
          cartUiStore.getState().setMessages(result.messages);
        })
        .catch(() => {
          // Offline or the server is busy: the cart keeps working on the client's figures.
        });
    }, SYNC_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [items, shopId, shippingType, codes, locale, signedIn, paused]);
}
