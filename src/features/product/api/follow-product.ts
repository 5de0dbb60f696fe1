import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '../../../../core/schemas/common';
import { useLocale } from '../../../hooks/use-locale';
import { apiRequest } from '../../../lib/api-client';
import { isSignedIn, useSession } from '../../../lib/session/session-store';

/** The root of every favourites query (the ids here, the My favourites list on its page). */
export const FAVOURITES_QUERY_ROOT = 'favourites';

/** GET /api/follows/product/ids?shop_id= → the ids the signed-in customer follows in this shop. */
export function getFollowedProductIds(shopId: number, locale: Locale, signal?: AbortSignal): Promise<number[]> {
  return apiRequest<{ product_ids: number[] }>('/api/follows/product/ids', { locale, query: { shop_id: shopId }, signal }).then(
    (data) => data.product_ids,
  );
}

export function followedIdsQueryOptions(shopId: number, locale: Locale) {
  return queryOptions({
    queryKey: [FAVOURITES_QUERY_ROOT, 'ids', shopId] as const,
    queryFn: ({ signal }) => getFollowedProductIds(shopId, locale, signal),
    staleTime: 60_000,
  });
}

/** Whether the product is a favourite; undefined for guests and while loading. */
export function useIsFollowed(shopId: number, productId: number): boolean | undefined {
  const locale = useLocale();
  const signedIn = useSession(isSignedIn);
  const query = useQuery({ ...followedIdsQueryOptions(shopId, locale), enabled: signedIn });
  return signedIn && query.data ? query.data.includes(productId) : undefined;
}

/** POST /api/follows/product {shop_id, product_id, action_int 1 follow | 0 unfollow}. */
export function followProduct(
  body: { shopId: number; productId: number; follow: boolean },
  locale: Locale,
): Promise<{ product_id: number; followed: boolean }> {
  return apiRequest('/api/follows/product', {
    locale,
    method: 'POST',
    body: { shop_id: body.shopId, product_id: body.productId, action_int: body.follow ? 1 : 0 },
  });
}

/** Follows or unfollows, showing the new state at once and refreshing every favourites query after. */
export function useFollowProduct(shopId: number) {
  const locale = useLocale();
  const queryClient = useQueryClient();
  const idsKey = followedIdsQueryOptions(shopId, locale).queryKey;
  return useMutation({
    mutationFn: ({ productId, follow }: { productId: number; follow: boolean }) => followProduct({ shopId, productId, follow }, locale),
    onMutate: async ({ productId, follow }) => {
      await queryClient.cancelQueries({ queryKey: idsKey });
      const previous = queryClient.getQueryData(idsKey);
      queryClient.setQueryData(idsKey, (ids = []) =>
        follow ? [...new Set([...ids, productId])] : ids.filter((id) => id !== productId),
      );
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context) queryClient.setQueryData(idsKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [FAVOURITES_QUERY_ROOT] }),
  });
}
