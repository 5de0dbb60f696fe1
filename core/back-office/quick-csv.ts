import { parseDollars, parseStock, dollarsText, stockText, type RowProblem } from './csv-values';

/**
 * The quick stock-and-price file: `SKU,price,stock` as an ERP writes it (prices in dollars, stock a
 * whole number or `unlimited`), with an optional `shop` column (a shop id) when the stock is one
 * shop's; without it the stock goes to every shop that sells the product. The price is the regular
 * price: a product on special keeps its special price, which must stay below it.
 */
export const QUICK_COLUMNS = ['sku', 'price', 'stock'] as const;
export const QUICK_EXPORT_COLUMNS = ['sku', 'price', 'stock', 'shop'] as const;

export interface QuickHeader {
  sku: number;
  price: number;
  stock: number;
  shop: number | null;
}

export interface QuickRow {
  sku: string;
  price_cents: number;
  stock: number;
  /** null: every shop that sells it. */
  shop_id: number | null;
}

export function readQuickHeader(fields: readonly string[]): { header: QuickHeader | null; problems: RowProblem[] } {
  const names = fields.map((f) => f.trim().toLowerCase());
  const problems: RowProblem[] = [];
  names.forEach((name, i) => {
    if (![...QUICK_EXPORT_COLUMNS].includes(name as never)) problems.push({ column: fields[i]!, code: 'unknown_column', params: { column: fields[i]! } });
    else if (names.indexOf(name) !== i) problems.push({ column: fields[i]!, code: 'duplicate_column', params: { column: fields[i]! } });
  });
  for (const column of QUICK_COLUMNS) {
    if (!names.includes(column)) problems.push({ column, code: 'missing_column', params: { column } });
  }
  if (problems.length > 0) return { header: null, problems };
  const shop = names.indexOf('shop');
  return { header: { sku: names.indexOf('sku'), price: names.indexOf('price'), stock: names.indexOf('stock'), shop: shop < 0 ? null : shop }, problems };
}

export function readQuickRecord(fields: readonly string[], header: QuickHeader): { row: QuickRow | null; problems: RowProblem[] } {
  const problems: RowProblem[] = [];
  const sku = (fields[header.sku] ?? '').trim();
  if (sku === '') problems.push({ column: 'sku', code: 'required', params: {} });
  const priceText = fields[header.price] ?? '';
  const price = parseDollars(priceText);
  if (price === null) problems.push({ column: 'price', code: priceText.trim() === '' ? 'required' : 'bad_price', params: { value: priceText } });
  const stockField = fields[header.stock] ?? '';
  const stock = parseStock(stockField);
  if (stock === null) problems.push({ column: 'stock', code: stockField.trim() === '' ? 'required' : 'bad_stock', params: { value: stockField } });
  let shopId: number | null = null;
  if (header.shop !== null) {
    const shopText = (fields[header.shop] ?? '').trim();
    if (shopText !== '') {
      if (/^\d{1,9}$/.test(shopText)) shopId = Number(shopText);
      else problems.push({ column: 'shop', code: 'unknown_shop', params: { value: shopText } });
    }
  }
  if (problems.length > 0) return { row: null, problems };
  return { row: { sku, price_cents: price!, stock: stock!, shop_id: shopId }, problems };
}

export function quickRecord(row: QuickRow): string[] {
  return [row.sku, dollarsText(row.price_cents), stockText(row.stock), row.shop_id === null ? '' : String(row.shop_id)];
}
