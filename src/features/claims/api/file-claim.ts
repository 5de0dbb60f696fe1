import { useMutation, useQueryClient } from '@tanstack/react-query';
import { claimResponseSchema } from '../../../../core/schemas/claims';
import type { Locale } from '../../../../core/schemas/common';
import type { ClaimCreateBody, ClaimView } from '../../../../core/schemas/fulfilment';
import { useLocale } from '../../../hooks/use-locale';
import { requestParsed } from '../../../lib/request-parsed';
import { CLAIMS_QUERY_ROOT } from './query-root';

/** POST /api/claims (claimCreateBodySchema): photos travel as data: URLs. */
export function fileClaim(body: ClaimCreateBody, locale: Locale): Promise<ClaimView> {
  return requestParsed(claimResponseSchema.shape.data, '/api/claims', { locale, method: 'POST', body });
}

export function useFileClaim() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClaimCreateBody) => fileClaim(body, locale),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CLAIMS_QUERY_ROOT] }),
  });
}
