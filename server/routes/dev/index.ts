import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '../../../core/schemas/common';

/** GET /api/dev/outbox?channel=sms|mail&to=&limit= */
export const outboxQuerySchema = z.object({
  channel: z.enum(['sms', 'mail']).optional(),
  /** A phone_num (digits, country code first) or an e-mail address. */
  to: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(20),
});

const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['sms', 'mail']),
  to: z.string(),
  subject: z.string().optional(),
  text: z.string(),
  attachments: z.array(z.object({ filename: z.string(), content_type: z.string(), size: z.number() })).optional(),
  created_at: z.string(),
});
const outboxResponseSchema = okEnvelope(z.object({ sms_provider: z.string(), mail_provider: z.string(), list: z.array(outboxMessageSchema) }));

/**
 * Developer tools, registered only outside production (server/app.ts): the sandbox outbox, where
 * SMS codes and e-mails land when SMS_PROVIDER / MAIL_PROVIDER are `sandbox`. Newest first.
 */
const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/dev/outbox', { schema: { querystring: outboxQuerySchema, response: { 200: outboxResponseSchema } } }, async (request) => {
    const { channel, to, limit } = request.query;
    // Phone numbers are matched on their digits, whatever the caller typed around them.
    const recipient = to && !to.includes('@') ? to.replace(/\D+/g, '') : to;
    return {
      status: 1 as const,
      data: {
        sms_provider: app.sms.name,
        mail_provider: app.mail.name,
        // A recipient with no digits and no @ matches nothing (rather than everything).
        list: to && !recipient ? [] : app.outbox.list({ channel, to: recipient || undefined, limit }),
      },
    };
  });
};

export default devRoutes;
