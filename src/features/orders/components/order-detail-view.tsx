import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatPhone } from '../../../../core/account/phone';
import { shownOrderStatus } from '../../../../core/orders/shown-status';
import { quantityText } from '../../../../core/cart/weight-display';
import type { BuyerOrderDetail } from '../../../../core/schemas/buyer-order';
import type { OrderDetail } from '../../../../core/schemas/order';
import { AlertIcon, CheckIcon, ClockIcon, ScaleIcon, TagIcon, TruckIcon, WarehouseIcon } from '../../../components/icons';
import { OrderCard } from '../../../components/order/order-card';
import { OrderFeeLines } from '../../../components/order/order-fee-lines';
import { OrderLineProduct } from '../../../components/order/order-line-product';
import { OrderStatusBadge } from '../../../components/order/order-status-badge';
import { OrderStatusLog } from '../../../components/order/order-status-log';
import { PaymentStatusBadge } from '../../../components/order/payment-status-badge';
import { useLocale } from '../../../hooks/use-locale';
import { formatCalendarDay, formatDateTime } from '../../../lib/format-date';
import { formatPrice } from '../../../lib/format-price';
import { orderStatusTone } from '../../../lib/order-status-tone';
import { DeliveredLines, OrderProgress, PaymentHistory } from './order-after-checkout';
import { usePaymentTypeLabel } from './orders-ui';

type Line = OrderDetail['lines'][number];

/**
 * Order detail (spec §2.8; issue 15 after checkout): the banner (status, and staff's reason for a
 * cancellation), the summary, the order's progress (each step with its time and the steps to come),
 * the lines — once packed, ordered against delivered with weights and credits — the fee lines (the
 * final amounts once settled), the payment in words with its history (the ledger), the status log and
 * the coupons log. `actions` (Pay, Cancel, Order again) and `documents` (receipt, invoice) are composed
 * by the page; `claims` is the slot for the claims on the order (filed and decided per line).
 */
export function OrderDetailView({
  order,
  actions,
  documents,
  claims,
}: {
  order: BuyerOrderDetail;
  actions?: ReactNode;
  documents?: ReactNode;
  claims?: ReactNode;
}) {
  const { t } = useTranslation();
  const settlement = order.settlement;
  return (
    <div className="flex flex-col gap-6">
      <StatusBanner order={order} />
      {actions ? <section aria-label={t('orders.ui.actions.label')}>{actions}</section> : null}
      {/* Two columns from 992 px; on phones one column in reading order (summary first) through display: contents. */}
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-6">
          <OrderProgress order={order} className="order-2 lg:order-none" />
          {settlement ? <DeliveredLines order={order} className="order-3 lg:order-none" /> : <OrderLines lines={order.lines} className="order-3 lg:order-none" />}
          {claims ? <div className="order-4 flex flex-col gap-6 lg:order-none">{claims}</div> : null}
          <PaymentHistory order={order} className="order-6 lg:order-none" />
          <OrderStatusLog statusLog={order.status_log} paymentType={order.payment_type} className="order-8 lg:order-none" />
        </div>
        <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-6">
          <Summary order={order} className="order-1 lg:order-none" />
          {settlement ? (
            <OrderFeeLines
              title={t('buyerOrder.detail.fee_lines_title')}
              feeLines={settlement.fee_lines}
              afterTotal={claimRows(order, t)}
              cashback={order.payment_type === 'pad' ? settlement.cashback : 0}
              className="order-5 lg:order-none"
            />
          ) : (
            <OrderFeeLines feeLines={order.fee_lines} cashback={order.payment_type === 'pad' ? order.cashback : 0} className="order-5 lg:order-none" />
          )}
          {order.coupons.length > 0 ? <CouponsLog order={order} className="order-7 lg:order-none" /> : null}
          {documents ? (
            <OrderCard title={t('orders.ui.documents')} className="order-9 lg:order-none">
              <div className="px-4 py-4 sm:px-5">{documents}</div>
            </OrderCard>
          ) : null}
        </div>
      </div>
    </div>
  );
}

function StatusBanner({ order }: { order: BuyerOrderDetail }) {
  const { t } = useTranslation();
  const status = shownOrderStatus({ status: order.status, paymentStatus: order.payment_status, paymentType: order.payment_type });
  const tone = orderStatusTone(status);
  const Icon = tone === 'brand' ? CheckIcon : tone === 'danger' ? AlertIcon : status === 'delivering' ? TruckIcon : ClockIcon;
  return (
    <section
      aria-labelledby="order-banner-title"
      className={clsx(
        'flex flex-col gap-3 rounded-card border p-5 sm:flex-row sm:items-center sm:gap-5',
        tone === 'brand' && 'border-brand-200 bg-brand-50',
        tone === 'danger' && 'border-danger-700/25 bg-danger-50',
        (tone === 'warning' || tone === 'info' || tone === 'muted') && 'border-line bg-surface',
      )}
    >
      <span
        className={clsx(
          'grid size-12 shrink-0 place-items-center rounded-full',
          tone === 'brand' ? 'bg-brand-700 text-white' : tone === 'danger' ? 'bg-danger-700 text-white' : 'bg-brand-50 text-brand-700',
        )}
      >
        <Icon width={24} height={24} />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="order-banner-title" className="text-xl font-bold text-ink">
          {t(`orderStatus.${status}`)}
        </h2>
        <p className="mt-0.5 text-sm text-ink-muted">{t(`orders.ui.banner.${status}`)}</p>
        {order.status === 'cancelled' && order.cancel_reason ? (
          <p className="mt-1 text-sm font-medium break-words text-ink">{t('buyerOrder.detail.cancel_reason', { reason: order.cancel_reason })}</p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-1.5 sm:justify-end">
        <PaymentStatusBadge status={order.payment_status} paymentType={order.payment_type} />
        {order.aid > 0 ? <span className="rounded-full bg-canvas px-2.5 py-0.5 text-xs font-semibold text-ink-muted ring-1 ring-line">{t('orders.ui.agent_order')}</span> : null}
      </div>
    </section>
  );
}

function Summary({ order, className }: { order: OrderDetail; className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const typeLabel = usePaymentTypeLabel();
  const pickup = order.shipping_type === 'pickup';
  const time = order.time_preference === 'asap' ? t('orders.ui.asap') : t('orders.ui.arrive_around', { time: order.time_preference });
  const contact = order.contact;
  const rows: [string, ReactNode][] = [
    [t('orders.ui.summary.order_no'), <span className="font-mono font-semibold break-all">{order.order_no}</span>],
    [t('orders.ui.summary.date'), formatDateTime(order.created_at, locale)],
    [
      t('orders.ui.summary.method'),
      <span className="inline-flex items-center gap-1.5">
        {pickup ? <WarehouseIcon width={16} height={16} /> : <TruckIcon width={16} height={16} />}
        {t(`orders.ui.method.${order.shipping_type}`)}
      </span>,
    ],
    [pickup ? t('orders.ui.summary.pickup_date') : t('orders.ui.summary.delivery_date'), formatCalendarDay(order.service_date, locale, { weekday: true })],
    [t('orders.ui.summary.time'), time],
    [
      pickup ? t('orders.ui.summary.warehouse') : t('orders.ui.summary.address'),
      <span className="flex flex-col">
        {contact.name ? <span className="font-medium">{contact.name}</span> : null}
        <span>
          {contact.unit ? `${contact.unit} – ` : ''}
          {contact.addr}
          {/* Gazetteer addresses already end with the postal code. */}
          {contact.postal_code && !contact.addr.replace(/\s/g, '').toUpperCase().includes(contact.postal_code.replace(/\s/g, '').toUpperCase())
            ? `, ${contact.postal_code}`
            : ''}
        </span>
        {contact.buzz_code ? <span className="text-ink-muted">{t('orders.ui.summary.buzz', { code: contact.buzz_code })}</span> : null}
        {contact.tel ? <span className="text-ink-muted">{formatPhone(contact.tel)}</span> : null}
      </span>,
    ],
    [t('orders.ui.summary.payment_type'), typeLabel(order.payment_type)],
    [t('orders.ui.summary.payment_status'), <PaymentStatusBadge status={order.payment_status} paymentType={order.payment_type} />],
    [t('orders.ui.summary.status'), <OrderStatusBadge order={order} />],
  ];
  if (order.note) rows.push([t('orders.ui.summary.note'), <span className="break-words whitespace-pre-line">{order.note}</span>]);
  return (
    <OrderCard title={t('orders.ui.summary.title')} className={className}>
      <dl className="divide-y divide-line text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-[8.5rem_minmax(0,1fr)] gap-3 px-4 py-2.5 sm:px-5">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="min-w-0 text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </OrderCard>
  );
}

function OrderLines({ lines, className }: { lines: Line[]; className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const weighed = lines.some((line) => line.need_weigh === 1);
  return (
    <OrderCard title={t('orders.ui.lines.title', { count: lines.length })} className={className}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('orders.ui.lines.caption')}</caption>
        <thead className="hidden border-b border-line bg-canvas text-xs font-semibold tracking-wide text-ink-muted uppercase sm:table-header-group">
          <tr>
            <th scope="col" className="px-5 py-2.5">
              {t('orders.ui.lines.product')}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right">
              {t('orders.ui.lines.qty')}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right">
              {t('orders.ui.lines.price')}
            </th>
            <th scope="col" className="px-5 py-2.5 text-right">
              {t('orders.ui.lines.total')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {lines.map((line, index) => {
            return (
              <tr key={`${line.product_id}-${index}`} className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 px-4 py-3 sm:table-row sm:px-0 sm:py-0">
                <td className="col-span-2 sm:px-5 sm:py-3">
                  <OrderLineProduct line={line} />
                </td>
                <td className="col-start-1 row-start-2 pt-1 text-sm text-ink-muted tabular-nums sm:px-3 sm:py-3 sm:text-right sm:text-ink">
                  <span className="sm:hidden">{t('orders.ui.lines.qty')} </span>
                  {line.qty}
                  <span className="sm:hidden"> × {formatPrice(line.price, locale)}</span>
                  {line.need_weigh === 1 ? <span className="block text-xs text-ink-muted">≈ {quantityText(line.qty, line, t)}</span> : null}
                </td>
                <td className="hidden px-3 py-3 text-right tabular-nums sm:table-cell">{formatPrice(line.price, locale)}</td>
                <td className="col-start-2 row-start-2 pt-1 text-right font-semibold text-ink tabular-nums sm:px-5 sm:py-3">
                  {line.org_row_total > line.row_total + 0.004 ? (
                    <span className="mr-1.5 text-xs font-normal text-ink-muted line-through">{formatPrice(line.org_row_total, locale)}</span>
                  ) : null}
                  {formatPrice(line.row_total, locale)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {weighed ? (
        <p className="flex items-start gap-2 border-t border-line bg-warning-50 px-4 py-3 text-xs text-warning-800 sm:px-5">
          <ScaleIcon width={16} height={16} className="mt-px shrink-0" />
          {t('orders.ui.lines.catch_weight_note')}
        </p>
      ) : null}
    </OrderCard>
  );
}

function CouponsLog({ order, className }: { order: OrderDetail; className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <OrderCard title={t('orders.ui.coupons.title')} className={className}>
      <ul className="flex flex-col divide-y divide-line text-sm">
        {order.coupons.map((coupon) => (
          <li key={coupon.code} className="flex items-start justify-between gap-3 px-4 py-2.5 sm:px-5">
            <span className="flex min-w-0 items-start gap-2">
              <TagIcon width={16} height={16} className="mt-0.5 shrink-0 text-brand-700" />
              <span className="min-w-0">
                <span className="block font-medium break-words text-ink">{coupon.name}</span>
                <code className="font-mono text-xs text-ink-muted">{coupon.code}</code>
              </span>
            </span>
            <span className="font-semibold whitespace-nowrap text-brand-800 tabular-nums">{formatPrice(-Math.abs(coupon.discount), locale)}</span>
          </li>
        ))}
      </ul>
    </OrderCard>
  );
}

/** A settled order with approved claims: what they took off the packed total, and the final total after them. */
function claimRows(order: BuyerOrderDetail, t: TFunction): { label: string; amount: number }[] {
  const packed = order.settlement?.settled_total;
  const final = order.settled_total;
  if (packed == null || final == null || Math.round(packed * 100) <= Math.round(final * 100)) return [];
  return [
    { label: t('buyerOrder.detail.totals.claims'), amount: -Math.round((packed - final) * 100) / 100 },
    { label: t('buyerOrder.detail.totals.final'), amount: final },
  ];
}
