import type { FastifyInstance } from 'fastify';
import { jsonMayHoldUnsupportedText } from '../../core/text-rule';

/**
 * JSON bodies whose text was read for the text rule as it arrived (`jsonMayHoldUnsupportedText`) and
 * holds no NUL or lone surrogate: the validator need not walk them again. One regular-expression pass
 * over the text costs a few microseconds where walking a 60-line cart's parse costs about thirty.
 */
const textCheckedBodies = new WeakSet<object>();

export const textCheckedOnArrival = (value: unknown): boolean => typeof value === 'object' && value !== null && textCheckedBodies.has(value);

/**
 * Fastify's own JSON parser (same errors, same prototype-poisoning refusals, same body limit), which
 * also reads the text for the text rule before it is parsed.
 */
export function parseJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string; // parseAs 'string'
    parse(request, text, (error, value) => {
      if (!error && typeof value === 'object' && value !== null && !jsonMayHoldUnsupportedText(text)) textCheckedBodies.add(value);
      done(error, value);
    });
  });
}
