import clsx from 'clsx';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../components/icons';
import { buttonStyles } from '../../../components/ui/button-styles';
import type { BulkAddReport } from '../utils/bulk-add';

/** After "Add to cart": what went in and what did not, row by row, with the way on to the cart. */
export function AddReport({ report, onOpenCart, onDismiss }: { report: BulkAddReport; onOpenCart: () => void; onDismiss: () => void }) {
  const { t } = useTranslation();
  const notIn = report.results.filter((result) => result.outcome !== 'added' || result.note);
  return (
    <section
      aria-labelledby="bulk-report-title"
      data-testid="bulk-report"
      className="rounded-card border border-brand-200 bg-surface p-4 shadow-card sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id="bulk-report-title" className="text-lg font-bold text-ink">
            {t('bulk.report.title')}
          </h2>
          <p className="mt-1 text-sm text-ink">{reportSentence(t, report)}</p>
        </div>
        <button
          type="button"
          onClick={onDismiss}
          className="-mt-1 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-control text-ink hover:bg-canvas"
        >
          <CloseIcon />
          <span className="sr-only">{t('bulk.report.dismiss')}</span>
        </button>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-center sm:grid-cols-4">
        {(
          [
            ['added', report.addedLines],
            ['capped', report.cappedLines],
            ['refused', report.refusedLines],
            ['left', report.badRows],
          ] as const
        ).map(([name, count]) => (
          <div key={name} className={clsx('rounded-control border p-2', name === 'added' ? 'border-brand-200 bg-brand-50' : 'border-line bg-canvas')}>
            <dt className="text-xs text-ink-muted">{t(`bulk.report.count_${name}`)}</dt>
            <dd className="text-xl font-bold text-ink tabular-nums">{count}</dd>
          </div>
        ))}
      </dl>
      {notIn.length > 0 ? (
        <ul className="mt-3 divide-y divide-line text-sm">
          {notIn.map((result) => (
            <li key={result.rowId} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 py-1.5">
              <span className="min-w-0">
                <span className="font-mono text-xs text-ink-muted">{result.sku}</span> <span className="font-medium text-ink">{result.name}</span>
              </span>
              <span className={clsx('text-right', result.outcome === 'refused' ? 'text-danger-700' : 'text-warning-800')}>
                {result.outcome === 'capped'
                  ? t('bulk.report.capped_line', { added: result.added, asked: result.asked })
                  : result.outcome === 'refused'
                    ? t('bulk.report.refused_line')
                    : t('bulk.report.added_line', { added: result.added })}
                {result.note ? ` · ${result.note}` : ''}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {report.addedUnits > 0 ? (
        <div className="mt-4 flex flex-wrap gap-2">
          <button type="button" onClick={onOpenCart} className={buttonStyles.primary}>
            {t('bulk.report.open_cart')}
          </button>
        </div>
      ) : null}
    </section>
  );
}

/** The report in one sentence (the live region reads it out). */
export function reportSentence(t: TFunction, report: BulkAddReport): string {
  const parts = [t('bulk.report.sentence_added', { count: report.addedLines + report.cappedLines, units: report.addedUnits })];
  if (report.cappedLines > 0) parts.push(t('bulk.report.sentence_capped', { count: report.cappedLines }));
  if (report.refusedLines > 0) parts.push(t('bulk.report.sentence_refused', { count: report.refusedLines }));
  if (report.badRows > 0) parts.push(t('bulk.report.sentence_left', { count: report.badRows }));
  return parts.join(' ');
}
