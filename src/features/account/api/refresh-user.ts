import type { User } from '../../../../core/schemas/account';
import type { Locale } from '../../../../core/schemas/common';
import { apiRequest } from '../../../lib/api-client';
import { isSignedIn, sessionStore, setUser } from '../../../lib/session/session-store';

/** GET api/user/detail (spec §7 user detail). */
export function getUserDetail(locale: Locale): Promise<User> {
  return apiRequest<User>('/api/user/detail', { locale });
}

/**
 * A restored session's user is refreshed once (name, counts); an expired or unknown token ends the
 * session through the API client. Other failures (offline) keep the stored user.
 */
export async function refreshStoredUser(locale: Locale): Promise<void> {
  if (!isSignedIn(sessionStore.getState())) return;
  try {
    const user = await getUserDetail(locale);
    if (isSignedIn(sessionStore.getState()) && sessionStore.getState().user?.cid === user.cid) setUser(user);
  } catch {
    // Kept as stored.
  }
}
