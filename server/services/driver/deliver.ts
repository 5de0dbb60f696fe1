import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DeliverBody } from '../../../core/schemas/fulfilment';
import { orders, photos } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { actorLabel, applyAction, type StepActor } from '../fulfilment/transition';
import { decodePhoto, PHOTO_PATH_PREFIX, storeDecodedPhoto } from '../photos';

type App = Parameters<typeof applyAction>[0] & Pick<FastifyInstance, 'db'>;

/**
 * POST /api/driver/deliver: the driver marks an order out for delivery `delivered`, with who took
 * it and an optional photo of the drop-off. The photo is checked before anything is written (a bad
 * one is a 400 and the order does not move), stored for the order's buyer, and its path recorded on
 * the order by the step itself (applyAction 'deliver', which moves no money). A refused step (not
 * out for delivery, a pickup order) is core's translated 409, and the photo it brought is removed.
 */
export async function deliverOrder(app: App, body: DeliverBody, actor: StepActor) {
  const photo = body.photo ? decodePhoto(body.photo) : null;
  const [order] = await app.db.select({ customerId: orders.customerId }).from(orders).where(eq(orders.id, body.order_id)).limit(1);
  if (!order) throw notFound('ORDER_NOT_FOUND', 'orders.not_found');
  const path = photo
    ? await storeDecodedPhoto(app.db, photo, { kind: 'delivery', customerId: order.customerId, orderId: body.order_id, actor: actorLabel(actor) })
    : null;
  try {
    return await applyAction(app, body.order_id, 'deliver', actor, { receiverName: body.receiver_name, deliveryPhoto: path });
  } catch (error) {
    if (path) await app.db.delete(photos).where(eq(photos.id, path.slice(PHOTO_PATH_PREFIX.length)));
    throw error;
  }
}
