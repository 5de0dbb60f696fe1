import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BACK_OFFICE_ROLES } from '../../../core/schemas/account';
import {
  PROMOTION_INPUT_SCHEMAS,
  PROMOTION_KINDS,
  promotionChoicesResponseSchema,
  promotionHistoryResponseSchema,
  promotionListQuerySchema,
  promotionListResponseSchema,
  promotionParamsSchema,
  promotionRowResponseSchema,
  type PromotionInputs,
  type PromotionKind,
} from '../../../core/schemas/back-office-promotions';
import { idParam, noBodySchema, noQuerySchema } from '../../../core/schemas/common';
import { z } from 'zod';
import { requireStaff } from '../../plugins/auth';
import {
  createPromotion,
  editPromotion,
  listPromotions,
  promotionChoices,
  promotionHistory,
  switchOffPromotion,
} from '../../services/back-office/promotions';

/**
 * Promotions in the back office (issue 17), inside the back-office plugin (its guard runs first):
 * list by kind with status, create, edit, switch off, and each promotion's history.
 * POST/PUT /api/back-office/promotions/<kind>[/<id>] with the kind's core schema as the body.
 */
const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/back-office/promotions', { schema: { querystring: promotionListQuerySchema, response: { 200: promotionListResponseSchema } } }, async (request) => {
    const rows = await listPromotions(app.db, request.query.kind, request.locale, request.t, app.clock());
    return { status: 1 as const, data: { kind: request.query.kind, rows } };
  });

  app.get('/api/back-office/promotions/choices', { schema: { querystring: noQuerySchema, response: { 200: promotionChoicesResponseSchema } } }, async (request) => {
    return { status: 1 as const, data: await promotionChoices(app.db, request.locale) };
  });

  const changeOf = async <K extends PromotionKind>(request: FastifyRequest, kind: K) => {
    const who = await requireStaff(request, BACK_OFFICE_ROLES);
    return { kind, staffId: who.staffId, locale: request.locale, t: request.t, now: app.clock() };
  };

  for (const kind of PROMOTION_KINDS) {
    const body = PROMOTION_INPUT_SCHEMAS[kind] as z.ZodType<PromotionInputs[typeof kind]>;
    app.post(`/api/back-office/promotions/${kind}`, { schema: { body, response: { 200: promotionRowResponseSchema } } }, async (request) => {
      return { status: 1 as const, data: await createPromotion(app, await changeOf(request, kind), request.body) };
    });
    app.put(
      `/api/back-office/promotions/${kind}/:id`,
      { schema: { params: z.object({ id: idParam }), body, response: { 200: promotionRowResponseSchema } } },
      async (request) => {
        return { status: 1 as const, data: await editPromotion(app, await changeOf(request, kind), request.params.id, request.body) };
      },
    );
  }

  app.post('/api/back-office/promotions/:kind/:id/off', { schema: { params: promotionParamsSchema, body: noBodySchema, response: { 200: promotionRowResponseSchema } } }, async (request) => {
    return { status: 1 as const, data: await switchOffPromotion(app, await changeOf(request, request.params.kind), request.params.id) };
  });

  app.get('/api/back-office/promotions/:kind/:id/history', { schema: { params: promotionParamsSchema, querystring: noQuerySchema, response: { 200: promotionHistoryResponseSchema } } }, async (request) => {
    return { status: 1 as const, data: { entries: await promotionHistory(app.db, request.params.kind, request.params.id) } };
  });
};

export default promotionRoutes;
