import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Placeholder: filled in by the accounts work. */
const authRoutes: FastifyPluginAsyncZod = async () => {};

export default authRoutes;
