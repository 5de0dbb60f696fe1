import type { User } from '../../../core/schemas/account';
import type { SessionState, SignOutReason } from '../../lib/session/session-store';

type SessionSnapshot = Pick<SessionState, 'hydrated' | 'token' | 'lastEnded'>;

export interface SessionWiringDeps {
  onSignIn: (listener: (session: { user: User; agentOrder?: boolean }) => void) => () => void;
  onSignOut: (listener: (reason: SignOutReason) => void) => () => void;
  /** The session store, watched for a session that ended by expiring (also one found expired at start-up). */
  session: { getState: () => SessionSnapshot; subscribe: (listener: (state: SessionSnapshot) => void) => () => void };
  /** Shared across mounts of the layout, so one expiry prompts once. */
  expiryPrompted: { current: boolean };
  /** The cid saved in the position cookie (copied there at logout), undefined when none. */
  positionCid: () => number | undefined;
  /** Drops the position's address-book entry and every cached address-book query. */
  forgetAddressBook: () => void;
  /** POST cart/merge with the local cart; the answer replaces the local rows. */
  mergeCart: () => Promise<void>;
  clearCart: () => void;
  /** Drops cached answers that belong to the customer but are not keyed by cid (favourite ids). */
  forgetCustomerQueries: () => void;
  goHome: () => void;
  /** Opens the login modal with 'User expired, please login again!'. */
  promptExpired: () => void;
}

/**
 * What the app does around a session (spec §4 Login and session, Logout; DECISIONS.md cart merge):
 * - sign-in: another customer's address book is forgotten, and the guest cart merges into the
 *   customer's server cart — except for an agent link (spec §2.9 step 4 cleared the cart on purpose:
 *   the agent starts the phone order from an empty cart, which the sync then sends as the customer's);
 * - sign-out, whatever the reason: the cart and the customer's cached answers are cleared; a logout
 *   goes to the localized '/';
 * - a session that expired (now or while the app was closed) opens the login modal once.
 * Returns the unsubscribe.
 */
export function wireSession(deps: SessionWiringDeps): () => void {
  const stopSignIn = deps.onSignIn(({ user, agentOrder }) => {
    if (deps.positionCid() !== user.cid) deps.forgetAddressBook();
    if (agentOrder) return;
    deps.mergeCart().catch(() => {
      // Offline or refused: the local cart stays, and the signed-in sync sends it on the next change.
    });
  });
  const stopSignOut = deps.onSignOut((reason) => {
    deps.clearCart();
    deps.forgetCustomerQueries();
    if (reason === 'logout') deps.goHome();
  });
  const watch = (state: SessionSnapshot) => {
    if (state.token !== null) {
      deps.expiryPrompted.current = false;
      return;
    }
    if (state.hydrated && state.lastEnded === 'expired' && !deps.expiryPrompted.current) {
      deps.expiryPrompted.current = true;
      deps.promptExpired();
    }
  };
  watch(deps.session.getState());
  const stopWatch = deps.session.subscribe(watch);
  return () => {
    stopSignIn();
    stopSignOut();
    stopWatch();
  };
}
