import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Placeholder registered by app.ts; filled in by the payments work. */
const paymentsRoutes: FastifyPluginAsyncZod = async () => {};

export default paymentsRoutes;
