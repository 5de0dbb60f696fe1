import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TFunction } from 'i18next';
import { formatCents } from '../../../core/format/currency';
import { fromCents } from '../../../core/money';
import { buyerCancellation } from '../../../core/orders/buyer-cancellation';
import { nominalUnitGrams } from '../../../core/orders/catch-weight';
import { ORDER_ACTIONS, type OrderAction, type Role, ROLES } from '../../../core/orders/lifecycle';
import { checkoutChargesOf, settleOrder } from '../../../core/orders/settlement';
import { settlementView } from '../../../core/orders/settlement-view';
import type { BuyerCancellation, BuyerOrderDetail } from '../../../core/schemas/buyer-order';
import type { Locale } from '../../../core/schemas/common';
import type { ClaimView, SettlementView, StatusStepView } from '../../../core/schemas/fulfilment';
import { orderStatusSchema, paymentStatusSchema, type OrderStatus, type PaymentStatus } from '../../../core/schemas/order';
import { orderClaimPhotos, orderClaims, orderFeeLines, orderLines, orders, orderStatusLog } from '../../db/schema';
import { translator } from '../../i18n';
import { loadOrderDetail, statusLogNote } from '../orders/order-detail';
import { ledgerView } from './ledger';
import { feeRulesOf } from './transition';

/**
 * The buyer's order detail after checkout (issue 15; core/schemas/buyer-order.ts): the order as
 * checkout left it (loadOrderDetail) with its steps and their times, the settlement (ordered vs
 * delivered, credits) read back through core's own `settleOrder`, the ledger and the payment in
 * plain words, the claims, and whether the buyer may cancel now (core `buyerCancellation`, on the
 * app's clock). Null for a missing order or another customer's.
 */

type App = Pick<FastifyInstance, 'db' | 'clock'>;
type OrderRow = typeof orders.$inferSelect;
type LogRow = typeof orderStatusLog.$inferSelect;

export async function loadBuyerOrderDetail(
  app: FastifyInstance,
  q: { orderId: number; customerId: number; locale: Locale },
): Promise<BuyerOrderDetail | null> {
  const base = await loadOrderDetail(app, q);
  if (!base) return null;
  const { db } = app;
  const [row] = await db.select().from(orders).where(and(eq(orders.id, q.orderId), eq(orders.customerId, q.customerId))).limit(1);
  if (!row) return null;
  const t = translator(q.locale);
  const [lineIds, log, settlement, ledger, claims, cancellation] = await Promise.all([
    db.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, row.id)).orderBy(asc(orderLines.id)),
    db.select().from(orderStatusLog).where(eq(orderStatusLog.orderId, row.id)).orderBy(asc(orderStatusLog.createdAt), asc(orderStatusLog.id)),
    storedSettlement(app, row),
    ledgerView(db, row.id, t),
    claimViewsOf(app, row.id),
    cancellationOf(app, row, t),
  ]);
  const settledTotalCents = row.settledTotalCents;
  return {
    ...base,
    // loadOrderDetail lists the lines in id order too.
    lines: base.lines.map((line, index) => ({ ...line, line_id: lineIds[index]?.id ?? 0 })),
    steps: stepsOf(log, t),
    settlement,
    settled_total: settledTotalCents === null ? null : fromCents(settledTotalCents),
    ledger,
    payment_words: paymentWords(t, row, q.locale),
    claims,
    cancellation,
    delivery: row.deliveredAt ? { receiver_name: row.receiverName ?? '', photo: row.deliveryPhoto } : null,
    cancel_reason: cancelReasonOf(log),
  };
}

const isAction = (value: string): value is OrderAction => (ORDER_ACTIONS as readonly string[]).includes(value);

/** 'customer' → buyer, 'agent:7' → agent, 'warehouse:3' → warehouse; 'system' and the like → null. */
export function actorRole(label: string): Role | null {
  if (label === 'customer') return 'buyer';
  const role = label.split(':', 1)[0] ?? '';
  return (ROLES as readonly string[]).includes(role) ? (role as Role) : null;
}

/** The log note's step: orders.steps.<action>[?reason=…]; the order's first row is its placing. */
function stepAction(note: string): OrderAction | null | undefined {
  const match = /^orders\.steps\.([a-z_]+)(\?.*)?$/.exec(note);
  if (match && isAction(match[1]!)) return match[1];
  return undefined;
}

/** The steps of the order's life: its placing (the first row) and every orders.steps.* row, oldest first. */
export function stepsOf(log: readonly LogRow[], t: TFunction): StatusStepView[] {
  const steps: StatusStepView[] = [];
  log.forEach((entry, index) => {
    const action = stepAction(entry.note);
    if (action === undefined && index > 0) return;
    steps.push({
      action: action ?? null,
      status: orderStatusSchema.safeParse(entry.status).data ?? 'processing',
      payment_status: paymentStatusSchema.safeParse(entry.paymentStatus).data ?? 'unpaid',
      actor_role: actorRole(entry.actor),
      description: action ? statusLogNote(entry.note, t) : t('orders.log.placed'),
      at: entry.createdAt.toISOString(),
    });
  });
  return steps;
}

/** Why staff cancelled, as typed (the newest cancel_by_staff step's reason). */
function cancelReasonOf(log: readonly LogRow[]): string {
  const note = [...log].reverse().find((l) => l.note.startsWith('orders.steps.cancel_by_staff?'))?.note;
  return note ? (new URLSearchParams(note.split('?', 2)[1] ?? '').get('reason') ?? '') : '';
}

/**
 * A packed order's settlement, computed again by core from what packing stored (each line's
 * delivered quantity and weight, the checkout's fee lines): the same figures packing charged.
 */
async function storedSettlement(app: App, order: OrderRow): Promise<SettlementView | null> {
  if (order.packedAt === null) return null;
  const [lines, fees] = await Promise.all([
    app.db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
    app.db.select().from(orderFeeLines).where(eq(orderFeeLines.orderId, order.id)),
  ]);
  const settlement = settleOrder({
    paymentType: order.paymentType,
    lines: lines.map((l) => ({
      lineId: l.id,
      orderedQty: l.qty,
      rowTotalCents: l.rowTotalCents,
      taxRateBps: l.taxRateBps,
      nominalUnitGrams: nominalUnitGrams({ needWeigh: l.needWeigh, weightValue: l.weightValue, weightUnit: l.weightUnit }),
      deliveredQty: l.deliveredQty ?? 0,
      actualWeightGrams: l.actualWeightGrams,
      isGift: l.isGift,
    })),
    checkout: checkoutChargesOf(
      fees.map((f) => ({ code: f.kind, amountCents: f.amountCents })),
      order.totalCents,
    ),
  });
  return settlementView(settlement);
}

/** The order's claims as the buyer sees them (helper `claims` files and decides them). */
async function claimViewsOf(app: App, orderId: number): Promise<ClaimView[]> {
  const claims = await app.db.select().from(orderClaims).where(eq(orderClaims.orderId, orderId)).orderBy(asc(orderClaims.id));
  if (claims.length === 0) return [];
  const photos = await app.db
    .select()
    .from(orderClaimPhotos)
    .where(
      inArray(
        orderClaimPhotos.claimId,
        claims.map((c) => c.id),
      ),
    )
    .orderBy(asc(orderClaimPhotos.id));
  return claims.map((c) => ({
    claim_id: c.id,
    order_id: c.orderId,
    line_id: c.orderLineId,
    qty: c.qty,
    kind: c.kind,
    note: c.note,
    photos: photos.filter((p) => p.claimId === c.id).map((p) => p.path),
    status: c.status,
    resolution: c.resolution,
    amount: fromCents(c.amountCents ?? 0),
    decision_reason: c.decisionReason,
    created_at: c.createdAt.toISOString(),
    decided_at: c.decidedAt?.toISOString() ?? null,
  }));
}

async function cancellationOf(app: App, order: OrderRow, t: TFunction): Promise<BuyerCancellation> {
  const facts = buyerCancellation(
    {
      status: order.status as OrderStatus,
      shippingType: order.shippingType,
      paymentType: order.paymentType,
      paymentStatus: order.paymentStatus as PaymentStatus,
      customerId: order.customerId,
      createdAt: order.createdAt,
      packed: order.packedAt !== null,
    },
    { customerId: order.customerId, now: app.clock(), smallOrderFeeRules: await feeRulesOf(app.db, order.shopId), orderTotalCents: order.totalCents },
  );
  return {
    allowed: facts.allowed,
    window: facts.window,
    charge: fromCents(facts.chargeCents),
    refund: fromCents(facts.refundCents),
    call_note: facts.callReason ? t(facts.callReason) : null,
  };
}

/**
 * The payment status in a sentence for the order's payment type (buyerOrder.payment.<status>_<type>,
 * else buyerOrder.payment.<status>), with the amount that matters now: the final total once packed.
 */
export function paymentWords(
  t: TFunction,
  order: Pick<OrderRow, 'paymentStatus' | 'paymentType' | 'totalCents' | 'settledTotalCents' | 'status'>,
  locale: Locale,
): string {
  const nothingOwed = (order.settledTotalCents ?? 0) === 0 && order.paymentStatus !== 'refund' && order.paymentStatus !== 'paid';
  const status = order.status === 'cancelled' && nothingOwed ? 'cancelled' : order.paymentStatus;
  const cents = order.settledTotalCents ?? order.totalCents;
  return t([`buyerOrder.payment.${status}_${order.paymentType}`, `buyerOrder.payment.${status}`], { amount: formatCents(cents, locale) });
}
