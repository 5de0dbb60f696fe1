import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import type { PromotionKind, PromotionRow } from '../../../../core/schemas/back-office-promotions';
import { ChangeEntry } from '../../../components/change-entry';
import { ErrorNotice } from '../../../components/error-notice';
import { LoadingBox } from '../../../components/loading-box';
import { buttonStyles } from '../../../components/ui/button-styles';
import { useLocale } from '../../../hooks/use-locale';
import { formatDateTime } from '../../../lib/format-date';
import { usePromotionHistory } from '../api/promotions';

const show = (value: unknown): string | null => (value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value));

/** A promotion's audit trail: who changed what and when, each changed field before and after. */
export function PromotionHistoryDialog({ kind, row, onClose }: { kind: PromotionKind; row: PromotionRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const history = usePromotionHistory(kind, row?.id ?? null);
  return (
    <Dialog.Root open={row !== null} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[70] flex max-h-[calc(100dvh-2rem)] w-[calc(100%-1.5rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-card bg-surface shadow-raised focus:outline-none">
          <Dialog.Title className="border-b border-line px-5 py-4 text-lg font-bold text-ink">{t('backOffice.promotions.history_title', { title: row?.title ?? '' })}</Dialog.Title>
          <Dialog.Description className="sr-only">{t('backOffice.promotions.history')}</Dialog.Description>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">
            {history.isPending ? (
              <LoadingBox label={t('common.loading')} />
            ) : history.isError ? (
              <ErrorNotice error={history.error} />
            ) : history.data.entries.length === 0 ? (
              <p className="text-sm text-ink-muted">{t('backOffice.promotions.history_empty')}</p>
            ) : (
              <ol className="space-y-4">
                {history.data.entries.map((entry) => {
                  const names = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after)])].filter(
                    (name) => JSON.stringify(entry.before?.[name]) !== JSON.stringify(entry.after[name]),
                  );
                  return (
                    <ChangeEntry
                      key={entry.id}
                      heading={t('backOffice.promotions.history_by', { action: t(`backOffice.promotions.action.${entry.action}`), staff: entry.staff, at: formatDateTime(entry.at, locale) })}
                      changes={names.map((name) => ({ field: name, before: entry.before ? show(entry.before[name]) : null, after: show(entry.after[name]) }))}
                      columns={{ field: t('backOffice.promotions.history_field'), before: t('backOffice.promotions.history_before'), after: t('backOffice.promotions.history_after') }}
                    />
                  );
                })}
              </ol>
            )}
          </div>
          <div className="flex justify-end border-t border-line px-5 py-3">
            <Dialog.Close className={buttonStyles.secondary}>{t('backOffice.promotions.close')}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
