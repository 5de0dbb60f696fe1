import type { ProviderEvent } from '../../adapters/payments/payment-provider';
import { paymentEvents } from '../../db/schema';
import { applyIntentInTx } from './apply-intent';
import { applySetupIntent } from './pad-accounts';
import type { PaymentContext } from './payment-context';

const PAYMENT_EVENTS = new Set([
  'payment_intent.succeeded',
  // A manual-capture card authorized (after 3-D Secure): requires_capture.
  'payment_intent.amount_capturable_updated',
  'payment_intent.processing',
  'payment_intent.payment_failed',
  'payment_intent.requires_action',
  'payment_intent.canceled',
]);
const SETUP_EVENTS = new Set(['setup_intent.succeeded', 'setup_intent.setup_failed', 'setup_intent.canceled']);

/**
 * A verified provider event (Stripe webhook). Each event id is applied once: recording it in
 * payment_events and applying it share one transaction, so a replay (providers retry) changes nothing
 * and a failure leaves the event to be applied on the next delivery.
 */
export async function handleProviderEvent(ctx: PaymentContext, event: ProviderEvent): Promise<{ duplicate: boolean }> {
  const now = ctx.clock();
  const applied = await ctx.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ provider: ctx.payments.name, eventId: event.id, type: event.type.slice(0, 100), receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.eventId });
    if (!fresh) return false;
    if (event.intent && PAYMENT_EVENTS.has(event.type) && event.intent.kind !== 'setup') {
      await applyIntentInTx(tx, { intent: event.intent, provider: ctx.payments.name, now, actor: `${ctx.payments.name}-webhook` });
    }
    // A PAD account's verification (micro-deposits confirmed or given up).
    if (event.intent && SETUP_EVENTS.has(event.type)) await applySetupIntent({ db: tx, payments: ctx.payments, clock: ctx.clock, config: ctx.config }, event.intent);
    return true;
  });
  return { duplicate: !applied };
}
