import { lazy, Suspense, useState } from 'react';
import { withAllStrings } from '../../../lib/i18n';
import { useLoginPrompt } from '../../../lib/session/login-prompt';
import { AccountNotice } from './account-notice';

const loadLoginModal = () => withAllStrings(() => import('./login-modal'));
const LoginModal = lazy(loadLoginModal);

/** Starts loading the modal's code (a Login button's hover), so the first open is instant. */
export function preloadLoginModal(): void {
  void loadLoginModal();
}

/**
 * Mounted once by the layout. The modal's code (Radix Dialog and Tabs, the forms) loads the first
 * time a login is asked for; from then on the modal stays mounted, so its countdown keeps running
 * and it can reset itself 500 ms after closing (spec §2.5).
 */
export function LoginModalHost() {
  const open = useLoginPrompt((s) => s.open);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return (
    <>
      {wanted ? (
        <Suspense fallback={null}>
          <LoginModal />
        </Suspense>
      ) : null}
      <AccountNotice />
    </>
  );
}
