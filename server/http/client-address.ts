import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/**
 * The address per-client limits count against: request.ip, which honours X-Forwarded-For only from
 * the proxies TRUST_PROXY names, and an IPv6 client by its /64 (one home or mobile network can hold
 * as many addresses as it likes), the way @fastify/rate-limit keys its own counters.
 */
export const clientAddress = (request: FastifyRequest): string => normalizeIP(request.ip);
