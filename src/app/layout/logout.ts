import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { Locale } from '../../../core/schemas/common';
import { logoutOnServer } from '../../features/account/api/logout';
import { sessionStore, signOut } from '../../lib/session/session-store';
import { copyCidToPosition } from './use-session-wiring';

/** The 'Are you sure to logout?' confirmation, opened from the user menu or the mobile drawer. */
export const logoutPromptStore = createStore<{ open: boolean }>(() => ({ open: false }));

export function useLogoutPrompt(): boolean {
  return useStore(logoutPromptStore, (s) => s.open);
}

export const openLogoutPrompt = () => logoutPromptStore.setState({ open: true });
export const closeLogoutPrompt = () => logoutPromptStore.setState({ open: false });

/**
 * Spec §4 Logout: tell the server (best effort; the token is read as the call starts), copy the cid
 * into the position cookie, end the session (token, user and proxy flag go). The session listeners
 * (use-session-wiring) then clear the cart and go to the localized '/'.
 */
export async function logOut(locale: Locale): Promise<void> {
  const { user } = sessionStore.getState();
  const told = logoutOnServer(locale);
  if (user) copyCidToPosition(user.cid);
  signOut('logout');
  await told;
}
