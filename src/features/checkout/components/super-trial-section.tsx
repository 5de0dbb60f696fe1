import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '../../../../core/schemas/catalogue';
import type { ShippingType } from '../../../../core/schemas/common';
import { CloseIcon } from '../../../components/icons';
import { ProductImage } from '../../../components/product/product-image';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';
import { useLocale } from '../../../hooks/use-locale';
import { formatPrice } from '../../../lib/format-price';
import { useSuperTrial } from '../api/get-super-trial';
import { CheckoutSection } from './checkout-ui';

/**
 * Super trial (spec §2.8, §4 Checkout step 4): on a delivery checkout, categories the cart has nothing
 * from, each with a few products; the buyer picks at most one per category, or skips, and the picks
 * join the cart (the app adds them).
 */
export function SuperTrialSection({
  shopId,
  shippingType,
  cartProductIds,
  onAdd,
}: {
  shopId: number;
  shippingType: ShippingType;
  cartProductIds: readonly number[];
  onAdd: (products: ProductSummary[]) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <CheckoutSection title={t('checkout.superTrial.title')}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-muted">{t('checkout.superTrial.lead')}</p>
        <button type="button" className={buttonStyles.outline} onClick={() => setOpen(true)}>
          {t('checkout.superTrial.open')}
        </button>
      </div>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink/45 animate-fade-in" />
          {open ? (
            <SuperTrialDialog
              shopId={shopId}
              shippingType={shippingType}
              cartProductIds={cartProductIds}
              onDone={(products) => {
                setOpen(false);
                if (products.length > 0) onAdd(products);
              }}
            />
          ) : null}
        </Dialog.Portal>
      </Dialog.Root>
    </CheckoutSection>
  );
}

function SuperTrialDialog({
  shopId,
  shippingType,
  cartProductIds,
  onDone,
}: {
  shopId: number;
  shippingType: ShippingType;
  cartProductIds: readonly number[];
  onDone: (products: ProductSummary[]) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const descriptionId = useId();
  const trial = useSuperTrial(shopId, cartProductIds, shippingType, true);
  /** category id → the picked product id (absent = skipped). */
  const [picks, setPicks] = useState<Map<number, number>>(new Map());
  const categories = trial.data ?? [];
  const picked = categories.flatMap((c) => c.products.filter((p) => picks.get(c.category_id) === p.product_id));

  const choose = (categoryId: number, productId: number | null) =>
    setPicks((current) => {
      const next = new Map(current);
      if (productId === null) next.delete(categoryId);
      else next.set(categoryId, productId);
      return next;
    });

  return (
    <Dialog.Content
      aria-describedby={descriptionId}
      className="fixed inset-x-0 bottom-0 z-[60] flex max-h-[90vh] flex-col rounded-t-card bg-surface shadow-raised animate-fade-in focus:outline-none sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(40rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-card"
    >
      <div className="flex items-start justify-between gap-3 border-b border-line p-4 sm:p-5">
        <div>
          <Dialog.Title className="text-lg font-bold text-ink">{t('checkout.superTrial.title')}</Dialog.Title>
          <Dialog.Description id={descriptionId} className="mt-1 text-sm text-ink-muted">
            {t('checkout.superTrial.hint')}
          </Dialog.Description>
        </div>
        <Dialog.Close className={clsx(buttonStyles.quiet, 'min-h-10 px-2')} aria-label={t('checkout.superTrial.close')}>
          <CloseIcon width={20} height={20} />
        </Dialog.Close>
      </div>
      <div className="flex-1 overflow-y-auto p-4 sm:p-5">
        {trial.isPending ? (
          <p className="flex items-center gap-2 text-sm text-ink-muted">
            <Spinner /> {t('checkout.superTrial.loading')}
          </p>
        ) : trial.isError ? (
          <p role="alert" className="text-sm text-danger-700">
            {t('checkout.superTrial.failed')}
          </p>
        ) : categories.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('checkout.superTrial.empty')}</p>
        ) : (
          <div className="space-y-5">
            {categories.map((category) => (
              <fieldset key={category.category_id}>
                <legend className="mb-2 text-sm font-bold text-ink">{category.name}</legend>
                <div className="grid gap-2 sm:grid-cols-2">
                  {category.products.map((product) => (
                    <TrialChoice
                      key={product.product_id}
                      name={`trial-${category.category_id}`}
                      product={product}
                      price={formatPrice(product.price, locale)}
                      checked={picks.get(category.category_id) === product.product_id}
                      onChange={() => choose(category.category_id, product.product_id)}
                    />
                  ))}
                  <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-control border border-line px-3 py-2 text-sm text-ink-muted has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
                    <input
                      type="radio"
                      name={`trial-${category.category_id}`}
                      checked={!picks.has(category.category_id)}
                      onChange={() => choose(category.category_id, null)}
                      className="size-4 accent-brand-700"
                    />
                    {t('checkout.superTrial.skip')}
                  </label>
                </div>
              </fieldset>
            ))}
          </div>
        )}
      </div>
      <div className="flex flex-wrap justify-end gap-2 border-t border-line p-4 sm:p-5">
        <button type="button" className={buttonStyles.secondary} onClick={() => onDone([])}>
          {t('checkout.superTrial.skipAll')}
        </button>
        <button type="button" className={buttonStyles.primary} disabled={picked.length === 0} onClick={() => onDone(picked)}>
          {t('checkout.superTrial.add', { count: picked.length })}
        </button>
      </div>
    </Dialog.Content>
  );
}

function TrialChoice({
  name,
  product,
  price,
  checked,
  onChange,
}: {
  name: string;
  product: ProductSummary;
  price: string;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-control border border-line px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
      <input type="radio" name={name} checked={checked} onChange={onChange} className="size-4 shrink-0 accent-brand-700" />
      <ProductImage src={product.product_image} alt="" sizes="40px" className="size-10 shrink-0 rounded-control bg-canvas" />
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-medium text-ink">{product.product_name}</span>
        <span className="block text-xs text-ink-muted">{price}</span>
      </span>
    </label>
  );
}
