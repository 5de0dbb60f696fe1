import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '../../../../core/schemas/catalogue';
import { ZoomInIcon } from '../../../components/icons';

/** The dialog's code loads on the first opening, so the first page's JavaScript does not grow. */
const loadDialog = () => import('./quick-look-dialog');
const QuickLookDialog = lazy(loadDialog);

/**
 * A product card's "Quick look" (spec §2.8): opens the product's picture, price, options and add to
 * cart in a dialog without leaving the list. Sits above the card's link overlay, so it never navigates.
 */
export function QuickLookButton({ product }: { product: ProductSummary }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        // Preload the chunk on intent, so the dialog opens at once.
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        aria-haspopup="dialog"
        aria-label={t('catalogue.quick_look.openFor', { name: product.product_name })}
        className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-line bg-surface/95 px-3 text-xs font-semibold text-ink shadow-card hover:bg-surface hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <ZoomInIcon width={16} height={16} aria-hidden="true" />
        {t('catalogue.quick_look.open')}
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <QuickLookDialog product={product} open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}
