import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { nominalUnitGrams } from '../../../core/orders/catch-weight';
import { settleLine } from '../../../core/orders/settlement';
import { fromCents, toCents } from '../../../core/money';
import type { Locale } from '../../../core/schemas/common';
import type { FinalInvoice } from '../../../core/schemas/receipt';
import { orderClaims, orderLines, orders, orderSettledFeeLines } from '../../db/schema';

/**
 * The final invoice's figures of one order (issue 15), read from what packing stored: each line's
 * delivered quantity, weight, status and settled row (order_lines), the settled fee lines
 * (order_settled_fee_lines), the approved claims (order_claims) and the final total
 * (orders.settled_total_cents, which every approved claim lowers). Null while the order is not packed
 * (invoice_version 0): then only the order confirmation exists.
 *
 * A line's credit is split into its short and its weight part by core's `settleLine` over the stored
 * entry (the rule lives once); the figures shown are the stored ones.
 */
export async function loadFinalInvoice(app: Pick<FastifyInstance, 'db'>, orderId: number, locale: Locale): Promise<FinalInvoice | null> {
  const { db } = app;
  const [order] = await db
    .select({
      packedAt: orders.packedAt,
      invoiceVersion: orders.invoiceVersion,
      totalCents: orders.totalCents,
      settledTotalCents: orders.settledTotalCents,
      cashbackCents: orders.cashbackCents,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!order || order.packedAt === null || order.invoiceVersion < 1) return null;
  const [lines, fees, claims] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id)),
    db.select().from(orderSettledFeeLines).where(eq(orderSettledFeeLines.orderId, orderId)).orderBy(asc(orderSettledFeeLines.position)),
    db
      .select()
      .from(orderClaims)
      .where(and(eq(orderClaims.orderId, orderId), eq(orderClaims.status, 'approved')))
      .orderBy(asc(orderClaims.decidedAt), asc(orderClaims.id)),
  ]);
  if (fees.length === 0) return null;

  const viewLines = lines.map((line) => {
    const unit = nominalUnitGrams({ needWeigh: line.needWeigh, weightValue: line.weightValue, weightUnit: line.weightUnit });
    const settledCents = line.settledRowTotalCents ?? line.rowTotalCents;
    return {
      line_id: line.id,
      status: line.lineStatus,
      ordered_qty: line.qty,
      delivered_qty: line.deliveredQty,
      ordered_weight_grams: unit === null ? null : unit * line.qty,
      actual_weight_grams: unit === null ? null : line.actualWeightGrams,
      ordered_row_total: fromCents(line.rowTotalCents),
      settled_row_total: fromCents(settledCents),
      credit: fromCents(line.rowTotalCents - settledCents),
    };
  });
  const creditsCents = lines.reduce((sum, l) => sum + (l.rowTotalCents - (l.settledRowTotalCents ?? l.rowTotalCents)), 0);
  const settledTotalCents = fees.find((f) => f.kind === 'total')?.amountCents ?? 0;
  const nameOf = new Map(lines.map((l) => [l.id, l.name[locale] || l.name.en]));

  return {
    version: order.invoiceVersion,
    packed_at: order.packedAt.toISOString(),
    settlement: {
      lines: viewLines,
      fee_lines: fees.map((f) => ({ code: f.kind, amount: fromCents(f.amountCents) })),
      credits: fromCents(creditsCents),
      charged_total: fromCents(order.totalCents),
      settled_total: fromCents(settledTotalCents),
      difference: fromCents(order.totalCents - settledTotalCents),
      cashback: fromCents(order.cashbackCents),
    },
    claims: claims.map((c) => ({
      claim_id: c.id,
      line_id: c.orderLineId,
      name: nameOf.get(c.orderLineId) ?? '',
      kind: c.kind,
      qty: c.qty,
      resolution: c.resolution ?? 'refund',
      amount: fromCents(c.amountCents ?? 0),
    })),
    final_total: fromCents(order.settledTotalCents ?? settledTotalCents),
  };
}

/**
 * A line's credit in its two parts (units not delivered, delivered units lighter than their standard
 * weight), in cents, by core's `settleLine` over the stored entry.
 */
export function creditParts(line: FinalInvoice['settlement']['lines'][number]): { shortCents: number; weightCents: number } {
  const nominalGramsPerUnit = line.ordered_weight_grams !== null && line.ordered_qty > 0 ? line.ordered_weight_grams / line.ordered_qty : null;
  const split = settleLine({
    lineId: line.line_id,
    orderedQty: line.ordered_qty,
    rowTotalCents: toCents(line.ordered_row_total),
    taxRateBps: 0,
    nominalUnitGrams: nominalGramsPerUnit,
    deliveredQty: Math.min(line.delivered_qty ?? 0, line.ordered_qty),
    actualWeightGrams: nominalGramsPerUnit === null ? null : line.actual_weight_grams,
  });
  return { shortCents: split.shortCreditCents, weightCents: split.weightCreditCents };
}
