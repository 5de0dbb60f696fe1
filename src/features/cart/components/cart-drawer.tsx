import { CutoffCountdown } from '../../../components/cutoff-countdown';
import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { optionsText } from '../../../../core/cart-line/line-text';
import { isWeighed, quantityText } from '../../../../core/cart/weight-display';
import { formatCents } from '../../../../core/format/currency';
import { ProductImage } from '../../../components/product/product-image';
import { contact } from '../../../config/contact';
import { paths } from '../../../config/paths';
import { useLocale, useLocalizedPath } from '../../../hooks/use-locale';
import { startCheckout } from '../../../lib/checkout-start';
import { stripLocale } from '../../../lib/locale';
import { isSignedIn, useSession } from '../../../lib/session/session-store';
import { useCartShopRules } from '../api/get-shop-rules';
import { useAddToCart } from '../hooks/use-add-to-cart';
import { cartStore, cartUiStore, useCartStore, useCartUi } from '../stores/cart-instance';
import { builtLineOf, stepUpBy, type CartItem } from '../stores/cart-store';
import { cartFigures, type CartFigures } from '../utils/cart-figures';
import { TodayAmount } from './today-amount';
import { CartIcon, CloseIcon, GiftIcon, MinusIcon, PlusIcon } from '../../../components/icons';

/** Spec §2.4: the drawer cannot be opened on the payment page. */
const NOT_OPENABLE = new Set(['/payment']);

const stepButton =
  'inline-flex size-9 items-center justify-center rounded-control border border-line-strong bg-surface text-ink hover:bg-canvas disabled:opacity-40';

/** Spec §2.4 cart drawer: a side sheet with the cells, discount hints, fee hint and checkout. */
export function CartDrawer() {
  const { t } = useTranslation();
  const open = useCartUi((s) => s.open);
  const { pathname } = useLocation();
  const blocked = NOT_OPENABLE.has(stripLocale(pathname));
  const items = useCartStore((s) => s.items);
  const shopId = useCartStore((s) => s.shopId);
  const { rules } = useCartShopRules(shopId);
  const combos = useCartStore((s) => s.comboItems);
  const figures = cartFigures(items, rules, combos);

  return (
    <Dialog.Root open={open && !blocked} onOpenChange={(next) => cartUiStore.getState().setOpen(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40 animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-surface shadow-raised animate-drawer-in focus:outline-none"
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-line px-4">
            <Dialog.Title className="text-lg font-bold text-ink">
              {t('cart.title')}
              {figures.totals.count > 0 ? (
                <span className="ml-2 text-sm font-medium text-ink-muted">{t('cart.itemCount', { count: figures.totals.count })}</span>
              ) : null}
            </Dialog.Title>
            <Dialog.Close className="inline-flex size-11 items-center justify-center rounded-control text-ink hover:bg-canvas">
              <CloseIcon width={24} height={24} />
              <span className="sr-only">{t('common.close')}</span>
            </Dialog.Close>
          </div>
          <CutoffCountdown className="border-b border-line bg-canvas px-4 py-2 text-xs" />
          {items.length === 0 ? <EmptyCart /> : <CartBody figures={figures} />}
          {items.length > 0 ? <CartFooter figures={figures} open={rules.open} minAmountCents={rules.minAmountCents} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function EmptyCart() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-canvas text-ink-muted">
        <CartIcon width={32} height={32} />
      </span>
      <p className="text-lg font-semibold text-ink">{t('cart.empty')}</p>
      <p className="text-sm text-ink-muted">{t('cart.emptyHint')}</p>
      <Dialog.Close asChild>
        <Link
          to={localized(paths.supply())}
          className="mt-2 inline-flex min-h-11 items-center rounded-control bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t('cart.startShopping')}
        </Link>
      </Dialog.Close>
    </div>
  );
}

function CartBody({ figures }: { figures: CartFigures }) {
  const { t } = useTranslation();
  const messages = useCartUi((s) => s.messages);
  return (
    <div className="flex-1 overflow-y-auto">
      <ul aria-label={t('cart.items')} className="divide-y divide-line">
        {figures.rows.map((row) => (
          <li key={row.item?.key ?? `gift-${row.line.name}`} className="px-4 py-3">
            {row.item ? (
              <CartCell
                item={row.item}
                rowTotalCents={row.rowTotalCents}
                orgRowTotalCents={row.orgRowTotalCents}
                messages={messages.filter((m) => m.product_id === row.item?.product.product_id).map((m) => m.message)}
              />
            ) : (
              <GiftCell name={row.line.name} />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function GiftCell({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-3" data-testid="gift-row">
      <span className="grid size-16 shrink-0 place-items-center rounded-control bg-brand-50 text-brand-800">
        <GiftIcon width={28} height={28} />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-ink">{name}</p>
        <p className="text-xs text-ink-muted">{t('cart.giftFree')}</p>
      </div>
    </div>
  );
}

function CartCell({
  item,
  rowTotalCents,
  orgRowTotalCents,
  messages,
}: {
  item: CartItem;
  rowTotalCents: number;
  orgRowTotalCents: number;
  messages: string[];
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const add = useAddToCart();
  const { product } = item;
  const quantityId = useId();
  const optionLines = optionsText(builtLineOf(item).line.options);
  const hasOptions = item.options.length > 0;
  const quantity = quantityText(item.qty, product, t);
  const special = product.is_special === 1;

  const reduce = () => {
    if (cartStore.getState().reduce(item.key) === 'confirm_remove') {
      cartUiStore.getState().showDialog({
        kind: 'confirm',
        message: t('cart.confirmRemove', { name: product.product_name }),
        confirmLabel: t('cart.remove'),
        onConfirm: () => cartStore.getState().removeLine(item.key),
      });
    }
  };
  const increase = () => add({ product, qty: stepUpBy(product, item.qty), note: item.note, options: item.options });
  const remove = () => (hasOptions ? cartStore.getState().removeLine(item.key) : cartStore.getState().remove(product.product_id));

  return (
    <div className="flex gap-3">
      <ProductImage
        src={product.product_image}
        alt=""
        sizes="64px"
        className="size-16 shrink-0 rounded-control border border-line bg-canvas object-contain"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <h3 className="text-sm leading-snug font-semibold text-ink">
            {special ? (
              product.product_name
            ) : (
              <Dialog.Close asChild>
                <Link to={localized(paths.product(product.product_id))} className="hover:text-brand-800 hover:underline">
                  {product.product_name}
                </Link>
              </Dialog.Close>
            )}
          </h3>
          <p className="shrink-0 text-right text-sm">
            <span className={clsx('block font-bold', orgRowTotalCents > rowTotalCents ? 'text-danger-700' : 'text-ink')}>
              {formatCents(rowTotalCents, locale)}
            </span>
            {orgRowTotalCents > rowTotalCents ? (
              <span className="block text-xs text-ink-muted">
                <span className="sr-only">{t('catalogue.regular_price')}: </span>
                <s>{formatCents(orgRowTotalCents, locale)}</s>
              </span>
            ) : null}
          </p>
        </div>
        {optionLines.length > 0 ? (
          <ul className="text-xs text-ink-muted">
            {optionLines.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        ) : null}
        {item.note ? (
          <p className="text-xs text-ink-muted">
            {t('cart.note')}
            {item.note}
          </p>
        ) : null}
        {messages.map((message) => (
          <p key={message} role="status" className="rounded-control bg-warning-50 px-2 py-1 text-xs text-warning-800">
            {message}
          </p>
        ))}
        <div className="mt-1 flex items-center gap-2">
          <button type="button" className={stepButton} onClick={reduce}>
            <MinusIcon width={18} height={18} />
            <span className="sr-only">{t('cart.decrease', { name: product.product_name })}</span>
          </button>
          {isWeighed(product) ? (
            <span className="relative inline-flex">
              <label htmlFor={quantityId} className="sr-only">
                {t('cart.quantityOf', { name: product.product_name })}
              </label>
              <input
                id={quantityId}
                readOnly
                value={item.qty}
                aria-describedby={`${quantityId}-weight`}
                className="h-9 w-24 rounded-control border border-line bg-canvas text-center text-sm text-transparent"
              />
              <span
                id={`${quantityId}-weight`}
                className="pointer-events-none absolute inset-0 flex items-center justify-center text-sm font-semibold text-ink"
              >
                {quantity}
              </span>
            </span>
          ) : (
            <span className="min-w-14 text-center text-sm font-semibold text-ink" data-testid="cart-qty">
              <span className="sr-only">{t('cart.quantityOf', { name: product.product_name })}: </span>
              {quantity}
            </span>
          )}
          <button type="button" className={stepButton} onClick={increase}>
            <PlusIcon width={18} height={18} />
            <span className="sr-only">{t('cart.increase', { name: product.product_name })}</span>
          </button>
          <button
            type="button"
            onClick={remove}
            className="ml-auto rounded-control px-2 py-1.5 text-sm font-medium text-danger-700 hover:bg-danger-50"
          >
            {t('cart.remove')}
            <span className="sr-only"> {product.product_name}</span>
          </button>
        </div>
      </div>
    </div>
  );
}

function CartFooter({ figures, open, minAmountCents }: { figures: CartFigures; open: boolean; minAmountCents: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const shippingType = useCartStore((s) => s.shippingType);
  const signedIn = useSession(isSignedIn);
  const { totals, feeHint } = figures;
  const money = (cents: number) => formatCents(cents, locale);

  // Spec §4 Checkout steps 3–5 (login, pickup, saved address, address book): the checkout's routing,
  // registered by the app (lib/checkout-start). Without it, the order is placed by phone.
  const goToPayment = () => {
    if (startCheckout()) return;
    cartUiStore.getState().showDialog({
      kind: 'alert',
      message: t('cart.checkoutByPhone', { phone: contact.phone, shipping: t(`cart.shippingType.${shippingType}`) }),
    });
  };

  // Spec §4 Checkout steps 1–2 here; the rest through goToPayment.
  const checkout = () => {
    const ui = cartUiStore.getState();
    if (!figures.canCheckout) {
      ui.showDialog({ kind: 'alert', message: `${t('cart.minimumSpend')}${money(minAmountCents)}` });
      return;
    }
    if (feeHint.kind === 'fee') {
      ui.showDialog({
        kind: 'small-order-fee',
        message: t('cart.smallOrderFeeBody', { fee: money(feeHint.feeCents), end: money(feeHint.endCents) }),
        onAddMore: () => {
          cartUiStore.getState().setOpen(false);
          void navigate(localized(paths.supply()));
        },
        onProceed: () => {
          cartStore.getState().setCollectSmallOrderFee(true);
          goToPayment();
        },
      });
      return;
    }
    cartStore.getState().setCollectSmallOrderFee(false);
    goToPayment();
  };

  return (
    <div className="shrink-0 border-t border-line bg-surface px-4 pt-3 pb-4">
      <div className="flex flex-col gap-1.5 text-sm" aria-live="polite">
        {totals.gift ? (
          <p className="flex items-center gap-2 font-medium text-brand-800">
            <GiftIcon width={16} height={16} className="shrink-0" />
            {t('cart.giftEarned', { gift: totals.gift })}
          </p>
        ) : null}
        {figures.spendDiscountOff ? (
          <p data-testid="spend-discount-off" className="rounded-control bg-canvas px-3 py-2 text-ink-muted">
            {t('cart.spendDiscountOff')}
          </p>
        ) : null}
        {totals.next ? (
          <p data-testid="next-tier-hint" className="rounded-control bg-brand-50 px-3 py-2 text-brand-900">
            {t('cart.needMoreToGetOff', {
              amount: money(totals.next.availableNextHitCents),
              discount: money(totals.next.saleAmountCents),
            })}
            {totals.next.gift ? ` ${t('cart.plusGift', { gift: totals.next.gift })}` : null}
          </p>
        ) : null}
        {totals.comboDiscountCents > 0 ? (
          <p data-testid="combo-saving" className="flex justify-between text-ink-muted">
            <span>{t('cart.comboSaving')}</span>
            <span>-{money(totals.comboDiscountCents)}</span>
          </p>
        ) : null}
        {totals.discountCents > 0 ? (
          <p data-testid="cart-discount" className="flex justify-between text-ink-muted">
            <span>{t('fees.discount')}</span>
            <span>-{money(totals.discountCents)}</span>
          </p>
        ) : null}
        {feeHint.kind === 'fee' ? (
          <p data-testid="fee-hint" className="text-warning-800">
            {t('cart.smallOrderFeeHint', { amount: money(feeHint.remainingCents), fee: money(feeHint.feeCents) })}
          </p>
        ) : null}
        {feeHint.kind === 'waived' ? <p className="text-ink-muted">{t('cart.smallOrderFeeWaived')}</p> : null}
      </div>
      <div className="mt-1.5 text-sm empty:hidden">
        <TodayAmount subtotalCents={totals.subtotalCents} />
      </div>
      {open ? (
        <button
          type="button"
          onClick={checkout}
          aria-disabled={!figures.canCheckout}
          className={clsx(
            'mt-3 flex min-h-12 w-full items-center justify-between gap-3 rounded-control px-4 text-white',
            figures.canCheckout ? 'bg-brand-700 hover:bg-brand-800' : 'bg-ink-muted',
          )}
        >
          <span className="text-base font-semibold">{t('cart.checkout')}</span>
          <span className="flex items-baseline gap-2">
            {totals.orgSubtotalCents > totals.subtotalCents ? (
              <s className="text-sm text-brand-50">
                <span className="sr-only">{t('catalogue.regular_price')}: </span>
                {money(totals.orgSubtotalCents)}
              </s>
            ) : null}
            <span className="text-lg font-bold" data-testid="cart-subtotal">
              {money(totals.subtotalCents)}
            </span>
          </span>
        </button>
      ) : (
        <button
          type="button"
          disabled
          className="mt-3 flex min-h-12 w-full items-center justify-center rounded-control bg-line-strong px-4 font-semibold text-ink"
        >
          {t('cart.closed')}
        </button>
      )}
      {open && signedIn && shippingType === 'delivery' ? (
        <Link
          to={`${localized(paths.standingOrders)}?fromCart=1`}
          onClick={() => cartUiStore.getState().setOpen(false)}
          className="mt-2 flex min-h-10 items-center justify-center rounded-control text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          {t('cart.saveAsStanding')}
        </Link>
      ) : null}
    </div>
  );
}
