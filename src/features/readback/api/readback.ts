import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '../../../../core/schemas/common';
import { readbackSummaryResponseSchema, type readbackSummarySchema } from '../../../../core/schemas/readback';
import type { z } from 'zod';
import { useLocale } from '../../../hooks/use-locale';
import { requestParsed } from '../../../lib/request-parsed';
import { useSession } from '../../../lib/session/session-store';

export type ReadbackSummary = z.infer<typeof readbackSummarySchema>;
const summarySchema = readbackSummaryResponseSchema.shape.data;

/** GET /api/readback?token= (issue 20): the agent's order the link is for, only in its customer's session. */
export function getReadback(token: string, locale: Locale, signal?: AbortSignal): Promise<ReadbackSummary> {
  return requestParsed(summarySchema, '/api/readback', { locale, signal, query: { token } });
}

export function useReadback(token: string | null) {
  const locale = useLocale();
  const cid = useSession((s) => s.user?.cid ?? 0);
  return useQuery({
    queryKey: ['readback', cid, token, locale] as const,
    queryFn: ({ signal }) => getReadback(token!, locale, signal),
    enabled: cid > 0 && token !== null,
    retry: false,
  });
}

/** POST /api/readback/confirm {token}: confirms once (a second use answers 409). */
export function useConfirmReadback(token: string) {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => requestParsed(summarySchema, '/api/readback/confirm', { locale, method: 'POST', body: { token } }),
    onSuccess: (summary) => queryClient.setQueriesData<ReadbackSummary>({ queryKey: ['readback'] }, (old) => (old?.order_id === summary.order_id ? summary : old)),
    onError: () => queryClient.invalidateQueries({ queryKey: ['readback'] }),
  });
}
