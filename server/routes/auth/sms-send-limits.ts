import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { dialCodeOf } from '../../../core/account/phone';
import type { ServerConfig } from '../../config';
import { clientAddress } from '../../http/client-address';
import { smsClientLimit, smsCountryLimit, smsGlobalLimit } from '../../services/auth/auth-errors';

/**
 * What one client, one country and everyone together may spend on SMS codes (README "Sign-in"), on
 * top of the phone's own limits (60 s between codes, 10 an hour). Counted by @fastify/rate-limit in
 * the database, so they hold across servers.
 */

const TEN_MINUTES_MS = 10 * 60_000;
const HOUR_MS = 3600_000;

/** Per client address, before the query is even parsed: texting 100 phones from one machine stops at the 6th. */
export const smsClientRateLimit = (config: Pick<ServerConfig, 'SMS_CLIENT_LIMIT'>): RateLimitOptions => ({
  hook: 'onRequest',
  max: config.SMS_CLIENT_LIMIT,
  timeWindow: TEN_MINUTES_MS,
  keyGenerator: (request) => `sms-client:${clientAddress(request)}`,
  errorResponseBuilder: (_request, context) => smsClientLimit(context.ttl / 1000),
});

const phoneOf = (request: FastifyRequest) => (request.query as { phone_num: string }).phone_num;

/**
 * Per destination country code and in all, per hour: counted only for a code the phone's own limits
 * let through (requestVerificationCode's reserveSend), so refusals cost the ceiling nothing. A flood to
 * one country (SMS pumping to costly numbers) leaves the others their share.
 */
export function smsDestinationLimits(app: FastifyInstance): (request: FastifyRequest) => Promise<void> {
  const perCountry = app.createRateLimit({
    max: app.config.SMS_COUNTRY_HOURLY_LIMIT,
    timeWindow: HOUR_MS,
    keyGenerator: (request) => `sms-country:${dialCodeOf(phoneOf(request)) ?? 'other'}`,
  });
  const overall = app.createRateLimit({ max: app.config.SMS_GLOBAL_HOURLY_LIMIT, timeWindow: HOUR_MS, keyGenerator: () => 'sms-all' });
  return async (request) => {
    const country = await perCountry(request);
    if (!country.isAllowed && country.isExceeded) throw smsCountryLimit(country.ttl / 1000, dialCodeOf(phoneOf(request)) ?? '');
    const all = await overall(request);
    if (!all.isAllowed && all.isExceeded) throw smsGlobalLimit(all.ttl / 1000);
  };
}
