import { and, eq } from 'drizzle-orm';
import { fromCents } from '../../../core/money';
import { LOCALES, type LocalizedText } from '../../../core/schemas/common';
import type { PaymentStatus } from '../../../core/schemas/order';
import type { ProviderIntent } from '../../adapters/payments/payment-provider';
import type { Database } from '../../db/client';
import { coupons, customerCoupons, orders, orderStatusLog, payments } from '../../db/schema';
import { translator } from '../../i18n';
import { recordAudit } from '../agent/audit';
import { recordCheckoutMovement } from '../fulfilment/ledger-rows';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * A payments row's status: pending (before the provider answered), then what the provider said.
 * 'authorized': the card is held (requires_capture) or the PAD mandate recorded; the money moves when
 * the order is packed, through the order's ledger, not through this attempt.
 */
export type AttemptStatus = 'pending' | 'authorizing' | 'authorized' | 'succeeded' | 'failed' | 'canceled';
export const FINAL_ATTEMPT_STATUSES: ReadonlySet<AttemptStatus> = new Set(['authorized', 'succeeded', 'failed', 'canceled']);
const FINAL = FINAL_ATTEMPT_STATUSES;

/** The cashback voucher stays valid this long after the debit settles. */
export const CASHBACK_VALID_DAYS = 90;

/** Spec §4 Payment flow: requires_action and processing are 'Authorizing'. */
export function attemptStatusOf(intent: Pick<ProviderIntent, 'status'>): Exclude<AttemptStatus, 'pending'> {
  switch (intent.status) {
    case 'succeeded':
      return 'succeeded';
    case 'requires_capture':
      return 'authorized';
    case 'canceled':
      return 'canceled';
    case 'requires_payment_method':
      return 'failed';
    default:
      return 'authorizing';
  }
}

type PaymentLogEvent = 'paid' | 'authorized' | 'authenticating' | 'processing' | 'failed' | 'canceled';

/**
 * A status-log note for a payment event, as an i18n key the order detail translates in the reader's
 * language (orders.log.card_failed?reason=card_declined → "Card payment declined: Your card was declined.").
 */
export function paymentLogNote(method: 'card' | 'pad', event: PaymentLogEvent, declineCode: string | null = null): string {
  const key = `orders.log.${method}_${event}`;
  const reason = declineCode?.replace(/[^a-z0-9_]/gi, '');
  return reason ? `${key}?reason=${reason}` : key;
}

export interface AppliedOutcome {
  paymentId: number;
  orderId: number;
  attempt: AttemptStatus;
  paymentStatus: PaymentStatus;
  /** Whether this call moved anything (false: already applied, e.g. a replayed webhook). */
  changed: boolean;
}

export interface ApplyInput {
  intent: ProviderIntent;
  /** Our payments row, when known; else found by provider + intent id, or the intent's metadata. */
  paymentId?: number;
  provider: string;
  now: Date;
  /** Who moved it, for the status log: 'customer', 'sandbox', 'stripe-webhook', … */
  actor: string;
}

/** Applies a provider intent to its attempt and order in one transaction (see applyIntentInTx). */
export function applyIntent(db: Database, input: ApplyInput): Promise<AppliedOutcome | null> {
  return db.transaction((tx) => applyIntentInTx(tx, input));
}

/**
 * The one place a payment outcome reaches an order (card route, PAD, sandbox authentication, status
 * polling and webhooks all come here). Idempotent: an attempt already in the intent's state is left
 * alone, and a final attempt (succeeded, failed, canceled) never moves again.
 * - requires_capture (a card authorized at checkout) → attempt 'authorized', order 'prepaid', and the
 *   order's ledger gets its authorize row: the capture comes when the order is packed;
 * - succeeded (an order charged in full: before authorization at checkout, or a PAD debit then) →
 *   order 'paid' (PAD: plus the cashback voucher), the ledger gets the capture or debit;
 * - a declined card or a PAD debit that fails → attempt 'failed', order 'failed' (payable again),
 *   the reason in the status log;
 * - requires_action / processing → attempt 'authorizing'; a PAD debit in flight makes the order 'prepaid'.
 * The status log gets an i18n key (paymentLogNote), never the provider's intent id: buyers read it.
 */
export async function applyIntentInTx(tx: Tx, input: ApplyInput): Promise<AppliedOutcome | null> {
  const { intent, now } = input;
  const payment = await findPayment(tx, input);
  if (!payment) return null;
  const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for('update');
  if (!order) return null;
  const current = payment.status as AttemptStatus;
  const next = attemptStatusOf(intent);
  const unchanged = { paymentId: payment.id, orderId: order.id, attempt: current, paymentStatus: order.paymentStatus as PaymentStatus, changed: false };
  if (FINAL.has(current) || (current === next && payment.providerRef === intent.id)) return unchanged;

  await tx.update(payments).set({ status: next, providerRef: intent.id, updatedAt: now }).where(eq(payments.id, payment.id));

  const isPad = payment.method === 'pad';
  const before = order.paymentStatus as PaymentStatus;
  let after: PaymentStatus = before;
  let event: PaymentLogEvent;
  if (next === 'succeeded') {
    after = 'paid';
    event = 'paid';
  } else if (next === 'authorized') {
    after = 'prepaid';
    event = 'authorized';
  } else if (next === 'authorizing') {
    if (isPad && intent.status === 'processing') after = 'prepaid';
    event = intent.status === 'requires_action' && !isPad ? 'authenticating' : 'processing';
  } else if (next === 'failed') {
    // Declined: the order can be paid again (another card, PAD, or another payment type).
    after = 'failed';
    event = 'failed';
  } else {
    if (before === 'prepaid') after = 'unpaid';
    event = 'canceled';
  }
  const note = paymentLogNote(isPad ? 'pad' : 'card', event, next === 'failed' ? intent.lastErrorCode : null);
  // A paid order stays paid whatever a stray late event says.
  if (before === 'paid') after = 'paid';

  if (after !== before) await tx.update(orders).set({ paymentStatus: after, updatedAt: now }).where(eq(orders.id, order.id));
  await tx.insert(orderStatusLog).values({ orderId: order.id, status: order.status, paymentStatus: after, note, actor: input.actor, createdAt: now });
  if (next === 'succeeded' && isPad && before !== 'paid') await issueCashbackVoucher(tx, order, now);
  if (next === 'succeeded' || next === 'authorized') {
    await recordCheckoutMovement(tx, {
      orderId: order.id,
      paymentId: payment.id,
      kind: next === 'authorized' ? 'authorize' : isPad ? 'debit' : 'capture',
      method: isPad ? 'pad' : 'card',
      amountCents: payment.amountCents,
      provider: input.provider,
      intentId: intent.id,
      actor: input.actor,
      now,
    });
  }
  // Issue 7 audit: a payment for an order an agent placed is attributed to that agent.
  if ((next === 'succeeded' || next === 'authorized') && order.agentId !== null) {
    await recordAudit(tx, {
      staffId: order.agentId,
      customerId: order.customerId,
      orderId: order.id,
      action: 'payment_taken',
      detail: { amount: fromCents(payment.amountCents), method: payment.method },
      now,
    });
  }
  return { paymentId: payment.id, orderId: order.id, attempt: next, paymentStatus: after, changed: true };
}

async function findPayment(tx: Tx, input: ApplyInput) {
  if (input.paymentId !== undefined) {
    const [row] = await tx.select().from(payments).where(eq(payments.id, input.paymentId)).for('update');
    return row;
  }
  const [byRef] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.provider, input.provider), eq(payments.providerRef, input.intent.id)))
    .for('update');
  if (byRef) return byRef;
  // A webhook can arrive before our own call stored the intent id: the metadata names the attempt.
  const metaId = Number(input.intent.metadata.payment_id);
  if (!Number.isInteger(metaId) || metaId <= 0) return undefined;
  const [byMeta] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.id, metaId), eq(payments.provider, input.provider)))
    .for('update');
  return byMeta && (byMeta.providerRef === '' || byMeta.providerRef === input.intent.id) ? byMeta : undefined;
}

/** "PAD cashback" in our three languages, from the locale files. */
function cashbackName(): LocalizedText {
  const [en, cn, fr] = LOCALES.map((l) => translator(l)('payment.cashback_coupon_name'));
  return { en: en!, cn: cn!, fr: fr! };
}

/**
 * Spec §9: PAD earns a 1% cashback voucher (orders.cashback_cents, computed at checkout), issued once
 * the debit settles: a one-use amount coupon for the customer, valid 90 days. The unique code
 * CB-<order_no> makes a second issue impossible.
 */
export async function issueCashbackVoucher(
  tx: Tx,
  order: Pick<typeof orders.$inferSelect, 'id' | 'orderNo' | 'customerId' | 'cashbackCents'>,
  now: Date,
): Promise<number | null> {
  if (order.cashbackCents <= 0) return null;
  const [coupon] = await tx
    .insert(coupons)
    .values({
      code: `CB-${order.orderNo}`,
      name: cashbackName(),
      shopId: null,
      kind: 'amount',
      value: order.cashbackCents,
      minSubtotalCents: 0,
      userCoupon: true,
      perUserLimit: 1,
      totalLimit: 1,
      startsAt: now,
      endsAt: new Date(now.getTime() + CASHBACK_VALID_DAYS * 86_400_000),
      createdAt: now,
    })
    .onConflictDoNothing({ target: coupons.code })
    .returning({ id: coupons.id });
  if (!coupon) return null;
  await tx.insert(customerCoupons).values({ customerId: order.customerId, couponId: coupon.id, status: 'available', claimedAt: now });
  return coupon.id;
}
