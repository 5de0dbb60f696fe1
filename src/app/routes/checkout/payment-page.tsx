import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { quantityRuleFromWire, roundUpToValid } from '../../../../core/cart/quantity-rule';
import { quantityText } from '../../../../core/cart/weight-display';
import { LoadingBox } from '../../../components/loading-box';
import { paths } from '../../../config/paths';
import { useCartShopRules } from '../../../features/cart/api/get-shop-rules';
import { calculateBody } from '../../../features/cart/utils/calculate-body';
import { useAddToCart } from '../../../features/cart/hooks/use-add-to-cart';
import { cartStore, cartUiStore, useCartStore } from '../../../features/cart/stores/cart-instance';
import { cartFigures } from '../../../features/cart/utils/cart-figures';
import { CheckoutPage } from '../../../features/checkout/components/checkout-page';
import type { CheckoutCart, CheckoutLine, PaymentPickerSlotProps } from '../../../features/checkout/components/checkout-types';
import { PaymentMethodPicker } from '../../../features/payment/components/payment-method-picker';
import { usePayOrder } from '../../../features/payment/hooks/use-pay-order';
import { useLocale, useLocalizedPath } from '../../../hooks/use-locale';
import { recordEvent } from '../../../lib/event-log';
import { useCartRestored } from './use-cart-restored';

const renderPaymentPicker = (props: PaymentPickerSlotProps) => <PaymentMethodPicker {...props} />;

/**
 * /payment: today's cart (the cart feature) checked out by the checkout feature, paid with the
 * payments feature's picker and pay call. A placed order clears the cart; 'Edit cart' goes to the
 * catalogue with the drawer open (the drawer cannot open on /payment, spec §2.4).
 */
export function PaymentPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const restored = useCartRestored();
  const payer = usePayOrder();
  const addToCart = useAddToCart();
  const items = useCartStore((s) => s.items);
  const shopId = useCartStore((s) => s.shopId);
  const shippingType = useCartStore((s) => s.shippingType);
  const cartId = useCartStore((s) => s.cartId);
  const syncCartId = useCartStore((s) => s.syncCartId);
  const discountCodes = useCartStore((s) => s.discountCodes);
  const comboItems = useCartStore((s) => s.comboItems);
  const isCollectSmallOrderFee = useCartStore((s) => s.isCollectSmallOrderFee);
  const { rules } = useCartShopRules(shopId);
  const locale = useLocale();
  // The event log's checkout steps (issue 19): checkout opened, order placed.
  useEffect(() => {
    if (restored) recordEvent({ eventType: 'checkout_step', shopId: cartStore.getState().shopId, locale, eventValue: 'checkout' });
  }, [restored, locale]);

  const cart: CheckoutCart = useMemo(() => {
    const figures = cartFigures(items, rules);
    const lines: CheckoutLine[] = figures.rows.map((row, index) => ({
      key: row.item?.key ?? `gift-${index}`,
      productId: row.item?.product.product_id ?? 0,
      name: row.line.name,
      image: row.item?.product.product_image ?? '',
      quantityText: row.item ? quantityText(row.item.qty, row.item.product, t) : '',
      rowTotalCents: row.rowTotalCents,
      orgRowTotalCents: row.orgRowTotalCents,
      isGift: row.item === null,
    }));
    return {
      cartId,
      shopId,
      shippingType,
      productItems: calculateBody({ shopId, shippingType, items, syncCartId, discountCodes, comboItems }).product_items,
      comboItems: comboItems.map(({ combo_id, times }) => ({ combo_id, times })),
      lines,
      count: figures.totals.count,
      promoCodes: discountCodes.map((code) => code.code),
      isCollectSmallOrderFee,
      feeHint: figures.feeHint.kind,
    };
  }, [items, rules, cartId, shopId, shippingType, syncCartId, discountCodes, comboItems, isCollectSmallOrderFee, t]);

  if (!restored) {
    return (
      <div className="container-page py-6 lg:py-8">
        <LoadingBox />
      </div>
    );
  }

  return (
    <CheckoutPage
      cart={cart}
      renderPaymentPicker={renderPaymentPicker}
      payer={payer}
      onOrderPlaced={() => {
        recordEvent({ eventType: 'checkout_step', shopId, locale, eventValue: 'order_placed' });
        cartStore.getState().clear();
      }}
      onAddTrialProducts={(products) => {
        // One of each, or the least the product's quantity rule allows (eggs by the case).
        for (const product of products) addToCart({ product, qty: roundUpToValid(quantityRuleFromWire(product), 1), superTrial: true });
      }}
      onEditCart={() => {
        void navigate(localized(paths.supply()));
        cartUiStore.getState().setOpen(true);
      }}
    />
  );
}
