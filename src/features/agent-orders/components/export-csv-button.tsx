import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDownIcon } from '../../../components/icons';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';
import { useLocale } from '../../../hooks/use-locale';
import { errorMessage } from '../../../lib/request-parsed';
import { exportAgentOrders } from '../api/export-agent-orders';
import type { OrdersView } from '../utils/orders-view';

/** "Export CSV": the current view (filters and sort, every page) through the platform's save. */
export function ExportCsvButton({ view }: { view: OrdersView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  const run = async () => {
    if (busy) return;
    setBusy(true);
    setMessage(null);
    try {
      const { name, result } = await exportAgentOrders(view, locale);
      if (result.saved) setMessage({ text: t('agentOrders.export.saved', { name: result.path ?? name }), error: false });
      else if (result.cancelled) setMessage({ text: t('agentOrders.export.cancelled'), error: false });
      else setMessage({ text: t('agentOrders.export.failed', { message: result.message ?? '' }), error: true });
    } catch (caught) {
      setMessage({ text: t('agentOrders.export.failed', { message: errorMessage(caught, t('errors.internal')) }), error: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col items-end gap-1">
      <button type="button" className={buttonStyles.outline} onClick={() => void run()} disabled={busy} aria-busy={busy}>
        {busy ? <Spinner /> : <ArrowDownIcon width={16} height={16} />}
        {busy ? t('agentOrders.export.busy') : t('agentOrders.export.button')}
      </button>
      <p role="status" className={message ? `text-xs ${message.error ? 'font-medium text-danger-700' : 'text-ink-muted'}` : 'sr-only'}>
        {message?.text}
      </p>
    </div>
  );
}
