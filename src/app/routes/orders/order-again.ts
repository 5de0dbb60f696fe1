import type { TFunction } from 'i18next';
import type { Locale } from '../../../../core/schemas/common';
import type { OrderDetail } from '../../../../core/schemas/order';
import type { ShopScope } from '../../../hooks/use-shop-scope';
import { mergeCart } from '../../../features/cart/api/merge-cart';
import { confirmNewOrder } from '../../../features/cart/utils/confirm-new-order';
import { cartStore } from '../../../features/cart/stores/cart-instance';

export interface OrderAgainOutcome {
  /** Units the cart gained. */
  added: number;
  /** Why some lines did not make it (delisted, out of stock, over max…), in the page's language. */
  problems: string[];
}

/**
 * 'Order again' (spec §2.8 Order detail): the order's lines go back into the cart of the shop being
 * browsed. They are folded into the cart the server keeps for the customer (cart/merge, the same
 * call the sign-in merge uses, which prices them afresh and applies stock and max limits), and the
 * merged cart that comes back replaces the local rows. When the cart holds another shop's items, the
 * cart's "Create new order?" confirmation decides first.
 */
export async function orderAgain(
  order: OrderDetail,
  scope: ShopScope,
  locale: Locale,
  t: TFunction,
  askNewOrder: () => Promise<boolean> = () => confirmNewOrder(t),
): Promise<OrderAgainOutcome | null> {
  const cart = cartStore.getState();
  if (cart.items.length > 0 && (cart.shopId !== scope.shopId || cart.shippingType !== scope.shippingType)) {
    if (!(await askNewOrder())) return null;
    cartStore.getState().startNewOrder(scope.shopId, scope.shippingType);
  }
  const lines = order.lines.filter((line) => !line.is_gift && line.qty > 0);
  const ordered = new Set(lines.map((line) => line.product_id));
  const before = unitsInCart();

  const result = await mergeCart(
    {
      shop_id: scope.shopId,
      shipping_type: scope.shippingType,
      product_items: lines.map((line) => ({ product_id: line.product_id, qty: line.qty, note: line.note, options: [] })),
    },
    locale,
  );
  const current = cartStore.getState();
  current.ensureScope(scope.shopId, scope.shippingType);
  current.replaceFromServer(result.menu);
  cartStore.getState().setSyncCartId(result.cart_id);

  const problems = result.messages.filter((message) => ordered.has(message.product_id)).map((message) => message.message);
  return { added: Math.max(0, unitsInCart() - before), problems: [...new Set(problems)] };
}

const unitsInCart = () => cartStore.getState().items.reduce((sum, item) => sum + item.qty, 0);
