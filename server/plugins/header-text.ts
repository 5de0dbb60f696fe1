import fp from 'fastify-plugin';
import { z } from 'zod';
import { holdsUnsupportedText, withStorableText } from '../../core/schemas/text';
import { RequestValidationError } from '../http/zod-validation';
import { addRequestStep } from './request-steps';

/** Only the text rule: headers are free-form, but their text goes where body text goes (tokens, keys, PAD records). */
const headerText = withStorableText(z.unknown());

/**
 * Headers are input too (the idempotency key and the user agent are stored), but few routes declare
 * them, so core's text rule runs on every request's headers here, before any route or hook reads them.
 * A real HTTP parser already refuses NUL in a header; this holds for every other way in.
 */
export const headerTextRule = fp(
  async (app) => {
    addRequestStep(app, (request) =>
      holdsUnsupportedText(request.headers) ? new RequestValidationError(headerText, request.headers, 'headers') : undefined,
    );
  },
  { name: 'header-text-rule', dependencies: ['request-language', 'error-handler'] },
);
