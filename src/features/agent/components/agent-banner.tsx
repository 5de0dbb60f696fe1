import { CutoffCountdown } from '../../../components/cutoff-countdown';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '../../../../core/account/phone';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useLocalizedPath } from '../../../hooks/use-locale';
import { SWITCH_CUSTOMER_KEY } from '../hooks/use-switch-customer-key';

const barLink =
  'inline-flex min-h-9 items-center gap-1.5 rounded-control px-2.5 text-sm font-semibold text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-white';

export function KeyHint({ children }: { children: string }) {
  return (
    <kbd className="rounded border border-white/40 bg-white/10 px-1.5 py-px font-mono text-[0.7rem] leading-4 font-semibold text-white">
      {children}
    </kbd>
  );
}

/**
 * Agent-order mode (spec §4, issue 7): on every page, whom the agent is ordering for, with one key to
 * switch customer (F2), the quick order and the agent's orders, and "End" (the customer session ends,
 * the staff sign-in stays).
 */
export function AgentBanner({
  customer,
  onEnd,
  ending,
}: {
  customer: { name: string; phone: string; cid: number };
  onEnd: () => void;
  ending: boolean;
}) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const switchTitle = t('agent.banner.switch_title', { key: SWITCH_CUSTOMER_KEY });
  return (
    <div role="region" aria-label={t('agent.banner.label')} data-testid="agent-banner" className="bg-brand-900 text-white">
      <div className="container-page flex flex-col gap-1.5 py-2 lg:min-h-12 lg:flex-row lg:items-center lg:gap-4 lg:py-1.5">
        <p className="flex min-w-0 flex-wrap items-baseline gap-x-2 gap-y-0.5 text-sm">
          <span className="rounded bg-warning-50 px-1.5 py-px text-xs font-bold tracking-wide text-warning-800 uppercase">
            {t('agent.banner.badge')}
          </span>
          <span>
            {t('agent.banner.ordering_for')} <strong data-testid="agent-banner-name" className="font-bold break-words">{customer.name}</strong>
          </span>
          {customer.phone ? <span className="text-brand-100">{formatPhone(customer.phone)}</span> : null}
          <span className="text-brand-100">{t('agent.banner.customer_id', { id: customer.cid })}</span>
          <CutoffCountdown light className="text-xs" />
        </p>
        <nav aria-label={t('agent.banner.actions')} className="-mx-2.5 flex flex-wrap items-center gap-x-1 gap-y-1 lg:ml-auto">
          <Link to={localized(paths.agentCustomers)} className={barLink} title={switchTitle} aria-keyshortcuts={SWITCH_CUSTOMER_KEY}>
            {t('agent.banner.switch')}
            <KeyHint>{SWITCH_CUSTOMER_KEY}</KeyHint>
          </Link>
          <Link to={localized(paths.quickOrder)} className={barLink}>
            {t('agent.banner.quick_order')}
          </Link>
          <Link to={localized(paths.agentOrders)} className={barLink}>
            {t('agent.banner.orders')}
          </Link>
          <button type="button" onClick={onEnd} disabled={ending} aria-busy={ending} className={`${barLink} border border-white/40 disabled:opacity-70`}>
            {ending ? <Spinner light /> : null}
            {t('agent.banner.end')}
          </button>
        </nav>
      </div>
    </div>
  );
}
