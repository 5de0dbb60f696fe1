import clsx from 'clsx';
import { toCents } from '../../../../core/money';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { isWeighed, quantityText } from '../../../../core/cart/weight-display';
import type { ProductDetail, ProductSummary } from '../../../../core/schemas/catalogue';
import type { Combo } from '../../../../core/schemas/product-extras';
import type { CartSlots } from '../../../components/product/cart-slots';
import { paths } from '../../../config/paths';
import { useLocale, useLocalizedPath } from '../../../hooks/use-locale';
import { formatPrice } from '../../../lib/format-price';
import { useAddToCart } from '../hooks/use-add-to-cart';
import { cartStore, cartUiStore, useCartStore } from '../stores/cart-instance';
import { qtyInCart, stepUpBy, type WireOptionGroup } from '../stores/cart-store';
import { quantityRuleFromWire, stepDown, stepUp } from '../../../../core/cart/quantity-rule';
import { MinusIcon, PlusIcon } from '../../../components/icons';

const buttonShape = 'inline-flex min-h-10 w-full items-center justify-center gap-2 rounded-control px-3 text-sm font-semibold';
const addButton = `${buttonShape} bg-brand-700 text-white hover:bg-brand-800`;
/** Outlined: its own colours, since two text colours in one class list resolve by stylesheet order. */
const chooseButton = `${buttonShape} bg-surface text-brand-800 ring-1 ring-brand-700 hover:bg-brand-50`;
const stepButton =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-control border border-line-strong bg-surface text-ink hover:bg-canvas disabled:opacity-40';

/** Minus on a product without options: decrement, or confirm removal at qty 1 (spec §4 Reducing). */
function reduceProduct(product: ProductSummary, t: TFunction) {
  return () => {
    const item = cartStore.getState().items.find((row) => row.product.product_id === product.product_id && row.options.length === 0);
    if (!item) return;
    if (cartStore.getState().reduce(item.key) === 'confirm_remove') {
      cartUiStore.getState().showDialog({
        kind: 'confirm',
        message: t('cart.confirmRemove', { name: product.product_name }),
        confirmLabel: t('cart.remove'),
        onConfirm: () => cartStore.getState().remove(product.product_id),
      });
    }
  };
}

/** A product card's add button, then a stepper once the product is in the cart; never navigates. */
export function CardCartControl({ product }: { product: ProductSummary }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const add = useAddToCart();
  const reduce = reduceProduct(product, t);
  const inCart = useCartStore((s) => qtyInCart(s.items, product.product_id));

  if (product.has_options) {
    // Options are chosen on the product page.
    return (
      <Link to={localized(paths.product(product.product_id))} className={chooseButton}>
        {t('cart.chooseOptions')}
        <span className="sr-only"> {product.product_name}</span>
      </Link>
    );
  }
  if (inCart === 0) {
    return (
      <button type="button" className={addButton} onClick={() => add({ product, qty: stepUpBy(product, 0) })}>
        <PlusIcon width={18} height={18} />
        {t('cart.add')}
        <span className="sr-only"> {product.product_name}</span>
      </button>
    );
  }
  return (
    <div className="flex items-center justify-between gap-1" role="group" aria-label={t('cart.quantityOf', { name: product.product_name })}>
      <button type="button" className={stepButton} onClick={reduce}>
        <MinusIcon width={18} height={18} />
        <span className="sr-only">{t('cart.decrease', { name: product.product_name })}</span>
      </button>
      <span className="min-w-0 truncate text-center text-sm font-semibold text-ink" aria-live="polite">
        {quantityText(inCart, product, t)}
      </span>
      <button type="button" className={stepButton} onClick={() => add({ product, qty: stepUpBy(product, inCart) })}>
        <PlusIcon width={18} height={18} />
        <span className="sr-only">{t('cart.increase', { name: product.product_name })}</span>
      </button>
    </div>
  );
}

/** Checked flags set from the picker's choice: radio → one item, checkbox → any number, qty 1 each. */
function withSelection(groups: readonly WireOptionGroup[], chosen: Record<number, number[]>): WireOptionGroup[] {
  return groups.map((group) => ({
    ...group,
    items: group.items.map((item) => {
      const checked = (chosen[group.id] ?? []).includes(item.id);
      return { ...item, checked: checked ? 1 : 0, qty: checked ? 1 : 0 };
    }),
  }));
}

/** Product page: options picker (validated by core), quantity and the add button (spec §5 Add to cart, Options). */
export function DetailCartControl({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const add = useAddToCart();
  const baseId = useId();
  const rule = quantityRuleFromWire(product);
  const [qty, setQty] = useState(rule.min);
  const [chosen, setChosen] = useState<Record<number, number[]>>({});
  const [added, setAdded] = useState<number | null>(null);
  const inCart = useCartStore((s) => qtyInCart(s.items, product.product_id));
  const weighed = isWeighed(product);

  const toggle = (group: WireOptionGroup, itemId: number, on: boolean) => {
    setAdded(null);
    setChosen((current) => {
      const list = current[group.id] ?? [];
      const next = group.type === 'radio' ? [itemId] : on ? [...list, itemId] : list.filter((id) => id !== itemId);
      return { ...current, [group.id]: next };
    });
  };

  const submit = () => {
    const options = product.options.length > 0 ? withSelection(product.options, chosen) : [];
    const result = add({ product, qty, options }, () => setAdded(qty));
    if (!result.ok) setAdded(null);
  };

  return (
    <div className="flex flex-col gap-4 border-t border-line pt-4">
      {product.options.map((group) => (
        <fieldset key={group.id} className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold text-ink">
            {group.label}
            {group.min > 0 ? <span className="ml-2 text-xs font-medium text-ink-muted">{t('cart.required')}</span> : null}
          </legend>
          <div className="flex flex-wrap gap-2">
            {group.items.map((item) => {
              const id = `${baseId}-${group.id}-${item.id}`;
              const checked = (chosen[group.id] ?? []).includes(item.id);
              return (
                <label
                  key={item.id}
                  htmlFor={id}
                  className={clsx(
                    'inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-control border px-3 text-sm',
                    checked ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-line-strong bg-surface text-ink',
                    item.status !== 1 && 'cursor-not-allowed opacity-50',
                  )}
                >
                  <input
                    id={id}
                    type={group.type}
                    name={`${baseId}-${group.id}`}
                    checked={checked}
                    disabled={item.status !== 1}
                    onChange={(event) => toggle(group, item.id, event.target.checked)}
                    className="accent-brand-700"
                  />
                  {item.name}
                  {item.price > 0 ? <span className="text-ink-muted">+{formatPrice(item.price, locale)}</span> : null}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex items-center gap-1" role="group" aria-label={t('cart.quantity')}>
          <button type="button" className={stepButton} disabled={qty <= rule.min} onClick={() => setQty((q) => Math.max(rule.min, stepDown(rule, q)))}>
            <MinusIcon width={18} height={18} />
            <span className="sr-only">{t('cart.decrease', { name: product.product_name })}</span>
          </button>
          <span className="relative inline-flex">
            <label htmlFor={`${baseId}-qty`} className="sr-only">
              {t('cart.quantity')}
            </label>
            <input
              id={`${baseId}-qty`}
              type="number"
              inputMode="numeric"
              min={rule.min}
              step={rule.step}
              readOnly={weighed}
              value={qty}
              onChange={(event) => {
                const value = Math.floor(Number(event.target.value));
                setQty(Number.isFinite(value) && value > 0 ? Math.min(value, 9999) : 1);
              }}
              aria-describedby={weighed ? `${baseId}-weight` : undefined}
              className={clsx('h-10 w-20 rounded-control border border-line-strong text-center text-sm', weighed && 'bg-canvas text-transparent')}
            />
            {weighed ? (
              <span id={`${baseId}-weight`} className="pointer-events-none absolute inset-0 flex items-center justify-center text-sm font-semibold">
                {quantityText(qty, product, t)}
              </span>
            ) : null}
          </span>
          <button type="button" className={stepButton} onClick={() => setQty((q) => Math.min(9999, stepUp(rule, q)))}>
            <PlusIcon width={18} height={18} />
            <span className="sr-only">{t('cart.increase', { name: product.product_name })}</span>
          </button>
        </div>
        <button type="button" className={clsx(addButton, 'w-auto min-h-11 px-6')} onClick={submit}>
          {t('cart.addToCart')}
        </button>
      </div>
      <p role="status" className="text-sm text-brand-800">
        {added !== null ? (
          <>
            {t('cart.added', { count: added })}{' '}
            <button type="button" className="font-semibold underline" onClick={() => cartUiStore.getState().setOpen(true)}>
              {t('cart.viewCart')}
            </button>
          </>
        ) : inCart > 0 ? (
          t('cart.inCartNow', { count: inCart })
        ) : null}
      </p>
    </div>
  );
}

/** 'Add N combos to cart': every item × N; refused when every item is already in the cart (spec §8). */
export function ComboCartControl({ combo }: { combo: Combo }) {
  const { t } = useTranslation();
  const add = useAddToCart();
  const [times, setTimes] = useState(1);
  const submit = () => {
    const items = cartStore.getState().items;
    const ids = new Set(items.map((item) => item.product.product_id));
    if (combo.items.every(({ product }) => ids.has(product.product_id))) {
      cartUiStore.getState().showDialog({ kind: 'alert', message: t('cart.comboAlreadyInCart') });
      return;
    }
    for (const { product, qty } of combo.items) {
      const result = add({ product, qty: qty * times });
      if (!result.ok) return;
    }
    cartStore.getState().addCombo(combo.id, times, {
      price_cents: toCents(combo.combo_price),
      items: combo.items.map(({ product, qty }) => ({ product_id: product.product_id, qty, unit_price_cents: toCents(product.price) })),
    });
    cartUiStore.getState().setOpen(true);
  };
  return (
    <div className="flex items-center gap-2">
      <div className="flex items-center gap-1" role="group" aria-label={t('cart.comboTimes', { name: combo.name })}>
        <button type="button" className={clsx(stepButton, 'size-9')} disabled={times <= 1} onClick={() => setTimes((n) => Math.max(1, n - 1))}>
          <MinusIcon width={16} height={16} />
          <span className="sr-only">{t('cart.fewerCombos')}</span>
        </button>
        <span className="w-6 text-center text-sm font-semibold">{times}</span>
        <button type="button" className={clsx(stepButton, 'size-9')} onClick={() => setTimes((n) => Math.min(99, n + 1))}>
          <PlusIcon width={16} height={16} />
          <span className="sr-only">{t('cart.moreCombos')}</span>
        </button>
      </div>
      <button type="button" className={clsx(addButton, 'w-auto')} onClick={submit}>
        {t('cart.addCombos', { count: times })}
      </button>
    </div>
  );
}

export const CART_SLOTS: CartSlots = {
  CardControl: CardCartControl,
  DetailControl: DetailCartControl,
  ComboControl: ComboCartControl,
};
