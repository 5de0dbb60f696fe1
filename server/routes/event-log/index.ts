import { timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffRole } from '../../../core/schemas/account';
import {
  analyticsCsvQuerySchema,
  analyticsQuerySchema,
  analyticsResponseSchema,
  EVENT_BODY_MAX_BYTES,
  EVENT_LOG_PATH,
  EVENT_LOG_TOKEN_PARAM,
  EVENT_LOG_USER_PROOF_PARAM,
  eventLogPayloadSchema,
  eventLogQuerySchema,
  eventLogResponseSchema,
  eventUserProofFromHash,
} from '../../../core/schemas/event-log';
import { sessions } from '../../db/schema';
import { clientAddress } from '../../http/client-address';
import { ApiError, RetryLaterError } from '../../http/api-error';
import { requireStaff } from '../../plugins/auth';
import { analyticsCsv, loadAnalytics } from '../../services/event-log/analytics';
import { storeEvents } from '../../services/event-log/store-events';
import { CSV_BOM } from '../../services/agent/orders-csv';

/** Analytics are for supervisors (requireStaff lets a supervisor through whatever the list). */
const SUPERVISORS: readonly StaffRole[] = ['supervisor'];

const sameText = (given: string, wanted: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(wanted);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The behaviour event log (spec §7 `/event/api/events`, issue 19) and the supervisor's analytics.
 *
 * POST /event/api/events takes the §3 payload with the configured credential (EVENT_LOG_TOKEN) as
 * `Authorization: Bearer …` or, from navigator.sendBeacon, which cannot set headers, as the
 * `access_token` query parameter. The body may come as application/json or as text/plain (a beacon's
 * Blob without a CORS preflight). It sits outside /api, so it needs no §7 signature.
 */
async function provesUser(app: FastifyInstance, customerId: number, proof: string | undefined): Promise<boolean> {
  if (!proof) return false;
  const live = await app.db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(and(eq(sessions.customerId, customerId), isNull(sessions.revokedAt), gt(sessions.expiresAt, app.clock())));
  return live.some((s) => sameText(eventUserProofFromHash(s.tokenHash), proof));
}

const eventLogRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin: a beacon posts text/plain, and it is the same JSON.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch (error) {
      // A SyntaxError: the error handler answers it as the usual invalid-JSON 400.
      done(Object.assign(error as Error, { statusCode: 400 }), undefined);
    }
  });

  const credentialOf = (request: FastifyRequest): string | undefined => {
    const authorization = request.headers.authorization?.trim();
    if (authorization?.toLowerCase().startsWith('bearer ')) return authorization.slice(7).trim();
    const query = request.query as Record<string, unknown> | undefined;
    const fromQuery = query?.[EVENT_LOG_TOKEN_PARAM];
    return typeof fromQuery === 'string' ? fromQuery : undefined;
  };

  app.post(
    EVENT_LOG_PATH,
    {
      bodyLimit: EVENT_BODY_MAX_BYTES,
      config: {
        rateLimit: {
          hook: 'onRequest',
          max: app.config.EVENT_LOG_CLIENT_LIMIT,
          timeWindow: 60_000,
          keyGenerator: (request) => `event-log:${clientAddress(request)}`,
          errorResponseBuilder: (_request, context) => new RetryLaterError('RATE_LIMITED', 'errors.too_many_requests', context.ttl / 1000),
        },
      },
      // The credential is checked before the body is read or validated.
      onRequest: async (request) => {
        const given = credentialOf(request);
        if (!given || !sameText(given, app.config.EVENT_LOG_TOKEN)) throw new ApiError(401, 'EVENT_LOG_CREDENTIAL', 'errors.event_log_credential');
      },
      schema: { querystring: eventLogQuerySchema, body: eventLogPayloadSchema, response: { 200: eventLogResponseSchema } },
    },
    async (request) => {
      // A userId must come with the proof of one of that customer's live sessions: the credential is public.
      const { userId } = request.body;
      if (userId !== undefined && !(await provesUser(app, userId, request.query[EVENT_LOG_USER_PROOF_PARAM]))) {
        throw new ApiError(403, 'EVENT_LOG_USER', 'errors.event_log_user');
      }
      const stored = await storeEvents(app.db, request.body, app.clock());
      return { status: 1 as const, data: { stored } };
    },
  );

  const supervisorOnly = {
    preValidation: async (request: FastifyRequest) => {
      await requireStaff(request, SUPERVISORS);
    },
  };

  app.get(
    '/api/analytics/summary',
    { ...supervisorOnly, schema: { querystring: analyticsQuerySchema, response: { 200: analyticsResponseSchema } } },
    async (request) => ({ status: 1 as const, data: await loadAnalytics(app.db, request.query) }),
  );

  app.get('/api/analytics/export', { ...supervisorOnly, schema: { querystring: analyticsCsvQuerySchema } }, async (request, reply) => {
    const { report, ...range } = request.query;
    const csv = analyticsCsv(await loadAnalytics(app.db, range), report);
    const stamp = `${range.from}_${range.to}`;
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="analytics-${report}-${stamp}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(CSV_BOM + csv, 'utf8'));
  });
};

export default eventLogRoutes;
