import { useTranslation } from 'react-i18next';
import { isSoldByUnit, isWeighed, unitLabel } from '../../../../core/cart/weight-display';
import { formatCents } from '../../../../core/format/currency';
import { toCents } from '../../../../core/money';
import type { ProductDetail } from '../../../../core/schemas/catalogue';
import { ScaleIcon } from '../../../components/icons';
import { useLocale } from '../../../hooks/use-locale';
import { useShopSpecialLimit } from '../api/get-shop-special-limit';
import { formatPrice } from '../../../lib/format-price';
import { formatDecimal, priceTiers, specialCapOf } from '../utils/price-display';
import { TagIcon } from '../../../components/icons';

/**
 * Spec §3 Product prices: the price (struck-through original when discounted), the price per unit of
 * products sold by unit, the catch-weight note, and the special-offer or volume price table.
 */
export function ProductPrice({ product, shopId }: { product: ProductDetail; shopId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const discounted = product.org_price > product.price;
  const special = product.is_special === 1 && discounted;
  const savingCents = toCents(product.org_price) - toCents(product.price);
  const tiers = priceTiers(product);
  const shopLimit = useShopSpecialLimit(shopId, special);

  return (
    <div className="flex flex-col gap-4">
      <div>
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="sr-only">{t('product.price.price')}: </span>
          <span className={discounted ? 'text-3xl font-bold text-danger-700' : 'text-3xl font-bold text-ink'}>
            {formatPrice(product.price, locale)}
          </span>
          {discounted ? (
            <>
              <span className="text-base text-ink-muted">
                <span className="sr-only">{t('product.price.regular')}: </span>
                <s>{formatPrice(product.org_price, locale)}</s>
              </span>
              <span className="rounded-full bg-danger-50 px-2.5 py-0.5 text-sm font-semibold text-danger-700">
                {t('product.price.save', { amount: formatCents(savingCents, locale) })}
              </span>
            </>
          ) : null}
        </p>
        {isSoldByUnit(product) ? (
          <p className="mt-1.5 text-sm text-ink-muted">
            {t('product.price.sold_by_unit', { count: product.unit_count, unit: product.unit_value })}
            {product.unit_price ? (
              <>
                {' · '}
                <span className="sr-only">{t('product.price.unit_price')}: </span>
                {product.unit_price}
              </>
            ) : null}
          </p>
        ) : null}
        {isWeighed(product) ? (
          <p className="mt-2 flex items-start gap-2 rounded-control bg-warning-50 px-3 py-2 text-sm text-warning-800">
            <ScaleIcon width={18} height={18} className="mt-px shrink-0" />
            <span>
              {t('product.price.weighed_note', {
                value: formatDecimal(product.weight_value, locale),
                unit: unitLabel(product.weight_unit, Number(product.weight_value), t),
              })}
            </span>
          </p>
        ) : null}
      </div>

      {special ? (
        <p className="flex items-start gap-2 text-sm text-ink">
          <TagIcon width={18} height={18} className="mt-px shrink-0 text-danger-700" />
          <span>
            {specialCapOf(product) > 0
              ? t('product.price.special_limited', {
                  count: specialCapOf(product),
                  price: formatPrice(product.price, locale),
                  regular: formatPrice(product.org_price, locale),
                })
              : t('product.price.special_every_unit', { price: formatPrice(product.price, locale) })}
            {shopLimit.data && shopLimit.data > 0 ? <> {t('product.price.shop_special_limit', { count: shopLimit.data })}</> : null}
          </span>
        </p>
      ) : null}

      {tiers.length > 0 ? (
        <table className="w-full max-w-md border-collapse border-b border-line text-sm">
          <caption className="pb-2 text-left font-semibold text-ink">
            {special ? t('product.price.special_table') : t('product.price.batch_table')}
          </caption>
          <thead className="bg-canvas text-left text-ink-muted">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('product.price.quantity')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('product.price.price_per_unit')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('product.price.you_save')}
              </th>
            </tr>
          </thead>
          <tbody>
            {tiers.map((tier) => (
              <tr key={tier.start} className="border-t border-line">
                <th scope="row" className="px-3 py-2 text-left font-medium text-ink">
                  {tier.end === null
                    ? t('product.price.range_open', { start: tier.start })
                    : tier.end === tier.start
                      ? String(tier.start)
                      : t('product.price.range', { start: tier.start, end: tier.end })}
                </th>
                <td className={tier.savingCents > 0 ? 'px-3 py-2 font-semibold text-danger-700' : 'px-3 py-2 text-ink'}>
                  {formatCents(tier.priceCents, locale)}
                </td>
                <td className="px-3 py-2 text-ink-muted">
                  {tier.savingCents > 0 ? formatCents(tier.savingCents, locale) : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
