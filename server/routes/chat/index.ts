import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { noQuerySchema } from '../../../core/schemas/common';
import {
  chatConfigResponseSchema,
  chatConversationResponseSchema,
  chatInboxResponseSchema,
  chatMessageResponseSchema,
  chatPostBodySchema,
  myChatQuerySchema,
  staffChatQuerySchema,
  staffChatReplyBodySchema,
} from '../../../core/schemas/chat';
import { createChatProvider } from '../../adapters/chat/create-chat-provider';
import { ApiError, RetryLaterError } from '../../http/api-error';
import { bearerToken, requireCustomer, requireStaff } from '../../plugins/auth';
import { chatInbox, myConversation, postCustomerMessage, postStaffReply, staffConversation } from '../../services/chat/chat';

/** Messages one signed-in caller may post per minute (buyer or staff). */
const POSTS_PER_MINUTE = 20;

const postLimit: RateLimitOptions = {
  hook: 'preHandler',
  max: POSTS_PER_MINUTE,
  timeWindow: 60_000,
  keyGenerator: (request: FastifyRequest) => `chat-post:${bearerToken(request) ?? request.ip}`,
  errorResponseBuilder: (_request, context) => new RetryLaterError('CHAT_RATE_LIMITED', 'chat.errors.too_fast', context.ttl / 1000),
};

/** Ends the wait of a long poll when its caller goes away. */
function abortOnClose(request: FastifyRequest): AbortSignal {
  const controller = new AbortController();
  request.raw.once('close', () => controller.abort());
  return controller.signal;
}

/**
 * Support chat (spec §1; issue 19). GET /api/chat/config says which provider the renderer shows. With the
 * sandbox provider: the buyer reads and writes their own conversation per shop (a guest gets 401, the
 * renderer shows a sign-in prompt), and agents and supervisors read the inbox and answer. A hosted
 * provider keeps conversations itself: the message routes answer 404 CHAT_HOSTED then.
 */
const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = createChatProvider(app.config);
  const sandboxOnly = () => {
    if (!provider.storesMessages) throw new ApiError(404, 'CHAT_HOSTED', 'chat.errors.hosted');
  };
  const buyerOnly = { preValidation: async (request: FastifyRequest) => void (await requireCustomer(request)) };
  const staffOnly = { preValidation: async (request: FastifyRequest) => void (await requireStaff(request)) };

  app.get('/api/chat/config', { schema: { querystring: noQuerySchema, response: { 200: chatConfigResponseSchema } } }, async () => ({
    status: 1 as const,
    data: provider.clientConfig(),
  }));

  app.get('/api/chat/conversation', { ...buyerOnly, schema: { querystring: myChatQuerySchema, response: { 200: chatConversationResponseSchema } } }, async (request, reply) => {
    sandboxOnly();
    const { customerId } = await requireCustomer(request);
    reply.header('cache-control', 'no-store');
    const data = await myConversation(app, { customerId, shopId: request.query.shop_id, after: request.query.after, wait: request.query.wait, signal: abortOnClose(request) });
    return { status: 1 as const, data };
  });

  app.post(
    '/api/chat/messages',
    { ...buyerOnly, config: { rateLimit: postLimit }, schema: { body: chatPostBodySchema, response: { 200: chatMessageResponseSchema } } },
    async (request) => {
      sandboxOnly();
      const { customerId } = await requireCustomer(request);
      return { status: 1 as const, data: await postCustomerMessage(app, { customerId, shopId: request.body.shop_id, text: request.body.text }) };
    },
  );

  app.get('/api/agent/chat/inbox', { ...staffOnly, schema: { querystring: noQuerySchema, response: { 200: chatInboxResponseSchema } } }, async (request, reply) => {
    sandboxOnly();
    await requireStaff(request);
    reply.header('cache-control', 'no-store');
    return { status: 1 as const, data: { conversations: await chatInbox(app) } };
  });

  app.get('/api/agent/chat/conversation', { ...staffOnly, schema: { querystring: staffChatQuerySchema, response: { 200: chatConversationResponseSchema } } }, async (request, reply) => {
    sandboxOnly();
    await requireStaff(request);
    reply.header('cache-control', 'no-store');
    const data = await staffConversation(app, { conversationId: request.query.conversation_id, after: request.query.after, wait: request.query.wait, signal: abortOnClose(request) });
    return { status: 1 as const, data };
  });

  app.post(
    '/api/agent/chat/reply',
    { ...staffOnly, config: { rateLimit: postLimit }, schema: { body: staffChatReplyBodySchema, response: { 200: chatMessageResponseSchema } } },
    async (request) => {
      sandboxOnly();
      const { staffId } = await requireStaff(request);
      return { status: 1 as const, data: await postStaffReply(app, { staffId, conversationId: request.body.conversation_id, text: request.body.text }) };
    },
  );
};

export default chatRoutes;
