import type { PaymentType } from './order-totals';

/**
 * Checkout choices that do not depend on prices (spec §4 Shipping type and payment, §9 Payment,
 * DECISIONS.md): which payment types a customer may pick, whether an order may still change its
 * payment type, and the readable order number. The server enforces these; the payment page uses
 * the same functions to show only what will be accepted.
 */

export type ShippingChoice = 'delivery' | 'pickup';

export interface PaymentChoiceContext {
  shippingType: ShippingChoice;
  /** The account is on credit terms and the shop offers Pay Later. */
  payLaterAllowed: boolean;
  /**
   * The customer's pay-later credit (issue 17), when known: with the order's total, Pay Later is
   * refused once the unpaid pay-later balance plus this order would pass the limit.
   */
  credit?: PayLaterCredit;
}

export interface PayLaterCredit {
  /** null: no limit. */
  limitCents: number | null;
  /** The customer's pay-later orders not paid yet (core never sees how it is summed: the server does). */
  unpaidCents: number;
}

/** Why a payment type is refused for an order, or null when it is accepted. */
export type PaymentTypeRefusal = 'cash_on_pickup' | 'pay_later_not_allowed' | 'pay_later_over_limit';

/** How much more may go on pay-later terms: null when there is no limit, never below 0. */
export function payLaterRoomCents(credit: PayLaterCredit): number | null {
  return credit.limitCents === null ? null : Math.max(0, credit.limitCents - credit.unpaidCents);
}

/** The unpaid balance plus this order would pass the credit limit. */
export function payLaterOverLimit(credit: PayLaterCredit, orderTotalCents: number): boolean {
  return credit.limitCents !== null && credit.unpaidCents + orderTotalCents > credit.limitCents;
}

/** Card and PAD always; cash on delivery only (self-pickup pays online); Pay Later for flagged accounts. */
export function offeredPaymentTypes(context: PaymentChoiceContext): PaymentType[] {
  const types: PaymentType[] = ['card', 'pad'];
  if (context.shippingType === 'delivery') types.push('cash');
  if (context.payLaterAllowed) types.push('pay_later');
  return types;
}

/** `orderTotalCents`: the order's total, when known, checked against the pay-later credit limit. */
export function paymentTypeRefusal(paymentType: PaymentType, context: PaymentChoiceContext, orderTotalCents?: number): PaymentTypeRefusal | null {
  if (paymentType === 'cash' && context.shippingType === 'pickup') return 'cash_on_pickup';
  if (paymentType === 'pay_later' && !context.payLaterAllowed) return 'pay_later_not_allowed';
  if (paymentType === 'pay_later' && context.credit && orderTotalCents !== undefined && payLaterOverLimit(context.credit, orderTotalCents)) {
    return 'pay_later_over_limit';
  }
  return null;
}

/**
 * The payment type may change only before any money moved: the order is still 'processing' and
 * its payment is 'unpaid' or 'failed' (a declined card may switch to PAD, cash or Pay Later).
 */
export function paymentTypeChangeable(order: { status: string; paymentStatus: string }): boolean {
  return order.status === 'processing' && (order.paymentStatus === 'unpaid' || order.paymentStatus === 'failed');
}

/** Order numbers stay readable on the phone: 'SD' + the Toronto date + the id, zero-padded to 6 digits. */
export function orderNumber(localDate: string, orderId: number): string {
  return `${orderNumberPrefix(localDate)}${String(orderId).padStart(ORDER_NUMBER_ID_DIGITS, '0')}`;
}

export const ORDER_NUMBER_ID_DIGITS = 6;

/** The part before the id: the server appends the id it draws in the same statement. */
export function orderNumberPrefix(localDate: string): string {
  return `SD${localDate.replaceAll('-', '')}`;
}

/** 'asap', or one of the offered 'HH:MM' slots. */
export function timePreferenceOffered(timePreference: string, slots: readonly string[]): boolean {
  return timePreference === 'asap' || slots.includes(timePreference);
}
