import { useEffect, useRef } from 'react';
import { requestLogin } from '../../../lib/session/login-prompt';
import { isSignedIn, useSession } from '../../../lib/session/session-store';

export type CheckoutGate = 'waiting' | 'signed-out' | 'signed-in';

/**
 * Checkout needs a login (spec §6: "You have not logged in yet!…"). Opened directly while signed out,
 * /payment asks for one (closing the modal goes home); after it the page simply renders. A session
 * that ends while the page is open is left to the app's own sign-out handling: no second prompt.
 */
export function useCheckoutLogin(): CheckoutGate {
  const hydrated = useSession((s) => s.hydrated);
  const signedIn = useSession(isSignedIn);
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (!hydrated) return;
    if (signedIn) wasSignedIn.current = true;
    else if (!wasSignedIn.current) requestLogin({ forced: true });
  }, [hydrated, signedIn]);
  if (!hydrated) return 'waiting';
  return signedIn ? 'signed-in' : 'signed-out';
}
