import { useEffect, useRef } from 'react';
import { ProductTags } from '../../../components/product/product-tags';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { UNLIMITED_STOCK } from '../../../../core/cart/add-to-cart-check';
import { productPictures } from '../../../../core/catalogue/product-image';
import type { ProductDetail } from '../../../../core/schemas/catalogue';
import { ErrorNotice } from '../../../components/error-notice';
import { useCartSlots } from '../../../components/product/cart-slots';
import { ChevronRightIcon, TruckIcon, WarehouseIcon } from '../../../components/icons';
import { LoadingBox } from '../../../components/loading-box';
import { useLocale, useLocalizedPath } from '../../../hooks/use-locale';
import { ApiRequestError } from '../../../lib/api-client';
import { recordEvent } from '../../../lib/event-log';
import { useReleaseAppShellWhen } from '../../../hooks/use-release-app-shell';
import { useProduct } from '../api/get-product';
import { useRecordProductView } from '../api/record-product-view';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useRecentlyViewedIds } from '../hooks/use-recently-viewed';
import { useShopId } from '../hooks/use-shop-id';
import { formatPrice } from '../../../lib/format-price';
import { ArrivalReminderForm } from './arrival-reminder-form';
import { ComboSalesSection } from './combo-sales-section';
import { FavouriteButton } from './favourite-button';
import { ProductGallery } from './product-gallery';
import { ArrowDownIcon } from '../../../components/icons';
import { ProductPrice } from './product-price';
import { ProductUnavailable } from './product-unavailable';
import { RecentlyViewedSection } from './recently-viewed-section';
import { RecommendationsSection } from './recommendations-section';

/** Below this many units the page says how many are left. */
const LOW_STOCK = 20;
/** Product ids are positive int32 (the API's idParam). */
const PRODUCT_ID = /^[1-9]\d{0,9}$/;

function parseProductId(raw: string | undefined): number | null {
  if (!raw || !PRODUCT_ID.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * /product/:productId? and /product-detail/:id? (spec §2.1): the same page; no id or a malformed id
 * is the "product does not exist" page without asking the server.
 */
export function ProductRoute() {
  const { productId, id } = useParams();
  const parsed = parseProductId(productId ?? id);
  if (parsed === null) return <ProductUnavailable kind="missing" />;
  return <ProductPage key={parsed} productId={parsed} />;
}

function ProductPage({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const shopId = useShopId();
  const query = useProduct(shopId, productId);
  const product = query.data;
  const recentIds = useRecentlyViewedIds(shopId, product?.product_id);
  useRecordProductView(shopId, product?.product_id);
  const locale = useLocale();
  const viewed = product ? { sku: product.sku, category: product.category, price: product.price } : undefined;
  // The event log's product views (issue 19), once per product shown.
  useEffect(() => {
    if (viewed) recordEvent({ eventType: 'product_view', shopId, locale, itemId: viewed.sku, category: String(viewed.category), price: viewed.price });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per product, not per render of its data
  }, [shopId, viewed?.sku]);
  useDocumentTitle(product?.product_name);
  // index.html's shell shows this product's picture until its answer is in.
  useReleaseAppShellWhen(!query.isPending);

  if (query.isPending) {
    // At least a screen tall, so the footer does not show and then jump away when the product arrives.
    return (
      <div className="container-page min-h-dvh py-10">
        <LoadingBox className="min-h-96" />
      </div>
    );
  }
  if (query.isError) {
    const error = query.error;
    if (error instanceof ApiRequestError && error.code === 'PRODUCT_DELISTED') {
      return (
        <>
          <ProductUnavailable kind="delisted" />
          <div className="container-page">
            <RecommendationsSection shopId={shopId} productId={productId} />
          </div>
        </>
      );
    }
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 410)) {
      return <ProductUnavailable kind="missing" />;
    }
    return (
      <div className="container-page py-10">
        <ErrorNotice error={error} title={t('product.load_failed')} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  return <ProductView product={query.data} shopId={shopId} recentIds={recentIds} />;
}

function ProductView({ product, shopId, recentIds }: { product: ProductDetail; shopId: number; recentIds: number[] | null }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const recommendationsHeading = useRef<HTMLHeadingElement>(null);
  const images = productPictures(product.gallery, product.product_image);
  const outOfStock = product.stock !== UNLIMITED_STOCK && product.stock <= 0;
  const { DetailControl } = useCartSlots();
  const specification = product.specification
    .split(' · ')
    .map((part) => part.trim())
    .filter(Boolean);

  const viewAlternatives = () => {
    const heading = recommendationsHeading.current;
    if (!heading) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    heading.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    heading.focus({ preventScroll: true });
  };

  return (
    <div className="container-page py-6 lg:py-10">
      <nav aria-label={t('product.breadcrumb')} className="mb-5 text-sm">
        <ol className="flex flex-wrap items-center gap-1.5 text-ink-muted">
          <li>
            <Link to={localized('/')} className="hover:text-ink hover:underline">
              {t('nav.home')}
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRightIcon width={14} height={14} />
          </li>
          <li>
            <Link to={localized('/supply')} className="hover:text-ink hover:underline">
              {t('nav.catalogue')}
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRightIcon width={14} height={14} />
          </li>
          <li aria-current="page" className="line-clamp-1 font-medium text-ink">
            {product.product_name}
          </li>
        </ol>
      </nav>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-8">
        <ProductGallery images={images} name={product.product_name} />

        <div className="flex min-w-0 flex-col gap-5">
          <div className="flex flex-col gap-2">
            <ProductTags tags={product.tags} label={t('product.tags')} roomy />
            <div className="flex items-start justify-between gap-3">
              <h1 className="text-2xl leading-tight font-bold tracking-tight text-ink sm:text-3xl">{product.product_name}</h1>
              <FavouriteButton shopId={shopId} productId={product.product_id} />
            </div>
            {product.product_full_name ? <p className="text-ink-muted">{product.product_full_name}</p> : null}
            {product.propaganda_name ? (
              <p className="text-sm font-semibold text-brand-800">{product.propaganda_name}</p>
            ) : null}
          </div>

          <ProductPrice product={product} shopId={shopId} />

          <div className="flex flex-col gap-2 border-t border-line pt-4 text-sm">
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
              {outOfStock ? (
                <span className="rounded-full bg-ink px-3 py-1 font-semibold text-white">{t('product.stock.out')}</span>
              ) : (
                <span className="inline-flex items-center gap-2 font-semibold text-brand-800">
                  <span aria-hidden="true" className="size-2 rounded-full bg-brand-600" />
                  {product.stock !== UNLIMITED_STOCK && product.stock <= LOW_STOCK
                    ? t('product.stock.low', { count: product.stock })
                    : t('product.stock.in')}
                </span>
              )}
              {product.max > 0 ? <span className="text-ink-muted">{t('product.stock.max', { count: product.max })}</span> : null}
              <span className="text-ink-muted">{t('product.sku', { sku: product.sku })}</span>
            </p>
            <p className="flex items-start gap-2 text-ink-muted">
              {product.pickup_allowed ? (
                <WarehouseIcon width={18} height={18} className="mt-px shrink-0 text-brand-700" />
              ) : (
                <TruckIcon width={18} height={18} className="mt-px shrink-0 text-brand-700" />
              )}
              <span>{product.pickup_allowed ? t('product.stock.pickup_ok') : t('product.stock.delivery_only')}</span>
            </p>
          </div>

          {!outOfStock && DetailControl ? <DetailControl product={product} /> : null}

          {outOfStock ? (
            <div className="flex flex-col gap-3">
              <ArrivalReminderForm shopId={shopId} productId={product.product_id} />
              <button
                type="button"
                onClick={viewAlternatives}
                className="inline-flex items-center gap-2 self-start rounded-control border border-line-strong bg-surface px-4 py-2.5 text-sm font-semibold text-ink hover:bg-canvas"
              >
                <ArrowDownIcon width={18} height={18} />
                {t('product.reminder.view_alternatives')}
              </button>
            </div>
          ) : null}
        </div>
      </div>

      <div className="mt-10 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-8">
        <section aria-labelledby="description-title" className="rounded-card border border-line bg-surface p-5 sm:p-6">
          <h2 id="description-title" className="text-lg font-bold text-ink">
            {t('product.details.description')}
          </h2>
          <p className="mt-3 max-w-prose leading-relaxed text-ink">{product.product_desc || product.product_detail}</p>
        </section>
        <section aria-labelledby="specification-title" className="rounded-card border border-line bg-surface p-5 sm:p-6">
          <h2 id="specification-title" className="text-lg font-bold text-ink">
            {t('product.details.specification')}
          </h2>
          <ul className="mt-3 flex flex-col gap-2 text-ink">
            {specification.map((line) => (
              <li key={line} className="flex gap-2">
                <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-600" />
                {line}
              </li>
            ))}
          </ul>
          {product.options.length > 0 ? (
            <>
              <h3 className="mt-5 text-base font-semibold text-ink">{t('product.details.options')}</h3>
              <dl className="mt-2 flex flex-col gap-2 text-sm">
                {product.options.map((group) => (
                  <div key={group.id}>
                    <dt className="font-medium text-ink">{group.label}</dt>
                    <dd className="text-ink-muted">
                      <OptionItems group={group} />
                    </dd>
                  </div>
                ))}
              </dl>
            </>
          ) : null}
        </section>
      </div>

      <ComboSalesSection shopId={shopId} productId={product.product_id} />
      <RecommendationsSection
        shopId={shopId}
        productId={product.product_id}
        categoryId={product.category}
        headingRef={recommendationsHeading}
      />
      <RecentlyViewedSection shopId={shopId} ids={recentIds} currentId={product.product_id} />
    </div>
  );
}

function OptionItems({ group }: { group: ProductDetail['options'][number] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      {group.items
        .map((item) =>
          item.price > 0 ? t('product.details.option_extra', { name: item.name, price: formatPrice(item.price, locale) }) : item.name,
        )
        .join(' · ')}
    </>
  );
}
