import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BACK_OFFICE_ROLES } from '../../../core/schemas/account';
import { noBodySchema, noQuerySchema } from '../../../core/schemas/common';
import {
  customerDetailResponseSchema,
  customerHoldBodySchema,
  customerIdParams,
  customerListQuerySchema,
  customerListResponseSchema,
  customerTermsBodySchema,
} from '../../../core/schemas/customer-terms';
import { requireStaff } from '../../plugins/auth';
import { recordHistory } from '../../services/back-office/record-audit';
import { recordHistoryResponseSchema } from '../../../core/schemas/back-office';
import {
  customerDetail,
  listCustomers,
  releaseCustomerHold,
  setCustomerHold,
  updateCustomerTerms,
} from '../../services/back-office/customers';

/** Back office, customers (issue 17): list and search, detail, pay-later terms, hold and release. Guarded by the back-office plugin. */
const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/back-office/customers', { schema: { querystring: customerListQuerySchema, response: { 200: customerListResponseSchema } } }, async (request) => {
    return { status: 1 as const, data: await listCustomers(app.db, request.query) };
  });

  app.get('/api/back-office/customers/:id', { schema: { params: customerIdParams, querystring: noQuerySchema, response: { 200: customerDetailResponseSchema } } }, async (request) => {
    return { status: 1 as const, data: await customerDetail(app.db, request.params.id) };
  });

  app.get(
    '/api/back-office/customers/:id/history',
    { schema: { params: customerIdParams, querystring: noQuerySchema, response: { 200: recordHistoryResponseSchema } } },
    async (request) => {
      await customerDetail(app.db, request.params.id);
      return { status: 1 as const, data: { entries: await recordHistory(app.db, 'customer', request.params.id) } };
    },
  );

  app.put(
    '/api/back-office/customers/:id/terms',
    { schema: { params: customerIdParams, body: customerTermsBodySchema, response: { 200: customerDetailResponseSchema } } },
    async (request) => {
      const { staffId } = await requireStaff(request, BACK_OFFICE_ROLES);
      return { status: 1 as const, data: await updateCustomerTerms(app.db, request.params.id, request.body, app.clock(), staffId) };
    },
  );

  app.post(
    '/api/back-office/customers/:id/hold',
    { schema: { params: customerIdParams, body: customerHoldBodySchema, response: { 200: customerDetailResponseSchema } } },
    async (request) => {
      const { staffId } = await requireStaff(request, BACK_OFFICE_ROLES);
      return { status: 1 as const, data: await setCustomerHold(app.db, request.params.id, request.body, staffId, app.clock()) };
    },
  );

  app.delete(
    '/api/back-office/customers/:id/hold',
    { schema: { params: customerIdParams, body: noBodySchema, response: { 200: customerDetailResponseSchema } } },
    async (request) => {
      const { staffId } = await requireStaff(request, BACK_OFFICE_ROLES);
      return { status: 1 as const, data: await releaseCustomerHold(app.db, request.params.id, staffId, app.clock()) };
    },
  );
};

export default customerRoutes;
