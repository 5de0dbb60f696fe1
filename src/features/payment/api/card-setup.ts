import type { z } from 'zod';
import type { Locale } from '../../../../core/schemas/common';
import { setupIntentSchema } from '../../../../core/schemas/payment';
import { apiRequest } from '../../../lib/api-client';
import { requestParsed } from '../../../lib/request-parsed';

export type SetupIntent = z.infer<typeof setupIntentSchema>;

/** GET /api/payment/stripe/credit_card/setup_intent: a SetupIntent to save a new card with. */
export function createCardSetupIntent(locale: Locale): Promise<SetupIntent> {
  return requestParsed(setupIntentSchema, '/api/payment/stripe/credit_card/setup_intent', { locale });
}

/** What the sandbox card form sends; the server strips spaces and checks it against its test cards. */
export interface SandboxCardInput {
  setup_intent_id: string;
  card_no: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  zipcode: string;
}

/** POST /api/payment/sandbox/confirm_setup: the sandbox's stand-in for Stripe Elements' confirmCardSetup. */
export async function confirmSandboxCardSetup(body: SandboxCardInput, locale: Locale): Promise<void> {
  await apiRequest<unknown>('/api/payment/sandbox/confirm_setup', { locale, method: 'POST', body });
}
