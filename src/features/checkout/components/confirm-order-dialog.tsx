import * as Dialog from '@radix-ui/react-dialog';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../../core/format/currency';
import { toCents } from '../../../../core/money';
import { useLocale } from '../../../hooks/use-locale';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';

export interface OrderReview {
  method: string;
  when: string;
  address: string;
  payment: string;
  /** Dollars, the quote's total. */
  total: number;
}

/**
 * Spec §2.8 order confirmation modal ('verify order info'): method, date and time, address, payment
 * and total; 'Edit cart' goes back to the cart, 'Confirm' places the order.
 */
export function ConfirmOrderDialog({
  open,
  onOpenChange,
  review,
  placing,
  onConfirm,
  onEditCart,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  review: OrderReview | null;
  placing: boolean;
  onConfirm: () => void;
  onEditCart: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const descriptionId = useId();
  const rows = review
    ? [
        { label: t('checkout.confirm.method'), value: review.method },
        { label: t('checkout.confirm.when'), value: review.when },
        { label: t('checkout.confirm.address'), value: review.address },
        { label: t('checkout.confirm.payment'), value: review.payment },
      ]
    : [];
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (placing ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink/45 animate-fade-in" />
        <Dialog.Content
          aria-describedby={descriptionId}
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-[60] max-h-[calc(100dvh-2rem)] w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-surface p-5 shadow-raised animate-fade-in focus:outline-none sm:p-6"
        >
          <Dialog.Title className="text-lg font-bold text-ink">{t('checkout.confirm.title')}</Dialog.Title>
          <p id={descriptionId} className="mt-1 text-sm text-ink-muted">
            {t('checkout.confirm.lead')}
          </p>
          <dl className="mt-4 divide-y divide-line rounded-control border border-line">
            {rows.map((row) => (
              <div key={row.label} className="grid grid-cols-[7rem_minmax(0,1fr)] gap-3 px-3 py-2.5 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
                <dt className="text-ink-muted">{row.label}</dt>
                <dd className="font-medium break-words text-ink">{row.value}</dd>
              </div>
            ))}
            {review ? (
              <div className="grid grid-cols-[7rem_minmax(0,1fr)] items-baseline gap-3 bg-canvas px-3 py-3 sm:grid-cols-[8rem_minmax(0,1fr)]">
                <dt className="text-sm font-semibold text-ink">{t('checkout.fees.total')}</dt>
                <dd className="text-xl font-bold text-ink" data-testid="confirm-total">
                  {formatCents(toCents(review.total), locale)}
                </dd>
              </div>
            ) : null}
          </dl>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" onClick={onEditCart} disabled={placing} className={buttonStyles.secondary}>
              {t('checkout.confirm.editCart')}
            </button>
            <button type="button" onClick={onConfirm} disabled={placing} aria-busy={placing} className={buttonStyles.primary}>
              {placing ? <Spinner light /> : null}
              {placing ? t('checkout.confirm.placing') : t('checkout.confirm.confirm')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
