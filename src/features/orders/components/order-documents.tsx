import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../../../core/schemas/order';
import type { InvoiceDocument } from '../../../../core/schemas/receipt';
import { ArrowDownIcon, MailIcon } from '../../../components/icons';
import { useLocale } from '../../../hooks/use-locale';
import { downloadInvoice } from '../api/download-invoice';
import { errorMessage } from '../../../lib/request-parsed';
import { ReceiptEmailDialog } from './receipt-email-dialog';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';

/**
 * Receipt by e-mail and the invoice PDF download (spec §2.8 Order detail). Once the order is packed
 * and settled (issue 15: invoice_version ≥ 1) both documents are offered: the final invoice and the
 * order confirmation.
 */
export function OrderDocuments({ order, defaultEmail }: { order: OrderDetail; defaultEmail: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [emailOpen, setEmailOpen] = useState(false);
  const [downloading, setDownloading] = useState<InvoiceDocument | 'default' | null>(null);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const settled = (order.invoice_version ?? 0) > 0;

  const download = async (document?: InvoiceDocument) => {
    if (downloading) return;
    setDownloading(document ?? 'default');
    setNotice(null);
    try {
      await downloadInvoice(order.order_id, order.order_no, locale, document);
      const done = document ? t(`final_invoice.ui.downloaded_${document}`) : t('orders.ui.invoice.downloaded');
      setNotice({ kind: 'ok', text: done });
    } catch (error) {
      setNotice({ kind: 'error', text: errorMessage(error, t('orders.ui.invoice.failed')) });
    } finally {
      setDownloading(null);
    }
  };
  const downloadButton = (document: InvoiceDocument | undefined, label: string) => {
    const busy = downloading === (document ?? 'default');
    return (
      <button
        type="button"
        className={buttonStyles.secondary}
        onClick={() => void download(document)}
        disabled={downloading !== null}
        aria-busy={busy}
      >
        {busy ? <Spinner /> : <ArrowDownIcon width={18} height={18} />}
        {busy ? t('orders.ui.invoice.downloading') : label}
      </button>
    );
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonStyles.secondary} onClick={() => setEmailOpen(true)}>
          <MailIcon width={18} height={18} />
          {t('orders.ui.receipt.open')}
        </button>
        {settled ? (
          <>
            {downloadButton('invoice', t('final_invoice.ui.download_invoice'))}
            {downloadButton('confirmation', t('final_invoice.ui.download_confirmation'))}
          </>
        ) : (
          downloadButton(undefined, t('orders.ui.invoice.download'))
        )}
      </div>
      {settled ? <p className="text-sm text-ink-muted">{t('final_invoice.ui.hint')}</p> : null}
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
