import { agentLinkQuerySchema } from '../../core/schemas/agent';
import type { PlatformAgentLinkEvent } from './platform';

const LINK_PARAMS = ['token', 'customer_id', 'name', 'phone', 'aid', 'shop_mid', 'exp'] as const;

/**
 * Spec §2.9 on the web: a page opened with token and customer_id in its query is an agent link.
 * Returns null when the query is not one; otherwise the parsed link (or why it was refused) and the
 * query without the link's parameters, so the token does not stay in the address bar or history.
 */
export function readAgentLinkQuery(search: string, nowMs: number): { event: PlatformAgentLinkEvent; rest: string } | null {
  const params = new URLSearchParams(search);
  if (!params.has('token') || !params.has('customer_id')) return null;
  const raw: Record<string, string> = {};
  for (const key of LINK_PARAMS) {
    const value = params.get(key);
    if (value !== null) raw[key] = value;
    params.delete(key);
  }
  const rest = params.toString();
  const parsed = agentLinkQuerySchema.safeParse(raw);
  if (!parsed.success) return { event: { ok: false, reason: 'malformed' }, rest };
  if (parsed.data.exp !== undefined && parsed.data.exp * 1000 <= nowMs) return { event: { ok: false, reason: 'expired' }, rest };
  return { event: { ok: true, link: parsed.data }, rest };
}
