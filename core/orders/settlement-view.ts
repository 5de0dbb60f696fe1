import { fromCents } from '../money';
import type { SettlementView } from '../schemas/fulfilment';
import type { Settlement } from './settlement';

/**
 * A settlement as the wire shows it (dollars, `settlementViewSchema`): the order detail, the final
 * invoice data and the packing screen's live figures all read the same shape.
 */
export function settlementView(settlement: Settlement): SettlementView {
  return {
    lines: settlement.lines.map((line) => ({
      line_id: line.lineId,
      status: line.status,
      ordered_qty: line.orderedQty,
      delivered_qty: line.deliveredQty,
      ordered_weight_grams: line.orderedWeightGrams,
      actual_weight_grams: line.actualWeightGrams,
      ordered_row_total: fromCents(line.orderedRowTotalCents),
      settled_row_total: fromCents(line.settledRowTotalCents),
      credit: fromCents(line.creditCents),
    })),
    fee_lines: settlement.totals.feeLines.map((f) => ({ code: f.code, amount: fromCents(f.amountCents) })),
    credits: fromCents(settlement.creditsCents),
    charged_total: fromCents(settlement.chargedTotalCents),
    settled_total: fromCents(settlement.settledTotalCents),
    difference: fromCents(settlement.differenceCents),
    cashback: fromCents(settlement.totals.cashbackCents),
  };
}
