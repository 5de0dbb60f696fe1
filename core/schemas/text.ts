import { z } from 'zod';
import { holdsUnsupportedText, isStorableText, UNSUPPORTED_CHARACTERS_MESSAGE, unsupportedTextPaths } from '../text-rule';

export { holdsUnsupportedText, isStorableText, UNSUPPORTED_CHARACTERS_MESSAGE, unsupportedTextPaths };

/** A string field for forms and payloads: any text but what `isStorableText` refuses. */
export const storableText = () => z.string().refine(isStorableText, UNSUPPORTED_CHARACTERS_MESSAGE);

const refuseUnsupportedText = (value: unknown, ctx: z.RefinementCtx) => {
  for (const path of unsupportedTextPaths(value)) {
    ctx.addIssue({ code: 'custom', message: UNSUPPORTED_CHARACTERS_MESSAGE, path });
  }
};

/**
 * A whole payload checked before and after `schema`: before, every string and key the caller sent
 * (fields the schema would drop included); after, what the schema made of them (JSON the payload
 * carries inside a string, such as `product_items`, is text the caller sent too).
 */
export function withStorableText<T extends z.ZodType>(schema: T) {
  return z.unknown().superRefine(refuseUnsupportedText).pipe(schema).superRefine(refuseUnsupportedText);
}

/** Transforms that return only text the caller sent, or refuse what `isStorableText` refuses themselves. */
const textSafeTransforms = new WeakSet<object>();

/** Marks a transform as one that makes no text the text rule has not seen (see `mayMakeText`). */
export function textSafe<F extends (...args: never[]) => unknown>(transform: F): F {
  textSafeTransforms.add(transform);
  return transform;
}

const madeText = new WeakMap<z.ZodType, boolean>();

/**
 * Whether parsing with `schema` may put text in its output that was not in its input: a transform not
 * marked `textSafe`, a `catch` value, a lazy schema (not followed) or a kind this does not know. When
 * it may not, an input that holds no refused text gives an output that holds none, and the output need
 * not be walked again. zod's own overwrites (trim, case, normalize) map valid text to valid text; the
 * code has no other.
 */
export function mayMakeText(schema: z.ZodType): boolean {
  const known = madeText.get(schema);
  if (known !== undefined) return known;
  madeText.set(schema, true); // while it is being read: a cycle counts as may
  const answer = schemaMayMakeText(schema);
  madeText.set(schema, answer);
  return answer;
}

function schemaMayMakeText(schema: z.ZodType): boolean {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const any = (schemas: readonly unknown[]) => schemas.some((s) => s !== undefined && mayMakeText(s as z.ZodType));
  switch (def.type) {
    case 'string': case 'number': case 'int': case 'boolean': case 'bigint': case 'symbol': case 'null': case 'undefined':
    case 'void': case 'never': case 'any': case 'unknown': case 'date': case 'file': case 'enum': case 'literal': case 'nan':
    case 'template_literal': case 'custom':
      return false;
    case 'transform':
      return !textSafeTransforms.has(def.transform as object);
    case 'pipe':
      return any([def.in, def.out]);
    case 'object':
      return any([...Object.values(def.shape as Record<string, unknown>), def.catchall]);
    case 'array':
      return any([def.element]);
    case 'union':
      return any(def.options as unknown[]);
    case 'intersection':
      return any([def.left, def.right]);
    case 'tuple':
      return any([...(def.items as unknown[]), def.rest]);
    case 'record': case 'map':
      return any([def.keyType, def.valueType]);
    case 'set':
      return any([def.valueType]);
    case 'optional': case 'nullable': case 'default': case 'prefault': case 'nonoptional': case 'readonly':
      return any([def.innerType]);
    default:
      return true;
  }
}
