import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { PaymentType } from '../../../../core/checkout/order-totals';
import { NO_TIP, type TipChoice } from '../utils/tips';

/** The payment part of the form (the payment picker's value): the type and the chosen card or bank account. */
export interface CheckoutPaymentChoice {
  type: PaymentType;
  cardId: string | null;
  padAccountId: number | null;
}

/** 'asap', or 'arrive around' a 30-minute slot 'HH:MM'. */
export type TimePreference = 'asap' | string;

/**
 * What the customer chose on /payment (delivery or pickup is the page's ?addressType=). Kept for the app's lifetime (not on disk), so a trip to the
 * address book to change the address comes back to the same choices; a new cart or a placed order
 * starts afresh.
 */
export interface CheckoutFormState {
  /** The cart these choices belong to (the cart's local id). */
  cartId: number | null;
  /** YYYY-MM-DD; null until the offered dates are known. */
  serviceDate: string | null;
  time: TimePreference;
  warehouseId: number | null;
  note: string;
  tip: TipChoice;
  /** The coupon codes to apply (the cart's product codes, typed codes, or the optimal combination). */
  promoCodes: string[];
  payment: CheckoutPaymentChoice;
}

export interface CheckoutFormActions {
  /** Starts the form for a cart (keeps the choices when it is the same cart). */
  begin: (init: { cartId: number; promoCodes: string[] }) => void;
  patch: (patch: Partial<Omit<CheckoutFormState, 'cartId'>>) => void;
  reset: () => void;
}

const initial: CheckoutFormState = {
  cartId: null,
  serviceDate: null,
  time: 'asap',
  warehouseId: null,
  note: '',
  tip: NO_TIP,
  promoCodes: [],
  // Spec §4 Checkout step 5: the default payment method is preselected.
  payment: { type: 'card', cardId: null, padAccountId: null },
};

export function createCheckoutFormStore() {
  return createStore<CheckoutFormState & CheckoutFormActions>()((set, get) => ({
    ...initial,
    begin: ({ cartId, promoCodes }) => {
      if (get().cartId !== cartId) set({ ...initial, cartId, promoCodes });
    },
    patch: (patch) => set(patch),
    reset: () => set({ ...initial }),
  }));
}

export const checkoutFormStore = createCheckoutFormStore();

export function useCheckoutForm<T>(selector: (state: CheckoutFormState & CheckoutFormActions) => T): T {
  return useStore(checkoutFormStore, selector);
}
