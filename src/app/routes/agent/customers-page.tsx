import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { AgentCustomer } from '../../../../core/schemas/agent';
import { paths } from '../../../config/paths';
import { agentLinkToQuery, issueAgentLink } from '../../../features/agent/api/issue-agent-link';
import { CustomerFinder } from '../../../features/agent/components/customer-finder';
import { showAgentLinkAlert } from '../../../features/agent/stores/agent-link-feedback-store';
import { useStaffConsole } from '../../../features/agent/stores/staff-console-store';
import { isStaffRefusal } from '../../../features/agent/utils/staff-refusal';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useLocale, useLocalizedPath } from '../../../hooks/use-locale';
import { errorMessage } from '../../../lib/request-parsed';
import { staffSignOut, useStaffSession } from '../../../lib/session/staff-session';
import { applyAgentLink } from '../../agent-link/apply-agent-link';
import { RequireStaff } from './require-staff';

/**
 * /agent/customers: find a customer, then open them — the server issues a customer-scoped agent
 * link for the signed-in staff member, the §2.9 steps run (apply-agent-link) and the quick order opens.
 */
export function AgentCustomersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('agent.finder.title'));
  return (
    <RequireStaff>
      <CustomersView />
    </RequireStaff>
  );
}

function CustomersView() {
  const { t } = useTranslation();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const persisted = useStaffSession((s) => s.persisted);
  const credentialsNotSaved = useStaffConsole((s) => s.credentialsNotSaved);
  const [openingId, setOpeningId] = useState<number | null>(null);

  // A refused staff token: sign the staff session out and come back here after signing in again.
  const staffRefused = useCallback(() => {
    void staffSignOut().then(() =>
      navigate(`${localized(paths.agentSignIn)}?next=${encodeURIComponent(`${location.pathname}${location.search}`)}`, { replace: true }),
    );
  }, [localized, location.pathname, location.search, navigate]);

  const open = async (customer: AgentCustomer) => {
    setOpeningId(customer.customer_id);
    try {
      const link = await issueAgentLink({ customerId: customer.customer_id, shopMid: customer.shop_id || undefined }, locale);
      const outcome = await applyAgentLink({ ok: true, link: agentLinkToQuery(link) }, { locale, queryClient });
      if (outcome.ok) void navigate(localized(paths.quickOrder));
    } catch (error) {
      if (isStaffRefusal(error)) staffRefused();
      else showAgentLinkAlert(t('agent.link.refused', { message: errorMessage(error, t('agent.link.failed')) }));
    } finally {
      setOpeningId(null);
    }
  };

  return (
    <div className="container-page max-w-3xl py-8 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-ink">{t('agent.finder.title')}</h1>
      <p className="mt-1 mb-6 text-sm text-ink-muted">{t('agent.finder.intro')}</p>
      {!persisted ? (
        <p role="note" className="mb-4 rounded-control bg-warning-50 px-3 py-2 text-sm font-medium text-warning-800">
          {t('agent.notice.session_not_persisted')}
        </p>
      ) : null}
      {credentialsNotSaved ? (
        <p role="note" className="mb-4 rounded-control bg-warning-50 px-3 py-2 text-sm font-medium text-warning-800">
          {t('agent.notice.credentials_not_saved')}
        </p>
      ) : null}
      <CustomerFinder
        onOpen={(customer) => void open(customer)}
        openingId={openingId}
        onStaffRefused={staffRefused}
        initialQuery={(params.get('q') ?? '').slice(0, 80)}
      />
    </div>
  );
}
