import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PaymentStatus, OrderStatus } from '../../../core/schemas/order';
import { orders, orderStatusLog, shops } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';
import { catalogueChanged } from '../orders/catalogue-bump';
import { returnStock } from '../orders/reserve-stock';
import { mailFinalInvoiceAfterPacking } from '../receipts/final-invoice-mail';
import { requireReadbackConfirmed } from '../readback/readback';
import { type Actor, canTransition, type MoneyEffect, type OrderAction } from '../../../core/orders/lifecycle';
import type { PackedLineEntry } from '../../../core/orders/line-outcome';
import { cancellationCharge, type Settlement } from '../../../core/orders/settlement';
import { runLedgerRows } from './ledger-execution';
import type { LedgerRow, Tx } from './ledger-rows';
import { decideOrderMoney, type DecidedMoney } from './order-money';
import { notifyOrderStep } from './notify';
import { nothingDelivered, orderLinesOf, packOrder } from './packing';

/**
 * One step in an order's life after checkout (issue 15): `applyAction(app, orderId, action, actor,
 * input)`. In ONE transaction, holding the order's row lock (`select … for update`): core decides
 * whether the actor may take the step now (`canTransition`) and what it does; the step's effects
 * follow — packing and settlement, stock back on sale, the money decided in the ledger (pending rows),
 * the order's status, times and payment status, and a status-log row naming the actor. After the
 * commit the provider is called through the ledger's pending rows (a crash there is the reconciler's),
 * and the catalogue is told when stock came back.
 *
 * Two steps racing on one order (a cancel and a pack) queue on the lock: the second reads the first's
 * result and is refused by core with a 409, so nothing is ever half done. A refusal is a 409
 * ORDER_TRANSITION_REFUSED with core's reason in the caller's language; another customer's order
 * answers 404, like a missing one.
 */

export interface StepActor extends Actor {
  /** Buyer and agent: the customer their session is for. Staff: their account. */
  customerId?: number;
  staffId?: number;
}

export interface StepInput {
  /** pack: every line's delivered quantity and, for weighed lines, the actual weight. */
  lines?: PackedLineEntry[];
  /** deliver, hand_over_pickup: who took the goods; deliver: the driver's photo (already stored: its path). */
  receiverName?: string;
  deliveryPhoto?: string | null;
  /** Cancellation: why (staff must say; the buyer reads it in the order's log). */
  reason?: string;
}

export interface StepResult {
  orderId: number;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  settledTotalCents: number | null;
  /** The money movements this step made, as they ended (or still pending at the provider). */
  ledger: LedgerRow[];
  stockReturned: boolean;
}

type App = Pick<FastifyInstance, 'db' | 'payments' | 'clock' | 'config' | 'log' | 'catalogue' | 'sms' | 'mail'>;
type OrderRow = typeof orders.$inferSelect;

/** Who moved the order, for the status log: the same words as the payment log ('customer', 'agent:7'). */
export function actorLabel(actor: StepActor): string {
  if (actor.role === 'buyer') return 'customer';
  return `${actor.role}:${actor.staffId ?? 0}`;
}

const orderNotFound = () => notFound('ORDER_NOT_FOUND', 'orders.not_found');

/** The step's line in the order's log: its words (orders.steps.*), with the reason staff gave for a cancellation. */
function stepNote(action: OrderAction, input: StepInput): string {
  const reason = input.reason?.trim();
  return reason ? `orders.steps.${action}?${new URLSearchParams({ reason }).toString()}` : `orders.steps.${action}`;
}

export async function applyAction(app: App, orderId: number, action: OrderAction, actor: StepActor, input: StepInput = {}): Promise<StepResult> {
  const now = app.clock();
  const step = await app.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw orderNotFound();
    if ((actor.role === 'buyer' || actor.role === 'agent') && order.customerId !== actor.customerId) throw orderNotFound();
    const check = canTransition(
      {
        status: order.status as OrderStatus,
        shippingType: order.shippingType,
        paymentType: order.paymentType,
        paymentStatus: order.paymentStatus as PaymentStatus,
        customerId: order.customerId,
        createdAt: order.createdAt,
        packed: order.packedAt !== null,
      },
      action,
      actor,
      now,
    );
    if (!check.ok) throw new ApiError(409, 'ORDER_TRANSITION_REFUSED', check.reason, check.params);
    // Packing settles the money (capture, debit or invoice): not before a required read-back is confirmed.
    if (action === 'pack') await requireReadbackConfirmed(tx, order);

    const [log] = await tx
      .insert(orderStatusLog)
      .values({ orderId, status: check.to, paymentStatus: order.paymentStatus, note: stepNote(action, input), actor: actorLabel(actor), createdAt: now })
      .returning({ id: orderStatusLog.id });
    const keyPrefix = `order:${orderId}:step:${log!.id}`;

    let settlement: Settlement | null = null;
    if (action === 'pack' || action === 'mark_out_of_stock') {
      const entries = input.lines ?? (action === 'mark_out_of_stock' ? await nothingDelivered(tx, orderId) : []);
      settlement = await packOrder(tx, order, entries, now);
    }
    const stockReturned = check.effects.stock === 'return' ? (await putStockBack(tx, order)) > 0 : false;
    const money = await moveMoney(tx, app, order, check.effects.money, settlement, keyPrefix, actorLabel(actor), now);

    await tx
      .update(orders)
      .set({
        status: check.to,
        updatedAt: now,
        ...(action === 'accept' ? { acceptedAt: now } : {}),
        ...(action === 'deliver' ? { deliveredAt: now, receiverName: input.receiverName ?? null, deliveryPhoto: input.deliveryPhoto ?? null } : {}),
        // A pickup handed over: who collected it, and when (the claims clock starts as for a delivery).
        ...(action === 'hand_over_pickup' ? { deliveredAt: now, receiverName: input.receiverName ?? null } : {}),
        ...(check.to === 'cancelled' ? { cancelledAt: now } : {}),
      })
      .where(eq(orders.id, orderId));
    const paymentStatus = money?.paymentStatus ?? (order.paymentStatus as PaymentStatus);
    await tx.update(orderStatusLog).set({ paymentStatus }).where(eq(orderStatusLog.id, log!.id));
    return { pending: money?.pending ?? [], rows: money?.rows ?? [], stockReturned };
  });

  if (step.stockReturned) await catalogueChanged(app);
  const ran = await runLedgerRows(app, step.pending);
  // Settled: the buyer gets the final invoice by e-mail (in the background; a failure is logged, the step stands).
  if (action === 'pack') mailFinalInvoiceAfterPacking(app, orderId);
  const ranById = new Map(ran.map((r) => [r.id, r]));
  const ledger = step.rows.map((r) => ranById.get(r.id) ?? r);
  // The buyer hears about the step after it committed; a failed send is logged, never the step's failure.
  await notifyOrderStep(app, orderId, action, { reason: input.reason, receiverName: input.receiverName, ledger });
  const [after] = await app.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return {
    orderId,
    status: after!.status as OrderStatus,
    paymentStatus: after!.paymentStatus as PaymentStatus,
    settledTotalCents: after!.settledTotalCents,
    ledger,
    stockReturned: step.stockReturned,
  };
}

/** Units go back on sale: what was ordered before packing, what was packed after (shorts never were on the shelf). */
async function putStockBack(tx: Tx, order: OrderRow): Promise<number> {
  const lines = (await orderLinesOf(tx, order.id)).filter((l) => !l.isGift);
  const packed = order.packedAt !== null;
  return returnStock(
    tx,
    order.shopId,
    lines.map((l) => ({ productId: l.productId, qty: packed ? (l.deliveredQty ?? 0) : l.qty })),
  );
}

/** The step's money effect (core's), decided in the ledger; null when the step moves none. */
async function moveMoney(
  tx: Tx,
  app: App,
  order: OrderRow,
  effect: MoneyEffect,
  settlement: Settlement | null,
  keyPrefix: string,
  actor: string,
  now: Date,
): Promise<DecidedMoney | null> {
  const base = { keyPrefix, actor, now };
  switch (effect) {
    case 'settle':
      return decideOrderMoney(tx, app, { ...base, order, targetCents: settlement!.settledTotalCents, event: 'settled' });
    case 'void_or_refund_all':
      return decideOrderMoney(tx, app, { ...base, order, targetCents: 0, event: null });
    case 'charge_fee': {
      const fee = cancellationCharge({ money: effect, smallOrderFeeRules: await feeRulesOf(tx, order.shopId), orderTotalCents: order.totalCents });
      // The fee is the amount now known (settled): captured from the hold, debited, or invoiced.
      return decideOrderMoney(tx, app, { ...base, order, targetCents: fee, event: fee > 0 ? 'settled' : null });
    }
    case 'record_paid':
      return decideOrderMoney(tx, app, { ...base, order, targetCents: order.settledTotalCents ?? order.totalCents, event: null, collect: true });
    default:
      return null;
  }
}

/** The shop's small-order-fee rules as core reads them (the cart's reading, services/cart/shop-rules.ts). */
export async function feeRulesOf(tx: Pick<Tx, 'select'>, shopId: number) {
  const [shop] = await tx.select({ settings: shops.settings }).from(shops).where(eq(shops.id, shopId)).limit(1);
  const fee = shop?.settings.service_fee;
  return fee?.enabled ? fee.rules.map((rule) => ({ endCents: rule.end_cents, valueCents: rule.value_cents })) : [];
}
