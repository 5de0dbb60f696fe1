import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { BuyerOrderDetail } from '../../../../core/schemas/buyer-order';
import type { OrderStatus } from '../../../../core/schemas/order';
import { CheckIcon, ScaleIcon } from '../../../components/icons';
import { OrderCard } from '../../../components/order/order-card';
import { StoredPhoto } from '../../../components/stored-photo';
import { useLocale } from '../../../hooks/use-locale';
import { formatDateTime } from '../../../lib/format-date';
import { formatPrice } from '../../../lib/format-price';
import { formatGrams } from '../utils/grams';

/**
 * The order's life after checkout on the buyer's order detail (issue 15): its steps with their
 * times, what was ordered against what was delivered (quantities, weights, credits), and the payment
 * in plain words with every ledger movement. Every figure comes from the server's answer, which core
 * computed (settleOrder, the ledger); nothing is recomputed here.
 */

/** Where a delivery and a pickup order go after "processing"; finished, cancelled and out of stock end the path. */
const PATHS: Record<BuyerOrderDetail['shipping_type'], readonly OrderStatus[]> = {
  delivery: ['processing', 'accept', 'cooking', 'delivering', 'delivered'],
  pickup: ['processing', 'accept', 'cooking', 'wait_pickup', 'picked_up'],
};
const UPCOMING_KEYS = {
  accept: 'buyerOrder.detail.upcoming.accept',
  cooking: 'buyerOrder.detail.upcoming.cooking',
  delivering: 'buyerOrder.detail.upcoming.delivering',
  delivered: 'buyerOrder.detail.upcoming.delivered',
  wait_pickup: 'buyerOrder.detail.upcoming.wait_pickup',
  picked_up: 'buyerOrder.detail.upcoming.picked_up',
} as const;
type UpcomingStatus = keyof typeof UPCOMING_KEYS;

/** The statuses still ahead of the order on its path (none once it is closed or off the path). */
export function upcomingStatuses(order: Pick<BuyerOrderDetail, 'status' | 'shipping_type'>): UpcomingStatus[] {
  const path = PATHS[order.shipping_type];
  const at = path.indexOf(order.status);
  if (at < 0) return [];
  return path.slice(at + 1).filter((s): s is UpcomingStatus => s in UPCOMING_KEYS);
}

const BY_KEYS = {
  buyer: 'buyerOrder.detail.by.buyer',
  agent: 'buyerOrder.detail.by.agent',
  warehouse: 'buyerOrder.detail.by.warehouse',
  driver: 'buyerOrder.detail.by.driver',
  supervisor: 'buyerOrder.detail.by.supervisor',
} as const;

/** "Order progress": the steps done, oldest first, each with its time and who took it; then the steps to come, greyed. */
export function OrderProgress({ order, className }: { order: BuyerOrderDetail; className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const upcoming = upcomingStatuses(order);
  return (
    <OrderCard title={t('buyerOrder.detail.steps_title')} className={className}>
      <ol aria-label={t('buyerOrder.detail.steps_label')} className="flex flex-col px-4 py-4 sm:px-5">
        {order.steps.map((step, index) => {
          const last = index === order.steps.length - 1 && upcoming.length === 0;
          return (
            <li key={`${step.at}-${index}`} className="relative flex gap-3 pb-4 last:pb-0">
              {!last ? <span aria-hidden="true" className="absolute top-6 bottom-0 left-[0.6875rem] w-px bg-brand-200" /> : null}
              <span aria-hidden="true" className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-brand-700 text-white">
                <CheckIcon width={14} height={14} />
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-sm font-semibold break-words text-ink">
                  <span className="sr-only">{t('buyerOrder.detail.step_done')}: </span>
                  {step.description}
                </p>
                <p className="text-xs text-ink-muted">
                  <time dateTime={step.at}>{formatDateTime(step.at, locale)}</time>
                  {step.actor_role ? <> · {t(BY_KEYS[step.actor_role])}</> : null}
                </p>
              </div>
            </li>
          );
        })}
        {upcoming.map((status, index) => (
          <li key={status} className="relative flex gap-3 pb-4 last:pb-0">
            {index < upcoming.length - 1 ? <span aria-hidden="true" className="absolute top-6 bottom-0 left-[0.6875rem] w-px border-l border-dashed border-line-strong" /> : null}
            <span aria-hidden="true" className="mt-0.5 size-6 shrink-0 rounded-full border-2 border-dashed border-line-strong bg-surface" />
            <p className="min-w-0 flex-1 pt-0.5 text-sm text-ink-muted">
              <span className="sr-only">{t('buyerOrder.detail.step_next')}: </span>
              {t(UPCOMING_KEYS[status])}
            </p>
          </li>
        ))}
      </ol>
      {order.delivery ? (
        <div className="flex items-center gap-3 border-t border-line px-4 py-3 sm:px-5">
          {order.delivery.photo ? (
            <StoredPhoto path={order.delivery.photo} as="customer" alt={t('deliveryProof.photo_alt', { name: order.delivery.receiver_name })} className="size-20" />
          ) : null}
          <p className="min-w-0 flex-1 text-sm break-words text-ink">{t('deliveryProof.received_by', { name: order.delivery.receiver_name })}</p>
        </div>
      ) : null}
    </OrderCard>
  );
}

const LINE_STATUS_KEYS = {
  ordered: 'orders.line_status.ordered',
  packed: 'orders.line_status.packed',
  short: 'orders.line_status.short',
  out_of_stock: 'orders.line_status.out_of_stock',
} as const;

/**
 * "Ordered and delivered": per line the ordered quantity (and standard weight), the delivered
 * quantity (and the weight on the scale), the final price with the credit; then the order's totals:
 * charged at checkout, the credits, the final total and what was not charged or was returned.
 */
export function DeliveredLines({ order, className }: { order: BuyerOrderDetail; className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const settlement = order.settlement;
  if (!settlement) return null;
  const byId = new Map(order.lines.map((line) => [line.line_id, line]));
  // Approved claims come off the packed total afterwards (the final invoice reads the same way).
  const finalTotal = order.settled_total ?? settlement.settled_total;
  const claimed = Math.round((settlement.settled_total - finalTotal) * 100) / 100;
  const returned = Math.round((settlement.charged_total - finalTotal) * 100) / 100;
  const totals: [string, number, boolean][] = [
    [t('buyerOrder.detail.totals.charged'), settlement.charged_total, false],
    [t('buyerOrder.detail.totals.credits'), -settlement.credits, false],
    ...(claimed > 0
      ? ([
          [t('buyerOrder.detail.totals.packed'), settlement.settled_total, false],
          [t('buyerOrder.detail.totals.claims'), -claimed, false],
        ] as [string, number, boolean][])
      : []),
    [t('buyerOrder.detail.totals.final'), finalTotal, true],
  ];
  return (
    <OrderCard title={t('buyerOrder.detail.delivered_title')} className={className}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('buyerOrder.detail.delivered_caption')}</caption>
        <thead className="hidden border-b border-line bg-canvas text-xs font-semibold tracking-wide text-ink-muted uppercase sm:table-header-group">
          <tr>
            <th scope="col" className="px-5 py-2.5">
              {t('buyerOrder.detail.col_item')}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right">
              {t('buyerOrder.detail.col_ordered')}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right">
              {t('buyerOrder.detail.col_delivered')}
            </th>
            <th scope="col" className="px-5 py-2.5 text-right">
              {t('buyerOrder.detail.col_charged')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {settlement.lines.map((line) => {
            const item = byId.get(line.line_id);
            const weighed = line.ordered_weight_grams !== null;
            const missing = line.delivered_qty !== null && line.delivered_qty < line.ordered_qty;
            return (
              <tr key={line.line_id} className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 px-4 py-3 sm:table-row sm:px-0 sm:py-0">
                <td className="col-span-2 sm:px-5 sm:py-3">
                  <span className="block font-medium break-words text-ink">{item?.name ?? ''}</span>
                  {line.status !== 'packed' ? (
                    <span
                      className={clsx(
                        'mt-1 inline-block rounded-full px-2 py-0.5 text-xs font-semibold',
                        line.status === 'out_of_stock' ? 'bg-danger-50 text-danger-700' : 'bg-warning-50 text-warning-800',
                      )}
                    >
                      {t(LINE_STATUS_KEYS[line.status])}
                    </span>
                  ) : null}
                </td>
                <td className="col-start-1 text-ink tabular-nums sm:px-3 sm:py-3 sm:text-right">
                  <span className="text-ink-muted sm:hidden">{t('buyerOrder.detail.col_ordered')} </span>
                  {line.ordered_qty}
                  {weighed ? (
                    <span className="block text-xs text-ink-muted">{t('buyerOrder.detail.ordered_weight', { weight: formatGrams(line.ordered_weight_grams!, locale) })}</span>
                  ) : null}
                </td>
                <td className={clsx('col-start-1 tabular-nums sm:px-3 sm:py-3 sm:text-right', missing ? 'font-semibold text-warning-800' : 'text-ink')}>
                  <span className="font-normal text-ink-muted sm:hidden">{t('buyerOrder.detail.col_delivered')} </span>
                  {line.delivered_qty ?? '—'}
                  {weighed && (line.delivered_qty ?? 0) > 0 ? (
                    <span className="flex items-center gap-1 text-xs font-normal text-ink-muted sm:justify-end">
                      <ScaleIcon width={12} height={12} aria-hidden="true" />
                      {line.actual_weight_grams !== null
                        ? t('buyerOrder.detail.actual_weight', { weight: formatGrams(line.actual_weight_grams, locale) })
                        : t('buyerOrder.detail.not_weighed')}
                    </span>
                  ) : null}
                </td>
                <td className="col-start-2 row-span-2 row-start-2 self-start text-right tabular-nums sm:px-5 sm:py-3">
                  {line.credit > 0 ? (
                    <span className="block text-xs text-ink-muted line-through">{formatPrice(line.ordered_row_total, locale)}</span>
                  ) : null}
                  <span className="font-semibold text-ink">{formatPrice(line.settled_row_total ?? line.ordered_row_total, locale)}</span>
                  {line.credit > 0 ? (
                    <span className="block text-xs font-semibold text-brand-800">{t('buyerOrder.detail.credit', { amount: formatPrice(line.credit, locale) })}</span>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <dl className="flex flex-col gap-2 border-t border-line bg-canvas px-4 py-4 text-sm sm:px-5">
        {totals.map(([label, amount, strong]) => (
          <div key={label} className={clsx('flex items-baseline justify-between gap-4', strong && 'text-base font-bold')}>
            <dt className={strong ? 'text-ink' : 'text-ink-muted'}>{label}</dt>
            <dd className="text-ink tabular-nums">{formatPrice(amount, locale)}</dd>
          </div>
        ))}
        {returned > 0 ? (
          <div className="flex items-baseline justify-between gap-4 rounded-control bg-brand-50 px-3 py-2 text-brand-900">
            <dt>{t('buyerOrder.detail.totals.difference')}</dt>
            <dd className="font-semibold tabular-nums">{formatPrice(returned, locale)}</dd>
          </div>
        ) : null}
      </dl>
    </OrderCard>
  );
}

/** "Payment history": the payment in a sentence, then every money movement in plain words, oldest first. */
export function PaymentHistory({ order, className }: { order: BuyerOrderDetail; className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <OrderCard title={t('buyerOrder.detail.ledger_title')} className={className}>
      <p className="border-b border-line px-4 py-3 text-sm text-ink sm:px-5">{order.payment_words}</p>
      {order.ledger.length === 0 ? (
        <p className="px-4 py-3 text-sm text-ink-muted sm:px-5">{t('buyerOrder.detail.ledger_empty')}</p>
      ) : (
        <ul aria-label={t('buyerOrder.detail.ledger_caption')} className="flex flex-col divide-y divide-line text-sm">
          {order.ledger.map((entry) => (
            <li key={entry.id} className="flex items-start justify-between gap-3 px-4 py-2.5 sm:px-5">
              <span className="min-w-0">
                <span className={clsx('block break-words', entry.status === 'failed' ? 'font-medium text-danger-700' : 'text-ink')}>{entry.description}</span>
                <time dateTime={entry.settled_at ?? entry.created_at} className="text-xs text-ink-muted">
                  {formatDateTime(entry.settled_at ?? entry.created_at, locale)}
                </time>
              </span>
              <span
                className={clsx(
                  'font-semibold whitespace-nowrap tabular-nums',
                  entry.kind === 'refund' || entry.kind === 'credit' || entry.kind === 'void' ? 'text-brand-800' : 'text-ink',
                  entry.status === 'failed' && 'line-through opacity-70',
                )}
              >
                {formatPrice(entry.amount, locale)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </OrderCard>
  );
}
