import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { Session, User } from '../../../core/schemas/account';
import { platform } from '../../platform';
import { decodeStoredValue, encodeStoredValue } from '../stored-value';

/**
 * Who is signed in (spec §3 User, §4 Login and session), shared by every feature: the token, the
 * user and the agent-order flag, kept in platform storage under the spec's keys with the token's
 * expiry. Features react through `onSignIn` / `onSignOut`; the app layer wires the cart and routing.
 */

export const SESSION_KEYS = { token: 'TOKEN', user: 'SET_USER', proxyOrder: 'IS_PEOXY_PLACEORDER_USER' } as const;

/** Why a session ended: the user logged out, the token expired, or the server said "Not Login". */
export type SignOutReason = 'logout' | 'expired' | 'not_logged_in';

export interface SessionState {
  /** Storage has been read (until then, guards wait instead of prompting for login). */
  hydrated: boolean;
  token: string | null;
  /** Epoch ms after which the token is dead. */
  expiresAt: number | null;
  user: User | null;
  loginAt: number | null;
  /** Agent-order mode (spec §4): a token login from an agent link. */
  agentOrder: boolean;
  /** Set when the last session ended by itself, so the UI can say 'User expired, please login again!'. */
  lastEnded: SignOutReason | null;
}

const initial: SessionState = {
  hydrated: false,
  token: null,
  expiresAt: null,
  user: null,
  loginAt: null,
  agentOrder: false,
  lastEnded: null,
};

export const sessionStore = createStore<SessionState>(() => initial);

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

export const isSignedIn = (state: SessionState): boolean => state.token !== null && state.user !== null;

type SignInListener = (session: { user: User; token: string; agentOrder: boolean }) => void;
type SignOutListener = (reason: SignOutReason) => void;
const signInListeners = new Set<SignInListener>();
const signOutListeners = new Set<SignOutListener>();

/** Runs after every sign-in (cart merge, address-book cache check). Returns the unsubscribe. */
export function onSignIn(listener: SignInListener): () => void {
  signInListeners.add(listener);
  return () => signInListeners.delete(listener);
}

/** Runs after every sign-out (cart clear, going home). Returns the unsubscribe. */
export function onSignOut(listener: SignOutListener): () => void {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
}

const isUser = (value: unknown): value is User =>
  typeof value === 'object' && value !== null && typeof (value as User).cid === 'number';
const isString = (value: unknown): value is string => typeof value === 'string';
const isFlag = (value: unknown): value is '0' | '1' => value === '0' || value === '1';

export function signIn(session: Session, opts: { agentOrder?: boolean } = {}): void {
  const now = Date.now();
  const expiresAt = Date.parse(session.expires_at);
  const ttl = Math.max(0, expiresAt - now);
  const agentOrder = opts.agentOrder ?? false;
  sessionStore.setState({
    hydrated: true,
    token: session.token,
    expiresAt,
    user: session.user,
    loginAt: now,
    agentOrder,
    lastEnded: null,
  });
  void platform.storage.set(SESSION_KEYS.token, encodeStoredValue(session.token, now, ttl));
  void platform.storage.set(SESSION_KEYS.user, encodeStoredValue(session.user, now, ttl));
  void platform.storage.set(SESSION_KEYS.proxyOrder, encodeStoredValue(agentOrder ? '1' : '0', now, ttl));
  for (const listener of signInListeners) listener({ user: session.user, token: session.token, agentOrder });
}

/** Profile edits and refreshed counts. */
export function setUser(user: User): void {
  const { token, expiresAt } = sessionStore.getState();
  if (!token) return;
  sessionStore.setState({ user });
  const now = Date.now();
  void platform.storage.set(SESSION_KEYS.user, encodeStoredValue(user, now, expiresAt ? Math.max(0, expiresAt - now) : undefined));
}

/** Spec §4 Logout steps 2–3 (clear user and token, drop the proxy flag); listeners do the cart and routing. */
export function signOut(reason: SignOutReason = 'logout'): void {
  if (sessionStore.getState().token === null) return;
  sessionStore.setState({ ...initial, hydrated: true, lastEnded: reason === 'logout' ? null : reason });
  void platform.storage.remove(SESSION_KEYS.token);
  void platform.storage.remove(SESSION_KEYS.user);
  void platform.storage.remove(SESSION_KEYS.proxyOrder);
  for (const listener of signOutListeners) listener(reason);
}

/** The token for a request; a token past its expiry ends the session as 'expired' (spec §4). */
export function currentToken(): string | undefined {
  const { token, expiresAt } = sessionStore.getState();
  if (!token) return undefined;
  if (expiresAt !== null && expiresAt <= Date.now()) {
    signOut('expired');
    return undefined;
  }
  return token;
}

/** Reads the stored session once at start-up; an expired one is removed and remembered as 'expired'. */
export async function hydrateSession(): Promise<void> {
  if (sessionStore.getState().hydrated) return;
  const now = Date.now();
  const [rawToken, rawUser, rawProxy] = await Promise.all([
    platform.storage.get(SESSION_KEYS.token),
    platform.storage.get(SESSION_KEYS.user),
    platform.storage.get(SESSION_KEYS.proxyOrder),
  ]);
  try {
    const token = decodeStoredValue(rawToken, now, isString);
    const user = decodeStoredValue(rawUser, now, isUser);
    const proxy = rawProxy === null ? null : decodeStoredValue(rawProxy, now, isFlag);
    if (token.state === 'fresh' && user.state === 'fresh') {
      const entry = JSON.parse(rawToken!) as { savedAt: number; expiresAt?: number };
      sessionStore.setState({
        hydrated: true,
        token: token.value,
        user: user.value,
        expiresAt: entry.expiresAt ?? null,
        loginAt: entry.savedAt,
        agentOrder: proxy?.state === 'fresh' && proxy.value === '1',
        lastEnded: null,
      });
      return;
    }
    const expired = token.state === 'expired' || user.state === 'expired';
    await Promise.all(Object.values(SESSION_KEYS).map((key) => platform.storage.remove(key)));
    sessionStore.setState({ ...initial, hydrated: true, lastEnded: expired ? 'expired' : null });
  } catch {
    await Promise.all(Object.values(SESSION_KEYS).map((key) => platform.storage.remove(key)));
    sessionStore.setState({ ...initial, hydrated: true });
  }
}
