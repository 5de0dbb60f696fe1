import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { isSignedIn, sessionStore } from './session-store';

/**
 * The download-app dialog (spec §2.7; DECISIONS.md: only where the browsed shop's
 * `steer_guests_to_app` is on). The app layer keeps `steer` in step with the shop; a guest who then
 * tries to log in or add to cart is shown the dialog instead.
 */
export interface AppSteerState {
  steer: boolean;
  open: boolean;
}

export const appSteerStore = createStore<AppSteerState>(() => ({ steer: false, open: false }));

export function useAppSteer<T>(selector: (state: AppSteerState) => T): T {
  return useStore(appSteerStore, selector);
}

export function setSteerGuestsToApp(steer: boolean): void {
  if (appSteerStore.getState().steer !== steer) appSteerStore.setState({ steer, open: steer && appSteerStore.getState().open });
}

/** True (and the dialog opens) when the visitor is a guest on a shop that steers guests to the app. */
export function steerGuestToApp(): boolean {
  if (!appSteerStore.getState().steer || isSignedIn(sessionStore.getState())) return false;
  appSteerStore.setState({ open: true });
  return true;
}
