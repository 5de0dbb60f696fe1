import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkoutOptionsQuerySchema,
  checkoutOptionsResponseSchema,
  orderQuoteBodySchema,
  orderQuoteResponseSchema,
  placedOrderResponseSchema,
} from '../../../core/schemas/checkout';
import {
  changePaymentTypeBodySchema,
  orderDetailQuerySchema,
  orderDetailResponseSchema,
  orderHistoryQuerySchema,
  orderListQuerySchema,
  orderListResponseSchema,
  placeOrderBodySchema,
  SUPPLY_CHAIN_ORDER_TYPE,
} from '../../../core/schemas/order';
import { buyerOrderDetailResponseSchema } from '../../../core/schemas/buyer-order';
import { buyerCancelBodySchema } from '../../../core/schemas/fulfilment';
import { fromCents } from '../../../core/money';
import { requireCustomer } from '../../plugins/auth';
import { recordAudit } from '../../services/agent/audit';
import { loadBuyerOrderDetail } from '../../services/fulfilment/buyer-detail';
import { applyAction, type StepActor } from '../../services/fulfilment/transition';
import { requireShop } from '../../services/catalogue-lookup';
import { sendReadback } from '../../services/readback/readback';
import { changePaymentType, orderNotFound } from '../../services/orders/change-payment-type';
import { checkoutOptions } from '../../services/orders/checkout-options';
import { orderingStanding } from '../../services/customers/ordering-standing';
import { listCustomerOrders } from '../../services/orders/order-list';
import { placeOrder } from '../../services/orders/place-order';
import { orderPricingInput, priceOrder } from '../../services/orders/price-order';

/** Idempotency-Key (DECISIONS.md: one key per checkout attempt). */
// Loose: the other headers (token, language, signature) must pass through untouched.
const placeOrderHeadersSchema = z.looseObject({
  'idempotency-key': z.string().trim().min(8, 'validation.idempotency_key_invalid').max(100, 'validation.idempotency_key_invalid').optional(),
});

/**
 * Checkout and orders (spec §4 Checkout, §5 Checkout and payment, §7 Cart, coupons and orders): the
 * payment page's options and quote, place_order, order detail, the order lists and
 * change_payment_type. Every call needs a customer session (or an agent's customer-scoped token),
 * checked before the input, so a guest gets 401 whatever it sent; the customer always comes from the
 * session. Payment itself happens afterwards on the payment routes.
 */
const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', async (request) => {
    await requireCustomer(request);
  });

  app.get(
    '/api/webclient/checkout/options',
    { schema: { querystring: checkoutOptionsQuerySchema, response: { 200: checkoutOptionsResponseSchema } } },
    async (request) => {
      const { customerId } = await requireCustomer(request);
      const snapshot = await app.catalogue.current();
      const shop = requireShop(snapshot, request.query.shop_id);
      const standing = await orderingStanding(app.db, customerId);
      return {
        status: 1 as const,
        data: checkoutOptions(snapshot, shop, { shippingType: request.query.shipping_type, standing, now: app.clock(), locale: request.locale }),
      };
    },
  );

  app.post(
    '/api/webclient/order/quote',
    { schema: { body: orderQuoteBodySchema, response: { 200: orderQuoteResponseSchema } } },
    async (request) => {
      const caller = await requireCustomer(request);
      const body = request.body;
      const pricing = await priceOrder(
        app,
        orderPricingInput(body, caller, {
          customerStanding: await orderingStanding(app.db, caller.customerId),
          locale: request.locale,
          t: request.t,
          now: app.clock(),
        }),
      );
      return { status: 1 as const, data: pricing.quote };
    },
  );

  for (const url of ['/api/webclient/order/place_order', '/api/place_order']) {
    app.post(
      url,
      { schema: { body: placeOrderBodySchema, headers: placeOrderHeadersSchema, response: { 200: placedOrderResponseSchema } } },
      async (request) => {
        const caller = await requireCustomer(request);
        const data = await placeOrder(app, {
          body: request.body,
          idempotencyKey: request.headers['idempotency-key'] ?? request.body.idempotency_key ?? null,
          caller,
          locale: request.locale,
          t: request.t,
        });
        // Issue 20: an agent's order is read back to the customer for confirmation.
        if (caller.agentId !== null && !data.replayed) await sendReadback(app, data.order_id);
        return { status: 1 as const, data };
      },
    );
  }

  for (const url of ['/api/webclient/order/detail', '/api/order_detail']) {
    app.get(url, { schema: { querystring: orderDetailQuerySchema, response: { 200: buyerOrderDetailResponseSchema } } }, async (request) => {
      const { customerId } = await requireCustomer(request);
      const detail = await loadBuyerOrderDetail(app, { orderId: request.query.order_id, customerId, locale: request.locale });
      if (!detail) throw orderNotFound();
      return { status: 1 as const, data: detail };
    });
  }

  /**
   * The buyer cancels their order (spec §9; LIFECYCLE.md "The buyer's cancellation clock"): core's
   * 'cancel_by_buyer' through applyAction — on the order day in full, on the next day with the small
   * order fee kept, refused (409, whom to call) once packing started or later. An agent in the
   * customer's session cancels for them, and the agent audit records it. Answers the order detail.
   */
  app.post(
    '/api/orders/cancel',
    { schema: { body: buyerCancelBodySchema, response: { 200: buyerOrderDetailResponseSchema } } },
    async (request) => {
      const caller = await requireCustomer(request);
      const { order_id: orderId, reason } = request.body;
      const actor: StepActor =
        caller.agentId === null
          ? { role: 'buyer', customerId: caller.customerId }
          : { role: 'agent', customerId: caller.customerId, staffId: caller.agentId };
      const step = await applyAction(app, orderId, 'cancel_by_buyer', actor, { reason });
      if (caller.agentId !== null) {
        await recordAudit(app.db, {
          staffId: caller.agentId,
          customerId: caller.customerId,
          orderId,
          action: 'order_cancelled',
          detail: { reason, charge: fromCents(step.settledTotalCents ?? 0), payment_status: step.paymentStatus },
          now: app.clock(),
        });
      }
      const detail = await loadBuyerOrderDetail(app, { orderId, customerId: caller.customerId, locale: request.locale });
      if (!detail) throw orderNotFound();
      return { status: 1 as const, data: detail };
    },
  );

  // pq_customer_id is the webapp's way of naming the customer: the session decides, so it is ignored.
  app.get(
    '/api/webapp/order/list/customer',
    { schema: { querystring: orderListQuerySchema, response: { 200: orderListResponseSchema } } },
    async (request) => {
      const { customerId } = await requireCustomer(request);
      const { offset, limit } = request.query;
      return { status: 1 as const, data: await listCustomerOrders(app.db, { customerId, offset, limit }) };
    },
  );

  app.get(
    '/api/webclient/order/history',
    { schema: { querystring: orderHistoryQuerySchema, response: { 200: orderListResponseSchema } } },
    async (request) => {
      const { customerId } = await requireCustomer(request);
      const { offset, limit, order_type } = request.query;
      return {
        status: 1 as const,
        data: await listCustomerOrders(app.db, { customerId, offset, limit, orderType: order_type ?? SUPPLY_CHAIN_ORDER_TYPE }),
      };
    },
  );

  app.post(
    '/api/webclient/order/change_payment_type',
    { schema: { body: changePaymentTypeBodySchema, response: { 200: orderDetailResponseSchema } } },
    async (request) => {
      const caller = await requireCustomer(request);
      const data = await changePaymentType(app, {
        orderId: request.body.order_id,
        paymentType: request.body.payment_type,
        caller,
        locale: request.locale,
      });
      return { status: 1 as const, data };
    },
  );
};

export default ordersRoutes;
