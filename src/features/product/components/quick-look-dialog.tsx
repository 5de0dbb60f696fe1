import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UNLIMITED_STOCK } from '../../../../core/cart/add-to-cart-check';
import type { ProductSummary } from '../../../../core/schemas/catalogue';
import { ErrorNotice } from '../../../components/error-notice';
import { CloseIcon } from '../../../components/icons';
import { LoadingBox } from '../../../components/loading-box';
import { useCartSlots } from '../../../components/product/cart-slots';
import { ProductImage } from '../../../components/product/product-image';
import { ProductTags } from '../../../components/product/product-tags';
import { paths } from '../../../config/paths';
import { useLocalizedPath } from '../../../hooks/use-locale';
import { useProduct } from '../api/get-product';
import { useShopId } from '../hooks/use-shop-id';
import { ProductPrice } from './product-price';

/**
 * Quick look (spec §2.8): the product's picture, name, price (special and original), options and
 * add to cart with a quantity: the product page's own price block and the cart's detail control,
 * so quantity rules, the download-app steer and the event log behave as on the product page.
 */
export default function QuickLookDialog({
  product,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  product: ProductSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50 animate-fade-in" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-card bg-surface p-4 shadow-raised animate-fade-in focus:outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[min(56rem,calc(100vw-3rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-card sm:p-6"
          data-testid="quick-look"
        >
          <div className="mb-3 flex items-start justify-between gap-3">
            <Dialog.Title className="text-xl leading-tight font-bold text-ink sm:text-2xl">{product.product_name}</Dialog.Title>
            <Dialog.Close className="inline-flex size-10 shrink-0 items-center justify-center rounded-control text-ink-muted hover:bg-canvas hover:text-ink">
              <CloseIcon width={20} height={20} aria-hidden="true" />
              <span className="sr-only">{t('catalogue.quick_look.close')}</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('catalogue.quick_look.title')}</Dialog.Description>
          {open ? <QuickLookBody product={product} onNavigate={() => onOpenChange(false)} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function QuickLookBody({ product: summary, onNavigate }: { product: ProductSummary; onNavigate: () => void }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const shopId = useShopId();
  const query = useProduct(shopId, summary.product_id);
  const { DetailControl } = useCartSlots();
  const detailsLink = (
    <Link to={localized(paths.product(summary.product_id))} onClick={onNavigate} className="text-sm font-semibold text-brand-800 underline hover:text-brand-900">
      {t('catalogue.quick_look.details')}
    </Link>
  );
  if (query.isPending) return <LoadingBox className="min-h-72" />;
  if (query.isError) {
    return (
      <div className="flex flex-col gap-3">
        <ErrorNotice error={query.error} title={t('product.load_failed')} onRetry={() => void query.refetch()} />
        {detailsLink}
      </div>
    );
  }
  const product = query.data;
  const outOfStock = product.stock !== UNLIMITED_STOCK && product.stock <= 0;
  return (
    <div className="grid gap-5 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div className="aspect-square overflow-hidden rounded-card bg-canvas">
        <ProductImage
          src={product.product_image}
          alt={product.product_name}
          sizes="(min-width: 640px) 22rem, 100vw"
          width={480}
          height={480}
          priority
          className="size-full object-contain"
        />
      </div>
      <div className="flex min-w-0 flex-col gap-4">
        <ProductTags tags={product.tags} label={t('product.tags')} />
        {product.product_full_name ? <p className="text-sm text-ink-muted">{product.product_full_name}</p> : null}
        <ProductPrice product={product} shopId={shopId} />
        {outOfStock ? (
          <p className="self-start rounded-full bg-ink px-3 py-1 text-sm font-semibold text-white">{t('product.stock.out')}</p>
        ) : DetailControl ? (
          <DetailControl product={product} />
        ) : null}
        {detailsLink}
      </div>
    </div>
  );
}
