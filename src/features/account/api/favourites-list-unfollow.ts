import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductList } from '../../../../core/schemas/account';
import type { Locale } from '../../../../core/schemas/common';
import { useLocale } from '../../../hooks/use-locale';
import { useShopScope } from '../../../hooks/use-shop-scope';
import { apiRequest } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session/session-store';
import { FAVOURITES_QUERY_ROOT, favouritesQueryKey } from './favourites-list';

/** POST /api/follows/product {shop_id, product_id, action_int: 0}: takes a product off the favourites. */
export async function unfollowProduct(shopId: number, productId: number, locale: Locale): Promise<void> {
  await apiRequest<unknown>('/api/follows/product', {
    locale,
    method: 'POST',
    body: { shop_id: shopId, product_id: productId, action_int: 0 },
  });
}

/** Removes a product from the favourites list at once; a failure puts it back. */
export function useUnfollowProduct() {
  const locale = useLocale();
  const { shopId } = useShopScope();
  const queryClient = useQueryClient();
  const key = () => favouritesQueryKey(sessionStore.getState().user?.cid ?? 0);
  return useMutation({
    mutationFn: (productId: number) => unfollowProduct(shopId, productId, locale),
    onMutate: async (productId) => {
      await queryClient.cancelQueries({ queryKey: key() });
      const previous = queryClient.getQueriesData<ProductList>({ queryKey: key() });
      queryClient.setQueriesData<ProductList>({ queryKey: key() }, (data) =>
        data ? { ...data, list: data.list.filter((p) => p.product_id !== productId) } : data,
      );
      return { previous };
    },
    onError: (_error, _productId, context) => {
      for (const [queryKey, data] of context?.previous ?? []) queryClient.setQueryData(queryKey, data);
    },
    // Every favourites query: this list and the hearts on product cards and pages.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [FAVOURITES_QUERY_ROOT] }),
  });
}
