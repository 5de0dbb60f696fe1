import type { OrderTotals, PaymentType } from '../../../core/checkout/order-totals';
import type { ShippingType } from '../../../core/schemas/common';
import type { OrderStatus, PaymentStatus } from '../../../core/schemas/order';
import type { SmallOrderFeeRule } from '../../../core/pricing/small-order-fee';

/**
 * What the fulfilment services need of the core rules of issue 15 (built in parallel on branch
 * i15-core: core/orders/lifecycle.ts, settlement.ts, line-outcome.ts, payment-status.ts,
 * catch-weight.ts). The types below copy the signatures found there on 2026-11-25 so the two branches
 * join by replacing this file's body with `import type … from '../../../core/orders/…'` and passing
 * the core functions as `coreFulfilmentRules` (see NOT_JOINED below). Nothing here is a rule: the
 * server asks core every question through this interface.
 */

export type Role = 'buyer' | 'agent' | 'warehouse' | 'driver' | 'supervisor';
export interface Actor {
  role: Role;
  customerId?: number;
  staffId?: number;
}

export type OrderAction =
  | 'accept'
  | 'start_packing'
  | 'pack'
  | 'mark_out_of_stock'
  | 'out_for_delivery'
  | 'ready_for_pickup'
  | 'deliver'
  | 'hand_over_pickup'
  | 'finish'
  | 'cancel_by_buyer'
  | 'cancel_by_staff'
  | 'mark_paid';

export type StockEffect = 'none' | 'return';
export type MoneyEffect = 'none' | 'settle' | 'void_or_refund_all' | 'charge_fee' | 'record_paid';

export interface OrderFacts {
  status: OrderStatus;
  shippingType: ShippingType;
  paymentType: PaymentType;
  paymentStatus: PaymentStatus;
  customerId: number;
  createdAt: Date;
  packed: boolean;
}

export type TransitionCheck =
  | { ok: true; to: OrderStatus; effects: { stock: StockEffect; money: MoneyEffect } }
  | { ok: false; reason: string; params: Record<string, string> };

export type PackedLineStatus = 'packed' | 'short' | 'out_of_stock';

export interface PackedLineEntry {
  lineId: number;
  deliveredQty: number;
  actualWeightGrams: number | null;
}

export interface PackableLine {
  lineId: number;
  orderedQty: number;
  nominalUnitGrams: number | null;
  isGift: boolean;
}

export interface SettlementLineInput {
  lineId: number;
  orderedQty: number;
  rowTotalCents: number;
  taxRateBps: number;
  nominalUnitGrams: number | null;
  deliveredQty: number;
  actualWeightGrams: number | null;
  isGift?: boolean;
}

export interface CheckoutCharges {
  discountCents: number;
  deliveryFeeCents: number;
  smallOrderFeeCents: number;
  tipsCents: number;
  totalCents: number;
}

export interface SettledLine {
  lineId: number;
  status: PackedLineStatus;
  deliveredQty: number;
  actualWeightGrams: number | null;
  settledRowTotalCents: number;
}

export interface Settlement {
  lines: SettledLine[];
  totals: OrderTotals;
  nothingDelivered: boolean;
  settledTotalCents: number;
  withinCharge: boolean;
}

export type PaymentEvent = 'authorized' | 'authorization_failed' | 'settled' | 'money_received' | 'money_failed' | 'refunded';

export interface FulfilmentRules {
  canTransition(order: OrderFacts, action: OrderAction, actor: Actor, now: Date): TransitionCheck;
  packingProblems(lines: readonly PackableLine[], entries: readonly PackedLineEntry[]): { lineId: number; problem: string }[];
  checkoutChargesOf(feeLines: readonly { code: OrderTotals['feeLines'][number]['code']; amountCents: number }[], totalCents: number): CheckoutCharges;
  settleOrder(input: { paymentType: PaymentType; lines: readonly SettlementLineInput[]; checkout: CheckoutCharges }): Settlement;
  cancellationCharge(input: { money: MoneyEffect; smallOrderFeeRules: readonly SmallOrderFeeRule[]; orderTotalCents: number }): number;
  nextPaymentStatus(current: PaymentStatus, event: PaymentEvent): PaymentStatus | null;
  nominalUnitGrams(line: { needWeigh: number | boolean; weightValue: string; weightUnit: string }): number | null;
}

const notJoined = (name: string) => () => {
  throw new Error(`core/orders ${name} is not joined yet (issue 15: branch i15-core); pass fulfilmentRules to buildApp`);
};

/**
 * Until the branches join, an app built without rules refuses every fulfilment step loudly instead of
 * guessing. Joining: `{ canTransition, packingProblems, checkoutChargesOf, settleOrder,
 * cancellationCharge, nextPaymentStatus, nominalUnitGrams }` from core/orders/*.
 */
export const NOT_JOINED: FulfilmentRules = {
  canTransition: notJoined('canTransition'),
  packingProblems: notJoined('packingProblems'),
  checkoutChargesOf: notJoined('checkoutChargesOf'),
  settleOrder: notJoined('settleOrder'),
  cancellationCharge: notJoined('cancellationCharge'),
  nextPaymentStatus: notJoined('nextPaymentStatus'),
  nominalUnitGrams: notJoined('nominalUnitGrams'),
};
