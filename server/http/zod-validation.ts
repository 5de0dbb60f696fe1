import type { FastifySchemaCompiler } from 'fastify';
import { isDeepStrictEqual } from 'node:util';
import { z, type ZodType } from 'zod';
import type { Locale } from '../../core/schemas/common';
import { holdsUnsupportedText, mayMakeText, withStorableText } from '../../core/schemas/text';
import { textCheckedOnArrival } from './json-body';

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
      path: shortPath([this.part, ...issue.path.map(String)].join('.')),
      message: I18N_MESSAGE.test(issue.message) ? translate(issue.message) : issue.message,
    }));
  }
}

const I18N_MESSAGE = /^validation\.[a-z0-9_]+$/;

/** A path into a deeply nested payload is as long as the payload; the answer names its start. */
const MAX_PATH_CHARS = 120;
const shortPath = (path: string) => (path.length > MAX_PATH_CHARS ? `${path.slice(0, MAX_PATH_CHARS)}…` : path);

const localeErrorMaps = {
  en: z.locales.en().localeError,
  cn: z.locales.zhCN().localeError,
  fr: z.locales.fr().localeError,
} satisfies Record<Locale, unknown>;

/**
 * Every request part a route declares (body, querystring, params, headers) is parsed with its zod
 * schema behind core's text rule: a NUL or a lone surrogate anywhere in what the caller sent is a 400,
 * whatever the route's own schema says, so no such text reaches the database. The rule reads a JSON
 * body's text once as it arrives, other parts are walked; the parsed output is walked again only when
 * the schema may make text of its own (`mayMakeText`).
 *
 * The parse runs through `z.compile` of the route's schema: zod's own code generation from the same
 * schema (transforms, defaults and refinements included), about ten times faster than zod's
 * interpreter on a 60-line cart. What it cannot model runs on zod's interpreter, and so does every
 * input it refuses: the compiled parser answers only a success, a refusal is zod's as before.
 * `checkCompiled` (tests and development) parses every request both ways as well and fails the request
 * with a 500 when the answers differ, so the whole suite checks the compiled parsers against zod.
 */
export function zodValidatorCompilerWith({ checkCompiled }: { checkCompiled: boolean }): FastifySchemaCompiler<ZodType> {
  return ({ schema, httpPart, method, url }) => {
    const guarded = withStorableText(schema);
    // Compiled on the first request, not at startup: a route nobody calls costs nothing.
    let compiled: ZodType | undefined;
    // What `guarded` checks, without zod's pipe and refinements around the route's schema on the way
    // through (they cost about as much as the schema itself); a refusal is still explained by
    // `guarded`, so its issues are the same.
    // A schema that makes no text of its own gives clean output for clean input: one walk, not two.
    const walkOutput = mayMakeText(schema);
    return (data) => {
      // A JSON body was read for the text rule as it arrived (./json-body.ts): no walk at all.
      if (textCheckedOnArrival(data) || !holdsUnsupportedText(data)) {
        compiled ??= z.compile(schema);
        const result = compiled.safeParse(data);
        if (checkCompiled) compareWithInterpreter(schema, data, result, `${method} ${url} ${httpPart ?? 'body'}`);
        if (result.success && !(walkOutput && holdsUnsupportedText(result.data))) return { value: result.data };
      }
      return { error: new RequestValidationError(guarded, data, httpPart ?? 'body') };
    };
  };
}

/** Thrown (a 500 under test) when a compiled parser and zod's interpreter answer a request differently. */
export class CompiledParserMismatchError extends Error {
  constructor(readonly where: string) {
    super(`compiled zod parser and zod disagree on ${where}`);
    this.name = 'CompiledParserMismatchError';
  }
}

function compareWithInterpreter(schema: ZodType, data: unknown, compiled: { success: boolean; data?: unknown }, where: string): void {
  const interpreted = schema.safeParse(data);
  // Deep equality, and the same key order (a parsed body may be stored or written as it is).
  const same = interpreted.success
    ? compiled.success && isDeepStrictEqual(interpreted.data, compiled.data) && JSON.stringify(interpreted.data) === JSON.stringify(compiled.data)
    : !compiled.success;
  if (same) return;
  const error = new CompiledParserMismatchError(where);
  console.error(error.message, JSON.stringify(data)?.slice(0, 300));
  throw error;
}

export const zodValidatorCompiler = zodValidatorCompilerWith({ checkCompiled: false });
