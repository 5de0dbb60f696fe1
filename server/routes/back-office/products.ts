import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PRODUCT_PICTURE_MAX_CHARS,
  productFacetsResponseSchema,
  productIdParams,
  productInputSchema,
  productListQuerySchema,
  productListResponseSchema,
  productPatchSchema,
  productPictureBodySchema,
  productRecordResponseSchema,
} from '../../../core/schemas/back-office-products';
import { BACK_OFFICE_ROLES } from '../../../core/schemas/account';
import { recordHistoryResponseSchema } from '../../../core/schemas/back-office';
import { noQuerySchema } from '../../../core/schemas/common';
import { requireStaff } from '../../plugins/auth';
import { recordHistory } from '../../services/back-office/record-audit';
import { storeProductPicture } from '../../services/back-office/product-pictures';
import { createProduct, listProducts, productFacets, productRecord, setProductImage, updateProduct } from '../../services/back-office/products';

/**
 * Back office, products (issue 17): search and page the catalogue, one product, create, change, picture.
 * Guarded by the back-office plugin. A write tells this server's catalogue to read the version again at
 * once; the other servers see it within their refresh interval.
 */
const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const changed = <T>(value: T): T => {
    app.catalogue.invalidate();
    return value;
  };

  app.get('/api/back-office/products', { schema: { querystring: productListQuerySchema, response: { 200: productListResponseSchema } } }, async (request) => {
    return { status: 1 as const, data: await listProducts(app.db, request.query, request.locale) };
  });

  app.get('/api/back-office/products/facets', { schema: { querystring: noQuerySchema, response: { 200: productFacetsResponseSchema } } }, async () => {
    return { status: 1 as const, data: await productFacets(app.db) };
  });

  app.get(
    '/api/back-office/products/:id',
    { schema: { params: productIdParams, querystring: noQuerySchema, response: { 200: productRecordResponseSchema } } },
    async (request) => {
      return { status: 1 as const, data: await productRecord(app.db, request.params.id) };
    },
  );

  app.get(
    '/api/back-office/products/:id/history',
    { schema: { params: productIdParams, querystring: noQuerySchema, response: { 200: recordHistoryResponseSchema } } },
    async (request) => {
      await productRecord(app.db, request.params.id);
      return { status: 1 as const, data: { entries: await recordHistory(app.db, 'product', request.params.id) } };
    },
  );

  app.post(
    '/api/back-office/products',
    { schema: { querystring: noQuerySchema, body: productInputSchema, response: { 200: productRecordResponseSchema } } },
    async (request) => {
      return { status: 1 as const, data: changed(await createProduct(app.db, request.body, (await requireStaff(request, BACK_OFFICE_ROLES)).staffId)) };
    },
  );

  app.patch(
    '/api/back-office/products/:id',
    { schema: { params: productIdParams, querystring: noQuerySchema, body: productPatchSchema, response: { 200: productRecordResponseSchema } } },
    async (request) => {
      return { status: 1 as const, data: changed(await updateProduct(app.db, request.params.id, request.body, (await requireStaff(request, BACK_OFFICE_ROLES)).staffId)) };
    },
  );

  app.post(
    '/api/back-office/products/:id/picture',
    {
      bodyLimit: PRODUCT_PICTURE_MAX_CHARS + 4096,
      schema: { params: productIdParams, querystring: noQuerySchema, body: productPictureBodySchema, response: { 200: productRecordResponseSchema } },
    },
    async (request) => {
      await productRecord(app.db, request.params.id);
      const image = await storeProductPicture(app.db, request.body.data);
      return { status: 1 as const, data: changed(await setProductImage(app.db, request.params.id, image, (await requireStaff(request, BACK_OFFICE_ROLES)).staffId)) };
    },
  );
};

export default productRoutes;
