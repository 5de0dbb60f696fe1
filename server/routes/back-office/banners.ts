import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bannerActiveBodySchema,
  bannerBodySchema,
  bannerIdParamsSchema,
  bannerListQuerySchema,
  bannerListResponseSchema,
  bannerOrderBodySchema,
  bannerRowResponseSchema,
} from '../../../core/schemas/banner';
import { createBanner, listBanners, reorderBanners, setBannerActive, updateBanner } from '../../services/back-office/banners';

/**
 * The home banners (issue 19): list, add, edit, switch on or off, reorder. Registered inside the
 * back-office plugin, whose guard refuses anyone but managers before the input is read.
 */
const bannerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/back-office/banners', { schema: { querystring: bannerListQuerySchema, response: { 200: bannerListResponseSchema } } }, async (request) => {
    return { status: 1 as const, data: { banners: await listBanners(app.db, request.query) } };
  });

  app.post('/api/back-office/banners', { schema: { body: bannerBodySchema, response: { 200: bannerRowResponseSchema } } }, async (request) => {
    return { status: 1 as const, data: await createBanner(app, request.body) };
  });

  app.put(
    '/api/back-office/banners/:id',
    { schema: { params: bannerIdParamsSchema, body: bannerBodySchema, response: { 200: bannerRowResponseSchema } } },
    async (request) => {
      return { status: 1 as const, data: await updateBanner(app, request.params.id, request.body) };
    },
  );

  app.post(
    '/api/back-office/banners/:id/active',
    { schema: { params: bannerIdParamsSchema, body: bannerActiveBodySchema, response: { 200: bannerRowResponseSchema } } },
    async (request) => {
      return { status: 1 as const, data: await setBannerActive(app, request.params.id, request.body.active) };
    },
  );

  app.post('/api/back-office/banners/order', { schema: { body: bannerOrderBodySchema, response: { 200: bannerListResponseSchema } } }, async (request) => {
    return { status: 1 as const, data: { banners: await reorderBanners(app, request.body) } };
  });
};

export default bannerRoutes;
