import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Placeholder registered by app.ts; filled in by the pad work. */
const padRoutes: FastifyPluginAsyncZod = async () => {};

export default padRoutes;
