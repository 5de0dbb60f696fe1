import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Placeholder registered by app.ts; filled in by the orders work. */
const ordersRoutes: FastifyPluginAsyncZod = async () => {};

export default ordersRoutes;
