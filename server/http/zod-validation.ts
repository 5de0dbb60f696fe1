import type { FastifySchemaCompiler } from 'fastify';
import { z, type ZodType } from 'zod';
import type { Locale } from '../../core/schemas/common';

/**
 * Validation runs before the route knows the caller's language, so the compiler keeps the schema and
 * the raw input; the error handler re-reads them in the caller's language (zod's own locale messages).
 */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly schema: ZodType,
    readonly input: unknown,
    readonly part: string,
  ) {
    super('request validation failed');
    this.name = 'RequestValidationError';
  }

  issues(locale: Locale): { path: string; message: string }[] {
    const error = localeErrorMaps[locale];
    const result = this.schema.safeParse(this.input, { error });
    if (result.success) return [];
    return result.error.issues.map((issue) => ({
      path: [this.part, ...issue.path.map(String)].join('.'),
      message: issue.message,
    }));
  }
}

const localeErrorMaps = {
  en: z.locales.en().localeError,
  cn: z.locales.zhCN().localeError,
  fr: z.locales.fr().localeError,
} satisfies Record<Locale, unknown>;

export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(schema, data, httpPart ?? 'body') };
  };
