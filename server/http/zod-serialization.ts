import type { FastifySerializerCompiler } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import { isDeepStrictEqual } from 'node:util';
import { z, type ZodType } from 'zod';

/**
 * Answers are written by fast-json-stringify from the route's declared response schema (core's zod
 * schema, as JSON Schema): the schema is the contract, and the writer knows each field's type instead of
 * inspecting every value as `JSON.stringify` does.
 *
 * A writer from a schema writes what the schema names and nothing else: a field the handler returns but
 * the schema forgets would silently vanish from the answer. With `checkContracts` (tests and development)
 * every answer is also checked: it must satisfy the zod schema, and the written text must carry exactly
 * what `JSON.stringify` would have. A mismatch is an error (a 500 in the test that made the call), so the
 * whole suite checks every route it calls against its contract.
 */
export class ResponseContractError extends Error {
  constructor(
    readonly route: string,
    readonly detail: string,
  ) {
    super(`response of ${route} breaks its contract: ${detail}`);
    this.name = 'ResponseContractError';
  }
}

type Writer = (data: unknown) => string;

/** JSON Schema for fast-json-stringify, or undefined when the schema holds something it cannot write. */
export function writerSchemaOf(schema: ZodType): Record<string, unknown> | undefined {
  try {
    // `output`: an answer is what the handler produced, before any client-side parse.
    return z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw', reused: 'inline' }) as Record<
      string,
      unknown
    >;
  } catch {
    return undefined;
  }
}

export function buildWriter(schema: ZodType): Writer {
  const jsonSchema = writerSchemaOf(schema);
  if (!jsonSchema) return (data) => JSON.stringify(data);
  try {
    return fastJsonStringify(jsonSchema as unknown as Parameters<typeof fastJsonStringify>[0]) as Writer;
  } catch {
    return (data) => JSON.stringify(data);
  }
}

export function responseSerializerCompiler({ checkContracts }: { checkContracts: boolean }): FastifySerializerCompiler<ZodType> {
  return ({ schema, method, url, httpStatus }) => {
    const write = buildWriter(schema);
    if (!checkContracts) return write;
    const route = `${method} ${url} ${httpStatus}`;
    const broken = (detail: string) => {
      const error = new ResponseContractError(route, detail);
      // The answer becomes a 500 whose body says nothing: the reason goes to the test's output.
      console.error(error.message);
      return error;
    };
    return (data) => {
      const parsed = schema.safeParse(data);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw broken(`${issue?.path.join('.')}: ${issue?.message}`);
      }
      const text = write(data);
      const expected: unknown = JSON.parse(JSON.stringify(data));
      if (!isDeepStrictEqual(JSON.parse(text), expected)) {
        throw broken(`written ${text.slice(0, 300)} … expected ${JSON.stringify(expected).slice(0, 300)}`);
      }
      return text;
    };
  };
}
