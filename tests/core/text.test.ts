import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cartCalculateBodySchema } from '../../core/schemas/cart';
import { jsonMayHoldUnsupportedText } from '../../core/text-rule';
import {
  holdsUnsupportedText,
  isStorableText,
  mayMakeText,
  storableText,
  textSafe,
  UNSUPPORTED_CHARACTERS_MESSAGE,
  unsupportedTextPaths,
  withStorableText,
} from '../../core/schemas/text';

describe('storable text', () => {
  it('refuses NUL and unpaired surrogates, and nothing a person types', () => {
    for (const bad of ['\u0000', 'ab\u0000', '\ud800', 'x\udbff', '\udc00y', '\udfff', 'a\ude00\ud83d']) {
      expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
    }
    for (const good of ['', 'Golden Wok', '金龙酒家', 'Crème brûlée', '🥟 dumplings 😀', 'tab\tnew\nline', '\u0001\u001f', '\uffff', '\ufffd']) {
      expect(isStorableText(good), JSON.stringify(good)).toBe(true);
    }
  });

  it('finds bad strings and keys anywhere in a payload, with their paths', () => {
    const payload = { name: 'ok', lines: [{ note: 'a\u0000' }, { note: 'fine' }], ['k\ud800']: 1, nested: { deep: ['\udfff'] } };
    const paths = unsupportedTextPaths(payload);
    expect(paths).toHaveLength(3);
    expect(paths).toEqual(expect.arrayContaining([['lines', 0, 'note'], ['k\ud800'], ['nested', 'deep', 0]]));
    expect(unsupportedTextPaths({ a: 'x', b: [1, true, null, { c: 'y' }] })).toEqual([]);
    expect(unsupportedTextPaths('\u0000')).toEqual([[]]);
    expect(unsupportedTextPaths(Array.from({ length: 50 }, () => '\u0000'), 3)).toHaveLength(3);
  });

  it('walks a deeply nested payload quickly, without overflowing the stack', () => {
    let deep: unknown = 'bad\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const started = performance.now();
    const [path] = unsupportedTextPaths(deep);
    expect(path).toHaveLength(100_000);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('guards a whole schema: the caller’s fields, unknown ones, and JSON carried inside a string', () => {
    const schema = withStorableText(z.object({ name: z.string() }));
    expect(schema.parse({ name: 'Golden Wok', extra: 1 })).toEqual({ name: 'Golden Wok' });
    for (const input of [{ name: 'a\u0000' }, { name: 'ok', dropped: '\ud800' }]) {
      const result = schema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error!.issues.map((i) => i.message)).toEqual([UNSUPPORTED_CHARACTERS_MESSAGE]);
    }
    const cart = withStorableText(cartCalculateBodySchema);
    const line = (note: string) => ({ product_id: 1, qty: 1, note });
    expect(cart.safeParse({ shop_id: 1, product_items: JSON.stringify([line('no onions')]) }).success).toBe(true);
    // The string itself holds only the six characters \u0000; its JSON holds the NUL.
    const embedded = cart.safeParse({ shop_id: 1, product_items: JSON.stringify([line('a\u0000')]) });
    expect(embedded.error?.issues).toMatchObject([{ path: ['product_items', 0, 'note'], message: UNSUPPORTED_CHARACTERS_MESSAGE }]);
  });

  it('gives forms a string field with the same rule', () => {
    expect(storableText().safeParse('Golden Wok').success).toBe(true);
    expect(storableText().safeParse('Golden\u0000Wok').error?.issues[0]?.message).toBe(UNSUPPORTED_CHARACTERS_MESSAGE);
  });
});

describe('the text rule read off JSON text', () => {
  const samples = ['', 'Golden Wok', 'crème brûlée', '大米 25 kg', '😀 pair', 'a\u0000b', 'x\ud800', '\udfffy', 'back\\slash', '\\u0000 typed', 'tab\there', 'quote"s'];

  it('says no only for text whose parse holds no refused character, strings and keys alike', () => {
    for (const text of samples) {
      for (const json of [JSON.stringify({ note: text }), JSON.stringify({ [text]: [1, text] }), JSON.stringify([text])]) {
        const parsed: unknown = JSON.parse(json);
        if (!jsonMayHoldUnsupportedText(json)) expect(holdsUnsupportedText(parsed), json).toBe(false);
        if (holdsUnsupportedText(parsed)) expect(jsonMayHoldUnsupportedText(json), json).toBe(true);
      }
    }
    // The escapes, in either case of hex, and the characters themselves.
    for (const json of ['{"a":"\\u0000"}', '{"a":"\\uD800"}', '{"a":"\\udfff"}', '{"\\uDbff":1}', '["\u0000"]', '["\ud800"]']) {
      expect(jsonMayHoldUnsupportedText(json), json).toBe(true);
    }
    expect(jsonMayHoldUnsupportedText('{"a":"\\u00e9\\u4e2d","b":[1,2,{"c":"\\ud7ff"}]}')).toBe(false);
  });

  it('knows which schemas may make text of their own', () => {
    expect(mayMakeText(z.object({ a: z.string().trim(), b: z.array(z.number()).default([]) }))).toBe(false);
    expect(mayMakeText(z.object({ a: z.string().transform((s) => s.slice(1)) }))).toBe(true);
    expect(mayMakeText(z.object({ a: z.union([z.number(), z.string().transform((s) => s.slice(1))]) }))).toBe(true);
    expect(mayMakeText(z.object({ a: z.lazy(() => z.string()) }))).toBe(true);
    expect(mayMakeText(z.string().catch('x'))).toBe(true);
    expect(mayMakeText(z.string().transform(textSafe((s: string) => s.trim())))).toBe(false);
    // The cart's product_items transform reads JSON inside a string and refuses what the rule refuses itself.
    expect(mayMakeText(cartCalculateBodySchema)).toBe(false);
    const embedded = cartCalculateBodySchema.safeParse({ shop_id: 1, product_items: JSON.stringify([{ product_id: 1, qty: 1, note: 'a\u0000' }]) });
    expect(embedded.error?.issues).toMatchObject([{ path: ['product_items', 0, 'note'], message: UNSUPPORTED_CHARACTERS_MESSAGE }]);
  });
});
