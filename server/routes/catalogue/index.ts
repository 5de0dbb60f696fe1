import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { skuIndexQuerySchema, skuIndexResponseSchema, substituteQuerySchema, substituteResponseSchema } from '../../../core/schemas/agent';
import { menuQuerySchema, menuResponseSchema, productQuerySchema, productResponseSchema } from '../../../core/schemas/catalogue';
import { idParam, type Locale } from '../../../core/schemas/common';
import { findProductBySku, requireShop, requireShopProduct } from '../../services/catalogue-lookup';
import type { CatalogueSnapshot } from '../../services/catalogue-snapshot';
import { menuAnswerText, productDetail } from '../../services/catalogue-views';
import { skuIndexView } from '../../services/agent/sku-index';
import { substituteFor } from '../../services/substitutions/substitutes';
import { sendCachedAnswer } from '../../http/cached-answer';
import { notFound } from '../../http/api-error';

const productDetailQuerySchema = z
  .object({ shop_id: idParam, product_id: idParam.optional(), sku: z.string().trim().min(1).max(40).optional() })
  .refine((q) => q.product_id !== undefined || q.sku !== undefined, {
    message: 'validation.product_or_sku_required',
    path: ['product_id'],
  });

/**
 * Catalogue calls of spec §7: the menu and a product, served from the in-memory catalogue. Their answers
 * are cached with their compressed forms (`http/cached-answer.ts`), so @fastify/compress's per-request
 * hooks stay off these routes (`compress: false`); their error answers are well under its 1 KB threshold.
 */
const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * Runs `answer` on the catalogue snapshot: at once while no version check is due (nearly always
   * under load), so the menu and product handlers are plain functions, where async ones cost a
   * promise and two awaits more per request; after the check otherwise. What `answer` throws (404,
   * 410) reaches the error handler either way.
   */
  const withSnapshot = (answer: (snapshot: CatalogueSnapshot) => Promise<void> | undefined): Promise<void> | undefined => {
    const snapshot = app.catalogue.fresh();
    return snapshot ? answer(snapshot) : app.catalogue.current().then(answer);
  };

  app.get('/api/webclient/menu', { schema: { querystring: menuQuerySchema, response: { 200: menuResponseSchema } }, compress: false }, (request, reply) => {
    const { shop_id, shipping_type } = request.query;
    return withSnapshot((snapshot) => {
      requireShop(snapshot, shop_id);
      // Built (and compressed) once per catalogue version, shop, shipping type and language.
      const view = `menu:${shop_id}:${shipping_type}:${request.locale}`;
      const answer = app.catalogue.answerText(snapshot, view, () => menuAnswerText(snapshot, shop_id, shipping_type, request.locale));
      return sendCachedAnswer(request, reply, answer);
    });
  });

  // Bulk entry's SKU index (issue 7): built once per catalogue version, shop, shipping type and
  // language; an unchanged catalogue answers 304 with no body.
  app.get('/api/catalogue/sku_index', { schema: { querystring: skuIndexQuerySchema, response: { 200: skuIndexResponseSchema } }, compress: false }, async (request, reply) => {
    const { shop_id, shipping_type } = request.query;
    const snapshot = await app.catalogue.current();
    requireShop(snapshot, shop_id);
    const view = `sku_index:${shop_id}:${shipping_type}:${request.locale}`;
    const answer = app.catalogue.answer(snapshot, view, () => skuIndexView(snapshot, shop_id, shipping_type, request.locale));
    return sendCachedAnswer(request, reply, answer);
  });

  // Issue 20: what a line the shop cannot fill could become (the quick-order grid offers it to agents).
  app.get('/api/catalogue/substitute', { schema: { querystring: substituteQuerySchema, response: { 200: substituteResponseSchema } } }, async (request) => {
    const { shop_id, product_id, qty } = request.query;
    const snapshot = await app.catalogue.current();
    requireShop(snapshot, shop_id);
    // A delisted product may have a substitute too; one the shop never stocked is unknown.
    if (!snapshot.products.has(product_id) || snapshot.stock.get(shop_id)?.get(product_id) === undefined) throw notFound('PRODUCT_NOT_FOUND', 'errors.product_not_found');
    const substitute = substituteFor(snapshot, shop_id, product_id, qty);
    return { status: 1 as const, data: { product_id, substitute_id: substitute?.id ?? null } };
  });

  const productAnswer = (snapshot: CatalogueSnapshot, shopId: number, productId: number | undefined, sku: string | undefined, locale: Locale) => {
    const record = productId !== undefined ? snapshot.products.get(productId) : findProductBySku(snapshot, sku ?? '');
    const { product, stock } = requireShopProduct(snapshot, shopId, record);
    return app.catalogue.productAnswer(snapshot, shopId, product.id, locale, () => productDetail(product, snapshot.categoriesById.get(product.categoryId), stock, locale));
  };

  app.get('/api/webclient/product', { schema: { querystring: productQuerySchema, response: { 200: productResponseSchema } }, compress: false }, (request, reply) => {
    const { shop_id, product_id } = request.query;
    return withSnapshot((snapshot) => sendCachedAnswer(request, reply, productAnswer(snapshot, shop_id, product_id, undefined, request.locale)));
  });

  app.get('/api/product/detail', { schema: { querystring: productDetailQuerySchema, response: { 200: productResponseSchema } }, compress: false }, (request, reply) => {
    const { shop_id, product_id, sku } = request.query;
    return withSnapshot((snapshot) => sendCachedAnswer(request, reply, productAnswer(snapshot, shop_id, product_id, sku, request.locale)));
  });
};

export default catalogueRoutes;
