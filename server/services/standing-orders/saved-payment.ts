import type { FastifyInstance } from 'fastify';
import type { TFunction } from 'i18next';
import { STANDING_PAYMENT_TYPES, type StandingPaymentChoice } from '../../../core/schemas/standing-order';
import { ApiError, badRequest } from '../../http/api-error';
import { orderingStanding } from '../customers/ordering-standing';
import { padPaymentMethods } from '../payments/pad-accounts';
import { payOrderByPad } from '../payments/pad-pay';
import { startOrderPayment } from '../payments/pay-order';
import { declineMessage, viaProvider } from '../payments/payment-context';
import { findProviderCustomer } from '../payments/provider-customers';

/**
 * What a standing order is paid with while nobody is at the screen (issue 20): the newest saved card or
 * verified bank account on file. Cash needs nothing; pay later needs the terms (place order checks the limit).
 */
type OnFile = { kind: 'card'; paymentMethodId: string; last4: string } | { kind: 'pad'; accountId: number; last4: string };

async function methodOnFile(app: FastifyInstance, customerId: number, paymentType: string): Promise<OnFile | null> {
  if (paymentType === 'card') {
    const providerCustomerId = await findProviderCustomer(app, customerId);
    const cards = providerCustomerId ? await viaProvider(() => app.payments.listCards(providerCustomerId)) : [];
    const card = cards.at(-1);
    return card ? { kind: 'card', paymentMethodId: card.id, last4: card.last4 } : null;
  }
  if (paymentType === 'pad') {
    const saved = await padPaymentMethods(app, customerId);
    const account = saved.statement_accepted ? saved.accounts.filter((a) => a.status === 'verified').at(-1) : undefined;
    return account ? { kind: 'pad', accountId: account.id, last4: account.account_last4 } : null;
  }
  return null;
}

const missing = (paymentType: string) =>
  paymentType === 'card' ? badRequest('CARD_REQUIRED', 'standing.card_required') : badRequest('PAD_ACCOUNT_REQUIRED', 'standing.pad_account_required');

async function payLaterAllowed(app: FastifyInstance, customerId: number, shopId: number): Promise<boolean> {
  const shop = (await app.catalogue.current()).shops.get(shopId);
  return Boolean(shop?.payLater) && (await orderingStanding(app.db, customerId)).payLater;
}

/** Each way a standing order can be paid, and whether it works for this customer at this shop now. */
export async function standingPaymentChoices(app: FastifyInstance, customerId: number, shopId: number): Promise<StandingPaymentChoice[]> {
  const [card, pad, payLater] = await Promise.all([
    methodOnFile(app, customerId, 'card'),
    methodOnFile(app, customerId, 'pad'),
    payLaterAllowed(app, customerId, shopId),
  ]);
  return STANDING_PAYMENT_TYPES.map((type) => {
    if (type === 'card' || type === 'pad') {
      const onFile = type === 'card' ? card : pad;
      return { type, available: onFile !== null, last4: onFile?.last4 ?? null };
    }
    return { type, available: type === 'cash' || payLater, last4: null };
  });
}

/**
 * At creation: a card or PAD standing order needs its method on file now, not on the night it runs;
 * pay later needs the shop's and the customer's terms (the credit limit is checked at each run).
 */
export async function requireMethodOnFile(app: FastifyInstance, customerId: number, shopId: number, paymentType: string): Promise<void> {
  if (paymentType === 'pay_later') {
    if (!(await payLaterAllowed(app, customerId, shopId))) throw badRequest('PAY_LATER_NOT_ALLOWED', 'orders.pay_later_not_allowed');
    return;
  }
  if (paymentType !== 'card' && paymentType !== 'pad') return;
  if (!(await methodOnFile(app, customerId, paymentType))) throw missing(paymentType);
}

/**
 * Right after a run placed its order: the card is authorized off-session, or the PAD mandate recorded,
 * through the same services as the buyer's own checkout (idempotent per run). Answers the line the
 * buyer's notice carries: where it will be charged, or why not and what to do. Never throws: the order
 * stands, unpaid, and the buyer can pay it from their orders page.
 */
export async function payFromFile(app: FastifyInstance, input: { customerId: number; orderId: number; runId: number; paymentType: string; t: TFunction }): Promise<string | null> {
  const { customerId, orderId, runId, paymentType, t } = input;
  if (paymentType !== 'card' && paymentType !== 'pad') return null;
  const clientKey = `standing-run:${runId}`;
  try {
    const onFile = await methodOnFile(app, customerId, paymentType);
    if (!onFile) throw missing(paymentType);
    if (onFile.kind === 'pad') {
      await payOrderByPad(app, { customerId, orderId, padAccountId: onFile.accountId, clientKey, actor: 'standing-order' });
      return t('standing.pad_authorized', { last4: onFile.last4 });
    }
    const { intent, outcome } = await startOrderPayment(app, { customerId, orderId, method: 'card', paymentMethodId: onFile.paymentMethodId, clientKey, actor: 'standing-order' });
    if (outcome?.attempt === 'authorized' || outcome?.attempt === 'succeeded') return t('standing.card_authorized', { last4: onFile.last4 });
    const reason = intent.status === 'requires_action' ? t('payment.decline.authentication_required') : declineMessage(t, intent);
    return t('standing.payment_failed', { reason });
  } catch (error) {
    if (!(error instanceof ApiError)) app.log.error({ err: error, orderId }, 'standing order payment failed');
    const reason = error instanceof ApiError ? t(error.messageKey, error.params) : t('errors.internal');
    return t('standing.payment_failed', { reason });
  }
}
