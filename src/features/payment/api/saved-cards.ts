import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '../../../../core/schemas/common';
import { savedCardListSchema, type SavedCard } from '../../../../core/schemas/payment';
import { useLocale } from '../../../hooks/use-locale';
import { apiRequest } from '../../../lib/api-client';
import { sessionStore, useSession } from '../../../lib/session/session-store';
import { PAYMENT_QUERY_ROOT } from './query-root';
import { requestParsed } from '../../../lib/request-parsed';

export const savedCardsQueryKey = (cid: number) => [PAYMENT_QUERY_ROOT, 'cards', cid] as const;

/** GET /api/payment/stripe/credit_card/page_list → the customer's saved cards (the provider's payment methods). */
export async function getSavedCards(locale: Locale, signal?: AbortSignal): Promise<SavedCard[]> {
  const page = await requestParsed(savedCardListSchema, '/api/payment/stripe/credit_card/page_list', { locale, signal });
  return page.list;
}

export function savedCardsQueryOptions(cid: number, locale: Locale) {
  return queryOptions({ queryKey: savedCardsQueryKey(cid), queryFn: ({ signal }) => getSavedCards(locale, signal) });
}

export function useSavedCards(enabled = true) {
  const locale = useLocale();
  const cid = useSession((s) => (s.token ? (s.user?.cid ?? null) : null));
  return useQuery({ ...savedCardsQueryOptions(cid ?? 0, locale), enabled: enabled && cid !== null });
}

/** POST /api/payment/stripe/credit_card/card_delete {payment_method_id}: 'Delete succeeded'. */
export async function deleteSavedCard(paymentMethodId: string, locale: Locale): Promise<void> {
  await apiRequest<unknown>('/api/payment/stripe/credit_card/card_delete', {
    locale,
    method: 'POST',
    body: { payment_method_id: paymentMethodId },
  });
}

export function useDeleteSavedCard() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentMethodId: string) => deleteSavedCard(paymentMethodId, locale),
    onSuccess: async (_data, paymentMethodId) => {
      const key = savedCardsQueryKey(sessionStore.getState().user?.cid ?? 0);
      queryClient.setQueryData<SavedCard[]>(key, (cards) => cards?.filter((card) => card.id !== paymentMethodId));
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
