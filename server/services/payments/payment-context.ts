import type { TFunction } from 'i18next';
import { PaymentProviderError, type PaymentProvider, type ProviderIntent } from '../../adapters/payments/payment-provider';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/api-error';

/** What the payment services need; the Fastify app has all of it (app.db, app.payments, app.clock). */
export interface PaymentContext {
  db: Database;
  payments: PaymentProvider;
  clock: () => Date;
  config: Pick<ServerConfig, 'PAD_SANDBOX_DELAY_MS'>;
}

/**
 * Runs a provider call and turns its refusals into answers the caller can read: an unknown id is a
 * 404 with `notFoundKey`, a refused request a 400, an unreachable provider a 503 (never a 500).
 */
export async function viaProvider<T>(fn: () => Promise<T>, notFoundKey = 'payment.not_found'): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    switch (error.code) {
      case 'not_found':
        throw new ApiError(404, 'PAYMENT_NOT_FOUND', notFoundKey);
      case 'card_declined':
        throw new ApiError(400, 'CARD_DECLINED', 'payment.decline.card_declined');
      case 'invalid_request':
        // The provider's own text is English, names its internals, and is not the caller's to read.
        throw new ApiError(400, 'PAYMENT_REFUSED', 'payment.provider_rejected');
      default:
        throw new ApiError(503, 'PAYMENT_UNAVAILABLE', 'payment.provider_unavailable');
    }
  }
}

/** The provider's decline reason in the caller's language (its English text when we have no translation). */
export function declineMessage(t: TFunction, intent: Pick<ProviderIntent, 'lastError' | 'lastErrorCode'>): string {
  const code = intent.lastErrorCode?.replace(/[^a-z0-9_]/gi, '') ?? '';
  const translated = code ? t(`payment.decline.${code}`, { defaultValue: '' }) : '';
  return translated || intent.lastError || t('payment.decline.generic');
}
