import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatCents } from '../../../../core/format/currency';
import { fromCents, toCents } from '../../../../core/money';
import type { PlacedOrder } from '../../../../core/schemas/checkout';
import type { ShippingType } from '../../../../core/schemas/common';
import { EmptyState } from '../../../components/empty-state';
import { AlertIcon } from '../../../components/icons';
import { LoadingBox } from '../../../components/loading-box';
import { paths } from '../../../config/paths';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useStickyBelowHeader } from '../../../hooks/use-sticky-below-header';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useLocale, useLocalizedPath } from '../../../hooks/use-locale';
import { ApiRequestError } from '../../../lib/api-client';
import { useCheckoutContact } from '../../../lib/session/checkout-contact';
import { requestLogin } from '../../../lib/session/login-prompt';
import { useSession } from '../../../lib/session/session-store';
import { useAvailableCoupons } from '../api/get-available-coupons';
import { CHECKOUT_QUERY_ROOT, useCheckoutOptions } from '../api/get-checkout-options';
import { useOrderSettings } from '../api/order-settings';
import { usePlaceOrder, type PlaceOrderRequest } from '../api/place-order';
import type { SubstitutionChoice } from '../../../../core/schemas/order';
import { useOrderQuote, type OrderQuoteRequest } from '../api/quote-order';
import { useCheckoutLogin } from '../hooks/use-checkout-login';
import { checkoutFormStore, useCheckoutForm, type CheckoutPaymentChoice } from '../stores/checkout-form-store';
import { checkoutAttempts } from '../utils/attempt-key';
import { chooseAddressPath } from '../utils/checkout-route';
import { formatServiceDate, formatSlot } from '../utils/format-service';
import { changePaymentType, changeShippingType, pickerTypes, type PaymentNotice } from '../utils/payment-rules';
import { payLaterCreditExceeded } from '../utils/pay-later-credit';
import { resolveChoices } from '../utils/resolve-choices';
import { tipCents } from '../utils/tips';
import { AddressSection } from './address-section';
import type { CheckoutPageProps } from './checkout-types';
import { CheckoutSection } from './checkout-ui';
import { ConfirmOrderDialog, type OrderReview } from './confirm-order-dialog';
import { CouponsSection } from './coupons-section';
import { MethodSection } from './method-section';
import { NoticeDialog } from './notice-dialog';
import { OrderSummary } from './order-summary';
import { ScheduleSection } from './schedule-section';
import { SuperTrialSection } from './super-trial-section';
import { TipsSection } from './tips-section';

/** Spec §2.8 checkout map: its own chunk, so the checkout's first JavaScript does not grow. */
const CheckoutMap = lazy(() => import('./checkout-map'));
import { buttonStyles } from '../../../components/ui/button-styles';
import { inputStyles } from '../../../components/ui/input-styles';

/** Spec §9 Timing style: the server hears about a change once the customer pauses. */
const QUOTE_DEBOUNCE_MS = 350;
const NOTE_MAX = 500;

/**
 * /payment (spec §2.8 Checkout / payment, §4 Checkout, Shipping type and payment): the method, the
 * day and time, the address, a note, tips, coupons and the payment method on the left (one column on
 * phones), the order details with the server's fee lines and 'Place order' beside them. Every change
 * is quoted again (debounced); 'Place order' opens the 'verify order info' modal, then the order is
 * placed once (an idempotency key per attempt) and charged, or the result page opens.
 */
export function CheckoutPage(props: CheckoutPageProps) {
  const { t } = useTranslation();
  const gate = useCheckoutLogin();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  useDocumentTitle(t('checkout.title'));
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // The order exists: today's cart is cleared, then a card or PAD order is charged (the payments
  // feature goes to the result page itself); cash and pay-later orders go to the result page.
  const finish = async (order: PlacedOrder, choice: CheckoutPaymentChoice) => {
    setPlaced(order);
    props.onOrderPlaced(order);
    const online = order.payment_type === 'card' || order.payment_type === 'pad';
    if (online && order.payment_status !== 'paid') {
      try {
        await props.payer.pay(order.order_id, choice);
      } catch {
        // The result page reads the order's payment status and says what happened.
      }
      if (!mounted.current) return;
    }
    void navigate(localized(paths.paymentResult(order.order_id)), { replace: true });
  };

  let body;
  if (placed) {
    body = <LoadingBox label={t('checkout.processingPayment', { orderNo: placed.order_no })} />;
  } else if (gate === 'waiting') {
    body = <LoadingBox />;
  } else if (gate === 'signed-out') {
    body = <SignedOut />;
  } else if (props.cart.productItems.length === 0) {
    body = <EmptyCheckout />;
  } else {
    body = <CheckoutForm {...props} onPlaced={(order, choice) => void finish(order, choice)} />;
  }

  return (
    <div className="container-page py-6 lg:py-8">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t('checkout.title')}</h1>
      <div className="mt-5">{body}</div>
    </div>
  );
}

function SignedOut() {
  const { t } = useTranslation();
  return (
    <EmptyState title={t('checkout.loginRequired')}>
      <button type="button" onClick={() => requestLogin({ forced: true })} className={buttonStyles.primary}>
        {t('checkout.login')}
      </button>
    </EmptyState>
  );
}

function EmptyCheckout() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <EmptyState title={t('checkout.emptyTitle')}>
      <p className="max-w-sm text-sm text-ink-muted">{t('checkout.emptyBody')}</p>
      <Link to={localized(paths.supply())} className={buttonStyles.primary}>
        {t('checkout.startShopping')}
      </Link>
    </EmptyState>
  );
}

function CheckoutForm({
  cart,
  renderPaymentPicker,
  payer,
  onEditCart,
  onAddTrialProducts,
  onPlaced,
}: CheckoutPageProps & { onPlaced: (order: PlacedOrder, choice: CheckoutPaymentChoice) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const agentOrder = useSession((s) => s.agentOrder);
  const contact = useCheckoutContact((s) => s.contact);
  const form = useCheckoutForm((s) => s);
  const noteId = useId();
  const errorRef = useRef<HTMLDivElement>(null);
  const choiceErrorRef = useRef<HTMLParagraphElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const summaryPlacement = useStickyBelowHeader(summaryRef);

  const addressType = params.get('addressType');
  const urlMethod: ShippingType = addressType === 'pickup' || addressType === 'delivery' ? addressType : cart.shippingType;
  // The choice shows at once; ?addressType= follows once the navigation (and its guards) has run.
  const [pendingMethod, setPendingMethod] = useState<ShippingType | null>(null);
  if (pendingMethod !== null && pendingMethod === urlMethod) setPendingMethod(null);
  const method = pendingMethod ?? urlMethod;

  useEffect(() => {
    checkoutFormStore.getState().begin({ cartId: cart.cartId, promoCodes: cart.promoCodes });
  }, [cart.cartId, cart.promoCodes]);

  const options = useCheckoutOptions(cart.shopId, method);
  const deliveryOptions = useCheckoutOptions(cart.shopId, 'delivery');
  const coupons = useAvailableCoupons();
  const place = usePlaceOrder();
  // Issue 20: each line's substitution choice, by default the customer's preference.
  const orderSettings = useOrderSettings();
  const [substitutions, setSubstitutions] = useState<Record<number, SubstitutionChoice>>({});
  const substitutionOf = (productId: number): SubstitutionChoice => substitutions[productId] ?? orderSettings.data?.substitution_preference ?? 'ask';

  const [notice, setNotice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [placeError, setPlaceError] = useState<string | null>(null);
  const [choiceError, setChoiceError] = useState<string | null>(null);

  const resolved = resolveChoices(
    {
      shippingType: method,
      serviceDate: form.serviceDate,
      time: form.time,
      warehouseId: form.warehouseId,
      paymentType: form.payment.type,
    },
    options.data,
  );
  const payment: CheckoutPaymentChoice = { ...form.payment, type: resolved.paymentType };
  const allowedTypes = pickerTypes(
    method,
    options.data?.payment_types ?? [],
    deliveryOptions.data?.payment_types.includes('cash') ?? false,
  );

  // Tips are a share of the goods after coupons: the last quote's subtotal and discount.
  const [lastGoodsCents, setLastGoodsCents] = useState(0);
  const tip = tipCents(form.tip, lastGoodsCents);
  const contactId = method === 'delivery' && contact && contact.contact_id > 0 ? contact.contact_id : undefined;

  // Until the form belongs to this cart (the first render after a new cart), nothing is quoted.
  const quoteBody: OrderQuoteRequest | null =
    options.data && form.cartId === cart.cartId
    ? {
        shop_id: cart.shopId,
        shipping_type: method,
        product_items: cart.productItems,
        product_combo_items: cart.comboItems,
        promo_codes: form.promoCodes,
        payment_type: resolved.paymentType,
        service_date: resolved.serviceDate ?? undefined,
        time_preference: resolved.time,
        contact_id: contactId,
        warehouse_id: method === 'pickup' ? resolved.warehouse?.id : undefined,
        tips: fromCents(tip ?? 0),
        is_collect_small_order_fee: cart.isCollectSmallOrderFee,
      }
    : null;
  const quoteKey = quoteBody ? JSON.stringify(quoteBody) : '';
  const debouncedKey = useDebouncedValue(quoteKey, QUOTE_DEBOUNCE_MS);
  const debouncedBody = useMemo(() => (debouncedKey ? (JSON.parse(debouncedKey) as OrderQuoteRequest) : null), [debouncedKey]);
  const quote = useOrderQuote(debouncedBody);
  const quoteData = quote.data;
  const quoteSettled = debouncedKey === quoteKey && quoteKey !== '' && !quote.isFetching && !quote.isPlaceholderData;

  const goodsCents = quoteData
    ? quoteData.fee_lines
        .filter((line) => line.code === 'subtotal' || line.code === 'discount')
        .reduce((sum, line) => sum + toCents(line.amount), 0)
    : 0;
  // Issue 17: Pay Later stays listed but says why it cannot take this order.
  const overCredit = payLaterCreditExceeded(options.data?.pay_later_credit ?? null, quoteData);
  const unavailableTypes = overCredit
    ? {
        pay_later: t('payment.ui.types.pay_later_over_limit', {
          limit: formatCents(overCredit.limitCents ?? 0, locale),
          unpaid: formatCents(overCredit.unpaidCents, locale),
        }),
      }
    : undefined;
  // Kept across a failed quote, so a refused quote does not reset a percentage tip to 0.
  if (quoteData && goodsCents !== lastGoodsCents) setLastGoodsCents(goodsCents);

  // ---- the customer's changes ----
  const patch = checkoutFormStore.getState().patch;

  const setMethod = (next: ShippingType) => {
    setPendingMethod(next);
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set('addressType', next);
        return copy;
      },
      { replace: true },
    );
  };

  const changeMethod = (next: ShippingType) => {
    if (next === method) return;
    const result = changeShippingType({ shippingType: method, paymentType: payment.type }, next);
    if (result.state.paymentType !== payment.type) patch({ payment: { ...payment, type: result.state.paymentType } });
    setMethod(next);
    setChoiceError(null);
    setNotice(noticeText(result.notice));
  };

  const changePayment = (next: CheckoutPaymentChoice) => {
    const result = changePaymentType({ shippingType: method, paymentType: payment.type }, next.type);
    patch({ payment: { ...next, type: result.state.paymentType } });
    if (result.state.shippingType !== method) setMethod(result.state.shippingType);
    setChoiceError(null);
    setNotice(noticeText(result.notice));
  };

  function noticeText(kind: PaymentNotice): string | null {
    if (kind === 'cash_switched_to_delivery') return t('checkout.notice.cashOnPickup');
    if (kind === 'payment_changed_for_pickup') return t('checkout.notice.paymentChanged');
    return null;
  }

  // Coupons: no codes lets the server pick the best combination ('calculate optimal'); a code typed
  // in joins the ones applied now.
  const appliedNow = () =>
    form.promoCodes.length > 0 ? form.promoCodes : (quoteData?.coupons ?? []).filter((c) => c.applied).map((c) => c.code);
  const addCode = (code: string) => patch({ promoCodes: [...appliedNow(), code] });
  const removeCode = (code: string) => patch({ promoCodes: form.promoCodes.filter((c) => c !== code) });
  const calculateOptimal = () => patch({ promoCodes: [] });

  // ---- placing ----
  const blockedReason = (() => {
    if (method === 'delivery' && !contactId) return t('checkout.errors.addressRequired');
    if (!options.data) return options.isError ? messageOf(options.error, t('checkout.errors.optionsFailed')) : null;
    if (method === 'pickup' && !resolved.warehouse) return t('checkout.address.noWarehouse');
    if (!resolved.serviceDate) return t('checkout.schedule.noDates');
    if (tip === null) return t('checkout.tips.invalid');
    if (quote.isError && quoteSettled) return messageOf(quote.error, t('checkout.summary.quoteFailed'));
    if (quoteData && quoteSettled && !quoteData.payable) return quoteData.refusal ?? t('checkout.errors.notPayable');
    return null;
  })();
  const updating = blockedReason === null && !quoteSettled;

  const placeBody = (): PlaceOrderRequest | null => {
    if (!quoteBody || !quoteBody.service_date) return null;
    const { service_date, ...rest } = quoteBody;
    const substitutions = cart.lines.filter((l) => !l.isGift).map((l) => ({ product_id: l.productId, substitution: substitutionOf(l.productId) }));
    const body = { ...rest, service_date, note: form.note.trim(), substitutions };
    return { ...body, idempotency_key: checkoutAttempts.keyFor(JSON.stringify(body)) };
  };

  const openConfirm = () => {
    setPlaceError(null);
    const missing =
      payment.type === 'card' && !payment.cardId
        ? t('checkout.errors.chooseCard')
        : payment.type === 'pad' && payment.padAccountId === null
          ? t('checkout.errors.chooseBankAccount')
          : null;
    if (missing) {
      setChoiceError(missing);
      window.requestAnimationFrame(() => {
        choiceErrorRef.current?.scrollIntoView({ block: 'center' });
        choiceErrorRef.current?.focus();
      });
      return;
    }
    setChoiceError(null);
    setConfirming(true);
  };

  const confirm = async () => {
    const body = placeBody();
    if (!body) return;
    setPlaceError(null);
    let order: PlacedOrder;
    try {
      order = await place.mutateAsync(body);
    } catch (error) {
      setConfirming(false);
      setPlaceError(messageOf(error, t('checkout.errors.placeFailed')));
      // Stock or prices may have moved: the figures are fetched again.
      void queryClient.invalidateQueries({ queryKey: [CHECKOUT_QUERY_ROOT, 'quote'] });
      window.requestAnimationFrame(() => errorRef.current?.focus());
      return;
    }
    checkoutAttempts.end();
    const choice = payment;
    setConfirming(false);
    checkoutFormStore.getState().reset();
    queryClient.removeQueries({ queryKey: [CHECKOUT_QUERY_ROOT, 'quote'] });
    // A coupon used by this order is no longer available.
    void queryClient.invalidateQueries({ queryKey: ['coupons'] });
    onPlaced(order, choice);
  };

  const review: OrderReview | null = quoteData
    ? {
        method: method === 'pickup' ? t('checkout.method.pickup') : t('checkout.method.delivery'),
        when: [
          resolved.serviceDate ? formatServiceDate(resolved.serviceDate, locale) : '',
          resolved.time === 'asap' ? t('checkout.schedule.asap') : t('checkout.schedule.arriveAt', { time: formatSlot(resolved.time, locale) }),
        ]
          .filter(Boolean)
          .join(' · '),
        address:
          method === 'pickup'
            ? [resolved.warehouse?.name, resolved.warehouse?.address].filter(Boolean).join(', ')
            : [contact?.name, contact?.addr].filter(Boolean).join(', '),
        payment: t(`checkout.paymentType.${payment.type}`),
        total: quoteData.total,
      }
    : null;

  const mapPoint =
    method === 'pickup'
      ? resolved.warehouse
        ? { lat: Number(resolved.warehouse.latitude), lng: Number(resolved.warehouse.longitude) }
        : null
      : contact && (contact.latitude !== 0 || contact.longitude !== 0)
        ? { lat: contact.latitude, lng: contact.longitude }
        : null;
  const mapAddress =
    method === 'pickup' ? [resolved.warehouse?.name, resolved.warehouse?.address].filter(Boolean).join(', ') : (contact?.addr ?? '');

  const chooseAddressTo = chooseAddressPath(localized(paths.addressBookSelect), localized(paths.payment('delivery')));
  const summaryProps = {
    substitution: { valueOf: substitutionOf, onChange: (productId: number, choice: SubstitutionChoice) => setSubstitutions((m) => ({ ...m, [productId]: choice })) },
    shippingType: method,
    lines: cart.lines,
    count: cart.count,
    quote: quoteData,
    quoteUpdating: quote.isFetching || debouncedKey !== quoteKey,
    quoteError: quote.isError ? quote.error : null,
    feeHint: cart.feeHint,
    onSwitchToDelivery: () => changeMethod('delivery'),
    onEditCart,
  };

  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_23rem] lg:items-start lg:gap-8 xl:grid-cols-[minmax(0,1fr)_26rem]">
      <div className="flex min-w-0 flex-col gap-4">
        {placeError ? (
          <div
            ref={errorRef}
            tabIndex={-1}
            role="alert"
            className="flex items-start gap-3 rounded-card border border-danger-700/25 bg-danger-50 p-4 focus:outline-2 focus:outline-danger-700"
            data-testid="place-order-error"
          >
            <AlertIcon width={22} height={22} className="shrink-0 text-danger-700" />
            <div className="min-w-0 text-sm">
              <p className="font-semibold text-ink">{t('checkout.errors.placeFailedTitle')}</p>
              <p className="text-danger-700">{placeError}</p>
            </div>
          </div>
        ) : null}
        <MethodSection value={method} onChange={changeMethod} />
        <AddressSection
          shippingType={method}
          contact={contact}
          chooseAddressTo={chooseAddressTo}
          warehouses={options.data?.warehouses ?? []}
          warehouseId={resolved.warehouse?.id ?? null}
          onWarehouseChange={(id) => patch({ warehouseId: id })}
          loading={options.isPending}
        />
        {/* The address on the map, under the address it shows: in the order summary it made the panel too tall to stay in view. */}
        <div className="max-w-md">
          <Suspense fallback={null}>
            <CheckoutMap shopId={cart.shopId} kind={method} point={mapPoint} address={mapAddress} />
          </Suspense>
        </div>
        {method === 'delivery' && onAddTrialProducts ? (
          <SuperTrialSection
            shopId={cart.shopId}
            shippingType={method}
            cartProductIds={cart.productItems.map((line) => line.product_id)}
            onAdd={onAddTrialProducts}
          />
        ) : null}
        <ScheduleSection
          shippingType={method}
          dates={resolved.dates}
          serviceDate={resolved.serviceDate}
          onDateChange={(date) => patch({ serviceDate: date })}
          slots={resolved.slots}
          time={resolved.time}
          onTimeChange={(time) => patch({ time })}
          loading={options.isPending}
        />
        <CheckoutSection title={t('checkout.note.title')}>
          <label htmlFor={noteId} className="sr-only">
            {t('checkout.note.title')}
          </label>
          <textarea
            id={noteId}
            value={form.note}
            maxLength={NOTE_MAX}
            rows={3}
            onChange={(event) => patch({ note: event.target.value })}
            placeholder={t('checkout.note.placeholder')}
            aria-describedby={`${noteId}-count`}
            className={inputStyles()}
          />
          <p id={`${noteId}-count`} className="mt-1 text-right text-xs text-ink-muted">
            {t('checkout.note.count', { count: form.note.length, max: NOTE_MAX })}
          </p>
        </CheckoutSection>
        <TipsSection value={form.tip} onChange={(next) => patch({ tip: next })} tipCents={tip} />
        <CouponsSection
          available={coupons.data}
          agentOrder={agentOrder}
          codes={form.promoCodes}
          results={quoteData?.coupons ?? []}
          updating={summaryProps.quoteUpdating}
          onAdd={addCode}
          onRemove={removeCode}
          onOptimal={calculateOptimal}
        />
        <CheckoutSection title={t('checkout.payment.title')}>
          {renderPaymentPicker({ shippingType: method, allowedTypes, value: payment, onChange: changePayment, unavailable: unavailableTypes })}
          {choiceError ? (
            <p
              ref={choiceErrorRef}
              tabIndex={-1}
              role="alert"
              className="mt-3 flex items-start gap-2 rounded-control bg-danger-50 px-3 py-2 text-sm text-danger-700"
              data-testid="payment-choice-error"
            >
              <AlertIcon width={16} height={16} className="mt-0.5 shrink-0" />
              {choiceError}
            </p>
          ) : null}
        </CheckoutSection>
      </div>

      <aside
        ref={summaryRef}
        aria-label={t('checkout.summary.title')}
        className={clsx('rounded-card border border-line bg-surface p-4 shadow-card sm:p-5', summaryPlacement && 'lg:sticky')}
        style={summaryPlacement ? { top: summaryPlacement.top } : undefined}
      >
        <OrderSummary
          {...summaryProps}
          blockedReason={blockedReason}
          placing={place.isPending || payer.pending || updating}
          onPlace={openConfirm}
        />
      </aside>

      <ConfirmOrderDialog
        open={confirming}
        onOpenChange={setConfirming}
        review={review}
        placing={place.isPending}
        onConfirm={() => void confirm()}
        onEditCart={() => {
          setConfirming(false);
          onEditCart();
        }}
      />
      <NoticeDialog message={notice} onClose={() => setNotice(null)} />
    </div>
  );
}

function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError ? error.message : fallback;
}
