import type { Locale } from '../../../core/schemas/common';
import { staffLogoutOnServer } from '../../features/agent/api/staff-logout';
import { staffConsoleStore } from '../../features/agent/stores/staff-console-store';
import { sessionStore } from '../../lib/session/session-store';
import { staffSessionStore, staffSignOut } from '../../lib/session/staff-session';
import { logOut } from './logout';

/** "End": the customer opened through an agent link is signed out (spec §4 Logout); the staff sign-in stays. */
export async function endAgentOrder(locale: Locale): Promise<void> {
  if (sessionStore.getState().agentOrder) await logOut(locale);
}

/**
 * The console's Sign out: the staff session ends (the server revokes its token) and so does the
 * customer session an agent link opened; saved credentials stay for the next sign-in's prefill but
 * do not sign in again by themselves this run.
 */
export async function signOutStaff(locale: Locale): Promise<void> {
  const token = staffSessionStore.getState().token;
  staffConsoleStore.setState({ signedOutOnPurpose: true });
  await Promise.all([endAgentOrder(locale), staffLogoutOnServer(token, locale)]);
  await staffSignOut();
}
