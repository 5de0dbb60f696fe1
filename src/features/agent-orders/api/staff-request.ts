import type { z } from 'zod';
import type { Locale } from '../../../../core/schemas/common';
import { ApiRequestError, apiDownload } from '../../../lib/api-client';
import { requestParsed } from '../../../lib/request-parsed';
import { currentStaffToken, staffSignOut } from '../../../lib/session/staff-session';

/** Every agent-orders query key starts with this (and the staff id, so one sign-in never sees another's cache). */
export const AGENT_ORDERS_QUERY_ROOT = 'agent-orders';

type Query = Record<string, string | number | boolean | undefined>;

/**
 * A refused staff token ends the staff sign-in; the staff pages' guard then sends the user back to
 * the sign-in (and here again afterwards). The API client leaves that to us on purpose.
 */
export function endStaffSessionIfRefused(error: unknown): void {
  if (!(error instanceof ApiRequestError)) return;
  const refused = error.status === 401 || error.code === 'NOT_LOGIN' || error.code === 'TOKEN_EXPIRED';
  if (refused) void staffSignOut();
}

/** GET with the staff token (never the customer's: an agent in agent mode holds both). */
export async function staffGet<S extends z.ZodType>(
  schema: S,
  path: string,
  options: { locale: Locale; query?: Query; signal?: AbortSignal },
): Promise<z.output<S>> {
  try {
    return await requestParsed(schema, path, { ...options, token: currentStaffToken() ?? null });
  } catch (error) {
    endStaffSessionIfRefused(error);
    throw error;
  }
}

/** A file from a staff endpoint (CSV, PDF) as bytes, with the server's file name when it gives one. */
export async function staffDownload(
  path: string,
  options: { locale: Locale; query?: Query; signal?: AbortSignal },
): Promise<{ bytes: Uint8Array; filename: string | null; mime: string }> {
  try {
    const { blob, filename } = await apiDownload(path, { ...options, token: currentStaffToken() ?? null });
    return { bytes: new Uint8Array(await blob.arrayBuffer()), filename, mime: blob.type };
  } catch (error) {
    endStaffSessionIfRefused(error);
    throw error;
  }
}
