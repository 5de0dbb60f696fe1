import type { z } from 'zod';
import type { Locale } from '../../../../core/schemas/common';
import { ApiRequestError, apiDownload } from '../../../lib/api-client';
import { requestParsed } from '../../../lib/request-parsed';
import { currentStaffToken, staffSignOut } from '../../../lib/session/staff-session';

/** Every warehouse query key starts with this (and the staff id, so one sign-in never sees another's cache). */
export const WAREHOUSE_QUERY_ROOT = 'warehouse';

type Query = Record<string, string | number | boolean | undefined>;

/** A refused staff token ends the staff sign-in; the page guard then sends the user to sign in again. */
function endStaffSessionIfRefused(error: unknown): void {
  if (!(error instanceof ApiRequestError)) return;
  if (error.status === 401 || error.code === 'NOT_LOGIN' || error.code === 'TOKEN_EXPIRED') void staffSignOut();
}

/** A call with the staff token (never the customer's), its answer checked against the core schema. */
export async function staffRequest<S extends z.ZodType>(
  schema: S,
  path: string,
  options: { locale: Locale; query?: Query; body?: unknown; method?: 'GET' | 'POST'; signal?: AbortSignal },
): Promise<z.output<S>> {
  try {
    return await requestParsed(schema, path, { ...options, token: currentStaffToken() ?? null });
  } catch (error) {
    endStaffSessionIfRefused(error);
    throw error;
  }
}

/** A file from a staff endpoint (the pick list PDF) as bytes, with the server's file name when it gives one. */
export async function staffDownload(path: string, options: { locale: Locale; query?: Query }): Promise<{ bytes: Uint8Array; filename: string | null }> {
  try {
    const { blob, filename } = await apiDownload(path, { ...options, token: currentStaffToken() ?? null });
    return { bytes: new Uint8Array(await blob.arrayBuffer()), filename };
  } catch (error) {
    endStaffSessionIfRefused(error);
    throw error;
  }
}
