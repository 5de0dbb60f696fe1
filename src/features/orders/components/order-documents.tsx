import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../../../core/schemas/order';
import { ArrowDownIcon, MailIcon } from '../../../components/icons';
import { useLocale } from '../../../hooks/use-locale';
import { downloadInvoice } from '../api/download-invoice';
import { errorMessage } from '../../../lib/request-parsed';
import { ReceiptEmailDialog } from './receipt-email-dialog';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';

/** Receipt by e-mail and the invoice PDF download (spec §2.8 Order detail). */
export function OrderDocuments({ order, defaultEmail }: { order: OrderDetail; defaultEmail: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [emailOpen, setEmailOpen] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);

  const download = async () => {
    if (downloading) return;
    setDownloading(true);
    setNotice(null);
    try {
      await downloadInvoice(order.order_id, order.order_no, locale);
      setNotice({ kind: 'ok', text: t('orders.ui.invoice.downloaded') });
    } catch (error) {
      setNotice({ kind: 'error', text: errorMessage(error, t('orders.ui.invoice.failed')) });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonStyles.secondary} onClick={() => setEmailOpen(true)}>
          <MailIcon width={18} height={18} />
          {t('orders.ui.receipt.open')}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={() => void download()} disabled={downloading} aria-busy={downloading}>
          {downloading ? <Spinner /> : <ArrowDownIcon width={18} height={18} />}
          {downloading ? t('orders.ui.invoice.downloading') : t('orders.ui.invoice.download')}
        </button>
      </div>
      <p
        role={notice?.kind === 'error' ? 'alert' : 'status'}
        className={notice ? (notice.kind === 'error' ? 'text-sm font-medium text-danger-700' : 'text-sm font-medium text-brand-800') : 'sr-only'}
      >
        {notice?.text}
      </p>
      <ReceiptEmailDialog
        open={emailOpen}
        onOpenChange={setEmailOpen}
        orderId={order.order_id}
        defaultEmail={defaultEmail}
        onSent={(email) => {
          setEmailOpen(false);
          setNotice({ kind: 'ok', text: t('orders.ui.receipt.sent', { email }) });
        }}
      />
    </div>
  );
}
