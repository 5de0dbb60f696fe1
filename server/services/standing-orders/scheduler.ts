import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { deliverySchedule } from '../../../core/calendar/delivery-schedule';
import { formatClock, zonedMoment } from '../../../core/calendar/local-time';
import { fromCents } from '../../../core/money';
import type { Locale } from '../../../core/schemas/common';
import { LOCALES } from '../../../core/schemas/common';
import { placeOrderBodySchema } from '../../../core/schemas/order';
import { standingOrderLinkPath } from '../../../core/orders/standing-link';
import { standingIdempotencyKey, standingRunsToPlan } from '../../../core/standing/standing-schedule';
import { customers, orderLines, standingOrderLines, standingOrderRuns, standingOrders } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { translator } from '../../i18n';
import { productName } from '../catalogue-views';
import { placeOrder } from '../orders/place-order';
import { payFromFile } from './saved-payment';
import { canFill, substituteFor } from '../substitutions/substitutes';
import { rows } from '../orders/sql-rows';

/**
 * The standing-order scheduler (issue 20). Each pass, on every API instance:
 * 1. plans: one run per active standing order and offered delivery date on its weekdays
 *    (`on conflict do nothing`: the instance whose insert wins sends the "before" notice, once);
 * 2. claims the due runs in one statement, `FOR UPDATE SKIP LOCKED` (PGlite and PostgreSQL), so two
 *    instances never take the same run; a run left 'running' by a dead instance is taken again after
 *    STALE_CLAIM_MS, and place_order's idempotency key `standing:<id>:<date>` still places it once;
 * 3. places each claimed run through place_order (the same path as checkout), or marks it skipped
 *    (paused, or the date skipped) or failed (the refusal's message), and tells the buyer.
 */

const STALE_CLAIM_MS = 10 * 60_000;
const CLAIM_BATCH = 20;

export interface StandingPassReport {
  planned: number;
  placed: number;
  skipped: number;
  failed: number;
}

interface ClaimedRun {
  id: number;
  standing_order_id: number;
  service_date: string;
}

interface CustomerContact {
  phone: string;
  email: string;
  language: string;
}

const localeOf = (language: string): Locale => ((LOCALES as readonly string[]).includes(language) ? (language as Locale) : 'en');

async function tell(app: FastifyInstance, who: CustomerContact, text: string, subject: string): Promise<void> {
  try {
    await app.sms.send({ to: who.phone, text });
    if (who.email) await app.mail.send({ to: who.email, subject, text });
  } catch (err) {
    app.log.warn({ err }, 'standing order notice not sent');
  }
}

async function contactOf(app: FastifyInstance, customerId: number): Promise<CustomerContact | null> {
  const [row] = await app.db.select({ phone: customers.phone, email: customers.email, language: customers.language }).from(customers).where(eq(customers.id, customerId));
  return row ?? null;
}

/** Step 1: plan the runs of the offered dates; the new ones get their "before" notice. */
async function planRuns(app: FastifyInstance, now: Date): Promise<number> {
  const active = await app.db.select().from(standingOrders).where(eq(standingOrders.paused, false));
  if (active.length === 0) return 0;
  const snapshot = await app.catalogue.current();
  let planned = 0;
  for (const so of active) {
    const shop = snapshot.shops.get(so.shopId);
    if (!shop) continue;
    for (const plan of standingRunsToPlan(now, deliverySchedule(shop.settings.delivery), so.weekdays, so.leadMinutes)) {
      if (so.skipDates.includes(plan.serviceDate)) continue;
      const inserted = await app.db
        .insert(standingOrderRuns)
        .values({ standingOrderId: so.id, serviceDate: plan.serviceDate, dueAt: plan.dueAt })
        .onConflictDoNothing()
        .returning({ id: standingOrderRuns.id });
      if (inserted.length === 0) continue;
      planned += 1;
      const who = await contactOf(app, so.customerId);
      if (!who) continue;
      const locale = localeOf(who.language);
      const t = translator(locale);
      const site = app.config.PUBLIC_URL.replace(/\/$/, '');
      const text = t('standing.notice_before', {
        date: plan.serviceDate,
        time: formatClock(zonedMoment(plan.dueAt).minutes),
        edit: `${site}${standingOrderLinkPath(so.id, locale)}`,
        skip: `${site}${standingOrderLinkPath(so.id, locale, plan.serviceDate)}`,
      });
      await tell(app, who, text, t('standing.notice_subject'));
    }
  }
  return planned;
}

/** Step 2: take up to CLAIM_BATCH due runs; no other instance can take them. */
async function claimDueRuns(app: FastifyInstance, now: Date): Promise<ClaimedRun[]> {
  const at = now.toISOString();
  const stale = new Date(now.getTime() - STALE_CLAIM_MS).toISOString();
  return rows<ClaimedRun>(
    app.db,
    sql`update ${standingOrderRuns} r set status = 'running', claimed_at = ${at}::timestamptz, attempts = r.attempts + 1
      where r.id in (
        select id from ${standingOrderRuns}
        where (status = 'pending' and due_at <= ${at}::timestamptz) or (status = 'running' and claimed_at < ${stale}::timestamptz)
        order by due_at, id
        limit ${CLAIM_BATCH}
        for update skip locked
      )
      returning r.id, r.standing_order_id, r.service_date::text as service_date`,
  );
}

async function finishRun(app: FastifyInstance, runId: number, status: 'placed' | 'skipped' | 'failed', orderId: number | null, error: string | null): Promise<void> {
  await app.db.update(standingOrderRuns).set({ status, orderId, error }).where(eq(standingOrderRuns.id, runId));
}

/** Step 3: one claimed run. */
async function runOne(app: FastifyInstance, run: ClaimedRun, now: Date, report: StandingPassReport): Promise<void> {
  const [so] = await app.db.select().from(standingOrders).where(eq(standingOrders.id, run.standing_order_id));
  if (!so || so.paused || so.skipDates.includes(run.service_date)) {
    await finishRun(app, run.id, 'skipped', null, null);
    report.skipped += 1;
    return;
  }
  const lines = await app.db.select().from(standingOrderLines).where(eq(standingOrderLines.standingOrderId, so.id)).orderBy(standingOrderLines.position, standingOrderLines.id);
  const who = await contactOf(app, so.customerId);
  const locale = localeOf(who?.language ?? 'en');
  const t = translator(locale);
  // A line the shop cannot fill follows the customer's substitution preference (core's rule picks the substitute).
  const snapshot = await app.catalogue.current();
  const [pref] = await app.db.select({ p: customers.substitutionPreference }).from(customers).where(eq(customers.id, so.customerId));
  const changes: string[] = [];
  const items: { product_id: number; qty: number; note: string; options: [] }[] = [];
  const nameOf = (id: number) => {
    const product = snapshot.products.get(id);
    return product ? productName(product, locale) : String(id);
  };
  for (const l of lines) {
    if (canFill(snapshot, so.shopId, l.productId, l.qty)) {
      items.push({ product_id: l.productId, qty: l.qty, note: l.note, options: [] });
      continue;
    }
    const substitute = pref?.p === 'similar' ? substituteFor(snapshot, so.shopId, l.productId, l.qty) : null;
    if (substitute) {
      items.push({ product_id: substitute.id, qty: l.qty, note: l.note, options: [] });
      changes.push(t('standing.substituted', { name: nameOf(l.productId), substitute: productName(substitute, locale) }));
    } else {
      changes.push(t('standing.left_out', { name: nameOf(l.productId) }));
    }
  }
  if (items.length === 0) {
    await finishRun(app, run.id, 'failed', null, 'standing.nothing_in_stock');
    report.failed += 1;
    if (who) await tell(app, who, t('standing.notice_failed', { date: run.service_date, reason: t('standing.nothing_in_stock') }), t('standing.notice_subject'));
    return;
  }
  const body = placeOrderBodySchema.parse({
    shop_id: so.shopId,
    shipping_type: 'delivery',
    product_items: items,
    payment_type: so.paymentType,
    service_date: run.service_date,
    contact_id: so.contactId,
    note: so.note,
  });
  try {
    const placed = await placeOrder(app, {
      body,
      idempotencyKey: standingIdempotencyKey(so.id, run.service_date),
      caller: { kind: 'customer', sessionId: 0, customerId: so.customerId, agentId: null },
      locale,
      t,
      keepCart: true,
    });
    await finishRun(app, run.id, 'placed', placed.order_id, null);
    report.placed += 1;
    // Paid with what is on file: the card authorized or the PAD mandate recorded now (idempotent per run).
    const payment = await payFromFile(app, { customerId: so.customerId, orderId: placed.order_id, runId: run.id, paymentType: so.paymentType, t });
    if (placed.replayed || !who) return;
    // Price changes since the line was saved (or last placed) are named in the notice.
    const placedLines = await app.db.select({ productId: orderLines.productId, unit: orderLines.unitPriceCents }).from(orderLines).where(eq(orderLines.orderId, placed.order_id));
    for (const line of lines) {
      const now = placedLines.find((p) => p.productId === line.productId)?.unit;
      if (now === undefined) continue;
      if (line.lastUnitPriceCents !== null && line.lastUnitPriceCents !== now) {
        const product = snapshot.products.get(line.productId);
        changes.push(
          t('standing.price_change', {
            name: product ? productName(product, locale) : String(line.productId),
            before: fromCents(line.lastUnitPriceCents).toFixed(2),
            after: fromCents(now).toFixed(2),
          }),
        );
      }
      if (line.lastUnitPriceCents !== now) await app.db.update(standingOrderLines).set({ lastUnitPriceCents: now }).where(eq(standingOrderLines.id, line.id));
    }
    const text = [t('standing.notice_after', { order_no: placed.order_no, date: run.service_date, total: placed.total.toFixed(2) }), ...(payment ? [payment] : []), ...changes].join('\n');
    await tell(app, who, text, t('standing.notice_subject'));
  } catch (error) {
    const key = error instanceof ApiError ? error.messageKey : 'errors.internal';
    if (!(error instanceof ApiError)) app.log.error({ err: error, run: run.id }, 'standing order run failed');
    await finishRun(app, run.id, 'failed', null, key);
    report.failed += 1;
    if (who) {
      const reason = error instanceof ApiError ? t(error.messageKey, error.params) : t('errors.internal');
      await tell(app, who, t('standing.notice_failed', { date: run.service_date, reason }), t('standing.notice_subject'));
    }
  }
}

/** One scheduler pass at `now` (the app's clock by default: tests inject it). */
export async function runStandingOrders(app: FastifyInstance, now: Date = app.clock()): Promise<StandingPassReport> {
  const report: StandingPassReport = { planned: await planRuns(app, now), placed: 0, skipped: 0, failed: 0 };
  for (;;) {
    const claimed = await claimDueRuns(app, now);
    if (claimed.length === 0) break;
    for (const run of claimed) await runOne(app, run, now, report);
  }
  return report;
}

/** The runs of some standing orders, newest date first (for the buyer's page). */
export async function runsOf(app: FastifyInstance, ids: number[]) {
  if (ids.length === 0) return [];
  return app.db
    .select({ standingOrderId: standingOrderRuns.standingOrderId, serviceDate: standingOrderRuns.serviceDate, status: standingOrderRuns.status, orderId: standingOrderRuns.orderId })
    .from(standingOrderRuns)
    .where(and(inArray(standingOrderRuns.standingOrderId, ids)))
    .orderBy(sql`${standingOrderRuns.serviceDate} desc`);
}
