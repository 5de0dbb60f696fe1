/**
 * The text rule without zod, so the renderer's first page can apply it (src/lib/api-client.ts)
 * without loading zod; core/schemas/text.ts builds the schemas on it.
 *
 * Text we accept from a caller: no NUL and no unpaired UTF-16 surrogate. PostgreSQL refuses U+0000
 * in text and jsonb (the insert fails), and UTF-8 has no encoding for a lone surrogate (drivers
 * silently store U+FFFD, jsonb refuses its \ud800 escape). Neither is anything a person types, so
 * the input is refused with a message, on the client and on the server alike.
 */

/** The i18n key of the refusal, translated where it is shown. */
export const UNSUPPORTED_CHARACTERS_MESSAGE = 'validation.text_unsupported_characters';

// With the `u` flag a lone surrogate is a code point of category Cs; a valid pair is one astral code point.
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for.
const UNSUPPORTED_CHARACTER = /[\u0000\p{Cs}]/u;

export function isStorableText(text: string): boolean {
  return !UNSUPPORTED_CHARACTER.test(text);
}

// In JSON text a NUL or a surrogate is written as itself or as a \u escape (hex in either case).
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for.
const MAYBE_UNSUPPORTED_IN_JSON = /\\u(?:0000|[dD][89a-fA-F])|[\u0000\ud800-\udfff]/;

/**
 * Whether the value JSON text parses to may hold text `isStorableText` refuses, read off the text
 * itself in one pass: false means no string or key of its parse does. It errs towards true (a valid
 * surrogate pair, an escaped backslash before `u0000`): true only means the parsed value is walked.
 */
export function jsonMayHoldUnsupportedText(json: string): boolean {
  return MAYBE_UNSUPPORTED_IN_JSON.test(json);
}

/** An object literal or a dictionary (a query string parses to an object whose prototype has none). */
const isPlainObject = (value: object): value is Record<string, unknown> => {
  const proto = Object.getPrototypeOf(value) as object | null;
  return proto === null || Object.getPrototypeOf(proto) === null;
};

/** A value still to visit, with the way back to the root (a path is built only for what is refused). */
interface Visit {
  value: unknown;
  key: PropertyKey | undefined;
  parent: Visit | undefined;
}

const pathOf = (visit: Visit, last?: PropertyKey): PropertyKey[] => {
  const path: PropertyKey[] = last === undefined ? [] : [last];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) path.push(at.key!);
  return path.reverse();
};

/**
 * Where a JSON-like value holds text `isStorableText` refuses: the paths of such strings and object
 * keys, at most `limit` of them. Walks with its own stack, so a deeply nested payload cannot overflow
 * the call stack (and costs time linear in its size); descends only into arrays and plain objects
 * (not Buffers, Dates or class instances).
 */
export function unsupportedTextPaths(value: unknown, limit = 10): PropertyKey[][] {
  // Nearly every payload holds no such text: one walk that builds nothing says so.
  if (!holdsUnsupportedText(value)) return [];
  const found: PropertyKey[][] = [];
  const stack: Visit[] = [{ value, key: undefined, parent: undefined }];
  while (stack.length > 0 && found.length < limit) {
    const visit = stack.pop()!;
    const current = visit.value;
    if (typeof current === 'string') {
      if (!isStorableText(current)) found.push(pathOf(visit));
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], key: i, parent: visit });
    } else if (typeof current === 'object' && current !== null && isPlainObject(current)) {
      const keys = Object.keys(current);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!;
        if (!isStorableText(key)) found.push(pathOf(visit, key));
        else stack.push({ value: current[key], key, parent: visit });
      }
    }
  }
  return found;
}

/**
 * Whether a JSON-like value holds text `isStorableText` refuses (what `unsupportedTextPaths` finds, with
 * no paths): it runs on every request's headers and payloads, so it walks with a plain stack of values
 * and allocates nothing per node. Same reach as `unsupportedTextPaths`.
 */
export function holdsUnsupportedText(value: unknown): boolean {
  if (typeof value === 'string') return !isStorableText(value);
  if (typeof value !== 'object' || value === null) return false;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current === 'string') {
      if (!isStorableText(current)) return true;
    } else if (Array.isArray(current)) {
      for (let i = 0; i < current.length; i++) {
        const item: unknown = current[i];
        if (typeof item === 'string') {
          if (!isStorableText(item)) return true;
        } else if (typeof item === 'object' && item !== null) stack.push(item);
      }
    } else if (typeof current === 'object' && current !== null && isPlainObject(current)) {
      const keys = Object.keys(current);
      for (let i = 0; i < keys.length; i++) {
        const key = keys[i]!;
        if (!isStorableText(key)) return true;
        const item = current[key];
        if (typeof item === 'string') {
          if (!isStorableText(item)) return true;
        } else if (typeof item === 'object' && item !== null) stack.push(item);
      }
    }
  }
  return false;
}
