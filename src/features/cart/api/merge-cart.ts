import type { CartMergeBody, CartMergeResult } from '../../../../core/schemas/cart';
import type { Locale } from '../../../../core/schemas/common';
import { apiRequest } from '../../../lib/api-client';
import { calculateBody } from '../utils/calculate-body';
import { cartStore } from '../stores/cart-instance';

/** POST /api/webclient/cart/merge: the guest cart joins the cart the server keeps for the customer. */
export function mergeCart(body: CartMergeBody, locale: Locale): Promise<CartMergeResult> {
  return apiRequest<CartMergeResult>('/api/webclient/cart/merge', { locale, method: 'POST', body });
}

/**
 * At sign-in (DECISIONS.md): the local cart's lines go to the server, and the merged cart that comes
 * back replaces the local rows. `fallbackShopId` scopes the request while the cart has no shop yet.
 */
export async function mergeCartAtSignIn(locale: Locale, fallbackShopId: number): Promise<void> {
  const state = cartStore.getState();
  const shopId = state.shopId > 0 ? state.shopId : fallbackShopId;
  const { product_items } = calculateBody(state);
  const result = await mergeCart({ shop_id: shopId, shipping_type: state.shippingType, product_items }, locale);
  const cart = cartStore.getState();
  if (cart.shopId <= 0) cart.ensureScope(shopId, cart.shippingType);
  cart.replaceFromServer(result.menu);
  cartStore.getState().setSyncCartId(result.cart_id);
}
