import type { RowSelectionState } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorNotice } from '../../../components/error-notice';
import { LoadingBox } from '../../../components/loading-box';
import { Spinner } from '../../../components/ui/spinner';
import { buttonStyles } from '../../../components/ui/button-styles';
import { useLocale } from '../../../hooks/use-locale';
import { formatCalendarDay } from '../../../lib/format-date';
import { errorMessage } from '../../../lib/request-parsed';
import { useDayOrders } from '../api/get-day-orders';
import { useAcceptBulk } from '../api/order-steps';
import { useServiceDay } from '../hooks/use-service-day';
import { DayOrderCards } from './day-order-cards';
import { DayOrdersTable } from './day-orders-table';
import type { StepFeedback } from './order-step-buttons';
import { ServiceDayFields } from './service-day-fields';
import { StepFeedbackNotice } from './step-feedback';
import { WarehouseFrame } from '../../../components/warehouse-frame';

/**
 * /warehouse: the orders of one delivery date (or pickup day) and shop, to accept (one by one or the
 * selected ones at once), pack, send out, hand over, mark paid, finish or cancel.
 */
export function DayOrdersScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const day = useServiceDay();
  const query = useDayOrders(day.date, day.shopId);
  const acceptBulk = useAcceptBulk();
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [feedback, setFeedback] = useState<StepFeedback[]>([]);
  const onFeedback = useCallback((next: StepFeedback) => setFeedback([next]), []);

  const orders = useMemo(() => query.data?.orders ?? [], [query.data]);
  // Only orders still acceptable stay selected when the list changes.
  const selectedIds = orders.filter((o) => selection[String(o.order_id)] && o.actions.includes('accept')).map((o) => o.order_id);
  const counts = {
    total: orders.length,
    to_accept: orders.filter((o) => o.actions.includes('accept')).length,
    to_pack: orders.filter((o) => o.actions.includes('pack')).length,
    weighed: orders.filter((o) => o.weighed).length,
  };

  const acceptSelected = async () => {
    if (selectedIds.length === 0) return;
    try {
      const result = await acceptBulk.mutateAsync(selectedIds);
      const byId = new Map(orders.map((o) => [o.order_id, o.order_no]));
      const accepted = result.results.filter((r) => r.ok).length;
      const next: StepFeedback[] = [];
      if (accepted > 0) next.push({ tone: 'ok', text: t('warehouseDesk.orders.accepted_count', { count: accepted }) });
      for (const r of result.results.filter((r) => !r.ok)) {
        next.push({ tone: 'error', text: `${byId.get(r.order_id) ?? r.order_id}: ${r.message ?? t('warehouseDesk.step_failed')}` });
      }
      setFeedback(next);
      setSelection({});
    } catch (error) {
      setFeedback([{ tone: 'error', text: errorMessage(error, t('warehouseDesk.step_failed')) }]);
    }
  };

  return (
    <WarehouseFrame
      title={t('warehouseDesk.orders.title')}
      lead={t('warehouseDesk.orders.lead', { date: formatCalendarDay(day.date, locale, { weekday: true }) })}
      search={day.search}
      actions={<ServiceDayFields day={day} />}
    >
      {day.shopsError ? <ErrorNotice error={day.shopsError} /> : null}
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-muted" data-testid="day-counts">
          {t('warehouseDesk.orders.counts', counts)}
        </p>
        <button type="button" className={buttonStyles.primary} disabled={selectedIds.length === 0 || acceptBulk.isPending} onClick={() => void acceptSelected()}>
          {acceptBulk.isPending ? <Spinner light /> : null}
          {t('warehouseDesk.orders.accept_selected', { count: selectedIds.length })}
        </button>
      </div>
      <StepFeedbackNotice feedback={feedback} onDismiss={() => setFeedback((f) => f.filter((x) => x.tone !== 'error'))} />
      {query.isPending ? (
        <LoadingBox />
      ) : query.isError ? (
        <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />
      ) : orders.length === 0 ? (
        <EmptyState title={t('warehouseDesk.orders.empty')} />
      ) : (
        <>
          {/* A table from 768 px, cards below: one of the two is display:none, so each control is in the page once. */}
          <div className="hidden md:block">
            <DayOrdersTable orders={orders} selection={selection} onSelectionChange={setSelection} onFeedback={onFeedback} busy={query.isFetching} />
          </div>
          <div className="md:hidden">
            <DayOrderCards orders={orders} selection={selection} onSelectionChange={setSelection} onFeedback={onFeedback} />
          </div>
        </>
      )}
    </WarehouseFrame>
  );
}
