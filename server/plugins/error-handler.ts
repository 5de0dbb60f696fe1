import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiError as ApiErrorBody } from '../../core/schemas/common';
import { ApiError, RetryLaterError } from '../http/api-error';
import { RequestValidationError } from '../http/zod-validation';

/** Fastify's own request errors, each given a code and a message in the caller's language. */
const FASTIFY_ERRORS: Record<string, { code: string; key: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'BODY_TOO_LARGE', key: 'errors.body_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', key: 'errors.unsupported_media_type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', key: 'errors.bad_request' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'INVALID_JSON', key: 'errors.invalid_json' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'INVALID_JSON', key: 'errors.invalid_json' },
};

function send(reply: FastifyReply, status: number, body: ApiErrorBody) {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

export function errorBody(request: FastifyRequest, error: FastifyError | Error): { status: number; body: ApiErrorBody } {
  const t = request.t;
  if (error instanceof ApiError) {
    return { status: error.statusCode, body: { error: error.code, message: t(error.messageKey, error.params) } };
  }
  if (error instanceof RequestValidationError) {
    const issues = error.issues(request.locale, (key) => t(key));
    // Our own messages ("Incorrect format") read well alone; zod's generic ones need the field's path.
    const message = error.ownMessagesOnly()
      ? [...new Set(issues.map((i) => i.message))].join(' ')
      : `${t('errors.validation')} (${issues.map((i) => `${i.path}: ${i.message}`).join('; ')})`;
    return { status: 400, body: { error: 'VALIDATION_FAILED', message, issues } };
  }
  const fastifyError = error as FastifyError;
  const known = fastifyError.code ? FASTIFY_ERRORS[fastifyError.code] : undefined;
  // JSON.parse failures arrive as SyntaxError with status 400.
  const mapped = known ?? (error instanceof SyntaxError ? FASTIFY_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY : undefined);
  const status = fastifyError.statusCode ?? 500;
  if (mapped) return { status: status >= 400 && status < 500 ? status : 400, body: { error: mapped.code, message: t(mapped.key) } };
  if (status >= 400 && status < 500) {
    return { status, body: { error: 'BAD_REQUEST', message: t('errors.bad_request') } };
  }
  return { status: 500, body: { error: 'INTERNAL', message: t('errors.internal') } };
}

/** One error handler: 4xx carry a clear message, 5xx hide their details (logged, never sent). */
export const errorHandler = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const { status, body } = errorBody(request, error);
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      if (error instanceof RetryLaterError) reply.header('retry-after', String(error.retryAfterSeconds));
      return send(reply, status, body);
    });
  },
  { name: 'error-handler', dependencies: ['request-language'] },
);
