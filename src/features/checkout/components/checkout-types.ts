import type { ProductSummary } from '../../../../core/schemas/catalogue';
import type { ReactNode } from 'react';
import type { PaymentType } from '../../../../core/checkout/order-totals';
import type { CartLineInput } from '../../../../core/schemas/cart';
import type { PlacedOrder } from '../../../../core/schemas/checkout';
import type { ShippingType } from '../../../../core/schemas/common';
import type { CheckoutPaymentChoice } from '../stores/checkout-form-store';

/** One line of the order-details side bar, as the cart shows it. */
export interface CheckoutLine {
  key: string;
  productId: number;
  name: string;
  image: string;
  /** '3 ct', '2 × 5 kg'. */
  quantityText: string;
  rowTotalCents: number;
  orgRowTotalCents: number;
  isGift: boolean;
}

/** Today's cart as the checkout needs it (the app reads it from the cart feature). */
export interface CheckoutCart {
  /** The cart's local id: the form's choices belong to it. */
  cartId: number;
  shopId: number;
  shippingType: ShippingType;
  /** The place-order body's lines. */
  productItems: CartLineInput[];
  /** Combos added to the cart (product_combo_items): the server prices their savings. */
  comboItems: { combo_id: number; times: number }[];
  lines: CheckoutLine[];
  /** Units in the cart. */
  count: number;
  /** The cart's product discount codes. */
  promoCodes: string[];
  /** The buyer went through the small-order-fee dialog (spec §4 Checkout step 2). */
  isCollectSmallOrderFee: boolean;
  /** The cart's small-order-fee hint: 'waived' shows "Your small order fee is waived.". */
  feeHint: 'none' | 'fee' | 'waived';
}

export interface PaymentPickerSlotProps {
  shippingType: ShippingType;
  allowedTypes: readonly PaymentType[];
  value: CheckoutPaymentChoice;
  onChange: (next: CheckoutPaymentChoice) => void;
  /** Types shown but not selectable for this order, with the reason the buyer reads (issue 17: Pay Later over the credit limit). */
  unavailable?: Partial<Record<PaymentType, string>>;
}

/** Charging a placed order (card or PAD): charges, then goes to the payment result itself. */
export interface OrderPayer {
  pay: (orderId: number, choice: CheckoutPaymentChoice) => Promise<void>;
  pending: boolean;
  error: string | null;
}

export interface CheckoutPageProps {
  cart: CheckoutCart;
  /** The payment section (the payments feature's picker), composed by the app. */
  renderPaymentPicker: (props: PaymentPickerSlotProps) => ReactNode;
  payer: OrderPayer;
  /** The order is placed: the app clears today's cart. */
  onOrderPlaced: (order: PlacedOrder) => void;
  /** 'Edit cart': the app leaves /payment (where the drawer cannot open) and opens the cart drawer. */
  onEditCart: () => void;
  /** Super trial picks (one product per category): the app adds them to today's cart. */
  onAddTrialProducts?: (products: ProductSummary[]) => void;
}
