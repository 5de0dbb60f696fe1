import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TFunction } from 'i18next';
import { HEADER } from '../../core/request-signature';
import type { ApiError as ApiErrorBody } from '../../core/schemas/common';
import { ApiError, RetryLaterError } from '../http/api-error';
import { RequestValidationError } from '../http/zod-validation';
import { localeFromHeader, translator } from '../i18n';

/** Fastify's own request errors, each given a code and a message in the caller's language. */
const FASTIFY_ERRORS: Record<string, { code: string; key: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'BODY_TOO_LARGE', key: 'errors.body_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', key: 'errors.unsupported_media_type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', key: 'errors.bad_request' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'INVALID_JSON', key: 'errors.invalid_json' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'INVALID_JSON', key: 'errors.invalid_json' },
};

/** A 400 names at most this many failed fields (an oversized array can fail in thousands of places). */
const MAX_ISSUES = 20;

function send(reply: FastifyReply, status: number, body: ApiErrorBody) {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * The caller's language even for a request refused before the language hook ran (a malformed URL,
 * an error in an earlier onRequest hook).
 */
function languageOf(request: FastifyRequest): { locale: FastifyRequest['locale']; t: TFunction } {
  if (request.t) return { locale: request.locale, t: request.t };
  const locale = localeFromHeader(request.headers[HEADER.appLanguage]);
  return { locale, t: translator(locale) };
}

/**
 * The answer to a failed request: {error, message} with the message in the caller's language, built
 * only from our own codes and locale texts (and zod's translated field messages), never from an
 * error's own text, so nothing internal (SQL, stack, paths) can reach the caller.
 */
export function errorBody(request: FastifyRequest, error: FastifyError | Error): { status: number; body: ApiErrorBody } {
  const { locale, t } = languageOf(request);
  if (error instanceof ApiError) {
    return { status: error.statusCode, body: { error: error.code, message: t(error.messageKey, error.params) } };
  }
  if (error instanceof RequestValidationError) {
    const issues = error.issues(locale, (key) => t(key)).slice(0, MAX_ISSUES);
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
  if (status === 404) return { status, body: { error: 'NOT_FOUND', message: t('errors.not_found') } };
  if (status >= 400 && status < 500) {
    return { status, body: { error: 'BAD_REQUEST', message: t('errors.bad_request') } };
  }
  return { status: 500, body: { error: 'INTERNAL', message: t('errors.internal') } };
}

/** Answers a failed request: 4xx carry a clear message, 5xx hide their details (logged, never sent). */
export function answerError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = errorBody(request, error);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  if (error instanceof RetryLaterError) reply.header('retry-after', String(error.retryAfterSeconds));
  return send(reply, status, body);
}

/** One error handler for every route. */
export const errorHandler = fp(
  async (app) => {
    app.setErrorHandler(answerError);
  },
  { name: 'error-handler', dependencies: ['request-language'] },
);
