import { selectionFromGroups } from '../../../../core/cart-line/selection';
import { fromCents } from '../../../../core/money';
import type { CartShopRules } from '../../../../core/pricing/shop-rules';
import type { CartCalculateBody } from '../../../../core/schemas/cart';
import type { CartState } from '../stores/cart-store';
import { cartFigures } from './cart-figures';

/**
 * The calculate body (spec §3 Cart info payload) from the stored cart; prices are sent only to be
 * compared. Each line's row_total is the one the drawer shows: priced with the whole cart and the
 * shop's rules (special units shared out under the shop's order_limit_times and each product's cap
 * across its rows), exactly as the server prices it. Without the shop's rules (`rules` not given, or
 * not loaded yet) no row_total is sent, so the server cannot see a difference that is not there.
 */
export function calculateBody(
  state: Pick<CartState, 'shopId' | 'shippingType' | 'items' | 'syncCartId' | 'discountCodes' | 'comboItems'>,
  rules?: CartShopRules,
): CartCalculateBody {
  const rows = rules ? cartFigures(state.items, rules, state.comboItems).rows : [];
  return {
    shop_id: state.shopId,
    shipping_type: state.shippingType,
    cart_id: state.syncCartId,
    promo_codes: state.discountCodes.map((code) => code.code),
    product_combo_items: state.comboItems,
    product_items: state.items.map((item, index) => {
      const rowTotalCents = rows[index]?.rowTotalCents;
      return {
        product_id: item.product.product_id,
        qty: item.qty,
        note: item.note,
        options: selectionFromGroups(item.options).map((group) => ({ group_id: group.group_id, items: group.items.map((i) => ({ ...i })) })),
        price: item.product.price,
        ...(rowTotalCents === undefined ? {} : { row_total: fromCents(rowTotalCents) }),
      };
    }),
  };
}
