import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '../../../../core/schemas/common';
import {
  customerDetailSchema,
  customerListSchema,
  type CustomerDetail,
  type CustomerHoldBody,
  type CustomerList,
  type CustomerListQuery,
  type CustomerTermsBody,
} from '../../../../core/schemas/customer-terms';
import { useLocale } from '../../../hooks/use-locale';
import { useStaffSession } from '../../../lib/session/staff-session';
import { staffRequest } from '../../../lib/staff-request';
import { BACK_OFFICE_QUERY_ROOT } from './query-root';

/** Back office, customers (issue 17): the list, one customer, their terms, hold and release. */

const CUSTOMERS_KEY = [BACK_OFFICE_QUERY_ROOT, 'customers'] as const;

/** GET /api/back-office/customers */
export async function getCustomers(query: CustomerListQuery, locale: Locale, signal?: AbortSignal): Promise<CustomerList> {
  return staffRequest(customerListSchema, '/api/back-office/customers', { locale, signal, query: { ...query } });
}

export function useCustomers(query: CustomerListQuery) {
  const locale = useLocale();
  const aid = useStaffSession((s) => s.user?.aid ?? 0);
  return useQuery({
    queryKey: [...CUSTOMERS_KEY, 'list', aid, query] as const,
    queryFn: ({ signal }) => getCustomers(query, locale, signal),
    enabled: aid > 0,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/back-office/customers/:id */
export async function getCustomer(customerId: number, locale: Locale, signal?: AbortSignal): Promise<CustomerDetail> {
  return staffRequest(customerDetailSchema, `/api/back-office/customers/${customerId}`, { locale, signal });
}

export function useCustomer(customerId: number | null) {
  const locale = useLocale();
  const aid = useStaffSession((s) => s.user?.aid ?? 0);
  return useQuery({
    queryKey: [...CUSTOMERS_KEY, 'detail', aid, customerId] as const,
    queryFn: ({ signal }) => getCustomer(customerId!, locale, signal),
    enabled: aid > 0 && customerId !== null,
  });
}

type CustomerChange =
  | { kind: 'terms'; customerId: number; body: CustomerTermsBody }
  | { kind: 'hold'; customerId: number; body: CustomerHoldBody }
  | { kind: 'release'; customerId: number };

/** PUT …/terms, POST …/hold, DELETE …/hold: each answers the customer as it now stands. */
export function changeCustomer(change: CustomerChange, locale: Locale): Promise<CustomerDetail> {
  const base = `/api/back-office/customers/${change.customerId}`;
  if (change.kind === 'terms') return staffRequest(customerDetailSchema, `${base}/terms`, { locale, method: 'PUT', body: change.body });
  if (change.kind === 'hold') return staffRequest(customerDetailSchema, `${base}/hold`, { locale, method: 'POST', body: change.body });
  return staffRequest(customerDetailSchema, `${base}/hold`, { locale, method: 'DELETE' });
}

export function useChangeCustomer() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CustomerChange) => changeCustomer(change, locale),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [BACK_OFFICE_QUERY_ROOT] }),
  });
}
