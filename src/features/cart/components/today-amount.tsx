import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../../core/format/currency';
import { toCents } from '../../../../core/money';
import { useLocale } from '../../../hooks/use-locale';
import { useTodayOrderAmount } from '../api/get-today-order-amount';

/**
 * Spec §6, §9: what the signed-in customer has ordered today, under the cart's hints. A failure shows
 * the server's message as an alert (spec §8: titled common.alert, with a confirm button) that does
 * not block the cart; confirming hides it until the next failure.
 */
export function TodayAmount({ subtotalCents }: { subtotalCents: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useTodayOrderAmount(subtotalCents);
  const [dismissedAt, setDismissedAt] = useState(0);

  if (query.isError && query.errorUpdatedAt > dismissedAt) {
    return (
      <div role="alert" className="rounded-control border border-danger-700/30 bg-danger-50 px-3 py-2 text-danger-700">
        <p className="font-semibold">{t('cart.today_amount_alert_title')}</p>
        <p className="mt-0.5">{query.error.message}</p>
        <button
          type="button"
          onClick={() => setDismissedAt(query.errorUpdatedAt)}
          className="mt-2 inline-flex min-h-9 items-center rounded-control border border-danger-700/40 bg-surface px-3 text-sm font-semibold text-danger-700 hover:bg-danger-50"
        >
          {t('cart.today_amount_confirm')}
        </button>
      </div>
    );
  }
  if (!query.data) return null;
  return (
    <p data-testid="today-amount" className="text-xs text-ink-muted">
      {t('cart.today_amount', { amount: formatCents(toCents(query.data.amount), locale), count: query.data.order_count })}
    </p>
  );
}
