import { useEffect } from 'react';
import { CheckIcon } from '../../../components/icons';
import { clearAccountNotice, useAccountNotice } from '../stores/account-notice-store';

const VISIBLE_MS = 3000;

/**
 * The 'Logged in' toast: a polite live region that is always in the page (so screen readers hear the
 * message when it appears), visible for 3 s.
 */
export function AccountNotice() {
  const message = useAccountNotice((s) => s.message);
  const id = useAccountNotice((s) => s.id);
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(clearAccountNotice, VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [message, id]);

  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-6 z-[80] flex justify-center px-4">
      {message ? (
        <p className="flex items-center gap-2 rounded-full bg-ink px-4 py-2.5 text-sm font-semibold text-white shadow-raised animate-fade-in">
          <CheckIcon width={18} height={18} className="text-brand-300" />
          {message}
        </p>
      ) : null}
    </div>
  );
}
