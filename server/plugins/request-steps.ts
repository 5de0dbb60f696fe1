import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** A step answered the request itself (a CORS preflight): the steps after it and the route do not run. */
export const ANSWERED = Symbol('answered');

/**
 * What every request goes through before its route (CORS, security headers, language, header text,
 * signature): nothing to say (the next step runs), an error to answer, or ANSWERED.
 */
export type RequestStep = (request: FastifyRequest, reply: FastifyReply) => Error | undefined | typeof ANSWERED;

declare module 'fastify' {
  interface FastifyInstance {
    /** The steps of the one onRequest hook of `requestSteps`, in the order they were added. */
    requestSteps: RequestStep[];
  }
}

/**
 * The steps every request takes, run by one onRequest hook: Fastify's hook runner costs a call and a
 * continuation per hook, and these five ran on every request as five hooks. The order is the order
 * the plugins add their steps in (app.ts registers them in the order the old hooks ran).
 */
export const requestSteps = fp(
  async (app) => {
    const steps: RequestStep[] = [];
    app.decorate('requestSteps', steps);
    // A callback hook, not an async one: it runs on every request and needs no promise.
    app.addHook('onRequest', (request, reply, done) => {
      for (let i = 0; i < steps.length; i++) {
        const outcome = steps[i]!(request, reply);
        if (outcome === ANSWERED) return;
        if (outcome !== undefined) return done(outcome);
      }
      done();
    });
  },
  { name: 'request-steps' },
);

/**
 * Adds a step to the app's one onRequest hook; a plugin registered without `requestSteps` (alone in a
 * test) gets a hook of its own that does the same.
 */
export function addRequestStep(app: FastifyInstance, step: RequestStep): void {
  if (app.hasDecorator('requestSteps')) {
    app.requestSteps.push(step);
    return;
  }
  app.addHook('onRequest', (request, reply, done) => {
    const outcome = step(request, reply);
    if (outcome !== ANSWERED) done(outcome);
  });
}
