import type { ShippingType } from '../schemas/common';
import { BULK_CSV_HEADER } from '../schemas/agent';
import type { BulkValidationProduct } from './validate-row';
import { validateBulkRow } from './validate-row';

/**
 * A sample upload file from the current catalogue: the SKU,QTY header and up to `count` real SKUs
 * that would go in as they stand (listed, in stock, no options, not weighed, pickable for pickup),
 * spread over the catalogue, with small quantities. CRLF line ends, as spreadsheets write them.
 */
export function sampleCsv(
  products: readonly (BulkValidationProduct & { sku: string })[],
  shippingType: ShippingType,
  count = 5,
): string {
  const addable = products.filter((product) => product.sku !== '' && validateBulkRow(product, 1, shippingType) === null);
  const step = Math.max(1, Math.floor(addable.length / count));
  const lines = [BULK_CSV_HEADER];
  for (let i = 0; i < addable.length && lines.length <= count; i += step) {
    const product = addable[i]!;
    const qty = validateBulkRow(product, 2, shippingType) === null ? 2 : 1;
    lines.push(`${csvField(product.sku)},${qty}`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Quotes a field that holds a comma, a quote or a line break. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
