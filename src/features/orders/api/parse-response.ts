import type { z } from 'zod';
import { ApiRequestError, apiRequest, type ApiRequestOptions } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';

/** Calls the API and checks `data` against the committed payload schema (core/schemas/order.ts). */
export async function requestParsed<S extends z.ZodType>(schema: S, path: string, options: ApiRequestOptions): Promise<z.output<S>> {
  const data = await apiRequest<unknown>(path, options);
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiRequestError(200, 'UNEXPECTED_RESPONSE', i18n.getFixedT(options.locale)('errors.unexpected_response', { status: 200 }));
  }
  return parsed.data;
}

export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.message ? error.message : fallback;
}

/** Every order query key starts with this; paying or changing an order refreshes them all. */
export const ORDERS_QUERY_ROOT = 'orders';
