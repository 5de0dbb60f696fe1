import { useQuery } from '@tanstack/react-query';
import { orderSettingsSchema } from '../../../../core/schemas/readback';
import { useLocale } from '../../../hooks/use-locale';
import { requestParsed } from '../../../lib/request-parsed';
import { useSession } from '../../../lib/session/session-store';

/** GET /api/account/order_settings: the customer's substitution preference, each checkout line's default (issue 20). */
export function useOrderSettings() {
  const locale = useLocale();
  const cid = useSession((s) => (s.token ? (s.user?.cid ?? null) : null));
  return useQuery({
    queryKey: ['order-settings', cid] as const,
    queryFn: ({ signal }) => requestParsed(orderSettingsSchema, '/api/account/order_settings', { locale, signal }),
    enabled: cid !== null,
    staleTime: 60_000,
  });
}
