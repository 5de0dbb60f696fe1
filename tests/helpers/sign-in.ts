import { randomInt } from 'node:crypto';
import type { StaffRole } from '../../core/schemas/account';
import type { Locale } from '../../core/schemas/common';
import { customers, staffAccounts } from '../../server/db/schema';
import { issueSession } from '../../server/services/auth/session-tokens';
import type { TestApp } from './test-app';

/**
 * Signed-in callers for API tests, without the SMS flow: a customers (or staff_accounts) row and a
 * session token, sent as CLIENT-TOKEN.
 */

export interface SignedIn {
  token: string;
  /** The signed §7 headers plus client-token. */
  headers(locale?: Locale): Record<string, string>;
}

export interface SignedInCustomer extends SignedIn {
  customerId: number;
  phone: string;
}

let sequence = 0;
/** A phone no other test in this process uses: 1 416 5xx xxxx. */
export function uniquePhone(): string {
  sequence += 1;
  return `14165${String(randomInt(10, 99))}${String(sequence % 10_000).padStart(4, '0')}`;
}

let clientSequence = 0;
/** A client address no other caller in this process uses (10.x.y.z), for app.inject's remoteAddress. */
export function uniqueClientAddress(): string {
  clientSequence += 1;
  return `10.${(clientSequence >> 16) & 255}.${(clientSequence >> 8) & 255}.${clientSequence & 255}`;
}

const now = (t: TestApp) => t.app.clock();
const withToken = (t: TestApp, token: string) => (locale: Locale = 'en') => t.headers(locale, { 'client-token': token });

export async function signInCustomer(t: TestApp, opts: { phone?: string; name?: string; language?: Locale } = {}): Promise<SignedInCustomer> {
  const phone = opts.phone ?? uniquePhone();
  const [row] = await t.handle.db
    .insert(customers)
    .values({ phone, name: opts.name ?? '', language: opts.language ?? 'en' })
    .returning({ id: customers.id });
  const customerId = row!.id;
  const { token } = await issueSession(t.handle.db, { kind: 'customer', customerId, now: now(t) });
  return { customerId, phone, token, headers: withToken(t, token) };
}

export async function createStaff(t: TestApp, role: StaffRole = 'agent'): Promise<number> {
  sequence += 1;
  const [row] = await t.handle.db
    .insert(staffAccounts)
    .values({
      username: `staff-${process.pid}-${sequence}-${randomInt(1_000_000)}`,
      // Never checked: tests sign staff in by issuing the session directly.
      passwordHash: 'not-a-real-hash',
      role,
      name: `Staff ${sequence}`,
    })
    .returning({ id: staffAccounts.id });
  return row!.id;
}

/** A staff member's own session (the desktop console): not a customer. */
export async function signInStaff(t: TestApp, role: StaffRole = 'agent'): Promise<SignedIn & { staffId: number; sessionId: number }> {
  const staffId = await createStaff(t, role);
  const { token, sessionId } = await issueSession(t.handle.db, { kind: 'staff', staffId, now: now(t) });
  return { staffId, sessionId, token, headers: withToken(t, token) };
}

/** An agent link's customer-scoped token (spec §2.9): the customer, with the agent's id. */
export async function signInAgentFor(t: TestApp, customerId: number): Promise<SignedIn & { staffId: number }> {
  const staffId = await createStaff(t, 'agent');
  const { token } = await issueSession(t.handle.db, { kind: 'agent_customer', customerId, staffId, now: now(t) });
  return { staffId, token, headers: withToken(t, token) };
}

/** One API call as `who` (a guest when undefined). */
export function callAs(
  t: TestApp,
  who: SignedIn | undefined,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
  locale: Locale = 'en',
) {
  const headers = who ? who.headers(locale) : t.headers(locale);
  return t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
}
