import { nominalUnitGrams } from '../../../core/orders/catch-weight';
import { checkoutChargesOf, type SettlementInput } from '../../../core/orders/settlement';
import type { orderFeeLines, orderLines, orders } from '../../db/schema';

type OrderRow = Pick<typeof orders.$inferSelect, 'paymentType' | 'totalCents'>;
type LineRow = typeof orderLines.$inferSelect;
type FeeRow = Pick<typeof orderFeeLines.$inferSelect, 'kind' | 'amountCents'>;

/** What a line delivered: the packing entry, or (after packing) what the line stored. */
export interface DeliveredFacts {
  deliveredQty: number;
  actualWeightGrams: number | null;
}

/** The standard unit weight of a stored line (catch-weight), or null for lines sold by count. */
export const lineNominalGrams = (l: Pick<LineRow, 'needWeigh' | 'weightValue' | 'weightUnit'>) =>
  nominalUnitGrams({ needWeigh: l.needWeigh, weightValue: l.weightValue, weightUnit: l.weightUnit });

/**
 * The input core's settlement reads for a stored order: its lines with what each delivered, and the
 * checkout's own charges. Packing passes the entry being packed; a claim passes the packed lines.
 */
export function settlementInputOf(
  order: OrderRow,
  lines: readonly LineRow[],
  fees: readonly FeeRow[],
  delivered: (line: LineRow) => DeliveredFacts,
): SettlementInput {
  return {
    paymentType: order.paymentType,
    lines: lines.map((l) => ({
      lineId: l.id,
      orderedQty: l.qty,
      rowTotalCents: l.rowTotalCents,
      // The rate checkout taxed the line at (0 for zero-rated, else the shop's HST); settlement re-applies it.
      taxRateBps: l.taxRateBps,
      nominalUnitGrams: lineNominalGrams(l),
      ...delivered(l),
      isGift: l.isGift,
    })),
    checkout: checkoutChargesOf(
      fees.map((f) => ({ code: f.kind, amountCents: f.amountCents })),
      order.totalCents,
    ),
  };
}

/** A packed line's stored outcome (a line never packed delivered nothing). */
export const storedDelivery = (l: LineRow): DeliveredFacts => ({ deliveredQty: l.deliveredQty ?? 0, actualWeightGrams: l.actualWeightGrams });
