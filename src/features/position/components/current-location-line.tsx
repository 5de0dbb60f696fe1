import { useTranslation } from 'react-i18next';
import type { PlaceResult } from '../../../../core/schemas/maps';
import { LocateIcon } from '../../../components/icons';
import { useCurrentLocation } from '../hooks/use-current-location';

/**
 * Spec §2.6 "Current location": shows the detected address; a click picks it (locating first when
 * needed). A failure shows the red hint position.failed_to_retrieve_location.
 */
export function CurrentLocationLine({ onPick }: { onPick: (place: PlaceResult) => void }) {
  const { t } = useTranslation();
  const current = useCurrentLocation();

  return (
    <div>
      <button
        type="button"
        disabled={current.busy}
        aria-describedby={current.failed ? 'current-location-failed' : undefined}
        onClick={async () => {
          const place = await current.resolve();
          if (place) onPick(place);
        }}
        className="group flex w-full items-start gap-3 rounded-control px-2 py-2 text-left hover:bg-canvas disabled:cursor-wait"
      >
        <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
          <LocateIcon width={18} height={18} className={current.busy ? 'motion-safe:animate-pulse' : undefined} />
        </span>
        <span className="min-w-0 py-0.5">
          <span className="block text-sm font-semibold text-brand-800 group-hover:underline">
            {t('position.current_location')}
          </span>
          <span className="block truncate text-sm text-ink-muted">
            {current.busy
              ? t('position.locating')
              : (current.place?.formatted_address ?? t('position.use_current_location'))}
          </span>
        </span>
      </button>
      {current.failed ? (
        <p id="current-location-failed" role="alert" className="mt-1 pl-14 text-sm font-medium text-danger-700">
          {t('position.failed_to_retrieve_location')}
          {current.geocoderStatus ? (
            <span className="block font-normal">{t('position.geocoder_failed', { status: current.geocoderStatus })}</span>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
