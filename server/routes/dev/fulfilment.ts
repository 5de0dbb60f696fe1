import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { nominalUnitGrams } from '../../../core/orders/catch-weight';
import type { StaffRole } from '../../../core/schemas/account';
import { idParam, okEnvelope } from '../../../core/schemas/common';
import { orderLines, orders } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { requireStaff } from '../../plugins/auth';
import { applyAction, type StepActor } from '../../services/fulfilment/transition';

export const devAdvanceBodySchema = z.object({
  order_id: idParam,
  /** Where the order should end up: accepted, packed (every line in full), or out for delivery. */
  to: z.enum(['accept', 'packed', 'delivering']),
  /** Weighed lines: this share of the standard weight on the scale (1 = exactly the standard). */
  weight_ratio: z.number().min(0.1).max(1).default(1),
});

const WAREHOUSE: readonly StaffRole[] = ['warehouse'];

/**
 * A developer's shortcut through the warehouse's steps (registered only outside production, like the
 * outbox): accept, pack every line in full (weighed lines at `weight_ratio` of their standard weight),
 * and send out for delivery, each through applyAction as the signed-in warehouse user or supervisor —
 * the same steps, checks and money as the warehouse screens. For end-to-end tests that need an order
 * further along than checkout leaves it (the driver's stops, a buyer's delivered order).
 */
const devFulfilmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/dev/fulfilment/advance',
    {
      preValidation: async (request) => {
        await requireStaff(request, WAREHOUSE);
      },
      schema: { body: devAdvanceBodySchema, response: { 200: okEnvelope(z.object({ order_id: z.number().int(), status: z.string() })) } },
    },
    async (request) => {
      const who = await requireStaff(request, WAREHOUSE);
      const actor: StepActor = { role: who.role as StepActor['role'], staffId: who.staffId };
      const { order_id: orderId, to, weight_ratio: ratio } = request.body;
      const statusOf = async () => (await app.db.select({ status: orders.status, packedAt: orders.packedAt }).from(orders).where(eq(orders.id, orderId)))[0];
      let order = await statusOf();
      if (!order) throw notFound('ORDER_NOT_FOUND', 'orders.not_found');
      if (order.status === 'processing') await applyAction(app, orderId, 'accept', actor);
      if (to !== 'accept' && !order.packedAt) {
        const lines = await app.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
        await applyAction(app, orderId, 'pack', actor, {
          lines: lines.map((line) => {
            const grams = nominalUnitGrams(line);
            return { lineId: line.id, deliveredQty: line.qty, actualWeightGrams: grams === null ? null : Math.round(grams * line.qty * ratio) };
          }),
        });
      }
      order = await statusOf();
      if (to === 'delivering' && order!.status === 'cooking') await applyAction(app, orderId, 'out_for_delivery', actor);
      return { status: 1 as const, data: { order_id: orderId, status: (await statusOf())!.status } };
    },
  );
};

export default devFulfilmentRoutes;
