import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '../../../../core/schemas/common';
import {
  padAccountSchema,
  padPaymentMethodsSchema,
  padStatementSchema,
  type PadAccount,
  type PadBankFields,
  type PadPaymentMethods,
} from '../../../../core/schemas/payment';
import type { z } from 'zod';
import { useLocale } from '../../../hooks/use-locale';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-store';
import { PAYMENT_QUERY_ROOT } from './query-root';
import { requestParsed } from '../../../lib/request-parsed';

export const padMethodsQueryKey = (cid: number) => [PAYMENT_QUERY_ROOT, 'pad', cid] as const;

/** GET /api/pad/payment_method: the bound bank accounts with their binding status. */
export function getPadMethods(locale: Locale, signal?: AbortSignal): Promise<PadPaymentMethods> {
  return requestParsed(padPaymentMethodsSchema, '/api/pad/payment_method', { locale, signal });
}

export function padMethodsQueryOptions(cid: number, locale: Locale) {
  return queryOptions({
    queryKey: [...padMethodsQueryKey(cid), locale] as const,
    queryFn: ({ signal }) => getPadMethods(locale, signal),
    // Binding takes up to 48 hours: a pending account is looked at again now and then.
    refetchInterval: (query) => (query.state.data?.accounts.some((a) => a.status === 'pending') ? 60_000 : false),
  });
}

export function usePadMethods(enabled = true) {
  const locale = useLocale();
  const cid = useSession((s) => (s.token ? (s.user?.cid ?? null) : null));
  return useQuery({ ...padMethodsQueryOptions(cid ?? 0, locale), enabled: enabled && cid !== null });
}

export type PadStatement = z.infer<typeof padStatementSchema>;

/** GET /api/pad/create_pad_statement: the PAD agreement in the caller's language. */
export function getPadStatement(locale: Locale, signal?: AbortSignal): Promise<PadStatement> {
  return requestParsed(padStatementSchema, '/api/pad/create_pad_statement', { locale, signal });
}

export function usePadStatement(enabled: boolean) {
  const locale = useLocale();
  return useQuery({
    queryKey: [PAYMENT_QUERY_ROOT, 'pad-statement', locale] as const,
    queryFn: ({ signal }) => getPadStatement(locale, signal),
    enabled,
    staleTime: 10 * 60_000,
  });
}

/** POST /api/pad/accept_pad_statement {accept: true}. */
export async function acceptPadStatement(locale: Locale): Promise<void> {
  await apiRequest<unknown>('/api/pad/accept_pad_statement', { locale, method: 'POST', body: { accept: true } });
}

/** POST /api/pad/check_cheque: the server checks the bank numbers before the agreement is shown. */
export async function checkCheque(fields: PadBankFields, locale: Locale): Promise<void> {
  await apiRequest<unknown>('/api/pad/check_cheque', { locale, method: 'POST', body: fields });
}

/** POST /api/pad/apply_by_cheque: the numbers, the cheque image (base64) and the accepted agreement. */
export function applyByCheque(body: PadBankFields & { cheque_image: string; accept: true }, locale: Locale): Promise<PadAccount> {
  return requestParsed(padAccountSchema, '/api/pad/apply_by_cheque', { locale, method: 'POST', body });
}

/** POST /api/pad/bind_bank_token/v3 {setup_intent_id}: after the online bank connection confirmed the SetupIntent. */
export function bindBankToken(setupIntentId: string, locale: Locale): Promise<PadAccount> {
  return requestParsed(padAccountSchema, '/api/pad/bind_bank_token/v3', {
    locale,
    method: 'POST',
    body: { setup_intent_id: setupIntentId },
  });
}

/** POST /api/pad/pay {order_id, pad_account_id, idempotency_key}. */
export async function payByPad(body: { order_id: number; pad_account_id: number; idempotency_key: string }, locale: Locale): Promise<void> {
  await apiRequest<unknown>('/api/pad/pay', { locale, method: 'POST', body });
}
