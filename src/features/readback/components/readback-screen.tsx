import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon, CheckIcon } from '../../../components/icons';
import { LoadingBox } from '../../../components/loading-box';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';
import { useLocale } from '../../../hooks/use-locale';
import { ApiRequestError } from '../../../lib/api-client';
import { formatCalendarDay, formatDateTime } from '../../../lib/format-date';
import { formatPrice } from '../../../lib/format-price';
import { errorMessage } from '../../../lib/request-parsed';
import { useConfirmReadback, useReadback, type ReadbackSummary } from '../api/readback';

/**
 * The read-back of an order taken by phone (issue 20): what the agent entered (lines, delivery date,
 * total) and one Confirm. The link works once and only in its customer's session: a used, replaced or
 * someone else's link answers with the server's message in the page's language.
 */
export function ReadbackScreen({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const summary = useReadback(token);
  if (token === null) return <Problem text={t('readbackPage.no_token')} />;
  if (summary.isPending) return <LoadingBox label={t('readbackPage.loading')} />;
  if (summary.isError) {
    const known = summary.error instanceof ApiRequestError && [400, 404, 409].includes(summary.error.status);
    return <Problem text={known ? errorMessage(summary.error, t('readbackPage.invalid')) : t('readbackPage.failed')} />;
  }
  return <Summary summary={summary.data} token={token} />;
}

function Problem({ text }: { text: string }) {
  return (
    <div role="alert" data-testid="readback-problem" className="flex max-w-2xl items-start gap-3 rounded-card border border-danger-700/30 bg-danger-50 p-5 text-danger-700">
      <AlertIcon width={22} height={22} className="mt-0.5 shrink-0" />
      <p className="font-medium">{text}</p>
    </div>
  );
}

function Summary({ summary, token }: { summary: ReadbackSummary; token: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = useId();
  const confirm = useConfirmReadback(token);
  const confirmedAt = summary.confirmed_at;

  return (
    <section aria-labelledby={headingId} className="flex max-w-3xl flex-col gap-5 rounded-card border border-line bg-surface p-4 shadow-card sm:p-6">
      <div>
        <h2 id={headingId} className="text-lg font-bold break-words text-ink">
          {t('readbackPage.order', { no: summary.order_no })}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          {t('readbackPage.delivery', { date: formatCalendarDay(summary.service_date, locale, { weekday: true }) })}
        </p>
      </div>
      <div className="overflow-x-auto rounded-control border border-line">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('readbackPage.lines_caption')}</caption>
          <thead className="border-b border-line bg-canvas text-xs font-semibold tracking-wide text-ink-muted uppercase">
            <tr>
              <th scope="col" className="px-3 py-2.5">
                {t('readbackPage.product')}
              </th>
              <th scope="col" className="px-3 py-2.5 text-right">
                {t('readbackPage.qty')}
              </th>
              <th scope="col" className="px-3 py-2.5 text-right">
                {t('readbackPage.amount')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {summary.lines.map((line, index) => (
              <tr key={`${line.name}-${index}`}>
                <td className="px-3 py-2.5 break-words text-ink">{line.name}</td>
                <td className="px-3 py-2.5 text-right tabular-nums">{line.qty}</td>
                <td className="px-3 py-2.5 text-right font-semibold tabular-nums">{formatPrice(line.row_total, locale)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-line-strong">
            <tr>
              <th scope="row" colSpan={2} className="px-3 py-3 text-right font-semibold text-ink">
                {t('readbackPage.total')}
              </th>
              <td data-testid="readback-total" className="px-3 py-3 text-right text-base font-bold text-ink tabular-nums">
                {formatPrice(summary.total, locale)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      {confirm.isError ? (
        <p role="alert" data-testid="readback-error" className="rounded-control bg-danger-50 px-3 py-2.5 text-sm font-medium text-danger-700">
          {errorMessage(confirm.error, t('readbackPage.failed'))}
        </p>
      ) : null}
      {confirmedAt ? (
        <p role="status" data-testid="readback-confirmed" className="flex items-center gap-2 rounded-control bg-brand-50 px-3 py-3 text-sm font-semibold text-brand-900">
          <CheckIcon width={18} height={18} className="shrink-0" />
          {t('readbackPage.confirmed', { when: formatDateTime(confirmedAt, locale) })}
        </p>
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-ink-muted">{t('readbackPage.hint')}</p>
          <button
            type="button"
            className={`${buttonStyles.primary} sm:self-start`}
            disabled={confirm.isPending}
            aria-busy={confirm.isPending}
            onClick={() => confirm.mutate()}
          >
            {confirm.isPending ? <Spinner light /> : null}
            {confirm.isPending ? t('readbackPage.confirming') : t('readbackPage.confirm')}
          </button>
        </div>
      )}
    </section>
  );
}
