import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noBodySchema, noQuerySchema } from '../../../core/schemas/common';
import {
  customerGroupBodySchema,
  customerGroupListResponseSchema,
  customerGroupResponseSchema,
  customerSearchQuerySchema,
  deletedResponseSchema,
  groupCustomerParamsSchema,
  groupIdParamsSchema,
  groupMemberResponseSchema,
  groupMembersResponseSchema,
  groupPriceBodySchema,
  groupPriceListResponseSchema,
  groupPriceRowResponseSchema,
  groupProductParamsSchema,
  productPickQuerySchema,
  productPickResponseSchema,
} from '../../../core/schemas/price-lists';
import {
  createGroup,
  deleteGroup,
  listGroups,
  listMembers,
  listPrices,
  pickProducts,
  removePrice,
  searchCustomers,
  setMember,
  setPrice,
  updateGroup,
} from '../../services/price-lists/price-lists';
import { BACK_OFFICE_ROLES } from '../../../core/schemas/account';
import { requireStaff } from '../../plugins/auth';

/**
 * Customer groups, their members and price lists (issue 17), registered inside the back-office plugin
 * (its guard runs first). Writes that change what a buyer pays bump the catalogue version; this server
 * then reads it again at once (`invalidate`), the others within their refresh interval.
 */
const priceListRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = '/api/back-office/price-lists';
  const changed = () => app.catalogue.invalidate();
  const staffId = async (request: Parameters<typeof requireStaff>[0]) => (await requireStaff(request, BACK_OFFICE_ROLES)).staffId;

  app.get(`${base}/groups`, { schema: { querystring: noQuerySchema, response: { 200: customerGroupListResponseSchema } } }, async () => ({
    status: 1 as const,
    data: { groups: await listGroups(app.db) },
  }));

  app.post(`${base}/groups`, { schema: { body: customerGroupBodySchema, response: { 200: customerGroupResponseSchema } } }, async (request) => ({
    status: 1 as const,
    data: await createGroup(app.db, request.body),
  }));

  app.put(
    `${base}/groups/:groupId`,
    { schema: { params: groupIdParamsSchema, body: customerGroupBodySchema, response: { 200: customerGroupResponseSchema } } },
    async (request) => ({ status: 1 as const, data: await updateGroup(app.db, request.params.groupId, request.body) }),
  );

  app.delete(`${base}/groups/:groupId`, { schema: { params: groupIdParamsSchema, body: noBodySchema, response: { 200: deletedResponseSchema } } }, async (request) => {
    const deleted = await deleteGroup(app.db, request.params.groupId, await staffId(request));
    changed();
    return { status: 1 as const, data: { deleted } };
  });

  app.get(
    `${base}/groups/:groupId/members`,
    { schema: { params: groupIdParamsSchema, querystring: noQuerySchema, response: { 200: groupMembersResponseSchema } } },
    async (request) => ({ status: 1 as const, data: { members: await listMembers(app.db, request.params.groupId) } }),
  );

  app.put(
    `${base}/groups/:groupId/members/:customerId`,
    { schema: { params: groupCustomerParamsSchema, body: noBodySchema, response: { 200: groupMemberResponseSchema } } },
    async (request) => {
      const member = await setMember(app.db, request.params.groupId, request.params.customerId, true, await staffId(request));
      changed();
      return { status: 1 as const, data: member };
    },
  );

  app.delete(
    `${base}/groups/:groupId/members/:customerId`,
    { schema: { params: groupCustomerParamsSchema, body: noBodySchema, response: { 200: groupMemberResponseSchema } } },
    async (request) => {
      const member = await setMember(app.db, request.params.groupId, request.params.customerId, false, await staffId(request));
      changed();
      return { status: 1 as const, data: member };
    },
  );

  app.get(`${base}/customers`, { schema: { querystring: customerSearchQuerySchema, response: { 200: groupMembersResponseSchema } } }, async (request) => ({
    status: 1 as const,
    data: { members: await searchCustomers(app.db, request.query.q) },
  }));

  app.get(`${base}/products`, { schema: { querystring: productPickQuerySchema, response: { 200: productPickResponseSchema } } }, async (request) => ({
    status: 1 as const,
    data: { products: pickProducts(await app.catalogue.current(), request.query.q, request.locale) },
  }));

  app.get(
    `${base}/groups/:groupId/prices`,
    { schema: { params: groupIdParamsSchema, querystring: noQuerySchema, response: { 200: groupPriceListResponseSchema } } },
    async (request) => ({
      status: 1 as const,
      data: { prices: await listPrices(app.db, await app.catalogue.current(), request.params.groupId, request.locale) },
    }),
  );

  app.put(
    `${base}/groups/:groupId/prices/:productId`,
    { schema: { params: groupProductParamsSchema, body: groupPriceBodySchema, response: { 200: groupPriceRowResponseSchema } } },
    async (request) => {
      const row = await setPrice(app.db, await app.catalogue.current(), request.params.groupId, request.params.productId, request.body.price, request.locale, await staffId(request));
      changed();
      return { status: 1 as const, data: row };
    },
  );

  app.delete(
    `${base}/groups/:groupId/prices/:productId`,
    { schema: { params: groupProductParamsSchema, body: noBodySchema, response: { 200: deletedResponseSchema } } },
    async (request) => {
      const deleted = await removePrice(app.db, request.params.groupId, request.params.productId, await staffId(request));
      changed();
      return { status: 1 as const, data: { deleted } };
    },
  );
};

export default priceListRoutes;
