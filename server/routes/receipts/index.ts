import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Placeholder registered by app.ts; filled in by the receipts work. */
const receiptsRoutes: FastifyPluginAsyncZod = async () => {};

export default receiptsRoutes;
