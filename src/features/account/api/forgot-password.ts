import type { Locale } from '../../../../core/schemas/common';
import { apiRequest } from '../../../lib/api-client';

/** POST api/webclient/password/forgot {email}: always answers sent (no account probing). */
export function sendPasswordReset(email: string, locale: Locale): Promise<{ sent: true }> {
  return apiRequest<{ sent: true }>('/api/webclient/password/forgot', { locale, method: 'POST', body: { email }, token: null });
}
