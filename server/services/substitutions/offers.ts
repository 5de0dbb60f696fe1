import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { lineTaxRateBps } from '../../../core/checkout/tax-class';
import { fromCents } from '../../../core/money';
import { LOCALES, type Locale } from '../../../core/schemas/common';
import type { SubstitutionOfferView } from '../../../core/schemas/substitution';
import { substitutedRowTotalCents } from '../../../core/substitutions/substitute-rule';
import { customers, orderLines, orders, substitutionOffers } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';
import { translator } from '../../i18n';
import type { ProductRecord } from '../catalogue-snapshot';
import type { Tx } from '../fulfilment/ledger-rows';
import { substituteFor, substituteUnitPriceCents } from './substitutes';

/**
 * Substitutions after checkout (issue 20). When the packer finds a line short, the line's preference
 * (checkout's override, else the customer's) decides: 'similar' puts core's pick in the line at its
 * price; 'ask' stores an offer and sends the buyer, in their language, a single-use link to accept or
 * refuse (only the token's SHA-256 is stored); 'never' leaves the line to be shorted as before. An
 * accepted offer puts the substitute in the line the same way; a refused one leaves the line to be
 * shorted. The line's row total follows core (substitutedRowTotalCents) and packing settles the order
 * with core's settlement as for any other line.
 */

type LineRow = typeof orderLines.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const offerNotFound = () => notFound('OFFER_NOT_FOUND', 'substitutions.link_invalid');
const tooLate = () => new ApiError(409, 'SUBSTITUTION_TOO_LATE', 'substitutions.too_late');
const localeOf = (language: string): Locale => ((LOCALES as readonly string[]).includes(language) ? (language as Locale) : 'en');
const nameIn = (name: { en: string; cn?: string; fr?: string }, locale: Locale) => name[locale] || name.en;

/** The order still open for packing (not packed, not cancelled or finished), else 409. */
function assertSubstitutable(order: OrderRow) {
  if (order.packedAt !== null || !['processing', 'accept', 'cooking'].includes(order.status)) throw tooLate();
}

/** Puts `product` in the line at its unit price (core's row total), remembering what it replaced. */
async function replaceLine(tx: Tx, line: LineRow, product: ProductRecord, unitPriceCents: number, shopTaxRateBp: number) {
  const rowTotalCents = substitutedRowTotalCents(unitPriceCents, line.qty, line.rowTotalCents);
  await tx
    .update(orderLines)
    .set({
      productId: product.id,
      sku: product.sku,
      name: { en: product.nameEn, cn: product.nameCn, fr: product.nameFr },
      unitPriceCents,
      rowTotalCents,
      orgRowTotalCents: rowTotalCents,
      options: [],
      needWeigh: product.needWeigh,
      weightValue: product.weightValue,
      weightUnit: product.weightUnit,
      taxRateBps: lineTaxRateBps(product.taxClass, shopTaxRateBp),
      substitutedProductId: line.productId,
      substitutedName: line.name,
    })
    .where(eq(orderLines.id, line.id));
}

async function sendOffer(app: FastifyInstance, order: OrderRow, line: LineRow, product: ProductRecord, unitPriceCents: number, token: string) {
  const [who] = await app.db.select({ phone: customers.phone, email: customers.email, language: customers.language }).from(customers).where(eq(customers.id, order.customerId));
  if (!who) return;
  const locale = localeOf(who.language);
  const t = translator(locale);
  const text = t('substitutions.offer_notice', {
    order_no: order.orderNo,
    original: nameIn(line.name, locale),
    substitute: nameIn({ en: product.nameEn, cn: product.nameCn, fr: product.nameFr }, locale),
    price: fromCents(unitPriceCents).toFixed(2),
    link: `${app.config.PUBLIC_URL}/substitution?token=${token}`,
  });
  try {
    await app.sms.send({ to: who.phone, text });
    if (who.email) await app.mail.send({ to: who.email, subject: t('substitutions.offer_subject', { order_no: order.orderNo }), text });
  } catch (err) {
    app.log.warn({ err, orderId: order.id }, 'substitution offer not sent');
  }
}

/** The packer's call on a short line (see the module comment). Answers what happened. */
export async function substituteShortLine(app: FastifyInstance, orderId: number, lineId: number, shopId?: number) {
  const snapshot = await app.catalogue.current();
  const token = randomBytes(24).toString('base64url');
  const done = await app.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || (shopId !== undefined && order.shopId !== shopId)) throw notFound('ORDER_NOT_FOUND', 'orders.not_found');
    assertSubstitutable(order);
    const [line] = await tx.select().from(orderLines).where(and(eq(orderLines.id, lineId), eq(orderLines.orderId, orderId)));
    if (!line || line.isGift) throw notFound('LINE_NOT_FOUND', 'substitutions.line_not_found');
    if (line.substitutedProductId !== null) throw new ApiError(409, 'LINE_SUBSTITUTED', 'substitutions.already_substituted');
    if (line.substitution === 'never') throw new ApiError(409, 'SUBSTITUTION_NOT_WANTED', 'substitutions.not_wanted');
    const product = substituteFor(snapshot, order.shopId, line.productId, line.qty);
    if (!product) throw new ApiError(409, 'NO_SUBSTITUTE', 'substitutions.none_found');
    const shopTax = snapshot.shops.get(order.shopId)?.taxRateBp ?? 1300;
    const unitPriceCents = substituteUnitPriceCents(snapshot, order.customerId, product);
    if (line.substitution === 'similar') {
      await replaceLine(tx, line, product, unitPriceCents, shopTax);
      return { order, line, product, unitPriceCents, outcome: 'substituted' as const };
    }
    const [open] = await tx
      .select({ id: substitutionOffers.id })
      .from(substitutionOffers)
      .where(and(eq(substitutionOffers.orderId, orderId), eq(substitutionOffers.productId, line.productId), eq(substitutionOffers.status, 'pending')));
    if (open) throw new ApiError(409, 'OFFER_PENDING', 'substitutions.offer_pending');
    await tx.insert(substitutionOffers).values({
      orderId,
      customerId: order.customerId,
      productId: line.productId,
      substituteProductId: product.id,
      qty: line.qty,
      unitPriceCents,
      tokenHash: hash(token),
    });
    return { order, line, product, unitPriceCents, outcome: 'offered' as const };
  });
  if (done.outcome === 'offered') await sendOffer(app, done.order, done.line, done.product, done.unitPriceCents, token);
  return { outcome: done.outcome, product: done.product, unitPriceCents: done.unitPriceCents, token };
}

async function offerOf(app: FastifyInstance, customerId: number, token: string) {
  const [offer] = await app.db.select().from(substitutionOffers).where(eq(substitutionOffers.tokenHash, hash(token)));
  if (!offer) throw offerNotFound();
  if (offer.customerId !== customerId) throw new ApiError(403, 'OFFER_FORBIDDEN', 'substitutions.not_yours');
  return offer;
}

/** What the offer page shows; only the offer's customer may read it (403 otherwise). */
export async function offerView(app: FastifyInstance, customerId: number, token: string, locale: Locale): Promise<SubstitutionOfferView> {
  const offer = await offerOf(app, customerId, token);
  const snapshot = await app.catalogue.current();
  const [order] = await app.db.select({ orderNo: orders.orderNo }).from(orders).where(eq(orders.id, offer.orderId));
  const [line] = await app.db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.orderId, offer.orderId), eq(orderLines.productId, offer.status === 'accepted' ? offer.substituteProductId : offer.productId)));
  const original = snapshot.products.get(offer.productId);
  const substitute = snapshot.products.get(offer.substituteProductId);
  const productName = (p: ProductRecord | undefined) => (p ? nameIn({ en: p.nameEn, cn: p.nameCn, fr: p.nameFr }, locale) : '');
  const rowTotal = line ? (offer.status === 'accepted' ? line.rowTotalCents : substitutedRowTotalCents(offer.unitPriceCents, offer.qty, line.rowTotalCents)) : offer.unitPriceCents * offer.qty;
  return {
    order_no: order?.orderNo ?? '',
    original_name: productName(original),
    substitute_name: productName(substitute),
    qty: offer.qty,
    unit_price: fromCents(offer.unitPriceCents),
    row_total: fromCents(rowTotal),
    status: offer.status,
  };
}

/**
 * The buyer's answer, once: accept puts the substitute in the line at the offer's price; refuse
 * leaves the line to be shorted. A second use answers 409, another customer 403, a packed order 409.
 */
export async function decideOffer(app: FastifyInstance, customerId: number, token: string, decision: 'accept' | 'refuse'): Promise<void> {
  const offer = await offerOf(app, customerId, token);
  const snapshot = await app.catalogue.current();
  await app.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, offer.orderId)).for('update');
    if (!order) throw offerNotFound();
    const [decided] = await tx
      .update(substitutionOffers)
      .set({ status: decision === 'accept' ? 'accepted' : 'refused', decidedAt: app.clock() })
      .where(and(eq(substitutionOffers.id, offer.id), eq(substitutionOffers.status, 'pending')))
      .returning({ id: substitutionOffers.id });
    if (!decided) throw new ApiError(409, 'OFFER_USED', 'substitutions.link_used');
    if (decision === 'refuse') return;
    assertSubstitutable(order);
    const [line] = await tx
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.orderId, offer.orderId), eq(orderLines.productId, offer.productId), eq(orderLines.isGift, false)));
    const product = snapshot.products.get(offer.substituteProductId);
    if (!line || !product) throw tooLate();
    await replaceLine(tx, line, product, offer.unitPriceCents, snapshot.shops.get(order.shopId)?.taxRateBp ?? 1300);
  });
}
