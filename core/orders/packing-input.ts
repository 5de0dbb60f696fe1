import { toCents } from '../money';
import type { PackingOrder } from '../schemas/fulfilment';
import type { PackedLineEntry } from './line-outcome';
import { checkoutChargesOf, type SettlementInput } from './settlement';

/**
 * The packing screen's live figures (issue 15): the order as `GET /api/fulfilment/order` answers it
 * (dollars on the wire) and the entries typed so far, as core `settleOrder` reads them — the same
 * reading the server makes when the packing is saved (`server/services/fulfilment/packing.ts`). A line
 * with no entry yet counts as fully delivered at its standard weight.
 */
export function packingSettlementInput(order: Pick<PackingOrder, 'payment_type' | 'fee_lines' | 'total' | 'lines'>, entries: readonly PackedLineEntry[]): SettlementInput {
  const byLine = new Map(entries.map((e) => [e.lineId, e]));
  return {
    paymentType: order.payment_type,
    lines: order.lines.map((line) => {
      const entry = byLine.get(line.line_id);
      return {
        lineId: line.line_id,
        orderedQty: line.qty,
        rowTotalCents: toCents(line.row_total),
        taxRateBps: line.tax_rate_bps,
        nominalUnitGrams: line.unit_grams,
        deliveredQty: entry?.deliveredQty ?? line.qty,
        actualWeightGrams: entry ? entry.actualWeightGrams : null,
        isGift: line.is_gift,
      };
    }),
    checkout: checkoutChargesOf(
      order.fee_lines.map((f) => ({ code: f.code, amountCents: toCents(f.amount) })),
      toCents(order.total),
    ),
  };
}
