import type { Locale } from '../../../../core/schemas/common';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST api/webclient/logout: the server forgets the token. Best effort: the client signs out whatever
 * the answer. The token is read when the call starts, so the session may end right after.
 */
export function logoutOnServer(locale: Locale): Promise<void> {
  return apiRequest<unknown>('/api/webclient/logout', { locale, method: 'POST', body: {} }).then(
    () => undefined,
    () => undefined,
  );
}
