import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TFunction } from 'i18next';
import { fromCents } from '../../../core/money';
import { claimRefund, type ClaimRefund, type ClaimedUnits } from '../../../core/orders/claim-refund';
import {
  claimDeadline,
  claimDecisionRefusal,
  claimFilingRefusal,
  claimGoodsOf,
  type ClaimGoods,
  type ClaimRefusal,
  type ClaimResolution,
  type ClaimStatus,
} from '../../../core/orders/claims';
import type { Role } from '../../../core/orders/lifecycle';
import { nextPaymentStatus } from '../../../core/orders/payment-status';
import type { ClaimableLine, ClaimQueueItem, OrderClaims } from '../../../core/schemas/claims';
import { type LocalizedText, type Locale, LOCALES } from '../../../core/schemas/common';
import type { ClaimCreateBody, ClaimDecideBody, ClaimView } from '../../../core/schemas/fulfilment';
import type { OrderStatus, PaymentStatus } from '../../../core/schemas/order';
import {
  categories,
  coupons,
  customerCoupons,
  customers,
  orderClaimPhotos,
  orderClaims,
  orderFeeLines,
  orderLines,
  orders,
  orderStatusLog,
  products,
  staffAccounts,
} from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../http/api-error';
import { translator } from '../../i18n';
import { decodePhoto, type DecodedPhoto, storeDecodedPhoto } from '../photos';
import { paymentEventOf, recordMovements } from './ledger';
import { closeIfBalanced, runLedgerRows } from './ledger-execution';
import type { LedgerRow, Tx } from './ledger-rows';
import { decideOrderMoney } from './order-money';
import { settlementInputOf, storedDelivery } from './settlement-input';
import { feeRulesOf } from './transition';

/**
 * Claims on delivered lines (issue 15; spec §9, core/orders/claims.ts and claim-refund.ts). The buyer
 * (or their agent) files one on a line of their own delivered order: core decides whether it may be
 * filed now (the order handed over, the goods' window — fresh 24 h, dry 15 days by the product's
 * category —, no more units than delivered and not already claimed). Warehouse staff or a supervisor
 * decide it once: reject with a reason, or approve with core's claimRefund (the small order fee kept
 * back when the return brings the goods under the threshold), given back to the original payment
 * method through the order's ledger, or as store credit — a one-use coupon under My Coupons and a
 * `credit` ledger row. Either way the final invoice total drops by the amount, so the ledger's
 * invariant (received − returned = final invoice total) holds. Filing and deciding run under the
 * order's row lock, so two claims on one line, or two decisions on one claim, queue and the second is
 * refused by core.
 */

type App = Pick<FastifyInstance, 'db' | 'payments' | 'clock' | 'config' | 'log'>;
type OrderRow = typeof orders.$inferSelect;
type ClaimRow = typeof orderClaims.$inferSelect;

/** Store credit stays usable for a year (a claim's money is the buyer's). */
export const STORE_CREDIT_VALID_DAYS = 365;

const orderNotFound = () => notFound('ORDER_NOT_FOUND', 'orders.not_found');
const claimNotFound = () => notFound('CLAIM_NOT_FOUND', 'claims.not_found');
const lineNotFound = () => notFound('LINE_NOT_FOUND', 'claims.line_not_found');

/** Core's refusal as an answer: a quantity is the caller's input (400); the rest is the claim's state (409). */
function refusalError(reason: ClaimRefusal): ApiError {
  if (reason === 'orders.claim.role_not_allowed') return new ApiError(403, 'CLAIM_REFUSED', reason);
  if (reason === 'orders.claim.qty_over_delivered') return badRequest('CLAIM_QTY_INVALID', reason);
  return new ApiError(409, 'CLAIM_REFUSED', reason);
}

/** Who files the claim: the buyer, or the agent in the buyer's session. */
export interface ClaimFiler {
  customerId: number;
  agentId: number | null;
}

const filerRole = (who: ClaimFiler): Role => (who.agentId === null ? 'buyer' : 'agent');
const filerLabel = (who: ClaimFiler) => (who.agentId === null ? 'customer' : `agent:${who.agentId}`);

/** When the goods reached the buyer: the delivery time, or the pickup step's time in the order's log. */
async function handedOverAt(db: Pick<Tx, 'select'>, order: Pick<OrderRow, 'id' | 'deliveredAt'>): Promise<Date | null> {
  if (order.deliveredAt) return order.deliveredAt;
  const [step] = await db
    .select({ at: orderStatusLog.createdAt })
    .from(orderStatusLog)
    .where(and(eq(orderStatusLog.orderId, order.id), inArray(orderStatusLog.status, ['delivered', 'picked_up'])))
    .orderBy(asc(orderStatusLog.id))
    .limit(1);
  return step?.at ?? null;
}

/** The order's lines with their product's category (fresh or dry goods). */
async function linesWithGoods(db: Pick<Tx, 'select'>, orderId: number) {
  const rows = await db
    .select({ line: orderLines, categorySlug: categories.slug })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  return rows.map((r) => ({ ...r.line, goods: claimGoodsOf(r.categorySlug ?? '') as ClaimGoods }));
}

/** Units per line that pending or approved claims already cover. */
async function claimedByLine(db: Pick<Tx, 'select'>, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ lineId: orderClaims.orderLineId, qty: orderClaims.qty })
    .from(orderClaims)
    .where(and(eq(orderClaims.orderId, orderId), inArray(orderClaims.status, ['pending', 'approved'])));
  const sums = new Map<number, number>();
  for (const r of rows) sums.set(r.lineId, (sums.get(r.lineId) ?? 0) + r.qty);
  return sums;
}

export interface FileClaimInput {
  who: ClaimFiler;
  body: ClaimCreateBody;
}

/** Files a claim; answers it as the buyer sees it. */
export async function fileClaim(app: App, input: FileClaimInput): Promise<ClaimView> {
  const { who, body } = input;
  // Photos are checked (type by their bytes, ≤ 5 MB) before anything is written: a bad one is a 400.
  const decoded: DecodedPhoto[] = body.photos.map((p) => decodePhoto(p));
  const now = app.clock();
  const claimId = await app.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, body.order_id)).for('update');
    if (!order || order.customerId !== who.customerId) throw orderNotFound();
    const lines = await linesWithGoods(tx, order.id);
    const line = lines.find((l) => l.id === body.line_id);
    if (!line || line.isGift) throw lineNotFound();
    const claimed = await claimedByLine(tx, order.id);
    const refusal = claimFilingRefusal(
      {
        role: filerRole(who),
        orderStatus: order.status as OrderStatus,
        handedOverAt: await handedOverAt(tx, order),
        goods: line.goods,
        deliveredQty: line.deliveredQty ?? 0,
        claimedQty: claimed.get(line.id) ?? 0,
        qty: body.qty,
      },
      now,
    );
    if (refusal) throw refusalError(refusal);
    const [claim] = await tx
      .insert(orderClaims)
      .values({
        orderId: order.id,
        orderLineId: line.id,
        customerId: order.customerId,
        kind: body.kind,
        qty: body.qty,
        note: body.note,
        actor: filerLabel(who),
        createdAt: now,
      })
      .returning({ id: orderClaims.id });
    for (const photo of decoded) {
      const path = await storeDecodedPhoto(tx, photo, { kind: 'claim', customerId: order.customerId, orderId: order.id, actor: filerLabel(who) });
      await tx.insert(orderClaimPhotos).values({ claimId: claim!.id, path, mime: photo.mime, sizeBytes: photo.bytes.length, createdAt: now });
    }
    return claim!.id;
  });
  const [view] = await claimViews(app.db, [claimId]);
  return view!;
}

/** Claims as core's claim view, oldest first. */
async function claimViews(db: Pick<Tx, 'select'>, ids: readonly number[]): Promise<ClaimView[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(orderClaims).where(inArray(orderClaims.id, [...ids])).orderBy(asc(orderClaims.id));
  return viewsOf(db, rows);
}

async function viewsOf(db: Pick<Tx, 'select'>, rows: readonly ClaimRow[]): Promise<ClaimView[]> {
  const photos = rows.length
    ? await db
        .select({ claimId: orderClaimPhotos.claimId, path: orderClaimPhotos.path })
        .from(orderClaimPhotos)
        .where(
          inArray(
            orderClaimPhotos.claimId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(orderClaimPhotos.id))
    : [];
  return rows.map((r) => ({
    claim_id: r.id,
    order_id: r.orderId,
    line_id: r.orderLineId,
    qty: r.qty,
    kind: r.kind,
    note: r.note,
    photos: photos.filter((p) => p.claimId === r.id).map((p) => p.path),
    status: r.status,
    resolution: r.resolution,
    amount: fromCents(r.amountCents ?? 0),
    decision_reason: r.decisionReason,
    created_at: r.createdAt.toISOString(),
    decided_at: r.decidedAt?.toISOString() ?? null,
  }));
}

const lineName = (name: LocalizedText, locale: Locale) => name[locale] || name.en;

/** The buyer's claims on their order, and what each delivered line can still claim (404 for anyone else's order). */
export async function orderClaimsFor(app: App, input: { orderId: number; who: ClaimFiler; locale: Locale; t: TFunction }): Promise<OrderClaims> {
  const [order] = await app.db.select().from(orders).where(eq(orders.id, input.orderId)).limit(1);
  if (!order || order.customerId !== input.who.customerId) throw orderNotFound();
  const rows = await app.db.select().from(orderClaims).where(eq(orderClaims.orderId, order.id)).orderBy(asc(orderClaims.id));
  const lines = await linesWithGoods(app.db, order.id);
  const claimed = await claimedByLine(app.db, order.id);
  const at = await handedOverAt(app.db, order);
  const now = app.clock();
  const claimable: ClaimableLine[] = lines
    .filter((l) => !l.isGift && (l.deliveredQty ?? 0) > 0)
    .map((l) => {
      const left = (l.deliveredQty ?? 0) - (claimed.get(l.id) ?? 0);
      const refusal = claimFilingRefusal(
        {
          role: filerRole(input.who),
          orderStatus: order.status as OrderStatus,
          handedOverAt: at,
          goods: l.goods,
          deliveredQty: l.deliveredQty ?? 0,
          claimedQty: claimed.get(l.id) ?? 0,
          qty: Math.max(1, left),
        },
        now,
      );
      return {
        line_id: l.id,
        name: lineName(l.name, input.locale),
        delivered_qty: l.deliveredQty ?? 0,
        claimed_qty: claimed.get(l.id) ?? 0,
        goods: l.goods,
        deadline: at ? claimDeadline(at, l.goods).toISOString() : null,
        refusal: refusal ? input.t(refusal) : '',
      };
    });
  return { order_id: order.id, claims: await viewsOf(app.db, rows), lines: claimable };
}

/** The order's claim money: core's claimRefund over the packed lines and the claims approved before. */
async function refundOf(tx: Pick<Tx, 'select'>, order: OrderRow, claim: Pick<ClaimRow, 'id' | 'orderLineId' | 'qty'>) {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  const fees = await tx.select().from(orderFeeLines).where(eq(orderFeeLines.orderId, order.id));
  const approved = await tx
    .select({ id: orderClaims.id, lineId: orderClaims.orderLineId, qty: orderClaims.qty })
    .from(orderClaims)
    .where(and(eq(orderClaims.orderId, order.id), eq(orderClaims.status, 'approved')))
    .orderBy(asc(orderClaims.decidedAt), asc(orderClaims.id));
  const approvedBefore: ClaimedUnits[] = approved.filter((a) => a.id !== claim.id).map((a) => ({ lineId: a.lineId, qty: a.qty }));
  return claimRefund({
    order: settlementInputOf(order, lines, fees, storedDelivery),
    approvedBefore,
    claim: { lineId: claim.orderLineId, qty: claim.qty },
    smallOrderFeeRules: await feeRulesOf(tx, order.shopId),
  });
}

export interface ClaimDecider {
  role: Role;
  staffId: number;
}

export interface DecidedClaim {
  claim: ClaimView;
  /** The money movements the approval made (refund or credit), as they ended. */
  ledger: LedgerRow[];
  refund: ClaimRefund | null;
}

/** Store credit: a one-use amount coupon for the buyer (My Coupons), named in our three languages. */
async function issueStoreCredit(tx: Tx, order: OrderRow, claimId: number, amountCents: number, now: Date): Promise<string> {
  const code = `SC-${order.orderNo}-${claimId}`;
  const name = Object.fromEntries(LOCALES.map((l) => [l, translator(l)('claims.store_credit_name', { order_no: order.orderNo })])) as LocalizedText;
  const [coupon] = await tx
    .insert(coupons)
    .values({
      code,
      name,
      shopId: null,
      kind: 'amount',
      value: amountCents,
      minSubtotalCents: 0,
      userCoupon: true,
      perUserLimit: 1,
      totalLimit: 1,
      startsAt: now,
      endsAt: new Date(now.getTime() + STORE_CREDIT_VALID_DAYS * 86_400_000),
      createdAt: now,
    })
    .returning({ id: coupons.id });
  await tx.insert(customerCoupons).values({ customerId: order.customerId, couponId: coupon!.id, status: 'available', claimedAt: now });
  return code;
}

/**
 * Approves or rejects a pending claim (warehouse or supervisor), under the order's lock. Approval
 * lowers the final invoice total by core's refund and moves that money back: to the payment that
 * took it (card or PAD refund through the provider after the commit; cash and pay-later taken off
 * what is owed) or as store credit.
 */
export async function decideClaim(app: App, input: { body: ClaimDecideBody; who: ClaimDecider }): Promise<DecidedClaim> {
  const { body, who } = input;
  const now = app.clock();
  const actor = `${who.role}:${who.staffId}`;
  const decided = await app.db.transaction(async (tx) => {
    const [peek] = await tx.select({ orderId: orderClaims.orderId }).from(orderClaims).where(eq(orderClaims.id, body.claim_id)).limit(1);
    if (!peek) throw claimNotFound();
    const [order] = await tx.select().from(orders).where(eq(orders.id, peek.orderId)).for('update');
    const [claim] = await tx.select().from(orderClaims).where(eq(orderClaims.id, body.claim_id)).for('update');
    if (!order || !claim) throw claimNotFound();
    const refusal = claimDecisionRefusal(who.role, claim.status as ClaimStatus);
    if (refusal) throw refusalError(refusal);

    if (body.decision === 'reject') {
      await tx
        .update(orderClaims)
        .set({ status: 'rejected', decisionReason: body.reason, decidedBy: who.staffId, decidedAt: now })
        .where(eq(orderClaims.id, claim.id));
      return { pending: [] as LedgerRow[], rows: [] as LedgerRow[], refund: null };
    }

    const refund = await refundOf(tx, order, claim);
    // Units claimed and approved since cannot be returned twice: core refuses, and so do we.
    if (!refund.ok) throw refusalError(refund.reason);
    const settled = order.settledTotalCents ?? order.totalCents;
    const target = settled - refund.refundCents;
    const keyPrefix = `order:${order.id}:claim:${claim.id}`;
    let rows: LedgerRow[] = [];
    let pending: LedgerRow[] = [];
    if (refund.refundCents > 0) {
      const resolution: ClaimResolution = body.resolution;
      if (resolution === 'refund') {
        const money = await decideOrderMoney(tx, app, { order, targetCents: target, event: null, keyPrefix, actor, now, claimId: claim.id });
        rows = money.rows;
        pending = money.pending;
      } else {
        const code = await issueStoreCredit(tx, order, claim.id, refund.refundCents, now);
        rows = await recordMovements(tx, {
          orderId: order.id,
          movements: [{ kind: 'credit', method: 'store_credit', amountCents: refund.refundCents, targetRef: code }],
          keyPrefix,
          provider: '',
          actor,
          now,
          claimId: claim.id,
        });
        let paymentStatus = order.paymentStatus as PaymentStatus;
        const event = paymentEventOf('credit', 'succeeded');
        if (event) paymentStatus = nextPaymentStatus(paymentStatus, event) ?? paymentStatus;
        paymentStatus = await closeIfBalanced(tx, { id: order.id, paymentStatus, settledTotalCents: target });
        await tx.update(orders).set({ settledTotalCents: target, paymentStatus, updatedAt: now }).where(eq(orders.id, order.id));
        await tx.insert(orderStatusLog).values({ orderId: order.id, status: order.status, paymentStatus, note: rows[0]!.noteKey, actor, createdAt: now });
      }
    }
    await tx
      .update(orderClaims)
      .set({
        status: 'approved',
        resolution: body.resolution,
        amountCents: refund.refundCents,
        decisionReason: body.note,
        decidedBy: who.staffId,
        decidedAt: now,
      })
      .where(eq(orderClaims.id, claim.id));
    return { pending, rows, refund };
  });
  const ran = await runLedgerRows(app, decided.pending);
  const ranById = new Map(ran.map((r) => [r.id, r]));
  const [claim] = await claimViews(app.db, [body.claim_id]);
  const refund = decided.refund;
  return { claim: claim!, ledger: decided.rows.map((r) => ranById.get(r.id) ?? r), refund: refund?.ok ? refund : null };
}

/** The warehouse's queue: claims in `status`, oldest first, with their order, customer, line, photos and (pending) the proposed amount. */
export async function claimQueue(app: App, input: { status: ClaimStatus; locale: Locale }): Promise<ClaimQueueItem[]> {
  const rows = await app.db
    .select({ claim: orderClaims, order: orders, line: orderLines, customerName: customers.name, customerPhone: customers.phone, deciderName: staffAccounts.name })
    .from(orderClaims)
    .innerJoin(orders, eq(orders.id, orderClaims.orderId))
    .innerJoin(orderLines, eq(orderLines.id, orderClaims.orderLineId))
    .innerJoin(customers, eq(customers.id, orderClaims.customerId))
    .leftJoin(staffAccounts, eq(staffAccounts.id, orderClaims.decidedBy))
    .where(eq(orderClaims.status, input.status))
    .orderBy(input.status === 'pending' ? asc(orderClaims.createdAt) : desc(orderClaims.decidedAt), asc(orderClaims.id))
    .limit(200);
  const views = new Map((await viewsOf(app.db, rows.map((r) => r.claim))).map((v) => [v.claim_id, v]));
  const items: ClaimQueueItem[] = [];
  for (const r of rows) {
    let proposed: ClaimQueueItem['proposed'] = null;
    if (r.claim.status === 'pending') {
      const refund = await refundOf(app.db, r.order, r.claim);
      if (refund.ok) {
        proposed = {
          goods_refund: fromCents(refund.goodsRefundCents),
          small_order_fee_deducted: fromCents(refund.smallOrderFeeDeductedCents),
          refund: fromCents(refund.refundCents),
        };
      }
    }
    const at = await handedOverAt(app.db, r.order);
    items.push({
      ...views.get(r.claim.id)!,
      order_no: r.order.orderNo,
      order_status: r.order.status as OrderStatus,
      payment_type: r.order.paymentType,
      customer_name: r.customerName,
      customer_phone: r.customerPhone,
      line_name: lineName(r.line.name, input.locale),
      sku: r.line.sku,
      ordered_qty: r.line.qty,
      delivered_qty: r.line.deliveredQty ?? 0,
      handed_over_at: at?.toISOString() ?? null,
      proposed,
      decided_by: r.deciderName ?? '',
    });
  }
  return items;
}
