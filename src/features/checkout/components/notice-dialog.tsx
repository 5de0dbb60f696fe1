import * as Dialog from '@radix-ui/react-dialog';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/ui/button-styles';

/** A short Radix alert dialog for what the checkout changed on its own (spec §4 Shipping type and payment). */
export function NoticeDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const messageId = useId();
  return (
    <Dialog.Root open={message !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink/45 animate-fade-in" />
        <Dialog.Content
          role="alertdialog"
          aria-describedby={messageId}
          className="fixed top-1/2 left-1/2 z-[60] w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-card bg-surface p-6 shadow-raised animate-fade-in focus:outline-none"
        >
          <Dialog.Title className="text-lg font-bold text-ink">{t('checkout.notice.title')}</Dialog.Title>
          <p id={messageId} className="mt-2 text-sm leading-relaxed text-ink">
            {message}
          </p>
          <div className="mt-6 flex justify-end">
            <Dialog.Close className={buttonStyles.primary}>{t('checkout.notice.ok')}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
