import { useTranslation } from 'react-i18next';
import { useShopScope } from '../../../hooks/use-shop-scope';
import { useCartShopRules } from '../api/get-shop-rules';
import { cartStore, cartUiStore } from '../stores/cart-instance';
import type { AddRequest, AddResult } from '../stores/cart-store';
import { addResultMessage } from '../utils/add-result-message';

type AddInput = Omit<AddRequest, 'shopId' | 'shippingType' | 'orderLimitTimes'>;

/**
 * Adds to the cart in the browsed shop and shows what the spec says on refusal: the alert texts, or
 * "Create new order?" when the cart holds another shop's items (confirming starts a new order and adds).
 */
export function useAddToCart(): (input: AddInput, onAdded?: () => void) => AddResult {
  const { t } = useTranslation();
  const { shopId, shippingType } = useShopScope();
  const { rules } = useCartShopRules(shopId);
  return (input, onAdded) => {
    const request: AddRequest = { ...input, shopId, shippingType, orderLimitTimes: rules.orderLimitTimes };
    const result = cartStore.getState().add(request);
    const ui = cartUiStore.getState();
    if (!result.ok && result.reason === 'other_shop') {
      ui.showDialog({
        kind: 'confirm',
        message: t('cart.createNewOrder'),
        confirmLabel: t('cart.createNewOrderConfirm'),
        onConfirm: () => {
          cartStore.getState().startNewOrder(shopId, shippingType);
          const retry = cartStore.getState().add(request);
          const message = addResultMessage(t, retry);
          if (message) cartUiStore.getState().showDialog({ kind: 'alert', message });
          if (retry.ok) onAdded?.();
        },
      });
      return result;
    }
    const message = addResultMessage(t, result);
    if (message) ui.showDialog({ kind: 'alert', message });
    if (result.ok) onAdded?.();
    return result;
  };
}
