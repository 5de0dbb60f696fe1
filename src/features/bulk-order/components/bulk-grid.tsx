import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale, ShippingType } from '../../../../core/schemas/common';
import { bulkGridStore, useBulkGrid } from '../stores/bulk-grid-store';
import type { ProductIndex } from '../utils/row-state';
import { GridRowView } from './grid-row';

/**
 * The bulk entry grid (up to BULK_MAX_ROWS rows, rendered plainly). Grid-wide keys: Ctrl+Delete
 * removes the focused row, Ctrl+Z undoes a row edit, Ctrl+Shift+Z or Ctrl+Y redoes it (also with ⌘).
 */
export function BulkGrid({
  shopId,
  index,
  shippingType,
  locale,
  productHref,
  onPasteRows,
  onAnnounce,
}: {
  shopId: number;
  index: ProductIndex | null;
  shippingType: ShippingType;
  locale: Locale;
  productHref: (productId: number) => string;
  onPasteRows: (text: string) => void;
  onAnnounce: (message: string) => void;
}) {
  const { t } = useTranslation();
  const rows = useBulkGrid((s) => s.rows);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const mod = event.ctrlKey || event.metaKey;
    if (!mod || event.altKey) return;
    const store = bulkGridStore.getState();
    const key = event.key.toLowerCase();
    if (key === 'delete') {
      const rowId = (event.target as HTMLElement).closest<HTMLElement>('[data-row-id]')?.dataset.rowId;
      if (!rowId) return;
      event.preventDefault();
      store.removeRow(rowId);
      onAnnounce(t('bulk.announce.row_removed'));
    } else if (key === 'z' && !event.shiftKey) {
      event.preventDefault();
      if (store.past.length > 0) {
        store.undo();
        onAnnounce(t('bulk.announce.undone'));
      }
    } else if ((key === 'z' && event.shiftKey) || key === 'y') {
      event.preventDefault();
      if (store.future.length > 0) {
        store.redo();
        onAnnounce(t('bulk.announce.redone'));
      }
    }
  };

  return (
    <div onKeyDown={onKeyDown} className="rounded-card border border-line bg-surface shadow-card" data-testid="bulk-grid">
      <div
        aria-hidden="true"
        className="hidden gap-x-3 rounded-t-card border-b border-line bg-canvas px-3 py-2 text-xs font-semibold tracking-wide text-ink-muted uppercase md:grid md:grid-cols-[2rem_minmax(8rem,11rem)_minmax(0,1fr)_5.5rem_minmax(9rem,14rem)_2.75rem]"
      >
        <span className="text-right">#</span>
        <span>{t('bulk.grid.col_sku')}</span>
        <span>{t('bulk.grid.col_product')}</span>
        <span className="text-right">{t('bulk.grid.col_qty')}</span>
        <span>{t('bulk.grid.col_status')}</span>
        <span />
      </div>
      {rows.map((row, i) => (
        <GridRowView
          key={row.id}
          row={row}
          position={i + 1}
          previousId={rows[i - 1]?.id ?? null}
          nextId={rows[i + 1]?.id ?? null}
          shopId={shopId}
          index={index}
          shippingType={shippingType}
          locale={locale}
          productHref={productHref}
          onPasteRows={onPasteRows}
          onAnnounce={onAnnounce}
        />
      ))}
    </div>
  );
}
