import type { Locale } from '../../../../core/schemas/common';
import { padAccountSchema, setupIntentSchema, type PadAccount, type PadBankFields, type PaymentConfig } from '../../../../core/schemas/payment';
import { ApiRequestError } from '../../../lib/api-client';
import { bindBankToken } from '../api/pad';
import { requestParsed } from '../../../lib/request-parsed';
import { getStripe } from './stripe-loader';

/** The customer closed Stripe's bank connection without finishing it. */
export class OnlineBankCancelled extends Error {
  constructor() {
    super('online bank connection cancelled');
    this.name = 'OnlineBankCancelled';
  }
}

/** GET /api/pad/setup_intent: an acss_debit SetupIntent for the online bank connection. */
export function createBankSetupIntent(locale: Locale) {
  return requestParsed(setupIntentSchema, '/api/pad/setup_intent', { locale });
}

/**
 * 'Connect online bank' with Stripe (spec §2.8 PAD binding): Stripe's own bank sign-in
 * (confirmAcssDebitSetup) on a SetupIntent, then bind_bank_token/v3 records the account.
 */
export async function connectOnlineBankWithStripe(
  config: PaymentConfig,
  payer: { name: string; email: string },
  locale: Locale,
): Promise<PadAccount> {
  const intent = await createBankSetupIntent(locale);
  const stripe = await getStripe(config.publishable_key ?? '');
  const result = await stripe.confirmAcssDebitSetup(intent.client_secret, {
    payment_method: { billing_details: { name: payer.name, email: payer.email } },
  });
  if (result.error) throw new ApiRequestError(402, result.error.code ?? 'BANK_CONNECTION_FAILED', result.error.message ?? '');
  if (result.setupIntent.status === 'requires_payment_method' || result.setupIntent.status === 'canceled') throw new OnlineBankCancelled();
  return bindBankToken(intent.setup_intent_id, locale);
}

/**
 * The sandbox's stand-in for the bank sign-in: the test bank's numbers go to
 * POST /api/payment/sandbox/confirm_bank_setup with a fresh SetupIntent, which binds the account.
 */
export async function connectSandboxBank(fields: PadBankFields, locale: Locale): Promise<PadAccount> {
  const intent = await createBankSetupIntent(locale);
  return requestParsed(padAccountSchema, '/api/payment/sandbox/confirm_bank_setup', {
    locale,
    method: 'POST',
    body: { setup_intent_id: intent.setup_intent_id, ...fields },
  });
}
