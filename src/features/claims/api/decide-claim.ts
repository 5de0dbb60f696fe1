import { useMutation, useQueryClient } from '@tanstack/react-query';
import { claimResponseSchema } from '../../../../core/schemas/claims';
import type { Locale } from '../../../../core/schemas/common';
import type { ClaimDecideBody, ClaimView } from '../../../../core/schemas/fulfilment';
import { useLocale } from '../../../hooks/use-locale';
import { CLAIMS_QUERY_ROOT } from './query-root';
import { staffRequest } from '../../../lib/staff-request';

/** POST /api/fulfilment/claims/decide (claimDecideBodySchema): approve (refund or store credit) or reject with a reason. */
export function decideClaim(body: ClaimDecideBody, locale: Locale): Promise<ClaimView> {
  return staffRequest(claimResponseSchema.shape.data, '/api/fulfilment/claims/decide', { locale, method: 'POST', body });
}

export function useDecideClaim() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClaimDecideBody) => decideClaim(body, locale),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CLAIMS_QUERY_ROOT] }),
  });
}
