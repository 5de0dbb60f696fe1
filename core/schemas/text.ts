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
