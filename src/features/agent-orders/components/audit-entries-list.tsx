import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../../../core/schemas/agent';
import { useLocale } from '../../../hooks/use-locale';
import { formatDateTime } from '../../../lib/format-date';
import { describeAuditDetail } from '../utils/audit-detail';

/** The audit entries of one order, newest first, as a short timeline. */
export function AuditEntriesList({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const sorted = [...entries].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <ol className="flex flex-col divide-y divide-line">
      {sorted.map((entry) => (
        <li key={entry.id} className="flex flex-col gap-0.5 px-4 py-3 text-sm sm:px-5">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-semibold text-ink">{t(`agentOrders.audit.actions.${entry.action}`)}</span>
            <span className="text-ink-muted">·</span>
            <span className="text-ink">
              {entry.agent_name} <span className="text-ink-muted">#{entry.agent_id}</span>
            </span>
          </p>
          <p className="break-words text-ink">{describeAuditDetail(entry, t, locale)}</p>
          <p className="text-xs text-ink-muted">
            <time dateTime={entry.at}>{formatDateTime(entry.at, locale)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
