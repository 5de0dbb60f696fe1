import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bannerListSchema, bannerRowSchema, type BannerInput } from '../../../../core/schemas/banner';
import type { Locale } from '../../../../core/schemas/common';
import { useLocale } from '../../../hooks/use-locale';
import { useStaffSession } from '../../../lib/session/staff-session';
import { staffRequest } from '../../../lib/staff-request';
import { BACK_OFFICE_QUERY_ROOT } from './query-root';

const BANNERS_KEY = [BACK_OFFICE_QUERY_ROOT, 'banners'] as const;

/** GET /api/back-office/banners: one shop's banners in one language, in their order. */
export function useBannerList(shopId: number, bannerLocale: Locale) {
  const locale = useLocale();
  const aid = useStaffSession((s) => s.user?.aid ?? 0);
  return useQuery({
    queryKey: [...BANNERS_KEY, aid, locale, shopId, bannerLocale] as const,
    queryFn: ({ signal }) => staffRequest(bannerListSchema, '/api/back-office/banners', { locale, query: { shop_id: shopId, locale: bannerLocale }, signal }),
    enabled: aid > 0 && shopId > 0,
  });
}

function useBannerMutation<T>(run: (locale: Locale, input: T) => Promise<unknown>) {
  const locale = useLocale();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => run(locale, input),
    onSuccess: () => client.invalidateQueries({ queryKey: BANNERS_KEY }),
  });
}

/** POST /api/back-office/banners (id undefined) or PUT /api/back-office/banners/:id. */
export function useSaveBanner() {
  return useBannerMutation((locale, { id, body }: { id?: number; body: BannerInput }) =>
    staffRequest(bannerRowSchema, id === undefined ? '/api/back-office/banners' : `/api/back-office/banners/${id}`, { locale, method: id === undefined ? 'POST' : 'PUT', body }),
  );
}

/** POST /api/back-office/banners/:id/active. */
export function useSetBannerActive() {
  return useBannerMutation((locale, { id, active }: { id: number; active: boolean }) =>
    staffRequest(bannerRowSchema, `/api/back-office/banners/${id}/active`, { locale, method: 'POST', body: { active } }),
  );
}

/** POST /api/back-office/banners/order: every id of the shop and language, in the new order. */
export function useReorderBanners() {
  return useBannerMutation((locale, body: { shop_id: number; locale: Locale; ids: number[] }) =>
    staffRequest(bannerListSchema, '/api/back-office/banners/order', { locale, method: 'POST', body }),
  );
}
