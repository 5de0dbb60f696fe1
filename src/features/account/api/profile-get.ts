import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '../../../../core/schemas/account';
import type { Locale } from '../../../../core/schemas/common';
import { useLocale } from '../../../hooks/use-locale';
import { apiRequest } from '../../../lib/api-client';
import { setUser, useSession } from '../../../lib/session/session-store';

export const PROFILE_QUERY_ROOT = 'profile';

export const profileQueryKey = (cid: number) => [PROFILE_QUERY_ROOT, cid] as const;

/** GET /api/user/detail → the signed-in user, fresh from the server. */
export async function getProfile(locale: Locale, signal?: AbortSignal): Promise<User> {
  const user = await apiRequest<User>('/api/user/detail', { locale, signal });
  // The stored copy follows (counts, e-mail changed on another device).
  setUser(user);
  return user;
}

export function profileQueryOptions(cid: number, locale: Locale) {
  return queryOptions({
    queryKey: profileQueryKey(cid),
    queryFn: ({ signal }) => getProfile(locale, signal),
  });
}

export function useProfile() {
  const locale = useLocale();
  const cid = useSession((s) => (s.token ? (s.user?.cid ?? null) : null));
  return useQuery({ ...profileQueryOptions(cid ?? 0, locale), enabled: cid !== null });
}
