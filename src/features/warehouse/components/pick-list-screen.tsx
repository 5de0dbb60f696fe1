import { createColumnHelper } from '@tanstack/react-table';
import clsx from 'clsx';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PickList } from '../../../../core/schemas/fulfilment';
import { DataTable } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { ErrorNotice } from '../../../components/error-notice';
import { LoadingBox } from '../../../components/loading-box';
import { StatusBadge } from '../../../components/order/status-badge';
import { Spinner } from '../../../components/ui/spinner';
import { buttonStyles } from '../../../components/ui/button-styles';
import { paths } from '../../../config/paths';
import { useLocale, useLocalizedPath } from '../../../hooks/use-locale';
import { formatCalendarDay } from '../../../lib/format-date';
import { formatDecimalText } from '../../../../core/format/number';
import { errorMessage } from '../../../lib/request-parsed';
import { usePickList } from '../api/get-pick-list';
import { savePickListPdf } from '../api/save-pick-list-pdf';
import { useServiceDay } from '../hooks/use-service-day';
import { ServiceDayFields } from './service-day-fields';
import { WarehouseFrame } from '../../../components/warehouse-frame';

type Item = PickList['items'][number];

const column = createColumnHelper<Item>();

/** /warehouse/pick-list: every product of the day with its total quantity, the orders it goes to and the weighed flag; a PDF to print. */
export function PickListScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const day = useServiceDay();
  const query = usePickList(day.date, day.shopId);
  const [saving, setSaving] = useState(false);
  const [saveNote, setSaveNote] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);

  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: () => t('warehouseDesk.pick_list.columns.product'),
        cell: (info) => (
          <span className="flex min-w-40 flex-col">
            <span className="font-medium text-ink">{info.getValue()}</span>
            <span className="font-mono text-xs text-ink-muted">{info.row.original.sku}</span>
          </span>
        ),
      }),
      column.accessor('total_qty', {
        header: () => t('warehouseDesk.pick_list.columns.total_qty'),
        cell: (info) => <span className="text-base font-bold text-ink tabular-nums">{info.getValue()}</span>,
        meta: { numeric: true },
      }),
      column.accessor('need_weigh', {
        header: () => t('warehouseDesk.pick_list.columns.weighed'),
        cell: (info) =>
          info.getValue() ? (
            <span className="flex flex-col items-start gap-0.5">
              <StatusBadge tone="warning">{t('warehouseDesk.weighed')}</StatusBadge>
              <span className="text-xs whitespace-nowrap text-ink-muted">
                {t('warehouseDesk.pick_list.standard_weight', { value: formatDecimalText(info.row.original.weight_value, locale), unit: info.row.original.weight_unit })}
              </span>
            </span>
          ) : (
            <span className="text-ink-muted">
              <span aria-hidden>—</span>
              <span className="sr-only">{t('warehouseDesk.not_weighed')}</span>
            </span>
          ),
      }),
      column.accessor('orders', {
        header: () => t('warehouseDesk.pick_list.columns.orders'),
        cell: (info) => (
          <ul className="flex flex-wrap gap-1.5">
            {info.getValue().map((o) => (
              <li key={o.line_id}>
                <Link
                  to={localized(paths.warehouseOrder(o.order_id))}
                  className="inline-flex items-center gap-1 rounded-control border border-line px-2 py-1 font-mono text-xs whitespace-nowrap text-brand-800 hover:bg-brand-50"
                >
                  {o.order_no}
                  <span className="font-sans font-semibold text-ink">× {o.qty}</span>
                </Link>
              </li>
            ))}
          </ul>
        ),
      }),
    ],
    [t, localized, locale],
  );
  const items = useMemo(() => query.data?.items ?? [], [query.data]);

  const download = async () => {
    setSaving(true);
    setSaveNote(null);
    try {
      const result = await savePickListPdf(day.date, day.shopId, locale);
      if (result.saved) setSaveNote({ tone: 'ok', text: t('warehouseDesk.pick_list.saved') });
    } catch (error) {
      setSaveNote({ tone: 'error', text: errorMessage(error, t('warehouseDesk.pick_list.save_failed')) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <WarehouseFrame
      title={t('warehouseDesk.pick_list.title')}
      lead={t('warehouseDesk.pick_list.lead', { date: formatCalendarDay(day.date, locale, { weekday: true }) })}
      search={day.search}
      actions={<ServiceDayFields day={day} />}
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-muted">
          {query.data ? t('warehouseDesk.pick_list.counts', { products: items.length, orders: query.data.order_count }) : null}
        </p>
        <button type="button" className={buttonStyles.outline} disabled={saving || !query.data || items.length === 0} onClick={() => void download()}>
          {saving ? <Spinner /> : null}
          {t('warehouseDesk.pick_list.download_pdf')}
        </button>
      </div>
      <div role="status" aria-live="polite">
        {saveNote ? (
          <p className={clsx('mb-3 rounded-control px-3 py-2 text-sm font-medium', saveNote.tone === 'ok' ? 'bg-brand-50 text-brand-900' : 'bg-danger-50 text-danger-700')}>
            {saveNote.text}
          </p>
        ) : null}
      </div>
      {query.isPending ? (
        <LoadingBox />
      ) : query.isError ? (
        <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title={t('warehouseDesk.pick_list.empty')} />
      ) : (
        <DataTable
          data={items}
          columns={columns}
          caption={t('warehouseDesk.pick_list.caption')}
          getRowId={(row) => String(row.product_id)}
          density="compact"
          valign="top"
          rowProps={(row) => ({ className: clsx(row.original.need_weigh && 'bg-warning-50/40') })}
          data-testid="pick-list"
        />
      )}
    </WarehouseFrame>
  );
}
