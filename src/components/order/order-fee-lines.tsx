import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../../core/schemas/order';
import { useLocale } from '../../hooks/use-locale';
import { visibleFeeLines } from '../../lib/order-fee-lines';
import { formatPrice } from '../../lib/format-price';
import { OrderCard } from './order-card';

/** The words of each fee line, shared by the order pages and the packing screen. */
export const FEE_KEYS = {
  subtotal: 'orders.ui.fees.subtotal',
  // One name for the discount line in the drawer, checkout, order pages and invoice.
  discount: 'fees.discount',
  delivery_fee: 'orders.ui.fees.delivery_fee',
  tax: 'orders.ui.fees.tax',
  small_order_fee: 'orders.ui.fees.small_order_fee',
  channel_fee: 'orders.ui.fees.channel_fee',
  tips: 'orders.ui.fees.tips',
  total: 'orders.ui.fees.total',
} as const;

/**
 * The "Payment details" card: the order's fee lines (zero ones left out, total last and bold) and,
 * when `cashback` is above zero, the PAD cashback voucher the order earned.
 */
export function OrderFeeLines({
  feeLines,
  cashback = 0,
  className,
  landmark,
  title,
  afterTotal = [],
}: {
  feeLines: OrderDetail['fee_lines'];
  cashback?: number;
  className?: string;
  landmark?: boolean;
  /** Defaults to "Payment details"; the settled order's card is "Final amounts". */
  title?: string;
  /** Rows after the total (a settled order's approved claims and the total after them); the last one is bold. */
  afterTotal?: readonly { label: string; amount: number }[];
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <OrderCard title={title ?? t('orders.ui.fees.title')} className={className} landmark={landmark}>
      <dl className="flex flex-col gap-2 px-4 py-4 text-sm sm:px-5">
        {visibleFeeLines(feeLines).map((line) => (
          <div
            key={line.code}
            className={clsx('flex items-baseline justify-between gap-4', line.code === 'total' && 'mt-1 border-t border-line pt-3 text-base font-bold')}
          >
            <dt className={line.code === 'total' ? 'text-ink' : 'text-ink-muted'}>{t(FEE_KEYS[line.code])}</dt>
            <dd className={clsx('tabular-nums', line.code === 'discount' ? 'text-brand-800' : 'text-ink')}>{formatPrice(line.amount, locale)}</dd>
          </div>
        ))}
        {afterTotal.map((row, index) => (
          <div
            key={row.label}
            className={clsx('flex items-baseline justify-between gap-4', index === afterTotal.length - 1 && 'mt-1 border-t border-line pt-3 text-base font-bold')}
          >
            <dt className={index === afterTotal.length - 1 ? 'text-ink' : 'text-ink-muted'}>{row.label}</dt>
            <dd className="text-ink tabular-nums">{formatPrice(row.amount, locale)}</dd>
          </div>
        ))}
        {cashback > 0 ? (
          <div className="mt-1 flex items-baseline justify-between gap-4 rounded-control bg-brand-50 px-3 py-2 text-brand-900">
            <dt>{t('orders.ui.fees.cashback')}</dt>
            <dd className="font-semibold tabular-nums">{formatPrice(cashback, locale)}</dd>
          </div>
        ) : null}
      </dl>
    </OrderCard>
  );
}
