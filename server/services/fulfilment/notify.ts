import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TFunction } from 'i18next';
import { formatCents } from '../../../core/format/currency';
import type { OrderAction } from '../../../core/orders/lifecycle';
import { type Locale, localeSchema } from '../../../core/schemas/common';
import { customers, orderClaims, orderLines, orders } from '../../db/schema';
import { translator } from '../../i18n';
import type { LedgerRow } from './ledger-rows';

/**
 * What the buyer is told after a step of their order (issue 15 Notifications): out for delivery,
 * delivered, cancelled (by the buyer or their agent, or by staff with the reason), and a claim
 * decided — by SMS to the customer's phone and by e-mail when they gave an address, in the
 * customer's language, through the app's SMS and mail adapters (the sandbox outbox offline).
 * The "settled with the final invoice" e-mail is the invoice's (services/receipts).
 *
 * Called after the step's transaction has committed, never inside it: a send that fails is logged
 * and the step stands. Each function answers how many messages went out.
 */

type App = Pick<FastifyInstance, 'db' | 'sms' | 'mail' | 'log'>;

/** The steps the buyer hears about. */
export const NOTIFIED_ACTIONS: readonly OrderAction[] = ['out_for_delivery', 'deliver', 'cancel_by_buyer', 'cancel_by_staff'];

interface Recipient {
  phone: string;
  email: string;
  name: string;
  locale: Locale;
}

interface Message {
  subject: string;
  /** One or two sentences: the SMS says them, the e-mail says them between a greeting and a sign-off. */
  body: string;
}

async function recipientOf(app: App, customerId: number, orderLanguage: string): Promise<Recipient | null> {
  const [customer] = await app.db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  if (!customer) return null;
  const locale = localeSchema.safeParse(customer.language).data ?? localeSchema.safeParse(orderLanguage).data ?? 'en';
  return { phone: customer.phone, email: customer.email.trim(), name: customer.name.trim(), locale };
}

/** SMS and e-mail, each on its own: one failing does not stop the other, and neither throws. */
async function deliver(app: App, to: Recipient, message: Message, t: TFunction, context: Record<string, unknown>): Promise<number> {
  let sent = 0;
  if (to.phone) {
    try {
      await app.sms.send({ to: to.phone, text: t('buyerOrder.notify.sms', { text: message.body }) });
      sent += 1;
    } catch (error) {
      app.log.warn({ err: error, ...context }, 'order notification SMS not sent');
    }
  }
  if (to.email) {
    const greeting = to.name ? t('receipt.email_greeting', { name: to.name }) : t('receipt.email_greeting_anonymous');
    try {
      await app.mail.send({
        to: to.email,
        subject: message.subject,
        text: [greeting, '', message.body, '', t('buyerOrder.notify.see_order'), '', t('buyerOrder.notify.sign_off')].join('\n'),
      });
      sent += 1;
    } catch (error) {
      app.log.warn({ err: error, ...context }, 'order notification e-mail not sent');
    }
  }
  return sent;
}

/** Whatever goes wrong while composing a notification is logged, never thrown at the step. */
async function safely(app: App, context: Record<string, unknown>, run: () => Promise<number>): Promise<number> {
  try {
    return await run();
  } catch (error) {
    app.log.warn({ err: error, ...context }, 'order notification failed');
    return 0;
  }
}

/** The money sentence of a cancellation: the fee kept, everything back, or nothing charged. */
function cancellationMoney(t: TFunction, locale: Locale, keptCents: number, movedMoney: boolean): string {
  if (keptCents > 0) return t('buyerOrder.notify.money_fee', { fee: formatCents(keptCents, locale) });
  return movedMoney ? t('buyerOrder.notify.money_back') : t('buyerOrder.notify.money_none');
}

/**
 * After applyAction committed `action` on the order: tells the buyer when the step is one they hear
 * about. `ledger` is what the step moved (a cancellation says whether money goes back).
 */
export async function notifyOrderStep(
  app: App,
  orderId: number,
  action: OrderAction,
  details: { reason?: string; receiverName?: string; ledger?: readonly LedgerRow[] } = {},
): Promise<number> {
  if (!NOTIFIED_ACTIONS.includes(action)) return 0;
  const context = { orderId, action };
  return safely(app, context, async () => {
    const [order] = await app.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
    if (!order) return 0;
    const to = await recipientOf(app, order.customerId, order.language);
    if (!to) return 0;
    const t = translator(to.locale);
    const no = order.orderNo;
    let message: Message;
    switch (action) {
      case 'out_for_delivery':
        message = { subject: t('buyerOrder.notify.out_for_delivery_subject', { no }), body: t('buyerOrder.notify.out_for_delivery', { no }) };
        break;
      case 'deliver': {
        const name = (details.receiverName ?? order.receiverName ?? '').trim();
        message = {
          subject: t('buyerOrder.notify.delivered_subject', { no }),
          body: name ? t('buyerOrder.notify.delivered_to', { no, name }) : t('buyerOrder.notify.delivered', { no }),
        };
        break;
      }
      default: {
        const money = cancellationMoney(t, to.locale, order.settledTotalCents ?? 0, (details.ledger ?? []).some((r) => r.status !== 'failed'));
        const reason = details.reason?.trim() ?? '';
        const byStaff = action === 'cancel_by_staff';
        message = {
          subject: t('buyerOrder.notify.cancelled_subject', { no }),
          body: byStaff
            ? t(reason ? 'buyerOrder.notify.cancelled_by_staff' : 'buyerOrder.notify.cancelled_by_staff_plain', { no, reason, money })
            : t('buyerOrder.notify.cancelled_by_buyer', { no, money }),
        };
      }
    }
    return deliver(app, to, message, t, context);
  });
}

/**
 * A claim was approved (refund or store credit, with its amount) or rejected (with the reason):
 * helper `claims` calls this after its decision has committed.
 */
export async function notifyClaimDecided(app: App, claimId: number): Promise<number> {
  const context = { claimId };
  return safely(app, context, async () => {
    const [row] = await app.db
      .select({ claim: orderClaims, order: orders, line: orderLines })
      .from(orderClaims)
      .innerJoin(orders, eq(orders.id, orderClaims.orderId))
      .innerJoin(orderLines, eq(orderLines.id, orderClaims.orderLineId))
      .where(eq(orderClaims.id, claimId))
      .limit(1);
    if (!row || row.claim.status === 'pending') return 0;
    const to = await recipientOf(app, row.order.customerId, row.order.language);
    if (!to) return 0;
    const t = translator(to.locale);
    const no = row.order.orderNo;
    const item = row.line.name[to.locale] || row.line.name.en;
    const approved = row.claim.status === 'approved';
    const message: Message = approved
      ? {
          subject: t('buyerOrder.notify.claim_subject', { no }),
          body: t(`buyerOrder.notify.claim_approved_${row.claim.resolution === 'store_credit' ? 'store_credit' : 'refund'}`, {
            no,
            item,
            qty: row.claim.qty,
            amount: formatCents(row.claim.amountCents ?? 0, to.locale),
          }),
        }
      : {
          subject: t('buyerOrder.notify.claim_subject', { no }),
          body: t('buyerOrder.notify.claim_rejected', { no, item, qty: row.claim.qty, reason: row.claim.decisionReason.trim() || '—' }),
        };
    return deliver(app, to, message, t, context);
  });
}
