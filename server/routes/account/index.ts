import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Placeholder: filled in by the accounts work. */
const accountRoutes: FastifyPluginAsyncZod = async () => {};

export default accountRoutes;
