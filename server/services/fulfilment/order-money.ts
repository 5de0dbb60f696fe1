import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { nextPaymentStatus, type PaymentEvent } from '../../../core/orders/payment-status';
import type { PaymentStatus } from '../../../core/schemas/order';
import { orders } from '../../db/schema';
import { paymentEventOf, recordMoneyTo } from './ledger';
import { closeIfBalanced } from './ledger-execution';
import type { LedgerRow, Tx } from './ledger-rows';

type OrderRow = typeof orders.$inferSelect;

export interface MoneyDecision {
  /** The order, read under its lock in this transaction. */
  order: OrderRow;
  /** What the order now owes: the settled total, a cancellation charge, 0. It becomes the final invoice total. */
  targetCents: number;
  /** The payment status event of the decision itself ('settled' when packing fixes the amount). */
  event: PaymentEvent | null;
  /** Cash and pay later: the invoiced money came in (mark_paid). */
  collect?: boolean;
  keyPrefix: string;
  actor: string;
  now: Date;
  claimId?: number | null;
}

export interface DecidedMoney {
  paymentStatus: PaymentStatus;
  rows: LedgerRow[];
  /** For runLedgerRows once the transaction has committed. */
  pending: LedgerRow[];
}

/**
 * The money side of a step in an order's life, inside the step's transaction: the final invoice total
 * becomes `targetCents`, the ledger gets the movements that reach it (pending for the provider,
 * recorded for the rest), and the payment status follows core's events — the decision's own, then
 * those of the movements already done, then `paid` when the ledger already balances.
 */
export async function decideOrderMoney(tx: Tx, app: Pick<FastifyInstance, 'payments'>, d: MoneyDecision): Promise<DecidedMoney> {
  let paymentStatus = d.order.paymentStatus as PaymentStatus;
  if (d.event) paymentStatus = nextPaymentStatus(paymentStatus, d.event) ?? paymentStatus;
  const rows = await recordMoneyTo(tx, {
    order: d.order,
    targetCents: d.targetCents,
    collect: d.collect,
    keyPrefix: d.keyPrefix,
    provider: app.payments.name,
    actor: d.actor,
    now: d.now,
    claimId: d.claimId,
  });
  for (const row of rows) {
    const event = paymentEventOf(row.kind, row.status);
    if (event) paymentStatus = nextPaymentStatus(paymentStatus, event) ?? paymentStatus;
  }
  paymentStatus = await closeIfBalanced(tx, { id: d.order.id, paymentStatus, settledTotalCents: d.targetCents });
  await tx.update(orders).set({ settledTotalCents: d.targetCents, paymentStatus, updatedAt: d.now }).where(eq(orders.id, d.order.id));
  return { paymentStatus, rows, pending: rows.filter((r) => r.status === 'pending') };
}
