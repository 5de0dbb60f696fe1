import { useAnnouncement } from '../stores/live-announcer';

/** The grid's polite status region; a repeated message is read again (keyed by its sequence). */
export function LiveRegion() {
  const { message, seq } = useAnnouncement();
  return (
    <div role="status" aria-live="polite" className="sr-only" data-testid="bulk-live">
      <span key={seq}>{message}</span>
    </div>
  );
}
