import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/api-error';

/** The pay attempt's key: the body's idempotency_key, else the Idempotency-Key header (8–100 characters). */
export function clientIdempotencyKey(request: FastifyRequest, fromBody: string | undefined): string | undefined {
  if (fromBody) return fromBody;
  const header = request.headers['idempotency-key'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value) return undefined;
  if (value.length < 8 || value.length > 100) throw badRequest('IDEMPOTENCY_KEY_INVALID', 'payment.idempotency_key_invalid');
  return value;
}

/** Who moved a payment, for the order's status log. */
export const actorOf = (who: { agentId: number | null }) => (who.agentId !== null ? `agent:${who.agentId}` : 'customer');
