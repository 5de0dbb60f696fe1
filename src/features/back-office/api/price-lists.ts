import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CustomerGroupBody, GroupPriceWire } from '../../../../core/schemas/price-lists';
import {
  customerGroupListResponseSchema,
  customerGroupResponseSchema,
  deletedResponseSchema,
  groupMemberResponseSchema,
  groupMembersResponseSchema,
  groupPriceListResponseSchema,
  groupPriceRowResponseSchema,
} from '../../../../core/schemas/price-lists';
import { useLocale } from '../../../hooks/use-locale';
import { staffRequest } from '../../../lib/staff-request';

/** The back office's customer groups and price lists (/api/back-office/price-lists). */
const BASE = '/api/back-office/price-lists';
const ROOT = 'back-office-price-lists';

const data = <S extends z.ZodObject<{ data: z.ZodType }>>(schema: S) => schema.shape.data as S['shape']['data'];

export function useCustomerGroups() {
  const locale = useLocale();
  return useQuery({
    queryKey: [ROOT, 'groups'] as const,
    queryFn: ({ signal }) => staffRequest(data(customerGroupListResponseSchema), `${BASE}/groups`, { locale, signal }),
  });
}

export function useGroupMembers(groupId: number) {
  const locale = useLocale();
  return useQuery({
    queryKey: [ROOT, 'members', groupId] as const,
    queryFn: ({ signal }) => staffRequest(data(groupMembersResponseSchema), `${BASE}/groups/${groupId}/members`, { locale, signal }),
  });
}

export function useCustomerSearch(q: string) {
  const locale = useLocale();
  return useQuery({
    queryKey: [ROOT, 'customers', q] as const,
    queryFn: ({ signal }) => staffRequest(data(groupMembersResponseSchema), `${BASE}/customers`, { locale, signal, query: { q } }),
    enabled: q.trim().length >= 2,
  });
}

export function useGroupPriceList(groupId: number) {
  const locale = useLocale();
  return useQuery({
    queryKey: [ROOT, 'prices', groupId, locale] as const,
    queryFn: ({ signal }) => staffRequest(data(groupPriceListResponseSchema), `${BASE}/groups/${groupId}/prices`, { locale, signal }),
  });
}

/** Every write: the lists (counts included) are read again. */
export function usePriceListWrites() {
  const locale = useLocale();
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: [ROOT] });
  return {
    createGroup: useMutation({
      mutationFn: (body: CustomerGroupBody) => staffRequest(data(customerGroupResponseSchema), `${BASE}/groups`, { locale, method: 'POST', body }),
      onSuccess,
    }),
    deleteGroup: useMutation({
      mutationFn: (groupId: number) => staffRequest(data(deletedResponseSchema), `${BASE}/groups/${groupId}`, { locale, method: 'DELETE' }),
      onSuccess,
    }),
    setMember: useMutation({
      mutationFn: ({ groupId, customerId, member }: { groupId: number; customerId: number; member: boolean }) =>
        staffRequest(data(groupMemberResponseSchema), `${BASE}/groups/${groupId}/members/${customerId}`, { locale, method: member ? 'PUT' : 'DELETE' }),
      onSuccess,
    }),
    setPrice: useMutation({
      mutationFn: ({ groupId, productId, price }: { groupId: number; productId: number; price: GroupPriceWire }) =>
        staffRequest(data(groupPriceRowResponseSchema), `${BASE}/groups/${groupId}/prices/${productId}`, { locale, method: 'PUT', body: { price } }),
      onSuccess,
    }),
    removePrice: useMutation({
      mutationFn: ({ groupId, productId }: { groupId: number; productId: number }) =>
        staffRequest(data(deletedResponseSchema), `${BASE}/groups/${groupId}/prices/${productId}`, { locale, method: 'DELETE' }),
      onSuccess,
    }),
  };
}
