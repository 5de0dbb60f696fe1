import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { steerGuestToApp } from './app-steer';

/**
 * The login modal's open state (spec §2.5), shared so any feature can ask for a login: favourites,
 * checkout, account pages. `forced`: the page needs a login, and closing the modal goes to '/'.
 */
export interface LoginPromptState {
  open: boolean;
  forced: boolean;
  /** 'Please log in with …' when a phone is suggested. */
  suggestedPhone: string | null;
  /** An optional reason shown above the form (e.g. 'User expired, please login again!'). */
  notice: string | null;
}

export const loginPromptStore = createStore<LoginPromptState>(() => ({
  open: false,
  forced: false,
  suggestedPhone: null,
  notice: null,
}));

export function useLoginPrompt<T>(selector: (state: LoginPromptState) => T): T {
  return useStore(loginPromptStore, selector);
}

export function requestLogin(opts: { forced?: boolean; suggestedPhone?: string; notice?: string } = {}): void {
  // Spec §2.7: a guest on a shop that steers guests to the app gets the download-app dialog instead.
  if (steerGuestToApp()) return;
  loginPromptStore.setState({
    open: true,
    forced: opts.forced ?? false,
    suggestedPhone: opts.suggestedPhone ?? null,
    notice: opts.notice ?? null,
  });
}

export function closeLogin(): void {
  loginPromptStore.setState({ open: false });
}
