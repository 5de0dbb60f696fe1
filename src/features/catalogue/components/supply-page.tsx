import clsx from 'clsx';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FIRST_ROW_CARDS, selectCategory } from '../../../../core/catalogue/select-category';
import { EmptyState } from '../../../components/empty-state';
import { paths } from '../../../config/paths';
import { useLocalizedPath } from '../../../hooks/use-locale';
import { useRevealInStages } from '../../../hooks/use-reveal-in-stages';
import { useReleaseAppShellWhen } from '../../../hooks/use-release-app-shell';
import { useMenu } from '../api/get-menu';
import { MenuStatus } from './menu-status';
import { ProductGrid } from '../../../components/product/product-grid';

/** Spec §2.1 /supply/:category?: the category list beside the selected category's products. */
export function SupplyPage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { category: param } = useParams();
  const menu = useMenu();
  const menus = menu.data?.menus ?? [];
  const selected = selectCategory(menus, param);
  const selectedId = selected?.category.id;
  // The first screen's cards first; the rest twelve at a time right after (use-reveal-in-stages).
  const shownProducts = useRevealInStages(selected?.products.length ?? 0, 6, 12);
  const chipList = useRef<HTMLUListElement>(null);

  // Below 992 px the categories are a horizontal strip: bring the selected one into view.
  useEffect(() => {
    const list = chipList.current;
    const chip = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !chip || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = chip.offsetLeft - list.offsetLeft - (list.clientWidth - chip.offsetWidth) / 2;
  }, [selectedId]);

  // index.html's shell shows this menu's first pictures until the menu is here.
  useReleaseAppShellWhen(menu.data !== undefined || menu.isError);

  if (menus.length === 0) {
    // A screen tall, so the footer does not show and then jump away when the menu arrives.
    return (
      <div className="container-page min-h-dvh py-8">
        <h1 className="mb-6 text-2xl font-bold tracking-tight text-ink">{t('catalogue.title')}</h1>
        <MenuStatus query={menu} />
      </div>
    );
  }

  return (
    <div className="container-page grid gap-6 py-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10 lg:py-10">
      <nav aria-labelledby="category-nav-title" className="min-w-0 lg:sticky lg:top-30 lg:self-start">
        <h2 id="category-nav-title" className="mb-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">
          {t('catalogue.categories')}
        </h2>
        <ul
          ref={chipList}
          className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:gap-0.5 lg:overflow-visible lg:px-0"
        >
          {menus.map(({ category, products }) => {
            const current = category.id === selected?.category.id;
            return (
              <li key={category.id} className="shrink-0">
                <Link
                  to={localized(paths.supply(category.slug))}
                  aria-current={current ? 'page' : undefined}
                  className={clsx(
                    'flex items-center justify-between gap-3 rounded-full border px-4 py-2 text-sm whitespace-nowrap lg:rounded-control lg:border-transparent lg:px-3',
                    current
                      ? 'border-brand-700 bg-brand-700 font-semibold text-white lg:bg-brand-50 lg:text-brand-900'
                      : 'border-line bg-surface text-ink hover:bg-canvas lg:bg-transparent',
                  )}
                >
                  {category.name}
                  <span className={clsx('hidden text-xs lg:inline', current ? 'text-brand-900' : 'text-ink-muted')}>
                    {products.length}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      {selected ? (
        <section aria-labelledby="category-title" className="min-w-0">
          <header className="mb-5 flex flex-wrap items-baseline justify-between gap-2 border-b border-line pb-3">
            <h1 id="category-title" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
              {selected.category.name}
            </h1>
            <p className="text-sm text-ink-muted">
              {t('catalogue.product_count', { count: selected.products.length })}
            </p>
          </header>
          {selected.products.length > 0 ? (
            <ProductGrid
              products={selected.products.slice(0, shownProducts)}
              labelledBy="category-title"
              cardHeadingLevel={2}
              eagerImages={FIRST_ROW_CARDS}
              columns="grid-cols-2 sm:grid-cols-3 xl:grid-cols-4"
            />
          ) : (
            <EmptyState title={t('catalogue.empty_category')} />
          )}
        </section>
      ) : (
        <section aria-labelledby="category-title" className="min-w-0">
          <h1 id="category-title" className="sr-only">
            {t('catalogue.title')}
          </h1>
          <EmptyState title={t('catalogue.category_not_found')}>
            <Link
              to={localized(paths.supply())}
              className="text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
            >
              {t('catalogue.browse_all')}
            </Link>
          </EmptyState>
        </section>
      )}
    </div>
  );
}
