import fc from 'fast-check';
import type { z } from 'zod';

/**
 * Payloads derived from a route's zod schema, for the bad-payload property test: a baseline the
 * schema accepts (so a single bad field travels as deep as it can), the schema's fields, and
 * generated bad values for each kind of field.
 */

type Path = (string | number)[];
type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  valueType?: z.ZodType;
  coerce?: boolean;
};

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

/** Left out of an object (an optional field without a hint, an unknown). */
export const OMIT: unique symbol = Symbol('omit');

/** Field values a real caller sends, by field name: tried first, kept if the field's schema takes them. */
export type Hints = Record<string, unknown[]>;

const GENERIC_TEXT = ['GoldenWok', 'Golden Wok', 'rice', 'buyer@example.ca', '4165550123', '14165550123', 'M5H 2N2', '123456', '12345', '004',
  '000123456789', '2026-11-18', 'asap', '12:00', 'pm_card_visa', 'seti_sandbox_0001', 'all', 'en', 'x'];
const GENERIC_NUMBERS = [1, 17243, 10, 0, 12, 2030, 43.6535, -79.3839];

/** A value the schema accepts, built from hints and a few ordinary values; OMIT when none is found. */
export function baseline(schema: z.ZodType, hints: Hints, field?: string): unknown {
  for (const hint of field !== undefined ? (hints[field] ?? []) : []) if (accepts(schema, hint)) return hint;
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(def.shape!)) {
        const optional = accepts(inner, undefined);
        // Optional fields travel when we know a realistic value; else they would only add refusals.
        if (optional && !(key in hints)) continue;
        const v = baseline(inner, hints, key);
        if (v !== OMIT) value[key] = v;
      }
      return value;
    }
    case 'array': {
      const element = baseline(def.element!, hints, field);
      return element === OMIT ? [] : [element];
    }
    case 'union':
      for (const option of def.options!) {
        const v = baseline(option, hints, field);
        if (v !== OMIT && accepts(option, v)) return v;
      }
      return OMIT;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return baseline(def.innerType!, hints, field);
    case 'pipe':
      return baseline(def.in!, hints, field);
    case 'enum':
      return Object.values(def.entries!)[0];
    case 'literal':
      return def.values![0];
    case 'boolean':
      return true;
    case 'string':
      return GENERIC_TEXT.find((v) => accepts(schema, v)) ?? OMIT;
    case 'number':
      return GENERIC_NUMBERS.find((v) => accepts(schema, v)) ?? OMIT;
    case 'record':
      return {};
    default:
      return OMIT;
  }
}

export type LeafKind = 'text' | 'number' | 'boolean' | 'choice' | 'list' | 'object' | 'other';

export interface Leaf {
  path: Path;
  kind: LeafKind;
}

/** The fields of a schema (nested objects and the first element of arrays), each with its kind. */
export function leaves(schema: z.ZodType, path: Path = []): Leaf[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return [
        ...(path.length > 0 ? [{ path, kind: 'object' as const }] : []),
        ...Object.entries(def.shape!).flatMap(([key, inner]) => leaves(inner, [...path, key])),
      ];
    case 'array':
      return [{ path, kind: 'list' }, ...leaves(def.element!, [...path, 0]).filter((l) => l.path.length > path.length + 1 || l.kind !== 'object')];
    case 'union': {
      // product_items: a JSON string or an array; the array's fields are the interesting ones.
      const all = def.options!.map((o) => leaves(o, path));
      return all.reduce((a, b) => (b.length > a.length ? b : a), []);
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return leaves(def.innerType!, path);
    case 'pipe': {
      const input = leaves(def.in!, path);
      const output = leaves(def.out!, path);
      // A string carrying JSON (product_items) or a coerced number: the richer side names the fields.
      return output.length > input.length ? output : input;
    }
    case 'string':
      return [{ path, kind: 'text' }];
    case 'number':
      return [{ path, kind: 'number' }];
    case 'boolean':
      return [{ path, kind: 'boolean' }];
    case 'enum':
    case 'literal':
      return [{ path, kind: 'choice' }];
    default:
      return path.length > 0 ? [{ path, kind: 'other' }] : [];
  }
}

/** The value at `path`, undefined when there is none. */
export function getAt(value: unknown, path: Path): unknown {
  let at = value;
  for (const key of path) at = typeof at === 'object' && at !== null ? (at as Record<string | number, unknown>)[key] : undefined;
  return at;
}

/** `value` with `replacement` at `path` (OMIT removes the field); containers are created as needed. */
export function setAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const container: Record<string | number, unknown> | unknown[] = Array.isArray(value)
    ? [...(value as unknown[])]
    : typeof value === 'object' && value !== null
      ? { ...(value as Record<string, unknown>) }
      : typeof head === 'number'
        ? []
        : {};
  const next = setAt((container as Record<string | number, unknown>)[head!], rest, replacement);
  if (next === OMIT) {
    if (Array.isArray(container)) container.splice(head as number, 1);
    else delete (container as Record<string | number, unknown>)[head!];
  } else (container as Record<string | number, unknown>)[head!] = next;
  return container;
}

// ---------------------------------------------------------------------------------------------------
// Bad values
// ---------------------------------------------------------------------------------------------------

export const BAD_CHARACTERS = ['\u0000', '\ud800', '\udbff', '\udc00', '\udfff'] as const;

/** One UTF-16 code unit, often a NUL or a half of a surrogate pair. */
const codeUnit = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...BAD_CHARACTERS) },
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) },
  { weight: 3, arbitrary: fc.constantFrom('a', 'Z', '0', ' ', '%', '\\', '"', "'", ';', '€', '金', '\u200b') },
);

/** Text with NUL, lone surrogates and odd characters around some ordinary text. */
const badText = fc
  .tuple(fc.string({ unit: codeUnit, maxLength: 12 }), fc.constantFrom('', 'rice', 'Golden Wok', '4165550123', 'M5H 2N2'), fc.string({ unit: codeUnit, maxLength: 12 }))
  .map(([a, b, c]) => a + b + c);

/** Much longer than any field allows (the body limit is 1 MB; the cheque route allows 8 MB). */
const longText = fc.integer({ min: 300, max: 200_000 }).chain((n) => fc.constantFrom('x'.repeat(n), '\u0000'.repeat(n), '金'.repeat(n)));

const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

const badNumber = fc.oneof(
  fc.constantFrom<unknown>('NaN', 'Infinity', '-Infinity', '1e309', '-1e309', '0x1F', '12abc', '', ' ', '-0', '1.5', '1e3', '٣'),
  fc.constantFrom<unknown>(2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER, 1e308, -1e308, -1, 0, 0.5, -0.0001, 999, 9_999, 10_000),
  fc.double({ noNaN: false }),
  fc.bigInt().map(String),
);

/** The value wrapped in structure the schema does not expect. */
const nested = (value: unknown) =>
  fc.oneof(
    fc.constant({ value }),
    fc.constant([value]),
    fc.constant({ $gt: '' }),
    // Deep enough to break a recursive walker; JSON.stringify in the test itself overflows near 5,000.
    fc.integer({ min: 50, max: 2_000 }).map((depth) => {
      let deep: unknown = value;
      for (let i = 0; i < depth; i++) deep = [deep];
      return deep;
    }),
  );

/** A bad value for a field of this kind (OMIT: the field is left out). */
export function badValue(kind: LeafKind, current: unknown): fc.Arbitrary<unknown> {
  const common = [fc.constant<unknown>(OMIT), wrongType, nested(current)];
  switch (kind) {
    case 'text':
      return fc.oneof({ weight: 5, arbitrary: badText }, { weight: 2, arbitrary: longText }, ...common.map((arbitrary) => ({ weight: 1, arbitrary })));
    case 'number':
      return fc.oneof({ weight: 4, arbitrary: badNumber }, { weight: 2, arbitrary: badText }, ...common.map((arbitrary) => ({ weight: 1, arbitrary })));
    case 'list':
      // Many copies of an ordinary element: just under and far over the schema's limits.
      return fc.oneof(
        fc.constantFrom(49, 150, 199, 201, 1_000, 5_000).map((n) => Array.from({ length: n }, () => (Array.isArray(current) ? current[0] : current) ?? 1)),
        badText,
        ...common,
      );
    default:
      return fc.oneof(badText, badNumber, ...common);
  }
}

/** A whole body the route does not expect. */
export const badBody = fc.oneof(
  fc.constantFrom<unknown>(null, [], 'text', 42, true),
  badText,
  nested({}),
  fc.dictionary(badText, badText, { maxKeys: 4 }),
);

/** What follows a wildcard route's prefix: odd text (encoded as a URL carries it) or a way out of its folder. */
export const badPathTail = fc.oneof(
  fc.string({ maxLength: 20 }).map(encodeQueryText),
  badText.map(encodeQueryText),
  fc.constantFrom('../../package.json', '..%2f..%2fpackage.json', '%2e%2e/%2e%2e/server/app.ts', '%00', '%E0%A4%A', 'a'.repeat(300), '.env', '%C0%AE%C0%AE/'),
);

/** Raw JSON texts a parser must refuse or survive. */
export const rawBodies = fc.constantFrom(
  '{',
  '{"a":',
  '"\\ud800"',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  '{"a":"\\u0000"}',
  '',
);

/**
 * A query-string value as a URL carries it: NUL as %00, a lone surrogate as the UTF-8 bytes it would
 * have if UTF-8 could encode it (invalid UTF-8, which is what an attacker can send).
 */
export function encodeQueryText(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) out += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    else out += encodeURIComponent(ch);
  }
  return out;
}

/** A query string from a value: arrays repeat the key, objects become bracketed keys, the rest String(). */
export function queryString(query: unknown): string {
  if (typeof query !== 'object' || query === null) return `q=${encodeQueryText(String(query))}`;
  const parts: string[] = [];
  const add = (key: string, value: unknown, depth: number) => {
    if (value === OMIT || value === undefined) return;
    if (depth > 4) parts.push(`${encodeQueryText(key)}=`);
    else if (Array.isArray(value)) for (const v of value.slice(0, 50)) add(key, v, depth + 1);
    else if (typeof value === 'object' && value !== null) for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v, depth + 1);
    else parts.push(`${encodeQueryText(key)}=${encodeQueryText(String(value))}`);
  };
  for (const [key, value] of Object.entries(query)) add(key, value, 0);
  return parts.join('&');
}
