import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { usePhotoUrl } from '../hooks/use-photo-url';
import { AlertIcon } from './icons';

/** A stored photo (a claim's, a delivery's), fetched with the caller's session (the buyer's, or staff's with `as="staff"`). */
export function StoredPhoto({ path, alt, as, className }: { path: string; alt: string; as: 'customer' | 'staff'; className?: string }) {
  const { t } = useTranslation();
  const photo = usePhotoUrl(path, as);
  return (
    <span className={clsx('grid shrink-0 place-items-center overflow-hidden rounded-control border border-line bg-canvas', className)}>
      {photo.data ? (
        <img src={photo.data} alt={alt} className="size-full object-cover" />
      ) : photo.isError ? (
        <span role="img" aria-label={`${alt}: ${t('errors.internal')}`} className="text-ink-muted">
          <AlertIcon width={20} height={20} />
        </span>
      ) : (
        <span role="img" aria-label={alt} className="size-full animate-pulse bg-line" />
      )}
    </span>
  );
}
