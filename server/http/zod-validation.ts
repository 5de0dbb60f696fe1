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

  /** `translate` turns our own messages (i18n keys under `validation.`, see core/schemas) into text. */
  /** Whether every issue carries one of our own messages (then they are the whole message to show). */
  ownMessagesOnly(): boolean {
    const result = this.schema.safeParse(this.input);
    return !result.success && result.error.issues.every((issue) => I18N_MESSAGE.test(issue.message));
  }

  issues(locale: Locale, translate: (key: string) => string): { path: string; message: string }[] {
    const error = localeErrorMaps[locale];
    const result = this.schema.safeParse(this.input, { error });
    if (result.success) return [];
    return result.error.issues.map((issue) => ({
      path: [this.part, ...issue.path.map(String)].join('.'),
      message: I18N_MESSAGE.test(issue.message) ? translate(issue.message) : issue.message,
    }));
  }
}

const I18N_MESSAGE = /^validation\.[a-z0-9_]+$/;

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
