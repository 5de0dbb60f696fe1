import { useEffect } from 'react';
import { clearAgentAnnouncement, useAgentLinkFeedback } from '../stores/agent-link-feedback-store';

const VISIBLE_MS = 6000;

/**
 * Spec §2.9 step 6: "Ordering for <name>" in a polite live region (kept in the page from the start,
 * so screen readers announce what appears in it), shown as a short toast.
 */
export function AgentAnnouncer() {
  const announcement = useAgentLinkFeedback((s) => s.announcement);
  useEffect(() => {
    if (!announcement) return;
    const timer = window.setTimeout(clearAgentAnnouncement, VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [announcement]);
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-[65] flex justify-center px-4">
      {announcement ? (
        <p key={announcement.seq} data-testid="agent-announcement" className="rounded-control bg-ink px-4 py-2.5 text-sm font-semibold text-white shadow-raised animate-fade-in">
          {announcement.text}
        </p>
      ) : null}
    </div>
  );
}
