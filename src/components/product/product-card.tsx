import { ProductTags } from './product-tags';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { unitLabel } from '../../../core/cart/weight-display';
import type { ProductSummary } from '../../../core/schemas/catalogue';
import { ScaleIcon } from '../icons';
import { useLocale } from '../../hooks/use-locale';
import { formatDecimalText } from '../../../core/format/number';
import { formatPrice } from '../../lib/format-price';
import { useCartSlots } from './cart-slots';
import { PRODUCT_CARD_SIZES, ProductImage } from './product-image';
import { useQuickLookSlot } from './quick-look-slot';

/** Spec §3 Product: stock -9999 means unlimited. */
const UNLIMITED_STOCK = -9999;

export function isOutOfStock(product: Pick<ProductSummary, 'stock'>): boolean {
  return product.stock !== UNLIMITED_STOCK && product.stock <= 0;
}

/**
 * A product tile. With `to`, the name links to the product page and the link covers the whole card;
 * `onOpen` runs on that click (e.g. the search log).
 */
export function ProductCard({
  product,
  headingLevel = 3,
  to,
  onOpen,
  imagePriority = false,
}: {
  product: ProductSummary;
  headingLevel?: 2 | 3;
  to?: string;
  onOpen?: () => void;
  /** The card is in the first row a visitor sees: its picture loads at once, ahead of others. */
  imagePriority?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const outOfStock = isOutOfStock(product);
  const discounted = product.org_price > product.price;
  const { CardControl } = useCartSlots();
  const { QuickLook } = useQuickLookSlot();
  return (
    <article
      aria-label={product.product_name}
      className="relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card transition-shadow focus-within:ring-2 focus-within:ring-brand-700 hover:shadow-raised"
    >
      <div className="relative aspect-square bg-canvas">
        <ProductImage
          src={product.product_image}
          alt={product.product_name}
          sizes={PRODUCT_CARD_SIZES}
          priority={imagePriority}
          className={outOfStock ? 'size-full object-contain opacity-60 grayscale' : 'size-full object-contain'}
        />
        {outOfStock ? (
          <span className="absolute top-2 left-2 rounded-full bg-ink px-2.5 py-1 text-xs font-semibold text-white">
            {t('catalogue.out_of_stock')}
          </span>
        ) : null}
        {/* Above the card-wide link overlay: opens the quick look dialog, never navigates (spec §2.8). */}
        {QuickLook ? (
          <div className="absolute right-2 bottom-2 z-10">
            <QuickLook product={product} />
          </div>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <ProductTags tags={product.tags} />
        <Heading className="line-clamp-2 text-sm leading-snug font-semibold text-ink sm:text-base">
          {to ? (
            <Link
              to={to}
              onClick={onOpen}
              className="after:absolute after:inset-0 after:content-[''] hover:text-brand-800 focus:outline-none"
            >
              {product.product_name}
            </Link>
          ) : (
            product.product_name
          )}
        </Heading>
        {product.product_full_name ? (
          <p className="line-clamp-2 text-xs text-ink-muted sm:text-sm">{product.product_full_name}</p>
        ) : null}
        {product.need_weigh === 1 ? (
          <p className="flex items-start gap-1.5 text-xs text-ink-muted">
            <ScaleIcon width={16} height={16} className="mt-px shrink-0 text-brand-700" />
            <span>
              {t('catalogue.sold_by_weight')}
              {product.weight_value && product.weight_unit ? (
                <>
                  {' · '}
                  {t('catalogue.approx_weight', {
                    value: formatDecimalText(product.weight_value, locale),
                    unit: unitLabel(product.weight_unit, Number(product.weight_value), t),
                  })}
                </>
              ) : null}
            </span>
          </p>
        ) : null}
        <p className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-2">
          <span className="sr-only">{t('catalogue.sale_price')}: </span>
          <span
            className={
              discounted
                ? 'text-lg font-bold whitespace-nowrap text-danger-700'
                : 'text-lg font-bold whitespace-nowrap text-ink'
            }
          >
            {formatPrice(product.price, locale)}
          </span>
          {discounted ? (
            <span className="text-sm text-ink-muted">
              <span className="sr-only">{t('catalogue.regular_price')}: </span>
              <s className="whitespace-nowrap">{formatPrice(product.org_price, locale)}</s>
            </span>
          ) : null}
        </p>
        {/* Above the card-wide link overlay, so adding never navigates. Out of stock: no add button. */}
        {CardControl && !outOfStock ? (
          <div className="relative z-10 pt-2">
            <CardControl product={product} />
          </div>
        ) : null}
      </div>
    </article>
  );
}
