import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../../core/schemas/common';
import { ErrorNotice } from '../../../components/error-notice';
import { LoadingBox } from '../../../components/loading-box';
import { buttonStyles } from '../../../components/ui/button-styles';
import { formatPrice } from '../../../lib/format-price';

/** What the panel needs of an order (the page maps the customer's order list to it). */
export interface PastOrder {
  orderId: number;
  orderNo: string;
  createdAt: string;
  itemCount: number;
  /** Dollars. */
  total: number;
}

/** 'Order again': the customer's recent orders, each filling the grid with its lines. */
export function PastOrdersPanel({
  orders,
  isPending,
  error,
  onRetry,
  locale,
  busyOrderId,
  onFill,
}: {
  orders: readonly PastOrder[] | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  locale: Locale;
  busyOrderId: number | null;
  onFill: (order: PastOrder) => void;
}) {
  const { t } = useTranslation();
  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(locale === 'cn' ? 'zh-CN' : locale === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'medium' }),
    [locale],
  );
  if (isPending) return <LoadingBox label={t('bulk.orders.loading')} />;
  if (error) return <ErrorNotice error={error} onRetry={onRetry} />;
  if (!orders || orders.length === 0) return <p className="rounded-control bg-canvas p-4 text-sm text-ink-muted">{t('bulk.orders.empty')}</p>;
  return (
    <ul className="divide-y divide-line rounded-control border border-line">
      {orders.map((order) => (
        <li key={order.orderId} className="flex items-center justify-between gap-3 px-3 py-2">
          <span className="min-w-0 text-sm">
            <span className="block font-medium text-ink">{t('bulk.orders.order_no', { no: order.orderNo })}</span>
            <span className="block text-xs text-ink-muted">
              {dateFormat.format(new Date(order.createdAt))} · {t('bulk.orders.items', { count: order.itemCount })} ·{' '}
              {formatPrice(order.total, locale)}
            </span>
          </span>
          <button
            type="button"
            onClick={() => onFill(order)}
            disabled={busyOrderId !== null}
            aria-busy={busyOrderId === order.orderId || undefined}
            className={buttonStyles.outline}
            aria-label={t('bulk.orders.fill_label', { no: order.orderNo })}
          >
            {t('bulk.orders.fill')}
          </button>
        </li>
      ))}
    </ul>
  );
}
