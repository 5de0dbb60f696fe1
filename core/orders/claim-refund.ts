import type { Cents } from '../money';
import { applicableSmallOrderFeeRule, type SmallOrderFeeRule } from '../pricing/small-order-fee';
import { floorDiv, type SettlementInput, settleOrder, totalsOverRows } from './settlement';

/**
 * The money of an approved claim (spec §9; DECISIONS.md "After checkout"). A claim returns some of a
 * line's delivered units; the refund is what the order's settled total drops by when those units are
 * taken out, computed with the same rules as settlement (tax, channel fee and PAD cashback follow):
 * - the returned units take their share of the line's settled row: the line keeps
 *   ⌊settled row × kept units / delivered units⌋ (rounding in the buyer's favour, as settlement does);
 * - §9: when returns bring the order's goods under the small-order threshold and the order did not pay
 *   the fee, the fee is deducted from the refund (never below 0). "The order's goods" is the settled
 *   subtotal before discounts; the fee is deducted once: only by the claim that crosses the threshold.
 * Refund and store credit are the same amount; the claim's kind (damaged, missing, …) does not change it.
 */

export interface ClaimedUnits {
  lineId: number;
  qty: number;
}

export interface ClaimRefundInput {
  /** The order as packed: the same input `settleOrder` took. */
  order: SettlementInput;
  /** Claims approved before this one. */
  approvedBefore: readonly ClaimedUnits[];
  claim: ClaimedUnits;
  /** The shop's small-order-fee rules (service_fee.rules). */
  smallOrderFeeRules: readonly SmallOrderFeeRule[];
}

export interface ClaimRefund {
  /** What the returned units cost the buyer, tax and channel fee included. */
  goodsRefundCents: Cents;
  /** §9: the small order fee kept back, when this claim brings the goods under the threshold. */
  smallOrderFeeDeductedCents: Cents;
  /** goodsRefund − feeDeducted, never below 0: what goes back to the buyer. */
  refundCents: Cents;
  /** The order's invoice total before and after this claim (after = before − refund). */
  totalBeforeCents: Cents;
  totalAfterCents: Cents;
  /** PAD: the cashback the order earns before and after (1 % of the settled amount). */
  cashbackBeforeCents: Cents;
  cashbackAfterCents: Cents;
}

export type ClaimRefundResult = ({ ok: true } & ClaimRefund) | { ok: false; reason: 'orders.claim.qty_over_delivered' };

interface Figures {
  totalCents: Cents;
  goodsCents: Cents;
  cashbackCents: Cents;
}

/** The order's figures with `returned` units taken out of its settled lines. */
function figuresAfterReturns(order: SettlementInput, returned: ReadonlyMap<number, number>): Figures | null {
  const settlement = settleOrder(order);
  const rows = [];
  for (const line of settlement.lines) {
    const back = returned.get(line.lineId) ?? 0;
    if (back > line.deliveredQty) return null;
    const kept = line.deliveredQty === 0 ? 0 : floorDiv(line.settledRowTotalCents * (line.deliveredQty - back), line.deliveredQty);
    rows.push({ settledRowTotalCents: kept, taxRateBps: line.taxRateBps });
  }
  const totals = totalsOverRows(order.paymentType, rows, order.checkout, settlement.nothingDelivered);
  return { totalCents: totals.totalCents, goodsCents: totals.subtotalCents, cashbackCents: totals.cashbackCents };
}

function sumByLine(claims: readonly ClaimedUnits[]): Map<number, number> {
  const sums = new Map<number, number>();
  for (const c of claims) sums.set(c.lineId, (sums.get(c.lineId) ?? 0) + c.qty);
  return sums;
}

/** The fee a return from `before` goods to `after` goods keeps back (§9), before capping at the refund. */
function feeKeptBack(input: ClaimRefundInput, before: Figures, after: Figures): Cents {
  if (input.order.checkout.smallOrderFeeCents > 0) return 0;
  if (applicableSmallOrderFeeRule({ rules: input.smallOrderFeeRules, subtotalCents: before.goodsCents }) !== null) return 0;
  return applicableSmallOrderFeeRule({ rules: input.smallOrderFeeRules, subtotalCents: after.goodsCents })?.valueCents ?? 0;
}

/** One claim against the claims approved before it; `feeKeptBefore` is what those kept back. */
function refundOf(input: ClaimRefundInput, earlier: readonly ClaimedUnits[], claim: ClaimedUnits, feeKeptBefore: Cents): ClaimRefundResult {
  if (!Number.isSafeInteger(claim.qty) || claim.qty < 1) return { ok: false, reason: 'orders.claim.qty_over_delivered' };
  const before = figuresAfterReturns(input.order, sumByLine(earlier));
  const after = figuresAfterReturns(input.order, sumByLine([...earlier, claim]));
  if (!before || !after) return { ok: false, reason: 'orders.claim.qty_over_delivered' };
  const goodsRefundCents = before.totalCents - after.totalCents;
  const smallOrderFeeDeductedCents = Math.min(feeKeptBack(input, before, after), goodsRefundCents);
  const refundCents = goodsRefundCents - smallOrderFeeDeductedCents;
  const totalBeforeCents = before.totalCents + feeKeptBefore;
  return {
    ok: true,
    goodsRefundCents,
    smallOrderFeeDeductedCents,
    refundCents,
    totalBeforeCents,
    totalAfterCents: totalBeforeCents - refundCents,
    cashbackBeforeCents: before.cashbackCents,
    cashbackAfterCents: after.cashbackCents,
  };
}

/**
 * The refund of `claim`, after the claims approved before it (replayed in their order, so the fee one
 * of them kept back is counted in the invoice total once). Refused when the claimed units exceed what
 * was delivered and not already returned.
 */
export function claimRefund(input: ClaimRefundInput): ClaimRefundResult {
  let feeKept = 0;
  for (let i = 0; i < input.approvedBefore.length; i++) {
    const earlier = refundOf(input, input.approvedBefore.slice(0, i), input.approvedBefore[i]!, feeKept);
    if (!earlier.ok) return earlier;
    feeKept += earlier.smallOrderFeeDeductedCents;
  }
  return refundOf(input, input.approvedBefore, input.claim, feeKept);
}
