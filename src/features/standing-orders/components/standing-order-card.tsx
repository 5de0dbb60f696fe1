import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StandingOrderView } from '../../../../core/schemas/standing-order';
import { PencilIcon, TrashIcon } from '../../../components/icons';
import { buttonStyles } from '../../../components/ui/button-styles';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useLocale, useLocalizedPath } from '../../../hooks/use-locale';
import { formatCalendarDay, formatWeekday, torontoToday } from '../../../lib/format-date';
import { errorMessage } from '../../../lib/request-parsed';
import { useChangeStandingOrder } from '../api/change-standing-order';
import { EditLinesDialog } from './edit-lines-dialog';

/** One standing order (issue 20): its weekdays, next delivery, lines and recent runs, with pause, skip, edit and delete. */
export function StandingOrderCard({
  order,
  highlighted,
  onMessage,
}: {
  order: StandingOrderView;
  highlighted: boolean;
  onMessage: (text: string, error?: boolean) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const headingId = useId();
  const change = useChangeStandingOrder();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const days = order.weekdays.map((d) => formatWeekday(d, locale)).join(t('standingOrders.day_separator'));
  const today = torontoToday();
  const skipped = order.skip_dates.filter((d) => d >= today);
  const pending = change.isPending ? change.variables?.kind : undefined;

  const pause = () =>
    change.mutate(
      { kind: 'pause', id: order.id, paused: !order.paused },
      {
        onSuccess: () => onMessage(order.paused ? t('standingOrders.resumed', { days }) : t('standingOrders.paused_done', { days })),
        onError: (caught) => onMessage(errorMessage(caught, t('standingOrders.failed')), true),
      },
    );
  const skip = () =>
    change.mutate(
      { kind: 'skip', id: order.id },
      {
        onSuccess: (result) => {
          if (result.kind === 'skipped') onMessage(t('standingOrders.skipped_done', { date: formatCalendarDay(result.date, locale, { weekday: true }) }));
        },
        onError: (caught) => onMessage(errorMessage(caught, t('standingOrders.failed')), true),
      },
    );
  const remove = () => {
    setDeleteError(null);
    change.mutate(
      { kind: 'delete', id: order.id },
      {
        onSuccess: () => {
          setDeleting(false);
          onMessage(t('standingOrders.deleted', { days }));
        },
        onError: (caught) => setDeleteError(errorMessage(caught, t('standingOrders.failed'))),
      },
    );
  };

  return (
    <article
      aria-labelledby={headingId}
      data-testid="standing-order"
      className={`flex flex-col gap-4 rounded-card border bg-surface p-4 shadow-card sm:p-5 ${highlighted ? 'border-brand-700 ring-2 ring-brand-700/30' : 'border-line'}`}
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-bold break-words text-ink">
            {t('standingOrders.every', { days })}
          </h2>
          <p className="mt-0.5 text-sm text-ink-muted">
            {t('standingOrders.lead', { hours: order.lead_minutes / 60 })} · {t(`agentOrders.payment_types.${order.payment_type as 'card'}`)}
          </p>
        </div>
        <span
          data-testid="standing-state"
          className={`inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold ${order.paused ? 'bg-warning-50 text-warning-800' : 'bg-brand-50 text-brand-900'}`}
        >
          {order.paused ? t('standingOrders.state_paused') : t('standingOrders.state_active')}
        </span>
      </header>

      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-xs text-ink-muted">{t('standingOrders.next_delivery')}</dt>
          <dd data-testid="standing-next" className="font-semibold text-ink">
            {order.paused
              ? t('standingOrders.next_paused')
              : order.next_date
                ? formatCalendarDay(order.next_date, locale, { weekday: true })
                : t('standingOrders.next_none')}
          </dd>
        </div>
        {skipped.length > 0 ? (
          <div>
            <dt className="text-xs text-ink-muted">{t('standingOrders.skipped')}</dt>
            <dd data-testid="standing-skipped" className="text-ink">
              {skipped.map((d) => formatCalendarDay(d, locale, { weekday: true })).join(', ')}
            </dd>
          </div>
        ) : null}
      </dl>

      <div>
        <h3 className="text-sm font-semibold text-ink">{t('standingOrders.lines_title', { count: order.lines.length })}</h3>
        <ul className="mt-1.5 divide-y divide-line rounded-control border border-line text-sm">
          {order.lines.map((line) => (
            <li key={line.product_id} className="flex items-baseline justify-between gap-3 px-3 py-2">
              <span className="min-w-0 break-words text-ink">{line.name}</span>
              <span className="shrink-0 font-semibold text-ink tabular-nums">× {line.qty}</span>
            </li>
          ))}
        </ul>
      </div>

      {order.runs.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold text-ink">{t('standingOrders.runs_title')}</h3>
          <ul className="mt-1.5 flex flex-col gap-1 text-sm">
            {order.runs.slice(0, 3).map((run) => (
              <li key={run.service_date} className="flex flex-wrap items-baseline gap-x-2">
                <span className="text-ink">{formatCalendarDay(run.service_date, locale, { weekday: true })}</span>
                <span className="text-ink-muted">{t(`standingOrders.run_status.${run.status as 'pending'}`, { defaultValue: run.status })}</span>
                {run.order_id !== null ? (
                  <Link to={localized(paths.orderDetail(run.order_id))} className="font-semibold text-brand-800 underline underline-offset-2">
                    {t('standingOrders.view_order')}
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="flex flex-wrap gap-2 border-t border-line pt-4">
        <button type="button" className={buttonStyles.outline} onClick={pause} disabled={change.isPending} aria-busy={pending === 'pause'}>
          {pending === 'pause' ? <Spinner /> : null}
          {order.paused ? t('standingOrders.resume') : t('standingOrders.pause')}
        </button>
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={skip}
          disabled={change.isPending || order.paused || order.next_date === null}
          aria-busy={pending === 'skip'}
        >
          {pending === 'skip' ? <Spinner /> : null}
          {t('standingOrders.skip_next')}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={() => setEditing(true)} disabled={change.isPending}>
          <PencilIcon width={16} height={16} />
          {t('standingOrders.edit_lines')}
        </button>
        <button type="button" className={`${buttonStyles.quietDanger} sm:ml-auto`} onClick={() => setDeleting(true)} disabled={change.isPending}>
          <TrashIcon width={16} height={16} />
          {t('standingOrders.delete')}
        </button>
      </div>

      <EditLinesDialog
        order={order}
        open={editing}
        onOpenChange={setEditing}
        onSaved={() => {
          setEditing(false);
          onMessage(t('standingOrders.lines_saved'));
        }}
      />
      <ConfirmDialog
        open={deleting}
        onOpenChange={(open) => {
          setDeleting(open);
          setDeleteError(null);
        }}
        title={t('standingOrders.delete_title')}
        message={t('standingOrders.delete_body', { days })}
        confirmLabel={t('standingOrders.delete_confirm')}
        busyLabel={t('standingOrders.deleting')}
        cancelLabel={t('standingOrders.cancel')}
        busy={pending === 'delete'}
        error={deleteError}
        onConfirm={remove}
      />
    </article>
  );
}
