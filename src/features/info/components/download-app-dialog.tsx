import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { useAppSteer } from '../../../lib/session/app-steer';
import { useInfoContent } from '../hooks/use-info-content';
import { StoreBadges } from './app-download-page';

const keep = (event: Event) => event.preventDefault();

/**
 * Spec §2.7: the download-app dialog, 70% wide, with no close button; Escape and a click outside do
 * not close it. Opened by steerGuestToApp (a guest's login or add to cart on a shop that steers guests
 * to the app). Focus stays inside, on the store badges.
 */
export function DownloadAppDialog() {
  const { t } = useTranslation();
  const open = useAppSteer((s) => s.open);
  const content = useInfoContent().data?.appDownload;
  return (
    <Dialog.Root open={open}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink/50 animate-fade-in" />
        <Dialog.Content
          data-testid="download-app-dialog"
          onEscapeKeyDown={keep}
          onPointerDownOutside={keep}
          onInteractOutside={keep}
          className="fixed top-1/2 left-1/2 z-[70] flex max-h-[90dvh] w-[70%] min-w-[18rem] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-card bg-surface p-6 shadow-raised animate-fade-in focus:outline-none sm:p-10"
        >
          <Dialog.Title className="text-2xl leading-tight font-bold tracking-tight text-ink sm:text-3xl">
            {t('info.app.dialog_title')}
          </Dialog.Title>
          <Dialog.Description className="text-ink-muted">{t('info.app.dialog_lead')}</Dialog.Description>
          <p className="text-lg leading-relaxed text-ink">{content?.promo ?? '\u00a0'}</p>
          <StoreBadges className="flex flex-wrap gap-3" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
