import type { z } from 'zod';
import type { Locale } from '../../../../core/schemas/common';
import { ApiRequestError } from '../../../lib/api-client';
import { requestParsed } from '../../../lib/request-parsed';
import { currentStaffToken, staffSignOut } from '../../../lib/session/staff-session';

/** Every driver query key starts with this (and the staff id, so one sign-in never sees another's cache). */
export const DRIVER_QUERY_ROOT = 'driver';

type Query = Record<string, string | number | boolean | undefined>;

/** A refused staff token ends the staff sign-in; the page guard then sends the driver to sign in again. */
function endStaffSessionIfRefused(error: unknown): void {
  if (!(error instanceof ApiRequestError)) return;
  if (error.status === 401 || error.code === 'NOT_LOGIN' || error.code === 'TOKEN_EXPIRED') void staffSignOut();
}

/** A call with the staff token (never a customer's), its answer checked against the core schema. */
export async function driverRequest<S extends z.ZodType>(
  schema: S,
  path: string,
  options: { locale: Locale; method?: 'GET' | 'POST'; query?: Query; body?: unknown; signal?: AbortSignal },
): Promise<z.output<S>> {
  try {
    return await requestParsed(schema, path, { ...options, token: currentStaffToken() ?? null });
  } catch (error) {
    endStaffSessionIfRefused(error);
    throw error;
  }
}
