import type { z } from 'zod';
import { ApiRequestError, apiRequest, type ApiRequestOptions } from './api-client';
import { i18n } from './i18n';

/**
 * Calls the API and checks `data` against the committed payload schema (core/schemas), so a server
 * that answers something else fails here with a readable message instead of deep in a view.
 */
export async function requestParsed<S extends z.ZodType>(schema: S, path: string, options: ApiRequestOptions): Promise<z.output<S>> {
  const data = await apiRequest<unknown>(path, options);
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiRequestError(200, 'UNEXPECTED_RESPONSE', i18n.getFixedT(options.locale)('errors.unexpected_response', { status: 200 }));
  }
  return parsed.data;
}

/** The text to show for a failed call: the server's message (already localized) or a generic line. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.message ? error.message : fallback;
}
