import type { Locale } from '../../../../core/schemas/common';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/newsletter/subscribe: 'pending' (a confirmation e-mail is on its way) or 'subscribed'. */
export const subscribe = (email: string, locale: Locale) =>
  apiRequest<{ state: 'pending' | 'subscribed' }>('/api/newsletter/subscribe', { locale, method: 'POST', body: { email }, token: null });

/** The e-mail's confirmation or unsubscribe link. */
export const followLink = (action: 'confirm' | 'unsubscribe', token: string, locale: Locale) =>
  apiRequest<{ state: 'confirmed' | 'unsubscribed' }>(`/api/newsletter/${action}`, { locale, method: 'POST', body: { token }, token: null });
