import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PRODUCT_LISTED_FILTERS,
  PRODUCT_STOCK_FILTERS,
  TAX_CLASSES,
  type ProductFacets,
  type ProductListQuery,
} from '../../../../core/schemas/back-office-products';
import { inputStyles } from '../../../components/ui/input-styles';
import { useLocale } from '../../../hooks/use-locale';

const label = 'text-sm font-semibold text-ink';

/** Search box and filters of the products list; every change goes to the address bar (the caller). */
export function ProductsFilters({
  view,
  facets,
  onChange,
}: {
  view: ProductListQuery;
  facets: ProductFacets | undefined;
  onChange: (change: Partial<ProductListQuery>) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const categories = [...(facets?.categories ?? [])].sort((a, b) => (a.name[locale] || a.name.en).localeCompare(b.name[locale] || b.name.en, locale === 'cn' ? 'zh' : locale));
  return (
    <form role="search" aria-label={t('backOffice.products.filters_label')} className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 2xl:grid-cols-7" onSubmit={(event) => event.preventDefault()}>
      <div className="col-span-2 flex min-w-0 flex-col gap-1 sm:col-span-3 lg:col-span-2">
        <label htmlFor={`${id}-q`} className={label}>
          {t('backOffice.products.search_label')}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={view.q}
          maxLength={100}
          autoComplete="off"
          placeholder={t('backOffice.products.search_placeholder')}
          onChange={(event) => onChange({ q: event.target.value })}
          className={inputStyles()}
        />
      </div>
      <div className="col-span-2 flex min-w-0 flex-col gap-1 sm:col-span-1">
        <label htmlFor={`${id}-category`} className={label}>
          {t('backOffice.products.filter.category')}
        </label>
        <select
          id={`${id}-category`}
          value={view.category_id ?? ''}
          onChange={(event) => onChange({ category_id: event.target.value ? Number(event.target.value) : undefined })}
          className={inputStyles()}
        >
          <option value="">{t('backOffice.products.filter.all_categories')}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name[locale] || c.name.en}
            </option>
          ))}
        </select>
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={`${id}-listed`} className={label}>
          {t('backOffice.products.filter.listed')}
        </label>
        <select id={`${id}-listed`} value={view.listed} onChange={(event) => onChange({ listed: event.target.value as ProductListQuery['listed'] })} className={inputStyles()}>
          {PRODUCT_LISTED_FILTERS.map((value) => (
            <option key={value} value={value}>
              {t(`backOffice.products.filter.listed_${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={`${id}-tax`} className={label}>
          {t('backOffice.products.filter.tax')}
        </label>
        <select
          id={`${id}-tax`}
          value={view.tax_class ?? ''}
          onChange={(event) => onChange({ tax_class: (event.target.value || undefined) as ProductListQuery['tax_class'] })}
          className={inputStyles()}
        >
          <option value="">{t('backOffice.products.filter.tax_all')}</option>
          {TAX_CLASSES.map((value) => (
            <option key={value} value={value}>
              {t(`backOffice.products.tax.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={`${id}-shop`} className={label}>
          {t('backOffice.products.filter.shop')}
        </label>
        <select
          id={`${id}-shop`}
          value={view.shop_id ?? facets?.shops[0]?.id ?? ''}
          onChange={(event) => onChange({ shop_id: Number(event.target.value) || undefined })}
          className={inputStyles()}
        >
          {(facets?.shops ?? []).map((s) => (
            <option key={s.id} value={s.id}>
              {s.name[locale] || s.name.en}
            </option>
          ))}
        </select>
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={`${id}-stock`} className={label}>
          {t('backOffice.products.filter.stock')}
        </label>
        <select id={`${id}-stock`} value={view.stock} onChange={(event) => onChange({ stock: event.target.value as ProductListQuery['stock'] })} className={inputStyles()}>
          {PRODUCT_STOCK_FILTERS.map((value) => (
            <option key={value} value={value}>
              {t(`backOffice.products.filter.stock_${value}`)}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
