import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { fromCents } from '../../../core/money';
import type { PaymentAttempt } from '../../../core/schemas/payment';
import type { TFunction } from 'i18next';
import type { PadMandate, ProviderIntent } from '../../adapters/payments/payment-provider';
import { orders, payments } from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../http/api-error';
import { type AppliedOutcome, applyIntent } from './apply-intent';
import { declineMessage, type PaymentContext, viaProvider } from './payment-context';
import { ensureProviderCustomer } from './provider-customers';
import { requireReadbackConfirmed } from '../readback/readback';

/** Spec §5, §9: the order amount must be larger than $0.5. */
export const MIN_PAYABLE_CENTS = 50;

/** A 'pending' attempt younger than this is another request still talking to the provider. */
const IN_FLIGHT_MS = 60_000;

export interface StartPaymentInput {
  customerId: number;
  orderId: number;
  method: 'card' | 'pad';
  /** The provider's payment method: a saved card (pm_…) or the PAD account's acss_debit method. */
  paymentMethodId: string;
  /** The caller's Idempotency-Key (body or header); derived from the order and method when absent. */
  clientKey?: string;
  /** PAD: the accepted agreement. */
  mandate?: PadMandate;
  actor: string;
}

export interface StartedPayment {
  paymentId: number;
  intent: ProviderIntent;
  outcome: AppliedOutcome | null;
}

type OrderRow = typeof orders.$inferSelect;

/** Payment statuses of an order whose payment is taken care of: held, mandated, settling or settled. */
const ALREADY_PAID = new Set(['paid', 'prepaid', 'waiting_adjust', 'refund']);

/**
 * The attempt for this call: the one with the caller's key (or the derived key), else none yet.
 * Another order's attempt under the same key is refused.
 */
export async function findAttempt(
  ctx: PaymentContext,
  order: OrderRow,
  input: Pick<StartPaymentInput, 'customerId' | 'method' | 'paymentMethodId' | 'clientKey'>,
): Promise<{ key: string; attempt: typeof payments.$inferSelect | undefined }> {
  const key = input.clientKey
    ? `c${input.customerId}:${input.clientKey}`
    : `o${order.id}:${input.method}:${input.paymentMethodId}:${await closedAttempts(ctx, order.id)}`;
  const [attempt] = await ctx.db.select().from(payments).where(eq(payments.idempotencyKey, key)).limit(1);
  if (attempt && attempt.orderId !== order.id) throw badRequest('IDEMPOTENCY_KEY_REUSED', 'payment.idempotency_key_reused');
  return { key, attempt };
}

/**
 * Authorizes a card order (spec §4 Payment flow; DECISIONS.md "After checkout": cards are authorized at
 * checkout and captured at the settled amount when packed; charging is idempotent). Checks: the
 * caller's own order, paid the way it was placed, unpaid or failed, at least $0.50. Each attempt is one
 * payments row with a unique idempotency key; a repeated call with the same key answers the first
 * attempt and the provider authorizes once (the same key goes to the provider).
 */
export async function startOrderPayment(ctx: PaymentContext, input: StartPaymentInput): Promise<StartedPayment> {
  const order = await ownOrder(ctx, input.customerId, input.orderId);
  if (order.paymentType !== input.method) throw badRequest('WRONG_PAYMENT_TYPE', `payment.wrong_payment_type_${input.method}`);
  await requireReadbackConfirmed(ctx.db, order);

  const found = await findAttempt(ctx, order, input);
  const key = found.key;
  let attempt = found.attempt;
  if (attempt?.providerRef) {
    // The same attempt again: answer it as it now is.
    const intent = await viaProvider(() => ctx.payments.retrievePayment(attempt!.providerRef));
    const outcome = await applyIntent(ctx.db, { intent, paymentId: attempt.id, provider: ctx.payments.name, now: ctx.clock(), actor: input.actor });
    return { paymentId: attempt.id, intent, outcome };
  }

  if (!attempt) {
    await cancelWaitingAttempts(ctx, order.id, input.actor);
    attempt = await openAttempt(ctx, order.id, input.method, key);
  }
  const providerCustomerId = await ensureProviderCustomer(ctx, input.customerId);
  // Derived from the attempt row, so a concurrent doubled call sends the provider the same key.
  const providerKey = attemptProviderKey(attempt);
  let intent: ProviderIntent;
  try {
    intent = await viaProvider(
      () =>
        ctx.payments.createPayment({
          providerCustomerId,
          amountCents: attempt!.amountCents,
          paymentMethodId: input.paymentMethodId,
          methodType: input.method === 'pad' ? 'acss_debit' : 'card',
          metadata: { order_id: String(order.id), order_no: order.orderNo, payment_id: String(attempt!.id) },
          idempotencyKey: providerKey,
          captureMethod: input.method === 'card' ? 'manual' : 'automatic',
          mandate: input.mandate,
        }),
      input.method === 'pad' ? 'pad.account_not_found' : 'payment.card_not_found',
    );
  } catch (error) {
    // Refused before any charge (unknown card, bad request): close the attempt so the next one may start.
    if (error instanceof ApiError && error.statusCode < 500) {
      await ctx.db
        .update(payments)
        .set({ status: 'failed', updatedAt: ctx.clock() })
        .where(and(eq(payments.id, attempt.id), eq(payments.status, 'pending')));
    }
    throw error;
  }
  const outcome = await applyIntent(ctx.db, { intent, paymentId: attempt.id, provider: ctx.payments.name, now: ctx.clock(), actor: input.actor });
  return { paymentId: attempt.id, intent, outcome };
}

export async function ownOrder(ctx: PaymentContext, customerId: number, orderId: number): Promise<OrderRow> {
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
    .limit(1);
  if (!order) throw notFound('ORDER_NOT_FOUND', 'payment.order_not_found');
  return order;
}

/** How many of the order's attempts ended without a charge: a retry after a decline gets a fresh derived key. */
async function closedAttempts(ctx: PaymentContext, orderId: number): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['failed', 'canceled'])));
  return row?.n ?? 0;
}

/** A card payment left waiting for 3-D Secure is canceled before another attempt, so the order is never charged twice. */
async function cancelWaitingAttempts(ctx: PaymentContext, orderId: number, actor: string): Promise<void> {
  const waiting = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.method, 'card'), eq(payments.status, 'authorizing')));
  for (const attempt of waiting) {
    if (!attempt.providerRef) continue;
    const intent = await viaProvider(() => ctx.payments.cancelPayment(attempt.providerRef));
    await applyIntent(ctx.db, { intent, paymentId: attempt.id, provider: ctx.payments.name, now: ctx.clock(), actor });
  }
}

/** The provider's Idempotency-Key of an attempt, derived from its row so doubled calls send the same one. */
export const attemptProviderKey = (attempt: Pick<typeof payments.$inferSelect, 'id' | 'createdAt'>) =>
  `sd-payment-${attempt.id}-${attempt.createdAt.getTime()}`;

/** Inserts the attempt under the order's row lock, after checking the order may be paid now. */
export async function openAttempt(ctx: PaymentContext, orderId: number, method: 'card' | 'pad', key: string) {
  const now = ctx.clock();
  const opened = await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound('ORDER_NOT_FOUND', 'payment.order_not_found');
    // A doubled call that waited for the lock shares the attempt the first one opened.
    const [same] = await tx.select().from(payments).where(eq(payments.idempotencyKey, key)).limit(1);
    if (same) return same;
    if (ALREADY_PAID.has(order.paymentStatus)) throw badRequest('ORDER_ALREADY_PAID', 'payment.order_already_paid');
    if (order.paymentStatus !== 'unpaid' && order.paymentStatus !== 'failed') {
      throw badRequest('PAYMENT_IN_PROGRESS', 'payment.attempt_in_progress');
    }
    if (order.totalCents < MIN_PAYABLE_CENTS) {
      throw badRequest('AMOUNT_TOO_SMALL', 'payment.amount_too_small', { min: fromCents(MIN_PAYABLE_CENTS) });
    }
    const open = await tx
      .select({ id: payments.id, status: payments.status, createdAt: payments.createdAt })
      .from(payments)
      .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['pending', 'authorizing'])))
      .orderBy(desc(payments.id));
    const busy = open.find((p) => p.status === 'authorizing' || now.getTime() - p.createdAt.getTime() < IN_FLIGHT_MS);
    if (busy) throw badRequest('PAYMENT_IN_PROGRESS', 'payment.attempt_in_progress');
    const [row] = await tx
      .insert(payments)
      .values({
        orderId,
        provider: ctx.payments.name,
        method,
        amountCents: order.totalCents,
        status: 'pending',
        idempotencyKey: key,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    return row;
  });
  if (opened && opened.orderId === orderId) return opened;
  // The key is taken (by another order, or a race the lock did not cover): share the winner's attempt.
  const [winner] = await ctx.db.select().from(payments).where(eq(payments.idempotencyKey, key)).limit(1);
  if (!winner || winner.orderId !== orderId) throw badRequest('IDEMPOTENCY_KEY_REUSED', 'payment.idempotency_key_reused');
  return winner;
}

/** The renderer's view of an attempt (paymentAttemptSchema): a card authorized for capture is the checkout's success. */
export function attemptView(orderId: number, intent: ProviderIntent, t: TFunction): PaymentAttempt {
  const status: PaymentAttempt['status'] =
    intent.status === 'succeeded' || intent.status === 'requires_capture'
      ? 'succeeded'
      : intent.status === 'requires_action'
        ? 'requires_action'
        : intent.status === 'requires_payment_method' || intent.status === 'canceled'
          ? 'failed'
          : 'processing';
  return {
    order_id: orderId,
    intent_id: intent.id,
    status,
    client_secret: status === 'requires_action' ? intent.clientSecret : null,
    message: status === 'failed' ? (intent.status === 'canceled' ? t('payment.attempt_canceled') : declineMessage(t, intent)) : null,
  };
}
