import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '../../../../core/schemas/catalogue';
import { paths } from '../../../config/paths';
import { useLocale, useLocalizedPath } from '../../../hooks/use-locale';
import { useShopScope } from '../../../hooks/use-shop-scope';
import { errorMessage } from '../../../lib/request-parsed';
import { BuyerOrderGuide, type GuideProposal } from '../../../features/bulk-order/components/buyer-order-guide';
import { useCartShopRules } from '../../../features/cart/api/get-shop-rules';
import { cartStore } from '../../../features/cart/stores/cart-instance';
import { confirmNewOrder } from '../../../features/cart/utils/confirm-new-order';
import { addResultMessage } from '../../../features/cart/utils/add-result-message';
import { menuQueryOptions } from '../../../features/catalogue/api/get-menu';
import { OrdersFrame } from '../orders/orders-frame';

/**
 * /order-guide (issue 20): the buyer's order guide (features/bulk-order) composed with the cart
 * (features/cart) and the menu's products (features/catalogue). "Add all" puts every proposal in
 * the cart through the cart's own add, in one step.
 */
export function OrderGuidePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const scope = useShopScope();
  const queryClient = useQueryClient();
  const { rules } = useCartShopRules(scope.shopId);
  const productHref = useCallback((productId: number) => localized(paths.product(productId)), [localized]);

  const onAddAll = useCallback(
    async (proposals: GuideProposal[]): Promise<string> => {
      const { shopId, shippingType } = scope;
      const cart = cartStore.getState();
      if (cart.items.length > 0 && (cart.shopId !== shopId || cart.shippingType !== shippingType)) {
        if (!(await confirmNewOrder(t))) return '';
        cartStore.getState().startNewOrder(shopId, shippingType);
      }
      let products: Map<number, ProductSummary>;
      try {
        const menu = await queryClient.fetchQuery({ ...menuQueryOptions({ shopId, shippingType, locale }), staleTime: 60_000 });
        products = new Map(menu.menus.flatMap((entry) => entry.products.map((product) => [product.product_id, product] as const)));
      } catch (error) {
        return errorMessage(error, t('orderGuide.saveFailed'));
      }
      const notes: string[] = [];
      let added = 0;
      for (const proposal of proposals) {
        const product = products.get(proposal.productId);
        if (!product) {
          notes.push(t('orderGuide.notInMenu', { name: proposal.name }));
          continue;
        }
        const result = cartStore.getState().add({ product, qty: proposal.qty, shopId, shippingType, orderLimitTimes: rules.orderLimitTimes });
        if (result.ok) added++;
        else notes.push(addResultMessage(t, result) ?? proposal.name);
      }
      return notes.length === 0 ? t('orderGuide.added', { count: added }) : t('orderGuide.addedSome', { added, count: proposals.length, notes: notes.join(' ') });
    },
    [locale, queryClient, rules.orderLimitTimes, scope, t],
  );

  return (
    <OrdersFrame title={t('orderGuide.title')} bare>
      {(user) => <BuyerOrderGuide customerId={user.cid} productHref={productHref} onAddAll={onAddAll} />}
    </OrdersFrame>
  );
}
