import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { cartUiStore, useCartUi } from '../stores/cart-instance';

const primary =
  'inline-flex min-h-11 items-center justify-center rounded-control bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800';
const secondary =
  'inline-flex min-h-11 items-center justify-center rounded-control border border-line-strong bg-surface px-4 text-sm font-semibold text-ink hover:bg-canvas';

/**
 * The cart's alerts and confirmations (spec §5 alerts, "Create new order?", removal at qty 1, the
 * small-order-fee dialog): a Radix Dialog with role="alertdialog", focus trapped, Escape cancels.
 */
export function CartDialogHost() {
  const { t } = useTranslation();
  const dialog = useCartUi((s) => s.dialog);
  const close = () => cartUiStore.getState().closeDialog();
  const run = (action: () => void) => () => {
    close();
    action();
  };

  return (
    <Dialog.Root open={dialog !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink/40 animate-fade-in" />
        <Dialog.Content
          role="alertdialog"
          aria-describedby="cart-dialog-message"
          className="fixed top-1/2 left-1/2 z-[70] w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-card bg-surface p-5 shadow-raised animate-fade-in focus:outline-none"
        >
          <Dialog.Title className="text-lg font-bold text-ink">
            {dialog?.kind === 'small-order-fee' ? t('cart.smallOrderFeeTitle') : t('cart.alertTitle')}
          </Dialog.Title>
          <p id="cart-dialog-message" className="mt-2 text-sm whitespace-pre-line text-ink">
            {dialog?.message}
          </p>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            {dialog?.kind === 'alert' ? (
              <Dialog.Close className={primary}>{t('cart.ok')}</Dialog.Close>
            ) : null}
            {dialog?.kind === 'confirm' ? (
              <>
                <Dialog.Close className={secondary}>{t('cart.cancel')}</Dialog.Close>
                <button type="button" className={primary} onClick={run(dialog.onConfirm)}>
                  {dialog.confirmLabel}
                </button>
              </>
            ) : null}
            {dialog?.kind === 'small-order-fee' ? (
              <>
                <button type="button" className={secondary} onClick={run(dialog.onAddMore)}>
                  {t('cart.addMoreItems')}
                </button>
                <button type="button" className={primary} onClick={run(dialog.onProceed)}>
                  {t('cart.proceedToCheckout')}
                </button>
              </>
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
