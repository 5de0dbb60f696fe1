import type { Locale } from '../../../../core/schemas/common';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/logout with the staff token: the server revokes it. Best effort (offline, already dead). */
export async function staffLogoutOnServer(token: string | null, locale: Locale): Promise<void> {
  if (!token) return;
  try {
    await apiRequest('/api/logout', { locale, method: 'POST', token });
  } catch {
    // The local sign-out happens anyway.
  }
}
