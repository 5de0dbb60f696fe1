import { badRequest } from '../../http/api-error';
import { ownPadAccount, refreshPadAccount } from './pad-accounts';
import { acceptedStatement } from './pad-statement';
import { type StartedPayment, startOrderPayment } from './pay-order';
import { type PaymentContext, viaProvider } from './payment-context';

/**
 * POST /api/pad/pay: debits a PAD order from one of the caller's bank accounts. Needs the accepted
 * PAD agreement and a verified account; the debit is 'processing' (order 'prepaid') until it settles.
 */
export async function payOrderByPad(
  ctx: PaymentContext,
  input: { customerId: number; orderId: number; padAccountId: number; clientKey?: string; actor: string },
): Promise<StartedPayment> {
  const statement = await acceptedStatement(ctx.db, input.customerId);
  if (!statement) throw badRequest('PAD_STATEMENT_REQUIRED', 'pad.statement_required');
  const account = await refreshPadAccount(ctx, await ownPadAccount(ctx, input.customerId, input.padAccountId));
  if (account.status === 'pending') throw badRequest('PAD_ACCOUNT_PENDING', 'pad.account_pending');
  if (account.status === 'failed' || account.provider !== ctx.payments.name) throw badRequest('PAD_BINDING_FAILED', 'pad.binding_failed');
  const setup = await viaProvider(() => ctx.payments.retrieveSetupIntent(account.providerRef), 'pad.account_not_found');
  if (!setup.paymentMethodId) throw badRequest('PAD_BINDING_FAILED', 'pad.binding_failed');
  return startOrderPayment(ctx, {
    customerId: input.customerId,
    orderId: input.orderId,
    method: 'pad',
    paymentMethodId: setup.paymentMethodId,
    clientKey: input.clientKey,
    mandate: { ipAddress: statement.ipAddress, userAgent: statement.userAgent, acceptedAt: statement.acceptedAt },
    actor: input.actor,
  });
}
