import { desc, eq } from 'drizzle-orm';
import type { AgentLink, Session } from '../../../core/schemas/account';
import type { Database } from '../../db/client';
import { customers, events, orders, shops } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { notLoggedIn, type StaffCaller, usableSession } from '../../plugins/auth';
import { recordAudit } from '../agent/audit';
import { customerNotFound } from './auth-errors';
import { findSession, issueSession } from './session-tokens';
import { customerUser } from './user-profile';

/**
 * Agent links (spec §2.9, DECISIONS.md): a signed-in agent gets a token scoped to one customer,
 * carrying the agent's id, and a supplydesk:// link the desktop app (or any web page) opens.
 */

/** Spec §9: the default shop. */
export const DEFAULT_SHOP_MID = 17243;

export async function issueAgentLink(
  db: Database,
  agent: StaffCaller,
  input: { customerId: number; shopMid?: number; now: Date },
): Promise<AgentLink> {
  const { now } = input;
  const [customer] = await db
    .select({ id: customers.id, name: customers.name, phone: customers.phone })
    .from(customers)
    .where(eq(customers.id, input.customerId))
    .limit(1);
  if (!customer) throw customerNotFound();
  let shopMid = input.shopMid;
  if (shopMid !== undefined) {
    const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, shopMid)).limit(1);
    if (!shop) throw new ApiError(404, 'SHOP_NOT_FOUND', 'errors.shop_not_found');
  } else {
    const [last] = await db
      .select({ shopId: orders.shopId })
      .from(orders)
      .where(eq(orders.customerId, customer.id))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(1);
    shopMid = last?.shopId ?? DEFAULT_SHOP_MID;
  }
  const session = await issueSession(db, { kind: 'agent_customer', customerId: customer.id, staffId: agent.staffId, now, issuedBy: agent.sessionId });
  await db.insert(events).values({
    kind: 'agent_link',
    staffId: agent.staffId,
    customerId: customer.id,
    shopId: shopMid,
    payload: { session_id: session.sessionId },
    createdAt: now,
  });
  await recordAudit(db, { staffId: agent.staffId, customerId: customer.id, action: 'customer_opened', detail: { shop_id: shopMid }, now });
  const name = customer.name || customer.phone;
  const query = {
    token: session.token,
    customer_id: String(customer.id),
    name,
    phone: customer.phone,
    aid: String(agent.staffId),
    shop_mid: String(shopMid),
    // Unix seconds: the desktop refuses a stale link before it touches anything (agentLinkQuerySchema).
    exp: String(Math.floor(session.expiresAt.getTime() / 1000)),
  };
  const link = `supplydesk://order?${Object.entries(query)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&')}`;
  return {
    token: session.token,
    expires_at: session.expiresAt.toISOString(),
    customer_id: customer.id,
    name,
    phone: customer.phone,
    aid: agent.staffId,
    shop_mid: shopMid,
    link,
  };
}

const forbidden = () => new ApiError(403, 'FORBIDDEN', 'auth.forbidden');

/**
 * /api/webclient/user/token (the /auth_token page): a customer token alone, answered with its owner's
 * session. A staff token, a revoked or an unknown one signs nobody in.
 */
export async function tokenLogin(db: Database, input: { token: string; now: Date }): Promise<Session> {
  const found = await findSession(db, input.token);
  if (!found || found.revokedAt || found.kind === 'staff' || found.customerId === null) throw notLoggedIn();
  return proxyLogin(db, { token: input.token, customerId: found.customerId, now: input.now });
}

/**
 * /api/webclient/user/proxy: a customer token (the customer's own or an agent link's) presented with
 * its customer id. Another customer's id gets a bare 403 — no name, no expiry, nothing about the token.
 */
export async function proxyLogin(db: Database, input: { token: string; customerId: number; now: Date }): Promise<Session> {
  const found = await findSession(db, input.token);
  if (!found || found.revokedAt) throw notLoggedIn();
  if (found.kind === 'staff' || found.customerId !== input.customerId) throw forbidden();
  const session = usableSession(found, input.now);
  const agent = session.kind === 'agent_customer' && session.staffId !== null ? { id: session.staffId, role: session.staff!.role } : null;
  const user = await customerUser(db, input.customerId, input.now, agent);
  if (!user) throw notLoggedIn();
  return { token: input.token, expires_at: session.expiresAt.toISOString(), user };
}
