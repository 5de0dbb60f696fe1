import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCents } from '../../../../core/format/currency';
import { toCents } from '../../../../core/money';
import type { Combo } from '../../../../core/schemas/product-extras';
import { CheckIcon } from '../../../components/icons';
import { useCartSlots } from '../../../components/product/cart-slots';
import { useLocale, useLocalizedPath } from '../../../hooks/use-locale';
import { useComboSales } from '../api/get-combo-sales';
import { formatPrice } from '../../../lib/format-price';
import { paths } from '../../../config/paths';
import { TileImage } from './product-tile';

/**
 * Spec §2.8 combo sales containing this product: each combo's items, its regular and combo price and
 * the saving; 'see more combos' loads the next four; the cart plugs in 'add N combos to cart'.
 */
export function ComboSalesSection({ shopId, productId }: { shopId: number; productId: number }) {
  const { t } = useTranslation();
  const query = useComboSales(shopId, productId);
  const combos = query.data?.pages.flatMap((page) => page.combos) ?? [];
  if (combos.length === 0) return null;
  return (
    <section aria-labelledby="combos-title" className="pt-12">
      <div className="mb-4 border-b border-line pb-3">
        <h2 id="combos-title" className="text-xl font-bold tracking-tight text-ink sm:text-2xl">
          {t('product.combos.title')}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{t('product.combos.intro')}</p>
      </div>
      <ul aria-labelledby="combos-title" className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {combos.map((combo) => (
          <li key={combo.id} className="min-w-0">
            <ComboCard combo={combo} currentProductId={productId} />
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <div className="mt-5 flex justify-center">
          <button
            type="button"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
            className="rounded-control border border-line-strong bg-surface px-5 py-2.5 text-sm font-semibold text-ink hover:bg-canvas disabled:opacity-60"
          >
            {query.isFetchingNextPage ? t('product.combos.loading_more') : t('product.combos.see_more')}
          </button>
        </div>
      ) : null}
    </section>
  );
}

function ComboCard({ combo, currentProductId }: { combo: Combo; currentProductId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const headingId = `combo-${combo.id}`;
  const saving = toCents(combo.saving);
  const { ComboControl } = useCartSlots();
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-card border border-line bg-surface p-4 shadow-card sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2">
        {combo.tag ? (
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-900">{combo.tag}</span>
        ) : null}
        {combo.in_cart ? (
          <span className="inline-flex items-center gap-1 text-xs font-medium text-brand-800">
            <CheckIcon width={14} height={14} />
            {t('product.combos.in_cart')}
          </span>
        ) : null}
      </div>
      <h3 id={headingId} className="mt-2 text-lg font-bold text-ink">
        {combo.name}
      </h3>
      <p className="sr-only">{t('product.combos.includes')}</p>
      <ul className="mt-3 flex flex-col divide-y divide-line">
        {combo.items.map(({ product, qty }) => (
          <li key={product.product_id} className="flex items-center gap-3 py-2">
            <TileImage src={product.product_image} sizes="48px" className="size-12 shrink-0 rounded-control border border-line object-contain" />
            <div className="min-w-0 flex-1">
              {product.product_id === currentProductId ? (
                <p className="truncate text-sm font-medium text-ink">{product.product_name}</p>
              ) : (
                <Link
                  to={localized(paths.product(product.product_id))}
                  className="block truncate text-sm font-medium text-ink hover:text-brand-800 hover:underline"
                >
                  {product.product_name}
                </Link>
              )}
              <p className="truncate text-xs text-ink-muted">{product.product_full_name}</p>
            </div>
            <p className="shrink-0 text-right text-sm">
              <span className="block font-semibold text-ink">{t('product.combos.qty', { count: qty })}</span>
              <span className="block text-xs text-ink-muted">
                {t('product.combos.each', { price: formatPrice(product.price, locale) })}
              </span>
            </p>
          </li>
        ))}
      </ul>
      <div className="mt-auto flex flex-wrap items-end justify-between gap-3 border-t border-line pt-3">
        <dl className="flex flex-col gap-0.5 text-sm">
          <div className="flex gap-2 text-ink-muted">
            <dt>{t('product.combos.regular_price')}</dt>
            <dd>
              <s>{formatPrice(combo.regular_price, locale)}</s>
            </dd>
          </div>
          <div className="flex items-baseline gap-2">
            <dt className="font-medium text-ink">{t('product.combos.combo_price')}</dt>
            <dd className="text-xl font-bold text-danger-700">{formatPrice(combo.combo_price, locale)}</dd>
          </div>
        </dl>
        {saving > 0 ? (
          <p className="rounded-full bg-danger-50 px-3 py-1 text-sm font-semibold text-danger-700">
            {t('product.combos.save', { amount: formatCents(saving, locale) })}
          </p>
        ) : null}
      </div>
      {ComboControl ? (
        <div className="mt-3 flex justify-end">
          <ComboControl combo={combo} />
        </div>
      ) : null}
    </article>
  );
}
