import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '../../../../core/schemas/catalogue';
import { paths } from '../../../config/paths';
import { useLocale, useLocalizedPath } from '../../../hooks/use-locale';
import { useShopScope } from '../../../hooks/use-shop-scope';
import { errorMessage } from '../../../lib/request-parsed';
import { requestLogin } from '../../../lib/session/login-prompt';
import { isSignedIn, useSession } from '../../../lib/session/session-store';
import { QuickOrder } from '../../../features/bulk-order/components/quick-order';
import type { PastOrder } from '../../../features/bulk-order/components/past-orders-panel';
import type { BulkAddLineResult, BulkAddOutcome, BulkAddRequest } from '../../../features/bulk-order/utils/bulk-add';
import { useCartShopRules } from '../../../features/cart/api/get-shop-rules';
import { confirmNewOrder } from '../../../features/cart/utils/confirm-new-order';
import { cartStore, cartUiStore } from '../../../features/cart/stores/cart-instance';
import type { AddResult } from '../../../features/cart/stores/cart-store';
import { addResultMessage } from '../../../features/cart/utils/add-result-message';
import { menuQueryOptions } from '../../../features/catalogue/api/get-menu';
import { useOrderList } from '../../../features/orders/api/get-order-list';

/**
 * /quick-order: bulk order entry (features/bulk-order) composed with the cart (features/cart), the
 * menu's products (features/catalogue) and the customer's orders (features/orders). For agents in
 * agent-order mode and signed-in buyers; a guest may build the grid and is asked to log in to add.
 */
export function QuickOrderPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const scope = useShopScope();
  const queryClient = useQueryClient();
  const { rules } = useCartShopRules(scope.shopId);
  const signedIn = useSession(isSignedIn);
  const user = useSession((s) => s.user);
  const agentOrder = useSession((s) => s.agentOrder);
  const orders = useOrderList(0);

  const customer = useMemo(
    () => (signedIn && user && user.cid > 0 ? { id: user.cid, name: user.name || user.phone || user.username, agentOrder } : null),
    [agentOrder, signedIn, user],
  );

  const pastOrders = useMemo(
    () => ({
      orders: orders.data?.list.map<PastOrder>((order) => ({
        orderId: order.order_id,
        orderNo: order.order_no,
        createdAt: order.created_at,
        itemCount: order.item_count,
        total: order.total,
      })),
      isPending: customer !== null && orders.isPending,
      error: orders.error,
      refetch: () => void orders.refetch(),
    }),
    [customer, orders],
  );

  const productHref = useCallback((productId: number) => localized(paths.product(productId)), [localized]);

  /**
   * Every ready row through the cart's own add (same rules as the drawer: stock, max with what the
   * cart holds, special offers). A row over the max or the stock goes in up to what is left, and the
   * report says it was capped; a row with nothing left is refused with the cart's words.
   */
  const onAddToCart = useCallback(
    async (requests: BulkAddRequest[]): Promise<BulkAddOutcome> => {
      if (!signedIn) {
        requestLogin({ notice: t('bulk.notice.login_to_add') });
        return { kind: 'login_required' };
      }
      const { shopId, shippingType } = scope;
      const cart = cartStore.getState();
      if (cart.items.length > 0 && (cart.shopId !== shopId || cart.shippingType !== shippingType)) {
        if (!(await confirmNewOrder(t))) return { kind: 'cancelled' };
        cartStore.getState().startNewOrder(shopId, shippingType);
      }
      let products: Map<number, ProductSummary>;
      try {
        const menu = await queryClient.fetchQuery({ ...menuQueryOptions({ shopId, shippingType, locale }), staleTime: 60_000 });
        products = new Map(menu.menus.flatMap((entry) => entry.products.map((product) => [product.product_id, product] as const)));
      } catch (error) {
        return { kind: 'failed', message: errorMessage(error, t('bulk.notice.add_failed')) };
      }

      const results: BulkAddLineResult[] = requests.map(({ rowId, product: row, qty }) => {
        const base = { rowId, sku: row.sku, name: row.name, asked: qty };
        const product = products.get(row.product_id);
        if (!product) return { ...base, added: 0, outcome: 'refused', note: t('bulk.report.not_in_menu') };
        const add = (units: number): AddResult =>
          cartStore.getState().add({ product, qty: units, shopId, shippingType, orderLimitTimes: rules.orderLimitTimes });
        const first = add(qty);
        if (first.ok) return { ...base, added: qty, outcome: 'added', note: addResultMessage(t, first) };
        const message = addResultMessage(t, first) ?? t('bulk.report.refused_generic');
        if ((first.reason === 'over_max' || first.reason === 'over_stock') && first.params.left > 0) {
          const left = first.params.left;
          const capped = add(left);
          if (capped.ok) return { ...base, added: left, outcome: 'capped', note: message };
        }
        return { ...base, added: 0, outcome: 'refused', note: message };
      });
      return { kind: 'done', results };
    },
    [locale, queryClient, rules.orderLimitTimes, scope, signedIn, t],
  );

  const onOpenCart = useCallback(() => cartUiStore.getState().setOpen(true), []);
  const onRequestLogin = useCallback(() => requestLogin(), []);

  return (
    <QuickOrder
      customer={customer}
      onAddToCart={onAddToCart}
      onOpenCart={onOpenCart}
      productHref={productHref}
      pastOrders={pastOrders}
      onRequestLogin={onRequestLogin}
    />
  );
}
