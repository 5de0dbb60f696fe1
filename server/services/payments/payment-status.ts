import { and, desc, eq, inArray } from 'drizzle-orm';
import type { TFunction } from 'i18next';
import type { PaymentStatus } from '../../../core/schemas/order';
import type { CheckingStatus } from '../../../core/schemas/payment';
import type { ProviderIntent } from '../../adapters/payments/payment-provider';
import { orders, payments } from '../../db/schema';
import { applyIntent } from './apply-intent';
import { declineMessage, type PaymentContext, viaProvider } from './payment-context';
import { ownOrder } from './pay-order';

/**
 * checking_status / check_payment_status: the order's payment status and its latest attempt. An
 * attempt still authorizing is read from the provider first, which also settles sandbox PAD debits
 * whose delay has passed (the sandbox has no webhooks). An authorized attempt (card held, PAD mandate)
 * is the checkout's success.
 */
export async function orderPaymentStatus(
  ctx: PaymentContext,
  input: { customerId: number; orderId: number; method?: 'card' | 'pad'; t: TFunction; actor: string },
): Promise<CheckingStatus> {
  await ownOrder(ctx, input.customerId, input.orderId);
  const [attempt] = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, input.orderId), inArray(payments.method, input.method ? [input.method] : ['card', 'pad'])))
    .orderBy(desc(payments.id))
    .limit(1);
  let intent: ProviderIntent | null = null;
  // Settled attempts need no provider call (and a PAD mandate's providerRef is the bank account, not a payment).
  if (attempt?.providerRef && attempt.status !== 'succeeded' && attempt.status !== 'authorized') {
    intent = await viaProvider(() => ctx.payments.retrievePayment(attempt.providerRef));
    if (attempt.status === 'authorizing' || attempt.status === 'pending') {
      await applyIntent(ctx.db, { intent, paymentId: attempt.id, provider: ctx.payments.name, now: ctx.clock(), actor: input.actor });
    }
  }
  const [order] = await ctx.db.select({ paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, input.orderId)).limit(1);
  const [fresh] = attempt ? await ctx.db.select({ status: payments.status }).from(payments).where(eq(payments.id, attempt.id)).limit(1) : [];
  const status = fresh?.status;
  const view: CheckingStatus['attempt'] = !status
    ? 'none'
    : status === 'succeeded' || status === 'authorized'
      ? 'succeeded'
      : status === 'failed' || status === 'canceled'
        ? 'failed'
        : 'authorizing';
  return {
    order_id: input.orderId,
    payment_status: order!.paymentStatus as PaymentStatus,
    attempt: view,
    message:
      view === 'failed'
        ? status === 'canceled'
          ? input.t('payment.attempt_canceled')
          : intent
            ? declineMessage(input.t, intent)
            : input.t('payment.decline.generic')
        : null,
  };
}
