import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { orderSettingsSchema } from '../../../../core/schemas/readback';
import { useLocale } from '../../../hooks/use-locale';
import { requestParsed } from '../../../lib/request-parsed';
import { useSession } from '../../../lib/session/session-store';

export type OrderSettings = z.infer<typeof orderSettingsSchema>;

const key = (cid: number) => ['order-settings', cid] as const;

/** GET /api/account/order_settings (issue 20): substitution preference and read-back requirement (the agent's customer's too). */
export function useOrderSettings() {
  const locale = useLocale();
  const cid = useSession((s) => (s.token ? (s.user?.cid ?? 0) : 0));
  return useQuery({
    queryKey: key(cid),
    queryFn: ({ signal }) => requestParsed(orderSettingsSchema, '/api/account/order_settings', { locale, signal }),
    enabled: cid > 0,
  });
}

/** PUT /api/account/order_settings. */
export function useSaveOrderSettings() {
  const locale = useLocale();
  const cid = useSession((s) => s.user?.cid ?? 0);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderSettings) => requestParsed(orderSettingsSchema, '/api/account/order_settings', { locale, method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(key(cid), saved),
  });
}
