import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '../../../core/schemas/common';
import { webhookResultSchema } from '../../../core/schemas/payment';
import { WebhookSignatureError } from '../../adapters/payments/payment-provider';
import { badRequest } from '../../http/api-error';
import { followProviderPayment } from '../../services/fulfilment/ledger-execution';
import { handleProviderEvent } from '../../services/payments/webhook-events';

/**
 * POST /api/payment/stripe/webhook: Stripe's events, no session. The signature covers the exact bytes
 * Stripe sent, so JSON bodies are kept raw here; this plugin is encapsulated, so every other route
 * keeps Fastify's JSON parser. A bad signature is a 400 and changes nothing.
 */
const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  // The body stays the bytes Stripe signed; the provider parses them once the signature holds.
  const rawBodySchema = z.instanceof(Buffer);
  app.post('/api/payment/stripe/webhook', { schema: { body: rawBodySchema, response: { 200: okEnvelope(webhookResultSchema) } } }, async (request) => {
    const raw = request.body;
    const header = request.headers['stripe-signature'];
    let event;
    try {
      event = app.payments.parseWebhook(raw, Array.isArray(header) ? header[0] : header);
    } catch (error) {
      if (error instanceof WebhookSignatureError) {
        request.log.warn({ reason: error.message }, 'webhook refused');
        throw badRequest('WEBHOOK_SIGNATURE_INVALID', 'payment.webhook_signature_invalid');
      }
      throw error;
    }
    const { duplicate } = await handleProviderEvent(app, event);
    // A movement the order's ledger made after checkout (a PAD debit at the bank) settles with it.
    if (!duplicate && event.intent && event.intent.kind !== 'setup') await followProviderPayment(app, event.intent.id);
    return { status: 1 as const, data: { received: true as const, duplicate } };
  });
};

export default webhookRoutes;
