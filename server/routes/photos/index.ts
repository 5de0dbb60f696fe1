import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noQuerySchema } from '../../../core/schemas/common';
import { caller, notLoggedIn } from '../../plugins/auth';
import { loadPhoto } from '../../services/photos';

const photoParamsSchema = z.object({ id: z.string().max(64) });

/**
 * GET /api/photos/:id — a delivery or claim photo (server/services/photos.ts), from the database, to
 * any staff member or to the customer whose order it belongs to; anyone else gets 404. Private: never
 * cached by a shared cache; its bytes are served as the type they were checked to be.
 */
const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/photos/:id', { schema: { params: photoParamsSchema, querystring: noQuerySchema } }, async (request, reply) => {
    const who = await caller(request);
    if (!who) throw notLoggedIn();
    const photo = await loadPhoto(app.db, request.params.id, who);
    return reply
      .header('content-type', photo.mime)
      .header('cache-control', 'private, max-age=86400, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .send(photo.bytes);
  });
};

export default photoRoutes;
