import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UNLIMITED_STOCK } from '../../../../core/cart/add-to-cart-check';
import type { ProductSummary } from '../../../../core/schemas/catalogue';
import { BoxIcon } from '../../../components/icons';
import { useLocale, useLocalizedPath } from '../../../hooks/use-locale';
import { imageSources } from '../../../../core/catalogue/product-image';
import { PRODUCT_CARD_SIZES } from '../../../components/product/product-image';
import { apiUrl } from '../../../lib/api-client';
import { paths } from '../../../config/paths';
import { formatPrice } from '../../../lib/format-price';

export function isOutOfStock(product: Pick<ProductSummary, 'stock'>): boolean {
  return product.stock !== UNLIMITED_STOCK && product.stock <= 0;
}

/**
 * An image from the API origin; a box icon stands in when it is missing or fails. `sizes`: how wide it
 * is shown (the two widths of a catalogue picture, core/catalogue/product-image.ts).
 */
export function TileImage({ src, className, sizes = PRODUCT_CARD_SIZES }: { src: string; className?: string; sizes?: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <span aria-hidden="true" className={clsx('grid place-items-center text-line-strong', className)}>
        <BoxIcon width={36} height={36} />
      </span>
    );
  }
  const sources = imageSources(src, apiUrl);
  return (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? sizes : undefined}
      alt=""
      loading="lazy"
      decoding="async"
      width={240}
      height={240}
      onError={() => setFailed(true)}
      className={className}
    />
  );
}

/**
 * A product in a "you may also like" or "recently viewed" list: the name is the link to its page,
 * stretched over the whole tile so the image is clickable too.
 */
export function ProductTile({ product }: { product: ProductSummary }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const outOfStock = isOutOfStock(product);
  const discounted = product.org_price > product.price;
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card transition-shadow focus-within:shadow-raised hover:shadow-raised">
      <div className="relative aspect-square bg-canvas">
        <TileImage
          src={product.product_image}
          className={outOfStock ? 'size-full object-contain opacity-60 grayscale' : 'size-full object-contain'}
        />
        {outOfStock ? (
          <span className="absolute top-2 left-2 rounded-full bg-ink px-2.5 py-1 text-xs font-semibold text-white">
            {t('product.stock.out')}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="line-clamp-2 text-sm leading-snug font-semibold text-ink">
          <Link
            to={localized(paths.product(product.product_id))}
            className="after:absolute after:inset-0 after:content-[''] hover:text-brand-800 hover:underline focus-visible:outline-none after:focus-visible:rounded-card after:focus-visible:outline-2 after:focus-visible:outline-brand-700"
          >
            {product.product_name}
          </Link>
        </h3>
        {product.product_full_name ? (
          <p className="line-clamp-1 text-xs text-ink-muted">{product.product_full_name}</p>
        ) : null}
        <p className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-1.5">
          <span className="sr-only">{t('product.price.price')}: </span>
          <span className={discounted ? 'font-bold whitespace-nowrap text-danger-700' : 'font-bold whitespace-nowrap text-ink'}>
            {formatPrice(product.price, locale)}
          </span>
          {discounted ? (
            <span className="text-xs text-ink-muted">
              <span className="sr-only">{t('product.price.regular')}: </span>
              <s className="whitespace-nowrap">{formatPrice(product.org_price, locale)}</s>
            </span>
          ) : null}
        </p>
      </div>
    </article>
  );
}
