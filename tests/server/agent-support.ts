import type { StaffRole } from '../../core/schemas/account';
import type { Locale } from '../../core/schemas/common';
import { issueSession } from '../../server/services/auth/session-tokens';
import { createStaff, type SignedIn } from '../helpers/sign-in';
import type { TestApp } from '../helpers/test-app';

/** Shared set-up of the agent console API tests (tests/server/agent-*.test.ts). */

export interface StaffSignedIn extends SignedIn {
  staffId: number;
}

const withToken = (t: TestApp, token: string) => (locale: Locale = 'en') => t.headers(locale, { 'client-token': token });

/** A staff member's console session (kind staff). */
export async function staffSession(t: TestApp, role: StaffRole, staffId?: number): Promise<StaffSignedIn> {
  const id = staffId ?? (await createStaff(t, role));
  const { token } = await issueSession(t.handle.db, { kind: 'staff', staffId: id, now: t.app.clock() });
  return { staffId: id, token, headers: withToken(t, token) };
}

/** The customer-scoped session an agent link gives this (existing) agent for the customer. */
export async function agentCustomerSession(t: TestApp, staffId: number, customerId: number): Promise<StaffSignedIn> {
  const { token } = await issueSession(t.handle.db, { kind: 'agent_customer', customerId, staffId, now: t.app.clock() });
  return { staffId, token, headers: withToken(t, token) };
}

export function getAs(t: TestApp, who: SignedIn | undefined, url: string, locale: Locale = 'en', extra: Record<string, string> = {}) {
  const headers = { ...(who ? who.headers(locale) : t.headers(locale)), ...extra };
  return t.app.inject({ method: 'GET', url, headers });
}
