import type { z } from 'zod';
import type { Locale } from '../../core/schemas/common';
import { ApiRequestError, apiDownload } from './api-client';
import { requestParsed } from './request-parsed';
import { currentStaffToken, staffSignOut } from './session/staff-session';

type Query = Record<string, string | number | boolean | undefined>;

/**
 * A refused staff token ends the staff sign-in; the staff pages' guard then sends the user back to
 * the sign-in. The API client leaves that to us on purpose.
 */
function endStaffSessionIfRefused(error: unknown): void {
  if (!(error instanceof ApiRequestError)) return;
  if (error.status === 401 || error.code === 'NOT_LOGIN' || error.code === 'TOKEN_EXPIRED') void staffSignOut();
}

/**
 * A call with the staff token (never the customer's: staff may hold both), its answer checked against
 * the core schema. The agent's order tables, the warehouse, driver and claims screens call the API through it.
 */
export async function staffRequest<S extends z.ZodType>(
  schema: S,
  path: string,
  options: { locale: Locale; query?: Query; body?: unknown; method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; signal?: AbortSignal },
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
