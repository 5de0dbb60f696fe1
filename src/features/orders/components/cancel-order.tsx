import * as Dialog from '@radix-ui/react-dialog';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BuyerOrderDetail } from '../../../../core/schemas/buyer-order';
import { PhoneIcon } from '../../../components/icons';
import { buttonStyles } from '../../../components/ui/button-styles';
import { inputStyles } from '../../../components/ui/input-styles';
import { useLocale } from '../../../hooks/use-locale';
import { formatPrice } from '../../../lib/format-price';
import { errorMessage } from '../../../lib/request-parsed';
import { useCancelOrder } from '../api/cancel-order';
import { DialogActions } from '../../../components/ui/dialog-parts';

/**
 * Cancelling from order detail (spec §9): when core says the buyer may cancel now (the server's
 * `cancellation`), a Cancel button and a confirm dialog that says what happens — the full amount back
 * today, the small order fee kept tomorrow; when the buyer can no longer cancel online but staff could,
 * whom to call. A refusal from the server (the clock moved on, packing started meanwhile) is shown in
 * the dialog in the server's words.
 */
export function CancelOrderPanel({ order }: { order: BuyerOrderDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const cancel = useCancelOrder();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const statusRef = useRef<HTMLParagraphElement>(null);
  const messageId = useId();
  const c = order.cancellation;

  // Money held or taken: a card authorization or a PAD debit in place. Cash and pay later owe nothing before packing.
  const held = (order.payment_type === 'card' || order.payment_type === 'pad') && (order.payment_status === 'prepaid' || order.payment_status === 'paid');
  const fee = formatPrice(c.charge, locale);
  const what =
    c.charge > 0
      ? held
        ? t('buyerOrder.detail.cancel.tomorrow', { fee, refund: formatPrice(c.refund, locale) })
        : t('buyerOrder.detail.cancel.tomorrow_invoiced', { fee })
      : held
        ? t('buyerOrder.detail.cancel.today', { amount: formatPrice(order.total, locale) })
        : t('buyerOrder.detail.cancel.unpaid');

  const confirm = () => {
    if (cancel.isPending) return;
    cancel.mutate(
      { orderId: order.order_id, reason: reason.trim() },
      {
        onSuccess: (next) => {
          setOpen(false);
          setDone(t('buyerOrder.detail.cancel.done', { no: next.order_no }));
          requestAnimationFrame(() => statusRef.current?.focus());
        },
      },
    );
  };

  const callNote = c.call_note ? (
    <section aria-labelledby={`${messageId}-call`} className="flex gap-3 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
      <PhoneIcon width={20} height={20} className="mt-0.5 shrink-0 text-brand-700" aria-hidden="true" />
      <div className="min-w-0">
        <h2 id={`${messageId}-call`} className="text-base font-bold text-ink">
          {t('buyerOrder.detail.cancel.call_title')}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{c.call_note}</p>
      </div>
    </section>
  ) : null;

  const cancelPanel = (
    <section aria-labelledby={`${messageId}-title`} className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h2 id={`${messageId}-title`} className="text-base font-bold text-ink">
            {t('buyerOrder.detail.cancel.title')}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            {c.window === 'next_day' ? t('buyerOrder.detail.cancel.lead_next_day', { fee }) : t('buyerOrder.detail.cancel.lead_order_day')}
          </p>
        </div>
        <Dialog.Root
          open={open}
          onOpenChange={(next) => {
            if (cancel.isPending) return;
            if (next) cancel.reset();
            setOpen(next);
          }}
        >
          <Dialog.Trigger className={`${buttonStyles.secondary} shrink-0 text-danger-700`}>{t('buyerOrder.detail.cancel.open')}</Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink/45 animate-fade-in" />
            <Dialog.Content
              role="alertdialog"
              aria-describedby={messageId}
              onInteractOutside={(event) => event.preventDefault()}
              className="fixed top-1/2 left-1/2 z-[60] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-card bg-surface p-6 shadow-raised animate-fade-in focus:outline-none"
            >
              <Dialog.Title className="text-lg font-bold break-words text-ink">{t('buyerOrder.detail.cancel.dialog_title', { no: order.order_no })}</Dialog.Title>
              <div id={messageId} className="mt-2 flex flex-col gap-2 text-sm leading-relaxed text-ink-muted">
                <p className="font-medium text-ink">{what}</p>
                <p>{t('buyerOrder.detail.cancel.stock')}</p>
              </div>
              <label htmlFor={`${messageId}-reason`} className="mt-4 block text-sm font-medium text-ink">
                {t('buyerOrder.detail.cancel.reason_label')}
              </label>
              <textarea
                id={`${messageId}-reason`}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                maxLength={500}
                rows={2}
                disabled={cancel.isPending}
                className={`${inputStyles()} mt-1 min-h-16 w-full resize-y py-2`}
              />
              {cancel.isError ? (
                <p role="alert" className="mt-3 rounded-control bg-danger-50 px-3 py-2 text-sm font-medium text-danger-700">
                  {errorMessage(cancel.error, t('errors.internal'))}
                </p>
              ) : null}
              <DialogActions
                className="mt-6"
                cancel={{ label: t('buyerOrder.detail.cancel.keep') }}
                action={{ label: t('buyerOrder.detail.cancel.confirm'), busyLabel: t('buyerOrder.detail.cancel.busy'), busy: cancel.isPending, tone: 'danger', onClick: confirm }}
              />
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </div>
    </section>
  );

  // The status line stays mounted when the order refreshes, so the cancellation is announced and takes the focus.
  return (
    <div className="flex flex-col gap-3 empty:hidden">
      {c.allowed ? cancelPanel : callNote}
      <p
        ref={statusRef}
        role="status"
        tabIndex={-1}
        className={done ? 'rounded-control bg-brand-50 px-3 py-2.5 text-sm font-medium text-brand-900 focus:outline-none' : 'sr-only'}
      >
        {done}
      </p>
    </div>
  );
}
