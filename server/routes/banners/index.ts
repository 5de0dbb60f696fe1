import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { universalBannersQuerySchema, universalBannersResponseSchema } from '../../../core/schemas/banner';
import { bannerCacheFor } from '../../services/banners/banner-cache';
import { requireShop } from '../../services/catalogue-lookup';

/** Spec §2.8 home banner, §7 api/ads/universal_banners: the shop's banners in the caller's language (APP-LANGUAGE). */
const bannerRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = bannerCacheFor(app.db);
  app.get(
    '/api/ads/universal_banners',
    { schema: { querystring: universalBannersQuerySchema, response: { 200: universalBannersResponseSchema } } },
    async (request) => {
      const snapshot = await app.catalogue.current();
      const shop = requireShop(snapshot, request.query.shop_id);
      const list = await cache.shown(shop.id, request.locale, snapshot.read.edits, app.clock());
      return { status: 1 as const, data: { shop_id: shop.id, banners: list } };
    },
  );
};

export default bannerRoutes;
