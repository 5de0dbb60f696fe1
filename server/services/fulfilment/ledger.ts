import { asc, eq } from 'drizzle-orm';
import type { TFunction } from 'i18next';
import { fromCents } from '../../../core/money';
import type { PaymentType } from '../../../core/checkout/order-totals';
import type { Database } from '../../db/client';
import type { LedgerEntryView, LedgerKind, LedgerStatus } from '../../../core/schemas/fulfilment';
import { type LedgerMethod, orderLedger, orders } from '../../db/schema';
import type { PaymentEvent } from '../../../core/orders/payment-status';
import { ledgerNoteKey, type LedgerRow, type Tx } from './ledger-rows';

/**
 * An order's money ledger (issue 15): what was held, taken and given back, and what to do next. Every
 * money movement is one order_ledger row; a movement through the provider is written `pending` with its
 * idempotency key inside the transaction that decides it, and carried out after the commit
 * (ledger-execution.ts), so a crash in between leaves a row the reconciler finishes (reconcile.ts).
 *
 * The invariant, to the cent, once nothing is pending: money received (capture, debit, cash collected)
 * − money returned (refund, store credit) = the order's final invoice total (orders.settled_total_cents).
 */

/** Money in, money out, and the kinds that move none (a hold, its release, an invoice). */
const MONEY_IN: ReadonlySet<LedgerKind> = new Set(['capture', 'debit', 'cash_collected']);
const MONEY_OUT: ReadonlySet<LedgerKind> = new Set(['refund', 'credit']);
/** What the provider carries out; every other kind is recorded as done when it is written. */
const PROVIDER_KINDS: ReadonlySet<LedgerKind> = new Set(['capture', 'void', 'debit']);

export interface LedgerBalance {
  /** Capture, debit and cash collected: succeeded or on their way (pending). */
  receivedCents: number;
  /** Refunds and store credit: succeeded or on their way. */
  returnedCents: number;
  netCents: number;
  /** Card authorizations neither captured nor released yet. */
  holds: { intentId: string; amountCents: number }[];
  /** The PAD mandate's bank account (the payment method the debit uses), when one is recorded. */
  mandate: string | null;
  /** Money taken per provider payment (or 'cash'), less what went back to it: where refunds go. */
  refundable: { ref: string; method: LedgerMethod; amountCents: number }[];
  pendingRows: number;
}

/** The provider payment that holds a money-in row's money: a recharge after a lapsed hold has its own. */
const moneyRef = (row: LedgerRow) => row.providerRef || row.targetRef || row.method;

/** Failed rows moved nothing; pending ones count as they will be driven to an end. */
export function ledgerBalance(rows: readonly LedgerRow[]): LedgerBalance {
  const live = rows.filter((r) => r.status !== 'failed');
  const refundable = new Map<string, { ref: string; method: LedgerMethod; amountCents: number }>();
  let receivedCents = 0;
  let returnedCents = 0;
  for (const row of live) {
    if (MONEY_IN.has(row.kind)) {
      receivedCents += row.amountCents;
      const ref = moneyRef(row);
      const entry = refundable.get(ref) ?? { ref, method: row.method, amountCents: 0 };
      entry.amountCents += row.amountCents;
      refundable.set(ref, entry);
    } else if (MONEY_OUT.has(row.kind)) {
      returnedCents += row.amountCents;
      const entry = row.kind === 'refund' ? refundable.get(row.targetRef) : undefined;
      if (entry) entry.amountCents -= row.amountCents;
    }
  }
  // A hold ends with its capture (whatever became of it) or its release.
  const ended = new Set(rows.filter((r) => r.kind === 'capture' || (r.kind === 'void' && r.status !== 'failed')).map((r) => r.targetRef));
  const holds = live
    .filter((r) => r.kind === 'authorize' && r.method === 'card' && !ended.has(r.targetRef))
    .map((r) => ({ intentId: r.targetRef, amountCents: r.amountCents }));
  const mandate = live.filter((r) => r.kind === 'authorize' && r.method === 'pad').at(-1)?.targetRef ?? null;
  return {
    receivedCents,
    returnedCents,
    netCents: receivedCents - returnedCents,
    holds,
    mandate,
    refundable: [...refundable.values()].filter((e) => e.amountCents > 0).sort((a, b) => b.amountCents - a.amountCents),
    pendingRows: rows.filter((r) => r.status === 'pending').length,
  };
}

export interface Movement {
  kind: LedgerKind;
  method: LedgerMethod;
  amountCents: number;
  /** The hold, payment or bank account the movement acts on ('cash' / 'pay_later' for money taken offline; '' for an invoice). */
  targetRef: string;
}

/**
 * The movements that bring the order's money to `targetCents` (what it now owes: the settled total,
 * a cancellation charge, 0): capture the hold at the target and release the rest, or release it all;
 * debit the PAD mandate; refund what was taken above the target, largest payment first; invoice cash
 * and pay-later orders (or, with `collect`, record that the money came in). An order that never held
 * money and owes something gets nothing here: its buyer pays again through checkout.
 */
export function planMovements(balance: LedgerBalance, targetCents: number, paymentType: PaymentType, options: { collect?: boolean } = {}): Movement[] {
  const moves: Movement[] = [];
  let need = targetCents - balance.netCents;
  if (paymentType === 'card') {
    for (const [i, hold] of balance.holds.entries()) {
      // The newest hold is captured when money is owed; any other is released.
      const capture = i === balance.holds.length - 1 && need > 0 ? Math.min(need, hold.amountCents) : 0;
      if (capture > 0) {
        moves.push({ kind: 'capture', method: 'card', amountCents: capture, targetRef: hold.intentId });
        need -= capture;
      } else moves.push({ kind: 'void', method: 'card', amountCents: hold.amountCents, targetRef: hold.intentId });
    }
  } else if (paymentType === 'pad') {
    if (need > 0 && balance.mandate) {
      moves.push({ kind: 'debit', method: 'pad', amountCents: need, targetRef: balance.mandate });
      need = 0;
    }
  } else if (need > 0) {
    // Cash and pay later: invoiced when settled, received when staff record it (collect).
    if (options.collect) moves.push({ kind: 'cash_collected', method: paymentType, amountCents: need, targetRef: '' });
    else moves.push({ kind: 'invoice', method: paymentType, amountCents: targetCents, targetRef: '' });
  }
  for (const source of balance.refundable) {
    if (need >= 0) break;
    const amount = Math.min(-need, source.amountCents);
    moves.push({ kind: 'refund', method: source.method, amountCents: amount, targetRef: source.ref });
    need += amount;
  }
  return moves;
}

/** What a settled row does to the payment status (core/orders/payment-status.ts events). */
export function paymentEventOf(kind: LedgerKind, status: LedgerStatus): PaymentEvent | null {
  if (status === 'pending') return null;
  if (MONEY_IN.has(kind)) return status === 'succeeded' ? 'money_received' : 'money_failed';
  if ((MONEY_OUT.has(kind) || kind === 'void') && status === 'succeeded') return 'refunded';
  return null;
}

/** Whether the provider carries this movement out (written pending) or it is done when recorded. */
export const throughProvider = (m: Pick<Movement, 'kind' | 'method'>) =>
  PROVIDER_KINDS.has(m.kind) || (m.kind === 'refund' && (m.method === 'card' || m.method === 'pad'));

export interface RecordMovementsInput {
  orderId: number;
  movements: readonly Movement[];
  /** Unique per decision (the status-log row's id): the rows' idempotency keys derive from it. */
  keyPrefix: string;
  provider: string;
  actor: string;
  now: Date;
  claimId?: number | null;
}

/**
 * Writes the movements in the caller's transaction: provider movements `pending` (carried out after
 * the commit), offline ones `succeeded`. Answers the rows written.
 */
export async function recordMovements(tx: Tx, input: RecordMovementsInput): Promise<LedgerRow[]> {
  if (input.movements.length === 0) return [];
  return tx
    .insert(orderLedger)
    .values(
      input.movements.map((m, i) => {
        const viaProvider = throughProvider(m);
        return {
          orderId: input.orderId,
          kind: m.kind,
          method: m.method,
          amountCents: m.amountCents,
          status: viaProvider ? ('pending' as const) : ('succeeded' as const),
          provider: viaProvider ? input.provider : '',
          targetRef: m.targetRef,
          idempotencyKey: `${input.keyPrefix}:${i}:${m.kind}`,
          noteKey: ledgerNoteKey(m.kind, m.method),
          claimId: input.claimId ?? null,
          actor: input.actor,
          createdAt: input.now,
          settledAt: viaProvider ? null : input.now,
        };
      }),
    )
    .returning();
}

/**
 * Decides and records, in the caller's transaction (which holds the order's lock), the movements that
 * bring the order's money to `targetCents`. Answers the rows written; the pending ones are for
 * runLedgerRows once the transaction has committed.
 */
export async function recordMoneyTo(
  tx: Tx,
  input: Omit<RecordMovementsInput, 'orderId' | 'movements'> & { order: { id: number; paymentType: PaymentType }; targetCents: number; collect?: boolean },
): Promise<LedgerRow[]> {
  const balance = ledgerBalance(await ledgerRows(tx, input.order.id));
  const movements = planMovements(balance, input.targetCents, input.order.paymentType, { collect: input.collect });
  return recordMovements(tx, { ...input, orderId: input.order.id, movements });
}

export async function ledgerRows(db: Pick<Database, 'select'>, orderId: number): Promise<LedgerRow[]> {
  return db.select().from(orderLedger).where(eq(orderLedger.orderId, orderId)).orderBy(asc(orderLedger.id));
}

export interface LedgerInvariant {
  /** Received − returned over succeeded rows. */
  capturedMinusRefundedCents: number;
  finalInvoiceTotalCents: number | null;
  pendingRows: number;
  openHolds: number;
  /** Settled, nothing pending, no hold left, and the two figures equal to the cent. */
  holds: boolean;
}

/** The invariant for one order: captured − refunded = the final invoice total, to the cent. */
export async function ledgerInvariant(db: Database, orderId: number): Promise<LedgerInvariant> {
  const rows = await ledgerRows(db, orderId);
  const done = ledgerBalance(rows.filter((r) => r.status === 'succeeded'));
  const [order] = await db.select({ settled: orders.settledTotalCents }).from(orders).where(eq(orders.id, orderId)).limit(1);
  const pendingRows = rows.filter((r) => r.status === 'pending').length;
  const finalInvoiceTotalCents = order?.settled ?? null;
  return {
    capturedMinusRefundedCents: done.netCents,
    finalInvoiceTotalCents,
    pendingRows,
    openHolds: done.holds.length,
    holds: finalInvoiceTotalCents !== null && pendingRows === 0 && done.holds.length === 0 && done.netCents === finalInvoiceTotalCents,
  };
}

/** The order's ledger in plain words, oldest first; a failed row says why in the reader's language. */
export async function ledgerView(db: Database, orderId: number, t: TFunction): Promise<LedgerEntryView[]> {
  const rows = await ledgerRows(db, orderId);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    amount: fromCents(row.amountCents),
    status: row.status,
    description:
      row.status === 'failed'
        ? t('fulfilment.ledger.failed', { what: t(row.noteKey), reason: failureText(t, row.failureCode) })
        : row.status === 'pending'
          ? t('fulfilment.ledger.pending', { what: t(row.noteKey) })
          : t(row.noteKey),
    created_at: row.createdAt.toISOString(),
    settled_at: row.settledAt?.toISOString() ?? null,
  }));
}

/** A failure code in words: the provider's decline reasons are translated; anything else is generic. */
export function failureText(t: TFunction, code: string): string {
  const clean = code.replace(/[^a-z0-9_]/gi, '');
  const generic = t('payment.decline.generic');
  if (!clean) return generic;
  return t(`fulfilment.failure.${clean}`, { defaultValue: '' }) || t(`payment.decline.${clean}`, { defaultValue: generic });
}
