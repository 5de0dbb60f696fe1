import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorNotice } from '../../../components/error-notice';
import { LoadingBox } from '../../../components/loading-box';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';
import { useLocale } from '../../../hooks/use-locale';
import { formatCalendarDay } from '../../../lib/format-date';
import { errorMessage } from '../../../lib/request-parsed';
import { useChangeStandingOrder } from '../api/change-standing-order';
import { useStandingOrders } from '../api/get-standing-orders';
import { StandingOrderCard } from './standing-order-card';

/**
 * The customer's standing orders (issue 20). The notice sent before each run links here with
 * ?id= (that one is outlined) and ?skip=YYYY-MM-DD (a prompt to skip that delivery).
 */
export function StandingOrdersList({
  highlightId,
  skipDate,
  message,
  onMessage,
  emptyAction,
}: {
  highlightId: number | null;
  skipDate: string | null;
  message: { text: string; error: boolean } | null;
  onMessage: (text: string, error?: boolean) => void;
  emptyAction?: ReactNode;
}) {
  const { t } = useTranslation();
  const list = useStandingOrders();

  useEffect(() => {
    if (highlightId === null || !list.data) return;
    document.getElementById(`standing-order-${highlightId}`)?.scrollIntoView({ block: 'center' });
  }, [highlightId, list.data]);

  return (
    <div className="flex flex-col gap-4">
      <p
        role="status"
        data-testid="standing-status"
        className={message ? `rounded-control px-3 py-2.5 text-sm font-medium ${message.error ? 'bg-danger-50 text-danger-700' : 'bg-brand-50 text-brand-900'}` : 'sr-only'}
      >
        {message?.text}
      </p>
      {list.isPending ? (
        <LoadingBox label={t('standingOrders.loading')} />
      ) : list.isError ? (
        <ErrorNotice error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          {skipDate !== null && highlightId !== null && list.data.some((o) => o.id === highlightId) ? (
            <SkipPrompt id={highlightId} date={skipDate} onMessage={onMessage} />
          ) : null}
          {list.data.length === 0 ? (
            <EmptyState title={t('standingOrders.empty')}>{emptyAction}</EmptyState>
          ) : (
            <ul className="grid gap-4 lg:grid-cols-2">
              {list.data.map((order) => (
                <li key={order.id} id={`standing-order-${order.id}`} className="min-w-0">
                  <StandingOrderCard order={order} highlighted={order.id === highlightId} onMessage={onMessage} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

function SkipPrompt({ id, date, onMessage }: { id: number; date: string; onMessage: (text: string, error?: boolean) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const change = useChangeStandingOrder();
  const [done, setDone] = useState(false);
  if (done || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const day = formatCalendarDay(date, locale, { weekday: true });
  return (
    <section className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-warning-800/30 bg-warning-50 p-4" aria-label={t('standingOrders.skip_prompt_label')}>
      <p className="text-sm font-medium text-warning-800">{t('standingOrders.skip_prompt', { date: day })}</p>
      <button
        type="button"
        className={buttonStyles.primary}
        disabled={change.isPending}
        aria-busy={change.isPending}
        onClick={() =>
          change.mutate(
            { kind: 'skip', id, date },
            {
              onSuccess: () => {
                setDone(true);
                onMessage(t('standingOrders.skipped_done', { date: day }));
              },
              onError: (caught) => onMessage(errorMessage(caught, t('standingOrders.failed')), true),
            },
          )
        }
      >
        {change.isPending ? <Spinner light /> : null}
        {t('standingOrders.skip_this', { date: day })}
      </button>
    </section>
  );
}
