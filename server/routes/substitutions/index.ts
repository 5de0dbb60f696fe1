import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromCents } from '../../../core/money';
import {
  offerDecisionBodySchema,
  offerQuerySchema,
  substituteLineBodySchema,
  substituteLineResponseSchema,
  substitutionOfferResponseSchema,
} from '../../../core/schemas/substitution';
import { requireCustomer, requireStaff } from '../../plugins/auth';
import { decideOffer, offerView, substituteShortLine } from '../../services/substitutions/offers';

/**
 * Issue 20 substitutions after checkout: the packer substitutes a short line (warehouse staff only),
 * and the buyer reads and answers the offer from the link (only in the offer's customer's session).
 * Who calls is checked before the input.
 */
const substitutionRoutes: FastifyPluginAsyncZod = async (app) => {
  const customerOnly = { preValidation: async (request: Parameters<typeof requireCustomer>[0]) => void (await requireCustomer(request)) };
  const warehouseOnly = { preValidation: async (request: Parameters<typeof requireStaff>[0]) => void (await requireStaff(request, ['warehouse'])) };

  app.get('/api/substitution_offer', { ...customerOnly, schema: { querystring: offerQuerySchema, response: { 200: substitutionOfferResponseSchema } } }, async (request) => {
    const { customerId } = await requireCustomer(request);
    return { status: 1 as const, data: await offerView(app, customerId, request.query.token, request.locale) };
  });

  app.post('/api/substitution_offer', { ...customerOnly, schema: { body: offerDecisionBodySchema, response: { 200: substitutionOfferResponseSchema } } }, async (request) => {
    const { customerId } = await requireCustomer(request);
    await decideOffer(app, customerId, request.body.token, request.body.decision);
    return { status: 1 as const, data: await offerView(app, customerId, request.body.token, request.locale) };
  });

  app.post('/api/fulfilment/substitute_line', { ...warehouseOnly, schema: { body: substituteLineBodySchema, response: { 200: substituteLineResponseSchema } } }, async (request) => {
    await requireStaff(request, ['warehouse']);
    const done = await substituteShortLine(app, request.body.order_id, request.body.line_id);
    const p = done.product;
    const name = (request.locale === 'cn' ? p.nameCn : request.locale === 'fr' ? p.nameFr : p.nameEn) || p.nameEn;
    return { status: 1 as const, data: { outcome: done.outcome, substitute_name: name, unit_price: fromCents(done.unitPriceCents) } };
  });
};

export default substitutionRoutes;
