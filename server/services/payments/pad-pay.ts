import { and, eq } from 'drizzle-orm';
import { fromCents } from '../../../core/money';
import { orders, orderStatusLog, payments } from '../../db/schema';
import { badRequest } from '../../http/api-error';
import { recordAudit } from '../agent/audit';
import { recordCheckoutMovement } from '../fulfilment/ledger-rows';
import { paymentLogNote } from './apply-intent';
import { requireReadbackConfirmed } from '../readback/readback';
import { ownPadAccount, refreshPadAccount } from './pad-accounts';
import { acceptedStatement } from './pad-statement';
import { findAttempt, openAttempt, ownOrder } from './pay-order';
import { type PaymentContext, viaProvider } from './payment-context';

export interface PadMandateAttempt {
  paymentId: number;
  /** The bank account's acss_debit payment method the order will be debited from. */
  paymentMethodId: string;
}

/**
 * POST /api/pad/pay: pays a PAD order from one of the caller's bank accounts. Needs the accepted PAD
 * agreement and a verified account. Nothing is debited now (DECISIONS.md "After checkout"): the order
 * records which account its mandate covers (payment status 'prepaid'), and the debit is made at the
 * settled amount when the order is packed, through the order's ledger. A repeated call with the same
 * key answers the same attempt.
 */
export async function payOrderByPad(
  ctx: PaymentContext,
  input: { customerId: number; orderId: number; padAccountId: number; clientKey?: string; actor: string },
): Promise<PadMandateAttempt> {
  const statement = await acceptedStatement(ctx.db, input.customerId);
  if (!statement) throw badRequest('PAD_STATEMENT_REQUIRED', 'pad.statement_required');
  const account = await refreshPadAccount(ctx, await ownPadAccount(ctx, input.customerId, input.padAccountId));
  if (account.status === 'pending') throw badRequest('PAD_ACCOUNT_PENDING', 'pad.account_pending');
  if (account.status === 'failed' || account.provider !== ctx.payments.name) throw badRequest('PAD_BINDING_FAILED', 'pad.binding_failed');
  const setup = await viaProvider(() => ctx.payments.retrieveSetupIntent(account.providerRef), 'pad.account_not_found');
  if (!setup.paymentMethodId) throw badRequest('PAD_BINDING_FAILED', 'pad.binding_failed');
  const paymentMethodId = setup.paymentMethodId;

  const order = await ownOrder(ctx, input.customerId, input.orderId);
  if (order.paymentType !== 'pad') throw badRequest('WRONG_PAYMENT_TYPE', 'payment.wrong_payment_type_pad');
  await requireReadbackConfirmed(ctx.db, order);
  const found = await findAttempt(ctx, order, { customerId: input.customerId, method: 'pad', paymentMethodId, clientKey: input.clientKey });
  const attempt = found.attempt ?? (await openAttempt(ctx, order.id, 'pad', found.key));
  if (attempt.status === 'pending') await recordMandate(ctx, attempt.id, paymentMethodId, input.actor);
  const [fresh] = await ctx.db.select().from(payments).where(eq(payments.id, attempt.id)).limit(1);
  return { paymentId: attempt.id, paymentMethodId: fresh!.providerRef || paymentMethodId };
}

/** The attempt becomes the order's mandate, in one transaction under the order's lock: attempt, order, log, ledger, audit. */
async function recordMandate(ctx: PaymentContext, paymentId: number, paymentMethodId: string, actor: string): Promise<void> {
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const [attempt] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!attempt || attempt.status !== 'pending') return;
    const [order] = await tx.select().from(orders).where(eq(orders.id, attempt.orderId)).for('update');
    if (!order) return;
    await tx
      .update(payments)
      .set({ status: 'authorized', providerRef: paymentMethodId, updatedAt: now })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')));
    await tx.update(orders).set({ paymentStatus: 'prepaid', updatedAt: now }).where(eq(orders.id, order.id));
    await tx.insert(orderStatusLog).values({
      orderId: order.id,
      status: order.status,
      paymentStatus: 'prepaid',
      note: paymentLogNote('pad', 'authorized'),
      actor,
      createdAt: now,
    });
    await recordCheckoutMovement(tx, {
      orderId: order.id,
      paymentId,
      kind: 'authorize',
      method: 'pad',
      amountCents: attempt.amountCents,
      provider: ctx.payments.name,
      intentId: paymentMethodId,
      actor,
      now,
    });
    if (order.agentId !== null) {
      await recordAudit(tx, {
        staffId: order.agentId,
        customerId: order.customerId,
        orderId: order.id,
        action: 'payment_taken',
        detail: { amount: fromCents(attempt.amountCents), method: 'pad' },
        now,
      });
    }
  });
}
