import type { FastifyInstance } from 'fastify';
import type { TFunction } from 'i18next';
import { formatCents } from '../../../core/format/currency';
import { fromCents } from '../../../core/money';
import {
  bestCouponCombination,
  checkCoupon,
  COUPON_REFUSAL_MESSAGE_KEYS,
  type CouponCart,
  type CouponChoice,
} from '../../../core/promotions/coupons';
import type { Locale } from '../../../core/schemas/common';
import type { PromoCouponResult, PromoValidateBody, PromoValidateResult } from '../../../core/schemas/promo';
import { priceCart } from '../cart/price-cart';
import { and, count, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agentAudit, customerCoupons } from '../../db/schema';
import { recordAudit } from '../agent/audit';
import { couponCacheFor, type StoredCoupon } from './coupon-cache';
import { priceVersion } from '../catalogue-snapshot';

/** How many times the customer has used each coupon (used customer_coupons rows). */
async function couponUses(db: Database, customerId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ couponId: customerCoupons.couponId, uses: count() })
    .from(customerCoupons)
    .where(and(eq(customerCoupons.customerId, customerId), eq(customerCoupons.status, 'used')))
    .groupBy(customerCoupons.couponId);
  return new Map(rows.map((r) => [r.couponId, Number(r.uses)]));
}

/** A refusal already recorded this recently (same agent, customer and codes) is not recorded again. */
const REFUSAL_REPEAT_MS = 10 * 60_000;

/**
 * Audit (issue 7): an agent's session entered user coupons, which agent orders never use. Checkout
 * validates the same codes on every quote, so one entry per agent, customer and codes in a while;
 * place_order records its own, with the order.
 */
async function auditRefusedCoupons(db: Database, who: { customerId: number; agentId: number }, codes: string[], now: number): Promise<void> {
  const at = new Date(now);
  const [recent] = await db
    .select({ id: agentAudit.id })
    .from(agentAudit)
    .where(
      and(
        eq(agentAudit.staffId, who.agentId),
        eq(agentAudit.customerId, who.customerId),
        eq(agentAudit.action, 'coupon_refused'),
        isNull(agentAudit.orderId),
        gte(agentAudit.createdAt, new Date(now - REFUSAL_REPEAT_MS)),
        sql`${agentAudit.detail} -> 'codes' = ${JSON.stringify(codes)}::jsonb`,
      ),
    )
    .limit(1);
  if (!recent) await recordAudit(db, { staffId: who.agentId, customerId: who.customerId, action: 'coupon_refused', detail: { codes }, now: at });
}

/**
 * Promo validate (spec §7): prices the cart like cart calculate, then checks each entered code, or,
 * with auto_match 1 and no codes, picks the best combination of public coupons. A signed-in
 * customer's earlier uses count against each coupon's per-user limit, and a session an agent opened
 * for the customer is an agent order whatever the body says (DECISIONS.md: server-enforced).
 */
export async function validateCoupons(
  app: FastifyInstance,
  body: PromoValidateBody,
  locale: Locale,
  t: TFunction,
  now = Date.now(),
  customer: { customerId: number; agentId: number | null } | null = null,
): Promise<PromoValidateResult> {
  const priced = await priceCart(app, {
    shopId: body.shop_id,
    shippingType: body.shipping_type,
    lines: body.product_items,
    combos: body.product_combo_items,
    locale,
    t,
    customerId: customer?.customerId,
  });
  const cart: CouponCart = {
    shopId: body.shop_id,
    shippingType: body.shipping_type,
    subtotalCents: priced.totals.subtotalCents,
    lines: priced.lines,
    agentOrder: body.agent_order === 1 || (customer !== null && customer.agentId !== null),
    now,
  };
  const set = await couponCacheFor(app.db).current(priceVersion((await app.catalogue.current()).read));
  const uses = customer ? await couponUses(app.db, customer.customerId) : new Map<number, number>();
  const usedCount = (coupon: { id: number }) => uses.get(coupon.id) ?? 0;
  const failure = (reason: keyof typeof COUPON_REFUSAL_MESSAGE_KEYS, coupon: StoredCoupon | undefined, code: string): string => {
    const key = reason === 'shipping_type' && coupon?.shippingType === 'delivery' ? 'coupon.deliveryOnly' : COUPON_REFUSAL_MESSAGE_KEYS[reason];
    return t(key, { code, min: formatCents(coupon?.minSubtotalCents ?? 0, locale) });
  };
  const view = (coupon: StoredCoupon, choice: CouponChoice | undefined): PromoCouponResult => ({
    code: coupon.code,
    valid: true,
    applied: choice !== undefined,
    reason: null,
    message: '',
    name: coupon.name[locale],
    stackable: coupon.stackable,
    discount: choice ? fromCents(choice.discountCents) : 0,
  });

  const autoMatched = body.promo_codes.length === 0 && body.auto_match === 1;
  const results: PromoCouponResult[] = [];
  let chosen: CouponChoice[];
  let discountCents: number;

  if (autoMatched) {
    const best = bestCouponCombination(set.publicCoupons.filter((c) => c.shopId === null || c.shopId === body.shop_id), cart, usedCount);
    chosen = best.chosen;
    discountCents = best.discountCents;
    for (const choice of chosen) results.push(view(choice.coupon as StoredCoupon, choice));
  } else {
    const found: StoredCoupon[] = [];
    const seen = new Set<string>();
    for (const raw of body.promo_codes) {
      const code = raw.toUpperCase();
      if (seen.has(code)) continue;
      seen.add(code);
      const coupon = set.byCode.get(code);
      if (!coupon) {
        results.push({ code: raw, valid: false, applied: false, reason: 'not_found', message: failure('not_found', undefined, raw), name: '', stackable: false, discount: 0 });
        continue;
      }
      const check = checkCoupon(coupon, cart, usedCount(coupon));
      if (!check.ok) {
        results.push({ ...view(coupon, undefined), valid: false, reason: check.reason, message: failure(check.reason, coupon, coupon.code) });
        continue;
      }
      found.push(coupon);
    }
    const best = bestCouponCombination(found, cart, usedCount);
    chosen = best.chosen;
    discountCents = best.discountCents;
    const byCode = new Map(chosen.map((c) => [c.coupon.code, c]));
    for (const coupon of found) {
      const choice = byCode.get(coupon.code);
      // A valid coupon left out only because another non-stackable one gives more.
      results.push(
        choice || coupon.stackable
          ? view(coupon, choice)
          : { ...view(coupon, undefined), reason: 'not_combinable', message: failure('not_combinable', coupon, coupon.code) },
      );
    }
  }

  const agentRefused = results.filter((r) => r.reason === 'agent_order').map((r) => r.code);
  if (customer?.agentId != null && agentRefused.length > 0) {
    await auditRefusedCoupons(app.db, { customerId: customer.customerId, agentId: customer.agentId }, agentRefused, now);
  }

  // Stacked coupons are capped at the subtotal: report each one's share so the parts add up.
  let left = discountCents;
  for (const r of results) {
    if (!r.applied) continue;
    const cents = Math.min(left, Math.round(r.discount * 100));
    r.discount = fromCents(cents);
    left -= cents;
  }

  return {
    shop_id: body.shop_id,
    auto_matched: autoMatched,
    coupons: results,
    applied_codes: chosen.map((c) => c.coupon.code),
    discount: fromCents(discountCents),
    subtotal: fromCents(priced.totals.subtotalCents),
    subtotal_after_coupons: fromCents(priced.totals.subtotalCents - discountCents),
  };
}
