import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiError as ApiErrorBody } from '../../../core/schemas/common';
import { arrivalReminderBodySchema, arrivalReminderResponseSchema, comboSaleQuerySchema, comboSaleResponseSchema, recentlyViewedQuerySchema, recentlyViewedAnswerSchema, recommendQuerySchema, recommendResponseSchema, superTrialBodySchema, superTrialResponseSchema } from '../../../core/schemas/product-extras';
import { notFound } from '../../http/api-error';
import { JSON_TYPE, sendJsonBytes } from '../../http/cached-answer';
import { RequestValidationError } from '../../http/zod-validation';
import { requireCustomer } from '../../plugins/auth';
import { answerError } from '../../plugins/error-handler';
import { shopProductList } from '../../services/account/product-list';
import { viewedProductIds } from '../../services/account/recently-viewed';
import { requireShop, requireShopProduct } from '../../services/catalogue-lookup';
import { productSummary } from '../../services/catalogue-views';
import { saveArrivalReminder } from '../../services/product-extras/arrival-reminders';
import { comboOffers, comboPage, filterCombos } from '../../services/product-extras/combo-sales';
import { comboMinute } from '../../services/catalogue-snapshot';
import { recommendations } from '../../services/product-extras/recommendations';
import { superTrial } from '../../services/product-extras/super-trial';
import { listedInShop } from '../../services/product-extras/shop-stock';


/**
 * The reminder form's own messages (spec §5 Other forms) instead of the generic validation text, so
 * the storefront can show the server's answer as it is.
 */
function reminderValidationError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  // Our own messages (text with characters that cannot be stored, say) already say what is wrong.
  if (!(error instanceof RequestValidationError) || error.part !== 'body' || error.ownMessagesOnly()) return answerError(error, request, reply);
  const input = (typeof error.input === 'object' && error.input !== null ? error.input : {}) as Record<string, unknown>;
  const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';
  const failed = new Set(error.issues(request.locale, (key) => request.t(key)).map((i) => i.path));
  const issues: { path: string; message: string }[] = [];
  if (blank(input.phone)) issues.push({ path: 'body.phone', message: request.t('product.reminder.phone_required') });
  else if (failed.has('body.phone')) issues.push({ path: 'body.phone', message: request.t('product.reminder.phone_invalid') });
  if (blank(input.email)) issues.push({ path: 'body.email', message: request.t('product.reminder.email_required') });
  else if (failed.has('body.email')) issues.push({ path: 'body.email', message: request.t('product.reminder.email_invalid') });
  if (issues.length === 0) return answerError(error, request, reply);
  const body: ApiErrorBody = { error: 'VALIDATION_FAILED', message: issues.map((i) => i.message).join(' '), issues };
  return reply.code(400).type(JSON_TYPE).send(body);
}

/** Product-detail companions (spec §2.8, §7): recommendations, combo sales, arrival reminders, recently viewed. */
const productExtrasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/productlist/recommend', { schema: { querystring: recommendQuerySchema, response: { 200: recommendResponseSchema } } }, async (request, reply) => {
    const { shop_id, product_id, limit } = request.query;
    const snapshot = await app.catalogue.current();
    requireShop(snapshot, shop_id);
    // A delisted product's page may still offer alternatives; an unknown id has nothing to go on.
    const product = snapshot.products.get(product_id);
    if (!product) throw notFound('PRODUCT_NOT_FOUND', 'errors.product_not_found');
    const body = app.catalogue.memo(snapshot, `recommend:${shop_id}:${product_id}:${limit}:${request.locale}`, () =>
      Buffer.from(
        JSON.stringify({ status: 1 as const, data: { products: recommendations(snapshot, shop_id, product, limit, request.locale) } }),
      ),
    );
    return sendJsonBytes(reply, body);
  });

  app.get('/api/promotion/product_combo_sale_v2', { schema: { querystring: comboSaleQuerySchema, response: { 200: comboSaleResponseSchema } } }, async (request) => {
    const { shop_id, product_id, page, cart_product_ids, tag, keyword } = request.query;
    const snapshot = await app.catalogue.current();
    requireShop(snapshot, shop_id);
    const now = app.clock();
    const offers = app.catalogue.memo(snapshot, `combos:${shop_id}:${request.locale}:${comboMinute(now)}`, () =>
      comboOffers(snapshot, shop_id, request.locale, now),
    );
    const matching = filterCombos(offers, { productId: product_id, tag, keyword });
    return { status: 1 as const, data: comboPage(matching, page, cart_product_ids ?? []) };
  });

  app.post('/api/product/super_trial', { schema: { body: superTrialBodySchema, response: { 200: superTrialResponseSchema } } }, async (request) => {
    const { shop_id, cart_product_ids, shipping_type } = request.body;
    const snapshot = await app.catalogue.current();
    requireShop(snapshot, shop_id);
    return { status: 1 as const, data: { categories: superTrial(snapshot, shop_id, cart_product_ids, shipping_type, request.locale) } };
  });

  app.post(
    '/api/product/arrival_reminder',
    { schema: { body: arrivalReminderBodySchema, response: { 200: arrivalReminderResponseSchema } }, errorHandler: reminderValidationError },
    async (request) => {
      const { shop_id, product_id, phone, email } = request.body;
      const snapshot = await app.catalogue.current();
      // Unknown shop or product → 404; a delisted product → 410 (it will not come back).
      requireShopProduct(snapshot, shop_id, snapshot.products.get(product_id));
      const id = await saveArrivalReminder(app.db, {
        shopId: shop_id,
        productId: product_id,
        phone,
        email,
        language: request.locale,
      });
      return { status: 1 as const, data: { id, message: request.t('product.reminder.submitted') } };
    },
  );

  app.get('/api/recently_product', { schema: { querystring: recentlyViewedQuerySchema, response: { 200: recentlyViewedAnswerSchema } } }, async (request) => {
    const { shop_id, product_ids } = request.query;
    if (product_ids === undefined) {
      // Signed in, no ids: the views kept on the server (POST /api/recently_product, routes/account).
      const { customerId } = await requireCustomer(request);
      const snapshot = await app.catalogue.current();
      requireShop(snapshot, shop_id);
      return { status: 1 as const, data: shopProductList(snapshot, shop_id, await viewedProductIds(app.db, customerId), request.locale) };
    }
    const snapshot = await app.catalogue.current();
    requireShop(snapshot, shop_id);
    const seen = new Set<number>();
    const products = [];
    for (const id of product_ids) {
      if (seen.has(id)) continue;
      seen.add(id);
      const found = listedInShop(snapshot, shop_id, id);
      if (!found) continue;
      const category = snapshot.categoriesById.get(found.product.categoryId);
      products.push(productSummary(found.product, category, found.stock, request.locale));
    }
    return { status: 1 as const, data: { products } };
  });
};

export default productExtrasRoutes;
