import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { recordAuditEntrySchema } from '../../core/schemas/back-office';
import { useLocale } from '../hooks/use-locale';
import { formatDateTime } from '../lib/format-date';
import { staffRequest } from '../lib/staff-request';
import { ChangeEntry } from './change-entry';
import { ErrorNotice } from './error-notice';
import { LoadingBox } from './loading-box';

const historySchema = z.object({ entries: z.array(recordAuditEntrySchema) });

/**
 * The back office's history of one product or customer (issue 17): each change newest first, who made
 * it and when, and each changed field before and after. Folded until opened, so it is read only when
 * wanted; `queryKey` starts with the back office's key so a save refreshes it.
 */
export function RecordHistory({ path, queryKey }: { path: string; queryKey: readonly unknown[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = useId();
  const history = useQuery({
    queryKey: [...queryKey, 'history', locale],
    queryFn: ({ signal }) => staffRequest(historySchema, path, { locale, signal }),
  });
  return (
    <section aria-labelledby={titleId} className="rounded-card border border-line bg-surface p-4">
      <details>
        <summary className="cursor-pointer font-semibold text-ink">
          <h2 id={titleId} className="inline">
            {t('backOffice.history.title')}
          </h2>
          {history.data ? <span className="ml-2 text-sm font-normal text-ink-muted">({history.data.entries.length})</span> : null}
        </summary>
        <div className="mt-3">
          {history.isPending ? (
            <LoadingBox label={t('common.loading')} />
          ) : history.isError ? (
            <ErrorNotice error={history.error} onRetry={() => void history.refetch()} />
          ) : history.data.entries.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('backOffice.history.empty')}</p>
          ) : (
            <ol className="space-y-3">
              {history.data.entries.map((entry) => (
                <ChangeEntry
                  key={entry.id}
                  heading={t('backOffice.history.by', { action: t(`backOffice.history.action.${entry.action}`), staff: entry.staff, at: formatDateTime(entry.at, locale) })}
                  changes={entry.changes}
                  columns={{ field: t('backOffice.history.field'), before: t('backOffice.history.before'), after: t('backOffice.history.after') }}
                />
              ))}
            </ol>
          )}
        </div>
      </details>
    </section>
  );
}
