import type { CartCalculateLine, CartCalculateResult } from '../../../core/schemas/cart';

/**
 * The cart calculate answer as JSON text, the same text `JSON.stringify({ status: 1, data })` gives.
 * A 60-line answer is ~14 KB of which most is the chosen option groups; those arrays are memoized per
 * catalogue snapshot by the pricing index, so their text is encoded once per array and reused, and
 * the lines themselves are written field by field. JSON.stringify took ~70 µs of a ~270 µs request.
 */
const optionsText = new WeakMap<readonly unknown[], string>();

function encodeOptions(options: CartCalculateLine['options']): string {
  if (options.length === 0) return '[]';
  let text = optionsText.get(options);
  if (text === undefined) {
    text = JSON.stringify(options);
    optionsText.set(options, text);
  }
  return text;
}

/** A JSON number: String() writes finite numbers as JSON does; JSON writes anything else as null. */
const num = (value: number): string => (Number.isFinite(value) ? String(value) : 'null');

function encodeLine(line: CartCalculateLine): string {
  return (
    `{"line_key":${JSON.stringify(line.line_key)},"product_id":${num(line.product_id)},"product_name":${JSON.stringify(line.product_name)},` +
    `"qty":${num(line.qty)},` +
    `"note":${JSON.stringify(line.note)},"price":${num(line.price)},"org_price":${num(line.org_price)},` +
    `"options":${encodeOptions(line.options)},"row_total":${num(line.row_total)},"org_row_total":${num(line.org_row_total)},` +
    `"is_gift":${line.is_gift ? 'true' : 'false'}}`
  );
}

export function encodeCartCalculateAnswer(data: CartCalculateResult): string {
  let menu = '';
  for (let i = 0; i < data.menu.length; i++) {
    const line = data.menu[i];
    if (line) menu += i === 0 ? encodeLine(line) : `,${encodeLine(line)}`;
  }
  return (
    `{"status":1,"data":{"cart_id":${num(data.cart_id)},"menu":[${menu}],"totals":${JSON.stringify(data.totals)},` +
    `"small_order_fee":${JSON.stringify(data.small_order_fee)},"messages":${JSON.stringify(data.messages)}}}`
  );
}
