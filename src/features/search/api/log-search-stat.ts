import { useMutation } from '@tanstack/react-query';
import type { Locale } from '../../../../core/schemas/common';
import { useLocale } from '../../../hooks/use-locale';
import { apiRequest } from '../../../lib/api-client';

export interface SearchStatEvent {
  dot_token: string;
  product_id: number;
  event: 'click' | 'add_to_cart';
}

/** POST /api/products/search_stat_log (spec §7): ties a click on a result to its search. */
export function logSearchStat(event: SearchStatEvent, locale: Locale): Promise<{ logged: boolean }> {
  return apiRequest<{ logged: boolean }>('/api/products/search_stat_log', { locale, method: 'POST', body: event });
}

/** Fire and forget: a lost log line must never get in the visitor's way. */
export function useLogSearchStat() {
  const locale = useLocale();
  return useMutation({ mutationFn: (event: SearchStatEvent) => logSearchStat(event, locale), retry: false });
}
