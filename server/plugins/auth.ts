import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { StaffRole } from '../../core/schemas/account';
import { ApiError } from '../http/api-error';
import { findSession, type SessionRow } from '../services/auth/session-tokens';

/**
 * Who is calling (DECISIONS.md): the bearer token is the authentication, sent as CLIENT-TOKEN (§7
 * "a client token header when logged in") or `Authorization: Bearer`. Routes ask for what they need:
 * `requireCustomer`, `requireStaff`, or `optionalCustomer` where a guest is welcome too.
 */

export interface CustomerCaller {
  kind: 'customer' | 'agent_customer';
  sessionId: number;
  customerId: number;
  /** Staff id of the agent acting for the customer (agent link token), else null. */
  agentId: number | null;
}

export interface StaffCaller {
  kind: 'staff';
  sessionId: number;
  staffId: number;
  role: StaffRole;
}

export type Caller = CustomerCaller | StaffCaller;

declare module 'fastify' {
  interface FastifyRequest {
    /** The resolved caller, memoized per request (undefined: not looked up yet; null: guest). */
    callerMemo: Promise<Caller | null> | undefined;
  }
}

export const notLoggedIn = () => new ApiError(401, 'NOT_LOGIN', 'auth.not_logged_in');
const expired = () => new ApiError(401, 'TOKEN_EXPIRED', 'auth.token_expired');
const forbidden = () => new ApiError(403, 'FORBIDDEN', 'auth.forbidden');

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers['client-token'];
  const clientToken = (Array.isArray(header) ? header[0] : header)?.trim();
  if (clientToken) return clientToken;
  const authorization = request.headers.authorization?.trim();
  if (authorization?.toLowerCase().startsWith('bearer ')) return authorization.slice(7).trim() || undefined;
  return undefined;
}

/**
 * The one rule for a bearer token, for every route and the proxy login: it is known and not revoked,
 * nor is the staff sign-in that issued it (an agent link); it has not expired, nor has that sign-in;
 * and the staff account behind it (a staff session or an agent link) is active.
 */
export function usableSession(session: SessionRow | undefined, now: Date): SessionRow {
  if (!session || session.revokedAt) throw notLoggedIn();
  if (session.expiresAt.getTime() <= now.getTime()) throw expired();
  if (session.staffId !== null && !session.staff?.active) throw notLoggedIn();
  return session;
}

async function resolveCaller(request: FastifyRequest): Promise<Caller | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const app = request.server;
  const found = token.length <= 200 ? await findSession(app.db, token) : undefined;
  const session = usableSession(found, app.clock());
  if (session.kind === 'staff') return { kind: 'staff', sessionId: session.id, staffId: session.staffId!, role: session.staff!.role };
  return { kind: session.kind, sessionId: session.id, customerId: session.customerId!, agentId: session.staffId };
}

/** The caller, or null for a guest. A token that is unknown, revoked or expired is an error, not a guest. */
export function caller(request: FastifyRequest): Promise<Caller | null> {
  request.callerMemo ??= resolveCaller(request);
  return request.callerMemo;
}

/** A customer's own session or an agent's customer-scoped token; staff sessions are refused. */
export async function requireCustomer(request: FastifyRequest): Promise<CustomerCaller> {
  const who = await caller(request);
  if (!who) throw notLoggedIn();
  if (who.kind === 'staff') throw forbidden();
  return who;
}

/** The customer when one is signed in; guests (no token) get null. */
export async function optionalCustomer(request: FastifyRequest): Promise<CustomerCaller | null> {
  const who = await caller(request);
  return who && who.kind !== 'staff' ? who : null;
}

/**
 * The roles of the agent console: ordering for customers, their orders, histories and the audit. A
 * warehouse account or a driver never reaches customer lists or money through it.
 */
export const AGENT_CONSOLE_ROLES: readonly StaffRole[] = ['agent', 'supervisor'];

/**
 * A staff session whose role is one of `roles` (its type says so); a supervisor may do everything, so it
 * always passes.
 * Anyone else signed in gets 403, nobody 401.
 */
export async function requireStaff<R extends StaffRole = StaffRole>(
  request: FastifyRequest,
  roles: readonly R[] = AGENT_CONSOLE_ROLES as readonly StaffRole[] as readonly R[],
): Promise<StaffCaller & { role: R | 'supervisor' }> {
  const who = await caller(request);
  if (!who) throw notLoggedIn();
  if (who.kind !== 'staff' || (who.role !== 'supervisor' && !(roles as readonly StaffRole[]).includes(who.role))) throw forbidden();
  return who as StaffCaller & { role: R | 'supervisor' };
}

export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('callerMemo', undefined);
  },
  { name: 'auth' },
);
