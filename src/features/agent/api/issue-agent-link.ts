import { agentLinkSchema, type AgentLink } from '../../../../core/schemas/account';
import type { AgentLinkQuery } from '../../../../core/schemas/agent';
import type { Locale } from '../../../../core/schemas/common';
import { requestParsed } from '../../../lib/request-parsed';
import { currentStaffToken } from '../../../lib/session/staff-session';

/**
 * POST /api/hybrid/merchant/login/as_customer with the staff token: a short-lived token scoped to
 * one customer (DECISIONS.md agent links). `shopMid` omitted: the server picks the last order's shop.
 */
export function issueAgentLink(input: { customerId: number; shopMid?: number }, locale: Locale): Promise<AgentLink> {
  return requestParsed(agentLinkSchema, '/api/hybrid/merchant/login/as_customer', {
    locale,
    method: 'POST',
    body: { customer_id: input.customerId, ...(input.shopMid ? { shop_mid: input.shopMid } : {}) },
    token: currentStaffToken() ?? null,
  });
}

/** The issued link as the §2.9 query, so the finder and the deep links go through the same steps. */
export function agentLinkToQuery(link: AgentLink): AgentLinkQuery {
  const expiresAt = Date.parse(link.expires_at);
  return {
    token: link.token,
    customer_id: link.customer_id,
    name: link.name,
    phone: link.phone,
    aid: link.aid,
    shop_mid: link.shop_mid,
    ...(Number.isFinite(expiresAt) ? { exp: Math.floor(expiresAt / 1000) } : {}),
  };
}
