import { asc, eq, sql } from 'drizzle-orm';
import { orderFeeLines, orderLines, orders, orderSettledFeeLines } from '../../db/schema';
import { ApiError, badRequest } from '../../http/api-error';
import { type PackedLineEntry, packingProblems } from '../../../core/orders/line-outcome';
import { type Settlement, settleOrder } from '../../../core/orders/settlement';
import type { Tx } from './ledger-rows';
import { lineNominalGrams, settlementInputOf } from './settlement-input';

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

/** The order's lines as packing reads them, in line order. */
export function orderLinesOf(tx: Tx, orderId: number): Promise<LineRow[]> {
  return tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
}

/**
 * Packing (pack, mark_out_of_stock) in the step's transaction: checks the entry with core (every line
 * once, delivered within what was ordered, a weight for each weighed line), settles the order with
 * core's settlement over the checkout's own charges, and stores the outcome: each line's delivered
 * quantity, weight, status and settled total; the settled fee lines (the final invoice's); the packing
 * time, the PAD cashback on the recalculated price and the first invoice version. Answers the
 * settlement; its total is what the order now owes. A settlement above what checkout charged is
 * refused (409): the figures changed under the order, and a buyer is never charged more.
 */
export async function packOrder(tx: Tx, order: OrderRow, entries: readonly PackedLineEntry[], now: Date): Promise<Settlement> {
  const lines = await orderLinesOf(tx, order.id);
  const packable = lines.map((l) => ({ lineId: l.id, orderedQty: l.qty, nominalUnitGrams: lineNominalGrams(l), isGift: l.isGift }));
  const [problem] = packingProblems(packable, entries);
  if (problem) throw badRequest('PACKING_INVALID', problem.problem, { line_id: problem.lineId });

  const byLine = new Map(entries.map((e) => [e.lineId, e]));
  const fees = await tx.select().from(orderFeeLines).where(eq(orderFeeLines.orderId, order.id));
  const settlement = settleOrder(settlementInputOf(order, lines, fees, (l) => byLine.get(l.id)!));
  if (!settlement.withinCharge) throw new ApiError(409, 'ORDER_TRANSITION_REFUSED', 'orders.transition.figures_changed');

  const settled = settlement.lines;
  await tx.execute(sql`
    update ${orderLines} l set
      delivered_qty = s.delivered_qty,
      actual_weight_grams = s.actual_weight_grams,
      line_status = s.line_status,
      settled_row_total_cents = s.settled_row_total_cents
    from unnest(
      ${sql.param(settled.map((s) => s.lineId))}::int[],
      ${sql.param(settled.map((s) => s.deliveredQty))}::int[],
      ${sql.param(settled.map((s) => s.actualWeightGrams))}::int[],
      ${sql.param(settled.map((s) => s.status))}::text[],
      ${sql.param(settled.map((s) => s.settledRowTotalCents))}::int[]
    ) as s(line_id, delivered_qty, actual_weight_grams, line_status, settled_row_total_cents)
    where l.id = s.line_id and l.order_id = ${order.id}`);
  await tx.delete(orderSettledFeeLines).where(eq(orderSettledFeeLines.orderId, order.id));
  await tx
    .insert(orderSettledFeeLines)
    .values(settlement.totals.feeLines.map((f, position) => ({ orderId: order.id, kind: f.code, amountCents: f.amountCents, position })));
  await tx
    .update(orders)
    .set({ packedAt: now, cashbackCents: settlement.totals.cashbackCents, invoiceVersion: 1, updatedAt: now })
    .where(eq(orders.id, order.id));
  return settlement;
}

/** A packing entry that delivers nothing (mark_out_of_stock without one). */
export async function nothingDelivered(tx: Tx, orderId: number): Promise<PackedLineEntry[]> {
  return (await orderLinesOf(tx, orderId)).map((l) => ({ lineId: l.id, deliveredQty: 0, actualWeightGrams: null }));
}
