import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noQuerySchema } from '../../../core/schemas/common';
import { notFound } from '../../http/api-error';
import { productPictureFile } from '../../services/back-office/product-pictures';

const pictureParamsSchema = z.object({ file: z.string().max(64) });

/**
 * GET /resources/catalogue/uploads/:file — one width of a product picture a manager uploaded
 * (`<name>-240.webp`, -360, -480). Public like the demo pictures under /resources: the name is the hash
 * of the picture, so its bytes never change and any cache may keep it for a year.
 */
const productPictureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/resources/catalogue/uploads/:file', { schema: { params: pictureParamsSchema, querystring: noQuerySchema } }, async (request, reply) => {
    const data = await productPictureFile(app.db, request.params.file);
    if (!data) throw notFound('PICTURE_NOT_FOUND', 'errors.not_found');
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(data);
  });
};

export default productPictureRoutes;
