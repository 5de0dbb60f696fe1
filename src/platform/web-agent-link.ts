import type { PlatformAgentLinkEvent } from './platform';

const LINK_PARAMS = ['token', 'customer_id', 'name', 'phone', 'aid', 'shop_mid', 'exp'] as const;

/**
 * Spec §2.9 on the web: a page opened with token and customer_id in its query is an agent link.
 * Returns null when the query is not one; otherwise the link's raw parameters and the query without
 * them, so the token does not stay in the address bar or history. Synchronous and zod-free: it runs
 * on every first page; `parseAgentLinkParams` checks the parameters, loading the schema only then.
 */
export function takeAgentLinkParams(search: string): { raw: Record<string, string>; rest: string } | null {
  const params = new URLSearchParams(search);
  if (!params.has('token') || !params.has('customer_id')) return null;
  const raw: Record<string, string> = {};
  for (const key of LINK_PARAMS) {
    const value = params.get(key);
    if (value !== null) raw[key] = value;
    params.delete(key);
  }
  return { raw, rest: params.toString() };
}

/** The link parsed with core's agentLinkQuerySchema, or why it was refused. */
export async function parseAgentLinkParams(raw: Record<string, string>, nowMs: number): Promise<PlatformAgentLinkEvent> {
  const { agentLinkQuerySchema } = await import('../../core/schemas/agent');
  const parsed = agentLinkQuerySchema.safeParse(raw);
  if (!parsed.success) return { ok: false, reason: 'malformed' };
  if (parsed.data.exp !== undefined && parsed.data.exp * 1000 <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, link: parsed.data };
}
