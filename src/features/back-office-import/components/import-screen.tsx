import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORT_KINDS, type ImportDryRun, type ImportKind } from '../../../../core/schemas/back-office-import';
import { ErrorNotice } from '../../../components/error-notice';
import { buttonStyles } from '../../../components/ui/button-styles';
import { useLocale } from '../../../hooks/use-locale';
import { BackOfficeFrame } from '../../../components/back-office-frame';
import { exportCatalogueFile, useImportApply, useImportDryRun } from '../api/catalogue-import';
import { ImportProblemsTable } from './import-problems-table';

/**
 * /back-office/import: choose the kind of file, upload it for a dry run, read every row's problem,
 * apply the same file when it has none; export either kind.
 */
export function ImportScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const fileId = useId();
  const [kind, setKind] = useState<ImportKind>('full');
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const [report, setReport] = useState<ImportDryRun | null>(null);
  const [exportError, setExportError] = useState<unknown>(null);
  const dryRun = useImportDryRun(locale);
  const apply = useImportApply(locale);

  const check = (next: { name: string; csv: string }, nextKind: ImportKind) => {
    setReport(null);
    apply.reset();
    dryRun.mutate({ kind: nextKind, csv: next.csv }, { onSuccess: setReport });
  };
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    const next = { name: chosen.name, csv: await chosen.text() };
    setFile(next);
    check(next, kind);
  };
  const onKind = (next: ImportKind) => {
    setKind(next);
    if (file) check(file, next);
  };
  const onExport = async (which: ImportKind) => {
    setExportError(null);
    try {
      await exportCatalogueFile(which, locale);
    } catch (error) {
      setExportError(error);
    }
  };
  const number = new Intl.NumberFormat(locale === 'cn' ? 'zh-CN' : locale === 'fr' ? 'fr-CA' : 'en-CA');

  return (
    <BackOfficeFrame
      title={t('backOffice.import.title')}
      lead={t('backOffice.import.lead')}
      actions={IMPORT_KINDS.map((which) => (
        <button key={which} type="button" className={buttonStyles.secondary} onClick={() => void onExport(which)}>
          {t(`backOffice.import.export_${which}`)}
        </button>
      ))}
    >
      {exportError ? <ErrorNotice error={exportError} title={t('backOffice.import.export_failed')} /> : null}
      <section className="rounded-card border border-line bg-surface p-4 shadow-card" aria-labelledby={`${fileId}-h`}>
        <h2 id={`${fileId}-h`} className="text-lg font-semibold text-ink">
          {t('backOffice.import.upload_title')}
        </h2>
        <fieldset className="mt-3">
          <legend className="text-sm font-semibold text-ink">{t('backOffice.import.kind_label')}</legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {IMPORT_KINDS.map((which) => (
              <label key={which} className="flex min-h-11 items-center gap-2 text-sm text-ink">
                <input type="radio" name="import-kind" value={which} checked={kind === which} onChange={() => onKind(which)} className="size-4 accent-brand-700" />
                <span>
                  <span className="font-semibold">{t(`backOffice.import.kind_${which}`)}</span>
                  <span className="block text-xs text-ink-muted">{t(`backOffice.import.kind_${which}_hint`)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {/* The browser's own file button speaks the browser's language, not the reader's: ours is a label. */}
        <p id={`${fileId}-label`} className="mt-4 text-sm font-semibold text-ink">
          {t('backOffice.import.file_label')}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
          <label className={`${buttonStyles.secondary} relative cursor-pointer focus-within:outline-2 focus-within:outline-brand-700`}>
            {t('backOffice.import.choose_file')}
            <input
              id={fileId}
              type="file"
              accept=".csv,text/csv"
              onChange={(event) => void onFile(event)}
              data-testid="import-file"
              aria-labelledby={`${fileId}-label`}
              aria-describedby={`${fileId}-name`}
              className="sr-only"
            />
          </label>
          <span id={`${fileId}-name`} className="min-w-0 text-sm break-all text-ink-muted">
            {file?.name ?? t('backOffice.import.no_file')}
          </span>
        </div>
      </section>

      <div aria-live="polite" className="mt-4 space-y-4">
        {dryRun.isPending ? <p className="text-sm text-ink-muted">{t('backOffice.import.checking')}</p> : null}
        {dryRun.isError ? <ErrorNotice error={dryRun.error} title={t('backOffice.import.check_failed')} /> : null}
        {report ? (
          <section aria-labelledby={`${fileId}-r`} data-testid="import-report">
            <h2 id={`${fileId}-r`} className="text-lg font-semibold text-ink">
              {t('backOffice.import.report.title', { name: file?.name ?? '' })}
            </h2>
            <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
              {(
                [
                  ['new_rows', report.new_rows],
                  ['changed_rows', report.changed_rows],
                  ['unchanged_rows', report.unchanged_rows],
                  ['problem_count', report.problem_count],
                ] as const
              ).map(([key, value]) => (
                <div key={key} className="rounded-card border border-line bg-surface p-3">
                  <dt className="text-sm text-ink-muted">{t(`backOffice.import.report.${key}`)}</dt>
                  <dd className="mt-1 text-xl font-bold text-ink tabular-nums">{number.format(value)}</dd>
                </div>
              ))}
            </dl>
            {report.problem_count > 0 ? (
              <div className="mt-3 space-y-2">
                <p className="text-sm font-semibold text-danger-700">{t('backOffice.import.report.refused', { count: report.problem_count })}</p>
                {report.problem_count > report.problems.length ? (
                  <p className="text-sm text-ink-muted">{t('backOffice.import.report.more', { shown: report.problems.length })}</p>
                ) : null}
                <ImportProblemsTable problems={report.problems} />
              </div>
            ) : (
              <div className="mt-3 flex flex-wrap items-center gap-3">
                <button
                  type="button"
                  className={buttonStyles.primary}
                  disabled={apply.isPending || apply.isSuccess}
                  onClick={() => file && apply.mutate({ kind: report.kind, csv: file.csv, token: report.token, file_name: file.name })}
                >
                  {t('backOffice.import.apply')}
                </button>
                {apply.isSuccess ? (
                  <p className="text-sm font-semibold text-brand-800" role="status">
                    {t('backOffice.import.applied', { new: apply.data.new_rows, changed: apply.data.changed_rows })}
                  </p>
                ) : null}
              </div>
            )}
            {apply.isError ? <ErrorNotice error={apply.error} title={t('backOffice.import.apply_failed')} /> : null}
          </section>
        ) : null}
      </div>
    </BackOfficeFrame>
  );
}
