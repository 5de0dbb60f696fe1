import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { z, type ZodType } from 'zod';
import { cartCalculateBodySchema, cartMergeBodySchema } from '../../core/schemas/cart';
import { withStorableText } from '../../core/schemas/text';
import { RequestValidationError, zodValidatorCompiler, zodValidatorCompilerWith } from '../../server/http/zod-validation';
import { translator } from '../../server/i18n';

/**
 * The request validator parses through `z.compile` of the route's zod schema (server/http/zod-validation.ts):
 * for every payload it must answer what zod's interpreter behind the text rule answers, the parsed value
 * byte for byte (key order included) or a refusal explained by the same issues.
 */

type Validate = (data: unknown) => { value?: unknown; error?: unknown };
const validatorOf = (schema: ZodType, checkCompiled = false): Validate =>
  (checkCompiled ? zodValidatorCompilerWith({ checkCompiled }) : zodValidatorCompiler)({ schema, httpPart: 'body', method: 'POST', url: '/test' } as never) as Validate;

/** What the validator answered before it compiled: zod's interpreter behind the text rule. */
function reference(schema: ZodType, data: unknown): { value: unknown } | { error: true } {
  const result = withStorableText(schema).safeParse(data);
  return result.success ? { value: result.data } : { error: true };
}

function expectSame(schema: ZodType, validate: Validate, data: unknown): 'valid' | 'invalid' {
  const expected = reference(schema, data);
  const got = validate(structuredClone(data));
  if ('value' in expected) {
    expect(got.error, JSON.stringify(data)).toBeUndefined();
    expect(isDeepStrictEqual(got.value, expected.value), JSON.stringify(data)).toBe(true);
    expect(JSON.stringify(got.value)).toBe(JSON.stringify(expected.value));
    return 'valid';
  }
  expect(got.error, JSON.stringify(data)).toBeInstanceOf(RequestValidationError);
  return 'invalid';
}

const line = { product_id: 100205, qty: 3, note: '', options: [], price: 47.95, row_total: 164.85 };
const optionLine = { product_id: 100202, qty: 1, note: 'trim fat', options: [{ group_id: 1002021, items: [{ item_id: 10020211, qty: 1 }] }] };
const cart = { shop_id: 17243, shipping_type: 'delivery', cart_id: 0, promo_codes: [], product_combo_items: [], product_items: [line, optionLine] };

/** Hand-picked payloads around every transform, default and refinement of the cart body. */
const cartPayloads: unknown[] = [
  cart,
  { ...cart, product_items: JSON.stringify([line, optionLine]) },
  { ...cart, product_items: '[{"product_id": 1, "qty": ' },
  { ...cart, product_items: '' },
  { ...cart, product_items: '{"product_id": 1}' },
  { shop_id: 17243, product_items: [line] },
  { shop_id: '17243', product_items: [{ product_id: 1, qty: 1 }] },
  { shop_id: 'abc', product_items: [line] },
  { shop_id: 0, product_items: [line] },
  { shop_id: 17243.5, product_items: [line] },
  { ...cart, shipping_type: 'pickup' },
  { ...cart, shipping_type: 'drone' },
  { ...cart, promo_codes: ['  SAVE10  ', 'x'] },
  { ...cart, promo_codes: ['   '] },
  { ...cart, promo_codes: ['a'.repeat(41)] },
  { ...cart, product_combo_items: '' },
  { ...cart, product_combo_items: '[{"combo_id": 3, "times": 2}]' },
  { ...cart, product_combo_items: '[{"combo_id": 1,' },
  { ...cart, product_combo_items: [{ combo_id: 3, times: 0 }] },
  { ...cart, trial_product_items: { anything: ['goes', 1, null] } },
  { ...cart, unknown_field: 'dropped', subtotal: 12.5 },
  { ...cart, subtotal: 1e308 },
  { ...cart, cart_id: -1 },
  { ...cart, product_items: [{ ...line, qty: 0 }] },
  { ...cart, product_items: [{ ...line, qty: 10_000 }] },
  { ...cart, product_items: [{ ...line, note: 'n'.repeat(201) }] },
  { ...cart, product_items: [{ ...line, note: '😀'.repeat(150) }] },
  { ...cart, product_items: [{ ...line, options: undefined, note: undefined }] },
  { ...cart, product_items: [{ ...line, price: '47.95' }] },
  { ...cart, product_items: [{ ...line, extra: { deep: 'x' } }] },
  { ...cart, product_items: Array.from({ length: 201 }, () => line) },
  { ...cart, product_items: Array.from({ length: 200 }, () => line) },
  // The text rule: in a field, in a dropped field, in a key, in JSON carried by a string, in a surrogate pair (fine).
  { ...cart, product_items: [{ ...line, note: 'a\u0000b' }] },
  { ...cart, product_items: [{ ...line, note: 'a\ud800b' }] },
  { ...cart, product_items: [{ ...line, note: 'a😀b' }] },
  { ...cart, dropped: 'x\u0000' },
  { ...cart, ['k\u0000']: 1 },
  { ...cart, trial_product_items: ['\udfff'] },
  { ...cart, product_items: JSON.stringify([{ ...line, note: 'a\u0000b' }]) },
  { ...cart, product_items: '[{"product_id": 1, "qty": 1, "note": "\\u0000"}]' },
  null,
  undefined,
  [],
  'cart',
];

describe('request validator compiled from the zod schema', () => {
  it('answers the cart body like zod behind the text rule, valid and invalid', () => {
    const validate = validatorOf(cartCalculateBodySchema);
    const kinds = cartPayloads.map((data) => expectSame(cartCalculateBodySchema, validate, data));
    expect(kinds.filter((k) => k === 'valid').length).toBeGreaterThan(10);
    expect(kinds.filter((k) => k === 'invalid').length).toBeGreaterThan(20);
  });

  it('answers generated cart bodies like zod (property test, both schemas of the cart)', () => {
    // Mostly values the schema takes, so most bodies get deep before a single odd value refuses them.
    const text = fc.oneof(
      { arbitrary: fc.constantFrom('', 'trim fat', '  x  ', '😀'), weight: 6 },
      { arbitrary: fc.constantFrom('a\u0000b', '\ud800'), weight: 1 },
      { arbitrary: fc.string({ maxLength: 8 }), weight: 1 },
    );
    const number = fc.oneof(
      { arbitrary: fc.integer({ min: 1, max: 999 }), weight: 12 },
      { arbitrary: fc.constantFrom(0, -1, 1000, 9999, 10_000, 1.5, 17243, 2_147_483_648, Number.NaN), weight: 1 },
      { arbitrary: fc.double(), weight: 1 },
    );
    const anyValue = fc.oneof(text, number, fc.constant(null), fc.boolean(), fc.constant([]), fc.constant({}));
    const sometimes = <T, U>(usual: fc.Arbitrary<T>, odd: fc.Arbitrary<U>) => fc.oneof({ arbitrary: usual, weight: 12 }, { arbitrary: odd, weight: 1 });
    const lineArb = fc.record(
      {
        product_id: sometimes(number, anyValue),
        qty: sometimes(number, anyValue),
        note: sometimes(text, anyValue),
        options: fc.oneof(
          fc.array(fc.record({ group_id: number, items: fc.array(fc.record({ item_id: number, qty: number }), { maxLength: 3 }) }, { requiredKeys: [] }), { maxLength: 3 }),
          fc.oneof(anyValue, fc.constant(undefined)),
        ),
        price: number,
        row_total: number,
        extra: anyValue,
      },
      { requiredKeys: ['product_id', 'qty'] },
    );
    const lines = fc.array(lineArb, { maxLength: 4 });
    const body = fc.record(
      {
        shop_id: sometimes(number, fc.constantFrom('17243', 'abc', ' 12 ')),
        shipping_type: sometimes(fc.constantFrom('delivery', 'pickup'), fc.oneof(fc.constant('drone'), anyValue)),
        product_items: fc.oneof({ arbitrary: lines, weight: 4 }, { arbitrary: lines.map((l) => JSON.stringify(l)), weight: 2 }, { arbitrary: text, weight: 1 }),
        subtotal: number,
        cart_id: number,
        promo_codes: sometimes(fc.array(text, { maxLength: 3 }), anyValue),
        trial_product_items: anyValue,
        product_combo_items: fc.oneof(
          fc.array(fc.record({ combo_id: number, times: number }), { maxLength: 2 }),
          fc.array(fc.record({ combo_id: number, times: number }), { maxLength: 2 }).map((c) => JSON.stringify(c)),
          text,
        ),
        dropped: anyValue,
      },
      { requiredKeys: ['shop_id', 'product_items'] },
    );
    for (const schema of [cartCalculateBodySchema, cartMergeBodySchema]) {
      const validate = validatorOf(schema);
      const seen = { valid: 0, invalid: 0 };
      fc.assert(
        fc.property(body, (data) => {
          seen[expectSame(schema, validate, data)] += 1;
        }),
        { numRuns: 1500, seed: 18 },
      );
      expect(seen.valid).toBeGreaterThan(20);
      expect(seen.invalid).toBeGreaterThan(20);
    }
  });

  it('refuses a NUL in a note with the same translated issue as before', () => {
    const validate = validatorOf(cartCalculateBodySchema);
    const refused = validate({ ...cart, product_items: [line, { ...optionLine, note: 'trim\u0000fat' }] }).error;
    expect(refused).toBeInstanceOf(RequestValidationError);
    const error = refused as RequestValidationError;
    expect(error.statusCode).toBe(400);
    expect(error.issues('en', translator('en'))).toEqual([{ path: 'body.product_items.1.note', message: translator('en')('validation.text_unsupported_characters') }]);
    expect(error.issues('fr', translator('fr'))[0]!.message).toBe(translator('fr')('validation.text_unsupported_characters'));
    expect(error.ownMessagesOnly()).toBe(true);
  });

  it('with checkCompiled, passes when compiled and interpreted parsers agree', () => {
    const validate = validatorOf(cartCalculateBodySchema, true);
    expect(validate(cart).value).toEqual(cartCalculateBodySchema.parse(cart));
    expect(validate({ ...cart, shop_id: 'abc' }).error).toBeInstanceOf(RequestValidationError);
  });

  it('keeps what a schema the compiler cannot model answers (zod interprets it)', () => {
    const recursive: z.ZodType<{ name: string; children: unknown[] }> = z.lazy(() => z.object({ name: z.string().trim(), children: z.array(recursive) }));
    const validate = validatorOf(recursive);
    for (const data of [{ name: ' a ', children: [{ name: 'b', children: [] }] }, { name: 1, children: [] }, { name: 'a\u0000', children: [] }]) {
      expectSame(recursive, validate, data);
    }
  });
});
