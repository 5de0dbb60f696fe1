import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { AgentAnnouncer } from '../../features/agent/components/agent-announcer';
import { useAgentLinkFeedback } from '../../features/agent/stores/agent-link-feedback-store';
import { currentLocale, withAllStrings } from '../../lib/i18n';
import { localizePath, stripLocale } from '../../lib/locale';
import { platform } from '../../platform';

// The link steps (and the zod schemas they check answers with) load only when a link arrives.
const AgentLinkAlert = lazy(async () => ({
  default: (await withAllStrings(() => import('../../features/agent/components/agent-link-alert'))).AgentLinkAlert,
}));

/**
 * Mounted once at the app root: agent links from the platform (the web page's query, supplydesk://
 * deep links on desktop) go through applyAgentLink one at a time; the refusal alert and the
 * "Ordering for …" announcement live here too. After a link the agent stays on the page, except on
 * the staff sign-in and finder pages, which give way to the quick order.
 */
export function AgentLinkHost() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const latest = useRef({ navigate, pathname: location.pathname });
  useEffect(() => {
    latest.current = { navigate, pathname: location.pathname };
  });

  useEffect(() => {
    let queue = Promise.resolve();
    return platform.onAgentLink((event) => {
      queue = queue.then(async () => {
        const locale = currentLocale();
        const { applyAgentLink } = await import('./apply-agent-link');
        const outcome = await applyAgentLink(event, { locale, queryClient });
        if (!outcome.ok) return;
        const path = stripLocale(latest.current.pathname);
        if (path === paths.agentSignIn || path === paths.agentCustomers) {
          void latest.current.navigate(localizePath(paths.quickOrder, locale));
        }
      });
    });
  }, [queryClient]);

  const alerting = useAgentLinkFeedback((s) => s.alert !== null);
  return (
    <>
      {alerting ? (
        <Suspense fallback={null}>
          <AgentLinkAlert />
        </Suspense>
      ) : null}
      <AgentAnnouncer />
    </>
  );
}
