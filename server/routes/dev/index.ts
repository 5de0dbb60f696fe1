import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Placeholder: filled in by the accounts work. */
const devRoutes: FastifyPluginAsyncZod = async () => {};

export default devRoutes;
