import { describe, expect, it } from 'vitest';
import type { PackingLine } from '../../../../core/schemas/fulfilment';
import { initialTypedLines, livePacking, type PackingOrderFigures, readWeightGrams } from './packing-figures';

// A cash order: 2 × beef brisket at a standard 1,000 g each ($20.00 the row) and 4 × lemons ($10.00 the row);
// checkout charged $10.00 + $20.00 = $30.00 + 13% HST $3.90 = $33.90.
const line = (id: number, name: string, qty: number, rowTotal: number, unitGrams: number | null): PackingLine => ({
  line_id: id,
  product_id: id,
  sku: `SKU${id}`,
  name,
  qty,
  price: rowTotal / qty,
  row_total: rowTotal,
  note: '',
  is_gift: false,
  need_weigh: unitGrams !== null,
  weight_value: unitGrams === null ? '' : String(unitGrams / 1000),
  weight_unit: unitGrams === null ? '' : 'kg',
  unit_grams: unitGrams,
  tax_rate_bps: 1300,
  status: 'ordered',
  delivered_qty: null,
  actual_weight_grams: null,
  settled_row_total: null,
  substitution: 'ask',
  substituted_from: null,
  offer: null,
});
const order: PackingOrderFigures = {
  payment_type: 'cash',
  lines: [line(1, 'Beef brisket', 2, 20, 1000), line(2, 'Lemons', 4, 10, null)],
  fee_lines: [
    { code: 'subtotal', amount: 30 },
    { code: 'tax', amount: 3.9 },
    { code: 'total', amount: 33.9 },
  ],
  total: 33.9,
};

describe('livePacking', () => {
  it('asks for the weight of a weighed line and, until then, shows the charged figures', () => {
    const live = livePacking(order, initialTypedLines(order, 'g'), 'g');
    expect(live.problems.get(1)).toBe('orders.pack.weight_required');
    expect(live.problems.has(2)).toBe(false);
    expect(live.view.settled_total).toBe(33.9);
    expect(live.view.difference).toBe(0);
  });

  it('settles a lighter weight and a short line as the server would, to the cent', () => {
    const live = livePacking(order, { 1: { delivered: '2', weight: '1,5' }, 2: { delivered: '3', weight: '' } }, 'kg');
    expect(live.problems.size).toBe(0);
    expect(live.entries).toEqual([
      { lineId: 1, deliveredQty: 2, actualWeightGrams: 1500 },
      { lineId: 2, deliveredQty: 3, actualWeightGrams: null },
    ]);
    // Brisket: $20.00 × 1,500 g / 2,000 g = $15.00; lemons: $10.00 × 3 / 4 = $7.50; $22.50 + 13% ($2.93) = $25.43.
    expect(live.view.lines.map((l) => l.settled_row_total)).toEqual([15, 7.5]);
    expect(live.view.settled_total).toBe(25.43);
    expect(live.view.difference).toBe(8.47);
    expect(live.action).toBe('pack');
  });

  it('marks a quantity over the ordered one and text that is no number, and offers out of stock when nothing goes', () => {
    const wrong = livePacking(order, { 1: { delivered: '3', weight: '2000' }, 2: { delivered: 'x', weight: '' } }, 'g');
    expect(wrong.problems.get(1)).toBe('orders.pack.over_ordered');
    expect(wrong.problems.get(2)).toBe('warehouseDesk.packing.not_a_number');
    const none = livePacking(order, { 1: { delivered: '0', weight: '' }, 2: { delivered: '0', weight: '' } }, 'g');
    expect(none.problems.size).toBe(0);
    expect(none.action).toBe('mark_out_of_stock');
    expect(none.view.settled_total).toBe(0);
  });

  it('reads grams and kilograms', () => {
    expect(readWeightGrams('1250', 'g')).toBe(1250);
    expect(readWeightGrams('1.25', 'kg')).toBe(1250);
    expect(readWeightGrams('1,255', 'kg')).toBe(1255);
    expect(readWeightGrams('1.5', 'g')).toBeNull();
    expect(readWeightGrams('', 'kg')).toBeNull();
  });
});
