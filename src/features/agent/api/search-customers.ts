import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { agentCustomerSchema, type AgentCustomer } from '../../../../core/schemas/agent';
import type { Locale } from '../../../../core/schemas/common';
import { z } from 'zod';
import { useLocale } from '../../../hooks/use-locale';
import { requestParsed } from '../../../lib/request-parsed';
import { currentStaffToken, useStaffSession } from '../../../lib/session/staff-session';

export const CUSTOMER_SEARCH_LIMIT = 20;
const customerListSchema = z.object({ customers: z.array(agentCustomerSchema) });

/** GET /api/agent/customers/search?q=&limit= with the staff token: phone, name, customer id or address. */
export async function searchCustomers(q: string, locale: Locale, signal?: AbortSignal): Promise<AgentCustomer[]> {
  const data = await requestParsed(customerListSchema, '/api/agent/customers/search', {
    locale,
    query: { q, limit: CUSTOMER_SEARCH_LIMIT },
    token: currentStaffToken() ?? null,
    signal,
  });
  return data.customers;
}

export function customerSearchQueryOptions(q: string, locale: Locale, staffId: number) {
  return queryOptions({
    queryKey: ['agent', 'customers', staffId, q] as const,
    queryFn: ({ signal }) => searchCustomers(q, locale, signal),
    staleTime: 30_000,
    retry: false,
  });
}

/** The finder's results for the (debounced) text; idle while it is empty. Earlier results stay while the next load. */
export function useCustomerSearch(q: string) {
  const locale = useLocale();
  const staffId = useStaffSession((s) => s.user?.aid ?? 0);
  const text = q.trim();
  return useQuery({
    ...customerSearchQueryOptions(text, locale, staffId),
    enabled: text.length > 0 && staffId > 0,
    placeholderData: keepPreviousData,
  });
}
