import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../hooks/use-locale';
import { closeLogoutPrompt, logOut, useLogoutPrompt } from './logout';

const primary =
  'inline-flex min-h-11 items-center justify-center rounded-control bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800';
const secondary =
  'inline-flex min-h-11 items-center justify-center rounded-control border border-line-strong bg-surface px-5 text-sm font-semibold text-ink hover:bg-canvas';

/** Spec §2.3: 'Are you sure to logout?' with Cancel / Confirm; an alert dialog, Cancel focused first. */
export function LogoutDialog() {
  const { t } = useTranslation();
  const locale = useLocale();
  const open = useLogoutPrompt();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : closeLogoutPrompt())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink/40 animate-fade-in" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-[70] w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-card bg-surface p-5 shadow-raised animate-fade-in focus:outline-none"
        >
          <Dialog.Title className="text-lg font-bold text-ink">{t('user_menu.confirm_to_logout')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-ink-muted">{t('user_menu.confirm_to_logout_body')}</Dialog.Description>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Dialog.Close className={secondary}>{t('user_menu.cancel')}</Dialog.Close>
            <button
              type="button"
              className={primary}
              onClick={() => {
                closeLogoutPrompt();
                void logOut(locale);
              }}
            >
              {t('user_menu.confirm')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
