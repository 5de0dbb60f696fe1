import { PAYMENT_TYPES, type PaymentType } from '../../../../core/checkout/order-totals';
import type { ShippingType } from '../../../../core/schemas/common';

/**
 * Spec §4 Shipping type and payment, §9 Payment (DECISIONS.md):
 * - cash (pay on arrival) is for delivery only;
 * - choosing cash on a pickup order says "Pay on arrive is disabled on pickup order…" and switches
 *   the order to delivery;
 * - choosing pickup while cash is selected forces another payment type.
 */

export interface MethodAndPayment {
  shippingType: ShippingType;
  paymentType: PaymentType;
}

export type PaymentNotice = 'cash_switched_to_delivery' | 'payment_changed_for_pickup' | null;

/** What pickup may use when the server's list is not known yet: every online type. */
const ONLINE_FIRST: readonly PaymentType[] = ['card', 'pad', 'pay_later'];

/** The first type of `allowed` other than `except`, in the product's order (card first). */
function firstAllowed(allowed: readonly PaymentType[] | undefined, except?: PaymentType): PaymentType {
  const pool = allowed && allowed.length > 0 ? allowed : ONLINE_FIRST;
  return PAYMENT_TYPES.find((type) => type !== except && pool.includes(type)) ?? 'card';
}

/**
 * The types the picker offers: the server's list for this shipping type, plus cash on a pickup
 * order when the customer may pay cash on delivery, so choosing it can explain why it switches.
 */
export function pickerTypes(
  shippingType: ShippingType,
  allowed: readonly PaymentType[],
  cashOnDelivery: boolean,
): PaymentType[] {
  const offered = new Set(allowed);
  if (shippingType === 'pickup' && cashOnDelivery) offered.add('cash');
  return PAYMENT_TYPES.filter((type) => offered.has(type));
}

/** The customer picks delivery or pickup. */
export function changeShippingType(
  state: MethodAndPayment,
  next: ShippingType,
  allowedForNext?: readonly PaymentType[],
): { state: MethodAndPayment; notice: PaymentNotice } {
  if (next === 'pickup' && state.paymentType === 'cash') {
    return {
      state: { shippingType: next, paymentType: firstAllowed(allowedForNext?.filter((t) => t !== 'cash'), 'cash') },
      notice: 'payment_changed_for_pickup',
    };
  }
  return { state: { ...state, shippingType: next }, notice: null };
}

/** The customer picks a payment type. */
export function changePaymentType(
  state: MethodAndPayment,
  next: PaymentType,
): { state: MethodAndPayment; notice: PaymentNotice } {
  if (next === 'cash' && state.shippingType === 'pickup') {
    return { state: { shippingType: 'delivery', paymentType: 'cash' }, notice: 'cash_switched_to_delivery' };
  }
  return { state: { ...state, paymentType: next }, notice: null };
}

/**
 * Once the server's list for the shipping type is known: a type it does not offer (pay later without
 * the account flag, cash on pickup) gives way to the first one it does.
 */
export function settlePaymentType(
  state: MethodAndPayment,
  allowed: readonly PaymentType[],
): { state: MethodAndPayment; notice: PaymentNotice } {
  if (allowed.length === 0 || allowed.includes(state.paymentType)) return { state, notice: null };
  const notice: PaymentNotice = state.shippingType === 'pickup' && state.paymentType === 'cash' ? 'payment_changed_for_pickup' : null;
  return { state: { ...state, paymentType: firstAllowed(allowed, state.paymentType) }, notice };
}
