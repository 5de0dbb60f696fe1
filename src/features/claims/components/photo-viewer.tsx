import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { CloseIcon, ZoomInIcon } from '../../../components/icons';
import { usePhotoUrl } from '../../../hooks/use-photo-url';
import { StoredPhoto } from '../../../components/stored-photo';

/** A claim photo as a thumbnail button that opens it large (staff judge damage from it). */
export function PhotoViewer({ path, alt, as }: { path: string; alt: string; as: 'customer' | 'staff' }) {
  const { t } = useTranslation();
  const photo = usePhotoUrl(path, as);
  return (
    <Dialog.Root>
      <Dialog.Trigger className="group relative block rounded-control focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
        <StoredPhoto path={path} alt={alt} as={as} className="size-28" />
        <span aria-hidden="true" className="absolute right-1 bottom-1 grid size-7 place-items-center rounded-full bg-surface/90 text-ink shadow-card group-hover:bg-surface">
          <ZoomInIcon width={16} height={16} />
        </span>
        <span className="sr-only">{t('claims.staff.open_photo')}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink/80 animate-fade-in" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[60] flex max-h-[92vh] w-[min(56rem,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-3 rounded-card bg-surface p-4 shadow-raised animate-fade-in focus:outline-none">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-base font-bold text-ink">{alt}</Dialog.Title>
            <Dialog.Close className="-mt-1 -mr-1 inline-flex size-10 shrink-0 items-center justify-center rounded-control text-ink hover:bg-canvas">
              <CloseIcon />
              <span className="sr-only">{t('common.close')}</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{alt}</Dialog.Description>
          {photo.data ? <img src={photo.data} alt={alt} className="max-h-[78vh] w-full rounded-control object-contain" /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
