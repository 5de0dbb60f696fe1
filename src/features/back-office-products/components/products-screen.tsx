import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { PRODUCT_PAGE_SIZES, type ProductListQuery, type ProductListRow } from '../../../../core/schemas/back-office-products';
import { BackOfficeFrame } from '../../../components/back-office-frame';
import { ErrorNotice } from '../../../components/error-notice';
import { LoadingBox } from '../../../components/loading-box';
import { buttonStyles } from '../../../components/ui/button-styles';
import { inputStyles } from '../../../components/ui/input-styles';
import { paths } from '../../../config/paths';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useLocale, useLocalizedPath } from '../../../hooks/use-locale';
import { useProductFacets, useProducts } from '../api/products';
import { changeView, paramsFromView, viewFromParams } from '../utils/products-view';
import { ProductDialog } from './product-dialog';
import { ProductsFilters } from './products-filters';
import { ProductsTable } from './products-table';

/**
 * /back-office/products (issue 17): search and filter the catalogue, sort and page on the server (20,000
 * products stay fast; the previous page stays while the next comes), the view kept in the address bar.
 * /back-office/products/<id> (or /new) opens the product's form over the list; Back closes it.
 */
export function ProductsScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const location = useLocation();
  const { productId: productParam } = useParams();
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => viewFromParams(params), [params]);
  const debouncedQ = useDebouncedValue(view.q.trim(), 300);
  const facets = useProductFacets();
  const shopId = view.shop_id ?? facets.data?.shops[0]?.id;
  const query = useMemo(() => ({ ...view, q: debouncedQ }), [view, debouncedQ]);
  const list = useProducts(query);

  const update = useCallback(
    (change: Partial<ProductListQuery>) => setParams((current) => paramsFromView(changeView(viewFromParams(current), change), current), { replace: true }),
    [setParams],
  );
  const open = useCallback(
    (target: number | 'new') => navigate({ pathname: localized(paths.backOfficeProduct(target)), search: location.search }),
    [navigate, localized, location.search],
  );
  const openRow = useCallback((row: ProductListRow) => open(row.id), [open]);
  const close = useCallback(() => navigate({ pathname: localized(paths.backOfficeProducts), search: location.search }), [navigate, localized, location.search]);
  const [notice, setNotice] = useState<string | null>(null);
  const dialogProduct: number | 'new' | null = productParam === 'new' ? 'new' : Number(productParam) > 0 ? Number(productParam) : null;

  const number = new Intl.NumberFormat(locale === 'cn' ? 'zh-CN' : locale === 'fr' ? 'fr-CA' : 'en-CA');
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / view.page_size));
  return (
    <BackOfficeFrame
      title={t('backOffice.products.title')}
      lead={t('backOffice.products.lead')}
      actions={
        <button type="button" className={buttonStyles.primary} onClick={() => open('new')}>
          {t('backOffice.products.new')}
        </button>
      }
    >
      <ProductsFilters view={view} facets={facets.data} onChange={update} />
      <p role="status" className={notice ? 'mb-3 rounded-control bg-brand-50 px-3 py-2 text-sm text-brand-800' : 'sr-only'} data-testid="products-notice">
        {notice}
      </p>
      {list.isPending ? (
        <LoadingBox label={t('common.loading')} />
      ) : list.isError ? (
        <ErrorNotice error={list.error} title={t('backOffice.products.load_failed')} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <p className="mb-2 text-sm text-ink-muted" aria-live="polite" data-testid="products-count">
            {t('backOffice.products.count', { count: total, formatted: number.format(total) })}
          </p>
          <ProductsTable
            rows={list.data.rows}
            facets={facets.data}
            shopId={shopId}
            view={view}
            busy={list.isFetching}
            onSort={(sort, dir) => update({ sort, dir, page: 1 })}
            onOpen={openRow}
          />
          <nav aria-label={t('backOffice.products.pagination')} className="mt-3 flex flex-wrap items-center justify-between gap-3">
            <div className="flex items-center gap-2">
              <label htmlFor={`${id}-size`} className="text-sm whitespace-nowrap text-ink-muted">
                {t('backOffice.products.page_size')}
              </label>
              <select
                id={`${id}-size`}
                value={view.page_size}
                onChange={(event) => update({ page_size: Number(event.target.value) as ProductListQuery['page_size'] })}
                className={`${inputStyles()} w-auto py-2`}
              >
                {PRODUCT_PAGE_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex items-center gap-2">
              <button type="button" className={buttonStyles.secondary} disabled={view.page <= 1} onClick={() => update({ page: view.page - 1 })}>
                {t('backOffice.products.previous')}
              </button>
              <span className="text-sm whitespace-nowrap text-ink-muted">{t('backOffice.products.page', { page: view.page, pages })}</span>
              <button type="button" className={buttonStyles.secondary} disabled={view.page >= pages} onClick={() => update({ page: view.page + 1 })}>
                {t('backOffice.products.next')}
              </button>
            </div>
          </nav>
        </>
      )}
      <ProductDialog
        target={dialogProduct}
        facets={facets.data}
        onClose={close}
        onSaved={(record) => {
          setNotice(t('backOffice.products.saved', { sku: record.sku }));
          close();
        }}
      />
    </BackOfficeFrame>
  );
}
