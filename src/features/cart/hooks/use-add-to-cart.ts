import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../hooks/use-locale';
import { recordEvent } from '../../../lib/event-log';
import { useShopScope } from '../../../hooks/use-shop-scope';
import { steerGuestToApp } from '../../../lib/session/app-steer';
import { cachedCartShopRules } from '../api/get-shop-rules';
import { cartStore, cartUiStore } from '../stores/cart-instance';
import type { AddRequest, AddResult } from '../stores/cart-store';
import { addResultMessage } from '../utils/add-result-message';

type AddInput = Omit<AddRequest, 'shopId' | 'shippingType' | 'orderLimitTimes'> & {
  /** Added from the super-trial dialog: the event log's super-trial mode (spec §3). */
  superTrial?: boolean;
};

/**
 * Adds to the cart in the browsed shop and shows what the spec says on refusal: the alert texts, or
 * "Create new order?" when the cart holds another shop's items (confirming starts a new order and adds).
 * Every product card holds one, so it subscribes to nothing: the shop's rules are read on the click.
 * Each add that lands is recorded in the behaviour event log (issue 19).
 */
export function useAddToCart(): (input: AddInput, onAdded?: () => void) => AddResult {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const { shopId, shippingType } = useShopScope();
  return ({ superTrial, ...input }, onAdded) => {
    // Spec §2.7: a guest on a shop that steers guests to the app is shown the download-app dialog.
    if (steerGuestToApp()) return { ok: false, reason: 'ignored' };
    const rules = cachedCartShopRules(queryClient, shopId, locale);
    const request: AddRequest = { ...input, shopId, shippingType, orderLimitTimes: rules.orderLimitTimes };
    const added = () => {
      recordEvent({
        eventType: 'add_to_cart',
        shopId,
        locale,
        category: String(input.product.category),
        itemId: input.product.sku,
        price: input.product.price,
        eventValue: String(input.qty),
        superTrial,
      });
      onAdded?.();
    };
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
          if (retry.ok) added();
        },
      });
      return result;
    }
    const message = addResultMessage(t, result);
    if (message) ui.showDialog({ kind: 'alert', message });
    if (result.ok) added();
    return result;
  };
}
