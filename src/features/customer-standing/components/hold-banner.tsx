import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../components/icons';
import { useCustomerStanding } from '../api/get-standing';

/**
 * Issue 17: a signed-in buyer whose account a manager put on hold reads it on every page, with the
 * manager's reason, before building a cart that checkout would refuse.
 */
export function HoldBanner() {
  const { t } = useTranslation();
  const standing = useCustomerStanding();
  const hold = standing.data?.hold;
  if (!hold) return null;
  return (
    <div role="status" className="border-b border-danger-700/25 bg-danger-50" data-testid="hold-banner">
      <div className="container-page flex items-start gap-3 py-3 text-sm">
        <AlertIcon width={20} height={20} className="mt-0.5 shrink-0 text-danger-700" aria-hidden="true" />
        <div className="min-w-0">
          <p className="font-semibold text-danger-700">{t('customerStanding.hold_title')}</p>
          <p className="break-words text-ink">{t('customerStanding.hold_reason', { reason: hold.reason })}</p>
          <p className="text-ink-muted">{t('customerStanding.hold_body')}</p>
        </div>
      </div>
    </div>
  );
}
