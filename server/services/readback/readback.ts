import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TFunction } from 'i18next';
import { formatClock, zonedMoment } from '../../../core/calendar/local-time';
import { fromCents } from '../../../core/money';
import { readbackLinkPath } from '../../../core/orders/readback-link';
import { LOCALES, type Locale } from '../../../core/schemas/common';
import { customers, orderLines, orderReadbacks, orders } from '../../db/schema';
import type { Database } from '../../db/client';
import { ApiError, notFound } from '../../http/api-error';
import { translator } from '../../i18n';

/**
 * Read-back of an agent's order (issue 20): the customer receives, in their language, the lines, the
 * delivery date and the total with a confirm link. The token is single-use and only works in that
 * customer's session; only its SHA-256 is stored. A new read-back (reminder) replaces the token.
 */

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const linkInvalid = () => notFound('READBACK_NOT_FOUND', 'readback.link_invalid');

export async function sendReadback(app: FastifyInstance, orderId: number): Promise<void> {
  const [order] = await app.db
    .select({ id: orders.id, customerId: orders.customerId, orderNo: orders.orderNo, serviceDate: orders.serviceDate, totalCents: orders.totalCents })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return;
  const [who] = await app.db.select({ phone: customers.phone, email: customers.email, language: customers.language }).from(customers).where(eq(customers.id, order.customerId));
  if (!who) return;
  const locale: Locale = (LOCALES as readonly string[]).includes(who.language) ? (who.language as Locale) : 'en';
  const t = translator(locale);
  const token = randomBytes(24).toString('base64url');
  const now = app.clock();
  await app.db
    .insert(orderReadbacks)
    .values({ orderId, customerId: order.customerId, tokenHash: hash(token), sentAt: now })
    .onConflictDoUpdate({ target: orderReadbacks.orderId, set: { tokenHash: hash(token), sentAt: now, confirmedAt: null } });
  const lines = await app.db.select({ name: orderLines.name, qty: orderLines.qty }).from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.id);
  const text = [
    t('readback.notice', { order_no: order.orderNo, date: order.serviceDate, total: fromCents(order.totalCents).toFixed(2) }),
    ...lines.map((l) => `${l.qty} × ${l.name[locale] || l.name.en}`),
    t('readback.notice_link', { link: `${app.config.PUBLIC_URL.replace(/\/$/, '')}${readbackLinkPath(token, locale)}` }),
  ].join('\n');
  try {
    await app.sms.send({ to: who.phone, text });
    if (who.email) await app.mail.send({ to: who.email, subject: t('readback.subject', { order_no: order.orderNo }), text });
  } catch (err) {
    app.log.warn({ err, orderId }, 'read-back not sent');
  }
}

async function ownReadback(app: FastifyInstance, customerId: number, token: string) {
  const [row] = await app.db
    .select()
    .from(orderReadbacks)
    .where(and(eq(orderReadbacks.tokenHash, hash(token)), eq(orderReadbacks.customerId, customerId)));
  if (!row) throw linkInvalid();
  return row;
}

export async function readbackSummary(app: FastifyInstance, customerId: number, token: string, locale: Locale) {
  const rb = await ownReadback(app, customerId, token);
  const [order] = await app.db.select().from(orders).where(eq(orders.id, rb.orderId));
  if (!order) throw linkInvalid();
  const lines = await app.db.select().from(orderLines).where(eq(orderLines.orderId, rb.orderId)).orderBy(orderLines.id);
  return {
    order_id: order.id,
    order_no: order.orderNo,
    service_date: order.serviceDate,
    total: fromCents(order.totalCents),
    lines: lines.map((l) => ({ name: l.name[locale] || l.name.en, qty: l.qty, row_total: fromCents(l.rowTotalCents) })),
    confirmed_at: rb.confirmedAt?.toISOString() ?? null,
  };
}

/** Confirms once: a second use answers 409, another customer's session 404. */
export async function confirmReadback(app: FastifyInstance, customerId: number, token: string): Promise<number> {
  const rb = await ownReadback(app, customerId, token);
  const [done] = await app.db
    .update(orderReadbacks)
    .set({ confirmedAt: app.clock() })
    .where(and(eq(orderReadbacks.orderId, rb.orderId), eq(orderReadbacks.tokenHash, rb.tokenHash), isNull(orderReadbacks.confirmedAt)))
    .returning({ orderId: orderReadbacks.orderId });
  if (!done) throw new ApiError(409, 'READBACK_USED', 'readback.link_used');
  return done.orderId;
}

/**
 * Read-back before charging (issue 20): an agent's order for a customer who requires confirmation is
 * not charged (card authorized, PAD mandate taken, or captured/debited when packed) until the customer
 * confirmed its read-back. Runs inside the caller's transaction when given one, so the check and the
 * charge see the same rows.
 */
export async function requireReadbackConfirmed(db: Pick<Database, 'select'>, order: { id: number; customerId: number; agentId: number | null }): Promise<void> {
  if (order.agentId === null) return;
  const [customer] = await db.select({ required: customers.readbackRequired }).from(customers).where(eq(customers.id, order.customerId));
  if (!customer?.required) return;
  const [rb] = await db.select({ confirmedAt: orderReadbacks.confirmedAt }).from(orderReadbacks).where(eq(orderReadbacks.orderId, order.id));
  if (!rb?.confirmedAt) throw new ApiError(409, 'READBACK_UNCONFIRMED', 'readback.awaiting_confirmation');
}

export async function agentReadback(app: FastifyInstance, orderId: number, customerId: number, t: TFunction) {
  const [rb] = await app.db.select().from(orderReadbacks).where(eq(orderReadbacks.orderId, orderId));
  const [customer] = await app.db.select({ required: customers.readbackRequired }).from(customers).where(eq(customers.id, customerId));
  const required = customer?.required ?? false;
  const confirmed = rb?.confirmedAt ?? null;
  const message = confirmed
    ? t('readback.confirmed_at', { time: formatClock(zonedMoment(confirmed).minutes) })
    : rb
      ? t('readback.reminder')
      : t('readback.not_sent');
  return {
    sent_at: rb?.sentAt.toISOString() ?? null,
    confirmed_at: confirmed?.toISOString() ?? null,
    message,
    required,
    chargeable: !required || confirmed !== null,
  };
}
