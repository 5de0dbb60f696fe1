import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { substitutionOfferSchema, type SubstitutionOfferView } from '../../../../core/schemas/substitution';
import { useLocale } from '../../../hooks/use-locale';
import { useSession } from '../../../lib/session/session-store';
import { requestParsed } from '../../../lib/request-parsed';
import { ORDERS_QUERY_ROOT } from './query-root';

/** GET /api/substitution_offer?token= : the substitute offered for a short line (issue 20), for the offer's customer only. */
export function useSubstitutionOffer(token: string | null) {
  const locale = useLocale();
  const cid = useSession((s) => (s.token ? (s.user?.cid ?? null) : null));
  return useQuery({
    queryKey: [ORDERS_QUERY_ROOT, cid, 'substitution-offer', token, locale] as const,
    queryFn: ({ signal }) => requestParsed(substitutionOfferSchema, '/api/substitution_offer', { locale, signal, query: { token: token ?? '' } }),
    enabled: cid !== null && token !== null,
    retry: false,
  });
}

/** POST /api/substitution_offer {token, decision}: accept or refuse, once. */
export function useAnswerSubstitution(token: string) {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: 'accept' | 'refuse'): Promise<SubstitutionOfferView> =>
      requestParsed(substitutionOfferSchema, '/api/substitution_offer', { locale, method: 'POST', body: { token, decision } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [ORDERS_QUERY_ROOT] }),
  });
}
