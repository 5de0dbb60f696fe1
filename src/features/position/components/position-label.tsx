import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { MapPinIcon } from '../../../components/icons';
import { usePositionStore } from '../stores/position-store';
import { isPickup } from '../utils/position-codec';

/**
 * Spec §2.3: 'delivery address: ' + the position's name, or 'pickup address: ' + the warehouse
 * address; a click opens the position dialog. Nothing until a position is saved.
 */
export function PositionLabel({
  className,
  onActivate,
  maxChars = null,
}: {
  /** Cut the address to this many characters, with an ellipsis (the /cities pages: 20). */
  maxChars?: number | null;
  className?: string;
  /** Replaces opening the dialog right away (the drawer closes first, then opens it). */
  onActivate?: () => void;
}) {
  const { t } = useTranslation();
  const position = usePositionStore((s) => s.position);
  const openDialog = usePositionStore((s) => s.openDialog);
  if (!position) return null;
  const pickup = isPickup(position);
  const address = (pickup ? position.warehouse_address?.address : position.name) ?? '';
  const shown = maxChars !== null && [...address].length > maxChars ? `${[...address].slice(0, maxChars).join('')}…` : address;
  return (
    <button
      type="button"
      onClick={onActivate ?? openDialog}
      title={address}
      aria-haspopup="dialog"
      className={clsx(
        'group inline-flex min-w-0 items-center gap-2 rounded-control text-left text-sm hover:bg-canvas',
        className,
      )}
    >
      <MapPinIcon width={18} height={18} className="shrink-0 text-brand-700" />
      <span className="min-w-0 truncate">
        <span className="text-ink-muted">{pickup ? t('position.pickup_address') : t('position.delivery_address')}</span>
        <span className="font-semibold text-ink group-hover:underline">{shown}</span>
      </span>
    </button>
  );
}
