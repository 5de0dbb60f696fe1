import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { MailMessage } from '../../adapters/mail/mail-provider';
import { customers, orders } from '../../db/schema';
import { translator } from '../../i18n';
import { renderInvoicePdf, type InvoiceInput } from './invoice-pdf';
import { loadInvoiceInput } from './invoice-source';
import { feeLineLabel, money } from './invoice-text';
import { documentFilename } from './receipt-mail';

/**
 * The final invoice by e-mail (issue 15 "it is e-mailed to the buyer"): once an order is packed and
 * settled, the buyer's e-mail address gets the final invoice PDF in the order's language through the
 * mail adapter (the sandbox outbox offline). The pack step calls `mailFinalInvoiceAfterPacking` after
 * its commit: the mail goes out in the background and a failure is logged, never the step's.
 */

type App = Pick<FastifyInstance, 'db' | 'mail' | 'clock' | 'log'>;

export type FinalInvoiceSent = { sent: true; to: string } | { sent: false; reason: 'order_not_found' | 'not_settled' | 'no_email' };

/** The message: the final amount against the checkout total, the credits per line, the settled totals, the PDF. */
export function finalInvoiceMail(input: InvoiceInput & { final: NonNullable<InvoiceInput['final']> }, pdf: Buffer, to: string): MailMessage {
  const { order, locale, final } = input;
  const t = translator(locale);
  const lv = (label: string, value: string) => t('invoice.label_value', { label, value });
  const name = input.customer.name.trim();
  const out: string[] = [];
  out.push(name ? t('receipt.email_greeting', { name }) : t('receipt.email_greeting_anonymous'), '');
  out.push(
    t('final_invoice.email_intro', {
      order_no: order.order_no,
      total: money(final.final_total, locale),
      charged: money(final.settlement.charged_total, locale),
    }),
    '',
  );
  const credited = final.settlement.lines
    .map((line, i) => ({ line, name: order.lines[i]?.name ?? '' }))
    .filter(({ line }) => line.credit > 0);
  if (credited.length > 0 || final.claims.length > 0) {
    out.push(t('final_invoice.email_credits'));
    for (const { line, name: lineName } of credited) {
      out.push(`- ${lv(`${lineName} (${line.delivered_qty ?? 0}/${line.ordered_qty})`, money(-line.credit, locale))}`);
    }
    for (const claim of final.claims) {
      out.push(`- ${lv(t('final_invoice.claim', { name: claim.name, qty: claim.qty, kind: t(`final_invoice.claim_kind.${claim.kind}`) }), money(-claim.amount, locale))}`);
    }
    out.push('');
  }
  out.push(t('receipt.email_totals'));
  for (const fee of final.settlement.fee_lines) {
    if (fee.code !== 'total') out.push(lv(feeLineLabel(fee.code, t), money(fee.amount, locale)));
  }
  if (final.claims.length > 0) out.push(lv(t('final_invoice.total_packed'), money(final.settlement.settled_total, locale)));
  out.push(lv(t('final_invoice.total'), money(final.final_total, locale)));
  out.push('', t('invoice.contact'), '', t('final_invoice.email_sign_off'));
  return {
    to,
    subject: t('final_invoice.email_subject', { order_no: order.order_no }),
    text: `${out.join('\n')}\n`,
    attachments: [{ filename: documentFilename('invoice', order.order_no), content: pdf, contentType: 'application/pdf' }],
  };
}

/**
 * E-mails the final invoice of a settled order to its buyer, in the order's language. Answers whether
 * it went, or why not (not settled yet, no e-mail address on the account); a mail service failure throws.
 */
export async function sendFinalInvoice(app: App, orderId: number): Promise<FinalInvoiceSent> {
  const [row] = await app.db
    .select({ customerId: orders.customerId, email: customers.email })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row) return { sent: false, reason: 'order_not_found' };
  // Without an address nothing is loaded or drawn.
  const to = row.email.trim();
  if (!to) return { sent: false, reason: 'no_email' };
  const input = await loadInvoiceInput(app, { orderId, customerId: row.customerId, document: 'invoice' });
  if (!input) return { sent: false, reason: 'order_not_found' };
  const final = input.final;
  if (!final) return { sent: false, reason: 'not_settled' };
  const pdf = await renderInvoicePdf(input);
  await app.mail.send(finalInvoiceMail({ ...input, final }, pdf, to));
  return { sent: true, to };
}

/** Mails still being sent, per app: tests and a graceful shutdown can wait for them. */
const inFlight = new WeakMap<object, Set<Promise<unknown>>>();

/**
 * The pack step's hook, called once its transaction has committed: sends the final invoice in the
 * background. A failure (mail service down, an address refused) is logged; the step has succeeded.
 */
export function mailFinalInvoiceAfterPacking(app: App, orderId: number): void {
  const sending = sendFinalInvoice(app, orderId).then(
    (result) => {
      if (!result.sent) app.log.info({ orderId, reason: result.reason }, 'final invoice not mailed');
    },
    (err: unknown) => {
      app.log.error({ err, orderId }, 'final invoice mail failed');
    },
  );
  let set = inFlight.get(app);
  if (!set) inFlight.set(app, (set = new Set()));
  set.add(sending);
  void sending.finally(() => set.delete(sending));
}

/** Resolves once every final invoice mail started by `app` so far has been sent or has failed. */
export async function finalInvoiceMailsSettled(app: object): Promise<void> {
  const set = inFlight.get(app);
  if (set) await Promise.all([...set]);
}
