import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { Session, User } from '../../../core/schemas/account';
import { platform } from '../../platform';
import { decodeStoredValue, encodeStoredValue } from '../stored-value';

/**
 * The staff sign-in of the agent console (DECISIONS.md: agents and supervisors sign in with a
 * username and password). Separate from the customer session: an agent keeps this one while the
 * customer session switches from one restaurant to the next through agent links. Kept in the
 * platform's secure storage (safeStorage on desktop); where that cannot persist, in memory only and
 * `persisted` says so.
 */

export const STAFF_KEYS = { token: 'STAFF_TOKEN', user: 'STAFF_USER' } as const;

export interface StaffSessionState {
  hydrated: boolean;
  token: string | null;
  expiresAt: number | null;
  /** type and staff_role: agent, supervisor, warehouse or driver; aid is the staff id. */
  user: User | null;
  /** False when the secure store refused: the sign-in ends when the app closes. */
  persisted: boolean;
}

const initial: StaffSessionState = { hydrated: false, token: null, expiresAt: null, user: null, persisted: true };

export const staffSessionStore = createStore<StaffSessionState>(() => initial);

export function useStaffSession<T>(selector: (state: StaffSessionState) => T): T {
  return useStore(staffSessionStore, selector);
}

export const isStaffSignedIn = (state: StaffSessionState): boolean => state.token !== null && state.user !== null;
export const isSupervisor = (state: StaffSessionState): boolean => state.user?.staff_role === 'supervisor';
/** The signed-in staff member's role ('' when no staff member is signed in). */
export const staffRoleOf = (state: StaffSessionState): User['staff_role'] => state.user?.staff_role ?? '';

const isUser = (value: unknown): value is User =>
  typeof value === 'object' && value !== null && typeof (value as User).aid === 'number';
const isString = (value: unknown): value is string => typeof value === 'string';

export async function staffSignIn(session: Session): Promise<void> {
  const now = Date.now();
  const expiresAt = Date.parse(session.expires_at);
  const ttl = Math.max(0, expiresAt - now);
  staffSessionStore.setState({ hydrated: true, token: session.token, expiresAt, user: session.user, persisted: true });
  const [token, user] = await Promise.all([
    platform.secureStorage.set(STAFF_KEYS.token, encodeStoredValue(session.token, now, ttl)),
    platform.secureStorage.set(STAFF_KEYS.user, encodeStoredValue(session.user, now, ttl)),
  ]);
  staffSessionStore.setState({ persisted: token.persisted && user.persisted });
}

export async function staffSignOut(): Promise<void> {
  staffSessionStore.setState({ ...initial, hydrated: true });
  await Promise.all([platform.secureStorage.remove(STAFF_KEYS.token), platform.secureStorage.remove(STAFF_KEYS.user)]);
}

/** The staff token for a request; a token past its expiry ends the staff session. */
export function currentStaffToken(): string | undefined {
  const { token, expiresAt } = staffSessionStore.getState();
  if (!token) return undefined;
  if (expiresAt !== null && expiresAt <= Date.now()) {
    void staffSignOut();
    return undefined;
  }
  return token;
}

/** Reads the stored staff session once at start-up. */
export async function hydrateStaffSession(): Promise<void> {
  if (staffSessionStore.getState().hydrated) return;
  const now = Date.now();
  try {
    const [rawToken, rawUser] = await Promise.all([
      platform.secureStorage.get(STAFF_KEYS.token),
      platform.secureStorage.get(STAFF_KEYS.user),
    ]);
    const token = decodeStoredValue(rawToken, now, isString);
    const user = decodeStoredValue(rawUser, now, isUser);
    if (token.state === 'fresh' && user.state === 'fresh') {
      const entry = JSON.parse(rawToken!) as { expiresAt?: number };
      staffSessionStore.setState({ hydrated: true, token: token.value, user: user.value, expiresAt: entry.expiresAt ?? null, persisted: true });
      return;
    }
  } catch {
    // Unreadable entries are dropped below.
  }
  await staffSignOut();
}
