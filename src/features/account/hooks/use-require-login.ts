import { useEffect, useRef } from 'react';
import type { User } from '../../../../core/schemas/account';
import { requestLogin } from '../../../lib/session/login-prompt';
import { isSignedIn, useSession } from '../../../lib/session/session-store';

export type LoginGate = { state: 'waiting' } | { state: 'signed-out' } | { state: 'signed-in'; user: User };

/**
 * Account pages need a login (spec §5 Other forms, §6). Waits for the stored session to be read,
 * then, when nobody is signed in, opens the login modal as a forced prompt (closing it goes home).
 * A session that ends while the page is open is left to the app's sign-out handling: no second prompt.
 */
export function useRequireLogin(): LoginGate {
  const hydrated = useSession((s) => s.hydrated);
  const signedIn = useSession(isSignedIn);
  const user = useSession((s) => s.user);
  const wasSignedIn = useRef(false);

  useEffect(() => {
    if (!hydrated) return;
    if (signedIn) {
      wasSignedIn.current = true;
      return;
    }
    if (!wasSignedIn.current) requestLogin({ forced: true });
  }, [hydrated, signedIn]);

  if (!hydrated) return { state: 'waiting' };
  return signedIn && user ? { state: 'signed-in', user } : { state: 'signed-out' };
}
