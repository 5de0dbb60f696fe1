import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ParLevelsBody } from '../../../../core/schemas/agent';
import type { Locale } from '../../../../core/schemas/common';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/agent/par_levels (issue 20): the customer's par levels and walk-in order; the guide is read again after. */
export function useSaveParLevels(locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ParLevelsBody) => apiRequest<{ saved: number }>('/api/agent/par_levels', { locale, method: 'PUT', body }),
    onSuccess: (_data, body) => queryClient.invalidateQueries({ queryKey: ['order-guide', body.customer_id] }),
  });
}
