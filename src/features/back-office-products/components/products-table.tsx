import { createColumnHelper, type SortingState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { productShopStockSchema, type ProductFacets, type ProductListQuery, type ProductListRow } from '../../../../core/schemas/back-office-products';
import { formatCents } from '../../../../core/format/currency';
import { DataTable } from '../../../components/data-table';
import { StatusBadge } from '../../../components/order/status-badge';
import { ProductImage } from '../../../components/product/product-image';
import { inputStyles } from '../../../components/ui/input-styles';
import { useLocale } from '../../../hooks/use-locale';
import { formatDateTime } from '../../../lib/format-date';
import { useSaveProduct } from '../api/products';
import { centsFromInput, dollarsInput, wholeFromInput } from '../utils/product-form-values';
import { InlineEdit } from './inline-edit';

const column = createColumnHelper<ProductListRow>();
/** The input look without its full width (a cell's input is as wide as its figure). */
const narrowInput = (invalid: boolean) => inputStyles(invalid).replace('w-full', '');
type Sort = ProductListQuery['sort'];
const SORT_OF_COLUMN: Record<string, Sort> = { sku: 'sku', name: 'name', category: 'category', price: 'price', stock: 'stock', updated: 'updated' };

/**
 * One page of products (the server searched, filtered, sorted and paged them): SKU, name in the reader's
 * language, category, price and the chosen shop's stock (both changed in place), last change. A row
 * opens the product's form.
 */
export function ProductsTable({
  rows,
  facets,
  shopId,
  view,
  busy,
  onSort,
  onOpen,
}: {
  rows: ProductListRow[];
  facets: ProductFacets | undefined;
  /** The shop whose stock the table shows and edits. */
  shopId: number | undefined;
  view: ProductListQuery;
  busy: boolean;
  onSort: (sort: Sort, dir: 'asc' | 'desc') => void;
  onOpen: (row: ProductListRow) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const categories = useMemo(() => new Map((facets?.categories ?? []).map((c) => [c.id, c.name[locale] || c.name.en])), [facets, locale]);

  const columns = useMemo(
    () => [
      column.accessor('sku', {
        id: 'sku',
        header: () => t('backOffice.products.col.sku'),
        cell: (info) => <span className="font-mono text-xs font-semibold whitespace-nowrap">{info.getValue()}</span>,
      }),
      column.accessor((row) => row.name[locale] || row.name.en, {
        id: 'name',
        header: () => t('backOffice.products.col.name'),
        cell: (info) => {
          const row = info.row.original;
          return (
            <span className="flex min-w-48 items-center gap-2">
              <ProductImage src={row.image} alt="" width={40} height={40} sizes="40px" className="size-10 shrink-0 rounded-md bg-canvas object-cover" />
              <span className="flex min-w-0 flex-col gap-0.5">
                <span className="font-semibold break-words text-ink">{info.getValue()}</span>
                <span className="flex flex-wrap gap-1">
                  {row.listed ? null : <StatusBadge tone="muted">{t('backOffice.products.delisted')}</StatusBadge>}
                  {row.need_weigh ? <StatusBadge tone="info">{t('backOffice.products.by_weight')}</StatusBadge> : null}
                  {row.tax_class === 'zero_rated' ? null : <StatusBadge tone="info">{t('backOffice.products.tax_short.taxable')}</StatusBadge>}
                </span>
              </span>
            </span>
          );
        },
      }),
      column.accessor((row) => categories.get(row.category_id) ?? `#${row.category_id}`, {
        id: 'category',
        header: () => t('backOffice.products.col.category'),
        cell: (info) => <span className="block min-w-24">{info.getValue()}</span>,
      }),
      column.accessor('price_cents', {
        id: 'price',
        header: () => t('backOffice.products.col.price'),
        meta: { numeric: true },
        cell: (info) => <PriceCell row={info.row.original} />,
      }),
      column.accessor((row) => row.stock.find((s) => s.shop_id === shopId)?.stock, {
        id: 'stock',
        header: () => t('backOffice.products.col.stock'),
        meta: { numeric: true },
        cell: (info) => <StockCell row={info.row.original} shopId={shopId} />,
      }),
      column.accessor('updated_at', {
        id: 'updated',
        header: () => t('backOffice.products.col.updated'),
        cell: (info) => <span className="text-xs whitespace-nowrap text-ink-muted">{formatDateTime(info.getValue(), locale)}</span>,
      }),
    ],
    [t, locale, categories, shopId],
  );

  const sorting: SortingState = useMemo(() => [{ id: view.sort, desc: view.dir === 'desc' }], [view.sort, view.dir]);
  return (
    <DataTable
      data={rows}
      columns={columns}
      caption={`${t('backOffice.products.caption')}. ${t('backOffice.products.keyboard_hint')}`}
      getRowId={(row) => String(row.id)}
      sorting={{
        state: sorting,
        onChange: (next) => {
          const first = next[0];
          const sort = first ? SORT_OF_COLUMN[first.id] : undefined;
          if (first && sort) onSort(sort, first.desc ? 'desc' : 'asc');
        },
      }}
      onRowActivate={onOpen}
      empty={t('backOffice.products.empty')}
      busy={busy}
      stickyHeader
      stickyFirstColumn
      density="compact"
      tableClassName="min-w-[52rem]"
      rowProps={(row) => ({ 'data-product-id': String(row.original.id), 'data-sku': row.original.sku })}
      data-testid="products-table"
    />
  );
}

function PriceCell({ row }: { row: ProductListRow }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const save = useSaveProduct();
  const [text, setText] = useState('');
  const name = row.name[locale] || row.name.en;
  const display = (
    <span className="flex flex-col items-end tabular-nums">
      {row.special_price_cents !== null ? (
        <>
          <span className="font-semibold whitespace-nowrap text-danger-700">{formatCents(row.special_price_cents, locale)}</span>
          <s className="text-xs whitespace-nowrap text-ink-muted">
            <span className="sr-only">{t('backOffice.products.regular_price')} </span>
            {formatCents(row.price_cents, locale)}
          </s>
        </>
      ) : (
        <span className="font-semibold whitespace-nowrap">{formatCents(row.price_cents, locale)}</span>
      )}
    </span>
  );
  return (
    <InlineEdit
      display={display}
      editLabel={t('backOffice.products.inline.edit_price', { name })}
      onOpen={() => setText(dollarsInput(row.price_cents))}
      renderInputs={(inputId, invalid, errorId) => (
        <input
          id={inputId}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-label={t('backOffice.products.inline.price_label', { name })}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          className={`${narrowInput(invalid)} w-24 py-1.5 text-right text-sm tabular-nums`}
        />
      )}
      onSave={async () => {
        const cents = centsFromInput(text);
        if (!Number.isSafeInteger(cents) || cents <= 0) return t('validation.product_price_invalid');
        if (cents !== row.price_cents) await save.mutateAsync({ save: { kind: 'patch', productId: row.id, body: { price_cents: cents } } });
        return null;
      }}
    />
  );
}

function StockCell({ row, shopId }: { row: ProductListRow; shopId: number | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const save = useSaveProduct();
  const [text, setText] = useState('');
  const [unlimited, setUnlimited] = useState(false);
  const name = row.name[locale] || row.name.en;
  const entry = row.stock.find((s) => s.shop_id === shopId);
  if (shopId === undefined) return null;
  const display =
    entry === undefined ? (
      <span className="text-ink-muted">{t('backOffice.products.not_sold')}</span>
    ) : entry.stock === null ? (
      <span className="whitespace-nowrap">{t('backOffice.products.unlimited')}</span>
    ) : (
      <span className={entry.stock === 0 ? 'font-semibold text-danger-700 tabular-nums' : 'tabular-nums'}>{entry.stock}</span>
    );
  return (
    <InlineEdit
      display={display}
      editLabel={t('backOffice.products.inline.edit_stock', { name })}
      onOpen={() => {
        setUnlimited(entry?.stock === null);
        setText(entry?.stock == null ? '0' : String(entry.stock));
      }}
      renderInputs={(inputId, invalid, errorId) => (
        <span className="flex items-center gap-2">
          <input
            id={inputId}
            inputMode="numeric"
            autoComplete="off"
            value={unlimited ? '' : text}
            disabled={unlimited}
            onChange={(e) => setText(e.target.value)}
            aria-label={t('backOffice.products.inline.stock_label', { name })}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            className={`${narrowInput(invalid)} w-20 py-1.5 text-right text-sm tabular-nums`}
          />
          <label className="flex items-center gap-1 text-xs font-normal whitespace-nowrap text-ink normal-case">
            <input type="checkbox" checked={unlimited} onChange={(e) => setUnlimited(e.target.checked)} className="size-4 accent-brand-700" />
            {t('backOffice.products.unlimited')}
          </label>
        </span>
      )}
      onSave={async () => {
        const stock = unlimited ? null : wholeFromInput(text);
        const parsed = productShopStockSchema.safeParse({ shop_id: shopId, stock });
        if (!parsed.success) return t('validation.product_stock_invalid');
        if (entry === undefined || entry.stock !== parsed.data.stock) {
          await save.mutateAsync({ save: { kind: 'patch', productId: row.id, body: { stock: [parsed.data] } } });
        }
        return null;
      }}
    />
  );
}
