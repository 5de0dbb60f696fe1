import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { useLocalizedPath } from '../../../hooks/use-locale';
import { useMenu } from '../api/get-menu';
import { CategoryStrip } from './category-strip';
import { Hero } from './hero';
import { MenuStatus } from './menu-status';
import { ProductGrid } from '../../../components/product/product-grid';
import { useRevealInStages } from '../../../hooks/use-reveal-in-stages';

/** The home page previews each category; the full list lives on /supply/<slug>. */
const PREVIEW_PRODUCTS = 8;

/**
 * Spec §2.1 '/' and '/:lang': hero, then `intro` (the app's banners and shop card), category strip,
 * then up to 8 products of each category.
 */
export function HomePage({ intro }: { intro?: ReactNode }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const menu = useMenu();
  const menus = menu.data?.menus ?? [];
  // A hundred product cards at once were a half-second task on a phone: two categories first, then one at a time.
  const shownCategories = useRevealInStages(menus.length, 2, 1);

  return (
    <>
      <Hero />
      {intro}
      {menus.length === 0 ? (
        // A screen tall, so the footer does not show and then jump away when the menu arrives.
        <div className="container-page min-h-dvh pt-10">
          <MenuStatus query={menu} />
        </div>
      ) : (
        <>
          <CategoryStrip categories={menus.map((entry) => entry.category)} />
          {menus.slice(0, shownCategories).map(({ category, products }, index) => {
            const headingId = `category-${category.id}`;
            return (
              <section
                key={category.id}
                aria-labelledby={headingId}
                className="container-page pt-12"
              >
                <div className="mb-4 flex items-end justify-between gap-4 border-b border-line pb-3">
                  <h2 id={headingId} className="text-xl font-bold tracking-tight text-ink sm:text-2xl">
                    {category.name}
                  </h2>
                  <Link
                    to={localized(paths.supply(category.slug))}
                    aria-label={t('home.see_all_in', { category: category.name, count: products.length })}
                    className="inline-flex shrink-0 items-center gap-1 rounded-control text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
                  >
                    {t('home.see_all', { count: products.length })}
                    <ChevronRightIcon width={16} height={16} />
                  </Link>
                </div>
                {products.length > 0 ? (
                  <ProductGrid
                    products={products.slice(0, PREVIEW_PRODUCTS)}
                    labelledBy={headingId}
                    // Categories past the first two skip style, layout and paint until scrolled near, card by
                    // card: on a whole section, the cards' boxes read before it was laid out overlapped
                    // (Lighthouse's target-size audit found the quick look buttons obscured: accessibility 97).
                    offscreenFrom={index >= 2 ? 0 : undefined}
                  />
                ) : (
                  <p className="text-sm text-ink-muted">{t('catalogue.empty_category')}</p>
                )}
              </section>
            );
          })}
        </>
      )}
    </>
  );
}
